/**
 * The analysis job of the worker runner (src/workers): what the host (workerAnalysis.ts) sends the
 * analysis worker thread (analysisWorker.ts), what comes back, and the errors that come back as
 * their own classes. Shapes and results cross as structured clones (bigints survive).
 */

import { PuzzleError, type BoardShape } from '../core/puzzle';
import { errorKind } from '../workers/errorRegistry';
import type { JobDefinition } from '../workers/jobDefinition';
import { AnalysisLimitError } from './analysisLimits';
import type { StateSpaceAnalysis } from './analyzeStateSpace';

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
