/**
 * Test support for the minimum search: plain enumeration of a solution set, membership checks,
 * and fast-check arbitraries of random sets (k = 2..36, generators of mixed orders).
 */

import fc from 'fast-check';
import type { SolutionSet } from '../../../src/solvers/internal/minimum/minimumSearch';

/** The sum of a pattern's entries. */
export function total(pattern: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < pattern.length; i++) sum += pattern[i];
  return sum;
}

/** Every member of the set, by an ordinary counter over the coefficients (small sets only). */
export function* members(set: SolutionSet): Generator<number[]> {
  const digits = set.generators.map(() => 0);
  for (;;) {
    const x = Array.from(set.particular);
    set.generators.forEach((g, i) => g.pattern.forEach((value, cell) => (x[cell] = (x[cell] + value * digits[i]) % set.k)));
    yield x;
    let i = 0;
    while (i < digits.length && ++digits[i] === set.generators[i].order) digits[i++] = 0;
    if (i === digits.length) return;
  }
}

/** The least total over the set, by enumeration. */
export function enumeratedMinimum(set: SolutionSet): number {
  let best = Infinity;
  for (const x of members(set)) best = Math.min(best, total(x));
  return best;
}

/** Whether the pattern is a member of the set (by enumeration). */
export function isMember(set: SolutionSet, presses: ArrayLike<number>): boolean {
  for (const x of members(set)) if (x.every((value, cell) => value === presses[cell])) return true;
  return false;
}

/**
 * The least total of a binary set over at most 32 cells, by a Gray code over bit masks (fast
 * enough for 2^22 solutions).
 */
export function binaryMaskMinimum(set: SolutionSet): number {
  const toMask = (pattern: ArrayLike<number>): number => {
    let mask = 0;
    for (let cell = 0; cell < pattern.length; cell++) if (pattern[cell] & 1) mask |= 1 << cell;
    return mask;
  };
  const masks = set.generators.map((g) => toMask(g.pattern));
  let current = toMask(set.particular);
  let best = popcount(current);
  for (let step = 1; step < 2 ** masks.length; step++) {
    current ^= masks[31 - Math.clz32(step & -step)];
    best = Math.min(best, popcount(current));
  }
  return best;
}

function popcount(value: number): number {
  let count = 0;
  for (let rest = value >>> 0; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** The divisors of k above 1. */
function ordersOf(k: number): number[] {
  return Array.from({ length: k - 1 }, (_, i) => i + 2).filter((order) => k % order === 0);
}

/**
 * A random set over Z_k with the given cell and generator counts: each generator gets an order
 * dividing k and values that are multiples of k / order. Generators need not be independent, so
 * enumeration may meet a member more than once, which the minimum does not mind.
 */
export function randomSet(k: number, cells: number, generatorCount: number, values: readonly number[], orderChoices: readonly number[]): SolutionSet {
  const orders = ordersOf(k);
  let next = 0;
  const value = (): number => values[next++ % values.length];
  const particular = Uint8Array.from({ length: cells }, () => value() % k);
  const generators = Array.from({ length: generatorCount }, (_, g) => {
    const order = orders[orderChoices[g % orderChoices.length] % orders.length];
    const unit = k / order;
    const pattern = Uint8Array.from({ length: cells }, () => ((value() % order) * unit) % k);
    return { pattern, order };
  });
  return { k, particular, generators };
}

/** Arbitrary k: primes, prime powers and composites in 2..36. */
export const anyK = fc.constantFrom(2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 16, 25, 27, 30, 36);
