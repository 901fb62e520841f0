/**
 * Large-neighbourhood search for a good (not proven) minimum: from a member of the set, solve
 * exactly over a window of generators (all other coefficients held) and keep any improvement.
 * First every run of consecutive generators, and the runs shifted by half a window, until a whole
 * pass improves nothing; then random windows in an iterated local search until the stop time or
 * the given number of windows.
 * Windows hold up to 2^20 solutions for k = 2 and 3^12 for k = 3 where the split searches have
 * SIMD ({@link binaryExhaustiveMinimum}, {@link ternaryExhaustiveMinimum}: a few milliseconds each), else 2^12
 * ({@link smallMinimum}). The
 * random choices come from a fixed-seed generator, so runs repeat. Pure.
 */

import { binaryExhaustiveMinimum, binarySearchApplies } from './minimumBinarySearch';
import type { SearchControl } from './minimumSearchControl';
import type { SolutionSet } from './minimumSearch';
import { combine, patternTotal, smallMinimum } from './minimumSmallSearch';
import { hasTernarySimd } from '../kernels/minimumTernaryKernel';
import { ternaryExhaustiveMinimum, ternarySearchApplies } from './minimumTernarySearch';
import { hasTransformSimd } from '../kernels/minimumTransformKernel';

/** Solutions per window by the small search (k > 2: fewer on large boards, see {@link SMALL_WINDOW_WORK}). */
const SMALL_WINDOW_SOLUTIONS = 2 ** 12;
/** Solutions per window by the SIMD ternary search (k = 3). */
const TERNARY_WINDOW_SOLUTIONS = 3 ** 12;
/** Solutions per window by the SIMD split search (k = 2). */
const SPLIT_WINDOW_SOLUTIONS = 2 ** 20;

/** Random windows without improvement before the walk restarts near the best. */
const STALE_WINDOWS = 8;
/** Random generators added to the best at a restart. */
const KICK_GENERATORS = 3;

/** A member of the set and its total. */
export interface Candidate {
  readonly presses: Uint8Array;
  readonly total: number;
}

/** Largest solutions times cells of a small-search window (its Gray code steps over every group a generator touches). */
const SMALL_WINDOW_WORK = 2 ** 24;

function windowSolutions(set: SolutionSet): number {
  if (set.k === 2 && hasTransformSimd()) return SPLIT_WINDOW_SOLUTIONS;
  if (set.k === 3 && hasTernarySimd()) return TERNARY_WINDOW_SOLUTIONS;
  if (set.k === 2) return SMALL_WINDOW_SOLUTIONS;
  return Math.max(1, Math.min(SMALL_WINDOW_SOLUTIONS, Math.floor(SMALL_WINDOW_WORK / set.particular.length)));
}

/** Runs of consecutive generators, then the same shifted by half a run so improvements can combine across them. */
function consecutiveWindows(set: SolutionSet, limit: number): number[][] {
  const windows: number[][] = [];
  for (let start = 0; start < set.generators.length;) {
    const window: number[] = [];
    let combinations = 1;
    while (start < set.generators.length && (window.length === 0 || combinations * set.generators[start].order <= limit)) {
      combinations *= set.generators[start].order;
      window.push(start++);
    }
    windows.push(window);
  }
  if (windows.length < 2) return windows;
  const shifted = windows.map((window, i) => {
    const next = windows[i + 1] ?? windows[0];
    return [...window.slice(Math.floor(window.length / 2)), ...next.slice(0, Math.ceil(next.length / 2))];
  });
  return [...windows, ...shifted];
}

/** A random window: generators in random order while their combinations stay within the limit. */
function randomWindow(set: SolutionSet, limit: number, random: () => number): number[] {
  const order = set.generators.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const window: number[] = [];
  let combinations = 1;
  for (const i of order) {
    if (window.length > 0 && combinations * set.generators[i].order > limit) break;
    combinations *= set.generators[i].order;
    window.push(i);
  }
  return window;
}

/** The best member of current + span(window), exactly (or the best found by the deadline). */
function solveWindow(set: SolutionSet, window: readonly number[], current: Candidate, control: SearchControl): Candidate {
  const local: SolutionSet = { k: set.k, particular: current.presses, generators: window.map((i) => set.generators[i]) };
  if (local.generators.length >= 14 && binarySearchApplies(local) && hasTransformSimd()) {
    return binaryExhaustiveMinimum(local, current, control.quiet());
  }
  if (local.generators.length >= 9 && ternarySearchApplies(local) && hasTernarySimd()) {
    return ternaryExhaustiveMinimum(local, current, control.quiet());
  }
  const presses = smallMinimum(local);
  return { presses, total: patternTotal(presses) };
}

/** A small deterministic pseudo-random generator (mulberry32). */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/**
 * The best member found from `start`: descent over consecutive windows, then up to
 * `randomWindows` random windows in an iterated local search (after {@link STALE_WINDOWS} windows
 * without improvement the walk restarts from the best plus a few random generators), stopping
 * at `stopAt` (a performance.now() time) or the control's deadline, whichever comes first.
 * Reports progress by time.
 */
export function neighbourhoodSearch(set: SolutionSet, start: Candidate, control: SearchControl, stopAt: number, randomWindows: number): Candidate {
  if (set.generators.length === 0) return start;
  const limit = windowSolutions(set);
  const timeLeft = (): boolean => performance.now() < stopAt && !control.expired();
  let best = start;
  let current = start;
  const consider = (window: readonly number[]): boolean => {
    const found = solveWindow(set, window, current, control);
    control.progressByTime();
    if (found.total >= current.total) return false;
    current = found;
    if (found.total < best.total) {
      best = found;
      control.bestTotal = Math.min(control.bestTotal, found.total);
    }
    return true;
  };
  const windows = consecutiveWindows(set, limit);
  for (let improved = true; improved && timeLeft();) {
    improved = false;
    for (const window of windows) {
      if (!timeLeft()) break;
      if (consider(window)) improved = true;
    }
  }
  if (windows.length === 1) return best;
  const random = randomSource(0x5eed + set.generators.length);
  let stale = 0;
  for (let tried = 0; tried < randomWindows && timeLeft(); tried++) {
    if (consider(randomWindow(set, limit, random))) {
      stale = 0;
      continue;
    }
    if (++stale < STALE_WINDOWS) continue;
    stale = 0;
    const digits = new Array<number>(set.generators.length).fill(0);
    for (let kick = 0; kick < KICK_GENERATORS; kick++) {
      const i = Math.floor(random() * digits.length);
      digits[i] = 1 + Math.floor(random() * (set.generators[i].order - 1));
    }
    const presses = combine({ k: set.k, particular: best.presses, generators: set.generators }, digits);
    current = { presses, total: patternTotal(presses) };
  }
  return best;
}
