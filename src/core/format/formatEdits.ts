/**
 * Minimal text edits of a `.lights` file: the custom editor changes cells, the board's shape
 * and the metadata through these, so that comments, key order, unknown keys and the file's
 * alignment survive every change. Each function takes the text and its successful parse (from
 * parseLights) and returns edits whose application gives a text that parses to the intended
 * document. Pure.
 */

import { stringify } from 'smol-toml';
import * as l10n from '../../domain/l10n';
import { writtenVersion, type GridRowLocation, type GridStringLayout, type LightsDocument, type ParsedLights } from './formatDocument';
import type { TextSource } from './formatIncremental';
import type { KeyLocation } from './formatLayout';
import { checkDocument } from './formatValidate';
import { neighbourhoodText } from './formatNeighbourhood';
import { cellToken, printGridRows, printLights, tomlValue } from './formatWrite';
import { isHole, PuzzleError, type Puzzle } from '../puzzle';
import type { Neighbourhood } from '../../domain/topology';
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
 *   own line before `grid` (`version` before the first key, `target` after `grid`); an optional
 *   key (`title`, `neighbourhood`, `difficulty`, `minMoves`, `target`) that `next` lacks has its
 *   lines removed, and so has `objective` when `next` gets a target;
 * - the version becomes the one `next` is written as (writtenVersion: 2 once a neighbourhood, a
 *   hole or a target appears) but never lower than the file's: a stated `version = 2` stays
 *   when the last version 2 feature goes;
 * - with the same rows and columns, each row of `grid` or `target` whose cells or holes changed
 *   gets one edit inside its line that keeps the row's spacing (cells stay right-aligned where
 *   they were, a hole is `.`);
 * - with other rows or columns, the grid (and target) string is rewritten in canonical form.
 * When the file's layout does not allow that (a known key the scanner could not locate, a
 * changed `extra`), the result is one edit that replaces the whole text (after any byte order
 * mark) with {@link printLights} of `next`. A grid string with escapes is rewritten whole.
 * Edits are sorted by offset and do not overlap. Throws a PuzzleError if `next` breaks the
 * format's rules.
 */
export function documentEdits(text: string, parsed: ParsedLights, next: LightsDocument): TextEdit[] {
  checkDocument(next);
  const current = parsed.document;
  const lineBreak = parsed.layout.toml.lineBreak;
  const version = Math.max(writtenVersion(next), current.version);
  const whole = (): TextEdit[] => rewriteAll(text, { ...next, version }, lineBreak);
  if (!parsed.layout.keysLocated || !sameExtra(current.extra, next.extra)) return whole();
  const keys = parsed.layout.toml.keys;
  const grid = keys.get('grid');
  if (grid === undefined || grid.valueStart < 0) return whole();

  const edits: TextEdit[] = [];
  if (version !== current.version) {
    const location = keys.get('version');
    const first = firstKeyLine(keys);
    if (location === undefined) edits.push({ start: first, end: first, newText: `version = ${version}${lineBreak}` });
    else if (location.valueStart < 0) return whole();
    else edits.push({ start: location.valueStart, end: location.valueEnd, newText: String(version) });
  }
  const inserted: string[] = [];
  const before = current.puzzle;
  const after = next.puzzle;
  const scalars: [string, unknown, unknown][] = [
    ['title', current.title, next.title],
    ['rows', before.rows, after.rows],
    ['columns', before.columns, after.columns],
    ['states', before.states, after.states],
    // With a target the objective is not used, and the file must not have the key.
    ['objective', before.target ? undefined : before.objective, after.target ? undefined : after.objective],
    ['topology', before.topology, after.topology],
    ['neighbourhood', neighbourhoodOrNone(before.neighbourhood), neighbourhoodOrNone(after.neighbourhood)],
    ['difficulty', current.difficulty, next.difficulty],
    ['minMoves', current.minMoves, next.minMoves],
  ];
  for (const [key, was, becomes] of scalars) {
    if (was === becomes) continue;
    const location = keys.get(key);
    if (location !== undefined && location.valueStart < 0) return whole();
    if (becomes === undefined) {
      if (location !== undefined) edits.push(removeKey(text, location));
    } else if (location !== undefined) {
      edits.push({ start: location.valueStart, end: location.valueEnd, newText: key === 'neighbourhood' ? String(becomes) : tomlValue(becomes) });
    } else if (!(key === 'objective' && becomes === 0)) {
      // The objective 0 is the default: a file whose target went away needs no key for it.
      inserted.push(`${key} = ${key === 'neighbourhood' ? String(becomes) : tomlValue(becomes)}${lineBreak}`);
    }
  }
  if (inserted.length > 0) edits.push({ start: grid.lineStart, end: grid.lineStart, newText: inserted.join('') });

  const sameSize = after.rows === before.rows && after.columns === before.columns;
  edits.push(...stringEdits(text, grid, parsed.layout.grid, sameSize, before, after.grid, after, lineBreak));
  const target = keys.get('target');
  if (!after.target) {
    if (before.target && target !== undefined) edits.push(removeKey(text, target));
  } else if (!before.target || target === undefined) {
    const at = nextLineStart(text, grid.valueEnd);
    const lead = at === text.length && !text.endsWith('\n') ? lineBreak : '';
    edits.push({ start: at, end: at, newText: `${lead}target = ${gridValue(text, grid, { ...after, grid: after.target }, lineBreak)}${lineBreak}` });
  } else {
    if (target.valueStart < 0) return whole();
    edits.push(...stringEdits(text, target, parsed.layout.target, sameSize, { ...before, grid: before.target }, after.target, after, lineBreak));
  }
  return edits.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** The neighbourhood's written value, or undefined for none (so that neighbourhoods compare by text). */
function neighbourhoodOrNone(neighbourhood: Neighbourhood | undefined): string | undefined {
  return neighbourhood === undefined ? undefined : neighbourhoodText(neighbourhood);
}

/** The edit that removes a key's lines (its value may span several). */
function removeKey(text: string, location: KeyLocation): TextEdit {
  return { start: location.lineStart, end: nextLineStart(text, location.valueEnd), newText: '' };
}

/** The start of the line of the file's first key: where a missing `version` goes (comments above it stay above). */
function firstKeyLine(keys: ReadonlyMap<string, KeyLocation>): number {
  let first = Infinity;
  for (const location of keys.values()) first = Math.min(first, location.lineStart);
  return first;
}

/**
 * The edits of one grid string (`grid` or `target`) from `before` (whose `grid` holds that
 * string's values) to `values` with `after`'s holes: row edits when the size is the same and the
 * rows are located, else the whole string in canonical form when anything changed.
 */
function stringEdits(
  text: string,
  location: KeyLocation,
  layout: GridStringLayout | null,
  sameSize: boolean,
  before: Puzzle,
  values: Uint8Array,
  after: Puzzle,
  lineBreak: string,
): TextEdit[] {
  const rowLocations = layout?.rows ?? null;
  if (sameSize && rowLocations !== null && rowLocations.length === before.rows) return rowEdits(text, rowLocations, before, values, after.holes ?? null);
  if (sameSize && sameCells(before.grid, values) && sameHoles(before.holes ?? null, after.holes ?? null)) return [];
  return [{ start: location.valueStart, end: location.valueEnd, newText: gridValue(text, location, { ...after, grid: values }, lineBreak) }];
}

/**
 * The edits of {@link documentEdits} for the parsed document with cell (row, column) set to
 * `value` and, when `dropMetadata`, without `difficulty` and `minMoves`, computed in O(columns):
 * it reads only the cell's row line and the lines of the keys it removes, and checks nothing
 * of the rest of the board (the parse did). Null when documentEdits would not edit the row in
 * place (a key it cannot locate, a grid string with escapes) or the cell is a hole (it has no
 * state to set): use documentEdits then. Throws a
 * PuzzleError for a cell outside the board or a value outside 0..states-1.
 */
export function cellEdits(text: TextSource, parsed: ParsedLights, row: number, column: number, value: number, dropMetadata: boolean): TextEdit[] | null {
  const { document, layout } = parsed;
  const { puzzle } = document;
  const { rows, columns, states } = puzzle;
  if (!Number.isInteger(row) || !Number.isInteger(column) || row < 0 || column < 0 || row >= rows || column >= columns) {
    throw new PuzzleError(l10n.t('cell ({0}, {1}) is outside the {2}x{3} board', row, column, rows, columns));
  }
  if (!Number.isInteger(value) || value < 0 || value >= states) throw new PuzzleError(l10n.t('a cell must be in 0..{0}, got {1}', states - 1, value));
  const grid = layout.toml.keys.get('grid');
  const rowLocations = layout.grid?.rows ?? null;
  if (!layout.keysLocated || grid === undefined || grid.valueStart < 0 || rowLocations === null || rowLocations.length !== rows) return null;
  if (isHole(puzzle, row * columns + column)) return null;
  const edits: TextEdit[] = [];
  for (const key of dropMetadata ? (['difficulty', 'minMoves'] as const) : []) {
    if (document[key] === undefined) continue;
    const location = layout.toml.keys.get(key);
    if (location === undefined || location.valueStart < 0) return null;
    edits.push({ start: location.lineStart, end: nextLineStartIn(text, location.valueEnd), newText: '' });
  }
  const offset = row * columns;
  if (puzzle.grid[offset + column] !== value) {
    const tokens = rowTokens(puzzle.grid, puzzle.holes ?? null, offset, columns);
    tokens[column] = String(value);
    const location = rowLocations[row];
    const oldLine = text.slice(location.lineStart, location.lineEnd);
    edits.push(smallestEdit(location.lineStart, oldLine, respaceRow(oldLine, tokens)));
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

function sameHoles(a: Uint8Array | null, b: Uint8Array | null): boolean {
  if (a === null || b === null) return (a === null || !a.includes(1)) && (b === null || !b.includes(1));
  return sameCells(a, b);
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

/** One edit per row whose values or holes changed, each the smallest change within that row's line. */
function rowEdits(text: string, rows: readonly GridRowLocation[], before: Puzzle, values: Uint8Array, holes: Uint8Array | null): TextEdit[] {
  const edits: TextEdit[] = [];
  const { columns } = before;
  const holesBefore = before.holes ?? null;
  for (let row = 0; row < before.rows; row++) {
    const offset = row * columns;
    let changed = false;
    for (let column = 0; column < columns && !changed; column++) {
      const cell = offset + column;
      changed = before.grid[cell] !== values[cell] || (holesBefore !== null && holesBefore[cell] !== 0) !== (holes !== null && holes[cell] !== 0);
    }
    if (!changed) continue;
    const location = rows[row];
    const oldLine = text.slice(location.lineStart, location.lineEnd);
    const newLine = respaceRow(oldLine, rowTokens(values, holes, offset, columns));
    edits.push(smallestEdit(location.lineStart, oldLine, newLine));
  }
  return edits;
}

/** How the cells of one row are written: numbers, `.` at holes. */
function rowTokens(values: Uint8Array, holes: Uint8Array | null, offset: number, columns: number): string[] {
  const tokens: string[] = [];
  for (let column = 0; column < columns; column++) tokens.push(cellToken(values[offset + column], holes !== null && holes[offset + column] !== 0));
  return tokens;
}

/**
 * The row line with its cells replaced by `values`, keeping each cell's right edge where it was
 * when the new number fits in the old cell and its spacing (a wider number takes space from the
 * gap before it, then from the following gaps, keeping at least one space between cells).
 */
function respaceRow(line: string, values: readonly string[]): string {
  const tokens = [...line.matchAll(/[^ \t\r]+/g)];
  let result = '';
  let cursor = 0;
  let overflow = 0;
  tokens.forEach((token, index) => {
    const start = token.index ?? 0;
    const gap = line.slice(cursor, start);
    const newToken = index < values.length ? values[index] : token[0];
    const wanted = gap.length + token[0].length - newToken.length - overflow;
    const gapLength = Math.max(index === 0 ? 0 : 1, wanted);
    overflow = gapLength - wanted;
    result += (gapLength === gap.length ? gap : ' '.repeat(gapLength)) + newToken;
    cursor = start + token[0].length;
  });
  return result + line.slice(cursor);
}

/** The edit of `oldText` (at `offset`) into `newText` that leaves their common prefix and suffix alone. */
export function smallestEdit(offset: number, oldText: string, newText: string): TextEdit {
  let prefix = 0;
  const limit = Math.min(oldText.length, newText.length);
  while (prefix < limit && oldText.charCodeAt(prefix) === newText.charCodeAt(prefix)) prefix += 1;
  let suffix = 0;
  while (suffix < limit - prefix && oldText.charCodeAt(oldText.length - 1 - suffix) === newText.charCodeAt(newText.length - 1 - suffix)) suffix += 1;
  return { start: offset + prefix, end: offset + oldText.length - suffix, newText: newText.slice(prefix, newText.length - suffix) };
}
