/**
 * Puzzle generation: solvable boards from a seed, with an exact minimum number of moves or a
 * difficulty. A board is made from a press pattern x (counts 0..k-1): the solved (objective)
 * board with x undone, so x solves it and it is always solvable. Its minimum is the least total
 * over x + the quiet patterns, and how it is certified depends on how many quiet patterns the
 * shape has ({@link quietPatternCount}, known without solving a board):
 *
 * 1. None (nullity 0; most plain boards, 1000x1000 with k = 2 among them): x is the board's
 *    only solution, so its total is the minimum, known by construction. The generator draws a
 *    uniform pattern and adds or removes presses at random cells until its total is the target:
 *    O(N k) steps, no solve.
 * 2. Some, at most the exhaustive limit of {@link minimumSolution}: a certified solve of the board of a
 *    pattern whose total is the target gives its minimum M and a minimum solution x*. If x* has
 *    entries c with x*_c > 0, then x* - e_c is a minimum solution of its own board, with total
 *    M - 1 (it solves the board pressed once at c; a solution z of that board gives z + e_c of
 *    total at most T(z) + 1 for the first, so T(z) >= M - 1). So from M >= target the generator
 *    steps down to the target exactly by removing presses from x*, without solving again. While
 *    M < target it climbs: it adds presses to x* (twice the gap after progress, halved after a try
 *    without it, at least one) and certifies again, keeping results that do not lower M. After
 *    {@link CLIMB_PATIENCE} solves in a row without progress it starts again from a new pattern,
 *    at most {@link CLIMB_RESTARTS} times, within the climbing budget of solves
 *    ({@link defaultClimbBudget}, about 1.5 s of solves); then it keeps the closest minimum found.
 *    Most targets take one to four solves; one beyond the board's largest minimum (the top of a
 *    `maximum` scale, which only bounds it) takes the budget (19x19: 200 solves, 0.3 s).
 * 3. More than the exhaustive limit, or a shape beyond the engine's limit: no minimum is
 *    certified. Asked for a target, the generator throws a {@link GenerationError}, or with
 *    `allowUncertified` makes the board of a pattern of the target's total (an upper bound of its
 *    fewest moves) and says why in `uncertified`.
 *
 * Difficulty is relative to the board shape ({@link difficultyScale}): each level is a
 * range of fewest moves holding about a third of the shape's solvable states
 * ({@link difficultyDistribution}). Asked for a level, the generator draws its target from the
 * shape's distribution restricted to that level's range, so it aims at minima as common as they
 * are among the board's puzzles, and records the level of the minimum it reached.
 *
 * Boards keep their neighbourhood, holes and target: patterns never press a hole (N
 * counts the cells that are not holes) and the board is made from the target with x undone
 * ({@link boardSolvedBy} makes the board a pattern solves).
 *
 * Long runs: `deadline` and `signal` are checked between steps (the shape's analysis, each
 * certified solve, the board's construction) and `onProgress` hears of each step. Pure apart from
 * the clock and the callbacks it is given.
 */

import { type Difficulty, difficultyOfMoves, type DifficultyScale, type MovesRange, nearestOfferedDifficulty } from '../domain/difficultyScale';
import { boardCellCount, checkShape, pickShape, totalPresses, type BoardShape, type Puzzle } from '../core/puzzle';
import { createRandom, type Random } from '../core/random';
import * as l10n from '../domain/l10n';
import { defaultExactSearchLimit } from '../solvers/internal/minimum/minimumSearch';
import { solveOnBestPath } from '../solvers/internal/solvePuzzle';
import { SolveCancelledError, SolverMemoryError, type SolveResult } from '../solvers/types';
import { shapeDifficulty, shapeDifficultyScale } from './difficultyDistribution';
import { boardSolvedBy, lowerPresses, patternWithTotal, raisePresses, uniformPattern } from './teaching/pressPatterns';
import { quietPatternCount, type QuietPatternCount } from './teaching/quietPatternCount';

/** A certified exact solver: the internal engine's solveOnBestPath, or a stand-in that counts calls. */
export type MinimumSolver = (puzzle: Puzzle) => Pick<SolveResult, 'presses' | 'totalPresses' | 'minimal'>;

/** A step of a generation, as `onProgress` hears of it. */
export type GenerationProgress =
  /** Counting the shape's quiet patterns and making its difficulty scale. */
  | { readonly stage: 'shape' }
  /** Certified solve number `solve` (from 1) of at most `budget`. */
  | { readonly stage: 'solve'; readonly solve: number; readonly budget: number }
  /** Making the board from its press pattern. */
  | { readonly stage: 'build' };

/** What to generate. Without `moves` or `difficulty`, a uniformly random solvable board. */
export interface GenerateOptions {
  /** Any string or number; equal seeds give equal puzzles. */
  readonly seed: string | number;
  /** The exact minimum number of moves wanted (the closest reachable when the board allows no such puzzle). */
  readonly moves?: number;
  /**
   * A difficulty on the shape's scale (the nearest level the shape has, when it lacks this one:
   * only boards with fewer than three distinct minimum lengths).
   */
  readonly difficulty?: Difficulty;
  /**
   * Rate the puzzle made on the shape's scale even when no difficulty is asked for (it costs up
   * to about a second the first time a shape is rated; see {@link difficultyDistribution}). Always
   * done with `difficulty`.
   */
  readonly rate?: boolean;
  /** The most certified solves spent climbing towards the target (boards with quiet patterns only); default {@link defaultClimbBudget}. */
  readonly climbBudget?: number;
  /**
   * With `moves` or `difficulty` on a board whose minimum cannot be certified: make it anyway
   * (see `uncertified`) instead of throwing a {@link GenerationError}.
   */
  readonly allowUncertified?: boolean;
  /** The time (on `now`'s clock, by default Date.now() in ms) to end by: past it a {@link GenerationTimeoutError}. */
  readonly deadline?: number;
  /** Aborting it ends the generation at its next step with a SolveCancelledError. */
  readonly signal?: AbortSignal;
  /** Hears of each step (see {@link GenerationProgress}) before it starts. */
  readonly onProgress?: (progress: GenerationProgress) => void;
  /** The certified solver of boards with quiet patterns; default the internal engine. */
  readonly solve?: MinimumSolver;
  /** The clock `deadline` is read on; default Date.now. */
  readonly now?: () => number;
}

/** A generated puzzle. */
export interface GeneratedPuzzle {
  readonly puzzle: Puzzle;
  /** The certified minimum number of moves, or null when it cannot be certified (see `uncertified`). */
  readonly minMoves: number | null;
  /** The minimum aimed at (`moves`, or drawn from the difficulty's range), if any. */
  readonly target: number | null;
  /**
   * True when the puzzle is not what was asked: its minimum is not `moves`, or lies outside the
   * range of the difficulty asked for (the board allows none there, or none was found in the
   * climbing budget), and the closest one found was made.
   */
  readonly clamped: boolean;
  /** The difficulty of `minMoves` on the shape's scale; null when not rated or `minMoves` is null. */
  readonly difficulty: Difficulty | null;
  /** The shape's scale the puzzle was rated and aimed with; null when not rated. */
  readonly scale: DifficultyScale | null;
  /**
   * When `minMoves` is null: the fewest presses known to solve the board (the pattern it was made
   * with, or the solver's best; an upper bound of its minimum) and why no minimum is certified.
   */
  readonly uncertified: { readonly presses: number; readonly reason: string } | null;
}

/** Thrown when a requested minimum cannot be certified on this board, or a request is malformed. */
export class GenerationError extends Error {
  override readonly name = 'GenerationError';
}

/** Thrown when the `deadline` passes before the puzzle is made; the message says how far it got. */
export class GenerationTimeoutError extends Error {
  override readonly name = 'GenerationTimeoutError';
}

/** Why a board with more quiet patterns than the exhaustive search takes has no certified minimum, in the display language. */
function tooManySolutions(): string {
  return l10n.t('this board has too many solutions to certify a minimum number of moves');
}

/** Certified solves in a row without a higher minimum after which a climb starts again from a new pattern. */
const CLIMB_PATIENCE = 16;

/** How many times a climb starts again before it keeps the closest minimum found. */
const CLIMB_RESTARTS = 4;

/**
 * The work of one certified solve of a board of `cells` cells with `solutions` solutions per
 * state, in about nanoseconds on a 2-core machine: the chase, about 300 per cell, and the
 * minimum search, about 2 S log2 S for S solutions (measured from 5x5 to 1000x1000, k = 2 to 5).
 */
export function certifiedSolveWork(cells: number, solutions: number): number {
  return 300 * cells + 2 * solutions * Math.log2(solutions + 1);
}

/** The work ({@link certifiedSolveWork}) a climb may spend by default: about 1.5 seconds. */
export const CLIMB_WORK = 1.5e9;

/**
 * The certified solves a climb may take: as many as {@link CLIMB_WORK} allows, at most 200 and at
 * least 4 (30x30, 2^20 solutions: 35; 200x200 with k = 3: 124; 1000x1000 with k = 5: 4).
 */
export function defaultClimbBudget(cells: number, solutions: number): number {
  return Math.max(4, Math.min(200, Math.floor(CLIMB_WORK / certifiedSolveWork(cells, solutions))));
}

/** Generates a solvable puzzle of the given shape from a seed. */
export function generatePuzzle(shape: BoardShape, options: GenerateOptions): GeneratedPuzzle {
  checkShape(shape);
  if (options.moves !== undefined && (!Number.isInteger(options.moves) || options.moves < 0)) {
    throw new GenerationError(l10n.t('moves must be a non-negative integer, got {0}', String(options.moves)));
  }
  const run = new GenerationRun(pickShape(shape), options);
  run.step({ stage: 'shape' });
  const quiet = quietPatternCount(shape);
  run.checkTime(l10n.t('stopped after counting the quiet patterns of the board'));
  if (options.moves === undefined && options.difficulty === undefined) return run.randomBoard(quiet, options.rate === true);

  let scale: DifficultyScale | null = null;
  let target: number;
  if (options.moves !== undefined) {
    target = options.moves;
  } else {
    const made = shapeDifficulty(shape);
    scale = made.scale;
    target = drawTarget(made.distribution.weights, scale[nearestOfferedDifficulty(scale, options.difficulty as Difficulty)] as MovesRange, run.random);
  }
  run.checkTime(l10n.t('stopped after making the difficulty scale of the board'));
  const made = run.boardAimedAt(quiet, target);
  if (!scale && options.rate && made.minMoves !== null) scale = shapeDifficultyScale(shape);
  const difficulty = scale && made.minMoves !== null ? difficultyOfMoves(scale, made.minMoves) : null;
  const clamped = made.minMoves !== null && (options.difficulty !== undefined ? difficulty !== options.difficulty : made.minMoves !== target);
  return { puzzle: made.puzzle, minMoves: made.minMoves, target, clamped, difficulty, scale, uncertified: made.uncertified };
}

/**
 * A minimum in `range` drawn with the distribution's weights (entry m: how common minimum m is
 * among the shape's solvable states), so a level's common minima are aimed at most often;
 * uniformly when the weights give the range nothing (a shape whose distribution is unknown).
 */
export function drawTarget(weights: readonly number[], range: MovesRange, random: Random): number {
  const last = Math.min(range.max, weights.length - 1);
  let total = 0;
  for (let m = range.min; m <= last; m++) total += weights[m];
  if (!(total > 0)) return range.min + random.nextInt(range.max - range.min + 1);
  let left = random.nextFloat() * total;
  for (let m = range.min; m <= last; m++) {
    left -= weights[m];
    if (left < 0) return m;
  }
  // Rounding can leave a sliver at the end: the last length with any weight.
  for (let m = last; m > range.min; m--) if (weights[m] > 0) return m;
  return range.min;
}

/** A board made, with its certified minimum or why it has none. */
interface MadeBoard {
  readonly puzzle: Puzzle;
  readonly minMoves: number | null;
  readonly uncertified: GeneratedPuzzle['uncertified'];
}

/** A minimum solution, certified. */
interface Certified {
  readonly presses: Uint8Array;
  readonly total: number;
}

/** One generation: the shape, the seeded random source, and the checks between steps. */
class GenerationRun {
  readonly random: Random;
  /** The cells that are not holes. */
  private readonly boardCells: number;
  private readonly solve: MinimumSolver;
  private readonly now: () => number;

  constructor(
    private readonly shape: BoardShape,
    private readonly options: GenerateOptions,
  ) {
    this.random = createRandom(options.seed);
    this.boardCells = boardCellCount(shape);
    this.solve = options.solve ?? ((puzzle) => solveOnBestPath(puzzle));
    this.now = options.now ?? Date.now;
  }

  /** Checks the signal and the deadline, then reports the step. */
  step(progress: GenerationProgress): void {
    this.checkTime(describeStep(progress));
    this.options.onProgress?.(progress);
  }

  /** Throws when the signal has aborted or the deadline has passed, saying what was being done. */
  checkTime(doing: string): void {
    if (this.options.signal?.aborted) throw new SolveCancelledError();
    if (this.options.deadline !== undefined && this.now() >= this.options.deadline) throw new GenerationTimeoutError(doing);
  }

  /** A uniformly random solvable board (without a target, the one randomSolvablePuzzle makes from the seed), with its minimum when it can be certified. */
  randomBoard(quiet: QuietPatternCount, rate: boolean): GeneratedPuzzle {
    const pattern = uniformPattern(this.shape, this.random);
    this.step({ stage: 'build' });
    const made = this.certifyOnce(quiet, pattern);
    const scale = rate && made.minMoves !== null ? shapeDifficultyScale(this.shape) : null;
    const difficulty = scale ? difficultyOfMoves(scale, made.minMoves as number) : null;
    return { puzzle: made.puzzle, minMoves: made.minMoves, target: null, clamped: false, difficulty, scale, uncertified: made.uncertified };
  }

  /** The board of `pattern` with its minimum: by construction, by one certified solve, or none. */
  private certifyOnce(quiet: QuietPatternCount, pattern: Uint8Array): MadeBoard {
    const puzzle = boardSolvedBy(this.shape, pattern);
    const presses = totalPresses(pattern);
    if (quiet.known && quiet.count === 1) return { puzzle, minMoves: presses, uncertified: null };
    if (quiet.known && quiet.count > defaultExactSearchLimit(this.shape.states))
      return { puzzle, minMoves: null, uncertified: { presses, reason: tooManySolutions() } };
    this.step({ stage: 'solve', solve: 1, budget: 1 });
    try {
      const result = this.solve(puzzle);
      if (result.minimal) return { puzzle, minMoves: result.totalPresses as number, uncertified: null };
      return { puzzle, minMoves: null, uncertified: { presses: Math.min(presses, result.totalPresses ?? presses), reason: tooManySolutions() } };
    } catch (error) {
      if (error instanceof SolverMemoryError) return { puzzle, minMoves: null, uncertified: { presses, reason: error.message } };
      throw error;
    }
  }

  /**
   * A board whose certified minimum is `target`, or the closest found, or (allowed) an
   * uncertified one; see the module's rule for the three cases.
   */
  boardAimedAt(quiet: QuietPatternCount, target: number): MadeBoard {
    const k = this.shape.states;
    const aim = Math.min(target, this.boardCells * (k - 1));
    if (quiet.known && quiet.count === 1) {
      const pattern = patternWithTotal(this.shape, aim, this.random);
      this.step({ stage: 'build' });
      return { puzzle: boardSolvedBy(this.shape, pattern), minMoves: aim, uncertified: null };
    }
    const certifiable = quiet.known && quiet.count <= defaultExactSearchLimit(k);
    const reason = quiet.known ? tooManySolutions() : quiet.reason;
    const climbed = certifiable ? this.climb(aim, quiet.count) : null;
    if (climbed) return climbed;
    if (!this.options.allowUncertified) {
      throw new GenerationError(
        quiet.known
          ? l10n.t('this board has too many solutions to certify a minimum number of moves; choose another size or states')
          : l10n.t('the fewest moves of this board cannot be certified: {0}; choose a smaller size', reason),
      );
    }
    const pattern = patternWithTotal(this.shape, aim, this.random);
    this.step({ stage: 'build' });
    return { puzzle: boardSolvedBy(this.shape, pattern), minMoves: null, uncertified: { presses: aim, reason } };
  }

  /**
   * Case 2 of the module's rule: certified solves from a pattern of total `target`, climbing
   * while the minimum is short of it, then stepping down to it exactly. Null when the solver
   * cannot certify a minimum after all (a kernel too large for it to hold).
   */
  private climb(target: number, solutions: number): MadeBoard | null {
    const budget = Math.max(1, this.options.climbBudget ?? defaultClimbBudget(this.boardCells, solutions));
    let restarts = CLIMB_RESTARTS;
    let current: Certified | null = null;
    let best: Certified | null = null;
    // Presses added at once: twice the gap after progress, halved after a try without it, at least one.
    let jump = 0;
    let stale = 0;
    for (let solve = 1; solve <= budget && (best === null || best.total < target); solve++) {
      let pattern: Uint8Array;
      if (current === null || stale >= CLIMB_PATIENCE) {
        if (current !== null && restarts-- === 0) break;
        pattern = patternWithTotal(this.shape, target, this.random);
        current = null;
      } else {
        pattern = current.presses.slice();
        // A press that wraps a cell of x* past k - 1 lowers its total below M: only raises are tried.
        if (raisePresses(pattern, this.shape, Math.max(1, jump), this.random) === 0) break;
      }
      const next = this.certify(pattern, solve, budget);
      if (!next) return null;
      if (current === null || next.total > current.total) {
        stale = 0;
        jump = 2 * (target - next.total);
      } else {
        stale++;
        jump >>= 1;
      }
      // Sideways moves too: near the largest minima, progress needs a walk over boards of equal minimum.
      if (current === null || next.total >= current.total) current = next;
      if (best === null || current.total > best.total) best = current;
    }
    if (best === null) return null;
    const goal = Math.min(target, best.total);
    const pattern = best.presses.slice();
    lowerPresses(pattern, this.shape, best.total - goal, this.random);
    this.step({ stage: 'build' });
    return { puzzle: boardSolvedBy(this.shape, pattern), minMoves: goal, uncertified: null };
  }

  /** The certified minimum of the board `pattern` solves, or null when the solver cannot certify it. */
  private certify(pattern: Uint8Array, solve: number, budget: number): Certified | null {
    this.step({ stage: 'solve', solve, budget });
    const result = this.solve(boardSolvedBy(this.shape, pattern));
    if (!result.minimal || !result.presses) return null;
    return { presses: result.presses, total: result.totalPresses as number };
  }
}

function describeStep(progress: GenerationProgress): string {
  switch (progress.stage) {
    case 'shape':
      return l10n.t('stopped before counting the quiet patterns of the board');
    case 'solve':
      return l10n.t('stopped before certified solve {0} of at most {1}', progress.solve, progress.budget);
    case 'build':
      return l10n.t('stopped before building the board');
    default: {
      const unknown: never = progress;
      throw new Error(`unknown generation step ${String(unknown)}`);
    }
  }
}
