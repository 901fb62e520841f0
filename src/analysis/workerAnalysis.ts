/**
 * Runs {@link analyzeStateSpace} in a worker thread, so an analysis of up to 2^30 states (about
 * 12 s) never blocks the caller's thread (the extension host) and can be cancelled: terminating
 * the worker is the cancellation. The one effect in src/analysis, taken through a narrow
 * {@link AnalysisWorkerFactory} (as src/solvers/workerSolver.ts does), so it is tested without
 * threads.
 */

import { Worker } from 'node:worker_threads';
import type { BoardShape } from '../core/puzzle';
import { AnalysisLimitError, checkAnalysisLimit } from './analysisLimits';
import type { AnalysisWorkerRequest, AnalysisWorkerResponse } from './analysisWorkerProtocol';
import type { AnalysisOptions, StateSpaceAnalysis } from './analyzeStateSpace';

/** Starts a worker thread running a script; injected so tests can substitute it. */
export type AnalysisWorkerFactory = (script: string) => Pick<Worker, 'postMessage' | 'terminate' | 'once'>;

/** Thrown when an analysis is cancelled through its signal. */
export class AnalysisCancelledError extends Error {
  override readonly name = 'AnalysisCancelledError';
  constructor() {
    super('the analysis was cancelled');
  }
}

/** A failure reported by the worker (the analysis's own error name and message). */
export class WorkerAnalysisError extends Error {
  constructor(
    override readonly name: string,
    message: string,
  ) {
    super(message);
  }
}

/** Analyses a board shape off the caller's thread. */
export type AnalysisRunner = (shape: BoardShape, options?: AnalysisOptions & { readonly signal?: AbortSignal }) => Promise<StateSpaceAnalysis>;

/**
 * An {@link AnalysisRunner} that analyses each shape in a fresh worker started from
 * `workerScript` (dist/analysisWorker.js). A shape over the limits is refused at once with an
 * {@link AnalysisLimitError}, without starting a worker; an aborted signal rejects with an
 * {@link AnalysisCancelledError} and terminates the worker.
 */
export function createWorkerAnalysis(workerScript: string, startWorker: AnalysisWorkerFactory = (script) => new Worker(script)): AnalysisRunner {
  return async (shape, options = {}) => {
    const { signal, hardestLimit } = options;
    if (signal?.aborted) throw new AnalysisCancelledError();
    checkAnalysisLimit(shape);
    const worker = startWorker(workerScript);
    return new Promise<StateSpaceAnalysis>((resolve, reject) => {
      const onAbort = (): void => {
        void worker.terminate();
        reject(new AnalysisCancelledError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const finish = (): void => {
        signal?.removeEventListener('abort', onAbort);
        void worker.terminate();
      };
      worker.once('message', (response: AnalysisWorkerResponse) => {
        finish();
        if (response.ok) resolve(response.analysis);
        else
          reject(response.name === 'AnalysisLimitError' ? new AnalysisLimitError(response.message) : new WorkerAnalysisError(response.name, response.message));
      });
      worker.once('error', (error: Error) => {
        finish();
        reject(error);
      });
      const request: AnalysisWorkerRequest = {
        shape: { rows: shape.rows, columns: shape.columns, states: shape.states, objective: shape.objective, topology: shape.topology },
        ...(hardestLimit !== undefined ? { hardestLimit } : {}),
      };
      worker.postMessage(request);
    });
  };
}
