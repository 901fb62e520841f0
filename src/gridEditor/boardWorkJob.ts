/**
 * The grid's board work job of the worker runner (src/workers): the two computations of the grid
 * editor that can take seconds on the extension host's thread, run in a worker so they never block
 * it and can be cancelled (the worker is terminated). Generation (Randomize and New Puzzle with a
 * difficulty: up to 21 s on a 13x13 torus with 5 states, hard) reports its steps as progress; the
 * solution path (Show Solution Path: up to 5 s on a 19x19 board with 4 states) reports none.
 * What the host (boardWork.ts) sends the worker (boardWorker.ts), what comes back, and the errors
 * that come back as their own classes. Pure.
 */

import { GenerationError, GenerationTimeoutError, type GeneratedPuzzle, type GenerationProgress } from '../analysis/generatePuzzle';
import { PuzzleError, type BoardShape, type Puzzle } from '../core/puzzle';
import type { Difficulty } from '../domain/puzzleVocabulary';
import type { SolutionPathView } from '../protocol/protocol';
import { SolveCancelledError, SolverMemoryError } from '../solvers/types';
import { errorKind } from '../workers/errorRegistry';
import type { JobDefinition } from '../workers/jobDefinition';

/** What to generate: generatePuzzle's options that cross the thread boundary. */
export interface GenerationRequest {
  readonly seed: string | number;
  readonly difficulty?: Difficulty;
  readonly rate?: boolean;
}

/** One piece of board work: a generation on a shape (or on a board, whose holes, rules and target it keeps), or a solution path. */
export type BoardWorkInput =
  { readonly task: 'generate'; readonly shape: BoardShape; readonly request: GenerationRequest } | { readonly task: 'path'; readonly puzzle: Puzzle };

/** The answer to a {@link BoardWorkInput}, with the same `task`. */
export type BoardWorkOutput = { readonly task: 'generate'; readonly generated: GeneratedPuzzle } | { readonly task: 'path'; readonly path: SolutionPathView };

/**
 * The board work job: progress is the generation's {@link GenerationProgress}; a cancelled job
 * rejects with a {@link SolveCancelledError} (as an in-process generation does when its signal
 * aborts); a request the board cannot meet comes back as a {@link GenerationError}, a deadline
 * missed as a {@link GenerationTimeoutError}, an invalid board as a {@link PuzzleError}, a board
 * too large for memory as a {@link SolverMemoryError}; anything else as a WorkerJobError.
 */
export const boardWorkJob: JobDefinition<BoardWorkInput, BoardWorkOutput, GenerationProgress> = {
  kind: 'board work',
  errors: {
    GenerationError: errorKind(GenerationError, (message) => new GenerationError(message)),
    GenerationTimeoutError: errorKind(GenerationTimeoutError, (message) => new GenerationTimeoutError(message)),
    PuzzleError: errorKind(PuzzleError, (message) => new PuzzleError(message)),
    SolverMemoryError: errorKind(
      SolverMemoryError,
      (message, bytesNeeded: number) => new SolverMemoryError(message, bytesNeeded),
      (error) => error.bytesNeeded,
    ),
  },
  cancelled: () => new SolveCancelledError(),
};
