/**
 * Format Document for `.lights` text: puts the known keys in canonical order (KNOWN_KEYS) and
 * lines up the columns of `grid` and `target`, while keeping every comment, every unknown key and
 * table, and the file's meaning. Unlike {@link printLights}, which writes a document
 * afresh, this rearranges the file's own lines. Pure.
 *
 * The rules, in order:
 * - The comments and blank lines before the first key stay at the top (the file's heading).
 * - Each known key moves with the comment lines directly above it (no blank line between) and a
 *   comment at the end of its line; a blank line before that group is kept as one blank line.
 * - Everything else before the first `[table]` (unknown keys, loose comments) follows the known
 *   keys in its own order, runs of blank lines made one; the tables follow after one blank line.
 * - A `grid` or `target` written as a multi-line string without escapes is rewritten one row per
 *   line, each cell right-aligned to the widest cell of its column in both strings, cells
 *   separated by one space, the closing delimiter on its own line.
 * - The result is checked: it must read as the same document. A text that does not read without
 *   errors, or whose result would read differently, is refused (null).
 */

import { parseLights } from './formatRead';
import { printLights } from './formatWrite';
import { KNOWN_KEYS, type LightsDocument } from './formatDocument';
import { locateString, skipBlanks, type KeyLocation } from './formatLayout';
import { lineEndOf, nextLineStart, textStart } from './textPosition';
import { CARRIAGE_RETURN } from './characterCodes';
import { smallestEdit, type TextEdit } from './formatEdits';

/** Texts longer than this are not formatted: the whole text is rebuilt and checked on the editor's thread. */
export const MAX_FORMATTED_TEXT_LENGTH = 2_000_000;

/** A stretch of the text before the first table: a statement (one key and its value) or one other line. */
interface Segment {
  /** The text without the line break that ends it (a statement may hold line breaks inside). */
  readonly content: string;
  /** The known key of a statement, else null (an unknown key's statement, a comment or a blank line). */
  readonly known: string | null;
  readonly blank: boolean;
  readonly comment: boolean;
}

/** The formatted text, or null when `text` does not read without errors or is too long (see the module comment). */
export function formatLightsText(text: string): string | null {
  if (text.length > MAX_FORMATTED_TEXT_LENGTH) return null;
  const parsed = parseLights(text);
  if (!parsed.ok || !parsed.layout.keysLocated) return null;
  const { keys, lineBreak } = parsed.layout.toml;
  const start = textStart(text);
  const regionEnd = firstTableStart(text, keys.values());
  const widths = columnWidths(text, keys);
  const segments = splitSegments(text, start, regionEnd, keys, widths, lineBreak);

  let preambleEnd = 0;
  while (preambleEnd < segments.length && (segments[preambleEnd].blank || segments[preambleEnd].comment)) preambleEnd += 1;
  if (preambleEnd === segments.length) preambleEnd = 0;
  const preamble = trimBlankLines(segments.slice(0, preambleEnd));
  const preambleBlank = preambleEnd > 0 && segments[preambleEnd - 1].blank;

  const taken = new Set<number>();
  const groups = new Map<string, { lines: string[]; blankBefore: boolean }>();
  segments.forEach((segment, index) => {
    if (segment.known === null) return;
    let first = index;
    while (first - 1 >= preambleEnd && segments[first - 1].comment && !taken.has(first - 1)) first -= 1;
    for (let claimed = first; claimed <= index; claimed++) taken.add(claimed);
    const blankBefore = first - 1 >= preambleEnd && segments[first - 1].blank;
    groups.set(segment.known, { lines: segments.slice(first, index + 1).map((part) => part.content), blankBefore });
  });
  const others = segments.filter((_, index) => index >= preambleEnd && !taken.has(index));
  const firstOther = segments.findIndex((segment, index) => index >= preambleEnd && !taken.has(index) && !segment.blank);
  const othersBlankBefore = firstOther > preambleEnd && segments[firstOther - 1].blank && !taken.has(firstOther - 1);

  const lines = preamble.map((segment) => segment.content);
  const separate = (blank: boolean): void => {
    if (blank && lines.length > 0) lines.push('');
  };
  let first = true;
  for (const key of KNOWN_KEYS) {
    const group = groups.get(key);
    if (group === undefined) continue;
    separate(first ? preambleBlank : group.blankBefore);
    first = false;
    lines.push(...group.lines);
  }
  const rest = collapseBlankLines(trimBlankLines(others));
  if (rest.length > 0) {
    separate(othersBlankBefore);
    lines.push(...rest.map((segment) => segment.content));
  }
  const tables = text.slice(regionEnd);
  let formatted = text.slice(0, start) + lines.map((line) => line + lineBreak).join('');
  if (tables.length > 0) formatted += (lines.length > 0 ? lineBreak : '') + tables;
  return sameDocument(parsed.document, formatted) ? formatted : null;
}

/** The one replacement from `text` to its formatted form (the changed middle only), null when it is refused, empty when nothing changes. */
export function formatLightsEdits(text: string): TextEdit[] | null {
  const formatted = formatLightsText(text);
  if (formatted === null) return null;
  if (formatted === text) return [];
  return [smallestEdit(0, text, formatted)];
}

/** True when `formatted` reads without errors as the same document as `document`. */
function sameDocument(document: LightsDocument, formatted: string): boolean {
  const again = parseLights(formatted);
  return again.ok && again.document.version === document.version && printLights(again.document) === printLights(document);
}

/** Where the first `[table]` header's line starts, or the text's end when there is none. */
function firstTableStart(text: string, locations: Iterable<KeyLocation>): number {
  let first = text.length;
  for (const location of locations) {
    if (location.valueStart < 0 && text.charAt(skipBlanks(text, location.lineStart)) === '[') first = Math.min(first, location.lineStart);
  }
  return first;
}

/** Splits the text before the first table into statements of located keys and single other lines. */
function splitSegments(
  text: string,
  start: number,
  end: number,
  keys: ReadonlyMap<string, KeyLocation>,
  widths: readonly number[],
  lineBreak: string,
): Segment[] {
  const statements = new Map<number, KeyLocation>();
  for (const location of keys.values()) if (location.valueStart >= 0 && location.lineStart < end) statements.set(location.lineStart, location);
  const segments: Segment[] = [];
  let position = start;
  while (position < end) {
    const statement = statements.get(position);
    const contentEnd = withoutCarriageReturn(text, lineEndOf(text, statement === undefined ? position : statement.valueEnd));
    let content = text.slice(position, contentEnd);
    const known = statement !== undefined && KNOWN_KEYS.includes(statement.name) ? statement.name : null;
    if (statement !== undefined && (known === 'grid' || known === 'target'))
      content = alignedStatement(text, statement, position, contentEnd, widths, lineBreak);
    const trimmed = content.trim();
    segments.push({ content, known, blank: statement === undefined && trimmed === '', comment: statement === undefined && trimmed.startsWith('#') });
    position = nextLineStart(text, contentEnd);
  }
  return segments;
}

function withoutCarriageReturn(text: string, lineEnd: number): number {
  return lineEnd > 0 && text.charCodeAt(lineEnd - 1) === CARRIAGE_RETURN ? lineEnd - 1 : lineEnd;
}

/** The cells of a grid string's rows, when it is a verbatim multi-line string; else null. */
function gridCells(text: string, location: KeyLocation | undefined): string[][] | null {
  if (location === undefined || location.valueStart < 0) return null;
  const string = locateString(text, location.valueStart, location.valueEnd);
  if (string === null || !string.verbatim || string.delimiter.length !== 3) return null;
  return text
    .slice(string.contentStart, string.contentEnd)
    .split('\n')
    .map((line) => line.split(/[ \t\r]+/).filter((cell) => cell.length > 0))
    .filter((cells) => cells.length > 0);
}

/** The width of each column: its widest cell in `grid` and `target` together. */
function columnWidths(text: string, keys: ReadonlyMap<string, KeyLocation>): number[] {
  const widths: number[] = [];
  for (const key of ['grid', 'target']) {
    for (const row of gridCells(text, keys.get(key)) ?? []) row.forEach((cell, column) => (widths[column] = Math.max(widths[column] ?? 0, cell.length)));
  }
  return widths;
}

/** The statement of `grid` or `target` with its rows aligned, or as written when it cannot be (a one-line string, escapes). */
function alignedStatement(text: string, location: KeyLocation, lineStart: number, contentEnd: number, widths: readonly number[], lineBreak: string): string {
  const rows = gridCells(text, location);
  if (rows === null) return text.slice(lineStart, contentEnd);
  const delimiter = text.slice(location.valueStart, location.valueStart + 3);
  const body = rows.map((cells) => cells.map((cell, column) => cell.padStart(widths[column] ?? cell.length)).join(' ') + lineBreak).join('');
  return `${text.slice(lineStart, location.valueStart)}${delimiter}${lineBreak}${body}${delimiter}${text.slice(location.valueEnd, contentEnd)}`;
}

function trimBlankLines(segments: readonly Segment[]): Segment[] {
  let from = 0;
  let to = segments.length;
  while (from < to && segments[from].blank) from += 1;
  while (to > from && segments[to - 1].blank) to -= 1;
  return segments.slice(from, to);
}

function collapseBlankLines(segments: readonly Segment[]): Segment[] {
  return segments.filter((segment, index) => !segment.blank || index === 0 || !segments[index - 1].blank);
}
