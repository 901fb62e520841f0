/**
 * Puzzle generation: solvable boards from a seed, with an exact minimum number of moves or a
 * difficulty. A board is made as the seeds make it, by pressing cells of the solved (objective)
 * board, so it is always solvable. Its minimum is then certified with the exact solver.
 *
 * Reaching an exact minimum m uses one fact: if x is a minimum solution of board b and x_c > 0,
 * pressing c once gives a board whose minimum is exactly m - 1 (x - e_c solves it, and one press
 * cannot lower a minimum by more than one). So the generator climbs with random presses until the
 * minimum is at least the target, then steps down exactly to it. Pure.
 */

import type { Difficulty } from '../../core/format';
import { checkShape, pressInPlace, randomSolvablePuzzle, type BoardShape, type Puzzle } from '../../core/puzzle';
import { createRandom, type Random } from '../../core/random';
import { solveOnBestPath } from './solvePuzzle';

/** The minimum-move range of each difficulty: easy 5-10, medium 11-15, hard 16 and more. */
export const DIFFICULTY_RANGES: Readonly<Record<Difficulty, { readonly min: number; readonly max: number }>> = {
  easy: { min: 5, max: 10 },
  medium: { min: 11, max: 15 },
  hard: { min: 16, max: Number.POSITIVE_INFINITY },
};

/** "hard" aims at a minimum in 16..16 + this spread (the game spec's 16-20). */
const HARD_TARGET_SPREAD = 4;

/** The difficulty whose range holds `minMoves` (below 5 counts as easy). */
export function difficultyOf(minMoves: number): Difficulty {
  if (minMoves >= DIFFICULTY_RANGES.hard.min) return 'hard';
  if (minMoves >= DIFFICULTY_RANGES.medium.min) return 'medium';
  return 'easy';
}

/** What to generate. Without `moves` or `difficulty`, a uniformly random solvable board. */
export interface GenerateOptions {
  /** Any string or number; equal seeds give equal puzzles. */
  readonly seed: string | number;
  /** The exact minimum number of moves wanted (clamped to what the board allows). */
  readonly moves?: number;
  /** A difficulty range for the minimum number of moves (clamped to what the board allows). */
  readonly difficulty?: Difficulty;
  /** Random presses tried while climbing towards the target before settling for the best found. */
  readonly climbBudget?: number;
}

/** A generated puzzle. */
export interface GeneratedPuzzle {
  readonly puzzle: Puzzle;
  /** The certified minimum number of moves, or null when the solution set is too large to certify. */
  readonly minMoves: number | null;
  /** The minimum that was asked for (from `moves` or the difficulty), if any. */
  readonly target: number | null;
  /** True when the board could not reach the requested minimum and the closest reachable one was used. */
  readonly clamped: boolean;
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
    return { puzzle, minMoves: minimum.minimal ? minimum.total : null, target: null, clamped: false };
  }
  if (options.moves !== undefined && (!Number.isInteger(options.moves) || options.moves < 0)) {
    throw new GenerationError(`moves must be a non-negative integer, got ${options.moves}`);
  }
  const range = options.moves !== undefined ? { min: options.moves, max: options.moves } : DIFFICULTY_RANGES[options.difficulty as Difficulty];
  const budget = options.climbBudget ?? Math.max(200, 8 * cells);
  return climbToRange(puzzle, range, random, budget);
}

function minimumMoves(puzzle: Puzzle): { total: number; minimal: boolean; presses: Uint8Array } {
  const result = solveOnBestPath(puzzle);
  // Boards made by pressing the solved board are always solvable.
  return { total: result.totalPresses as number, minimal: result.minimal, presses: result.presses as Uint8Array };
}

function climbToRange(
  start: Puzzle,
  range: { min: number; max: number },
  random: Random,
  budget: number,
): GeneratedPuzzle {
  const cells = start.grid.length;
  let board = start;
  let current = minimumMoves(board);
  if (!current.minimal) {
    throw new GenerationError('this board has too many solutions to certify a minimum number of moves; choose another size or states');
  }
  // Aim for a random value inside the range; "hard" (unbounded) aims at 16..20 as the game spec does.
  const upper = Number.isFinite(range.max) ? range.max : range.min + HARD_TARGET_SPREAD;
  const target = range.min + random.nextInt(upper - range.min + 1);
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
  const reached = current.total >= target;
  if (!reached) {
    board = best.board;
    current = best.minimum;
  }
  // Step down exactly: pressing a cell of a minimum solution lowers the minimum by one.
  const goal = reached ? target : current.total;
  while (current.total > goal) {
    const cell = current.presses.findIndex((count) => count > 0);
    const next: Puzzle = { ...board, grid: board.grid.slice() };
    pressInPlace(next, cell, 1);
    board = next;
    current = minimumMoves(board);
  }
  return { puzzle: board, minMoves: current.total, target, clamped: !reached };
}
