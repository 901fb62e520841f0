/**
 * The one interface every solver engine implements, and the result it returns. Pure types.
 */

import type { Puzzle } from '../core/puzzle';
import * as l10n from '../domain/l10n';
import type { UnprovenReason } from '../domain/unprovenWords';
import type { SearchThreads } from './internal/minimum/minimumExhaustiveSearch';

/** The engines that can solve a puzzle. */
export type SolverName = 'internal' | 'clingo';

/** What a solve found. */
export interface SolveResult {
  /** Whether some press pattern takes the puzzle to its target (the objective, or each cell's entry of `target`). */
  readonly solvable: boolean;
  /** Press counts per cell (row-major, each 0..k-1, 0 at holes) when solvable, else null. */
  readonly presses: Uint8Array | null;
  /** Sum of `presses` when solvable, else null. */
  readonly totalPresses: number | null;
  /** True when `presses` is proven to have the minimum total among all solutions (the whole solution set was searched). */
  readonly minimal: boolean;
  /**
   * A proven lower bound on the total presses of every solution when solvable (equal to
   * `totalPresses` when `minimal`), else null.
   */
  readonly lowerBound: number | null;
  /**
   * Why `presses` is not proven to have the fewest presses (see {@link UnprovenReason}: the set
   * too large for the time allowed, the search stopped at its time limit, the kernel too large to
   * hold, or no time allowed); null when `minimal` or not solvable.
   */
  readonly unproven: UnprovenReason | null;
  /** The exact number of press patterns (counts 0..k-1) that solve the puzzle; 0n when unsolvable. */
  readonly solutionCount: bigint;
  /**
   * A basis of the quiet patterns (press patterns that change nothing), row-major, in reduced
   * echelon form over the cells in row-major order, when k is prime; null for composite k or
   * when the engine does not compute them.
   */
  readonly quietPatterns: readonly Uint8Array[] | null;
  /**
   * For an unsolvable board, a proof: a vector q over the cells (row-major, each 0..k-1, 0 at
   * holes) such that pressing any cell leaves sum q_e * state_e unchanged mod k (q is orthogonal
   * to every press pattern) while sum q_e * (target_e - state_e) is not 0 mod k. Null when solvable.
   */
  readonly certificate: Uint8Array | null;
  /** The engine that produced the result. */
  readonly solver: SolverName;
  /** For the clingo engine: which runner solved, the clingo executable or the built-in clingo-wasm. */
  readonly runner?: 'native' | 'wasm';
  /** Wall-clock time of the solve in milliseconds. */
  readonly elapsedMs: number;
}

/** How far a solve has come, reported while it runs (at most a few times a second). */
export interface SolveProgress {
  /** `system`: reducing and solving the linear system; `minimum`: searching the solutions for the fewest presses. */
  readonly phase: 'system' | 'minimum';
  /** The share of the phase done, 0..1. */
  readonly fraction: number;
  /** During the minimum search: the fewest presses found so far and the proven lower bound. */
  readonly bestTotal?: number;
  readonly lowerBound?: number;
  /**
   * Sent once, as the minimum search starts: the solution the linear system gave (not yet known to
   * need the fewest presses) and the exact number of solutions, so a caller can show an answer while
   * the search goes on. The final result follows as the solve's value.
   */
  readonly firstSolution?: FirstSolution;
}

/** A solution found before the search for the fewest presses (see {@link SolveProgress.firstSolution}). */
export interface FirstSolution {
  /** Presses per cell, row-major. */
  readonly presses: Uint8Array;
  readonly totalPresses: number;
  readonly solutionCount: bigint;
}

/** Options for a solve. */
export interface SolveOptions {
  /**
   * Milliseconds the search for the fewest presses may take (default {@link DEFAULT_MINIMUM_TIMEOUT_MS}).
   * A search estimated to take longer is not started: the solution of the linear system is
   * returned at once with a proven `lowerBound`; a search that cannot finish in time returns the
   * best found. Both with `minimal: false` and the reason in `unproven`.
   */
  readonly minimumTimeoutMs?: number;
  /**
   * When the whole solve must be done, on performance.now()'s clock of the thread that solves
   * (a command's time limit): the search for the fewest presses stops there at the latest, and
   * counts only what is left of it as its time. Engines in another thread or process ignore it.
   */
  readonly deadline?: number;
  /** Called with the solve's progress. */
  readonly onProgress?: (progress: SolveProgress) => void;
  /** Aborting it cancels the solve; the promise then rejects with a {@link SolveCancelledError}. */
  readonly signal?: AbortSignal;
  /**
   * Threads the internal engine may start to share a long exhaustive minimum search with a
   * second core (provided by hosts that have them: the command line, the extension's solver
   * worker). The answer is the same without them.
   */
  readonly searchThreads?: SearchThreads;
}

/** The default time for the minimum search: 30 seconds. */
export const DEFAULT_MINIMUM_TIMEOUT_MS = 30_000;

/** The error of a solve that was cancelled through its AbortSignal. */
export class SolveCancelledError extends Error {
  override readonly name = 'SolveCancelledError';
  constructor() {
    super(l10n.t('the solve was cancelled'));
  }
}

/**
 * Thrown before any work when a board's system cannot be held in memory; the message names the
 * board's size and the memory it would need.
 */
export class SolverMemoryError extends Error {
  override readonly name = 'SolverMemoryError';
  constructor(
    message: string,
    /** The bytes the solve would need. */
    readonly bytesNeeded: number,
  ) {
    super(message);
  }
}

/** A solver engine. Implementations never change the puzzle they are given. */
export interface Solver {
  readonly name: SolverName;
  solve(puzzle: Puzzle, options?: SolveOptions): Promise<SolveResult>;
}
