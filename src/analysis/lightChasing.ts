/**
 * Light chasing, step by step, as the game spec (seed 004) teaches it: for each row from the top,
 * press the cell directly below every lit cell, which clears that cell; what is left ends up in
 * the bottom row. Then the bottom row's pattern says which top-row cells to press (see
 * bottomRowLookup.ts), and a second chase solves the board. With k states a cell is "lit" when
 * it is off the objective, and the cell below is pressed (objective - state) mod k times. Plain
 * boards only: on torus and hex boards a press also reaches cells of rows already cleared. Pure.
 */

import { applyPresses, checkShape, isSolved, type Puzzle } from '../core/puzzle';

/** One press of a chase: 0-based row and column, pressed `times` times. */
export interface ChasePress {
  readonly row: number;
  readonly col: number;
  readonly times: number;
}

/** The chase of one row: the presses in the row below it and the board after them. */
export interface ChaseStep {
  /** The row whose lit cells are chased out, 0..rows - 2. */
  readonly row: number;
  /** The presses in row `row + 1`, left to right (none when the row was already clear). */
  readonly presses: readonly ChasePress[];
  /** The board after these presses: rows 0..row are at the objective. */
  readonly board: Puzzle;
}

/** A whole chase from the top row down. */
export interface LightChase {
  /** One step per row except the last, top to bottom. */
  readonly steps: readonly ChaseStep[];
  /** The board after the chase (the input when the board has one row). */
  readonly final: Puzzle;
  /** The last row after the chase, per cell (state - objective) mod k: for k = 2, 1 where lit. */
  readonly bottomRow: Uint8Array;
  /** Whether the chase alone solved the board. */
  readonly solved: boolean;
}

/**
 * Chases the lights of a plain board down to its last row, one step per row. Throws a RangeError
 * for torus and hex boards.
 */
export function lightChasingSteps(puzzle: Puzzle): LightChase {
  checkShape(puzzle);
  if (puzzle.topology !== 'plain') throw new RangeError(`light chasing works on plain boards, not ${puzzle.topology} ones`);
  const { rows, columns, states: k, objective } = puzzle;
  const steps: ChaseStep[] = [];
  let board = puzzle;
  for (let row = 0; row + 1 < rows; row++) {
    const presses: ChasePress[] = [];
    const pattern = new Uint8Array(rows * columns);
    for (let col = 0; col < columns; col++) {
      const times = (objective - board.grid[row * columns + col] + k) % k;
      if (times === 0) continue;
      presses.push({ row: row + 1, col, times });
      pattern[(row + 1) * columns + col] = times;
    }
    board = applyPresses(board, pattern);
    steps.push({ row, presses, board });
  }
  const bottomRow = board.grid.slice((rows - 1) * columns).map((state) => (state - objective + k) % k);
  return { steps, final: board, bottomRow, solved: isSolved(board) };
}
