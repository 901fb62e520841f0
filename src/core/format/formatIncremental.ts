/**
 * Re-reading a `.lights` text after small changes of its grid rows, without reading the whole
 * text again: an editor that changes one cell of a 2000 x 2000 board changes a few characters of
 * one line, and only that line needs tokenising. {@link reparseAfterChanges} gives exactly what
 * parseLights of the new text gives, or null whenever it cannot be sure (the caller then parses
 * the whole text). Pure.
 */

import { KNOWN_KEYS, type GridRowLocation, type GridStringLayout, type ParsedLights, type ParseResult } from './formatDocument';
import type { KeyLocation } from './formatLayout';
import { DIGIT_ZERO, DOT, SPACE, TAB } from './characterCodes';
import { MAX_TEXT_LENGTH } from '../../domain/limits';

/**
 * One change of a text, as VS Code reports it (TextDocumentContentChangeEvent): the
 * `rangeLength` characters at `rangeOffset` are replaced by `text`. Offsets are into the text as
 * it is just before this change (after the changes listed before it in the same event).
 */
export interface TextChange {
  readonly rangeOffset: number;
  readonly rangeLength: number;
  readonly text: string;
}

/** Read access to a text without flattening it into one string: its length and a slice. A string is one. */
export interface TextSource {
  readonly length: number;
  slice(start: number, end: number): string;
}

/** The whole text of a source (for the rare edits that rewrite a large part of it). */
export function wholeText(source: TextSource): string {
  return typeof source === 'string' ? source : source.slice(0, source.length);
}

/**
 * The parse of the text that `changes` (applied in the order given) make of the text `previous`
 * was parsed from, reading only the changed grid rows of `text` (the new text). Answers only
 * when every change lies within the cells of one grid row's line (from its first character to
 * the end of its content, never its line break) of a verbatim grid string and inserts only
 * digits, spaces and tabs, and each changed row still holds `columns` cells in 0..states-1 with
 * its holes (`.`) where they were; row and key locations (the target's too) after a change shift
 * by its length difference. Otherwise null: a line break added or removed, a change outside the
 * rows (a key, a delimiter, a comment, a blank line, the `target` string), a grid string with
 * escapes, a changed row that is invalid (the full parse then reports where), a hole made or
 * filled, a warning on a changed line, or a text over MAX_TEXT_LENGTH. The result shares the unchanged
 * parts (extra, warnings, unchanged rows' locations) with `previous`, which is not changed.
 */
export function reparseAfterChanges(previous: ParsedLights, changes: readonly TextChange[], text: TextSource): ParseResult | null {
  if (text.length > MAX_TEXT_LENGTH) return null;
  const { puzzle } = previous.document;
  const gridLayout = previous.layout.grid;
  const rows = gridLayout?.rows ?? null;
  const gridKey = previous.layout.toml.keys.get('grid');
  if (gridLayout === null || rows === null || !gridLayout.string.verbatim || rows.length !== puzzle.rows) return null;
  if (gridKey === undefined || gridKey.valueStart < 0) return null;

  const shifts = new RowShifts(rows.length);
  const changed = new Set<number>();
  for (const change of changes) {
    if (change.rangeLength === 0 && change.text.length === 0) continue;
    if (!onlyCellCharacters(change.text)) return null;
    const row = rowHolding(rows, shifts, change.rangeOffset);
    if (row < 0) return null;
    const lineEnd = rows[row].lineEnd + shifts.through(row);
    if (change.rangeOffset + change.rangeLength > lineEnd) return null;
    shifts.add(row, change.text.length - change.rangeLength);
    changed.add(row);
  }
  if (changed.size === 0) return previous;
  if (warningOnChangedLine(previous, rows, changed)) return null;

  const { columns, states } = puzzle;
  const grid = puzzle.grid.slice();
  const changedRows = [...changed].sort((a, b) => a - b);
  const newRows = rows.slice();
  const rowDeltas = shifts.deltas();
  for (const row of changedRows) {
    const lineStart = rows[row].lineStart + shifts.through(row - 1);
    const lineEnd = rows[row].lineEnd + shifts.through(row);
    const read = readRow(text.slice(lineStart, lineEnd), grid, puzzle.holes ?? null, row * columns, columns, states);
    if (read === null) return null;
    newRows[row] = { lineStart, contentStart: lineStart + read.contentStart, contentEnd: lineStart + read.contentEnd, lineEnd };
  }
  let shift = 0;
  for (let row = 0; row < rows.length; row++) {
    if (!changed.has(row) && shift !== 0) newRows[row] = shiftRow(rows[row], shift);
    shift += rowDeltas[row];
  }

  const keys = new Map<string, KeyLocation>();
  for (const [name, location] of previous.layout.toml.keys) {
    if (location === gridKey) keys.set(name, { ...location, valueEnd: location.valueEnd + shift });
    else keys.set(name, location.keyStart > gridKey.valueStart && shift !== 0 ? shiftKey(location, shift) : location);
  }
  return {
    ok: true,
    document: { ...previous.document, puzzle: { ...puzzle, grid } },
    warnings: previous.warnings,
    layout: {
      toml: { keys, lineBreak: previous.layout.toml.lineBreak },
      keysLocated: previous.layout.keysLocated,
      grid: { string: { ...gridLayout.string, contentEnd: gridLayout.string.contentEnd + shift }, rows: newRows },
      target: shiftGridString(previous.layout.target, gridKey.valueStart, shift),
    },
  };
}

/** True when `text` has only characters that may stand in a row of cells without changing the TOML around it. */
function onlyCellCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code !== SPACE && code !== TAB && (code < DIGIT_ZERO || code > DIGIT_ZERO + 9)) return false;
  }
  return true;
}

/** The row whose line (first character to end of content) holds `offset` in the current text, or -1. */
function rowHolding(rows: readonly GridRowLocation[], shifts: RowShifts, offset: number): number {
  let low = 0;
  let high = rows.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (rows[middle].lineStart + shifts.through(middle - 1) <= offset) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found >= 0 && offset <= rows[found].lineEnd + shifts.through(found) ? found : -1;
}

/**
 * True when a warning may lie on a changed row's line. Warnings are made for unknown keys, at
 * the key; a key never shares a line with grid cells in valid TOML, but this is checked, not
 * assumed, since a warning after a change on its line would move.
 */
function warningOnChangedLine(previous: ParsedLights, rows: readonly GridRowLocation[], changed: ReadonlySet<number>): boolean {
  if (previous.warnings.length === 0) return false;
  for (const location of previous.layout.toml.keys.values()) {
    if (KNOWN_KEYS.includes(location.name)) continue;
    for (const row of changed) {
      const { lineStart, lineEnd } = rows[row];
      if (location.keyEnd >= lineStart && location.keyStart <= lineEnd) return true;
    }
  }
  return false;
}

/**
 * Reads one row line's cells into `grid` at `offset`, as the grid reader does: cells are runs of
 * digits between spaces and tabs, and `.` where `holes` has a hole. Null unless the line has only
 * those, exactly `columns` cells, each below `states`, with its holes exactly where they were
 * (a hole made or filled changes more than this row: the full parse decides). The offsets are
 * within the line.
 */
function readRow(
  line: string,
  grid: Uint8Array,
  holes: Uint8Array | null,
  offset: number,
  columns: number,
  states: number,
): { contentStart: number; contentEnd: number } | null {
  let column = 0;
  let contentStart = -1;
  let contentEnd = -1;
  let index = 0;
  while (index < line.length) {
    const code = line.charCodeAt(index);
    if (code === SPACE || code === TAB) {
      index += 1;
      continue;
    }
    const tokenStart = index;
    let cell = 0;
    const hole = holes !== null && column < columns && holes[offset + column] !== 0;
    if (hole) {
      const next = line.charCodeAt(index + 1);
      if (code !== DOT || (index + 1 < line.length && next !== SPACE && next !== TAB)) return null;
      index += 1;
    } else {
      while (index < line.length) {
        const next = line.charCodeAt(index);
        if (next === SPACE || next === TAB) break;
        const digit = next - DIGIT_ZERO;
        if (digit < 0 || digit > 9) return null;
        if (cell < states) cell = cell * 10 + digit;
        index += 1;
      }
    }
    if (cell >= states || column >= columns) return null;
    grid[offset + column] = cell;
    column += 1;
    if (contentStart < 0) contentStart = tokenStart;
    contentEnd = index;
  }
  return column === columns ? { contentStart, contentEnd } : null;
}

/** A grid string's layout (the target's) moved by `shift` when it lies after `after`; null stays null. */
function shiftGridString(layout: GridStringLayout | null, after: number, shift: number): GridStringLayout | null {
  if (layout === null || shift === 0 || layout.string.contentStart < after) return layout;
  return {
    string: { ...layout.string, contentStart: layout.string.contentStart + shift, contentEnd: layout.string.contentEnd + shift },
    rows: layout.rows === null ? null : layout.rows.map((row) => shiftRow(row, shift)),
  };
}

function shiftRow(row: GridRowLocation, shift: number): GridRowLocation {
  return { lineStart: row.lineStart + shift, contentStart: row.contentStart + shift, contentEnd: row.contentEnd + shift, lineEnd: row.lineEnd + shift };
}

/** A key after the grid, moved by `shift` (an offset of -1 means "none" and stays). */
function shiftKey(location: KeyLocation, shift: number): KeyLocation {
  const moved = (offset: number): number => (offset < 0 ? offset : offset + shift);
  return {
    name: location.name,
    lineStart: moved(location.lineStart),
    keyStart: moved(location.keyStart),
    keyEnd: moved(location.keyEnd),
    valueStart: moved(location.valueStart),
    valueEnd: moved(location.valueEnd),
  };
}

/**
 * The length differences of the changes so far, per row: how far each row's line has moved
 * (a Fenwick tree, so that an event with a change in every row stays O(n log n)).
 */
class RowShifts {
  private readonly tree: Float64Array;
  private readonly perRow: Float64Array;

  constructor(rows: number) {
    this.tree = new Float64Array(rows + 1);
    this.perRow = new Float64Array(rows);
  }

  /** Row `row`'s line grew by `delta` characters. */
  add(row: number, delta: number): void {
    this.perRow[row] += delta;
    for (let index = row + 1; index < this.tree.length; index += index & -index) this.tree[index] += delta;
  }

  /** The sum of the differences of rows 0..row (0 for row -1). */
  through(row: number): number {
    let sum = 0;
    for (let index = row + 1; index > 0; index -= index & -index) sum += this.tree[index];
    return sum;
  }

  /** The difference of each row. */
  deltas(): Float64Array {
    return this.perRow;
  }
}
