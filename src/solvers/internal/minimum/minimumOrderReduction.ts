/**
 * A solution set over Z_k whose generators all have one order q < k (say k = 6 or 12 with a
 * kernel of order 3) is a set over Z_q in disguise: every generator value is a multiple of
 * m = k / q, so a cell's value x0 + sum c_i g_i keeps its residue r = x0 mod m and is r + m y
 * with y = (x0 - r) / m + sum c_i g_i / m in Z_q. Its presses are sum r + m sum y: the
 * fewest-presses member of the Z_q set of the y gives the fewest presses of the Z_k set, so the
 * k = 2 and k = 3 searches serve every k whose kernel has order 2 or 3 only. Pure.
 */

import type { SolutionSet } from './minimumSearch';
import { SearchControl, type ExhaustiveWalk } from './minimumSearchControl';

/** The order q < k that every generator of the set has, or null when they do not share one. */
export function reducedOrder(set: SolutionSet): number | null {
  const { k, generators } = set;
  if (generators.length === 0) return null;
  const q = generators[0].order;
  return q >= k || generators.some((g) => g.order !== q) ? null : q;
}

/** The Z_q set of a set whose generators all have the order q < k, or null when they do not share one. */
export function reducedSet(set: SolutionSet): SolutionSet | null {
  const { k, particular, generators } = set;
  const q = reducedOrder(set);
  if (q === null) return null;
  const m = k / q;
  return {
    k: q,
    particular: quotients(particular, m),
    generators: generators.map((g) => ({ pattern: quotients(g.pattern, m), order: q })),
  };
}

/** floor(x / m) of every value, in one typed pass through a table of the 256 byte values (a million-cell pattern per generator). */
function quotients(values: Uint8Array, m: number): Uint8Array {
  const table = Uint8Array.from({ length: 256 }, (_, x) => Math.floor(x / m));
  const out = new Uint8Array(values.length);
  for (let cell = 0; cell < values.length; cell++) out[cell] = table[values[cell]];
  return out;
}

/** The presses of the set's cells that every member has: sum of the particular's residues mod m = k / q. */
function residueTotal(set: SolutionSet, reduced: SolutionSet): number {
  const m = set.k / reduced.k;
  const { particular } = set;
  let residues = 0;
  for (let cell = 0; cell < particular.length; cell++) residues += particular[cell] % m;
  return residues;
}

/**
 * The walk over the {@link reducedSet} (which must exist) as a walk of the set itself: the same
 * positions and generator coefficients; a member's total is sum r + m (its reduced total).
 */
export function reducedWalk(walk: ExhaustiveWalk): ExhaustiveWalk {
  return (set, incumbentTotal, control, choice, share) => {
    const reduced = reducedSet(set);
    if (reduced === null) throw new RangeError('the set has no reduced form');
    const m = set.k / reduced.k;
    const residues = residueTotal(set, reduced);
    const reducedIncumbent = (incumbentTotal - residues) / m;
    // The reduced search counts reduced presses: its progress reaches the caller as a share of the work only.
    const reducedControl = new SearchControl(control.deadline, reducedIncumbent, (progress) => control.progress(progress.fraction));
    const outcome = walk(reduced, reducedIncumbent, reducedControl, choice, share);
    if (outcome.digits === null) return { ...outcome, total: incumbentTotal };
    const found = residues + m * outcome.total;
    control.bestTotal = Math.min(control.bestTotal, found);
    return { ...outcome, total: found };
  };
}
