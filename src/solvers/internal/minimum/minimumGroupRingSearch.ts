/**
 * Exhaustive minimum search for k other than 2 and 3 where the engine has WebAssembly SIMD: the
 * split transform over the group ring Z[Z_k] (the kernel is in {@link groupRingKernel}), walked
 * in the mixed-radix modular Gray code, with the search's high generators spread over the SIMD
 * lanes. It covers every k whose kernel has a generator of order o with o^2 k <= 2048 (the
 * unrolled butterfly; generators of larger order are only walked): k = 4 with generators of order
 * 2 and 4, k = 5, composite k up to 12 of any order. The vectorised form of
 * {@link generalExhaustiveMinimum}; no use of the 2-adic or cyclotomic structure beyond the index
 * shifts, which already cost no multiplication.
 *
 * Generator i has order o_i dividing k; its values are multiples of k / o_i. Cells merge into
 * entries by (x0 value, digits). The generators split into inner ones (transformed at every step,
 * a table of prod o_i cells of k values per lane), walked ones (the Gray code, each step adding
 * one of them) and high ones (their values spread over the lanes, batch by batch). A step costs
 * about 3k vector operations per entry the walked generator moves and, per solution and inner
 * generator of order o, about k o vector additions shared by the lanes (8 of 16 bits, or 4 of 32
 * when a total can pass 2^15). The deadline is checked between chunks of
 * about 50 ms. Pure.
 */

import { ChunkedWalk, searchOfWalk, type ExhaustiveSearch, type ExhaustiveWalk } from './minimumSearchControl';
import type { SolutionSet } from './minimumSearch';
import { mergeCellsByDigits } from './minimumEntryIndex';
import { grayCodeDigits } from './minimumSmallSearch';
import {
  groupRingKernel,
  groupRingLanes,
  groupRingSimdApplies,
  hasGroupRingSimd,
  LARGEST_SIMD_BUTTERFLY,
  LARGEST_SIMD_WALKED,
  type WalkedGenerator,
} from '../kernels/minimumGroupRingKernel';

/** Largest bytes of one table (k vectors of 16 bytes per inner cell): the table and its two work buffers stay in a core's second-level cache. */
const LARGEST_TABLE_BYTES = 2 ** 16;

interface GroupRingEntries {
  readonly count: Int32Array;
  readonly value: Int32Array;
  /** Digits per entry: entry e, generator i at e * d + i. */
  readonly digits: Int32Array;
  readonly fixedTotal: number;
  readonly touched: number;
}

function groupRingEntries(set: SolutionSet): GroupRingEntries {
  const { k, particular, generators } = set;
  const d = generators.length;
  const { firstCells, counts, fixedTotal, touched } = mergeCellsByDigits(set);
  const digits = new Int32Array(firstCells.length * d);
  generators.forEach(({ pattern, order }, i) => {
    const unit = k / order;
    for (let e = 0; e < firstCells.length; e++) digits[e * d + i] = pattern[firstCells[e]] / unit;
  });
  return { count: counts, value: Int32Array.from(firstCells, (cell) => particular[cell]), digits, fixedTotal, touched };
}

interface Split {
  readonly inner: number[];
  readonly walked: number[];
  readonly high: number[];
}

/** Inner: the generators moving the most entries, while the table stays small; high: enough of the next to fill the lanes; walked: the rest, the fewest moved entries first (most often added). */
function splitGenerators(set: SolutionSet, moved: readonly number[], entries: number, lanes: number, simd: boolean): Split | null {
  const { k, generators } = set;
  const byMoved = generators.map((_, i) => i).sort((a, b) => moved[b] - moved[a]);
  const inner: number[] = [];
  let size = 1;
  for (const i of byMoved) {
    const order = generators[i].order;
    if (simd && order * order * k > LARGEST_SIMD_BUTTERFLY) continue;
    if (size * order * 16 * k > LARGEST_TABLE_BYTES || (inner.length > 0 && size * order > 4 * Math.max(entries, order))) continue;
    inner.push(i);
    size *= order;
  }
  if (inner.length === 0) return null;
  const outer = byMoved.filter((i) => !inner.includes(i));
  const high: number[] = [];
  let values = 1;
  while (values < lanes && outer.length > 1) {
    const i = outer.shift() as number;
    high.push(i);
    values *= generators[i].order;
  }
  return { inner, walked: outer.reverse(), high };
}

/**
 * The largest k the search is dispatched for: up to 12 it was measured on million-cell boards
 * against the general search; beyond, a board's many distinct cells made it slower than the
 * general search, whose cost on those cells is known before it starts (hex 1000x1000, k = 15 and 30).
 */
export const LARGEST_GROUP_RING_K = 12;

/**
 * Whether the group ring search applies (with its SIMD kernel): k from 4 to {@link LARGEST_GROUP_RING_K},
 * keys exact in a double, and a generator the unrolled kernel takes.
 */
export function groupRingSearchApplies(set: SolutionSet): boolean {
  const { k, generators } = set;
  if (k <= 3 || k > LARGEST_GROUP_RING_K || generators.length === 0 || generators.length > LARGEST_SIMD_WALKED || !hasGroupRingSimd()) return false;
  return k * generators.reduce((product, g) => product * g.order, 1) <= 2 ** 53 && generators.some((g) => g.order * g.order * k <= LARGEST_SIMD_BUTTERFLY);
}

/** The {@link ExhaustiveWalk} over the group ring: positions batch (of the high generators' lane values) times Gray step. */
export const groupRingWalk: ExhaustiveWalk = (set, incumbentTotal, control, choice = hasGroupRingSimd() ? 'simd' : 'portable', share) => {
  const { k, generators } = set;
  const d = generators.length;
  const entries = groupRingEntries(set);
  const count = entries.count.length;
  const moved = generators.map((_, i) => {
    let n = 0;
    for (let e = 0; e < count; e++) if (entries.digits[e * d + i] !== 0) n++;
    return n;
  });
  const lanes = choice === 'simd' ? groupRingLanes(entries.touched * (k - 1)) : 1;
  const split = splitGenerators(set, moved, count, lanes, choice === 'simd');
  if (
    split === null ||
    (choice === 'simd' &&
      !groupRingSimdApplies(
        k,
        split.inner.map((i) => generators[i].order),
        split.walked.length,
      ))
  ) {
    throw new RangeError('the group ring search does not apply to this set');
  }
  const { inner, walked, high } = split;
  const innerOrders = inner.map((i) => generators[i].order);
  const strides: number[] = [];
  let stride = 1;
  for (const order of innerOrders) {
    strides.push(stride);
    stride *= order;
  }
  const entryInner = new Int32Array(count);
  for (let e = 0; e < count; e++) inner.forEach((i, j) => (entryInner[e] += entries.digits[e * d + i] * strides[j]));
  const walkedGenerators: WalkedGenerator[] = walked.map((i) => {
    const list: number[] = [];
    const shifts: number[] = [];
    const unit = k / generators[i].order;
    for (let e = 0; e < count; e++) {
      const digit = entries.digits[e * d + i];
      if (digit !== 0) {
        list.push(e);
        shifts.push((digit * unit) % k);
      }
    }
    return { order: generators[i].order, entries: Int32Array.from(list), shifts: Int32Array.from(shifts) };
  });
  const kernel = groupRingKernel({ k, innerOrders, lanes, entryInner, entryCount: entries.count, walked: walkedGenerators }, choice);

  const highOrders = high.map((i) => generators[i].order);
  const highValues = highOrders.reduce((product, order) => product * order, 1);
  const batches = Math.ceil(highValues / lanes);
  const radices = walkedGenerators.map((generator) => generator.order);
  const steps = radices.reduce((product, order) => product * order, 1);
  let bestTotal = incumbentTotal;
  let bestDigits: number[] | null = null;
  let bestPosition = -1;
  const values = new Int32Array(count * lanes);
  let laneDigits: number[][] = [];
  const load = (batch: number, step: number): void => {
    laneDigits = Array.from({ length: lanes }, (_, lane) => mixedRadixDigits(Math.min(highValues - 1, batch * lanes + lane), highOrders));
    const walkedDigits = step === 0 ? radices.map(() => 0) : grayCodeDigits(step - 1, radices);
    for (let e = 0; e < count; e++) {
      let start = entries.value[e];
      walked.forEach((i, j) => (start += (k / generators[i].order) * walkedDigits[j] * entries.digits[e * d + i]));
      laneDigits.forEach((digits, lane) => {
        let value = start;
        high.forEach((i, j) => (value += (k / generators[i].order) * digits[j] * entries.digits[e * d + i]));
        values[e * lanes + lane] = value % k;
      });
    }
    kernel.load(values);
  };
  const searchChunk = (batch: number, from: number, to: number): number => {
    // A chunk before the best found takes its ties: the earlier position wins.
    const ties = batch * steps + to <= bestPosition;
    const found = kernel.search(from, to, bestTotal - entries.fixedTotal + (ties ? 1 : 0));
    if (found >= 0) {
      let located = { total: Infinity, inner: 0, lane: 0 };
      for (let s = 0; s < stride; s++) {
        for (let lane = 0; lane < lanes; lane++) {
          const total = kernel.total(s, lane);
          if (total < located.total) located = { total, inner: s, lane };
        }
      }
      const digits = new Array<number>(d).fill(0);
      inner.forEach((i, j) => (digits[i] = Math.floor(located.inner / strides[j]) % innerOrders[j]));
      grayCodeDigits(found, radices).forEach((digit, j) => (digits[walked[j]] = digit));
      high.forEach((i, j) => (digits[i] = laneDigits[located.lane][j]));
      bestTotal = entries.fixedTotal + located.total;
      bestDigits = digits;
      bestPosition = batch * steps + found;
      control.bestTotal = Math.min(control.bestTotal, bestTotal);
    }
    return found;
  };
  const complete = new ChunkedWalk(control).walkPositions(batches, steps, load, searchChunk, share);
  return { total: bestTotal, digits: bestDigits, position: bestPosition, complete };
};

/** The {@link ExhaustiveSearch} over the group ring, for k other than 2 and 3. */
export const groupRingExhaustiveMinimum: ExhaustiveSearch = searchOfWalk(groupRingWalk);

function mixedRadixDigits(value: number, radices: readonly number[]): number[] {
  let rest = value;
  return radices.map((radix) => {
    const digit = rest % radix;
    rest = Math.floor(rest / radix);
    return digit;
  });
}
