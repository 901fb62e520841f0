/**
 * Exhaustive minimum search for k = 3: the split ternary Fourier transform over the Eisenstein
 * integers (the kernel is in {@link ternaryTransformKernel}), the k = 3 analogue of the binary
 * Walsh-Hadamard search.
 *
 * With w = e^(2 pi i / 3), a cell pressed x times (0..2) contributes w^x = 1, w or -1 - w, whose
 * first coordinate (in the basis 1, w) is 1 - x. So the total of x0 + sum u_i g_i over the
 * touched cells is T - A(u), where T counts them and A(u) is the first coordinate of
 * Phi(u) = sum_c w^(x0_c + <u, s_c>), a Fourier transform over Z_3^d of the cells' w^(x0_c) summed
 * per signature s (so cells merge by signature alone). The generators split into inner digits
 * (transformed), walked digits (the modular Gray code, each step turning the contributions of
 * the entries one generator carries) and high digits, whose values are spread over the kernel's
 * lanes, batch by batch. The deadline is checked between chunks of about 50 ms. Pure.
 */

import { ChunkedWalk, searchOfWalk, type ExhaustiveSearch, type ExhaustiveWalk } from './minimumSearchControl';
import type { SolutionSet } from './minimumSearch';
import { numberKeys } from './minimumEntryIndex';
import { grayCodeDigits, weightedPatternSums } from './minimumSmallSearch';
import { hasTernarySimd, ternaryTransformKernel } from '../kernels/minimumTernaryKernel';
import { simdLanes } from '../kernels/wasmRuntime';

/** Largest inner part: two tables of 32-byte cells (420 KB) within a core's second-level cache; past 6 digits the transform's passes cost less than the walked updates they save. */
const LARGEST_INNER_DIGITS = 8;
/** Largest number of generators: signatures stay exact base-3 numbers in a double. */
const LARGEST_DIGITS = 33;
/** The powers of w as (a, b): 1, w, w^2 = -1 - w. */
const POWER_A = Int32Array.of(1, 0, -1);
const POWER_B = Int32Array.of(0, 1, -1);

/** Whether the ternary search applies: k = 3 with 1 to {@link LARGEST_DIGITS} generators. */
export function ternarySearchApplies(set: SolutionSet): boolean {
  return set.k === 3 && set.generators.length >= 1 && set.generators.length <= LARGEST_DIGITS;
}

interface TernaryEntries {
  /** Digits per entry: entry e, generator i at e * d + i. */
  readonly digits: Int32Array;
  /** Summed w^(x0_c) per entry as (a, b). */
  readonly a: Int32Array;
  readonly b: Int32Array;
  readonly fixedTotal: number;
  readonly touched: number;
}

/** Each cell's signature, its digits in the generators as a base-3 number, in 32-bit integers: exact while 3^d <= 2^31. */
function integerSignatures({ particular, generators }: SolutionSet): Int32Array {
  return weightedPatternSums(
    generators.map(({ pattern }) => pattern),
    generators.map((_, i) => 3 ** i),
    particular.length,
  );
}

/** Each cell's signature as {@link integerSignatures}, in doubles (exact while 3^d <= 2^53). */
function doubleSignatures({ particular, generators }: SolutionSet): Float64Array {
  const key = new Float64Array(particular.length);
  let place = 1;
  for (const { pattern } of generators) {
    for (let cell = 0; cell < key.length; cell++) if (pattern[cell] !== 0) key[cell] += place * pattern[cell];
    place *= 3;
  }
  return key;
}

function ternaryEntries(set: SolutionSet): TernaryEntries {
  const { particular, generators } = set;
  const d = generators.length;
  const cells = particular.length;
  const { numbers, count } = numberKeys(3 ** d <= 2 ** 31 ? integerSignatures(set) : doubleSignatures(set));
  const a = new Int32Array(count);
  const b = new Int32Array(count);
  const firstCells = new Int32Array(count);
  let fixedTotal = 0;
  let touched = 0;
  let seen = 0;
  for (let cell = 0; cell < cells; cell++) {
    const x = particular[cell];
    const at = numbers[cell];
    if (at < 0) {
      fixedTotal += x;
      continue;
    }
    touched++;
    // Numbers come in order of first sight.
    if (at === seen) firstCells[seen++] = cell;
    a[at] += POWER_A[x];
    b[at] += POWER_B[x];
  }
  // Each entry's digits from its first cell, entry by entry: one pass over each pattern's cells of the entries.
  const digits = new Int32Array(count * d);
  for (let i = 0; i < d; i++) {
    const pattern = generators[i].pattern;
    for (let e = 0; e < count; e++) digits[e * d + i] = pattern[firstCells[e]];
  }
  return { digits, a, b, fixedTotal, touched };
}

/** Each entry's digits of the given generators: entry e, generator generators[j] at e * generators.length + j. */
function entryDigits(entries: TernaryEntries, d: number, generators: readonly number[]): Int32Array {
  const count = entries.a.length;
  const width = generators.length;
  const digits = new Int32Array(count * width);
  for (let j = 0; j < width; j++) {
    const i = generators[j];
    for (let e = 0; e < count; e++) digits[e * width + j] = entries.digits[e * d + i];
  }
  return digits;
}

/** The {@link ExhaustiveWalk} of a k = 3 set: positions batch (of the high digits' lane values) times Gray step. */
export const ternaryWalk: ExhaustiveWalk = (set, incumbentTotal, control, choice = hasTernarySimd() ? 'simd' : 'portable', share) => {
  const d = set.generators.length;
  const entries = ternaryEntries(set);
  const count = entries.a.length;
  // The setup's loops run once each, over entries times digits: plain loops over typed arrays, so the engine compiles them at once.
  let magnitude = 0;
  for (let e = 0; e < count; e++) magnitude += Math.abs(entries.a[e]) + Math.abs(entries.b[e]);
  const lanes = choice === 'simd' ? simdLanes(magnitude) : 1;
  const carried = Array.from({ length: d }, (_, i) => {
    let n = 0;
    for (let e = 0; e < count; e++) if (entries.digits[e * d + i] !== 0) n++;
    return n;
  });
  // Inner: the generators carried by the most entries; walked: the fewest (most often turned first); high: the rest, over the lanes.
  const order = Array.from({ length: d }, (_, i) => i).sort((x, y) => carried[y] - carried[x]);
  const innerDigits = Math.max(1, Math.min(LARGEST_INNER_DIGITS, Math.round(Math.log(Math.max(3, count)) / Math.log(3))));
  const inner = order.slice(0, Math.min(innerDigits, d));
  const outer = order.slice(inner.length).reverse();
  const highCount = Math.min(Math.max(0, outer.length - 3), highDigits(lanes));
  const walkedGenerators = outer.slice(0, outer.length - highCount);
  const high = outer.slice(outer.length - highCount);

  const entryInner = new Int32Array(count);
  for (let place = 0, weight = 1; place < inner.length; place++, weight *= 3) {
    const i = inner[place];
    for (let e = 0; e < count; e++) entryInner[e] += entries.digits[e * d + i] * weight;
  }
  const walked = walkedGenerators.map((i) => {
    const once: number[] = [];
    const twice: number[] = [];
    for (let e = 0; e < count; e++) {
      const digit = entries.digits[e * d + i];
      if (digit === 1) once.push(e);
      else if (digit === 2) twice.push(e);
    }
    return { once: Int32Array.from(once), twice: Int32Array.from(twice) };
  });
  const kernel = ternaryTransformKernel({ innerDigits: inner.length, lanes, entryInner, walked, largestMagnitude: magnitude }, choice);

  const highValues = 3 ** high.length;
  const batches = Math.ceil(highValues / lanes);
  const steps = 3 ** walkedGenerators.length;
  const radices = walkedGenerators.map(() => 3);
  let bestTotal = incumbentTotal;
  let bestDigits: number[] | null = null;
  let bestPosition = -1;
  // total = fixed + touched - A, so a total below the best is an A above this.
  let threshold = entries.touched - (bestTotal - entries.fixedTotal);
  const contributions = new Int32Array(count * lanes * 2);
  // Every entry's high and walked digits, and every lane's high digits: a batch's contributions at a step are plain sums.
  const entryHigh = entryDigits(entries, d, high);
  const entryWalked = entryDigits(entries, d, walkedGenerators);
  const laneDigits = new Int32Array(lanes * high.length);
  let laneValues: number[] = [];
  const load = (batch: number, step: number): void => {
    laneValues = Array.from({ length: lanes }, (_, lane) => Math.min(highValues - 1, batch * lanes + lane));
    laneValues.forEach((value, lane) => high.forEach((_, place) => (laneDigits[lane * high.length + place] = Math.floor(value / 3 ** place) % 3)));
    const walkedDigits = Int32Array.from(step === 0 ? [] : grayCodeDigits(step - 1, radices));
    const walkedCount = walkedDigits.length;
    const highCount = high.length;
    for (let e = 0; e < count; e++) {
      const a = entries.a[e];
      const b = entries.b[e];
      let walkedPower = 0;
      for (let j = 0; j < walkedCount; j++) walkedPower += walkedDigits[j] * entryWalked[e * walkedCount + j];
      for (let lane = 0; lane < lanes; lane++) {
        let power = walkedPower;
        for (let place = 0; place < highCount; place++) power += laneDigits[lane * highCount + place] * entryHigh[e * highCount + place];
        // (a + b w) w^power: w (a + b w) = -b + (a - b) w, w^2 (a + b w) = (b - a) - a w.
        const turned = power % 3;
        const at = (e * lanes + lane) * 2;
        contributions[at] = turned === 0 ? a : turned === 1 ? -b : b - a;
        contributions[at + 1] = turned === 0 ? b : turned === 1 ? a - b : -a;
      }
    }
    kernel.load(contributions);
  };
  const searchChunk = (batch: number, from: number, to: number): number => {
    // A chunk before the best found takes its ties: the earlier position wins.
    const ties = batch * steps + to <= bestPosition;
    const found = kernel.search(from, to, ties ? threshold - 1 : threshold);
    if (found >= 0) {
      const located = locate(kernel, inner.length);
      threshold = located.value;
      const digits = new Array<number>(d).fill(0);
      inner.forEach((i, place) => (digits[i] = Math.floor(located.inner / 3 ** place) % 3));
      grayCodeDigits(found, radices).forEach((digit, j) => (digits[walkedGenerators[j]] = digit));
      high.forEach((i, place) => (digits[i] = Math.floor(laneValues[located.lane] / 3 ** place) % 3));
      bestTotal = entries.fixedTotal + entries.touched - located.value;
      bestDigits = digits;
      bestPosition = batch * steps + found;
      control.bestTotal = Math.min(control.bestTotal, bestTotal);
    }
    return found;
  };
  const complete = new ChunkedWalk(control).walkPositions(batches, steps, load, searchChunk, share);
  return { total: bestTotal, digits: bestDigits, position: bestPosition, complete };
};

/** The {@link ExhaustiveSearch} of a k = 3 set. */
export const ternaryExhaustiveMinimum: ExhaustiveSearch = searchOfWalk(ternaryWalk);

/**
 * High digits for the lanes: the fewest whose values fill the lanes' batches to within 5% (each
 * batch costs a pass over the entries), at most 5: 3 for 4 lanes (27 values in 7 batches), 5 for 8.
 */
function highDigits(lanes: number): number {
  if (lanes === 1) return 0;
  let digits = 1;
  while (digits < 5 && Math.ceil(3 ** digits / lanes) * lanes > 1.05 * 3 ** digits) digits++;
  return digits;
}

/** The largest first coordinate of the reported step, with its inner index and lane. */
function locate(
  kernel: { value(inner: number, lane: number): number; readonly lanes: number },
  innerDigits: number,
): { value: number; inner: number; lane: number } {
  let found = { value: -Infinity, inner: 0, lane: 0 };
  for (let inner = 0; inner < 3 ** innerDigits; inner++) {
    for (let lane = 0; lane < kernel.lanes; lane++) {
      const value = kernel.value(inner, lane);
      if (value > found.value) found = { value, inner, lane };
    }
  }
  return found;
}
