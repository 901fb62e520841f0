/**
 * What the engine's paths ({@link solvePuzzle}, {@link solveBinaryPlainPuzzle}) return, and how a
 * solvable board's answer is settled ({@link settledOutcome}): the minimum search runs when its
 * estimated cost ({@link completeSearchMs}, with the kernel's construction) fits the time allowed,
 * with its deadline from the solve options and its progress as the solve's; otherwise the
 * solution of the linear system is the answer at once, with a proven lower bound when one is
 * cheap and the reason it is not proven minimal. Pure.
 */

import type { UnprovenReason } from '../../domain/unprovenWords';
import { DEFAULT_MINIMUM_TIMEOUT_MS, type FirstSolution, type SolveOptions, type SolveResult } from '../types';
import type { EliminationProgress } from './elimination/primeFactorization';
import { minimumLowerBound } from './minimum/minimumLowerBound';
import { minimumSolution, type MinimumSearchOptions, type MinimumSearchResult, type SolutionSet } from './minimum/minimumSearch';
import { SearchControl } from './minimum/minimumSearchControl';
import { completeSearchMs, measuredSearchMs, SHARED_SEARCH_MS } from './minimum/minimumSearchCost';

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
 * The milliseconds the minimum search may take from now: `minimumTimeoutMs` (default
 * {@link DEFAULT_MINIMUM_TIMEOUT_MS}), and no more than is left before the solve's `deadline`.
 */
export function minimumBudgetMs(options: SolveOptions): number {
  const own = options.minimumTimeoutMs ?? DEFAULT_MINIMUM_TIMEOUT_MS;
  return options.deadline === undefined ? own : Math.max(0, Math.min(own, options.deadline - performance.now()));
}

/**
 * The minimum search's options for a solve's options: the deadline {@link minimumBudgetMs} from now, and its progress forwarded as phase `minimum`. Reports
 * `first`, the solution the search starts from, to the solve's progress at once (see
 * SolveProgress.firstSolution).
 */
export function minimumSearchOptions(options: SolveOptions, first: FirstSolution): MinimumSearchOptions {
  const deadline = performance.now() + minimumBudgetMs(options);
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

/** Most estimated milliseconds of building a kernel only for a lower bound, when the search itself is not run. */
export const BOUND_KERNEL_MS = 150;
/** Milliseconds the lower bound may take once its kernel is built. */
export const BOUND_MS = 150;

/** What a path knows of a solvable board's solution set x0 + kernel before it searches it. */
export interface SolutionSetFacts {
  readonly k: number;
  /** The solution of the linear system, x0 (entries 0..k-1), and its total. */
  readonly particular: Uint8Array;
  readonly total: number;
  readonly solutionCount: bigint;
  /** The kernel generators' orders, known before the kernel is built (their product is the solution count). */
  readonly orders: readonly number[];
  /** Whether the kernel can be held as full patterns. */
  readonly kernelHeld: boolean;
  /** Estimated milliseconds to build the kernel as full patterns ({@link kernelBuildMs}). */
  readonly kernelMs: number;
  /** The kernel generators as full patterns with their orders (built on the first call; only when held). */
  kernel(): readonly { readonly pattern: Uint8Array; readonly order: number }[];
  readonly quietPatterns: SolveOutcome['quietPatterns'];
  /** Whether a press pattern solves the board (checked on what the search returns). */
  solves(presses: Uint8Array): boolean;
}

/**
 * A solvable board's answer. A unique solution or one that presses nothing is minimal at once.
 * Otherwise the minimum search runs when the options allow it time, the kernel can be held and
 * the estimate of building the kernel and searching the whole set fits the time allowed; its
 * result says `deadline` when it could not finish. The estimate comes before the kernel
 * ({@link completeSearchMs}); where the search's cost depends on the kernel's distinct cells (the
 * general search) and even its least cost fits, the kernel is built and its cells counted
 * ({@link measuredSearchMs}). A set estimated beyond the time allowed gets the particular
 * solution at once with `overBudget` and a lower bound: the first block bound
 * ({@link minimumLowerBound}, {@link BOUND_MS}) when the kernel is built or cheap to build
 * ({@link BOUND_KERNEL_MS}), else 0. A search estimated at {@link SHARED_SEARCH_MS} or more
 * shares its exhaustive step with a thread of `options.searchThreads`, started before the kernel
 * is built and ended when the search ends.
 */
export function settledOutcome(facts: SolutionSetFacts, options: SolveOptions): SolveOutcome {
  const { k, particular, total, solutionCount, orders, quietPatterns } = facts;
  const atOnce = (lowerBound: number, unproven: UnprovenReason | null): SolveOutcome => {
    const minimal = unproven === null || lowerBound === total;
    return {
      solvable: true,
      presses: particular,
      totalPresses: total,
      minimal,
      lowerBound: minimal ? total : lowerBound,
      unproven: minimal ? null : unproven,
      solutionCount,
      quietPatterns,
      certificate: null,
    };
  };
  if (orders.length === 0 || total === 0) return atOnce(total, null);
  if (!searchesMinimum(options)) return atOnce(0, { kind: 'skipped' });
  if (!facts.kernelHeld) return atOnce(0, { kind: 'kernelTooLarge', quietPatterns: orders.length });
  const budgetMs = minimumBudgetMs(options);
  const cells = particular.length;
  const overBudget = (estimatedMs: number): UnprovenReason => ({ kind: 'overBudget', solutionCount, estimatedMs, budgetMs });
  const boundOf = (set: SolutionSet): number => {
    const stopAt = performance.now() + BOUND_MS;
    return minimumLowerBound(set, new SearchControl(stopAt, total), stopAt);
  };
  let estimatedMs = facts.kernelMs + completeSearchMs(k, orders, cells);
  let set: SolutionSet | null = null;
  if (estimatedMs > budgetMs) {
    if (facts.kernelMs + completeSearchMs(k, orders, cells, 'least') > budgetMs) {
      if (facts.kernelMs > BOUND_KERNEL_MS) return atOnce(0, overBudget(estimatedMs));
      return atOnce(boundOf({ k, particular, generators: facts.kernel() }), overBudget(estimatedMs));
    }
    // The general search's cost depends on how many distinct cells the kernel has: counted once it is built.
    set = { k, particular, generators: facts.kernel() };
    estimatedMs = facts.kernelMs + measuredSearchMs(set);
    if (estimatedMs > budgetMs) return atOnce(boundOf(set), overBudget(estimatedMs));
  }
  // A second thread starts now, while the kernel is built, when the search is long enough to repay its start.
  const helper = completeSearchMs(k, orders, cells, 'least') >= SHARED_SEARCH_MS ? (options.searchThreads?.start() ?? null) : null;
  try {
    set ??= { k, particular, generators: facts.kernel() };
    const best = minimumSolution(set, {
      ...minimumSearchOptions(options, { presses: particular, totalPresses: total, solutionCount }),
      ...(helper !== null ? { helper } : {}),
    });
    if (!facts.solves(best.presses)) throw new Error('internal solver: the minimum search left the solution set');
    // Without a deadline only a set beyond every complete search ends unproven.
    const unproven: UnprovenReason = Number.isFinite(budgetMs) ? { kind: 'deadline', budgetMs } : overBudget(estimatedMs);
    return searchedOutcome(best, solutionCount, quietPatterns, best.minimal ? null : unproven);
  } finally {
    helper?.end();
  }
}

/** An unsolvable board's outcome: no presses and no solution, with the certificate that proves it. */
export function unsolvableOutcome(certificate: Uint8Array, quietPatterns: SolveOutcome['quietPatterns']): SolveOutcome {
  return {
    solvable: false,
    presses: null,
    totalPresses: null,
    minimal: false,
    lowerBound: null,
    unproven: null,
    solutionCount: 0n,
    quietPatterns,
    certificate,
  };
}

/** A solvable board's outcome after the minimum search: the best solution found, with what is proven of it and why not more. */
export function searchedOutcome(
  best: MinimumSearchResult,
  solutionCount: bigint,
  quietPatterns: SolveOutcome['quietPatterns'],
  unproven: UnprovenReason | null,
): SolveOutcome {
  return {
    solvable: true,
    presses: best.presses,
    totalPresses: best.total,
    minimal: best.minimal,
    lowerBound: best.lowerBound,
    unproven: best.minimal ? null : unproven,
    solutionCount,
    quietPatterns,
    certificate: null,
  };
}
