/**
 * The solve job of the worker runner: what the host ({@link createWorkerSolver}) sends the solver
 * worker thread, what comes back, and the errors that come back as their own classes. Puzzles and results cross as structured clones (typed arrays and bigints
 * survive).
 */

import { PuzzleError, type Puzzle } from '../core/puzzle';
import { errorKind } from '../workers/errorRegistry';
import type { JobDefinition } from '../workers/jobDefinition';
import { SolveCancelledError, SolverMemoryError, type SolveProgress, type SolveResult } from './types';

/** One solve for the worker: the puzzle and the time the minimum search may take (the engine's default when omitted). */
export interface SolveJobInput {
  readonly puzzle: Puzzle;
  readonly minimumTimeoutMs?: number;
}

/**
 * The solve job: progress is the engine's {@link SolveProgress}; a cancelled solve rejects with a
 * {@link SolveCancelledError}; a board too large for memory comes back as a
 * {@link SolverMemoryError} with its `bytesNeeded`, an invalid board as a {@link PuzzleError};
 * anything else as a WorkerJobError with the engine's message. The result's arrays are copied,
 * not transferred: the worker's caches may hold them (the quiet patterns of a shape).
 */
export const solveJob: JobDefinition<SolveJobInput, SolveResult, SolveProgress> = {
  kind: 'solve',
  errors: {
    SolverMemoryError: errorKind(
      SolverMemoryError,
      (message, bytesNeeded: number) => new SolverMemoryError(message, bytesNeeded),
      (error) => error.bytesNeeded,
    ),
    PuzzleError: errorKind(PuzzleError, (message) => new PuzzleError(message)),
  },
  cancelled: () => new SolveCancelledError(),
};
