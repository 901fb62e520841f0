/**
 * Minimal text edits of a `.lights` file: the custom editor changes cells, the board's shape
 * and the metadata through these, so that comments, key order, unknown keys and the file's
 * alignment survive every change. Each function takes the text and its successful parse (from
 * parseLights) and returns edits whose application gives a text that parses to the intended
 * document. Pure.
 */

import { stringify } from 'smol-toml';
import type { GridRowLocation, LightsDocument, ParsedLights } from './formatDocument';
import type { TextSource } from './formatIncremental';
import type { KeyLocation } from './formatLayout';
import { checkDocument } from './formatValidate';
import { printGridRows, printLights, tomlValue } from './formatWrite';
import { PuzzleError, type Puzzle } from './puzzle';
import { nextLineStart, textStart } from './textPosition';

/**
 * Replace the characters `start..end` (offsets into the text, end exclusive) with `newText`.
 * An insertion has `start === end`.
 */
export interface TextEdit {
  readonly start: number;
  readonly end: number;
  readonly newText: string;
}

/**
 * Applies non-overlapping edits (in any order) to `text`. Throws a RangeError for edits that
 * overlap or lie outside the text.
 */
export function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  const parts: string[] = [];
  let cursor = 0;
  for (const edit of sorted) {
    if (edit.start < cursor || edit.end < edit.start || edit.end > text.length) {
      throw new RangeError(`edit ${edit.start}..${edit.end} overlaps another edit or lies outside the text`);
    }
    parts.push(text.slice(cursor, edit.start), edit.newText);
    cursor = edit.end;
  }
  parts.push(text.slice(cursor));
  return parts.join('');
}

/**
 * Edits that turn `text` (whose parse is `parsed`) into a file that parses to `next`, touching
 * as little as possible:
 * - a changed key's value text is replaced in place; a key the file lacks is inserted on its
 *   own line before `grid`; an optional key (`title`, `difficulty`, `minMoves`) that `next`
 *   lacks has its line removed;
 * - with the same rows and columns, each grid row whose cells changed gets one edit inside its
 *   line that keeps the row's spacing (cells stay right-aligned where they were);
 * - with other rows or columns, the grid string is rewritten in canonical form.
 * When the file's layout does not allow that (a known key the scanner could not locate, a
 * changed `version` or `extra`), the result is one edit that replaces the whole text (after any
 * byte order mark) with {@link printLights} of `next`. A grid string with escapes is rewritten
 * whole.
 * Edits are sorted by offset and do not overlap. Throws a PuzzleError if `next` breaks the
 * format's rules.
 */
export function documentEdits(text: string, parsed: ParsedLights, next: LightsDocument): TextEdit[] {
  checkDocument(next);
  const current = parsed.document;
  const lineBreak = parsed.layout.toml.lineBreak;
  if (!parsed.layout.keysLocated || next.version !== current.version || !sameExtra(current.extra, next.extra)) return rewriteAll(text, next, lineBreak);
  const keys = parsed.layout.toml.keys;
  const grid = keys.get('grid');
  if (grid === undefined || grid.valueStart < 0) return rewriteAll(text, next, lineBreak);

  const edits: TextEdit[] = [];
  const inserted: string[] = [];
  const scalars: [string, unknown, unknown][] = [
    ['title', current.title, next.title],
    ['rows', current.puzzle.rows, next.puzzle.rows],
    ['columns', current.puzzle.columns, next.puzzle.columns],
    ['states', current.puzzle.states, next.puzzle.states],
    ['objective', current.puzzle.objective, next.puzzle.objective],
    ['topology', current.puzzle.topology, next.puzzle.topology],
    ['difficulty', current.difficulty, next.difficulty],
    ['minMoves', current.minMoves, next.minMoves],
  ];
  for (const [key, before, after] of scalars) {
    if (before === after) continue;
    const location = keys.get(key);
    if (location !== undefined && location.valueStart < 0) return rewriteAll(text, next, lineBreak);
    if (after === undefined) {
      if (location !== undefined) edits.push({ start: location.lineStart, end: nextLineStart(text, location.valueEnd), newText: '' });
    } else if (location !== undefined) {
      edits.push({ start: location.valueStart, end: location.valueEnd, newText: tomlValue(after) });
    } else {
      inserted.push(`${key} = ${tomlValue(after)}${lineBreak}`);
    }
  }
  if (inserted.length > 0) edits.push({ start: grid.lineStart, end: grid.lineStart, newText: inserted.join('') });

  const sameSize = next.puzzle.rows === current.puzzle.rows && next.puzzle.columns === current.puzzle.columns;
  const rowLocations = parsed.layout.grid?.rows ?? null;
  if (sameSize && rowLocations !== null && rowLocations.length === current.puzzle.rows) {
    edits.push(...rowEdits(text, rowLocations, current.puzzle, next.puzzle.grid));
  } else if (!sameSize || !sameCells(current.puzzle.grid, next.puzzle.grid)) {
    edits.push({ start: grid.valueStart, end: grid.valueEnd, newText: gridValue(text, grid, next.puzzle, lineBreak) });
  }
  return edits.sort((a, b) => a.start - b.start || a.end - b.end);
}

/**
 * The edits of {@link documentEdits} for the parsed document with cell (row, column) set to
 * `value` and, when `dropMetadata`, without `difficulty` and `minMoves`, computed in O(columns):
 * it reads only the cell's row line and the lines of the keys it removes, and checks nothing
 * of the rest of the board (the parse did). Null when documentEdits would not edit the row in
 * place (a key it cannot locate, a grid string with escapes): use documentEdits then. Throws a
 * PuzzleError for a cell outside the board or a value outside 0..states-1.
 */
export function cellEdits(text: TextSource, parsed: ParsedLights, row: number, column: number, value: number, dropMetadata: boolean): TextEdit[] | null {
  const { document, layout } = parsed;
  const { puzzle } = document;
  const { rows, columns, states } = puzzle;
  if (!Number.isInteger(row) || !Number.isInteger(column) || row < 0 || column < 0 || row >= rows || column >= columns) {
    throw new PuzzleError(`cell (${row}, ${column}) is outside the ${rows}x${columns} board`);
  }
  if (!Number.isInteger(value) || value < 0 || value >= states) throw new PuzzleError(`a cell must be in 0..${states - 1}, got ${value}`);
  const grid = layout.toml.keys.get('grid');
  const rowLocations = layout.grid?.rows ?? null;
  if (!layout.keysLocated || grid === undefined || grid.valueStart < 0 || rowLocations === null || rowLocations.length !== rows) return null;
  const edits: TextEdit[] = [];
  for (const key of dropMetadata ? (['difficulty', 'minMoves'] as const) : []) {
    if (document[key] === undefined) continue;
    const location = layout.toml.keys.get(key);
    if (location === undefined || location.valueStart < 0) return null;
    edits.push({ start: location.lineStart, end: nextLineStartIn(text, location.valueEnd), newText: '' });
  }
  const offset = row * columns;
  if (puzzle.grid[offset + column] !== value) {
    const values = puzzle.grid.slice(offset, offset + columns);
    values[column] = value;
    const location = rowLocations[row];
    const oldLine = text.slice(location.lineStart, location.lineEnd);
    edits.push(smallestEdit(location.lineStart, oldLine, respaceRow(oldLine, values)));
  }
  return edits.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** {@link nextLineStart} over a text read in slices. */
function nextLineStartIn(text: TextSource, offset: number): number {
  for (let start = offset, size = 256; start < text.length; start += size, size *= 2) {
    const lineFeed = text.slice(start, Math.min(text.length, start + size)).indexOf('\n');
    if (lineFeed >= 0) return start + lineFeed + 1;
  }
  return text.length;
}

function sameExtra(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  return a === b || stringify(a) === stringify(b);
}

function sameCells(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/** One edit replacing everything after the byte order mark with the canonical text of `document`. */
function rewriteAll(text: string, document: LightsDocument, lineBreak: string): TextEdit[] {
  const start = textStart(text);
  const printed = printLights(document);
  return [{ start, end: text.length, newText: lineBreak === '\n' ? printed : printed.replace(/\n/g, lineBreak) }];
}

/** The new text of the grid value: a multi-line string in canonical form, keeping a multi-line delimiter. */
function gridValue(text: string, grid: KeyLocation, puzzle: Puzzle, lineBreak: string): string {
  const opening = text.slice(grid.valueStart, grid.valueStart + 3);
  const delimiter = opening === "'''" ? "'''" : '"""';
  return `${delimiter}${lineBreak}${printGridRows(puzzle, lineBreak)}${delimiter}`;
}

/** One edit per changed row, each the smallest change within that row's line. */
function rowEdits(text: string, rows: readonly GridRowLocation[], before: Puzzle, grid: Uint8Array): TextEdit[] {
  const edits: TextEdit[] = [];
  const { columns } = before;
  for (let row = 0; row < before.rows; row++) {
    const offset = row * columns;
    let changed = false;
    for (let column = 0; column < columns && !changed; column++) changed = before.grid[offset + column] !== grid[offset + column];
    if (!changed) continue;
    const location = rows[row];
    const oldLine = text.slice(location.lineStart, location.lineEnd);
    const newLine = respaceRow(oldLine, grid.subarray(offset, offset + columns));
    edits.push(smallestEdit(location.lineStart, oldLine, newLine));
  }
  return edits;
}

/**
 * The row line with its cells replaced by `values`, keeping each cell's right edge where it was
 * when the new number fits in the old cell and its spacing (a wider number takes space from the
 * gap before it, then from the following gaps, keeping at least one space between cells).
 */
function respaceRow(line: string, values: ArrayLike<number>): string {
  const tokens = [...line.matchAll(/[^ \t\r]+/g)];
  let result = '';
  let cursor = 0;
  let overflow = 0;
  tokens.forEach((token, index) => {
    const start = token.index ?? 0;
    const gap = line.slice(cursor, start);
    const newToken = index < values.length ? String(values[index]) : token[0];
    const wanted = gap.length + token[0].length - newToken.length - overflow;
    const gapLength = Math.max(index === 0 ? 0 : 1, wanted);
    overflow = gapLength - wanted;
    result += (gapLength === gap.length ? gap : ' '.repeat(gapLength)) + newToken;
    cursor = start + token[0].length;
  });
  return result + line.slice(cursor);
}

/** The edit of `oldText` (at `offset`) into `newText` that leaves their common prefix and suffix alone. */
function smallestEdit(offset: number, oldText: string, newText: string): TextEdit {
  let prefix = 0;
  const limit = Math.min(oldText.length, newText.length);
  while (prefix < limit && oldText.charCodeAt(prefix) === newText.charCodeAt(prefix)) prefix += 1;
  let suffix = 0;
  while (suffix < limit - prefix && oldText.charCodeAt(oldText.length - 1 - suffix) === newText.charCodeAt(newText.length - 1 - suffix)) suffix += 1;
  return { start: offset + prefix, end: offset + oldText.length - suffix, newText: newText.slice(prefix, newText.length - suffix) };
}
