/**
 * What the language features (completion, hover, outline, quick fixes) know of a `.lights` text
 * while it is being written, valid or not: its TOML values (when the TOML itself is valid), where
 * each top-level key lies, and the rows and cells of the `grid` and `target` strings with their
 * offsets. The reader ({@link parseLights}) refuses a broken file; this keeps whatever can be seen
 * in it so that a feature can still point at a row or cell. Pure: no vscode.
 */

import { parse } from 'smol-toml';
import { locateString, scanLayout, type KeyLocation, type StringLocation, type TomlLayout } from '../core/format/formatLayout';
import { CARRIAGE_RETURN, SPACE, TAB } from '../core/format/characterCodes';
import { MAX_STATES, MIN_STATES } from '../domain/limits';

/** One cell of a grid string as written: its text and offsets in the document. */
export interface CellText {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/** One row of a grid string: a line holding at least one cell (blank lines are not rows). */
export interface RowText {
  /** The first character of the row's line. */
  readonly lineStart: number;
  /** The end of the line's content (before its `\r\n` or `\n`, or the string's end). */
  readonly lineEnd: number;
  readonly cells: readonly CellText[];
}

/** A `grid` or `target` string whose content is the file's own text (no escapes), split into rows. */
export interface GridText {
  readonly key: 'grid' | 'target';
  readonly location: KeyLocation;
  readonly string: StringLocation;
  readonly rows: readonly RowText[];
}

/** A `.lights` text as the language features see it. */
export interface LightsText {
  readonly text: string;
  /** The top-level TOML table, or null when the text is not valid TOML. */
  readonly table: Readonly<Record<string, unknown>> | null;
  readonly layout: TomlLayout;
  /** The grid string's rows when it is a verbatim string, else null. */
  readonly grid: GridText | null;
  /** The target string's rows when it is a verbatim string, else null. */
  readonly target: GridText | null;
}

/** Reads what can be seen of `text`; never throws. */
export function readLightsText(text: string): LightsText {
  let table: Record<string, unknown> | null;
  try {
    table = parse(text);
  } catch {
    table = null;
  }
  const layout = scanLayout(text);
  return { text, table, layout, grid: gridText(text, layout, 'grid'), target: gridText(text, layout, 'target') };
}

/** The rows of the key's string when it is a verbatim string, else null. */
export function gridText(text: string, layout: TomlLayout, key: 'grid' | 'target'): GridText | null {
  const location = layout.keys.get(key);
  if (location === undefined || location.valueStart < 0) return null;
  const string = locateString(text, location.valueStart, location.valueEnd);
  if (string === null || !string.verbatim) return null;
  return { key, location, string, rows: splitRows(text, string.contentStart, string.contentEnd) };
}

/** The rows (lines with at least one cell) between two offsets, each cell a run of non-blank characters. */
export function splitRows(text: string, start: number, end: number): RowText[] {
  const rows: RowText[] = [];
  let lineStart = start;
  while (lineStart < end) {
    let lineFeed = text.indexOf('\n', lineStart);
    if (lineFeed < 0 || lineFeed > end) lineFeed = end;
    const lineEnd = lineFeed > lineStart && text.charCodeAt(lineFeed - 1) === CARRIAGE_RETURN ? lineFeed - 1 : lineFeed;
    const cells: CellText[] = [];
    let index = lineStart;
    while (index < lineEnd) {
      if (isBlank(text.charCodeAt(index))) {
        index += 1;
        continue;
      }
      const cellStart = index;
      while (index < lineEnd && !isBlank(text.charCodeAt(index))) index += 1;
      cells.push({ text: text.slice(cellStart, index), start: cellStart, end: index });
    }
    if (cells.length > 0) rows.push({ lineStart, lineEnd, cells });
    lineStart = lineFeed + 1;
  }
  return rows;
}

function isBlank(code: number): boolean {
  return code === SPACE || code === TAB || code === CARRIAGE_RETURN;
}

/**
 * The key's value when it is an integer in `min..max`, else undefined. When the text is not
 * valid TOML (as while a line is being typed), the value is read from the key's own text if it
 * is plain decimal digits.
 */
export function integerValue(lights: LightsText, key: string, min: number, max: number): number | undefined {
  let value: unknown;
  if (lights.table !== null) {
    value = lights.table[key];
  } else {
    const location = lights.layout.keys.get(key);
    const raw = location === undefined || location.valueStart < 0 ? '' : lights.text.slice(location.valueStart, location.valueEnd);
    value = /^[0-9]{1,9}$/.test(raw) ? Number(raw) : undefined;
  }
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/** The number of states the text gives (2 when it gives none), or undefined when `states` is wrong. */
export function statesOf(lights: LightsText): number | undefined {
  if (!lights.layout.keys.has('states')) return 2;
  return integerValue(lights, 'states', MIN_STATES, MAX_STATES);
}

/** The objective the text gives (0 when it gives none or a wrong one), at most `states - 1`. */
export function objectiveOf(lights: LightsText, states: number): number {
  return integerValue(lights, 'objective', 0, states - 1) ?? 0;
}

/** The key whose statement (key through value) holds `offset`, or undefined. */
export function keyAt(layout: TomlLayout, offset: number): KeyLocation | undefined {
  for (const location of layout.keys.values()) {
    const end = location.valueEnd >= 0 ? location.valueEnd : location.keyEnd;
    if (offset >= location.keyStart && offset <= end) return location;
  }
  return undefined;
}

/** The row and column (0-based) of the cell of `grid` holding `offset` (its end included), or undefined. */
export function cellAt(grid: GridText, offset: number): { row: number; column: number; cell: CellText } | undefined {
  for (let row = 0; row < grid.rows.length; row++) {
    const { lineStart, lineEnd, cells } = grid.rows[row];
    if (offset < lineStart || offset > lineEnd) continue;
    const column = cells.findIndex((cell) => offset >= cell.start && offset <= cell.end);
    return column < 0 ? undefined : { row, column, cell: cells[column] };
  }
  return undefined;
}
