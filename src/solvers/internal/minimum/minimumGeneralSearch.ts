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
import { grayCodeDigit, grayCodeDigits } from './minimumSmallSearch';

/** Largest inner table (combinations times k values). */
const LARGEST_TABLE = 2 ** 15;

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
  const cells = particular.length;
  const units = generators.map((g) => k / g.order);
  const keyOf = new Float64Array(cells);
  let place = k;
  generators.forEach((g, i) => {
    for (let cell = 0; cell < cells; cell++) {
      const value = g.pattern[cell];
      if (value !== 0) keyOf[cell] += place * (value / units[i]);
    }
    place *= g.order;
  });
  const index = new Map<number, number>();
  const count: number[] = [];
  const value: number[] = [];
  const digitList: number[] = [];
  let fixedTotal = 0;
  for (let cell = 0; cell < cells; cell++) {
    if (keyOf[cell] === 0) {
      fixedTotal += particular[cell];
      continue;
    }
    const key = keyOf[cell] + particular[cell];
    const at = index.get(key);
    if (at !== undefined) {
      count[at]++;
      continue;
    }
    index.set(key, count.length);
    count.push(1);
    value.push(particular[cell]);
    for (let i = 0; i < d; i++) digitList.push(generators[i].pattern[cell] / units[i]);
  }
  return { count, value, digits: Int32Array.from(digitList), fixedTotal };
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
    if (inner.length > 0 && (size * order * k > LARGEST_TABLE || size * order > Math.max(order, entryCount))) break;
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
  for (let e = 0; e < entryCount; e++) inner.forEach((i, j) => (innerIndex[e] += entries.digits[e * d + i] * strides[j]));
  const current = new Int32Array(entryCount);
  const table = new Float64Array(size * k);
  const outerLists = outer.map((i) => {
    const list = Int32Array.from(touching[i]);
    const shifts = Int32Array.from(touching[i], (e) => (entries.digits[e * d + i] * (k / generators[i].order)) % k);
    return { list, shifts };
  });
  const stages = inner.map((i, j) => stageOffsets(generators[i].order, strides[j], k));
  const work = [new Float64Array(size * k), new Float64Array(size * k)];

  // The table at the Gray state before `step`.
  const load = (_batch: number, step: number): void => {
    const outerDigits = step === 0 ? radices.map(() => 0) : grayCodeDigits(step - 1, radices);
    table.fill(0);
    for (let e = 0; e < entryCount; e++) {
      let value = entries.value[e];
      outer.forEach((i, j) => (value += outerDigits[j] * entries.digits[e * d + i] * (k / generators[i].order)));
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
          const at = innerIndex[e] * k;
          const count = entries.count[e];
          addRow(table, at, current[e], -count, k);
          current[e] = (current[e] + shifts[j]) % k;
          addRow(table, at, current[e], count, k);
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

/** table[at + t] += count * ((value + t) mod k) for every t. */
function addRow(table: Float64Array, at: number, value: number, count: number, k: number): void {
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
function transform(table: Float64Array, work: Float64Array[], stages: readonly Stage[], size: number, k: number): Float64Array {
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
