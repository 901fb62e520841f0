/**
 * Runs the internal engine in a worker thread, so long solves never block the caller's thread
 * (the extension host) and can be cancelled: terminating the worker is the cancellation. Small
 * boards are solved in-process, where starting a thread would cost more than the solve.
 */

import { Worker } from 'node:worker_threads';
import { cellCount, type Puzzle } from '../core/puzzle';
import { solvePuzzle } from './internal/solvePuzzle';
import { SolveCancelledError, type SolveOptions, type SolveResult, type Solver } from './types';
import type { WorkerRequest, WorkerResponse } from './workerProtocol';

/** Boards with at most this many cells are solved in-process (a few milliseconds at most). */
export const IN_PROCESS_CELL_LIMIT = 2500;

/** Starts a worker thread running a script; injected so tests can substitute it. */
export type WorkerFactory = (script: string) => Pick<Worker, 'postMessage' | 'terminate' | 'once'>;

/** A failure reported by the worker (the engine's own error name and message). */
export class WorkerSolveError extends Error {
  constructor(
    override readonly name: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The internal engine behind the {@link Solver} interface, solving boards above
 * {@link IN_PROCESS_CELL_LIMIT} cells in a worker started from `workerScript`
 * (dist/solverWorker.js).
 */
export function createWorkerSolver(workerScript: string, startWorker: WorkerFactory = (script) => new Worker(script)): Solver {
  return {
    name: 'internal',
    async solve(puzzle: Puzzle, options: SolveOptions = {}): Promise<SolveResult> {
      if (options.signal?.aborted) throw new SolveCancelledError();
      if (cellCount(puzzle) <= IN_PROCESS_CELL_LIMIT) return solvePuzzle(puzzle, options);
      const worker = startWorker(workerScript);
      return new Promise<SolveResult>((resolve, reject) => {
        const onAbort = (): void => {
          void worker.terminate();
          reject(new SolveCancelledError());
        };
        options.signal?.addEventListener('abort', onAbort, { once: true });
        const finish = (): void => {
          options.signal?.removeEventListener('abort', onAbort);
          void worker.terminate();
        };
        worker.once('message', (response: WorkerResponse) => {
          finish();
          if (response.ok) resolve(response.result);
          else reject(new WorkerSolveError(response.name, response.message));
        });
        worker.once('error', (error: Error) => {
          finish();
          reject(error);
        });
        const request: WorkerRequest = {
          puzzle: {
            rows: puzzle.rows,
            columns: puzzle.columns,
            states: puzzle.states,
            objective: puzzle.objective,
            topology: puzzle.topology,
            grid: puzzle.grid,
          },
          ...(options.exactSearchLimit !== undefined ? { exactSearchLimit: options.exactSearchLimit } : {}),
        };
        worker.postMessage(request);
      });
    },
  };
}
