/**
 * The internal engine in a worker thread, behind the {@link Solver} interface: every solve runs
 * in the solver worker through the one worker runner, so the
 * caller's thread (the extension host) never solves, whatever the board: a small board's minimum
 * search can take seconds too. One worker is kept warm between solves, so a small solve does not
 * wait for a thread to start; cancelling a solve terminates its worker.
 */

import { WorkerRunner, type WorkerFactory } from '../workers/workerRunner';
import type { SolveOptions, SolveResult, Solver } from './types';
import { solveJob } from './solveJob';

/**
 * How long an idle solver worker is kept for the next solve: a minute. Long enough for the bursts
 * of an editing session (each edit re-solves for the status bar), short enough that the shape
 * caches an idle worker holds are not kept for long.
 */
export const SOLVER_WORKER_IDLE_MS = 60_000;

/** A {@link Solver} running in worker threads, which `dispose` ends. */
export interface WorkerSolver extends Solver {
  /** Cancels every running solve (each rejects with a SolveCancelledError) and ends the idle worker. */
  dispose(): void;
}

/**
 * The internal engine running in worker threads started from `workerScript` (the bundled solver
 * worker) by `startWorker` (by default the transport of the thread this runs in,
 * {@link webJobWorker}). It honours every {@link SolveOptions} field: the
 * minimum timeout goes to the engine, the engine's progress comes back to `onProgress`, and an
 * aborted `signal` terminates the worker and rejects with a SolveCancelledError. Errors come back
 * as their classes (SolverMemoryError, PuzzleError; see {@link solveJob}).
 */
export function createWorkerSolver(workerScript: string, startWorker?: WorkerFactory): WorkerSolver {
  const runner = new WorkerRunner(solveJob, workerScript, { startWorker, idleTimeoutMs: SOLVER_WORKER_IDLE_MS });
  return {
    name: 'internal',
    solve(puzzle, options: SolveOptions = {}): Promise<SolveResult> {
      const { minimumTimeoutMs, onProgress, signal } = options;
      const { rows, columns, states, objective, topology, grid, neighbourhood, holes, target } = puzzle;
      // Only the puzzle's own fields cross (structured clone carries the Uint8Arrays); absent optional fields stay absent.
      const sent = {
        rows,
        columns,
        states,
        objective,
        topology,
        grid,
        ...(neighbourhood !== undefined ? { neighbourhood } : {}),
        ...(holes ? { holes } : {}),
        ...(target ? { target } : {}),
      };
      return runner.run(
        { puzzle: sent, ...(minimumTimeoutMs !== undefined ? { minimumTimeoutMs } : {}) },
        { ...(onProgress !== undefined ? { onProgress } : {}), ...(signal !== undefined ? { signal } : {}) },
      );
    },
    dispose: () => runner.dispose(),
  };
}
