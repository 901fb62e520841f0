/**
 * A proven lower bound on the presses of every solution x0 + sum c_i g_i.
 *
 * The minimum of a sum is at least the sum of the minima: split the cells into blocks and add,
 * per block, the fewest presses any solution makes on that block. A block's minimum is an
 * exhaustive search over the restriction of the span to the block, which has 2^R members when
 * the block's signatures (s_c: bit i = g_i at c) span R dimensions, however many cells it has.
 * Cells no generator touches are a block of their own with its x0 total.
 *
 * The blocks (k = 2) are grown greedily so that each holds many cells for its rank: keep every
 * candidate's signature reduced modulo the span of the block so far; candidates with equal
 * residuals join the span together, so add the largest class of equal residuals (ties: the one
 * with the earliest cell, which keeps blocks local on row-major boards), and with it every cell
 * whose residual becomes 0, until the rank reaches the given largest rank. For prime k the same
 * over GF(k) ({@link primeBlockBound}); for other k the blocks are the cells with equal
 * signatures (they move together). Work stops at the given time; cells left
 * over count 0. Pure.
 */

import { isPrime } from '../arithmetic/modular';
import { binaryExhaustiveMinimum } from './minimumBinarySearch';
import { largestClass, primeBlockBound, sumOfBlockMinima } from './minimumPrimeLowerBound';
import { SearchControl } from './minimumSearchControl';
import type { SolutionSet } from './minimumSearch';
import { walshHadamard } from './minimumSmallSearch';

/** The first largest rank of a block: its minimum costs a transform over 2^rank points; larger ranks give larger bounds. */
export const FIRST_BLOCK_RANK = 16;
/** Block ranks from which the block minimum is taken by the split search (SIMD where available). */
const SPLIT_SEARCH_RANK = 18;
/** Candidate cells considered for a block: the next unassigned cells in cell order. */
const BLOCK_WINDOW = 4096;

/**
 * A lower bound on the total of every member of the set with blocks of rank at most `blockRank`
 * (default: {@link FIRST_BLOCK_RANK} for k = 2, primeBlockRank for prime k), computed until
 * `stopAt` (a performance.now() time).
 */
export function minimumLowerBound(set: SolutionSet, control: SearchControl, stopAt: number, blockRank?: number): number {
  const { k, particular, generators } = set;
  const cells = particular.length;
  const words = Math.ceil(generators.length / 32);
  const signatures = new Uint32Array(cells * words);
  generators.forEach((g, i) => {
    const word = i >>> 5;
    const bit = 1 << (i & 31);
    for (let cell = 0; cell < cells; cell++) if (g.pattern[cell] !== 0) signatures[cell * words + word] |= bit;
  });
  let fixed = 0;
  const touched: number[] = [];
  for (let cell = 0; cell < cells; cell++) {
    let moving = false;
    for (let w = 0; w < words; w++) if (signatures[cell * words + w] !== 0) moving = true;
    if (moving) touched.push(cell);
    else fixed += particular[cell];
  }
  if (touched.length === 0 || performance.now() >= stopAt || control.expired()) return fixed;
  if (k === 2) return fixed + binaryBlockBound(set, touched, signatures, words, stopAt, blockRank ?? FIRST_BLOCK_RANK);
  if (isPrime(k) && generators.every((g) => g.order === k)) return fixed + primeBlockBound(set, touched, stopAt, blockRank);
  return fixed + equalSignatureBound(set, touched, stopAt);
}

function binaryBlockBound(set: SolutionSet, touched: readonly number[], signatures: Uint32Array, words: number, stopAt: number, blockRank: number): number {
  return sumOfBlockMinima(touched.length, BLOCK_WINDOW, stopAt, (window) => {
    const block = growBlock(
      window.map((t) => touched[t]),
      signatures,
      words,
      blockRank,
    );
    const particular = block.members.map((member) => set.particular[touched[window[member]]]);
    const minimum =
      block.rank < SPLIT_SEARCH_RANK
        ? blockMinimum(particular, block.coordinates, block.rank)
        : splitBlockMinimum(particular, block.coordinates, block.rank, stopAt);
    return { members: block.members, minimum };
  });
}

/** A block: members (indices into the candidates), their coordinates over the block's basis, and its rank. */
interface Block {
  readonly members: number[];
  readonly coordinates: number[];
  readonly rank: number;
}

/** Grows a block from the candidate cells (see the file comment); the first candidate always joins. */
export function growBlock(candidates: readonly number[], signatures: Uint32Array, words: number, blockRank: number): Block {
  const count = candidates.length;
  const residual = new Uint32Array(count * words);
  candidates.forEach((cell, c) => residual.set(signatures.subarray(cell * words, (cell + 1) * words), c * words));
  const coordinates = new Uint32Array(count);
  const inSpan = new Uint8Array(count);
  let rank = 0;
  const keyOf = (c: number): string | number => {
    if (words === 1) return residual[c];
    let key = '';
    for (let w = 0; w < words; w++) key += `${residual[c * words + w]},`;
    return key;
  };
  while (rank < blockRank) {
    let chosen = largestClass(count, inSpan, keyOf);
    // The block starts at the first candidate, so it stays where the caller's window starts.
    if (rank === 0) chosen = 0;
    if (chosen < 0) break;
    const vector = residual.slice(chosen * words, (chosen + 1) * words);
    let pivotWord = 0;
    while (vector[pivotWord] === 0) pivotWord++;
    const pivotBit = vector[pivotWord] & -vector[pivotWord];
    const mask = 1 << rank;
    for (let c = 0; c < count; c++) {
      if (inSpan[c] || (residual[c * words + pivotWord] & pivotBit) === 0) continue;
      let zero = true;
      for (let w = 0; w < words; w++) {
        residual[c * words + w] ^= vector[w];
        if (residual[c * words + w] !== 0) zero = false;
      }
      coordinates[c] ^= mask;
      if (zero) inSpan[c] = 1;
    }
    rank++;
  }
  const members: number[] = [];
  const memberCoordinates: number[] = [];
  for (let c = 0; c < count; c++) {
    if (!inSpan[c]) continue;
    members.push(c);
    memberCoordinates.push(coordinates[c]);
  }
  return { members, coordinates: memberCoordinates, rank };
}

/**
 * The fewest presses on a block over the whole set (k = 2): cell j is pressed iff
 * x0_j + <v, coordinates_j> is odd for v ranging over GF(2)^rank, so by a Walsh-Hadamard transform.
 */
export function blockMinimum(particular: readonly number[], coordinates: readonly number[], rank: number): number {
  const size = 2 ** rank;
  const weights = new Float64Array(size);
  particular.forEach((value, j) => (weights[coordinates[j]] += 1 - 2 * value));
  walshHadamard(weights);
  let largest = -Infinity;
  for (let i = 0; i < size; i++) if (weights[i] > largest) largest = weights[i];
  return (particular.length - largest) / 2;
}

/** {@link blockMinimum} by the split search, or 0 (a bound still) when it cannot finish by `stopAt`. */
function splitBlockMinimum(particular: readonly number[], coordinates: readonly number[], rank: number, stopAt: number): number {
  const generators = Array.from({ length: rank }, (_, bit) => ({ pattern: Uint8Array.from(coordinates, (c) => (c >>> bit) & 1), order: 2 }));
  const set: SolutionSet = { k: 2, particular: Uint8Array.from(particular), generators };
  const total = particular.reduce((sum, value) => sum + value, 0);
  const outcome = binaryExhaustiveMinimum(set, { presses: set.particular, total }, new SearchControl(stopAt, total));
  return outcome.complete ? outcome.total : 0;
}

/**
 * For k > 2: cells with equal signatures move together, each by the same t = <c, s> in the
 * subgroup of Z_k the signature's entries generate; per group, the least total over those t.
 * Cells are grouped by a hash of their signature and checked against their group's first cell,
 * so a collision only splits a group (the bound stays proven).
 */
function equalSignatureBound(set: SolutionSet, touched: readonly number[], stopAt: number): number {
  const { k, particular, generators } = set;
  const hash = new Float64Array(touched.length);
  generators.forEach((g, i) => {
    const factor = 1 + ((Math.imul(i + 1, 0x9e3779b1) >>> 0) % 1000003);
    touched.forEach((cell, t) => (hash[t] = (hash[t] * 31 + factor * g.pattern[cell]) % 4294967291));
  });
  const groups = new Map<number, number[][]>();
  touched.forEach((cell, t) => {
    const buckets = groups.get(hash[t]) ?? [];
    if (buckets.length === 0) groups.set(hash[t], buckets);
    const same = buckets.find((group) => generators.every((g) => g.pattern[group[0]] === g.pattern[cell]));
    if (same) same.push(cell);
    else buckets.push([cell]);
  });
  let bound = 0;
  let checked = 0;
  for (const buckets of groups.values()) {
    for (const group of buckets) {
      if (++checked % 4096 === 0 && performance.now() >= stopAt) return bound;
      let step = k;
      for (const g of generators) step = gcd(step, g.pattern[group[0]]);
      let least = Infinity;
      for (let t = 0; t < k; t += step) {
        let total = 0;
        for (const cell of group) total += (particular[cell] + t) % k;
        least = Math.min(least, total);
      }
      bound += least;
    }
  }
  return bound;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
