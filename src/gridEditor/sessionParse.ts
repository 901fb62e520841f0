/**
 * The parse a grid session works from: the current version's, shared with every other reader of
 * the document through the parse cache, and parsed in a worker thread when the text is large. No
 * vscode import.
 */

import type { ParseResult } from '../core/format/formatDocument';
import type { TextChange, TextSource } from '../core/format/formatIncremental';
import { advanceParse, cachedParse, parsedAtVersion, parsedAtVersionAsync, runningParse } from '../core/format/parseCache';
import { bundledOffThreadParse, ParseCancelledError, ParseWorkerError, parsesOffThread } from '../host/offThreadParse';

/** The document as the parser reads it. */
export interface ParsedDocument {
  /** Increases with every change of the text. */
  readonly version: number;
  getText(): string;
  /** The text read in slices (VS Code: getText of a range), so that a change of a few cells never flattens the whole text. */
  readonly textSource?: TextSource;
  /** The object that identifies the document across panels (the TextDocument), for the shared parse cache. */
  readonly identity?: object;
}

/** Parses of one document for one session; see {@link SessionParse.parse}. */
export class SessionParse {
  constructor(
    private readonly document: ParsedDocument,
    private readonly parseOffThread: (document: object, text: string) => Promise<ParseResult>,
    private readonly logError: (message: string) => void,
  ) {}

  /** The key of the document in the shared parse cache. */
  get key(): object {
    return this.document.identity ?? this.document;
  }

  /** The current text, in slices when the document offers them, else whole. */
  text(): TextSource {
    return this.document.textSource ?? this.document.getText();
  }

  /**
   * Advances the shared cached parse to the current version by the changes of one change event,
   * when they only changed grid cells (reading just the changed rows); a no-op when another
   * session of the same document did it already, or when a whole parse is needed.
   */
  advance(changes: readonly TextChange[]): void {
    if (changes.length > 0) advanceParse(this.key, this.document.version, changes, this.text());
  }

  /**
   * The parse of the current text and the version it is of, cached per document version (shared
   * with other readers of it). A text over the off-thread threshold is parsed in a worker; a
   * parse overtaken by a change of the text is dropped and the new text parsed, so the answer is
   * always of the version current when it resolves. `read` is what {@link onThread} just gave for
   * the current version, so a caller that asked it first does not have the text read again.
   */
  async parse(read?: { text: string | null }): Promise<{ parsed: ParseResult; version: number }> {
    const key = this.key;
    let known = read;
    for (;;) {
      const version = this.document.version;
      const onThread = known ?? this.onThread();
      known = undefined;
      if ('parsed' in onThread) return { parsed: onThread.parsed, version };
      try {
        const parsed = await parsedAtVersionAsync(
          key,
          version,
          () => onThread.text ?? this.document.getText(),
          (text) => this.parseOffThread(key, text),
        );
        if (this.document.version === version) return { parsed, version };
      } catch (error) {
        if (error instanceof ParseWorkerError) {
          this.logError(`the parse in a worker thread failed (${error.message}); parsing on the host's thread`);
          if (this.document.version === version) return { parsed: parsedAtVersion(key, version, () => this.document.getText()), version };
        } else if (!(error instanceof ParseCancelledError && this.document.version !== version)) {
          throw error;
        }
      }
    }
  }

  /**
   * The parse of the current text when it is cached or small enough to parse on this thread; else
   * the text, for a worker (null when that worker's parse of this version is already running).
   */
  onThread(): { parsed: ParseResult } | { text: string | null } {
    const key = this.key;
    const cached = cachedParse(key, this.document.version);
    if (cached) return { parsed: cached };
    // A parse of this version already running (started as the panel opened, or by another panel)
    // is shared by parsedAtVersionAsync without reading the text.
    if (runningParse(key, this.document.version) !== undefined) return { text: null };
    const text = this.document.getText();
    return parsesOffThread(text) ? { text } : { parsed: parsedAtVersion(key, this.document.version, () => text) };
  }
}

/** The default off-thread parse: {@link bundledOffThreadParse}. */
export function bundledParse(document: object, text: string): Promise<ParseResult> {
  return bundledOffThreadParse().parse(document, text);
}
