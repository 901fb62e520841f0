/**
 * The distribution of fewest moves over a board shape's solvable states, and the shape's
 * difficulty scale made from it by {@link difficultyScale}. N below counts
 * the cells that are not holes. The objective (or target)
 * does not matter: the board with objective t and state s needs the presses x with A x = t - s,
 * and t - s runs over the same set of right-hand sides for every t. Pure; cached per shape.
 *
 * How the distribution is found, the first rule that applies:
 * 1. `convolution`, exact: the board has no quiet patterns (nullity 0, found without solving by
 *    {@link quietPatternCount}, for plain boards in milliseconds at any size), so every press pattern
 *    is the only solution of its board and a state's fewest moves is the sum of its pattern's
 *    press counts. The distribution is the N-fold convolution of 1 + x + ... + x^(k-1) (N cells),
 *    in O(N^2 k) steps while that is at most {@link CONVOLUTION_WORK}; beyond, `normal`: the
 *    normal density with the same mean N (k-1) / 2 and variance N (k^2-1) / 12 (the central limit
 *    theorem; such boards have thousands of cells), while its N (k-1) + 1 weights are at most
 *    {@link MAX_NORMAL_LENGTH}; beyond that, `maximum` with the exact maximum N (k-1).
 * 2. `analysis`, exact: the whole state space is small enough to analyse in well under a second
 *    (analyzeStateSpace: k = 2 with at most 2^25 states, else at most 2^21).
 * 3. `sample`, estimated: the proven fewest moves of seeded random solvable states (a uniform
 *    press pattern x gives a uniform solvable state; its fewest moves is the least total in
 *    x + ker A, searched exhaustively by {@link pressPatternMinimum}). The sample size is what a
 *    work budget of about half a second allows ({@link sampleWork}), at most {@link MAX_SAMPLES}
 *    and at least {@link MIN_SAMPLES}; the seed is made of the shape, so the sample is the same
 *    on every run and machine (and so are the puzzles generated from a seed).
 * 4. `maximum`, a bound: the board's states take too long to solve exactly for a sample of
 *    {@link MIN_SAMPLES}, the board has too many quiet patterns for a proven minimum, or it is
 *    beyond the engine's limit (then the bound is N (k-1)). The scale
 *    is then made from an upper bound of the board's largest fewest moves: each state's fewest
 *    moves is at most the average total over its solutions, and at cell c that average is at most
 *    g - 1 + (k - g) / 2, where g = gcd(k, the quiet patterns' values at c) (g = k at a cell no
 *    quiet pattern presses). The top levels of such a scale may hold few or no states.
 */

import type { BoardShape } from '../core/puzzle';
import { createRandom } from '../core/random';
import { analyzeStateSpace } from './analyzeStateSpace';
import { difficultyScale, difficultyScaleFromMaximum, type DifficultyScale } from '../domain/difficultyScale';
import { SolverMemoryError } from '../solvers/types';
import { defaultExactSearchLimit, minimumSolution } from '../solvers/internal/minimum/minimumSearch';
import { shapeKey } from './compactBoard';
import { quietGenerators, type QuietGenerator } from './teaching/pressSystem';
import { quietPatternCount } from './teaching/quietPatternCount';

/**
 * What a difficulty distribution depends on: the shape without its objective or target (the
 * target - state right-hand sides run over every vector for any target), with its neighbourhood
 * and holes.
 */
export type DistributionShape = Pick<BoardShape, 'rows' | 'columns' | 'states' | 'topology' | 'neighbourhood' | 'holes'>;

/** A shape with its quiet patterns: what the sampling and the bound need of a system. */
export interface KernelSystem {
  readonly shape: DistributionShape;
  readonly kernel: readonly QuietGenerator[];
}

/** Just the fields of a {@link DistributionShape} (neighbourhood, holes and target only when set). */
function pickDistributionShape(shape: DistributionShape): DistributionShape {
  const picked: { -readonly [K in keyof DistributionShape]: DistributionShape[K] } = {
    rows: shape.rows,
    columns: shape.columns,
    states: shape.states,
    topology: shape.topology,
  };
  if (shape.neighbourhood !== undefined) picked.neighbourhood = shape.neighbourhood;
  if (shape.holes && shape.holes.includes(1)) picked.holes = shape.holes;
  return picked;
}

/** The cells of a shape that are not holes. */
function boardCellsOf(shape: DistributionShape): number {
  let cells = shape.rows * shape.columns;
  if (shape.holes) for (const hole of shape.holes) cells -= hole;
  return cells;
}

/** The quiet patterns of a distribution shape, from the shape's {@link BoardSystem}. */
function kernelSystem(shape: DistributionShape): KernelSystem {
  return { shape, kernel: quietGenerators({ ...shape, objective: 0 }) };
}

/** How a distribution was found (see the module's rule). */
export type DistributionMethod = 'convolution' | 'normal' | 'analysis' | 'sample' | 'maximum';

/** A board shape's fewest-moves distribution. */
export interface DifficultyDistribution {
  readonly shape: DistributionShape;
  readonly method: DistributionMethod;
  /** True for `convolution` and `analysis`: every solvable state is counted. */
  readonly exact: boolean;
  /**
   * Entry m: how often a solvable state needs exactly m presses at least. `analysis`: the number
   * of states; `convolution`: the number of states while k^N < 2^53, else a weight proportional to
   * it (every entry of 0..maxMoves positive); `normal`: the normal density; `sample`: the number
   * of sampled states; `maximum`: empty (no distribution is known).
   */
  readonly weights: readonly number[];
  /**
   * The largest fewest moves: exact for `convolution`, `normal` and `analysis`; the largest in the
   * sample for `sample`; an upper bound for `maximum`.
   */
  readonly maxMoves: number;
  /** How many states were sampled (`sample` only, else 0). */
  readonly samples: number;
}

/** A shape's distribution with the difficulty scale made from it. */
export interface ShapeDifficulty {
  readonly distribution: DifficultyDistribution;
  readonly scale: DifficultyScale;
}

/** The most steps (N^2 (k-1)) of an exact convolution; beyond, the normal approximation. */
export const CONVOLUTION_WORK = 2 ** 24;

/**
 * The most weights of a `normal` distribution (one per length 0..N (k-1)): 2^25, 256 MiB of
 * doubles. Larger boards without quiet patterns get the `maximum` rule with the exact maximum.
 */
export const MAX_NORMAL_LENGTH = 2 ** 25;

/** The most states analysed exactly for k = 2 (about 0.2 s for 5x5). */
export const MAX_BINARY_ANALYSED_STATES = 2 ** 25;

/** The most states analysed exactly for k > 2 (every press pattern is enumerated: about 0.2 s). */
export const MAX_ANALYSED_STATES = 2 ** 21;

/** The most bytes (solutions x cell groups) of the quiet-pattern table that {@link pressPatternMinimum} walks. */
export const MAX_SOLUTION_TABLE_BYTES = 2 ** 24;

/** The most states sampled. */
export const MAX_SAMPLES = 1500;

/** The fewest states a sample may have; a shape that cannot afford them gets the `maximum` rule. */
export const MIN_SAMPLES = 100;

/**
 * The work budget of one sample, in the units of {@link sampleWork} (about one simple array step,
 * a few nanoseconds): about half a second on a 2-core machine.
 */
export const SAMPLE_WORK_BUDGET = 8e7;

const cache = new Map<string, ShapeDifficulty>();
const CACHE_SIZE = 16;

/** The distribution and scale of a shape, from a small least-recently-used cache. */
export function shapeDifficulty(shape: DistributionShape): ShapeDifficulty {
  const key = shapeKey(shape);
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const distribution = difficultyDistribution(shape);
  const scale = distribution.method === 'maximum' ? difficultyScaleFromMaximum(distribution.maxMoves) : difficultyScale(distribution.weights);
  const result = { distribution, scale };
  cache.set(key, result);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return result;
}

/** The difficulty scale of a shape (see {@link shapeDifficulty}). */
export function shapeDifficultyScale(shape: DistributionShape): DifficultyScale {
  return shapeDifficulty(shape).scale;
}

/** Computes a shape's fewest-moves distribution by the module's rule (uncached). */
export function difficultyDistribution(shape: DistributionShape): DifficultyDistribution {
  const picked = pickDistributionShape(shape);
  const cells = boardCellsOf(shape);
  const k = shape.states;
  const quiet = quietPatternCount(picked);
  // Beyond the engine's limit nothing is solved exactly; every cell pressed k-1 times bounds the rest.
  if (!quiet.known) return maximumDistribution(picked, cells * (k - 1));
  if (quiet.count === 1) {
    if (cells * cells * (k - 1) <= CONVOLUTION_WORK) return convolutionDistribution(picked);
    return cells * (k - 1) + 1 <= MAX_NORMAL_LENGTH ? normalDistribution(picked) : maximumDistribution(picked, cells * (k - 1));
  }
  let system: KernelSystem;
  try {
    system = kernelSystem(picked);
  } catch (error) {
    if (error instanceof SolverMemoryError) return maximumDistribution(picked, cells * (k - 1));
    throw error;
  }
  const states = cells * Math.log2(k);
  if (states <= Math.log2(k === 2 ? MAX_BINARY_ANALYSED_STATES : MAX_ANALYSED_STATES)) {
    const analysis = analyzeStateSpace({ ...picked, objective: 0 }, { hardestLimit: 0 });
    return { shape: picked, method: 'analysis', exact: true, weights: analysis.distribution, maxMoves: analysis.maxMoves, samples: 0 };
  }
  const solutions = system.kernel.reduce((product, generator) => product * generator.order, 1);
  const samples = Math.min(MAX_SAMPLES, Math.floor(SAMPLE_WORK_BUDGET / sampleWork(system, cells)));
  if (solutions > defaultExactSearchLimit(k) || samples < MIN_SAMPLES) return maximumDistribution(picked, maximumMovesBound(system));
  return sampledDistribution(picked, samples);
}

/** The N-fold convolution of 1 + x + ... + x^(k-1): exact counts while k^N < 2^53, else scaled by k^-N. */
function convolutionDistribution(shape: DistributionShape): DifficultyDistribution {
  const cells = boardCellsOf(shape);
  const k = shape.states;
  const maxMoves = cells * (k - 1);
  const scaled = cells * Math.log2(k) >= 53;
  let current = new Float64Array(maxMoves + 1);
  let next = new Float64Array(maxMoves + 1);
  current[0] = 1;
  for (let cell = 1; cell <= cells; cell++) {
    // next[m] = sum of current[m - j] for j in 0..k-1, a sliding window over the previous row.
    const top = cell * (k - 1);
    let window = 0;
    for (let m = 0; m <= top; m++) {
      window += current[m];
      if (m >= k) window -= current[m - k];
      next[m] = scaled ? window / k : window;
    }
    [current, next] = [next, current];
  }
  // Far tails underflow when scaled; every length 0..N(k-1) is some state's fewest moves.
  const weights = Array.from(current, (weight) => (weight > 0 ? weight : Number.MIN_VALUE));
  return { shape, method: 'convolution', exact: true, weights, maxMoves, samples: 0 };
}

/** The normal density with the convolution's mean and variance, for boards too large to convolve. */
function normalDistribution(shape: DistributionShape): DifficultyDistribution {
  const cells = boardCellsOf(shape);
  const k = shape.states;
  const maxMoves = cells * (k - 1);
  const mean = maxMoves / 2;
  const variance = (cells * (k * k - 1)) / 12;
  const weights = Array.from({ length: maxMoves + 1 }, (_, m) => Math.max(Math.exp(-((m - mean) ** 2) / (2 * variance)), Number.MIN_VALUE));
  return { shape, method: 'normal', exact: false, weights, maxMoves, samples: 0 };
}

/**
 * The `sample` distribution of a shape: the proven fewest moves of `samples` random solvable
 * states, drawn from a seed made of the shape, so equal shapes give equal samples. Lengths up to
 * the largest sampled that no sampled state needs get a negligible weight (Number.MIN_VALUE):
 * every length 0..max is some state's fewest moves (pressing a cell of a minimum solution lowers
 * the minimum by exactly one), so the scale's ranges start at 1. Throws a RangeError when the
 * shape's solution sets are beyond the exhaustive search (see {@link pressPatternMinimum}).
 */
export function sampledDistribution(shape: DistributionShape, samples: number): DifficultyDistribution {
  const picked = pickDistributionShape(shape);
  const cells = shape.rows * shape.columns;
  const k = shape.states;
  const fewestMoves = pressPatternMinimum(kernelSystem(picked));
  const random = createRandom(`difficulty sample ${shapeKey(picked)}`);
  const counts = new Array<number>(boardCellsOf(picked) * (k - 1) + 1).fill(0);
  let maxMoves = 0;
  const presses = new Uint8Array(cells);
  for (let sample = 0; sample < samples; sample++) {
    // A uniform press pattern makes a uniform solvable state: each has as many patterns as quiet patterns.
    // Holes are never pressed (and take no draw, so a board without holes keeps its sample).
    for (let cell = 0; cell < cells; cell++) presses[cell] = picked.holes?.[cell] ? 0 : random.nextInt(k);
    const total = fewestMoves(presses);
    counts[total]++;
    maxMoves = Math.max(maxMoves, total);
  }
  const weights = counts.slice(0, maxMoves + 1).map((count) => (count > 0 ? count : Number.MIN_VALUE));
  return { shape: picked, method: 'sample', exact: false, weights, maxMoves, samples };
}

/**
 * The fewest moves of the board that the press pattern `presses` solves (the solved board with
 * those presses undone): the least total of `presses` + q over the quiet patterns q, searched
 * exhaustively. For many patterns of
 * one shape; throws a RangeError when the shape has more solutions per state than the exhaustive
 * limit of {@link minimumSolution}. k > 2 walks a table of the quiet patterns built once (see below,
 * while it takes at most {@link MAX_SOLUTION_TABLE_BYTES}), several times faster than a search per
 * state; k = 2 and larger tables use minimumSolution (for k = 2 its Walsh-Hadamard search). Both
 * are exact: the tests check them against solveOnBestPath.
 */
export function pressPatternMinimum(system: KernelSystem): (presses: Uint8Array) => number {
  const k = system.shape.states;
  const solutions = system.kernel.reduce((product, generator) => product * generator.order, 1);
  if (solutions > defaultExactSearchLimit(k)) {
    throw new RangeError(
      `a ${system.shape.rows}x${system.shape.columns} ${system.shape.topology} board with ${k} states has ${solutions} solutions per state, over the exhaustive limit`,
    );
  }
  const cells = system.shape.rows * system.shape.columns;
  if (k > 2 && solutions * groupCells(system, cells).groups <= MAX_SOLUTION_TABLE_BYTES) return solutionTable(system, cells).minimum;
  return (presses) => {
    const best = minimumSolution({ k, particular: presses, generators: system.kernel });
    // Within the exhaustive limit (checked above), so this holds.
    if (!best.minimal) throw new Error('difficulty sample: a minimum was not proven');
    return best.total;
  };
}

/**
 * k > 2: every solution x + q of a state, walked over a table of the quiet patterns q. Cells that
 * every quiet pattern leaves alone add their x; the others are grouped by their column of the
 * table (cells of one group take the same value in every q), and a group's total for each value
 * t it can be moved by is tabulated once per state, so each q costs one lookup per group. Many
 * states of one shape share the table, which makes this several times faster than a search per
 * state.
 */
function solutionTable(system: KernelSystem, cells: number): { minimum: (particular: Uint8Array) => number } {
  const k = system.shape.states;
  const { groupOfCell, groups } = groupCells(system, cells);
  // moves[j * groups + s]: what quiet pattern j adds to the cells of group s (mixed radix over the generators).
  let moves = new Uint8Array(groups);
  for (const { pattern, order } of system.kernel) {
    const representative = new Uint8Array(groups);
    for (let cell = 0; cell < cells; cell++) if (groupOfCell[cell] >= 0) representative[groupOfCell[cell]] = pattern[cell];
    const next = new Uint8Array(moves.length * order);
    for (let times = 0; times < order; times++) {
      const offset = times * moves.length;
      for (let at = 0; at < moves.length; at++) next[offset + at] = (moves[at] + times * representative[at % groups]) % k;
    }
    moves = next;
  }
  const solutions = moves.length / groups;
  const totals = new Int32Array(groups * k);
  return {
    minimum: (particular: Uint8Array): number => {
      totals.fill(0);
      let base = 0;
      for (let cell = 0; cell < cells; cell++) {
        const group = groupOfCell[cell];
        const value = particular[cell];
        if (group < 0) {
          base += value;
          continue;
        }
        const row = group * k;
        for (let t = 0; t < k; t++) totals[row + t] += value + t < k ? value + t : value + t - k;
      }
      let least = Number.MAX_SAFE_INTEGER;
      for (let j = 0, at = 0; j < solutions; j++) {
        let total = 0;
        for (let s = 0; s < groups; s++, at++) total += totals[s * k + moves[at]];
        if (total < least) least = total;
      }
      return base + least;
    },
  };
}

/** Cells grouped by their values in the generators (-1: no generator presses the cell). */
function groupCells(system: KernelSystem, cells: number): { groupOfCell: Int32Array; groups: number } {
  const groupOfCell = new Int32Array(cells).fill(-1);
  const keys = new Map<string, number>();
  for (let cell = 0; cell < cells; cell++) {
    const column = system.kernel.map(({ pattern }) => pattern[cell]);
    if (column.every((value) => value === 0)) continue;
    const key = column.join(',');
    let group = keys.get(key);
    if (group === undefined) {
      group = keys.size;
      keys.set(key, group);
    }
    groupOfCell[cell] = group;
  }
  return { groupOfCell, groups: keys.size };
}

function maximumDistribution(shape: DistributionShape, maxMoves: number): DifficultyDistribution {
  return { shape, method: 'maximum', exact: false, weights: [], maxMoves, samples: 0 };
}

/**
 * An upper bound of the largest fewest moves of a shape (its `maximum` rule): the sum over cells
 * of the largest average value a cell takes over a solution set, since a state's fewest moves is
 * at most the average total of its solutions. At cell c the quiet patterns add the multiples of
 * g = gcd(k, their values at c), uniformly, so a value r mod g averages r + (k - g) / 2, at most
 * g - 1 + (k - g) / 2. Exact (N (k-1)) for a board without quiet patterns.
 */
export function maximumMovesBound(system: KernelSystem): number {
  const k = system.shape.states;
  const cells = system.shape.rows * system.shape.columns;
  let bound = 0;
  for (let cell = 0; cell < cells; cell++) {
    if (system.shape.holes?.[cell]) continue;
    let g = k;
    for (const { pattern } of system.kernel) g = gcd(g, pattern[cell]);
    bound += g - 1 + (k - g) / 2;
  }
  return Math.floor(bound);
}

/**
 * The work of one sampled state's exact minimum by {@link pressPatternMinimum}, in units of about
 * one step of a tight loop over typed arrays (2 to 8 ns measured on a 2-core machine). k = 2: the
 * Walsh-Hadamard search, N (d + 1) + d 2^d steps with d generators. k > 2: the table walk, N k to
 * tabulate the groups plus one lookup per solution and group.
 */
export function sampleWork(system: KernelSystem, cells: number): number {
  const k = system.shape.states;
  const d = system.kernel.length;
  if (k === 2) return cells * (d + 1) + d * 2 ** d;
  const solutions = system.kernel.reduce((product, g) => product * g.order, 1);
  return cells * k + solutions * groupCells(system, cells).groups;
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}
