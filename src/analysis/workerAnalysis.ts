/**
 * The state-space analysis as a job of the worker runner: what the host sends the analysis worker
 * thread, what comes back, the errors that come back as their own classes, and the host's runner.
 * An analysis of up to 2^30 states takes about 12 s, so it runs off the caller's thread and is
 * cancelled by terminating its worker. Shapes and results cross as structured clones (bigints survive).
 */

import { pickShape, PuzzleError, type BoardShape } from '../core/puzzle';
import { errorKind } from '../workers/errorRegistry';
import type { JobDefinition } from '../workers/jobDefinition';
import { WorkerRunner, type WorkerFactory } from '../workers/workerRunner';
import { AnalysisLimitError, checkAnalysisLimit } from './analysisLimits';
import type { AnalysisOptions, StateSpaceAnalysis } from './analyzeStateSpace';

/** One analysis for a worker. */
export interface AnalysisJobInput {
  readonly shape: BoardShape;
  readonly hardestLimit?: number;
}

/** Thrown when an analysis is cancelled through its signal. */
export class AnalysisCancelledError extends Error {
  override readonly name = 'AnalysisCancelledError';
  constructor() {
    super('the analysis was cancelled');
  }
}

/**
 * The analysis job: a shape over the limits comes back as an {@link AnalysisLimitError}, an
 * invalid shape as a {@link PuzzleError}, a cancelled analysis rejects with an
 * {@link AnalysisCancelledError}; anything else as a WorkerJobError with the analysis's message.
 */
export const analysisJob: JobDefinition<AnalysisJobInput, StateSpaceAnalysis> = {
  kind: 'analysis',
  errors: {
    AnalysisLimitError: errorKind(AnalysisLimitError, (message) => new AnalysisLimitError(message)),
    PuzzleError: errorKind(PuzzleError, (message) => new PuzzleError(message)),
  },
  cancelled: () => new AnalysisCancelledError(),
};

/** Analyses a board shape off the caller's thread. */
export type AnalysisRunner = (shape: BoardShape, options?: AnalysisOptions & { readonly signal?: AbortSignal }) => Promise<StateSpaceAnalysis>;

/**
 * An {@link AnalysisRunner} that analyses each shape in a fresh worker started from the analysis
 * worker script `workerScript` by `startWorker` (by default the transport of the thread this runs
 * in). A shape over the limits is refused at once with an AnalysisLimitError, without starting a
 * worker; an aborted signal rejects with an {@link AnalysisCancelledError} and terminates the
 * worker. The analysis's own errors come back as their classes (see {@link analysisJob}).
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
