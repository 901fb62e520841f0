/**
 * Exhaustive minimum search for any k (used for k > 2): a split transform over the group ring of
 * Z_k walked in mixed-radix Gray-code order.
 *
 * Generator i has order o_i dividing k, so its values are multiples of k / o_i: digit
 * sigma_(c,i) = g_i(c) / (k / o_i) in Z_(o_i). Cells are merged into entries by (x0 value, digits).
 * The generators split into an outer part, walked by the modular Gray code (each step adds one
 * outer generator, moving the current value b_e of the entries it touches), and an inner part
 * whose S = prod o_i combinations are all evaluated per step by the transform of
 * h(s, t) = sum over entries with inner digits s of count_e ((b_e + t) mod k): for inner
 * coordinate i, G'(.., c, .., t) = sum over sigma in Z_(o_i) of G(.., sigma, .., t + (k / o_i) c sigma),
 * ending with the total of every inner choice u at G(u, 0). A step costs about k per touched
 * entry and S sum_i o_i k for the transform; the deadline is checked between chunks of about
 * 50 ms. Pure.
 */

import { beats, ChunkedWalk, searchOfWalk, type ExhaustiveWalk, type Incumbent, type SearchControl, type SearchOutcome } from './minimumSearchControl';
import type { SolutionSet } from './minimumSearch';
import { mergeCellsByDigits } from './minimumEntryIndex';
import { grayCodeDigit, grayCodeDigits } from './minimumSmallSearch';

/** Largest inner table (combinations times k values): three tables of 32-bit sums within a core's second-level cache. */
export const LARGEST_GENERAL_TABLE = 2 ** 17;

interface Entries {
  readonly count: number[];
  readonly value: number[];
  /** Digits per entry, entry e generator i at e * d + i. */
  readonly digits: Int32Array;
  readonly fixedTotal: number;
}

function mergeEntries(set: SolutionSet): Entries {
  const { k, particular, generators } = set;
  const d = generators.length;
  const { firstCells, counts, fixedTotal } = mergeCellsByDigits(set);
  const digits = new Int32Array(firstCells.length * d);
  generators.forEach(({ pattern, order }, i) => {
    const unit = k / order;
    for (let e = 0; e < firstCells.length; e++) digits[e * d + i] = pattern[firstCells[e]] / unit;
  });
  return { count: Array.from(counts), value: Array.from(firstCells, (cell) => particular[cell]), digits, fixedTotal };
}

/** Whether the split search can index the set: k times the number of solutions at most 2^53 (cells are keyed by x0 value and digits in one double). */
export function generalSearchApplies(set: SolutionSet): boolean {
  return set.k * set.generators.reduce((product, g) => product * g.order, 1) <= 2 ** 53;
}

/** The {@link ExhaustiveWalk} of any set the split search can index: positions are Gray steps. */
export const generalWalk: ExhaustiveWalk = (set, incumbentTotal, control, _choice, share) => {
  const { k, generators } = set;
  const d = generators.length;
  const entries = mergeEntries(set);
  const entryCount = entries.count.length;
  const touching = generators.map((_, i) => {
    const list: number[] = [];
    for (let e = 0; e < entryCount; e++) if (entries.digits[e * d + i] !== 0) list.push(e);
    return list;
  });
  // Inner: the generators touching the most entries, while the table stays small and updates dominate.
  const byTouches = generators.map((_, i) => i).sort((a, b) => touching[b].length - touching[a].length);
  const inner: number[] = [];
  let size = 1;
  for (const i of byTouches) {
    const order = generators[i].order;
    if (inner.length > 0 && (size * order * k > LARGEST_GENERAL_TABLE || size * order > Math.max(order, entryCount))) break;
    inner.push(i);
    size *= order;
  }
  const outer = byTouches.filter((i) => !inner.includes(i)).reverse();
  const radices = outer.map((i) => generators[i].order);
  const steps = radices.reduce((product, r) => product * r, 1);

  // Inner index of every entry, and the current values.
  const strides: number[] = [];
  let stride = 1;
  for (const i of inner) {
    strides.push(stride);
    stride *= generators[i].order;
  }
  const innerIndex = new Int32Array(entryCount);
  inner.forEach((i, j) => {
    for (let e = 0; e < entryCount; e++) innerIndex[e] += entries.digits[e * d + i] * strides[j];
  });
  const current = new Int32Array(entryCount);
  const table = newTable(size * k, set);
  const outerLists = outer.map((i) => {
    const list = Int32Array.from(touching[i]);
    const unit = k / generators[i].order;
    const shifts = new Int32Array(list.length);
    for (let j = 0; j < list.length; j++) shifts[j] = (entries.digits[list[j] * d + i] * unit) % k;
    return { list, shifts };
  });
  const stages = inner.map((i, j) => stageOffsets(generators[i].order, strides[j], k));
  const work = [newTable(size * k, set), newTable(size * k, set)];
  const moves = moveRows(k);

  // Every entry's shift by each outer generator (its value's change when that generator is added once).
  const outerShifts = new Int32Array(entryCount * outer.length);
  outer.forEach((i, j) => {
    const unit = k / generators[i].order;
    for (let e = 0; e < entryCount; e++) outerShifts[e * outer.length + j] = entries.digits[e * d + i] * unit;
  });
  // The table at the Gray state before `step`.
  const load = (_batch: number, step: number): void => {
    const outerDigits = step === 0 ? radices.map(() => 0) : grayCodeDigits(step - 1, radices);
    table.fill(0);
    for (let e = 0; e < entryCount; e++) {
      let value = entries.value[e];
      for (let j = 0; j < outer.length; j++) value += outerDigits[j] * outerShifts[e * outer.length + j];
      current[e] = value % k;
      addRow(table, innerIndex[e] * k, current[e], entries.count[e], k);
    }
  };
  let bestTotal = incumbentTotal;
  let bestDigits: number[] | null = null;
  let bestPosition = -1;
  const searchChunk = (_batch: number, from: number, to: number): number => {
    for (let step = from; step < to; step++) {
      if (step !== 0) {
        const { list, shifts } = outerLists[grayCodeDigit(step, radices)];
        for (let j = 0; j < list.length; j++) {
          const e = list[j];
          const value = current[e];
          moveRow(table, innerIndex[e] * k, (value * k + shifts[j]) * k, moves, entries.count[e], k);
          const moved = value + shifts[j];
          current[e] = moved >= k ? moved - k : moved;
        }
      }
      const totals = transform(table, work, stages, size, k);
      let smallest = 0;
      for (let u = 1; u < size; u++) if (totals[u * k] < totals[smallest * k]) smallest = u;
      const total = entries.fixedTotal + totals[smallest * k];
      if (beats(total, step, bestTotal, bestPosition)) {
        const digits = new Array<number>(d).fill(0);
        grayCodeDigits(step, radices).forEach((digit, j) => (digits[outer[j]] = digit));
        inner.forEach((i, j) => (digits[i] = Math.floor(smallest / strides[j]) % generators[i].order));
        bestTotal = total;
        bestDigits = digits;
        bestPosition = step;
        control.bestTotal = Math.min(control.bestTotal, total);
      }
    }
    return -1;
  };
  const complete = new ChunkedWalk(control).walkPositions(1, steps, load, searchChunk, share);
  return { total: bestTotal, digits: bestDigits, position: bestPosition, complete };
};

/**
 * Searches the whole set from the incumbent (a member of the set) until the deadline and returns
 * the best found; `complete` when every solution was covered.
 */
export function generalExhaustiveMinimum(set: SolutionSet, incumbent: Incumbent, control: SearchControl): SearchOutcome {
  return searchOfWalk(generalWalk)(set, incumbent, control);
}

/**
 * A table of `length` sums: 32-bit integers while every sum of the set's presses fits them (a
 * smaller table for the same cache), else doubles.
 */
function newTable(length: number, set: SolutionSet): Int32Array | Float64Array {
  return set.particular.length * (set.k - 1) < 2 ** 31 ? new Int32Array(length) : new Float64Array(length);
}

/** For value v and shift s, ((v + s + t) mod k) - ((v + t) mod k) for every t, at (v k + s) k + t: the change of a row when its entry's value moves by s. */
function moveRows(k: number): Int32Array {
  const rows = new Int32Array(k * k * k);
  for (let v = 0; v < k; v++)
    for (let shift = 0; shift < k; shift++) for (let t = 0; t < k; t++) rows[(v * k + shift) * k + t] = ((v + shift + t) % k) - ((v + t) % k);
  return rows;
}

/** table[at + t] += count * moves[from + t] for every t: one entry's row moved (see {@link moveRows}). */
function moveRow(table: Int32Array | Float64Array, at: number, from: number, moves: Int32Array, count: number, k: number): void {
  for (let t = 0; t < k; t++) table[at + t] += count * moves[from + t];
}

/** table[at + t] += count * ((value + t) mod k) for every t. */
function addRow(table: Int32Array | Float64Array, at: number, value: number, count: number, k: number): void {
  for (let t = 0; t < k; t++) {
    const shifted = value + t;
    table[at + t] += count * (shifted >= k ? shifted - k : shifted);
  }
}

interface Stage {
  readonly order: number;
  readonly stride: number;
  /** Input offset for output digit c, value t and input digit sigma at (c * k + t) * order + sigma. */
  readonly offsets: Int32Array;
}

function stageOffsets(order: number, stride: number, k: number): Stage {
  const unit = k / order;
  const offsets = new Int32Array(order * k * order);
  for (let c = 0; c < order; c++) {
    for (let t = 0; t < k; t++) {
      for (let sigma = 0; sigma < order; sigma++) offsets[(c * k + t) * order + sigma] = sigma * stride * k + ((t + unit * ((c * sigma) % order)) % k);
    }
  }
  return { order, stride, offsets };
}

/** The transform of the table over every inner coordinate; returns the buffer holding G(u, t). */
function transform(
  table: Int32Array | Float64Array,
  work: (Int32Array | Float64Array)[],
  stages: readonly Stage[],
  size: number,
  k: number,
): Int32Array | Float64Array {
  let input = table;
  let target = 0;
  for (const { order, stride, offsets } of stages) {
    const output = work[target];
    for (let high = 0; high < size; high += stride * order) {
      for (let low = 0; low < stride; low++) {
        const base = (high + low) * k;
        for (let c = 0; c < order; c++) {
          const out = (high + c * stride + low) * k;
          for (let t = 0; t < k; t++) {
            const row = (c * k + t) * order;
            let sum = 0;
            for (let sigma = 0; sigma < order; sigma++) sum += input[base + offsets[row + sigma]];
            output[out + t] = sum;
          }
        }
      }
    }
    input = output;
    target = 1 - target;
  }
  return input;
}
