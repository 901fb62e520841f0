/**
 * The domain vocabulary of Lights Out, written once for every room of the house: the core, the
 * solvers, the CLI, the extension host and the webview all import it (it imports nothing). It
 * holds the facts a person could look up in the format's documentation: the topologies and which
 * cells a press changes on each, the range of states per cell, and the difficulty names. Pure.
 */

/** How cells are connected: see {@link neighbourhoodInto} for the exact rules. */
export type Topology = 'plain' | 'torus' | 'hex';

/** Every topology, in the order they are documented and offered. */
export const TOPOLOGIES: readonly Topology[] = ['plain', 'torus', 'hex'];

/** What each topology means, in words for people (settings, pickers, tooltips). */
export const TOPOLOGY_DESCRIPTIONS: Readonly<Record<Topology, string>> = {
  plain: 'square cells; a press changes the cell and the cells above, below, left and right of it',
  torus: 'square cells whose edges wrap around: the top row neighbours the bottom row, the left column the right column',
  hex: 'hexagonal cells (odd rows shifted half a cell right); a press changes the cell and its six neighbours',
};

/** The fewest states per cell (classic Lights Out: off and on). */
export const MIN_STATES = 2;

/** The most states per cell: 36 keeps every state one base-36 digit. */
export const MAX_STATES = 36;

/** How hard a puzzle is, relative to the other puzzles of its board shape. */
export type Difficulty = 'easy' | 'medium' | 'hard';

/** Every difficulty, easiest first (the order pickers list them). */
export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];

/** What each difficulty means, in words for people. */
export const DIFFICULTY_DESCRIPTIONS: Readonly<Record<Difficulty, string>> = {
  easy: 'among the third of this board’s puzzles that need the fewest moves',
  medium: 'among the middle third of this board’s puzzles by fewest moves',
  hard: 'among the third of this board’s puzzles that need the most moves',
};

/** Whether `value` names a topology. */
export function isTopology(value: unknown): value is Topology {
  return TOPOLOGIES.includes(value as Topology);
}

/** Whether `value` names a difficulty. */
export function isDifficulty(value: unknown): value is Difficulty {
  return DIFFICULTIES.includes(value as Difficulty);
}

/**
 * The closed neighbourhood of cell `index` (row-major) written into `out` (at least 7 long),
 * without allocating; returns how many cells it wrote: the cell itself first, then its
 * neighbours, each listed once. Every topology's relation is symmetric.
 *
 * - `plain`: the 4 orthogonal neighbours that lie on the board.
 * - `torus`: the 4 orthogonal neighbours with wrap-around; on boards 1 or 2 wide a cell can be its
 *   own or a repeated neighbour, and is counted once.
 * - `hex`: offset rows ("odd-r", odd rows sit half a cell to the right): (r, c-1), (r, c+1), and for
 *   even r (r-1, c-1), (r-1, c), (r+1, c-1), (r+1, c); for odd r (r-1, c), (r-1, c+1), (r+1, c),
 *   (r+1, c+1); those outside the board are dropped.
 */
export function neighbourhoodInto(
  shape: { readonly rows: number; readonly columns: number; readonly topology: Topology },
  index: number,
  out: Int32Array,
): number {
  const { rows, columns, topology } = shape;
  const r = Math.floor(index / columns);
  const c = index - r * columns;
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

/** The most cells a closed neighbourhood has (hex: the cell and six neighbours). */
export const MAX_NEIGHBOURHOOD = 7;
