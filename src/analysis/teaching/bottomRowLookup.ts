/**
 * The classic light-chasing lookup table, derived for any plain board: after
 * a chase ({@link lightChasingSteps}) only the bottom row can be lit; the table says which top-row cells to
 * press so that a second chase clears the board. Pure.
 *
 * Chasing is linear over Z_k. Let D(p) be the bottom row left when top-row presses p are made on a
 * solved board and chased down (as amounts state - objective). A board whose chase left bottom row
 * b is solved by pressing p and chasing again exactly when b + D(p) = 0, so the table lists, for
 * every non-zero b = -D(p), one such p: the fewest presses, and among those the one that presses
 * the first differing cell (left to right) more often, the same tie rule as the breadth-first search's paths
 * ({@link ShortestPathTable}). D is computed once per column and the k^C patterns p are walked in a
 * Gray code, adding one column's D per step.
 *
 * For the 5x5 board this is the published 7-row table, with one caveat found by checking it: one
 * printing draws that table with lit and unlit swapped (its legend says ■ is lit; read that way,
 * pressing ■■■■□ for □■□□■ leaves lights on, while the swapped reading solves every row and
 * matches the widely published table).
 */

import { applyPresses, createPuzzle } from '../../core/puzzle';

/** The most top-row patterns (k^columns) the table is derived from: 2^20. */
export const MAX_LOOKUP_PATTERNS = 2 ** 20;

/** One row of the lookup table. */
export interface BottomRowEntry {
  /** The bottom row after a chase, per cell (state - objective) mod k: for k = 2, 1 where lit. */
  readonly bottomRow: Uint8Array;
  /** The top-row presses that, followed by a second chase, solve the board (counts per column). */
  readonly topRow: Uint8Array;
}

/**
 * The lookup table of a plain board `rows` x `columns` (rows defaults to columns) with k states:
 * one entry per bottom row that a solvable board can leave, except the all-clear row, ordered by
 * bottom row from the largest amounts in the leftmost cells down (for k = 2: 11100 before 11011).
 * The objective does not matter. Throws a RangeError when k^columns is over
 * {@link MAX_LOOKUP_PATTERNS}.
 */
export function bottomRowLookup(columns: number, rows = columns, states = 2): BottomRowEntry[] {
  if (!Number.isInteger(columns) || columns < 1 || !Number.isInteger(rows) || rows < 1)
    throw new RangeError(`a board has at least 1 row and 1 column, got ${rows}x${columns}`);
  if (states ** columns > MAX_LOOKUP_PATTERNS) {
    throw new RangeError(
      `a bottom-row table for ${columns} columns with ${states} states tries ${states}^${columns} top rows; the limit is ${MAX_LOOKUP_PATTERNS}`,
    );
  }
  const k = states;
  const effects = Array.from({ length: columns }, (_, column) => chasedBottomRow(rows, columns, k, column));
  const best = new Map<string, { bottomRow: Uint8Array; topRow: Uint8Array; total: number }>();
  const top = new Uint8Array(columns);
  const bottom = new Uint8Array(columns);
  let total = 0;
  const count = k ** columns;
  for (let step = 0; step < count; step++) {
    if (step > 0) {
      // Modular Gray code: step n adds 1 to the digit an ordinary counter would carry into.
      let column = 0;
      for (let rest = step; rest % k === 0; rest /= k) column++;
      const next = (top[column] + 1) % k;
      total += next - top[column];
      top[column] = next;
      for (let cell = 0; cell < columns; cell++) bottom[cell] = (bottom[cell] + effects[column][cell]) % k;
    }
    // The board's own bottom row b must equal -D(p).
    const needed = bottom.map((value) => (k - value) % k);
    if (needed.every((value) => value === 0)) continue;
    const key = needed.join(',');
    const known = best.get(key);
    if (known && (total > known.total || (total === known.total && !pressesFirstDifferenceMore(top, known.topRow)))) continue;
    best.set(key, { bottomRow: needed, topRow: top.slice(), total });
  }
  return [...best.values()].sort((a, b) => compareDescending(a.bottomRow, b.bottomRow)).map(({ bottomRow, topRow }) => ({ bottomRow, topRow }));
}

/** D(e_column): the bottom row (state - objective) after pressing one top cell of a solved board and chasing. */
function chasedBottomRow(rows: number, columns: number, k: number, column: number): Uint8Array {
  const pattern = new Uint8Array(rows * columns);
  pattern[column] = 1;
  let board = applyPresses(createPuzzle({ rows, columns, states: k, objective: 0, topology: 'plain' }), pattern);
  for (let row = 0; row + 1 < rows; row++) {
    const chase = new Uint8Array(rows * columns);
    for (let col = 0; col < columns; col++) chase[(row + 1) * columns + col] = (k - board.grid[row * columns + col]) % k;
    board = applyPresses(board, chase);
  }
  return board.grid.slice((rows - 1) * columns);
}

/** True when, at the first cell where they differ, `a` presses more than `b`. */
function pressesFirstDifferenceMore(a: Uint8Array, b: Uint8Array): boolean {
  for (let cell = 0; cell < a.length; cell++) if (a[cell] !== b[cell]) return a[cell] > b[cell];
  return false;
}

function compareDescending(a: Uint8Array, b: Uint8Array): number {
  for (let cell = 0; cell < a.length; cell++) if (a[cell] !== b[cell]) return b[cell] - a[cell];
  return 0;
}
