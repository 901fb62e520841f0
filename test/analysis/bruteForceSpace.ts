/**
 * Brute force over every press pattern of a board shape (holes, any neighbourhood, a target per
 * cell), for the analysis tests: each pattern over the cells that are not holes is applied with
 * the model's own {@link pressInPlace}, so nothing of the analysis is reused.
 */

import { createPuzzle, isHole, pressInPlace, targetGrid, type BoardShape, type Puzzle } from '../../src/core/puzzle';
import { stateNumber } from '../../src/analysis/stateNumber';

/** Per state number (cells that are not holes): the fewest presses to its target, -1 when unsolvable; and how many patterns solve it. */
export interface BruteForceSpace {
  readonly moves: number[];
  readonly solutions: number[];
  readonly cells: number;
}

/**
 * Every press pattern x (counts 0..k-1 on cells that are not holes): the state it solves is the
 * target with x undone; its total is a candidate for that state's fewest presses.
 */
export function bruteForceSpace(shape: BoardShape): BruteForceSpace {
  const k = shape.states;
  const free: number[] = [];
  for (let index = 0; index < shape.rows * shape.columns; index++) if (!isHole(shape, index)) free.push(index);
  const total = k ** free.length;
  const moves = new Array<number>(total).fill(-1);
  const solutions = new Array<number>(total).fill(0);
  const digits = new Array<number>(free.length).fill(0);
  for (let pattern = 0; pattern < total; pattern++) {
    let rest = pattern;
    for (let j = 0; j < free.length; j++) {
      digits[j] = rest % k;
      rest = Math.floor(rest / k);
    }
    const puzzle: Puzzle = { ...createPuzzle(shape), grid: targetGrid(shape).slice() };
    free.forEach((cell, j) => pressInPlace(puzzle, cell, -digits[j]));
    const state = Number(stateNumber(puzzle.grid, k, shape.holes));
    const presses = digits.reduce((sum, value) => sum + value, 0);
    solutions[state]++;
    if (moves[state] < 0 || presses < moves[state]) moves[state] = presses;
  }
  return { moves, solutions, cells: free.length };
}

/** The fewest-moves distribution of a brute-force space (entry m: states needing exactly m). */
export function bruteForceDistribution(space: BruteForceSpace): number[] {
  const counts: number[] = [];
  for (const moves of space.moves) if (moves >= 0) counts[moves] = (counts[moves] ?? 0) + 1;
  return Array.from(counts, (count) => count ?? 0);
}
