/**
 * The minimum-press solution among all solutions x0 + sum c_i g_i (0 <= c_i < order_i) of a
 * board. The total presses of a pattern is the sum of its entries taken as 0..k-1.
 *
 * Exhaustive search walks the solution set in a mixed-radix modular Gray code, so that
 * consecutive solutions differ by adding one generator g_i: step n changes digit i, the highest
 * digit an ordinary counter would change from n-1 to n (the counter's carry chain). After n
 * steps digit i has been added c_i(n) = floor(n / P_i) - floor(n / P_(i+1)) mod order_i times
 * (P_i the product of the orders below i), a bijection of 0..S-1 onto the digit tuples. Cells
 * are grouped by (x0 value, generator values) so each step costs the number of distinct groups
 * the generator touches, not the number of cells.
 *
 * For k = 2 the whole search is one Walsh-Hadamard transform: with s_c the d-bit signature of cell
 * c (bit i = g_i at c) and a[s] = sum over cells of signature s of (1 - 2 x0_c), the total of
 * x0 + sum_i j_i g_i is X0 + (A - a^(j)) / 2, where a^ is the transform of a and A the sum of a.
 * So all 2^d totals cost O(N d + d 2^d) (Gray code: O(2^d * groups)).
 *
 * Above the exhaustive limit, a large-neighbourhood search improves the best solution found by
 * solving exactly over windows of generators (all others held fixed) until a full pass over the
 * generators improves nothing; the result is not proven minimal. Pure.
 */

import { isPrime } from './modular';

/** Largest solution-set size searched exhaustively for k = 2 (Walsh-Hadamard): 2^24 solutions. */
export const EXACT_SEARCH_LIMIT_BINARY = 2 ** 24;
/** Largest solution-set size searched exhaustively for k > 2 (Gray code): 2^22 solutions. */
export const EXACT_SEARCH_LIMIT_GENERAL = 2 ** 22;

/** The default exhaustive-search limit for k states. */
export function defaultExactSearchLimit(k: number): number {
  return k === 2 ? EXACT_SEARCH_LIMIT_BINARY : EXACT_SEARCH_LIMIT_GENERAL;
}

/** Largest d * p^(d+2) the GF(p) transform search takes on (beyond it, the Gray code). */
const PRIME_TRANSFORM_WORK = 2 ** 28;

/** Solutions per window of the large-neighbourhood search. */
const WINDOW_SOLUTIONS = 2 ** 12;

/** A solution set x0 + span: a particular solution and kernel generators with their orders. */
export interface SolutionSet {
  readonly k: number;
  /** A particular solution, entries 0..k-1. */
  readonly particular: Uint8Array;
  /** Kernel generators over Z_k (entries 0..k-1) with their additive orders. */
  readonly generators: readonly { readonly pattern: Uint8Array; readonly order: number }[];
}

/** The pattern found and whether it is proven minimal. */
export interface MinimumSearchResult {
  readonly presses: Uint8Array;
  readonly total: number;
  readonly minimal: boolean;
}

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
    if (!moving) {
      baseTotal += particular[cell];
      continue;
    }
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
    baseTotal += particular[cell];
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

/** Adds generator i once to the grouped state and returns the change of the total. */
function addGenerator(grouped: GroupedSet, i: number, k: number): number {
  const { groups, deltas } = grouped.touches[i];
  const { values, counts } = grouped;
  let change = 0;
  for (let j = 0; j < groups.length; j++) {
    const group = groups[j];
    const old = values[group];
    const next = (old + deltas[j]) % k;
    change += counts[group] * (next - old);
    values[group] = next;
  }
  return change;
}

/** The number of solutions of the set as a bigint. */
export function solutionCount(set: SolutionSet): bigint {
  return set.generators.reduce((product, g) => product * BigInt(g.order), 1n);
}

/**
 * Finds a minimum-total solution when the set has at most `exactLimit` solutions (default
 * {@link defaultExactSearchLimit}), otherwise a good one found by large-neighbourhood search
 * (`minimal: false`).
 */
export function minimumSolution(set: SolutionSet, exactLimit = defaultExactSearchLimit(set.k)): MinimumSearchResult {
  if (set.generators.length === 0) return { presses: set.particular.slice(), total: sum(set.particular), minimal: true };
  if (solutionCount(set) <= BigInt(exactLimit)) {
    const presses = exhaustiveMinimum(set);
    return { presses, total: sum(presses), minimal: true };
  }
  const presses = neighbourhoodSearch(set);
  return { presses, total: sum(presses), minimal: false };
}

/** The minimum over the whole (small) set, by Walsh-Hadamard for k = 2, else by Gray code. */
function exhaustiveMinimum(set: SolutionSet): Uint8Array {
  if (set.k === 2 && set.generators.length <= 30) return combine(set, walshHadamardSearch(set));
  const d = set.generators.length;
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
function combine(set: SolutionSet, digits: readonly number[]): Uint8Array {
  const presses = set.particular.slice();
  digits.forEach((times, i) => {
    if (times === 0) return;
    const pattern = set.generators[i].pattern;
    for (let cell = 0; cell < presses.length; cell++) {
      if (pattern[cell] !== 0) presses[cell] = (presses[cell] + pattern[cell] * times) % set.k;
    }
  });
  return presses;
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
  // In-place fast Walsh-Hadamard transform; the total is smallest where the transform is largest.
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

/**
 * Large-neighbourhood search: starting from x0, solve exactly over consecutive windows of
 * generators (with at most {@link WINDOW_SOLUTIONS} combinations each) with the rest fixed, and
 * keep each improvement, until a full pass over all windows improves nothing.
 */
function neighbourhoodSearch(set: SolutionSet): Uint8Array {
  let current: Uint8Array = set.particular.slice();
  let currentTotal = sum(current);
  const windows: number[][] = [];
  for (let start = 0; start < set.generators.length;) {
    const window: number[] = [];
    let combinations = 1;
    while (start < set.generators.length && (window.length === 0 || combinations * set.generators[start].order <= WINDOW_SOLUTIONS)) {
      combinations *= set.generators[start].order;
      window.push(start++);
    }
    windows.push(window);
  }
  // Windows that straddle the previous ones let improvements combine generators across them.
  const shifted =
    windows.length > 1
      ? windows.map((window, i) => [
          ...window.slice(Math.floor(window.length / 2)),
          ...(windows[i + 1] ?? windows[0]).slice(0, Math.ceil((windows[i + 1] ?? windows[0]).length / 2)),
        ])
      : [];
  for (let improved = true; improved;) {
    improved = false;
    for (const window of [...windows, ...shifted]) {
      const local: SolutionSet = { k: set.k, particular: current, generators: window.map((i) => set.generators[i]) };
      const candidate = exhaustiveMinimum(local);
      const total = sum(candidate);
      if (total < currentTotal) {
        current = candidate;
        currentTotal = total;
        improved = true;
      }
    }
  }
  return current;
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

function grayCodeSearch(set: SolutionSet, grouped: GroupedSet): number[] {
  const radices = set.generators.map((g) => g.order);
  const total = radices.reduce((product, r) => product * r, 1);
  let current = grouped.baseTotal;
  let best = current;
  let bestStep = 0;
  for (let step = 1; step < total; step++) {
    current += addGenerator(grouped, grayCodeDigit(step, radices), set.k);
    if (current < best) {
      best = current;
      bestStep = step;
    }
  }
  // Digit i after n steps: floor(n / P_i) - floor(n / P_(i+1)) mod r_i.
  const digits: number[] = [];
  let below = 1;
  for (const r of radices) {
    const above = below * r;
    const value = Math.floor(bestStep / below) - Math.floor(bestStep / above);
    digits.push(((value % r) + r) % r);
    below = above;
  }
  return digits;
}

function sum(values: ArrayLike<number>): number {
  let total = 0;
  for (let i = 0; i < values.length; i++) total += values[i];
  return total;
}
