/**
 * Puzzle generation: solvable boards from a seed, with an exact minimum number of moves or a
 * difficulty. A board is made as the seeds make it, by pressing cells of the solved (objective)
 * board, so it is always solvable. Its minimum is then certified with the exact solver.
 *
 * Difficulty is relative to the board shape (src/shared/difficultyScale.ts): each level is a
 * range of fewest moves holding about a third of the shape's solvable states
 * (difficultyDistribution.ts). Asked for a level, the generator draws its target from the
 * shape's distribution restricted to that level's range, so it aims at minima as common as they
 * are among the board's puzzles, and records the level of the minimum it reached.
 *
 * Reaching an exact minimum m uses one fact: if x is a minimum solution of board b and x_c > 0,
 * pressing c once gives a board whose minimum is exactly m - 1 (x - e_c solves it, and one press
 * cannot lower a minimum by more than one). So the generator climbs with random presses until the
 * minimum is at least the target, then steps down exactly to it. Pure.
 */

import type { Difficulty } from '../core/format';
import { checkShape, pressInPlace, randomSolvablePuzzle, type BoardShape, type Puzzle } from '../core/puzzle';
import { createRandom, type Random } from '../core/random';
import { difficultyOfMoves, nearestOfferedDifficulty, type DifficultyScale, type MovesRange } from '../shared/difficultyScale';
import { shapeDifficulty, shapeDifficultyScale } from './difficultyDistribution';
import { solveOnBestPath } from '../solvers/internal/solvePuzzle';

/** What to generate. Without `moves` or `difficulty`, a uniformly random solvable board. */
export interface GenerateOptions {
  /** Any string or number; equal seeds give equal puzzles. */
  readonly seed: string | number;
  /** The exact minimum number of moves wanted (the closest reachable when the board allows no such puzzle). */
  readonly moves?: number;
  /**
   * A difficulty on the shape's scale (the nearest level the shape has, when it lacks this one:
   * only boards with fewer than three distinct minimum lengths).
   */
  readonly difficulty?: Difficulty;
  /**
   * Rate the puzzle made on the shape's scale even when no difficulty is asked for (it costs up
   * to about a second the first time a shape is rated; see difficultyDistribution.ts). Always
   * done with `difficulty`.
   */
  readonly rate?: boolean;
  /** Random presses tried while climbing towards the target before settling for the best found. */
  readonly climbBudget?: number;
}

/** A generated puzzle. */
export interface GeneratedPuzzle {
  readonly puzzle: Puzzle;
  /** The certified minimum number of moves, or null when the solution set is too large to certify. */
  readonly minMoves: number | null;
  /** The minimum aimed at (`moves`, or drawn from the difficulty's range), if any. */
  readonly target: number | null;
  /**
   * True when the puzzle is not what was asked: its minimum is not `moves`, or lies outside the
   * range of the difficulty asked for (the board allows none there, or none was found in the
   * climbing budget), and the closest one found was made.
   */
  readonly clamped: boolean;
  /** The difficulty of `minMoves` on the shape's scale; null when not rated or `minMoves` is null. */
  readonly difficulty: Difficulty | null;
  /** The shape's scale the puzzle was rated and aimed with; null when not rated. */
  readonly scale: DifficultyScale | null;
}

/** Thrown when a requested minimum cannot be certified on this board. */
export class GenerationError extends Error {
  override readonly name = 'GenerationError';
}

/** Generates a solvable puzzle of the given shape from a seed. */
export function generatePuzzle(shape: BoardShape, options: GenerateOptions): GeneratedPuzzle {
  checkShape(shape);
  const random = createRandom(options.seed);
  const puzzle = randomSolvablePuzzle(shape, random);
  const cells = puzzle.grid.length;

  if (options.moves === undefined && options.difficulty === undefined) {
    const minimum = minimumMoves(puzzle);
    const minMoves = minimum.minimal ? minimum.total : null;
    const scale = options.rate && minMoves !== null ? shapeDifficultyScale(shape) : null;
    return { puzzle, minMoves, target: null, clamped: false, difficulty: scale ? difficultyOfMoves(scale, minMoves as number) : null, scale };
  }
  if (options.moves !== undefined && (!Number.isInteger(options.moves) || options.moves < 0)) {
    throw new GenerationError(`moves must be a non-negative integer, got ${options.moves}`);
  }
  const start = minimumMoves(puzzle);
  if (!start.minimal) {
    throw new GenerationError('this board has too many solutions to certify a minimum number of moves; choose another size or states');
  }
  const budget = options.climbBudget ?? Math.max(200, 8 * cells);
  if (options.moves !== undefined) {
    // One draw, as the target draw of earlier versions, so equal seeds still give their puzzles.
    random.nextInt(1);
    const made = climbTo(puzzle, start, options.moves, random, budget);
    const scale = options.rate ? shapeDifficultyScale(shape) : null;
    const difficulty = scale ? difficultyOfMoves(scale, made.minimum.total) : null;
    return { puzzle: made.board, minMoves: made.minimum.total, target: options.moves, clamped: made.minimum.total !== options.moves, difficulty, scale };
  }
  const wanted = options.difficulty as Difficulty;
  const { distribution, scale } = shapeDifficulty(shape);
  const range = scale[nearestOfferedDifficulty(scale, wanted)] as MovesRange;
  const target = drawTarget(distribution.weights, range, random);
  const made = climbTo(puzzle, start, target, random, budget, range.min);
  const difficulty = difficultyOfMoves(scale, made.minimum.total);
  return { puzzle: made.board, minMoves: made.minimum.total, target, clamped: difficulty !== wanted, difficulty, scale };
}

interface Minimum {
  readonly total: number;
  readonly minimal: boolean;
  readonly presses: Uint8Array;
}

function minimumMoves(puzzle: Puzzle): Minimum {
  const result = solveOnBestPath(puzzle);
  // Boards made by pressing the solved board are always solvable.
  return { total: result.totalPresses as number, minimal: result.minimal, presses: result.presses as Uint8Array };
}

/**
 * A minimum in `range` drawn with the distribution's weights (entry m: how common minimum m is
 * among the shape's solvable states), so a level's common minima are aimed at most often;
 * uniformly when the weights give the range nothing (a shape whose distribution is unknown).
 */
export function drawTarget(weights: readonly number[], range: MovesRange, random: Random): number {
  const last = Math.min(range.max, weights.length - 1);
  let total = 0;
  for (let m = range.min; m <= last; m++) total += weights[m];
  if (!(total > 0)) return range.min + random.nextInt(range.max - range.min + 1);
  let left = random.nextFloat() * total;
  for (let m = range.min; m <= last; m++) {
    left -= weights[m];
    if (left < 0) return m;
  }
  // Rounding can leave a sliver at the end: the last length with any weight.
  for (let m = last; m > range.min; m--) if (weights[m] > 0) return m;
  return range.min;
}

/**
 * Climbs with random presses (keeping those that do not lower the minimum) until the minimum is
 * at least `target`, then steps down exactly to it. When the budget runs out first, the best
 * board found is kept as it is if its minimum is at least `enough`, else it is the closest found.
 */
function climbTo(start: Puzzle, startMinimum: Minimum, target: number, random: Random, budget: number, enough = target): { board: Puzzle; minimum: Minimum } {
  const cells = start.grid.length;
  let board = start;
  let current = startMinimum;
  let best = { board, minimum: current };
  for (let attempt = 0; attempt < budget && current.total < target; attempt++) {
    const next: Puzzle = { ...board, grid: board.grid.slice() };
    pressInPlace(next, random.nextInt(cells), 1 + random.nextInt(board.states - 1));
    const minimum = minimumMoves(next);
    if (minimum.total >= current.total) {
      board = next;
      current = minimum;
      if (current.total > best.minimum.total) best = { board, minimum: current };
    }
  }
  if (current.total < target) {
    board = best.board;
    current = best.minimum;
    if (current.total >= enough) return { board, minimum: current };
  }
  // Step down exactly: pressing a cell of a minimum solution lowers the minimum by one.
  const goal = Math.min(target, current.total);
  while (current.total > goal) {
    const cell = current.presses.findIndex((count) => count > 0);
    const next: Puzzle = { ...board, grid: board.grid.slice() };
    pressInPlace(next, cell, 1);
    board = next;
    current = minimumMoves(board);
  }
  return { board, minimum: current };
}
