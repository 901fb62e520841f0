/**
 * The topologies and neighbourhoods of Lights Out and the press rule they define: which cells a
 * press changes on each board, and the rule a custom neighbourhood must follow
 * ({@link neighbourhoodProblem}). The names ('plain', 'moore') are the format's identifiers,
 * written to files and compared, never translated; their words for people are
 * {@link topologyLabel} and {@link neighbourhoodLabel}. Every named neighbourhood is symmetric (a
 * in the neighbourhood of b exactly when b in that of a); a custom offset list need not be. Pure.
 */

import * as l10n from './l10n';
import { sameCells } from './cellArray';

/** How cells are connected: see {@link neighbourhoodInto} for the exact rules. */
export type Topology = 'plain' | 'torus' | 'hex';

/** Every topology, in the order they are documented and offered. */
export const TOPOLOGIES: readonly Topology[] = ['plain', 'torus', 'hex'];

/** Whether `value` names a topology. */
export function isTopology(value: unknown): value is Topology {
  return TOPOLOGIES.includes(value as Topology);
}

/**
 * Which cells a press changes on square boards, by name (format version 2's `neighbourhood`):
 * - `cross`: the cell and its 4 orthogonal neighbours (classic Lights Out, Sutner's sigma-plus game);
 * - `x`: the cell and its 4 diagonal neighbours;
 * - `moore`: the cell and all 8 cells around it;
 * - `knight`: the cell and the 8 cells a chess knight reaches from it.
 */
export type NeighbourhoodName = 'cross' | 'x' | 'moore' | 'knight';

/** Every neighbourhood name, in the order they are documented and offered. */
export const NEIGHBOURHOOD_NAMES: readonly NeighbourhoodName[] = ['cross', 'x', 'moore', 'knight'];

/** A [row offset, column offset] pair: pressing cell (r, c) changes cell (r + row, c + column). */
export type Offset = readonly [number, number];

/** A neighbourhood: a name, or the list of offsets a press changes (the cell itself only when [0, 0] is listed). */
export type Neighbourhood = NeighbourhoodName | readonly Offset[];

/** The largest offset, in rows or columns, a custom neighbourhood may list. */
export const MAX_OFFSET = 10;

/** The offsets of each named neighbourhood, the pressed cell first. */
export const NAMED_OFFSETS: Readonly<Record<NeighbourhoodName, readonly Offset[]>> = {
  cross: [
    [0, 0],
    [-1, 0],
    [0, -1],
    [0, 1],
    [1, 0],
  ],
  x: [
    [0, 0],
    [-1, -1],
    [-1, 1],
    [1, -1],
    [1, 1],
  ],
  moore: [
    [0, 0],
    [-1, -1],
    [-1, 0],
    [-1, 1],
    [0, -1],
    [0, 1],
    [1, -1],
    [1, 0],
    [1, 1],
  ],
  knight: [
    [0, 0],
    [-2, -1],
    [-2, 1],
    [-1, -2],
    [-1, 2],
    [1, -2],
    [1, 2],
    [2, -1],
    [2, 1],
  ],
};

/** Whether `value` names a neighbourhood. */
export function isNeighbourhoodName(value: unknown): value is NeighbourhoodName {
  return NEIGHBOURHOOD_NAMES.includes(value as NeighbourhoodName);
}

/** The offsets of a neighbourhood (absent: `cross`). */
export function neighbourhoodOffsets(neighbourhood: Neighbourhood | undefined): readonly Offset[] {
  if (neighbourhood === undefined) return NAMED_OFFSETS.cross;
  return typeof neighbourhood === 'string' ? NAMED_OFFSETS[neighbourhood] : neighbourhood;
}

/**
 * What is wrong with `value` as a neighbourhood, in words for people, or null when it is one: a
 * name of {@link NEIGHBOURHOOD_NAMES}, or a list of distinct [row, column] pairs of integers in
 * -{@link MAX_OFFSET}..{@link MAX_OFFSET} (an empty list is allowed: pressing then changes nothing).
 */
export function neighbourhoodProblem(value: unknown): string | null {
  if (typeof value === 'string') {
    const names = NEIGHBOURHOOD_NAMES.map((name) => `"${name}"`).join(', ');
    return isNeighbourhoodName(value) ? null : l10n.t('neighbourhood must be one of {0} or a list of [row, column] offsets, got "{1}"', names, value);
  }
  if (!Array.isArray(value)) return l10n.t('neighbourhood must be a name or a list of [row, column] offsets');
  const seen = new Set<string>();
  for (let index = 0; index < value.length; index++) {
    const pair: unknown = value[index];
    const position = index + 1;
    if (!Array.isArray(pair) || pair.length !== 2) return l10n.t('offset {0} of neighbourhood must be a pair [row, column]', position);
    for (const part of pair as unknown[]) {
      if (typeof part !== 'number' && typeof part !== 'bigint') return l10n.t('offset {0} of neighbourhood must hold two integers', position);
      const number = Number(part);
      if (!Number.isInteger(number)) return l10n.t('offset {0} of neighbourhood must hold two integers', position);
      if (number < -MAX_OFFSET || number > MAX_OFFSET) {
        return l10n.t('offset {0} of neighbourhood is [{1}]: offsets must lie in -{2}..{2}', position, pair.map(String).join(', '), MAX_OFFSET);
      }
    }
    const key = `${Number(pair[0])},${Number(pair[1])}`;
    if (seen.has(key)) return l10n.t('offset {0} of neighbourhood repeats [{1}]', position, key.replace(',', ', '));
    seen.add(key);
  }
  return null;
}

/** The neighbourhood with every offset negated: its press matrix is the transpose. */
export function negatedOffsets(neighbourhood: Neighbourhood | undefined): readonly Offset[] {
  return neighbourhoodOffsets(neighbourhood).map(([row, column]) => [row === 0 ? 0 : -row, column === 0 ? 0 : -column] as const);
}

/** True when the offsets are closed under negation (then a in N(b) exactly when b in N(a) on every board). */
export function isSymmetricNeighbourhood(neighbourhood: Neighbourhood | undefined): boolean {
  const offsets = neighbourhoodOffsets(neighbourhood);
  const keys = new Set(offsets.map(([row, column]) => `${row},${column}`));
  return offsets.every(([row, column]) => keys.has(`${-row || 0},${-column || 0}`));
}

/** What makes a board's rules: its size, states, objective, topology, neighbourhood, holes and target. */
export interface BoardRules {
  readonly rows: number;
  readonly columns: number;
  readonly states: number;
  readonly objective: number;
  readonly topology: Topology;
  readonly neighbourhood?: Neighbourhood;
  readonly holes?: Uint8Array | null;
  readonly target?: Uint8Array | null;
}

/** True when two boards have the same rules ({@link BoardRules}), whatever their cells. */
export function sameBoardRules(a: BoardRules, b: BoardRules): boolean {
  return (
    a.rows === b.rows &&
    a.columns === b.columns &&
    a.states === b.states &&
    a.objective === b.objective &&
    a.topology === b.topology &&
    sameNeighbourhood(a.neighbourhood, b.neighbourhood) &&
    sameCells(a.holes, b.holes) &&
    sameCells(a.target, b.target)
  );
}

/** True when two neighbourhoods change the same offsets (names and lists compared as sets). */
export function sameNeighbourhood(a: Neighbourhood | undefined, b: Neighbourhood | undefined): boolean {
  return neighbourhoodKey(a) === neighbourhoodKey(b);
}

/** A canonical text for a neighbourhood's set of offsets (sorted), for cache keys and comparison. */
export function neighbourhoodKey(neighbourhood: Neighbourhood | undefined): string {
  if (neighbourhood === undefined || typeof neighbourhood === 'string') {
    const name = neighbourhood ?? 'cross';
    return name;
  }
  const sorted = neighbourhood.map(([row, column]) => [row, column] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (const name of NEIGHBOURHOOD_NAMES) {
    const named = NAMED_OFFSETS[name];
    if (named.length === sorted.length && named.every(([row, column]) => sorted.some(([r, c]) => r === row && c === column))) return name;
  }
  return sorted.map(([row, column]) => `${row},${column}`).join(';');
}

/** The {@link neighbourhoodKey} of Sutner's sigma game: the four orthogonal neighbours, not the pressed cell. */
export const SIGMA_KEY = '-1,0;0,-1;0,1;1,0';

/**
 * The rules that decide which cells a press changes: the board's size and topology, its
 * neighbourhood (absent: `cross`; hex boards have their own six neighbours and take none) and its
 * holes (1 at a cell that is not part of the board; absent or null: none).
 */
export interface CellRules {
  readonly rows: number;
  readonly columns: number;
  readonly topology: Topology;
  readonly neighbourhood?: Neighbourhood;
  readonly holes?: Uint8Array | null;
}

/** The most cells {@link neighbourhoodInto} writes for these rules: the length `out` needs. */
export function neighbourhoodCapacity(rules: CellRules): number {
  if (rules.topology === 'hex') return 7;
  return Math.max(1, neighbourhoodOffsets(rules.neighbourhood).length);
}

/**
 * The cells a press of cell `index` (row-major) changes, written into `out` (at least
 * {@link neighbourhoodCapacity} long) without allocating; returns how many it wrote, each cell
 * once. A hole changes nothing (0 cells) and is never changed.
 *
 * - `plain`: the neighbourhood's offsets that land on the board; `torus`: every offset, wrapped
 *   around both edges (on a small torus two offsets can land on one cell: it changes once).
 * - `cross` (the default) lists the cell itself first, then (r-1, c), (r, c-1), (r, c+1), (r+1, c).
 * - `hex`: offset rows ("odd-r", odd rows sit half a cell to the right): the cell, (r, c-1),
 *   (r, c+1), and for even r (r-1, c-1), (r-1, c), (r+1, c-1), (r+1, c); for odd r (r-1, c),
 *   (r-1, c+1), (r+1, c), (r+1, c+1); those outside the board are dropped.
 */
export function neighbourhoodInto(rules: CellRules, index: number, out: Int32Array): number {
  return cellsInto(rules, index, out, 1);
}

/**
 * The cells whose press changes cell `index`: the transpose of {@link neighbourhoodInto} (the
 * same cells for every symmetric neighbourhood), written into `out` the same way.
 */
export function pressersInto(rules: CellRules, index: number, out: Int32Array): number {
  return cellsInto(rules, index, out, -1);
}

function cellsInto(rules: CellRules, index: number, out: Int32Array, sign: 1 | -1): number {
  const { rows, columns, topology, holes } = rules;
  if (holes && holes[index] !== 0) return 0;
  const r = Math.floor(index / columns);
  const c = index - r * columns;
  if (topology !== 'hex' && rules.neighbourhood !== undefined && rules.neighbourhood !== 'cross') {
    return offsetCellsInto(rules, neighbourhoodOffsets(rules.neighbourhood), r, c, out, sign);
  }
  out[0] = index;
  let count = 1;
  const add = (row: number, col: number): void => {
    if (topology === 'torus') {
      row = (row + rows) % rows;
      col = (col + columns) % columns;
    } else if (row < 0 || row >= rows || col < 0 || col >= columns) {
      return;
    }
    const cell = row * columns + col;
    if (holes && holes[cell] !== 0) return;
    for (let i = 0; i < count; i++) if (out[i] === cell) return;
    out[count++] = cell;
  };
  if (topology === 'hex') {
    const shift = r % 2 === 0 ? -1 : 0;
    add(r, c - 1);
    add(r, c + 1);
    add(r - 1, c + shift);
    add(r - 1, c + shift + 1);
    add(r + 1, c + shift);
    add(r + 1, c + shift + 1);
  } else {
    add(r - 1, c);
    add(r, c - 1);
    add(r, c + 1);
    add(r + 1, c);
  }
  return count;
}

/** Per offset list: the span of its rows and columns, to know when wrapping can merge two offsets. */
const offsetSpans = new WeakMap<readonly Offset[], { readonly rows: number; readonly columns: number }>();

function spanOf(offsets: readonly Offset[]): { readonly rows: number; readonly columns: number } {
  let span = offsetSpans.get(offsets);
  if (!span) {
    const rows = offsets.map(([row]) => row);
    const columns = offsets.map(([, column]) => column);
    span =
      offsets.length === 0
        ? { rows: 0, columns: 0 }
        : { rows: Math.max(...rows) - Math.min(...rows) + 1, columns: Math.max(...columns) - Math.min(...columns) + 1 };
    offsetSpans.set(offsets, span);
  }
  return span;
}

function offsetCellsInto(rules: CellRules, offsets: readonly Offset[], r: number, c: number, out: Int32Array, sign: 1 | -1): number {
  const { rows, columns, holes } = rules;
  const torus = rules.topology === 'torus';
  const span = spanOf(offsets);
  const merges = torus && (span.rows > rows || span.columns > columns);
  let count = 0;
  for (let i = 0; i < offsets.length; i++) {
    let row = r + sign * offsets[i][0];
    let col = c + sign * offsets[i][1];
    if (torus) {
      row = ((row % rows) + rows) % rows;
      col = ((col % columns) + columns) % columns;
    } else if (row < 0 || row >= rows || col < 0 || col >= columns) {
      continue;
    }
    const cell = row * columns + col;
    if (holes && holes[cell] !== 0) continue;
    if (merges) {
      let seen = false;
      for (let j = 0; j < count && !seen; j++) seen = out[j] === cell;
      if (seen) continue;
    }
    out[count++] = cell;
  }
  return count;
}

/** The most cells a closed neighbourhood of a version 1 board has (hex: the cell and six neighbours). */
export const MAX_NEIGHBOURHOOD = 7;

/**
 * The cells a press of cell `index` (row-major) changes, each listed once, in the order of
 * {@link neighbourhoodInto} (the cell itself first for the classic cross).
 */
export function neighbourhood(shape: CellRules, index: number): number[] {
  const buffer = new Int32Array(neighbourhoodCapacity(shape));
  return Array.from(buffer.subarray(0, neighbourhoodInto(shape, index, buffer)));
}

/** The cells whose press changes cell `index`: the transpose of {@link neighbourhood}. */
export function pressers(shape: CellRules, index: number): number[] {
  const buffer = new Int32Array(neighbourhoodCapacity(shape));
  return Array.from(buffer.subarray(0, pressersInto(shape, index, buffer)));
}

/**
 * The closed neighbourhoods of every cell, flattened for fast loops: the neighbourhood of cell i
 * is `cells[offsets[i] .. offsets[i + 1])`.
 */
export interface NeighbourTable {
  readonly offsets: Int32Array;
  readonly cells: Int32Array;
}

/**
 * Builds the {@link NeighbourTable} of a board shape: row i lists the cells a press of i changes
 * (empty at a hole).
 */
export function neighbourTable(shape: CellRules): NeighbourTable {
  const count = shape.rows * shape.columns;
  const offsets = new Int32Array(count + 1);
  const lists: number[][] = [];
  let total = 0;
  for (let index = 0; index < count; index++) {
    const list = neighbourhood(shape, index);
    lists.push(list);
    total += list.length;
    offsets[index + 1] = total;
  }
  const cells = new Int32Array(total);
  lists.forEach((list, index) => cells.set(list, offsets[index]));
  return { offsets, cells };
}
