/**
 * The reading step for the `grid` string of a `.lights` file: its rows and cells, checked
 * against the board's shape, each problem at its cell. The hot path of reading a large board:
 * one pass over the characters (as bytes, two cells a word, where the string is ASCII), and no
 * message built once the diagnostics are full, so an invalid board reads as fast as a valid one.
 * Pure.
 */

import type { GridRowLocation, LightsLayout } from './formatDocument';
import { locateString, type KeyLocation } from './formatLayout';
import * as l10n from '../../domain/l10n';
import { cellName, type DiagnosticSink } from './formatLocate';
import { MAX_CELLS, MAX_ROWS } from '../../domain/limits';
import { CARRIAGE_RETURN, DIGIT_ZERO, DOT, SPACE, TAB } from './characterCodes';
import { AsciiWindows, type AsciiSpan } from './asciiSpan';

/** The board's shape as far as the file gave it: a key that was wrong is undefined. */
export interface GridShape {
  readonly rows: number | undefined;
  readonly columns: number | undefined;
  readonly states: number | undefined;
}

/** How {@link readGrid} reads one grid string. */
export interface GridOptions {
  /** The key the string belongs to: `grid` (the cell states) or `target` (the state each cell must reach). */
  readonly key: 'grid' | 'target';
  /** True when a `.` (a hole) may stand for a cell (version 2); else the first `.` is an error saying so. */
  readonly holesAllowed: boolean;
  /**
   * For `target`: the holes of `grid` (null when it has none), which the target must repeat
   * exactly; undefined when the grid could not be read (then nothing is compared).
   */
  readonly gridHoles?: Uint8Array | null;
}

/** What {@link readGrid} found. */
export interface GridReading {
  /** The cells when the shape is known and every cell is valid, else null; 0 at holes. */
  readonly cells: Uint8Array | null;
  /** 1 at each hole (`.`), row-major; null when the string has none or `cells` is null. */
  readonly holes: Uint8Array | null;
  readonly layout: LightsLayout['grid'];
  /**
   * True when every line of the string was a usual row (one digit per cell, one space between)
   * ended by a line feed alone, or the string's end: every character of it is then a digit, a space
   * or a line feed, so it reads in TOML as written.
   */
  readonly usualRowsOnly: boolean;
}

/**
 * Reads and checks the grid string `value` against `shape` (the checks that need an unknown part
 * of it are skipped). Reads the file's own text when the string is verbatim, so that every
 * diagnostic points at its cell; otherwise reads `value` and points at the grid's opening
 * delimiter. `location` is where the layout found the key, if it did. A cell written `.` is a
 * hole when `options.holesAllowed`; a `grid` made only of holes is an error.
 */
export function readGrid(
  text: string,
  value: string,
  location: KeyLocation | undefined,
  shape: GridShape,
  sink: DiagnosticSink,
  options: GridOptions = { key: 'grid', holesAllowed: false },
): GridReading {
  const { rows, columns, states } = shape;
  const words = gridWords(options.key);
  const gridHoles = options.gridHoles;
  let holes: Uint8Array | null = null;
  let holeCount = 0;
  let versionReported = false;
  const valueStart = location === undefined || location.valueStart < 0 ? (location?.keyStart ?? 0) : location.valueStart;
  const valueEnd = location === undefined || location.valueStart < 0 ? (location?.keyEnd ?? 0) : location.valueEnd;
  const string = location !== undefined && location.valueStart >= 0 ? locateString(text, location.valueStart, location.valueEnd) : null;
  const verbatim = string !== null && string.verbatim && string.contentEnd - string.contentStart === value.length;
  const source = verbatim ? text : value;
  const sourceStart = verbatim ? string.contentStart : 0;
  const sourceEnd = verbatim ? string.contentEnd : value.length;
  const openingEnd = string === null ? valueEnd : Math.min(valueEnd, valueStart + string.delimiter.length);
  const at = (start: number, end: number): [number, number] => (verbatim ? [start, end] : [valueStart, openingEnd]);
  // Usual rows are read from bytes, two cells a word, made a window at a time from the first usual
  // row on; a window with a character past ASCII (in a cell that is wrong, then) is read a character at a time.
  let windows: AsciiWindows | undefined;

  const cells = rows !== undefined && columns !== undefined && rows * columns <= MAX_CELLS ? new Uint8Array(rows * columns) : null;
  const rowLocations: GridRowLocation[] = [];
  let firstExtraRow: [number, number] | null = null;
  const errorsBefore = sink.errorCount;
  let usualRowsOnly = true;
  let row = 0;
  let lineStart = sourceStart;
  while (lineStart < sourceEnd) {
    let lineFeed = source.indexOf('\n', lineStart);
    if (lineFeed < 0 || lineFeed > sourceEnd) lineFeed = sourceEnd;
    const lineEnd = lineFeed > lineStart && source.charCodeAt(lineFeed - 1) === CARRIAGE_RETURN ? lineFeed - 1 : lineFeed;
    let column = 0;
    let contentStart = -1;
    let contentEnd = -1;
    let firstExtraCell: [number, number] | null = null;
    const rowInShape = rows === undefined || row < rows;
    let index = lineStart;
    if (rowInShape && cells !== null && columns !== undefined && states !== undefined && !gridHoles && lineEnd - lineStart === 2 * columns - 1) {
      // The usual row (one digit per cell, one space between cells): read at once, without the
      // token loop. Anything else in it (a hole, a state out of range, other spacing) stops
      // this, and the token loop below reads the row again from its start, with its diagnostics.
      const limit = Math.min(states, 10);
      windows ??= new AsciiWindows(source, sourceEnd);
      const span = windows.spanOf(lineStart, lineEnd);
      const read =
        span === null
          ? readDigitRow(source, lineStart, columns, limit, cells, row * columns)
          : readDigitRowBytes(span, lineStart - span.start, columns, limit, cells, row * columns);
      if (read) {
        if (lineEnd !== lineFeed) usualRowsOnly = false;
        if (verbatim && row <= MAX_ROWS) rowLocations.push({ lineStart, contentStart: lineStart, contentEnd: lineEnd, lineEnd });
        row += 1;
        lineStart = lineFeed + 1;
        continue;
      }
    }
    usualRowsOnly = false;
    while (index < lineEnd) {
      const code = source.charCodeAt(index);
      if (code === SPACE || code === TAB || code === CARRIAGE_RETURN) {
        index += 1;
        continue;
      }
      const tokenStart = index;
      let cell = 0;
      let numeric = true;
      while (index < lineEnd) {
        const next = source.charCodeAt(index);
        if (next === SPACE || next === TAB || next === CARRIAGE_RETURN) break;
        const digit = next - DIGIT_ZERO;
        if (digit < 0 || digit > 9) numeric = false;
        else if (cell < 1000) cell = cell * 10 + digit;
        index += 1;
      }
      if (contentStart < 0) contentStart = tokenStart;
      contentEnd = index;
      if (columns !== undefined && column === columns) firstExtraCell = [tokenStart, index];
      if (rowInShape && (columns === undefined || column < columns)) {
        const hole = !numeric && index - tokenStart === 1 && source.charCodeAt(tokenStart) === DOT;
        if (hole || (numeric && gridHoles && columns !== undefined && gridHoles[row * columns + column])) {
          // A hole, or a number where the grid has a hole: version 2 business, off the hot path.
          const problem = hole && !options.holesAllowed && versionReported ? null : holeProblem(options, hole, gridHoles, row, column, columns);
          if (hole && !options.holesAllowed) {
            // One error says a version 1 file has holes; the rest of its dots add nothing.
            if (problem !== null) sink.error(problem, ...at(tokenStart, index));
            versionReported = true;
          } else if (problem !== null) {
            if (sink.isFull('error')) sink.count('error');
            else sink.error(problem, ...at(tokenStart, index));
          } else if (hole && cells !== null && columns !== undefined) {
            holes ??= new Uint8Array(cells.length);
            holes[row * columns + column] = 1;
            holeCount += 1;
          }
        } else if (!numeric || (states !== undefined && cell >= states)) {
          if (sink.isFull('error')) {
            sink.count('error');
          } else {
            const [start, end] = at(tokenStart, index);
            const token = source.slice(tokenStart, index);
            const message =
              numeric && states !== undefined ? words.overStates(row, column, token, states) : words.notANumber(row, column, showToken(token), states);
            sink.error(message, start, end);
          }
        } else if (cells !== null && columns !== undefined) {
          cells[row * columns + column] = cell;
        }
      }
      column += 1;
    }
    if (column > 0) {
      if (verbatim && row <= MAX_ROWS) rowLocations.push({ lineStart, contentStart, contentEnd, lineEnd });
      if (rows !== undefined && row === rows) firstExtraRow = [contentStart, contentEnd];
      if (rowInShape && columns !== undefined && column !== columns) {
        if (sink.isFull('error')) {
          sink.count('error');
        } else {
          const [start, end] = at(...(firstExtraCell ?? [contentStart, contentEnd]));
          sink.error(words.rowLength(row, column, columns), start, end);
        }
      }
      row += 1;
    }
    lineStart = lineFeed + 1;
  }
  if (rows !== undefined && row !== rows) {
    const closingStart = string === null ? valueStart : string.contentEnd;
    const [start, end] = row > rows && firstExtraRow !== null ? at(...firstExtraRow) : at(closingStart, valueEnd);
    sink.error(
      row === 1 ? l10n.t('"{0}" has 1 row, expected {1}', options.key, rows) : l10n.t('"{0}" has {1} rows, expected {2}', options.key, row, rows),
      start,
      end,
    );
  }
  const layout = string === null ? null : { string, rows: verbatim ? rowLocations : null };
  const valid = sink.errorCount === errorsBefore;
  if (valid && cells !== null && options.key === 'grid' && holeCount === cells.length) {
    sink.error(l10n.t('"grid" has only holes ("."): a board needs at least one cell'), valueStart, openingEnd);
    return { cells: null, holes: null, layout, usualRowsOnly };
  }
  return { cells: valid ? cells : null, holes: valid ? holes : null, layout, usualRowsOnly };
}

/**
 * Reads the row of `columns` cells at `lineStart` of `source` into `cells` from `first` when it is
 * written the usual way: one digit below `limit` per cell and one space between cells (the caller
 * checked the line's length). False when anything else comes first (some cells may be written by
 * then). A function of its own, so that it runs optimised after its first rows.
 */
function readDigitRow(source: string, lineStart: number, columns: number, limit: number, cells: Uint8Array, first: number): boolean {
  for (let column = 0; column < columns; column++) {
    const at = lineStart + 2 * column;
    const digit = source.charCodeAt(at) - DIGIT_ZERO;
    if (digit >>> 0 >= limit || (column + 1 < columns && source.charCodeAt(at + 1) !== SPACE)) return false;
    cells[first + column] = digit;
  }
  return true;
}

/** The sign bits of the two 16-bit halves of a word. */
const HALF_SIGNS = 0x80008000 | 0;
/** A word of two cells as written: each a byte with a space after it. */
const SPACES_AFTER = 0x20002000;

/**
 * {@link readDigitRow} from the bytes of an {@link AsciiSpan}, `at` being the row's first byte:
 * two cells per 32-bit word where the row's bytes allow (a word [digit, space, digit, space] checked
 * at once: the digits' bytes as two 16-bit halves h, each with 48 <= h < 48 + limit when adding
 * 0x8000 - 48 sets its sign bit and adding 0x8000 - 48 - limit does not), one at a time elsewhere.
 */
function readDigitRowBytes(span: AsciiSpan, at: number, columns: number, limit: number, cells: Uint8Array, first: number): boolean {
  const { bytes, words } = span;
  // Every cell before the last has a space after it.
  const last = first + columns - 1;
  let cell = first;
  if ((at & 3) === 2 && cell < last) {
    const digit = bytes[at] - DIGIT_ZERO;
    if (digit >>> 0 >= limit || bytes[at + 1] !== SPACE) return false;
    cells[cell++] = digit;
    at += 2;
  }
  if ((at & 3) === 0) {
    const pastLimit = Math.imul(0x7fd0 - limit, 0x10001);
    for (; cell + 1 < last; cell += 2, at += 4) {
      const pair = words[at >>> 2];
      const digits = pair & 0x00ff00ff;
      if ((pair & 0xff00ff00) !== SPACES_AFTER || ((digits + 0x7fd07fd0) & ~(digits + pastLimit) & HALF_SIGNS) !== HALF_SIGNS) return false;
      // A byte store keeps the low 8 bits: the first digit's value (it is at least 48, so nothing borrows).
      cells[cell] = digits - DIGIT_ZERO;
      cells[cell + 1] = (digits >>> 16) - DIGIT_ZERO;
    }
  }
  for (; cell < last; cell++, at += 2) {
    const digit = bytes[at] - DIGIT_ZERO;
    if (digit >>> 0 >= limit || bytes[at + 1] !== SPACE) return false;
    cells[cell] = digit;
  }
  const digit = bytes[at] - DIGIT_ZERO;
  if (digit >>> 0 >= limit) return false;
  cells[last] = digit;
  return true;
}

/** The messages of a grid string about one of its cells or rows (0-based `row` and `column`). */
interface GridWords {
  /** A number at or over `states`. */
  readonly overStates: (row: number, column: number, token: string, states: number) => string;
  /** A token that is not a number (`shown` is it quoted), with the range when `states` is known. */
  readonly notANumber: (row: number, column: number, shown: string, states: number | undefined) => string;
  /** A row of `cells` cells where `expected` were due. */
  readonly rowLength: (row: number, cells: number, expected: number) => string;
}

function gridWords(key: GridOptions['key']): GridWords {
  // The grid keeps its version 1 wording (tools match it); the target says whose cell it is.
  return key === 'grid'
    ? {
        overStates: (row, column, token, states) => l10n.t('cell {0} is {1} but states = {2} allows 0..{3}', cellName(row, column), token, states, states - 1),
        notANumber: (row, column, shown, states) =>
          states === undefined
            ? l10n.t('cell {0} is {1}, not a number', cellName(row, column), shown)
            : l10n.t('cell {0} is {1}, not a number in 0..{2}', cellName(row, column), shown, states - 1),
        rowLength: (row, cells, expected) =>
          cells === 1 ? l10n.t('row {0} has 1 cell, expected {1}', row + 1, expected) : l10n.t('row {0} has {1} cells, expected {2}', row + 1, cells, expected),
      }
    : {
        overStates: (row, column, token, states) =>
          l10n.t('"target" at row {0}, column {1} is {2} but states = {3} allows 0..{4}', row + 1, column + 1, token, states, states - 1),
        notANumber: (row, column, shown, states) =>
          states === undefined
            ? l10n.t('"target" at row {0}, column {1} is {2}, not a number', row + 1, column + 1, shown)
            : l10n.t('"target" at row {0}, column {1} is {2}, not a number in 0..{3}', row + 1, column + 1, shown, states - 1),
        rowLength: (row, cells, expected) =>
          cells === 1
            ? l10n.t('row {0} of "target" has 1 cell, expected {1}', row + 1, expected)
            : l10n.t('row {0} of "target" has {1} cells, expected {2}', row + 1, cells, expected),
      };
}

/**
 * What is wrong with a hole (`hole`) or with a number where the grid has a hole, or null when
 * nothing is: holes need version 2, and a target repeats the grid's holes.
 */
function holeProblem(
  options: GridOptions,
  hole: boolean,
  gridHoles: Uint8Array | null | undefined,
  row: number,
  column: number,
  columns: number | undefined,
): string | null {
  if (hole && !options.holesAllowed) return l10n.t('the hole (".") at row {0}, column {1} needs version = 2 (this file is version 1)', row + 1, column + 1);
  if (gridHoles === undefined || columns === undefined) return null;
  const gridHole = gridHoles !== null && gridHoles[row * columns + column] !== 0;
  if (hole && !gridHole) return l10n.t('"target" has a hole (".") at row {0}, column {1} where "grid" has a cell', row + 1, column + 1);
  if (!hole && gridHole) return l10n.t('"target" has a cell at row {0}, column {1} where "grid" has a hole: write "." there', row + 1, column + 1);
  return null;
}

function showToken(token: string): string {
  return JSON.stringify(token.length > 20 ? `${token.slice(0, 20)}…` : token);
}
