/**
 * Runs {@link analyzeStateSpace} in a worker thread through the one worker runner (src/workers),
 * so an analysis of up to 2^30 states (about 12 s) never blocks the caller's thread (the extension
 * host) and can be cancelled: terminating the worker is the cancellation. Threads are started
 * through a narrow WorkerFactory, so it is tested without them.
 */

import { pickShape, type BoardShape } from '../core/puzzle';
import { WorkerRunner, type WorkerFactory } from '../workers/workerRunner';
import { checkAnalysisLimit } from './analysisLimits';
import { AnalysisCancelledError, analysisJob } from './analysisWorkerProtocol';
import type { AnalysisOptions, StateSpaceAnalysis } from './analyzeStateSpace';

export { AnalysisCancelledError };

/** Analyses a board shape off the caller's thread. */
export type AnalysisRunner = (shape: BoardShape, options?: AnalysisOptions & { readonly signal?: AbortSignal }) => Promise<StateSpaceAnalysis>;

/**
 * An {@link AnalysisRunner} that analyses each shape in a fresh worker started from
 * `workerScript` (dist/analysisWorker.js) by `startWorker` (by default the transport of the thread
 * this runs in, workerTransport.ts). A shape over the limits is refused at
 * once with an AnalysisLimitError, without starting a worker; an aborted signal rejects with an
 * {@link AnalysisCancelledError} and terminates the worker. The analysis's own errors come back
 * as their classes (see analysisWorkerProtocol.ts).
 */
export function createWorkerAnalysis(workerScript: string, startWorker?: WorkerFactory): AnalysisRunner {
  // No warm worker: an analysis takes seconds, so a thread's start is nothing beside it.
  const runner = new WorkerRunner(analysisJob, workerScript, { startWorker });
  return async (shape, options = {}) => {
    const { signal, hardestLimit } = options;
    if (signal?.aborted) throw new AnalysisCancelledError();
    checkAnalysisLimit(shape);
    return runner.run({ shape: pickShape(shape), ...(hardestLimit !== undefined ? { hardestLimit } : {}) }, signal ? { signal } : {});
  };
}
