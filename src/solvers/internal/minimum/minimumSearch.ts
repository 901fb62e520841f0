/**
 * The minimum-press solution among all solutions x0 + sum c_i g_i (0 <= c_i < order_i) of a
 * board, with a proof when the search is complete and a proven lower bound when it is not. The
 * total presses of a pattern is the sum of its entries taken as 0..k-1.
 *
 * 1. Small sets ({@link smallSearchApplies}) are searched at once ({@link smallMinimum}).
 * 2. A proven lower bound ({@link minimumLowerBound}); a solution meeting it is minimal.
 * 3. A short large-neighbourhood search ({@link neighbourhoodSearch}) gives a good first solution.
 * 4. The exhaustive search: for k = 2 the split Walsh-Hadamard transform in Gray-code order
 *    ({@link binaryExhaustiveMinimum}, SIMD where the engine has WebAssembly), for k = 3 its analogue over
 *    the Eisenstein integers ({@link ternaryExhaustiveMinimum}), for a kernel of order 2 or 3 alone
 *    the same on the reduced set ({@link reducedSet}), else the split group-ring transform
 *    ({@link groupRingExhaustiveMinimum} with SIMD, else {@link generalExhaustiveMinimum}), shared
 *    with the `helper` thread when one is given ({@link exhaustiveSearch}: the same answer). A set it
 *    with k > 2 that it settles within about {@link QUICK_EXHAUSTIVE_MS} goes to it without steps 2 and 3. It is not started when the set is far beyond what its typical
 *    rate covers before the deadline ({@link exhaustiveWithinReach}), and dropped early when its own
 *    rate shows it cannot finish.
 * 5. When it could not finish, a short effort sharpens the lower bound with larger blocks (k = 2, 3)
 *    and improves the best by the neighbourhood search over random windows.
 * A set that cannot be searched completely (say 2^64 solutions of a 1000x1000 torus) gets a short
 * effort instead of the whole time allowed: steps 2, 3 and 5 within {@link UNPROVABLE_EFFORT_MS}
 * (or {@link UNPROVABLE_EFFORT_SHARE} of the time, if less), so a huge board's answer does not wait
 * for a deadline that could not bring a proof.
 * The deadline is checked every chunk of about 50 ms; progress is reported at most 4 times a
 * second. Pure.
 */

import { exhaustiveSearch, type SearchThread } from './minimumExhaustiveSearch';
import { minimumLowerBound } from './minimumLowerBound';
import { neighbourhoodSearch, type Candidate } from './minimumNeighbourhood';
import { SearchControl } from './minimumSearchControl';
import { exhaustiveWithinReach, smallSearchApplies } from './minimumSearchCost';
import { reducedOrder } from './minimumOrderReduction';
import { patternTotal, smallMinimum } from './minimumSmallSearch';

/** Largest solution-set size settled in well under a second for k = 2: 2^24 solutions. */
export const EXACT_SEARCH_LIMIT_BINARY = 2 ** 24;
/** Largest solution-set size settled in well under a second for k > 2: 2^22 solutions. */
export const EXACT_SEARCH_LIMIT_GENERAL = 2 ** 22;

/** The solution-set size up to which {@link minimumSolution} is quick (well under a second) for k states. */
export function defaultExactSearchLimit(k: number): number {
  return k === 2 ? EXACT_SEARCH_LIMIT_BINARY : EXACT_SEARCH_LIMIT_GENERAL;
}

/** For k > 2 the exhaustive search starts without the first lower bound and neighbourhood search when its typical rate covers the set within this many milliseconds (times the cost model's margin). */
const QUICK_EXHAUSTIVE_MS = 400;
/** Share of the time the first lower bound and the first neighbourhood search may take each, and their cap in milliseconds. */
const FIRST_STEP_SHARE = 0.05;
const FIRST_STEP_MS = 250;
/** Block ranks of the sharper lower bounds when the exhaustive search cannot finish (by k), and their share of the time left. */
const REFINED_BLOCK_RANKS = new Map([
  [2, [20, 24, 28]],
  [3, [16, 18]],
]);
const REFINED_BOUND_SHARE = 0.4;
/** Time the sharper lower bounds may take when there is no deadline. */
const UNBOUNDED_REFINEMENT_MS = 10_000;
/** Random windows of the neighbourhood search when there is no deadline. */
const UNBOUNDED_RANDOM_WINDOWS = 256;
/** The effort spent on a set that cannot be searched completely: at most this many milliseconds, or this share of the time allowed. */
export const UNPROVABLE_EFFORT_MS = 1000;
export const UNPROVABLE_EFFORT_SHARE = 0.05;

/** A solution set x0 + span: a particular solution and kernel generators with their orders. */
export interface SolutionSet {
  readonly k: number;
  /** A particular solution, entries 0..k-1. */
  readonly particular: Uint8Array;
  /** Kernel generators over Z_k (entries 0..k-1) with their additive orders; each solution is particular + sum c_i g_i for exactly one c (0 <= c_i < order_i). */
  readonly generators: readonly { readonly pattern: Uint8Array; readonly order: number }[];
}

/** When to stop and where to report progress. */
export interface MinimumSearchOptions {
  /** performance.now() time at which the search stops and returns its best (minimal: false unless proven). Default: no deadline. */
  readonly deadline?: number;
  /** Progress, at most a few times a second: share of the search done, fewest presses found so far, proven lower bound. */
  readonly onProgress?: (progress: { readonly fraction: number; readonly bestTotal: number; readonly lowerBound: number }) => void;
  /** A second thread that takes a share of the exhaustive search (the answer is the same without it); the caller ends it. */
  readonly helper?: SearchThread;
}

/** The pattern found, whether it is proven minimal, and a proven lower bound. */
export interface MinimumSearchResult {
  readonly presses: Uint8Array;
  readonly total: number;
  /** True when the whole solution set was searched (or total equals the proven lower bound). */
  readonly minimal: boolean;
  /** A proven lower bound on the total of every solution in the set; equals total when minimal. */
  readonly lowerBound: number;
}

/** The number of solutions of the set as a bigint. */
export function solutionCount(set: SolutionSet): bigint {
  return set.generators.reduce((product, g) => product * BigInt(g.order), 1n);
}

/**
 * The fewest-presses member of the set: proven minimal when the whole set was searched before
 * the deadline (or it meets the lower bound), otherwise the best found with `minimal: false`.
 * Always a member of the set, always with a proven lower bound.
 */
export function minimumSolution(set: SolutionSet, options: MinimumSearchOptions = {}): MinimumSearchResult {
  const count = solutionCount(set);
  if (set.generators.length === 0) return proven(set.particular.slice());
  if (smallSearchApplies(set.k, count, set.particular.length)) return proven(smallMinimum(set));
  const deadline = options.deadline ?? Infinity;
  let best: Candidate = { presses: set.particular.slice(), total: patternTotal(set.particular) };
  const control = new SearchControl(deadline, best.total, options.onProgress);
  const started = control.startedAt;
  const share = (fraction: number, cap: number): number => started + Math.min(cap, Number.isFinite(deadline) ? (deadline - started) * fraction : cap);
  const finish = (minimal: boolean): MinimumSearchResult => {
    const lowerBound = minimal ? best.total : Math.min(control.lowerBound, best.total);
    control.bestTotal = best.total;
    control.lowerBound = lowerBound;
    control.progress(1, true);
    return { presses: best.presses, total: best.total, minimal: minimal || lowerBound === best.total, lowerBound };
  };
  const bounded = (): boolean => best.total <= control.lowerBound;

  // The rates are those of the search that runs: of the reduced set when the kernel has one order below k.
  const searchedK = reducedOrder(set) ?? set.k;
  if (!exhaustiveWithinReach(searchedK, count, deadline - started)) {
    // No proof can come before the deadline: a short effort for a good solution and a bound.
    const effortEnd =
      started + (Number.isFinite(deadline) ? Math.min(UNPROVABLE_EFFORT_MS, (deadline - started) * UNPROVABLE_EFFORT_SHARE) : UNPROVABLE_EFFORT_MS);
    control.lowerBound = minimumLowerBound(set, control, started + (effortEnd - started) * 0.4);
    control.progress(0);
    if (!bounded()) best = neighbourhoodSearch(set, best, control, effortEnd, 0);
    return finish(false);
  }

  // For k > 2 the first bound is weak: a set the exhaustive search (of the reduced set, if any) settles in about a second goes to it at once.
  if (searchedK === 2 || !exhaustiveWithinReach(searchedK, count, QUICK_EXHAUSTIVE_MS)) {
    control.lowerBound = minimumLowerBound(set, control, share(FIRST_STEP_SHARE, FIRST_STEP_MS));
    control.progress(0);
    if (bounded() || control.expired()) return finish(false);
    best = neighbourhoodSearch(set, best, control, share(FIRST_STEP_SHARE, FIRST_STEP_MS), 0);
    if (bounded() || control.expired()) return finish(false);
  }

  const searched = exhaustiveSearch(set, best, control, options.helper ?? null);
  if (searched) {
    best = searched.best;
    if (searched.complete) return finish(true);
  }
  // The set is too large to search in time: a short effort sharpens the bound with larger blocks, then improves the best.
  const effortEnd = Math.min(
    deadline,
    performance.now() + (Number.isFinite(deadline) ? Math.min(UNPROVABLE_EFFORT_MS, (deadline - started) * UNPROVABLE_EFFORT_SHARE) : UNBOUNDED_REFINEMENT_MS),
  );
  const refinedRanks = REFINED_BLOCK_RANKS.get(set.k) ?? [];
  if (refinedRanks.length > 0) {
    const boundStop = performance.now() + (effortEnd - performance.now()) * REFINED_BOUND_SHARE;
    for (const rank of refinedRanks) {
      if (performance.now() >= boundStop || bounded()) break;
      control.lowerBound = Math.max(control.lowerBound, minimumLowerBound(set, control, boundStop, rank));
      control.progressByTime();
    }
  }
  if (!bounded()) best = neighbourhoodSearch(set, best, control, effortEnd, Number.isFinite(deadline) ? Infinity : UNBOUNDED_RANDOM_WINDOWS);
  return finish(false);
}

function proven(presses: Uint8Array): MinimumSearchResult {
  const total = patternTotal(presses);
  return { presses, total, minimal: true, lowerBound: total };
}
