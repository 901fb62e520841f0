/**
 * Messages between a solver worker thread and the code that started it. Puzzles and results
 * cross as structured clones (typed arrays and bigints survive).
 */

import type { Puzzle } from '../core/puzzle';
import type { SolveResult } from './types';

/** One solve for a worker. */
export interface WorkerRequest {
  readonly puzzle: Puzzle;
  readonly exactSearchLimit?: number;
}

/** The worker's answer. */
export type WorkerResponse = { readonly ok: true; readonly result: SolveResult } | { readonly ok: false; readonly name: string; readonly message: string };
