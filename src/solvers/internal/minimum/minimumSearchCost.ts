/**
 * What the exhaustive minimum search costs, known before it starts: the typical rate of each
 * search (solutions per second on the 2-core machine) and whether a set of a given size can be
 * searched completely within a time. Pure.
 */

/** Largest set the exhaustive search starts on without a deadline (beyond it, only the neighbourhood search). */
export const LARGEST_UNBOUNDED_SEARCH = 2n ** 40n;

/**
 * Typical solutions per second of the exhaustive searches on a 2-core machine (k = 2 with SIMD:
 * 2^32 in about 1.2 s; k = 3: 3^21 in about 10 s; other k: 2^25.5 in about 11 s). A set more than
 * {@link EXHAUSTIVE_MARGIN} times larger than the rate covers before the deadline is not started.
 */
const EXHAUSTIVE_RATE = new Map([
  [2, 3e9],
  [3, 1e9],
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
