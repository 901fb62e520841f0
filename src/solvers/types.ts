/**
 * The one interface every solver engine implements, and the result it returns. Pure types.
 */

import type { Puzzle } from '../core/puzzle';

/** The engines that can solve a puzzle. */
export type SolverName = 'internal' | 'clingo';

/** What a solve found. */
export interface SolveResult {
  /** Whether some press pattern takes the puzzle to the objective. */
  readonly solvable: boolean;
  /** Press counts per cell (row-major, each 0..k-1) when solvable, else null. */
  readonly presses: Uint8Array | null;
  /** Sum of `presses` when solvable, else null. */
  readonly totalPresses: number | null;
  /** True when `presses` is proven to have the minimum total among all solutions. */
  readonly minimal: boolean;
  /** The exact number of press patterns (counts 0..k-1) that solve the puzzle; 0n when unsolvable. */
  readonly solutionCount: bigint;
  /**
   * A basis of the quiet patterns (press patterns that change nothing), row-major, in reduced
   * echelon form over the cells in row-major order, when k is prime; null for composite k or
   * when the engine does not compute them.
   */
  readonly quietPatterns: readonly Uint8Array[] | null;
  /** The engine that produced the result. */
  readonly solver: SolverName;
  /** For the clingo engine: which runner solved, the clingo executable or the built-in clingo-wasm. */
  readonly runner?: 'native' | 'wasm';
  /** Wall-clock time of the solve in milliseconds. */
  readonly elapsedMs: number;
}

/** Options for a solve. */
export interface SolveOptions {
  /**
   * The largest number of solutions searched exhaustively for the minimum; above it the best
   * pattern found by local search is returned with `minimal: false`.
   */
  readonly exactSearchLimit?: number;
  /** Aborting it cancels the solve; the promise then rejects with a {@link SolveCancelledError}. */
  readonly signal?: AbortSignal;
}

/** The error of a solve that was cancelled through its AbortSignal. */
export class SolveCancelledError extends Error {
  override readonly name = 'SolveCancelledError';
  constructor() {
    super('the solve was cancelled');
  }
}

/** A solver engine. Implementations never change the puzzle they are given. */
export interface Solver {
  readonly name: SolverName;
  solve(puzzle: Puzzle, options?: SolveOptions): Promise<SolveResult>;
}
