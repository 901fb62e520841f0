/**
 * What the minimum search costs, known before it starts and before the kernel it searches is
 * built: the typical rates of each step on the 2-core machine ({@link SEARCH_RATES}), the time a
 * complete search of a set of given orders would take ({@link completeSearchMs}) and the time its
 * kernel takes to build ({@link kernelBuildMs}). The solve compares their sum with the time
 * allowed and runs the search only when it fits. Pure.
 */

import { binarySearchApplies } from './minimumBinarySearch';
import { generalSearchApplies } from './minimumGeneralSearch';
import { groupRingSearchApplies } from './minimumGroupRingSearch';
import { reducedSet } from './minimumOrderReduction';
import type { SolutionSet } from './minimumSearch';
import { mergeCellsByDigits } from './minimumEntryIndex';
import { SMALL_SET_SOLUTIONS } from './minimumSmallSearch';
import { ternarySearchApplies } from './minimumTernarySearch';

/** Largest set the exhaustive search starts on without a deadline (beyond it, only the neighbourhood search). */
export const LARGEST_UNBOUNDED_SEARCH = 2n ** 40n;

/**
 * The typical rates on a 2-core machine, one table. The exhaustive searches in solutions per
 * second (CPU time, WebAssembly SIMD): k = 2, the split Walsh-Hadamard search (2^32 in about
 * 1.2 s); k = 3, the Eisenstein search (3^18 of the 1000x1000 board in about 1.3 s; boards whose
 * cells merge into fewer entries go faster); k = 4..12, the group ring search (2^28 with k = 4 in
 * 0.7 to 1.5 s, 5^12 with k = 5 in 0.7 to 2.1 s; k = 6 to 12 with butterflies of k o additions per
 * inner generator of order o); other k on sets of few distinct cells (2^25.5 in about 11 s). The
 * general search in entry updates per second (one update: one value of one table row; see
 * {@link completeSearchMs}). Building the kernel in pattern cells per second (generators times
 * cells): by polynomial arithmetic (plain and torus boards over a prime) or by chasing (other
 * boards). Reading the kernel into the searches' entries, in pattern cells per second.
 */
export const SEARCH_RATES = {
  binarySolutionsPerSecond: 3e9,
  ternarySolutionsPerSecond: 3e8,
  groupRingSolutionsPerSecond: new Map([
    [4, 1.5e8],
    [5, 1e8],
    [6, 6e7],
    [7, 3e7],
    [8, 3e7],
    [9, 3e7],
    [10, 3e7],
    [12, 3e7],
  ]) as ReadonlyMap<number, number>,
  otherSolutionsPerSecond: 4e6,
  generalUpdatesPerSecond: 2e8,
  polynomialKernelCellsPerSecond: 2e8,
  chasedKernelCellsPerSecond: 3e7,
  entryCellsPerSecond: 4e7,
} as const;

/** The typical rate of the exhaustive search that a set over Z_k of solutions takes, in solutions per second (k: the set's, or its reduced set's). */
function exhaustiveRate(k: number): number {
  if (k === 2) return SEARCH_RATES.binarySolutionsPerSecond;
  if (k === 3) return SEARCH_RATES.ternarySolutionsPerSecond;
  return SEARCH_RATES.groupRingSolutionsPerSecond.get(k) ?? SEARCH_RATES.otherSolutionsPerSecond;
}

/**
 * The estimated milliseconds of a complete search from which it takes a second thread: a Node
 * worker thread starts in about 40 ms on an idle machine (90-360 ms under load) and reads the
 * kernel's cells again before it walks; one that starts late only takes fewer of the search's
 * blocks, so the bar is where its start costs less than the half of the search it saves.
 */
export const SHARED_SEARCH_MS = 200;

/** A set more than this many times larger than the typical rate covers before the deadline is not started by the search itself. */
const EXHAUSTIVE_MARGIN = 4;

/**
 * The inner table (combinations times k values) the general search's rate was measured with. The
 * search takes tables up to 2^17 (LARGEST_GENERAL_TABLE): on million-cell sets it walks a
 * third of the steps, so this estimate runs over its time (hex 1000x1000 k = 15: about twice),
 * which keeps every board's choice between searching and answering at once as it was measured.
 */
const ESTIMATED_GENERAL_TABLE = 2 ** 15;

/** Largest cells times solutions the small search takes for k > 2 (its Gray code steps over every group). */
const SMALL_SEARCH_WORK = 2 ** 26;

/**
 * Whether an exhaustive search of `count` solutions may finish within `milliseconds` (infinite:
 * no deadline, where sets up to 2^40 are searched): within {@link EXHAUSTIVE_MARGIN} times what
 * the typical rate covers.
 */
export function exhaustiveWithinReach(k: number, count: bigint, milliseconds: number): boolean {
  if (!Number.isFinite(milliseconds)) return count <= LARGEST_UNBOUNDED_SEARCH;
  return Number(count) <= exhaustiveRate(k) * Math.max(0, milliseconds / 1000) * EXHAUSTIVE_MARGIN;
}

/** Whether a set of `count` solutions over `cells` cells is searched at once by the small search (no deadline). */
export function smallSearchApplies(k: number, count: bigint, cells: number): boolean {
  return count <= BigInt(SMALL_SET_SOLUTIONS) && (k === 2 || Number(count) * cells <= SMALL_SEARCH_WORK);
}

/**
 * Milliseconds to build a kernel as full patterns: `polynomial` generators from polynomial parts
 * and `chased` generators by chasing, each a pattern of `cells` cells.
 */
export function kernelBuildMs(cells: number, polynomial: number, chased: number): number {
  return 1000 * cells * (polynomial / SEARCH_RATES.polynomialKernelCellsPerSecond + chased / SEARCH_RATES.chasedKernelCellsPerSecond);
}

/**
 * Milliseconds a complete search of the set x0 + sum c_i g_i (generator orders `orders` over Z_k,
 * patterns of `cells` cells) would take once its kernel is built, by the search that would run;
 * Infinity when no exhaustive search covers the set. Reading the kernel costs cells times
 * generators. The small search (one transform or a short Gray code) costs nothing more; k = 2
 * and k = 3 go at their rates in solutions per second. The general search merges cells into at
 * most min(cells, k * solutions) entries, keeps an inner table of S combinations (the largest
 * product of orders with S * k within its table) and walks the solutions / S outer steps, each
 * moving every entry (2k updates each) and transforming the table (S k times the inner orders);
 * its cost grows with the entries. `bound` 'most' takes the most entries there can be, every
 * generator touching all of them; 'least' the least the general search can cost (for a set
 * whose entries are yet unknown: see {@link measuredSearchMs} once the kernel is built).
 */
export function completeSearchMs(k: number, orders: readonly number[], cells: number, bound: 'most' | 'least' = 'most'): number {
  const d = orders.length;
  const count = orders.reduce((product, order) => product * BigInt(order), 1n);
  const readMs = (1000 * cells * d) / SEARCH_RATES.entryCellsPerSecond;
  if (d === 0 || smallSearchApplies(k, count, cells)) return readMs;
  // The predicates read only k and the orders.
  const shape: SolutionSet = { k, particular: new Uint8Array(0), generators: orders.map((order) => ({ pattern: new Uint8Array(0), order })) };
  const solutions = Number(count);
  // The searches in the order minimumSearch's exhaustive() tries them.
  if (k === 2) return binarySearchApplies(shape) ? readMs + (1000 * solutions) / SEARCH_RATES.binarySolutionsPerSecond : Infinity;
  const reduced = reducedSet(shape);
  if (reduced !== null && ((reduced.k === 2 && binarySearchApplies(reduced)) || ternarySearchApplies(reduced)))
    return readMs + (1000 * solutions) / exhaustiveRate(reduced.k);
  if (ternarySearchApplies(shape)) return readMs + (1000 * solutions) / SEARCH_RATES.ternarySolutionsPerSecond;
  if (groupRingSearchApplies(shape)) return readMs + (1000 * solutions) / exhaustiveRate(k);
  if (!generalSearchApplies(shape)) return Infinity;
  // At least: the transform of a one-generator table for every solution, no entry moved.
  if (bound === 'least') return readMs + (1000 * solutions * k * Math.min(...orders)) / SEARCH_RATES.generalUpdatesPerSecond;
  const entries = Math.min(cells, k * solutions);
  return (
    readMs +
    generalSearchMs(
      k,
      orders,
      entries,
      orders.map(() => entries),
    )
  );
}

/**
 * {@link completeSearchMs} of a set whose kernel is built: for the general search, with the
 * entries and the entries each generator touches counted as the search merges cells (by x0
 * value and digits), in one pass over the patterns; the other searches as before.
 */
export function measuredSearchMs(set: SolutionSet): number {
  const { k, particular, generators } = set;
  const orders = generators.map((g) => g.order);
  const cells = particular.length;
  const estimate = completeSearchMs(k, orders, cells);
  if (estimate === completeSearchMs(k, orders, cells, 'least')) return estimate;
  const d = generators.length;
  const { firstCells } = mergeCellsByDigits(set);
  const touches = generators.map(({ pattern }) => {
    let count = 0;
    for (let e = 0; e < firstCells.length; e++) if (pattern[firstCells[e]] !== 0) count++;
    return count;
  });
  return (1000 * cells * d) / SEARCH_RATES.entryCellsPerSecond + generalSearchMs(k, orders, firstCells.length, touches);
}

/**
 * The general search over `entries` merged entries, generator i touching `touches[i]` of them:
 * the generators touching the most entries form the inner table of S combinations (while S * k
 * stays within its table and S within the entries), the others are walked in Gray-code order,
 * the one touching the fewest changing most often; every step moves the entries its generator
 * touches (2k updates each) and transforms the table (S k times the inner orders).
 */
function generalSearchMs(k: number, orders: readonly number[], entries: number, touches: readonly number[]): number {
  const byTouches = orders.map((_, i) => i).sort((a, b) => touches[b] - touches[a]);
  let size = 1;
  let innerOrders = 0;
  let inner = 0;
  for (const i of byTouches) {
    const order = orders[i];
    if (inner > 0 && (size * order * k > ESTIMATED_GENERAL_TABLE || size * order > Math.max(order, entries))) break;
    size *= order;
    innerOrders += order;
    inner++;
  }
  // Outer digit j (fewest touches first) changes in all but one of every order_j steps of the digits below it.
  const outer = byTouches.slice(inner).reverse();
  const steps = outer.reduce((product, i) => product * orders[i], 1);
  let below = 1;
  let moves = 0;
  for (const i of outer) {
    moves += (steps / below) * (1 - 1 / orders[i]) * touches[i];
    below *= orders[i];
  }
  const updates = 2 * k * moves + steps * size * k * innerOrders;
  return (1000 * updates) / SEARCH_RATES.generalUpdatesPerSecond;
}
