/**
 * One parse per document version, shared by everyone who reads the same document (the grid's
 * panels, the diagnostics, the status bar): a large file is parsed once per change, not once per
 * reader. Keyed by the document object, so a closed document's entry goes with it. Pure.
 */

import { parseLights, type ParseResult } from './format';

const parses = new WeakMap<object, { readonly version: number; readonly result: ParseResult }>();

/** The parse of `document`'s text at `version`; `text` is read only when that version is not cached. */
export function parsedAtVersion(document: object, version: number, text: () => string): ParseResult {
  const cached = parses.get(document);
  if (cached?.version === version) return cached.result;
  const result = parseLights(text());
  parses.set(document, { version, result });
  return result;
}
