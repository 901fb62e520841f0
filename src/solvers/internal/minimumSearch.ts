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
 * the generator touches, not the number of cells. Above the exhaustive limit, a deterministic
 * local search (best single-generator moves until none improves) returns a good solution that
 * is not proven minimal. Pure.
 */

/** Default largest solution-set size searched exhaustively: 2^22 solutions. */
export const DEFAULT_EXACT_SEARCH_LIMIT = 2 ** 22;

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
  const keyToGroup = new Map<string, number>();
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
    const key = `${particular[cell]}:${signature.join(',')}`;
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

/** Adds generator i `times` times to the grouped state; returns the change of the total. */
function addGenerator(grouped: GroupedSet, i: number, times: number, k: number, apply: boolean): number {
  const { groups, deltas } = grouped.touches[i];
  const { values, counts } = grouped;
  let change = 0;
  for (let j = 0; j < groups.length; j++) {
    const group = groups[j];
    const old = values[group];
    const next = (old + deltas[j] * times) % k;
    change += counts[group] * (next - old);
    if (apply) values[group] = next;
  }
  return change;
}

/** The number of solutions of the set as a bigint. */
export function solutionCount(set: SolutionSet): bigint {
  return set.generators.reduce((product, g) => product * BigInt(g.order), 1n);
}

/**
 * Finds a minimum-total solution when the set has at most `exactLimit` solutions, otherwise a
 * locally minimal one (`minimal: false`).
 */
export function minimumSolution(set: SolutionSet, exactLimit = DEFAULT_EXACT_SEARCH_LIMIT): MinimumSearchResult {
  const { k, particular } = set;
  if (set.generators.length === 0) return { presses: particular.slice(), total: sum(particular), minimal: true };
  // Generators that touch the fewest groups change most often in the Gray code.
  const grouped0 = groupCells(set);
  const order = set.generators.map((_, i) => i).sort((a, b) => grouped0.touches[a].groups.length - grouped0.touches[b].groups.length);
  const generators = order.map((i) => set.generators[i]);
  const sorted: SolutionSet = { k, particular, generators };
  const grouped = groupCells(sorted);
  const count = solutionCount(sorted);
  const digits = count <= BigInt(exactLimit) ? grayCodeSearch(sorted, grouped) : localSearch(sorted, grouped);
  const presses = particular.slice();
  digits.forEach((times, i) => {
    if (times === 0) return;
    const pattern = generators[i].pattern;
    for (let cell = 0; cell < presses.length; cell++) {
      if (pattern[cell] !== 0) presses[cell] = (presses[cell] + pattern[cell] * times) % k;
    }
  });
  return { presses, total: sum(presses), minimal: count <= BigInt(exactLimit) };
}

function grayCodeSearch(set: SolutionSet, grouped: GroupedSet): number[] {
  const radices = set.generators.map((g) => g.order);
  const total = radices.reduce((product, r) => product * r, 1);
  let current = grouped.baseTotal;
  let best = current;
  let bestStep = 0;
  for (let step = 1; step < total; step++) {
    let i = 0;
    let rest = step;
    while (rest % radices[i] === 0) {
      rest /= radices[i];
      i++;
    }
    current += addGenerator(grouped, i, 1, set.k, true);
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

function localSearch(set: SolutionSet, grouped: GroupedSet): number[] {
  const digits = set.generators.map(() => 0);
  for (let improved = true; improved; ) {
    improved = false;
    for (let i = 0; i < set.generators.length; i++) {
      let bestTimes = 0;
      let bestChange = 0;
      for (let times = 1; times < set.generators[i].order; times++) {
        const change = addGenerator(grouped, i, times, set.k, false);
        if (change < bestChange) {
          bestChange = change;
          bestTimes = times;
        }
      }
      if (bestTimes > 0) {
        addGenerator(grouped, i, bestTimes, set.k, true);
        digits[i] = (digits[i] + bestTimes) % set.generators[i].order;
        improved = true;
      }
    }
  }
  return digits;
}

function sum(values: ArrayLike<number>): number {
  let total = 0;
  for (let i = 0; i < values.length; i++) total += values[i];
  return total;
}
