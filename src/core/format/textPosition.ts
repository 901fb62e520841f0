/**
 * Offsets and positions in a text, the one place that converts between them. A position is what
 * an editor shows: a 0-based line and a 0-based character (UTF-16 code unit) in that line. Lines
 * end at `\n`; the `\r` of a `\r\n` belongs to no position's character range (a position is
 * never between the `\r` and the `\n`). A byte order mark at the start of the text is not
 * counted, as VS Code does not show it. Offsets index the text itself, byte order mark included.
 * Pure.
 */

import { BYTE_ORDER_MARK, CARRIAGE_RETURN, LINE_FEED } from './characterCodes';

/** A 0-based line and character (UTF-16 code unit) in a text; see the module comment. */
export interface TextPosition {
  readonly line: number;
  readonly character: number;
}

/** Where a line's characters lie in the text. */
export interface LineSpan {
  /** The offset of the line's first character (after a byte order mark on line 0). */
  readonly start: number;
  /** The number of characters, without the `\r\n` or `\n` that ends the line. */
  readonly length: number;
}

/** The offset of the first character an editor shows: 1 after a byte order mark, else 0. */
export function textStart(text: string): number {
  return text.charCodeAt(0) === BYTE_ORDER_MARK ? 1 : 0;
}

/** Offset of the first character of the line holding `offset`. */
export function lineStartOf(text: string, offset: number): number {
  return offset <= 0 ? 0 : text.lastIndexOf('\n', offset - 1) + 1;
}

/** Offset of the line feed ending the line holding `offset`, or the text's length on the last line. */
export function lineEndOf(text: string, offset: number): number {
  const end = text.indexOf('\n', offset);
  return end < 0 ? text.length : end;
}

/** Offset just past the line break ending the line holding `offset` (the text's length on the last line). */
export function nextLineStart(text: string, offset: number): number {
  const end = text.indexOf('\n', offset);
  return end < 0 ? text.length : end + 1;
}

/**
 * The positions of many offsets, in the order given, in one pass over the text up to the
 * largest. Offsets are first clamped into the text, off a byte order mark and off the line feed
 * of a `\r\n` (onto its `\r`).
 */
export function positionsAt(text: string, offsets: readonly number[]): TextPosition[] {
  const clamped = offsets.map((offset) => clampOffset(text, offset));
  const order = clamped.map((_, index) => index).sort((a, b) => clamped[a] - clamped[b]);
  const positions = new Array<TextPosition>(offsets.length);
  let line = 0;
  let lineStart = textStart(text);
  for (const index of order) {
    const offset = clamped[index];
    for (let lineFeed = text.indexOf('\n', lineStart); lineFeed >= 0 && lineFeed < offset; lineFeed = text.indexOf('\n', lineStart)) {
      line += 1;
      lineStart = lineFeed + 1;
    }
    positions[index] = { line, character: offset - lineStart };
  }
  return positions;
}

/**
 * The offset of a position; a line past the last is the last line, a character past the end
 * of its line is the end of the line (before its `\r\n` or `\n`).
 */
export function offsetAt(text: string, position: TextPosition): number {
  let lineStart = textStart(text);
  for (let line = 0; line < position.line; line++) {
    const lineFeed = text.indexOf('\n', lineStart);
    if (lineFeed < 0) break;
    lineStart = lineFeed + 1;
  }
  return lineStart + Math.min(Math.max(0, Math.floor(position.character)), contentLength(text, lineStart));
}

/**
 * The span of each wanted line, in one pass that stops after the last of them. Lines past the
 * end of the text are absent from the map.
 */
export function lineSpans(text: string, wanted: Iterable<number>): Map<number, LineSpan> {
  const lines = new Set(wanted);
  const spans = new Map<number, LineSpan>();
  if (lines.size === 0) return spans;
  const last = Math.max(...lines);
  let start = textStart(text);
  for (let line = 0; line <= last; line++) {
    if (lines.has(line)) spans.set(line, { start, length: contentLength(text, start) });
    const lineFeed = text.indexOf('\n', start);
    if (lineFeed < 0) break;
    start = lineFeed + 1;
  }
  return spans;
}

/** The number of characters of the line starting at `lineStart`, without its line break. */
function contentLength(text: string, lineStart: number): number {
  const end = lineEndOf(text, lineStart);
  return (end < text.length && end > lineStart && text.charCodeAt(end - 1) === CARRIAGE_RETURN ? end - 1 : end) - lineStart;
}

/** An offset inside the text, past a byte order mark, and on the `\r` rather than the `\n` of a `\r\n`. */
function clampOffset(text: string, offset: number): number {
  let clamped = Math.max(textStart(text), Math.min(text.length, Number.isNaN(offset) ? 0 : Math.floor(offset)));
  if (clamped > 0 && text.charCodeAt(clamped) === LINE_FEED && text.charCodeAt(clamped - 1) === CARRIAGE_RETURN) clamped -= 1;
  return clamped;
}
