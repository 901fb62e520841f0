/**
 * One parse per document version, shared by everyone who reads the same document (the grid's
 * panels, the diagnostics, the status bar): a large file is parsed once per change, not once per
 * reader. Keyed by the document object, so a closed document's entry goes with it. Parses that
 * run elsewhere (a worker thread) are shared while they run, one version per document. After a
 * change of a few grid cells, the next version's parse is derived from the last one
 * ({@link advanceParse}), reading only the changed rows. Pure.
 */

import { parseLights } from './formatRead';
import type { ParseResult } from './formatDocument';
import { reparseAfterChanges, type TextChange, type TextSource } from './formatIncremental';

const parses = new WeakMap<object, { readonly version: number; readonly result: ParseResult }>();
const running = new WeakMap<object, { readonly version: number; readonly result: Promise<ParseResult> }>();

/** The parse of `document`'s text at `version`; `text` is read only when that version is not cached. */
export function parsedAtVersion(document: object, version: number, text: () => string): ParseResult {
  const cached = parses.get(document);
  if (cached?.version === version) return cached.result;
  const result = parseLights(text());
  parses.set(document, { version, result });
  return result;
}

/** The cached parse of `document` at `version`, if there is one; never parses. */
export function cachedParse(document: object, version: number): ParseResult | undefined {
  const cached = parses.get(document);
  return cached?.version === version ? cached.result : undefined;
}

/**
 * Derives the parse of `document` at `version` from the cached parse of `version - 1` and the
 * changes of the one change event between them (see reparseAfterChanges), reading only slices of
 * `text`, the new text. Returns true when the cache now holds `version`; otherwise the cache is
 * left as it is and the next reader parses the whole text. Never parses the whole text itself.
 */
export function advanceParse(document: object, version: number, changes: readonly TextChange[], text: TextSource): boolean {
  const cached = parses.get(document);
  if (cached === undefined) return false;
  if (cached.version === version) return true;
  if (cached.version !== version - 1 || !cached.result.ok) return false;
  const result = reparseAfterChanges(cached.result, changes, text);
  if (result === null) return false;
  parses.set(document, { version, result });
  return true;
}

/** The parse of `document` at `version` still running elsewhere (see {@link parsedAtVersionAsync}), if there is one. */
export function runningParse(document: object, version: number): Promise<ParseResult> | undefined {
  const started = running.get(document);
  return started?.version === version ? started.result : undefined;
}

/**
 * The parse of `document`'s text at `version` by `parse` (which runs elsewhere, as in a worker
 * thread): the cached one when there is one, the running one when that version's parse has
 * started already, else a new one. A finished parse is cached unless a newer version is.
 */
export function parsedAtVersionAsync(
  document: object,
  version: number,
  text: () => string,
  parse: (text: string) => Promise<ParseResult>,
): Promise<ParseResult> {
  const cached = cachedParse(document, version);
  if (cached) return Promise.resolve(cached);
  const started = runningParse(document, version);
  if (started !== undefined) return started;
  const result = parse(text()).then((parsed) => {
    remember(document, version, parsed);
    return parsed;
  });
  const entry = { version, result };
  running.set(document, entry);
  const forget = (): void => {
    if (running.get(document) === entry) running.delete(document);
  };
  result.then(forget, forget);
  return result;
}

/** Caches a parse that finished late, unless a newer version is cached already. */
function remember(document: object, version: number, result: ParseResult): void {
  const cached = parses.get(document);
  if (cached === undefined || cached.version <= version) parses.set(document, { version, result });
}
