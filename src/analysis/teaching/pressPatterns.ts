/**
 * Press patterns for puzzle generation ({@link generatePuzzle}): a pattern x holds, for each cell, how
 * many times it is pressed (0..k-1, always 0 at a hole), and the board it solves is the solved
 * board (every cell at its target) with x undone, so every board made from a pattern is solvable.
 * Patterns of a given total are drawn here, and presses are added or removed at random cells to
 * move a total up or down. Pure apart from the random source it is given.
 */

import { createPuzzle, isHole, pressInPlace, targetGrid, totalPresses, type BoardShape, type Puzzle } from '../../core/puzzle';
import type { Random } from '../../core/random';

/** The board that `pattern` solves: the solved board (every cell at its target) with each cell pressed (k - x_c) mod k times. */
export function boardSolvedBy(shape: BoardShape, pattern: Uint8Array): Puzzle {
  const k = shape.states;
  const puzzle = createPuzzle(shape);
  puzzle.grid.set(targetGrid(shape));
  for (let cell = 0; cell < pattern.length; cell++) if (pattern[cell] !== 0) pressInPlace(puzzle, cell, k - pattern[cell]);
  return puzzle;
}

/**
 * A uniformly random press pattern, 0 at holes. It draws the numbers {@link randomSolvablePuzzle}
 * draws, in the same cell order: pressing each cell r times makes the board
 * that (k - r) mod k solves, so on a board without a target both make the same board from a seed.
 */
export function uniformPattern(shape: BoardShape, random: Random): Uint8Array {
  const k = shape.states;
  return Uint8Array.from({ length: shape.rows * shape.columns }, (_, cell) => (isHole(shape, cell) ? 0 : (k - random.nextInt(k)) % k));
}

/**
 * A press pattern of `total` presses (0..n (k-1), n the cells that are not holes): a uniform
 * pattern with presses added at random cells below k - 1, or removed at random pressed cells,
 * until its total is `total`. For k = 2 that is a uniform choice of `total` cells. Holes are never
 * pressed.
 */
export function patternWithTotal(shape: BoardShape, total: number, random: Random): Uint8Array {
  const k = shape.states;
  const pattern = Uint8Array.from({ length: shape.rows * shape.columns }, (_, cell) => (isHole(shape, cell) ? 0 : random.nextInt(k)));
  const sum = totalPresses(pattern);
  if (sum < total) raisePresses(pattern, shape, total - sum, random);
  else lowerPresses(pattern, shape, sum - total, random);
  return pattern;
}

/** Adds `count` presses (fewer when the pattern fills up) at random cells below k - 1 that are not holes; returns how many. */
export function raisePresses(pattern: Uint8Array, shape: BoardShape, count: number, random: Random): number {
  const k = shape.states;
  return adjust(pattern, shape, count, random, (value) => value < k - 1, 1);
}

/** Removes `count` presses (fewer when the pattern empties) at random pressed cells; returns how many. */
export function lowerPresses(pattern: Uint8Array, shape: BoardShape, count: number, random: Random): number {
  return adjust(pattern, shape, count, random, (value) => value > 0, -1);
}

function adjust(pattern: Uint8Array, shape: BoardShape, count: number, random: Random, open: (value: number) => boolean, by: 1 | -1): number {
  if (count <= 0) return 0;
  const cells = new Int32Array(pattern.length);
  let size = 0;
  for (let cell = 0; cell < pattern.length; cell++) if (open(pattern[cell]) && !isHole(shape, cell)) cells[size++] = cell;
  let done = 0;
  for (; done < count && size > 0; done++) {
    const at = random.nextInt(size);
    const cell = cells[at];
    pattern[cell] += by;
    if (!open(pattern[cell])) cells[at] = cells[--size];
  }
  return done;
}
