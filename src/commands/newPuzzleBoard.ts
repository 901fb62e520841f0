/**
 * The board a new puzzle starts with, and its `.lights` text. "All off" is the solved board. A
 * random board, with or without a difficulty, is the one {@link generatePuzzle} makes from the
 * random seed: by the `generate` given (the board worker in VS Code, so that a generation of seconds is
 * cancelled by ending the worker) on boards of at most {@link MAX_DIFFICULTY_CELLS} cells, rated on
 * the shape's difficulty scale, as the grid's Randomize rates them; on larger boards the same
 * board (`randomSolvablePuzzle` from the random seed) with its fewest moves found by the {@link Solver}
 * given, so that a large board is solved in a worker thread and can be cancelled. Pure apart from
 * what the solver does.
 */

import { printLights } from '../core/format/formatWrite';
import { cellCount, createPuzzle, randomSolvablePuzzle, type BoardShape, type Puzzle } from '../core/puzzle';
import { createRandom } from '../core/random';
import { MAX_DIFFICULTY_CELLS } from '../protocol/protocol';
import type { Difficulty } from '../domain/difficultyScale';
import { generatePuzzle, type GenerationProgress } from '../analysis/generatePuzzle';
import type { BoardWork } from '../gridEditor/boardWork';
import { SolveCancelledError, type Solver } from '../solvers/types';
import type { StartChoice } from './newPuzzleForm';

/** A new puzzle's board and what is known about it. */
export interface StartingBoard {
  readonly puzzle: Puzzle;
  /** The certified fewest moves; absent for "All off" and when they could not be certified. */
  readonly minMoves?: number;
  /** The level of `minMoves` on the shape's difficulty scale, when rated. */
  readonly difficulty?: Difficulty;
  /** True when a difficulty was asked for and no puzzle of it was within reach: the closest found was made. */
  readonly clamped?: boolean;
  /** Why a random board has no `minMoves`: the solver's message. */
  readonly minMovesProblem?: string;
}

/** How a starting board is made. */
export interface StartingBoardOptions {
  /** Aborting it rejects with a SolveCancelledError (and ends the worker doing the work). */
  readonly signal?: AbortSignal;
  /** Generates boards of at most MAX_DIFFICULTY_CELLS cells (BoardWork.generate); generatePuzzle on this thread when omitted. */
  readonly generate?: BoardWork['generate'];
  /** Hears of each step of the generation. */
  readonly onProgress?: (progress: GenerationProgress) => void;
}

/** generatePuzzle on this thread, as a {@link StartingBoardOptions.generate}. */
const generateHere: BoardWork['generate'] = async (shape, request, options = {}) => {
  const { signal, onProgress } = options;
  return generatePuzzle(shape, { ...request, ...(signal ? { signal } : {}), ...(onProgress ? { onProgress } : {}) });
};

/**
 * Makes the starting board. A `GenerationError` (the board has too many solutions to
 * certify a minimum) goes to the caller. A large random board whose fewest moves the
 * solver cannot find (a board beyond the engine's limits) is still returned, without `minMoves`.
 * Rejects with a {@link SolveCancelledError} when `signal` aborts.
 */
export async function startingBoard(
  shape: BoardShape,
  start: StartChoice,
  seed: string | number,
  solver: Solver,
  options: StartingBoardOptions = {},
): Promise<StartingBoard> {
  const { signal, onProgress } = options;
  if (signal?.aborted) throw new SolveCancelledError();
  if (start === 'solved') return { puzzle: createPuzzle(shape) };
  if (start === 'random' && cellCount(shape) > MAX_DIFFICULTY_CELLS) return largeRandomBoard(shape, seed, solver, signal);
  const generate = options.generate ?? generateHere;
  const generated = await generate(shape, start === 'random' ? { seed, rate: true } : { seed, difficulty: start }, {
    ...(signal ? { signal } : {}),
    ...(onProgress ? { onProgress } : {}),
  });
  if (signal?.aborted) throw new SolveCancelledError();
  return {
    puzzle: generated.puzzle,
    ...(generated.minMoves !== null ? { minMoves: generated.minMoves } : { minMovesProblem: 'the board has too many solutions to certify the fewest moves' }),
    ...(generated.difficulty !== null ? { difficulty: generated.difficulty } : {}),
    ...(start !== 'random' ? { clamped: generated.clamped } : {}),
  };
}

/** `generatePuzzle(shape, { seed })`'s board, with its fewest moves from `solver`. */
async function largeRandomBoard(shape: BoardShape, seed: string | number, solver: Solver, signal?: AbortSignal): Promise<StartingBoard> {
  const puzzle = randomSolvablePuzzle(shape, createRandom(seed));
  try {
    const result = await solver.solve(puzzle, signal ? { signal } : {});
    if (signal?.aborted) throw new SolveCancelledError();
    if (result.minimal && result.totalPresses !== null) return { puzzle, minMoves: result.totalPresses };
    return { puzzle, minMovesProblem: 'the board has too many solutions to certify the fewest moves' };
  } catch (error) {
    if (error instanceof SolveCancelledError) throw error;
    return { puzzle, minMovesProblem: error instanceof Error ? error.message : String(error) };
  }
}

/** The `.lights` text of a new puzzle: its title, its board, and `difficulty` and `minMoves` when known. */
export function newPuzzleText(title: string, board: StartingBoard): string {
  return printLights({
    puzzle: board.puzzle,
    // The oldest version that holds the puzzle: the writer raises it to 2 for holes, a neighbourhood or a target.
    version: 1,
    title,
    ...(board.difficulty !== undefined ? { difficulty: board.difficulty } : {}),
    ...(board.minMoves !== undefined ? { minMoves: board.minMoves } : {}),
    extra: {},
  });
}
