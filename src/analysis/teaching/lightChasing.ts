/**
 * Light chasing, step by step, as it is usually taught: for each row from the top,
 * press the cell directly below every lit cell, which clears that cell; what is left ends up in
 * the bottom row. Then the bottom row's pattern says which top-row cells to press ({@link
 * bottomRowLookup}), and a second chase solves the board. With k states a cell is "lit" when
 * it is off its target (the objective, or the cell's entry of a per-cell target), and the cell
 * below is pressed (target - state) mod k times. Plain boards with the cross rule and no holes
 * only: on torus and hex boards a press also reaches cells of rows already cleared, another
 * neighbourhood changes other cells than the one below, and a hole cannot be pressed. Pure.
 */

import { applyPresses, cellTarget, checkShape, isClassicBoard, isSolved, type Puzzle } from '../../core/puzzle';
import * as l10n from '../../domain/l10n';

/** Why light chasing does not apply to a board, in words for people (the display language), or null when it does. */
export function lightChasingProblem(puzzle: Pick<Puzzle, 'topology' | 'neighbourhood' | 'holes' | 'rows' | 'columns' | 'states' | 'objective'>): string | null {
  if (puzzle.topology === 'torus') return l10n.t('light chasing works on plain boards, not torus ones');
  if (puzzle.topology === 'hex') return l10n.t('light chasing works on plain boards, not hex ones');
  if (!isClassicBoard(puzzle)) return l10n.t('light chasing applies to boards with the cross rule and no holes');
  return null;
}

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
  /** The last row after the chase, per cell (state - target) mod k: for k = 2, 1 where lit. */
  readonly bottomRow: Uint8Array;
  /** Whether the chase alone solved the board. */
  readonly solved: boolean;
}

/**
 * Chases the lights of a plain board down to its last row, one step per row. Throws a RangeError
 * (with {@link lightChasingProblem}'s words) for torus and hex boards, boards with holes and other
 * neighbourhoods than the cross.
 */
export function lightChasingSteps(puzzle: Puzzle): LightChase {
  checkShape(puzzle);
  const problem = lightChasingProblem(puzzle);
  if (problem) throw new RangeError(problem);
  const { rows, columns, states: k } = puzzle;
  const steps: ChaseStep[] = [];
  let board = puzzle;
  for (let row = 0; row + 1 < rows; row++) {
    const presses: ChasePress[] = [];
    const pattern = new Uint8Array(rows * columns);
    for (let col = 0; col < columns; col++) {
      const times = (cellTarget(puzzle, row * columns + col) - board.grid[row * columns + col] + k) % k;
      if (times === 0) continue;
      presses.push({ row: row + 1, col, times });
      pattern[(row + 1) * columns + col] = times;
    }
    board = applyPresses(board, pattern);
    steps.push({ row, presses, board });
  }
  const bottomRow = board.grid.slice((rows - 1) * columns).map((state, col) => (state - cellTarget(puzzle, (rows - 1) * columns + col) + k) % k);
  return { steps, final: board, bottomRow, solved: isSolved(board) };
}
