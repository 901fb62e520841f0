/**
 * What the exhaustive minimum search costs, known before it starts: the typical rate of each
 * search (solutions per second on the 2-core machine) and whether a set of a given size can be
 * searched completely within a time. Pure.
 */

/** Largest set the exhaustive search starts on without a deadline (beyond it, only the neighbourhood search). */
export const LARGEST_UNBOUNDED_SEARCH = 2n ** 40n;

/**
 * Typical solutions per second of the exhaustive searches on a 2-core machine, by k (CPU time,
 * WebAssembly SIMD): k = 2, the split Walsh-Hadamard search, 2^32 in about 1.2 s; k = 3, the
 * Eisenstein search, 3^18 of the 1000x1000 board in about 1.3 s (boards whose cells merge into
 * fewer entries go faster); k = 4 and 5, the group ring search, 2^28 (23x23 and 101x101
 * plain) in 0.7 to 1.5 s and 5^12 (24x24 and 99x99 plain, 61x61 hex) in 0.7 to 2.1 s; k = 6 to 12,
 * the same with butterflies of k o additions per inner generator of order o; other k (orders too
 * large for the unrolled kernel), the general split search, 2^25.5 in about 11 s. A set more than
 * {@link EXHAUSTIVE_MARGIN} times larger than the rate covers before the deadline is not started.
 */
const EXHAUSTIVE_RATE = new Map([
  [2, 3e9],
  [3, 3e8],
  [4, 1.5e8],
  [5, 1e8],
  [6, 6e7],
  [7, 3e7],
  [8, 3e7],
  [9, 3e7],
  [10, 3e7],
  [12, 3e7],
]);
const EXHAUSTIVE_RATE_OTHER = 4e6;
const EXHAUSTIVE_MARGIN = 4;

/**
 * Whether an exhaustive search of `count` solutions may finish within `milliseconds` (infinite:
 * no deadline, where sets up to 2^40 are searched): within {@link EXHAUSTIVE_MARGIN} times what
 * the typical rate covers.
 */
export function exhaustiveWithinReach(k: number, count: bigint, milliseconds: number): boolean {
  if (!Number.isFinite(milliseconds)) return count <= LARGEST_UNBOUNDED_SEARCH;
  const reach = (EXHAUSTIVE_RATE.get(k) ?? EXHAUSTIVE_RATE_OTHER) * Math.max(0, milliseconds / 1000) * EXHAUSTIVE_MARGIN;
  return Number(count) <= reach;
}
