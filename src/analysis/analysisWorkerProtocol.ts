/**
 * Messages between the analysis worker thread (analysisWorker.ts) and the code that started it
 * (workerAnalysis.ts). Shapes and results cross as structured clones (bigints survive).
 */

import type { BoardShape } from '../core/puzzle';
import type { StateSpaceAnalysis } from './analyzeStateSpace';

/** One analysis for a worker. */
export interface AnalysisWorkerRequest {
  readonly shape: BoardShape;
  readonly hardestLimit?: number;
}

/** The worker's answer: the analysis, or the error's name and message. */
export type AnalysisWorkerResponse =
  { readonly ok: true; readonly analysis: StateSpaceAnalysis } | { readonly ok: false; readonly name: string; readonly message: string };
