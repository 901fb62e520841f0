/**
 * The internal engine behind the {@link Solver} interface, in the caller's process and thread: for
 * the command line (its own process, where nothing else waits for the thread), tests and the
 * solver worker thread itself. The extension uses the worker-backed solver ({@link createWorkerSolver})
 * instead, so the extension host's thread never solves. Pure apart from the clock.
 */

import { solvePuzzle } from './internal/solvePuzzle';
import { SolveCancelledError, type SolveOptions, type SolveProgress, type SolveResult, type Solver } from './types';

/**
 * A {@link Solver} that runs {@link solvePuzzle} on the calling thread (and the threads of
 * `host.searchThreads`, for solves whose options give none). It honours every
 * {@link SolveOptions} field: `minimumTimeoutMs`, `deadline`, `onProgress` and `searchThreads` go to the engine; the solve runs
 * to its end without giving the thread back, so `signal` is checked before it starts and at each
 * progress report (aborting from `onProgress`, or from anything it calls, stops the solve there),
 * and an aborted solve rejects with a {@link SolveCancelledError}.
 */
export function createInternalSolver(host: Pick<SolveOptions, 'searchThreads'> = {}): Solver {
  return {
    name: 'internal',
    async solve(puzzle, options: SolveOptions = {}): Promise<SolveResult> {
      const { signal, onProgress, minimumTimeoutMs, deadline } = options;
      const searchThreads = options.searchThreads ?? host.searchThreads;
      if (signal?.aborted) throw new SolveCancelledError();
      const reportProgress =
        onProgress === undefined && signal === undefined
          ? undefined
          : (progress: SolveProgress): void => {
              onProgress?.(progress);
              if (signal?.aborted) throw new SolveCancelledError();
            };
      const result = solvePuzzle(puzzle, {
        ...(minimumTimeoutMs !== undefined ? { minimumTimeoutMs } : {}),
        ...(deadline !== undefined ? { deadline } : {}),
        ...(reportProgress !== undefined ? { onProgress: reportProgress } : {}),
        ...(searchThreads !== undefined ? { searchThreads } : {}),
      });
      if (signal?.aborted) throw new SolveCancelledError();
      return result;
    },
  };
}
