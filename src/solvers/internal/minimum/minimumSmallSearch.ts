/**
 * Exact minimum over a small solution set x0 + sum c_i g_i (0 <= c_i < order_i), in one go
 * without a deadline: the windows of the neighbourhood search and the blocks of the lower bound
 * use it, and so does every set of at most {@link SMALL_SET_SOLUTIONS} solutions.
 *
 * - k = 2: one Walsh-Hadamard transform. With s_c the signature of cell c (bit i = g_i at c) and
 *   a[s] = sum over cells of signature s of (1 - 2 x0_c), the total of x0 + sum_i j_i g_i is
 *   X0 + (A - a^(j)) / 2 (a^ the transform, A the sum of a): all 2^d totals in O(N d + d 2^d).
 * - prime k with every order k: the transform over GF(p) below (d p^(d+2) steps).
 * - otherwise a mixed-radix modular Gray code: consecutive solutions differ by adding one
 *   generator g_i, where i is the highest digit an ordinary counter changes (the carry chain);
 *   after n steps digit i has been added floor(n / P_i) - floor(n / P_(i+1)) mod order_i times
 *   (P_i the product of the orders below i). Cells are grouped by (x0 value, generator values), so
 *   a step costs the groups the generator touches.
 * Pure.
 */

import { byteSum } from '../arithmetic/byteSum';
import { isPrime } from '../arithmetic/modular';
import { patternSumKernelRuns, weightedPatternSumsWithKernel } from '../kernels/patternSumKernel';
import type { SolutionSet } from './minimumSearch';

/** Largest set {@link smallMinimum} is meant for. */
export const SMALL_SET_SOLUTIONS = 2 ** 16;

/** Largest d * p^(d+2) the GF(p) transform takes on (beyond it, the Gray code). */
const PRIME_TRANSFORM_WORK = 2 ** 28;

/** The minimum-total member of a small set (exhaustive). */
export function smallMinimum(set: SolutionSet): Uint8Array {
  const d = set.generators.length;
  if (d === 0) return set.particular.slice();
  if (set.k === 2 && d <= 30) return combine(set, walshHadamardSearch(set));
  if (isPrime(set.k) && set.generators.every((g) => g.order === set.k) && d * set.k ** (d + 2) <= PRIME_TRANSFORM_WORK) {
    return combine(set, primeTransformSearch(set));
  }
  // Generators that touch the fewest groups change most often in the Gray code.
  const unsorted = groupCells(set);
  const order = set.generators.map((_, i) => i).sort((a, b) => unsorted.touches[a].groups.length - unsorted.touches[b].groups.length);
  const sorted: SolutionSet = { k: set.k, particular: set.particular, generators: order.map((i) => set.generators[i]) };
  return combine(sorted, grayCodeSearch(sorted, groupCells(sorted)));
}

/** x0 + sum digits[i] * g_i (mod k). */
export function combine(set: SolutionSet, digits: readonly number[]): Uint8Array {
  const { k, particular, generators } = set;
  const cells = particular.length;
  const patterns = [particular];
  const weights = [1];
  let largest = k - 1;
  digits.forEach((times, i) => {
    if (times === 0) return;
    patterns.push(generators[i].pattern);
    weights.push(times);
    largest += times * (k - 1);
  });
  // One sum per cell, one residue per cell at the end. The sums fit in 32 bits: each generator adds below 2^11, and a set
  // has no more generators than cells while its patterns (generators times cells bytes) fit the 8 GiB budget: below 2^17.
  const sums = weightedPatternSums(patterns, weights, cells);
  const presses = new Uint8Array(cells);
  if (largest < RESIDUE_TABLE_LIMIT) {
    const residue = Uint8Array.from({ length: largest + 1 }, (_, value) => value % k);
    for (let cell = 0; cell < cells; cell++) presses[cell] = residue[sums[cell]];
  } else {
    for (let cell = 0; cell < cells; cell++) presses[cell] = sums[cell] % k;
  }
  return presses;
}

/** Largest sum {@link combine} reduces through a table of residues. */
const RESIDUE_TABLE_LIMIT = 2 ** 20;

/** Cells below which {@link weightedPatternSums} stays in JavaScript (the kernel's setup would cost more). */
const KERNEL_CELLS = 4096;

/**
 * sum_i weights[i] * patterns[i][c] for every cell c < cells (each pattern's length), exact while
 * every sum lies in the int32 range: a cell's signature (its digits as one number) or a member of
 * a solution set. The SIMD kernel where the engine runs it; else cache-sized blocks of cells.
 */
export function weightedPatternSums(patterns: readonly Uint8Array[], weights: readonly number[], cells: number): Int32Array {
  if (cells >= KERNEL_CELLS && patternSumKernelRuns()) return weightedPatternSumsWithKernel(patterns, weights, cells);
  const sums = new Int32Array(cells);
  for (let from = 0; from < cells; from += PORTABLE_BLOCK) {
    const to = Math.min(cells, from + PORTABLE_BLOCK);
    patterns.forEach((pattern, i) => {
      const weight = weights[i];
      for (let cell = from; cell < to; cell++) sums[cell] += weight * pattern[cell];
    });
  }
  return sums;
}

/** Cells of a block of the portable {@link weightedPatternSums}: its sums stay in the first-level cache. */
const PORTABLE_BLOCK = 4096;

/** The sum of a pattern's entries. */
export function patternTotal(values: ArrayLike<number>): number {
  if (values instanceof Uint8Array) return byteSum(values);
  let total = 0;
  for (let i = 0; i < values.length; i++) total += values[i];
  return total;
}

/** The fast Walsh-Hadamard transform of `weights` (length a power of 2), in place. */
export function walshHadamard(weights: Float64Array): void {
  const size = weights.length;
  for (let half = 1; half < size; half *= 2) {
    for (let block = 0; block < size; block += 2 * half) {
      for (let i = block; i < block + half; i++) {
        const a = weights[i];
        const b = weights[i + half];
        weights[i] = a + b;
        weights[i + half] = a - b;
      }
    }
  }
}

function walshHadamardSearch(set: SolutionSet): number[] {
  const d = set.generators.length;
  const size = 2 ** d;
  const weights = new Float64Array(size);
  const cells = set.particular.length;
  for (let cell = 0; cell < cells; cell++) {
    let signature = 0;
    for (let i = 0; i < d; i++) if (set.generators[i].pattern[cell] !== 0) signature += 2 ** i;
    weights[signature] += 1 - 2 * set.particular[cell];
  }
  // The total is smallest where the transform is largest.
  walshHadamard(weights);
  let best = 0;
  for (let j = 1; j < size; j++) if (weights[j] > weights[best]) best = j;
  return set.generators.map((_, i) => Math.floor(best / 2 ** i) % 2);
}

/**
 * All p^d totals at once for prime k = p, generalising the Walsh-Hadamard transform: with cells
 * grouped by signature s (the generators' values, a base-p number) and particular value a, the
 * total of x0 + sum j_i g_i is F(j) = sum_s h_s(<j, s>) where h_s(t) = sum_a count[s][a] ((a + t) mod p).
 * Transforming one coordinate at a time, G(.., j_i, .., t) = sum over s_i of G(.., s_i, .., t + j_i s_i),
 * ends with F(j) = G(j, 0) after d * p^(d+2) steps, whatever the number of cells.
 */
function primeTransformSearch(set: SolutionSet): number[] {
  const p = set.k;
  const d = set.generators.length;
  const size = p ** d;
  // table[s * p + t]
  let table = new Float64Array(size * p);
  const cells = set.particular.length;
  for (let cell = 0; cell < cells; cell++) {
    let signature = 0;
    for (let i = d - 1; i >= 0; i--) signature = signature * p + set.generators[i].pattern[cell];
    const a = set.particular[cell];
    const base = signature * p;
    for (let t = 0; t < p; t++) table[base + t] += (a + t) % p;
  }
  let stride = 1;
  let next = new Float64Array(size * p);
  for (let i = 0; i < d; i++) {
    // Coordinate i has place value `stride`; index = low + digit * stride + high * stride * p.
    for (let high = 0; high < size; high += stride * p) {
      for (let low = 0; low < stride; low++) {
        for (let j = 0; j < p; j++) {
          const out = (high + j * stride + low) * p;
          for (let t = 0; t < p; t++) {
            let sum = 0;
            for (let digit = 0; digit < p; digit++) sum += table[(high + digit * stride + low) * p + ((t + j * digit) % p)];
            next[out + t] = sum;
          }
        }
      }
    }
    [table, next] = [next, table];
    stride *= p;
  }
  let best = 0;
  for (let j = 1; j < size; j++) if (table[j * p] < table[best * p]) best = j;
  return set.generators.map((_, i) => Math.floor(best / p ** i) % p);
}

/** Cells grouped by (x0 value, generator values), with what each generator changes. */
interface GroupedSet {
  /** Current value (0..k-1) of every group. */
  readonly values: Int32Array;
  readonly counts: Int32Array;
  /** Per generator: the groups it changes and by how much (1..k-1). */
  readonly touches: readonly { readonly groups: Int32Array; readonly deltas: Int32Array }[];
  readonly baseTotal: number;
}

function groupCells(set: SolutionSet): GroupedSet {
  const { k, particular, generators } = set;
  // A numeric key (base-k digits) while it stays exact in a double, else a string.
  const numericKeys = (generators.length + 1) * Math.log2(k) < 52;
  const keyToGroup = new Map<string | number, number>();
  const values: number[] = [];
  const counts: number[] = [];
  const signatures: number[][] = [];
  let baseTotal = 0;
  const signature: number[] = new Array(generators.length);
  for (let cell = 0; cell < particular.length; cell++) {
    let moving = false;
    for (let i = 0; i < generators.length; i++) {
      signature[i] = generators[i].pattern[cell];
      if (signature[i] !== 0) moving = true;
    }
    baseTotal += particular[cell];
    if (!moving) continue;
    let key: string | number;
    if (numericKeys) {
      key = particular[cell];
      for (let i = 0; i < signature.length; i++) key = key * k + signature[i];
    } else {
      key = `${particular[cell]}:${signature.join(',')}`;
    }
    let group = keyToGroup.get(key);
    if (group === undefined) {
      group = values.length;
      keyToGroup.set(key, group);
      values.push(particular[cell]);
      counts.push(0);
      signatures.push(signature.slice());
    }
    counts[group]++;
  }
  const touches = generators.map((_, i) => {
    const groups: number[] = [];
    const deltas: number[] = [];
    signatures.forEach((s, group) => {
      if (s[i] !== 0) {
        groups.push(group);
        deltas.push(s[i] % k);
      }
    });
    return { groups: Int32Array.from(groups), deltas: Int32Array.from(deltas) };
  });
  return { values: Int32Array.from(values), counts: Int32Array.from(counts), touches, baseTotal };
}

/**
 * The digit the mixed-radix modular Gray code changes (by +1) at step `step` >= 1: the highest
 * digit an ordinary counter changes from step - 1 to step.
 */
export function grayCodeDigit(step: number, radices: readonly number[]): number {
  let i = 0;
  let rest = step;
  while (rest % radices[i] === 0) {
    rest /= radices[i];
    i++;
  }
  return i;
}

/** The digits of the mixed-radix modular Gray code after `step` steps: floor(n / P_i) - floor(n / P_(i+1)) mod r_i. */
export function grayCodeDigits(step: number, radices: readonly number[]): number[] {
  const digits: number[] = [];
  let below = 1;
  for (const r of radices) {
    const above = below * r;
    const value = Math.floor(step / below) - Math.floor(step / above);
    digits.push(((value % r) + r) % r);
    below = above;
  }
  return digits;
}

function grayCodeSearch(set: SolutionSet, grouped: GroupedSet): number[] {
  const radices = set.generators.map((g) => g.order);
  const total = radices.reduce((product, r) => product * r, 1);
  const { values, counts, touches } = grouped;
  const k = set.k;
  let current = grouped.baseTotal;
  let best = current;
  let bestStep = 0;
  for (let step = 1; step < total; step++) {
    const { groups, deltas } = touches[grayCodeDigit(step, radices)];
    for (let j = 0; j < groups.length; j++) {
      const group = groups[j];
      const old = values[group];
      const next = (old + deltas[j]) % k;
      current += counts[group] * (next - old);
      values[group] = next;
    }
    if (current < best) {
      best = current;
      bestStep = step;
    }
  }
  return grayCodeDigits(bestStep, radices);
}
