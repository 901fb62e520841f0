/**
 * Hints: one cell to press next that lies on a shortest path to the target (the objective, or each
 * cell's own target; holes are never pressed, so never hinted). Presses commute,
 * so with a minimum-press solution x every cell with x_c > 0 starts a shortest path: pressing it
 * leaves a board whose minimum is one less. Pure; works with the result of any engine.
 */

import { isSolved, type Puzzle } from '../core/puzzle';
import type { SolveResult } from './types';

/** A 0-based cell. */
export interface Cell {
  readonly row: number;
  readonly col: number;
}

/** Why no hint can be given, or the cell to press. */
export type Hint =
  | { readonly kind: 'press'; readonly cell: Cell; readonly remaining: number; readonly shortest: boolean }
  | { readonly kind: 'solved' }
  | { readonly kind: 'unsolvable' };

/**
 * The hint for a puzzle given a solve result of that puzzle: the first cell in reading order with
 * presses left. `shortest` is true when the result's solution is proven minimal, so the cell is
 * on a shortest path; `remaining` is the number of presses of that solution.
 */
export function hintFromSolution(puzzle: Puzzle, result: SolveResult): Hint {
  if (isSolved(puzzle)) return { kind: 'solved' };
  if (!result.solvable || !result.presses) return { kind: 'unsolvable' };
  const index = result.presses.findIndex((count) => count > 0);
  return {
    kind: 'press',
    cell: { row: Math.floor(index / puzzle.columns), col: index % puzzle.columns },
    remaining: result.totalPresses ?? 0,
    shortest: result.minimal,
  };
}
