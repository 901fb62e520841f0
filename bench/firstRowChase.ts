/**
 * The benchmark baseline: light chasing over every first row, the classic exhaustive method,
 * written in TypeScript so that `npm run bench` can time our solver against it.
 *
 * The method: the presses on the first row decide everything else. To
 * bring cell (r, c) to the objective without touching rows 0..r again, the only press left is on
 * the cell below it, (r+1, c), so each row's presses follow from the rows above ("chasing the
 * lights down"). When the last row is reached, every row above is at the objective and only the
 * last row can be wrong. So trying every first row, states^columns of them, finds every solution;
 * when the board has fewer rows than columns it chases along the columns instead, for
 * states^min(rows, columns) attempts in all.
 *
 * To be a fair baseline for a solver that returns the exact solution count and a minimum-press
 * solution, this version never stops at the first solution: it tries ALL first rows, counts the
 * solutions and keeps one with the fewest presses. Plain topology only (chasing needs each cell to
 * have exactly one neighbour in the next row).
 */

import type { Puzzle } from '../src/core/puzzle';

/** What the first-row chase finds when every first row is tried. */
export interface FirstRowChaseResult {
  /** Whether some press pattern takes the puzzle to the objective. */
  readonly solvable: boolean;
  /** The exact number of press patterns (counts 0..k-1) that solve the puzzle. */
  readonly solutionCount: bigint;
  /** The smallest total press count among the solutions, or null when unsolvable. */
  readonly minTotal: number | null;
  /**
   * A solution with `minTotal` presses (row-major press counts 0..k-1), the first such in the
   * order first rows are tried, or null when unsolvable.
   */
  readonly presses: Uint8Array | null;
}

/** How many first rows (or columns) the first-row chase tries: states^min(rows, columns). */
export function firstRowChaseAttempts(shape: Pick<Puzzle, 'rows' | 'columns' | 'states'>): number {
  return shape.states ** Math.min(shape.rows, shape.columns);
}

/**
 * Solves a plain-topology puzzle by light chasing over every first row (or first
 * column, whichever is shorter) and returns the exact solution count and one minimum-press
 * solution. Takes time proportional to states^min(rows, columns) * rows * columns; throws a
 * RangeError for a torus or hex board. The puzzle is not changed.
 */
export function solveByFirstRowChase(puzzle: Puzzle): FirstRowChaseResult {
  if (puzzle.topology !== 'plain') {
    throw new RangeError(`the first-row chase handles the plain topology only, not ${puzzle.topology}`);
  }
  const { states, objective } = puzzle;
  // Chase along the longer side: `width` is the length of the row that is enumerated.
  const transposed = puzzle.columns > puzzle.rows;
  const height = transposed ? puzzle.columns : puzzle.rows;
  const width = transposed ? puzzle.rows : puzzle.columns;
  const grid = new Uint8Array(height * width);
  for (let row = 0; row < puzzle.rows; row++) {
    for (let column = 0; column < puzzle.columns; column++) {
      const value = puzzle.grid[row * puzzle.columns + column];
      if (transposed) grid[column * width + row] = value;
      else grid[row * width + column] = value;
    }
  }

  // missingPresses[sum] = the presses (mod k) a cell needs to reach the objective when the raw sum
  // of its state and the presses on its closed neighbourhood so far is `sum` (at most 6(k-1)).
  const missingPresses = new Uint8Array(6 * (states - 1) + 1);
  for (let sum = 0; sum < missingPresses.length; sum++) missingPresses[sum] = (((objective - sum) % states) + states) % states;

  const presses = new Uint8Array(height * width);
  const lastRowStart = (height - 1) * width;
  const attempts = firstRowChaseAttempts(puzzle);
  let solutionCount = 0;
  let minTotal = Infinity;
  let best: Uint8Array | null = null;

  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) {
      // Next first row, as an odometer over 0..k-1 (column 0 the fastest digit).
      for (let column = 0; ; column++) {
        if (presses[column] === states - 1) {
          presses[column] = 0;
        } else {
          presses[column]++;
          break;
        }
      }
    }
    for (let row = 0; row + 1 < height; row++) {
      const start = row * width;
      for (let column = 0; column < width; column++) {
        const cell = start + column;
        let sum = grid[cell] + presses[cell];
        if (column > 0) sum += presses[cell - 1];
        if (column + 1 < width) sum += presses[cell + 1];
        if (row > 0) sum += presses[cell - width];
        presses[cell + width] = missingPresses[sum];
      }
    }
    let lastRowSolved = true;
    for (let column = 0; column < width; column++) {
      const cell = lastRowStart + column;
      let sum = grid[cell] + presses[cell];
      if (column > 0) sum += presses[cell - 1];
      if (column + 1 < width) sum += presses[cell + 1];
      if (height > 1) sum += presses[cell - width];
      if (missingPresses[sum] !== 0) {
        lastRowSolved = false;
        break;
      }
    }
    if (!lastRowSolved) continue;
    solutionCount++;
    let total = 0;
    for (let cell = 0; cell < presses.length; cell++) total += presses[cell];
    if (total < minTotal) {
      minTotal = total;
      best = presses.slice();
    }
  }

  if (best === null) return { solvable: false, solutionCount: 0n, minTotal: null, presses: null };
  let result = best;
  if (transposed) {
    result = new Uint8Array(height * width);
    for (let row = 0; row < puzzle.rows; row++) {
      for (let column = 0; column < puzzle.columns; column++) result[row * puzzle.columns + column] = best[column * width + row];
    }
  }
  return { solvable: true, solutionCount: BigInt(solutionCount), minTotal, presses: result };
}
