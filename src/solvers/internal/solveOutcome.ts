/**
 * What the engine's paths ({@link solvePuzzle}, {@link solveBinaryPlainPuzzle}) return, and how they start the
 * minimum search: its deadline from the solve options and its progress as the solve's. Pure.
 */

import { DEFAULT_MINIMUM_TIMEOUT_MS, type FirstSolution, type SolveOptions, type SolveResult } from '../types';
import type { MinimumSearchOptions, MinimumSearchResult } from './minimum/minimumSearch';
import type { EliminationProgress } from './elimination/primeFactorization';

/** The least time between two progress reports of the system phase. */
export const SYSTEM_PROGRESS_INTERVAL_MS = 200;

/** What a solve found, without the engine's name and time. */
export type SolveOutcome = Omit<SolveResult, 'solver' | 'elapsedMs'>;

/**
 * False when the options leave no time for the minimum search (`minimumTimeoutMs: 0`): the solve
 * then skips it, and the kernel it would search is not even built.
 */
export function searchesMinimum(options: SolveOptions): boolean {
  return options.minimumTimeoutMs !== 0;
}

/**
 * The minimum search's options for a solve's options: the deadline `minimumTimeoutMs` (default
 * {@link DEFAULT_MINIMUM_TIMEOUT_MS}) from now, and its progress forwarded as phase `minimum`. Reports
 * `first`, the solution the search starts from, to the solve's progress at once (see
 * SolveProgress.firstSolution).
 */
export function minimumSearchOptions(options: SolveOptions, first: FirstSolution): MinimumSearchOptions {
  const deadline = performance.now() + (options.minimumTimeoutMs ?? DEFAULT_MINIMUM_TIMEOUT_MS);
  const report = options.onProgress;
  if (!report) return { deadline };
  report({ phase: 'minimum', fraction: 0, firstSolution: first });
  return { deadline, onProgress: (progress) => report({ phase: 'minimum', ...progress }) };
}

/**
 * The elimination's progress as the solve's phase `system`, at most one report per
 * {@link SYSTEM_PROGRESS_INTERVAL_MS}; undefined when nobody listens.
 */
export function systemProgress(options: SolveOptions): EliminationProgress | undefined {
  const report = options.onProgress;
  if (!report) return undefined;
  let last = performance.now();
  return (fraction) => {
    const now = performance.now();
    if (now - last < SYSTEM_PROGRESS_INTERVAL_MS) return;
    last = now;
    report({ phase: 'system', fraction });
  };
}

/**
 * A solvable board's outcome without a search of its solutions: the particular solution, minimal
 * (its own lower bound) when it is the only one or presses nothing, else with the trivial bound 0.
 */
export function particularOutcome(
  presses: Uint8Array,
  total: number,
  unique: boolean,
  solutionCount: bigint,
  quietPatterns: SolveOutcome['quietPatterns'],
): SolveOutcome {
  const minimal = unique || total === 0;
  return { solvable: true, presses, totalPresses: total, minimal, lowerBound: minimal ? total : 0, solutionCount, quietPatterns, certificate: null };
}

/** A solvable board's outcome after the minimum search: the best solution found, with what is proven of it. */
export function searchedOutcome(best: MinimumSearchResult, solutionCount: bigint, quietPatterns: SolveOutcome['quietPatterns']): SolveOutcome {
  return {
    solvable: true,
    presses: best.presses,
    totalPresses: best.total,
    minimal: best.minimal,
    lowerBound: best.lowerBound,
    solutionCount,
    quietPatterns,
    certificate: null,
  };
}
