/**
 * The editor-neutral half of the diagnostics for `.lights` documents: turns what
 * {@link parseLights} reports into ranges an editor can underline, and debounces the work per
 * document. No vscode import: {@link LightsDiagnosticsController} adapts this to VS Code, and the
 * tests run it with plain mocha and fake timers.
 */

import { parseLights } from '../core/format/formatRead';
import type { FormatDiagnostic, ParseResult } from '../core/format/formatDocument';
import { lineSpans, type LineSpan } from '../core/format/textPosition';

/** How long the document must stay unchanged before it is checked again, in milliseconds. */
export const DIAGNOSTICS_DELAY_MS = 250;

/** A span of a text document: 0-based lines, characters in UTF-16 code units, end exclusive. */
export interface DiagnosticRange {
  readonly startLine: number;
  readonly startCharacter: number;
  readonly endLine: number;
  readonly endCharacter: number;
}

/** A problem in a `.lights` document, ready to be shown by any editor. */
export interface LightsDiagnostic {
  /** An error makes the file unreadable; a warning (an unknown key) does not. */
  readonly severity: 'error' | 'warning';
  /** The reader's message, unchanged. */
  readonly message: string;
  /**
   * Where to underline. Never empty when its line has text: a zero-width position is widened to
   * the character after it, or to the last character when it sits at the end of the line.
   */
  readonly range: DiagnosticRange;
}

/** Parses `text` as a `.lights` file and returns its problems; see {@link diagnosticsFromParse}. */
export function lightsDiagnostics(text: string): LightsDiagnostic[] {
  return diagnosticsFromParse(text, parseLights(text));
}

/**
 * The problems of a parse result of `text` (errors and warnings) in file order, an error before
 * a warning at the same place. Each range is the reader's, widened to one character when it is
 * empty and its line has text, so that every problem can be seen and clicked. `text` must be the
 * text that was parsed.
 */
export function diagnosticsFromParse(text: string, result: ParseResult): LightsDiagnostic[] {
  const found: readonly FormatDiagnostic[] = result.ok ? result.warnings : [...result.errors, ...result.warnings];
  const lines = lineSpans(
    text,
    found.filter(isEmptyRange).map((diagnostic) => diagnostic.line),
  );
  return found
    .map((diagnostic) => ({
      severity: diagnostic.severity,
      message: diagnostic.message,
      range: isEmptyRange(diagnostic) ? widen(text, diagnostic, lines.get(diagnostic.line)) : rangeOf(diagnostic),
    }))
    .sort(
      (a, b) => a.range.startLine - b.range.startLine || a.range.startCharacter - b.range.startCharacter || severityRank(a.severity) - severityRank(b.severity),
    );
}

function severityRank(severity: LightsDiagnostic['severity']): number {
  return severity === 'error' ? 0 : 1;
}

function isEmptyRange(diagnostic: FormatDiagnostic): boolean {
  return diagnostic.endLine === diagnostic.line && diagnostic.endColumn === diagnostic.column;
}

function rangeOf(diagnostic: FormatDiagnostic): DiagnosticRange {
  return { startLine: diagnostic.line, startCharacter: diagnostic.column, endLine: diagnostic.endLine, endCharacter: diagnostic.endColumn };
}

/**
 * One character at the position or, when it is at the end of its line, the last character of the
 * line (a surrogate pair counts as one character). An empty or missing line keeps the empty range.
 */
function widen(text: string, diagnostic: FormatDiagnostic, span: LineSpan | undefined): DiagnosticRange {
  if (span === undefined || span.length === 0) return rangeOf(diagnostic);
  const line = diagnostic.line;
  if (diagnostic.column < span.length) {
    const pair = diagnostic.column + 1 < span.length && isSurrogatePair(text, span.start + diagnostic.column);
    return { startLine: line, startCharacter: diagnostic.column, endLine: line, endCharacter: diagnostic.column + (pair ? 2 : 1) };
  }
  const pair = span.length >= 2 && isSurrogatePair(text, span.start + span.length - 2);
  return { startLine: line, startCharacter: span.length - (pair ? 2 : 1), endLine: line, endCharacter: span.length };
}

function isSurrogatePair(text: string, offset: number): boolean {
  const high = text.charCodeAt(offset);
  const low = text.charCodeAt(offset + 1);
  return high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff;
}

/** The timer functions a {@link Debouncer} uses; tests pass fakes and move time by hand. */
export interface DebounceTimers {
  /** Calls `callback` once after `milliseconds`; returns a handle for {@link clearTimeout}. */
  setTimeout(callback: () => void, milliseconds: number): unknown;
  /** Stops a callback that has not run yet; a handle whose callback ran is ignored. */
  clearTimeout(handle: unknown): void;
}

/** The host's own timers. */
const SYSTEM_TIMERS: DebounceTimers = {
  setTimeout: (callback, milliseconds) => setTimeout(callback, milliseconds),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

interface PendingAction {
  /** The timer that runs the action. */
  readonly handle: unknown;
}

/**
 * Runs an action per key once things have been quiet for `delay` milliseconds: scheduling again
 * for the same key replaces the pending action and restarts its wait; different keys (documents)
 * never delay each other. An action runs at most once, and not at all once cancelled.
 */
export class Debouncer<Key> {
  private readonly pending = new Map<Key, PendingAction>();

  /** `delay` in milliseconds; `timers` defaults to the host's own. */
  constructor(
    private readonly delay: number,
    private readonly timers: DebounceTimers = SYSTEM_TIMERS,
  ) {}

  /** Runs `action` after the delay unless the key is scheduled again or cancelled before then. */
  schedule(key: Key, action: () => void): void {
    this.cancel(key);
    const entry: PendingAction = {
      handle: this.timers.setTimeout(() => {
        // A stale timer (its clearTimeout lost by a fake or a host) must not run a replaced action.
        if (this.pending.get(key) !== entry) return;
        this.pending.delete(key);
        action();
      }, this.delay),
    };
    this.pending.set(key, entry);
  }

  /** Drops the key's pending action; returns whether there was one. */
  cancel(key: Key): boolean {
    const entry = this.pending.get(key);
    if (entry === undefined) return false;
    this.pending.delete(key);
    this.timers.clearTimeout(entry.handle);
    return true;
  }

  /** Cancels every pending action. */
  dispose(): void {
    for (const key of [...this.pending.keys()]) this.cancel(key);
  }
}
