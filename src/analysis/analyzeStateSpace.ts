/**
 * State-space statistics of a board shape: how many states there are, how many can be solved,
 * how many solutions each has, and how the fewest presses needed are distributed over the
 * solvable states, with the largest ("God's number" of the board), the hardest states and the
 * all-on board. Linear algebra replaces a breadth-first search over all states: the
 * solvable states are the images of the press patterns, and a state's fewest presses is the
 * least weight in its coset x + ker A. Pure.
 *
 * k = 2 (see {@link binaryBoard}): a Gray code over the coset representatives changes one free cell
 * per step, so the state changes by one neighbourhood mask and the weight of each of the 2^d
 * coset members by one; each step costs O(2^d) integer operations and nothing is stored per
 * state. 5x5: 2^23 representatives x 4 members. Other k: the state table of
 * {@link enumeratedShortestPathTable}, which enumerates every press pattern.
 *
 * Boards with holes, another neighbourhood or a target: the states are those of the cells that are not holes (k^n for n such cells),
 * a press changes the cells of the board's neighbourhood (A need not be symmetric), and the
 * solved state has every cell at its target ({@link compactBoard}).
 */

import { checkShape, pickShape, type BoardShape } from '../core/puzzle';
import { checkAnalysisLimit, stateCount } from './analysisLimits';
import { binaryBoard, CosetWalk } from './binaryBoard';
import { compactBoard, type CompactBoard } from './compactBoard';
import { shortestPathTable, UNSOLVABLE, type ShortestPathTable } from './shortestPathTable';

/** How many hardest states an analysis lists by default. */
export const HARDEST_STATES_LISTED = 10;

/** The statistics of a board shape's state space. */
export interface StateSpaceAnalysis {
  readonly shape: BoardShape;
  /** k^n, n the cells that are not holes. */
  readonly totalStates: bigint;
  /** The states from which the objective can be reached. */
  readonly solvableStates: bigint;
  /** The press patterns (counts 0..k-1) that solve each solvable state: the number of quiet patterns. */
  readonly solutionsPerState: bigint;
  /** Entry m: how many solvable states need exactly m presses at least; the last entry is non-zero. */
  readonly distribution: readonly number[];
  /** The most presses any solvable state needs (the board's "God's number"). */
  readonly maxMoves: number;
  /** How many states need {@link maxMoves} presses. */
  readonly hardestCount: number;
  /** The smallest state numbers (see {@link stateNumber}) that need {@link maxMoves} presses, ascending. */
  readonly hardestStates: readonly bigint[];
  /**
   * The fewest presses of the all-on board, every cell at (its target + k - 1) mod k: one step
   * short of its target, as far as a cell can be from it (k - 1 presses that change it). For k = 2
   * and objective 0 that is every light on. Null when that board cannot be solved.
   */
  readonly allOnMoves: number | null;
}

/** Options of {@link analyzeStateSpace}. */
export interface AnalysisOptions {
  /** How many hardest states to list (default {@link HARDEST_STATES_LISTED}). */
  readonly hardestLimit?: number;
}

/** The counts of an analysis as JSON carries them: every bigint as its decimal digits. */
export interface StateSpaceCountsJson {
  totalStates: string;
  solvableStates: string;
  solutionsPerState: string;
  distribution: number[];
  maxMoves: number;
  hardestCount: number;
}

/** The {@link StateSpaceCountsJson} of an analysis. */
export function stateSpaceCountsJson(analysis: StateSpaceAnalysis): StateSpaceCountsJson {
  return {
    totalStates: analysis.totalStates.toString(),
    solvableStates: analysis.solvableStates.toString(),
    solutionsPerState: analysis.solutionsPerState.toString(),
    distribution: [...analysis.distribution],
    maxMoves: analysis.maxMoves,
    hardestCount: analysis.hardestCount,
  };
}

/**
 * Analyses every state of a board shape. Throws an AnalysisLimitError when the shape has more
 * than MAX_BINARY_ANALYSIS_STATES states (k = 2) or MAX_TABLE_STATES (other k; see
 * {@link checkAnalysisLimit}), and a PuzzleError for an invalid shape.
 */
export function analyzeStateSpace(shape: BoardShape, options: AnalysisOptions = {}): StateSpaceAnalysis {
  checkShape(shape);
  const hardestLimit = options.hardestLimit ?? HARDEST_STATES_LISTED;
  checkAnalysisLimit(shape);
  if (shape.states === 2) return binaryAnalysis(shape, hardestLimit);
  return analysisFromTable(shortestPathTable(shape), hardestLimit);
}

/** The statistics of a shape read from its complete shortest-path table. */
export function analysisFromTable(table: ShortestPathTable, hardestLimit = HARDEST_STATES_LISTED): StateSpaceAnalysis {
  const { shape, moves } = table;
  const tally = new Tally(compactBoard(shape), hardestLimit);
  let solvable = 0;
  for (let state = 0; state < moves.length; state++) {
    if (moves[state] === UNSOLVABLE) continue;
    tally.add(state, moves[state]);
    solvable++;
  }
  // Every solvable state has the same number of solutions: k^n press patterns over the solvable states.
  return tally.result(BigInt(moves.length) / BigInt(solvable));
}

/** The number of the all-on board: every cell at (its target + k - 1) mod k (see {@link stateNumber}). */
export function allOnState(shape: BoardShape): number {
  const board = compactBoard(shape);
  const k = shape.states;
  let state = 0;
  for (let cell = board.cells - 1; cell >= 0; cell--) state = state * k + ((board.target[cell] + k - 1) % k);
  return state;
}

function binaryAnalysis(shape: BoardShape, hardestLimit: number): StateSpaceAnalysis {
  const binary = binaryBoard(shape);
  const walk = new CosetWalk(binary);
  const { weights } = walk;
  const tally = new Tally(binary.board, hardestLimit);
  for (let step = 0; step < walk.steps; step++) {
    if (step > 0) walk.advance(step);
    let least = weights[0];
    for (let j = 1; j < weights.length; j++) if (weights[j] < least) least = weights[j];
    tally.add(walk.image ^ binary.solvedState, least);
  }
  return tally.result(BigInt(weights.length));
}

/** Accumulates the distribution, the hardest states and the all-on board's moves, state by state. */
class Tally {
  private readonly counts: Float64Array;
  private readonly allOn: number;
  private allOnMoves: number | null = null;
  private max = -1;
  private hardest: number[] = [];

  constructor(
    private readonly board: CompactBoard,
    private readonly hardestLimit: number,
  ) {
    this.counts = new Float64Array(board.cells * (board.shape.states - 1) + 1);
    this.allOn = allOnState(board.shape);
  }

  /** Counts one solvable state (each exactly once) with its fewest presses. */
  add(state: number, moves: number): void {
    this.counts[moves]++;
    if (state === this.allOn) this.allOnMoves = moves;
    if (moves < this.max) return;
    if (moves > this.max) {
      this.max = moves;
      this.hardest = [];
    }
    const hardest = this.hardest;
    if (hardest.length === this.hardestLimit && state > hardest[hardest.length - 1]) return;
    let at = hardest.length;
    while (at > 0 && hardest[at - 1] > state) at--;
    hardest.splice(at, 0, state);
    if (hardest.length > this.hardestLimit) hardest.pop();
  }

  /** The statistics, with the number of press patterns that solve each solvable state. */
  result(solutionsPerState: bigint): StateSpaceAnalysis {
    const shape = pickShape(this.board.shape);
    const totalStates = stateCount(shape);
    const distribution = Array.from(this.counts.subarray(0, this.max + 1));
    return {
      shape,
      totalStates,
      solvableStates: totalStates / solutionsPerState,
      solutionsPerState,
      distribution,
      maxMoves: this.max,
      hardestCount: distribution[this.max],
      hardestStates: this.hardest.slice(0, this.hardestLimit).map((state) => BigInt(state)),
      allOnMoves: this.allOnMoves,
    };
  }
}
