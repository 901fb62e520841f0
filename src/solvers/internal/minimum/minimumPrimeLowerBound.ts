/**
 * The block lower bound of {@link minimumLowerBound} for prime k = p (every generator of order p):
 * blocks grown greedily over GF(p) and each block's minimum searched over GF(p)^R.
 *
 * Every candidate's signature (its generator values) is kept reduced modulo the span of the block
 * so far. Candidates whose residuals are multiples of one another join the span together, so the
 * classes are the residuals scaled to a leading 1: add the largest class (ties: the one with the
 * earliest cell), and with it every cell whose residual becomes 0, until the rank reaches the
 * largest rank (by default {@link primeBlockRank}). A member's signature is then sum_j coordinate_j b_j over the chosen
 * vectors b_j, so on the block x_c = x0_c + sum_j coordinate_j <u, b_j>, and the block's minimum
 * over all v in GF(p)^R in place of (<u, b_j>)_j is a lower bound on what any solution presses
 * there. Pure.
 */

import { inverseMod } from '../arithmetic/modular';
import type { SolutionSet } from './minimumSearch';
import { SearchControl } from './minimumSearchControl';
import { patternTotal, smallMinimum } from './minimumSmallSearch';
import { ternaryExhaustiveMinimum, ternarySearchApplies } from './minimumTernarySearch';

/** Candidate cells considered for a block: the next unassigned cells in cell order. */
const BLOCK_WINDOW = 2048;
/** Largest block rank for p = 3, searched by the ternary transform. */
const TERNARY_BLOCK_RANK = 14;
/** Largest R p^(R+2) a block's minimum may cost (the small search's transform over GF(p)). */
const BLOCK_WORK = 2 ** 26;

/** The largest block rank for p: {@link TERNARY_BLOCK_RANK} for p = 3 (its own search), else R p^(R+2) within {@link BLOCK_WORK}. */
export function primeBlockRank(p: number): number {
  if (p === 3) return TERNARY_BLOCK_RANK;
  let rank = 1;
  while ((rank + 1) * p ** (rank + 3) <= BLOCK_WORK) rank++;
  return rank;
}

/** A block: members (indices into the candidates), their coordinates (rank digits each), and its rank. */
export interface PrimeBlock {
  readonly members: number[];
  readonly coordinates: number[][];
  readonly rank: number;
}

/** Grows a block over GF(p) from the candidates' signatures (rows of d values); the first candidate always joins. */
export function growPrimeBlock(signatures: readonly Uint8Array[], p: number, largestRank: number): PrimeBlock {
  const count = signatures.length;
  const residual = signatures.map((s) => s.slice());
  const coordinates = signatures.map(() => new Array<number>(largestRank).fill(0));
  const inSpan = new Uint8Array(count);
  const inverse = Array.from({ length: p }, (_, v) => (v === 0 ? 0 : inverseMod(v, p)));
  const leading = (r: Uint8Array): number => r.findIndex((v) => v !== 0);
  // Residuals equal up to a non-zero factor join one class: scaled to a leading 1.
  const scaledKey = (c: number): string => {
    const r = residual[c];
    const scale = inverse[r[leading(r)]];
    return Array.from(r, (v) => (v * scale) % p).join(',');
  };
  let rank = 0;
  while (rank < largestRank) {
    let chosen = largestClass(count, inSpan, scaledKey);
    if (rank === 0) chosen = 0;
    if (chosen < 0) break;
    const pivot = leading(residual[chosen]);
    const scale = inverse[residual[chosen][pivot]];
    const vector = Uint8Array.from(residual[chosen], (v) => (v * scale) % p);
    for (let c = 0; c < count; c++) {
      const r = residual[c];
      const factor = r[pivot];
      if (inSpan[c] || factor === 0) continue;
      let zero = true;
      for (let i = 0; i < r.length; i++) {
        r[i] = (r[i] + (p - factor) * vector[i]) % p;
        if (r[i] !== 0) zero = false;
      }
      coordinates[c][rank] = factor;
      if (zero) inSpan[c] = 1;
    }
    rank++;
  }
  const members: number[] = [];
  for (let c = 0; c < count; c++) if (inSpan[c]) members.push(c);
  return { members, coordinates: members.map((c) => coordinates[c].slice(0, rank)), rank };
}

/** The least total of a block's set: the ternary search for p = 3, the small search otherwise; 0 (still a bound) if it cannot finish by `stopAt`. */
function blockMinimum(local: SolutionSet, stopAt: number): number {
  if (!ternarySearchApplies(local)) return patternTotal(smallMinimum(local));
  const total = patternTotal(local.particular);
  const outcome = ternaryExhaustiveMinimum(local, { presses: local.particular, total }, new SearchControl(stopAt, total));
  return outcome.complete ? outcome.total : 0;
}

/** The sum of block minima over the touched cells (each generator of order p = k), blocks of rank at most `largestRank`, until `stopAt`. */
export function primeBlockBound(set: SolutionSet, touched: readonly number[], stopAt: number, largestRank = primeBlockRank(set.k)): number {
  const p = set.k;
  return sumOfBlockMinima(touched.length, BLOCK_WINDOW, stopAt, (window) => {
    const signatures = window.map((t) => Uint8Array.from(set.generators, (g) => g.pattern[touched[t]]));
    const block = growPrimeBlock(signatures, p, largestRank);
    const local: SolutionSet = {
      k: p,
      particular: Uint8Array.from(block.members, (member) => set.particular[touched[window[member]]]),
      generators: Array.from({ length: block.rank }, (_, j) => ({ pattern: Uint8Array.from(block.coordinates, (c) => c[j]), order: p })),
    };
    return { members: block.members, minimum: blockMinimum(local, stopAt) };
  });
}

/**
 * The first candidate of the largest class among candidates 0..count-1 not yet in the span, the
 * classes by `keyOf`; of classes alike in size, the one whose first candidate comes first. -1 when
 * every candidate is in the span.
 */
export function largestClass(count: number, inSpan: Uint8Array, keyOf: (candidate: number) => string | number): number {
  const classes = new Map<string | number, { size: number; first: number }>();
  let chosen = -1;
  let chosenSize = 0;
  for (let c = 0; c < count; c++) {
    if (inSpan[c]) continue;
    const key = keyOf(c);
    const entry = classes.get(key);
    const size = entry ? ++entry.size : 1;
    if (!entry) classes.set(key, { size, first: c });
    const first = entry ? entry.first : c;
    if (size > chosenSize || (size === chosenSize && first < chosen)) {
      chosen = first;
      chosenSize = size;
    }
  }
  return chosen;
}

/**
 * Sums block minima over `count` touched cells until `stopAt`: each block grows from a window of
 * the next `windowSize` unassigned cells (indices into the touched cells), and `blockOf(window)`
 * returns the members the block took (indices into the window) and its minimum.
 */
export function sumOfBlockMinima(
  count: number,
  windowSize: number,
  stopAt: number,
  blockOf: (window: readonly number[]) => { readonly members: readonly number[]; readonly minimum: number },
): number {
  const assigned = new Uint8Array(count);
  let bound = 0;
  let first = 0;
  while (first < count && performance.now() < stopAt) {
    const window: number[] = [];
    for (let t = first; t < count && window.length < windowSize; t++) if (!assigned[t]) window.push(t);
    const block = blockOf(window);
    block.members.forEach((member) => (assigned[window[member]] = 1));
    bound += block.minimum;
    while (first < count && assigned[first]) first++;
  }
  return bound;
}
