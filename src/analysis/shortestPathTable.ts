/**
 * The shortest-path table of a whole state space: for every state, the fewest presses that take
 * it to the objective and the first press of the breadth-first search's shortest path. It is what
 * the breadth-first search over all states of classic Lights Out programs stores in SQLite,
 * computed by linear algebra instead of a graph search. Pure.
 *
 * The breadth-first search's path. The search starts at the solved board and, for each board it takes from
 * the queue, presses cell 0, 1, ... in row-major order; a board is reached first from the board
 * taken earliest. Order the presses of a shortest solution ascending, compare such sequences
 * lexicographically: by induction over the distance, the board reached first is the one whose
 * smallest such sequence is smallest, and the search reaches a board at distance d from the
 * board of its sequence without the last (largest) press. So among the shortest solutions of a
 * board the search follows the *path solution*: at the first cell (row-major) where two of them
 * differ, the path solution presses that cell more often. From the board, the path presses its
 * cells from the highest index down, each as often as the solution says. For the all-on 3x3 board
 * that is (2, 2), (2, 0), (1, 1), (0, 2), (0, 0), the search's listing; for 4x4 and 5x5 it
 * reproduces the search's listings too.
 */

import { checkShape, type BoardShape } from '../core/puzzle';
import { checkStateLimit, MAX_TABLE_STATES } from './analysisLimits';
import { binaryBoard, CosetWalk } from './binaryBoard';
import { compactBoard } from './compactBoard';

/** In {@link ShortestPathTable.moves}: the state cannot reach the objective. */
export const UNSOLVABLE = 255;
/** In {@link ShortestPathTable.firstPress}: no press (the state is solved or unsolvable). */
export const NO_PRESS = 255;

/**
 * The shortest-path table of a board shape, indexed by state number (see {@link stateNumber}: the
 * digits are the cells that are not holes, row-major).
 */
export interface ShortestPathTable {
  readonly shape: BoardShape;
  /** The cells of the board that are not holes, row-major: compact cell j is row-major cell `boardCells[j]`. */
  readonly boardCells: Int32Array;
  /** Per state: the fewest presses that reach the objective, or {@link UNSOLVABLE}. */
  readonly moves: Uint8Array;
  /**
   * Per state: the compact cell (see `boardCells`; the row-major index on a board without holes)
   * of the breadth-first search's first press, the highest cell of the path solution, or {@link NO_PRESS} for
   * the solved state and unsolvable states.
   */
  readonly firstPress: Uint8Array;
  /** The number of the solved state (every cell at its target). */
  readonly solvedState: number;
}

/**
 * The shortest-path table of a shape with at most {@link MAX_TABLE_STATES} states (else an
 * AnalysisLimitError). k = 2 walks one coset representative per solvable state and picks the
 * path solution among the coset's members (bit masks); other k enumerate every press pattern.
 */
export function shortestPathTable(shape: BoardShape): ShortestPathTable {
  checkShape(shape);
  checkStateLimit(shape, MAX_TABLE_STATES, 'the state table');
  return shape.states === 2 ? binaryTable(shape) : enumeratedShortestPathTable(shape);
}

function binaryTable(shape: BoardShape): ShortestPathTable {
  const board = binaryBoard(shape);
  const { quietPatterns, solvedState } = board;
  const moves = new Uint8Array(2 ** board.cells).fill(UNSOLVABLE);
  const firstPress = new Uint8Array(2 ** board.cells).fill(NO_PRESS);
  const members = quietPatterns.length;
  const walk = new CosetWalk(board);
  const { weights } = walk;
  for (let step = 0; step < walk.steps; step++) {
    if (step > 0) walk.advance(step);
    const representative = walk.representative;
    let best = representative ^ quietPatterns[0];
    let bestWeight = weights[0];
    for (let j = 1; j < members; j++) {
      const weight = weights[j];
      if (weight > bestWeight) continue;
      const member = representative ^ quietPatterns[j];
      // Equal weight: the path solution presses the lowest cell where the two differ.
      const difference = member ^ best;
      if (weight < bestWeight || (member & difference & -difference) !== 0) {
        best = member;
        bestWeight = weight;
      }
    }
    const state = walk.image ^ solvedState;
    moves[state] = bestWeight;
    firstPress[state] = best === 0 ? NO_PRESS : 31 - Math.clz32(best);
  }
  return { shape, boardCells: board.board.boardCells, moves, firstPress, solvedState };
}

/**
 * The same table by enumerating every press pattern (any k), the reference the k = 2 path is
 * tested against. Patterns are visited in decreasing lexicographic order of their press counts
 * (cell 0 the most significant digit, each digit counting down from k - 1), so the first
 * pattern of least weight found for a state is its path solution. Each step lowers one digit by
 * one (mod k), which adds that cell's neighbourhood to the state: state = target - A x.
 */
export function enumeratedShortestPathTable(shape: BoardShape): ShortestPathTable {
  checkShape(shape);
  checkStateLimit(shape, MAX_TABLE_STATES, 'the state table');
  const k = shape.states;
  const board = compactBoard(shape);
  const cells = board.cells;
  const total = k ** cells;
  const powers = Array.from({ length: cells }, (_, index) => k ** index);
  const moves = new Uint8Array(total).fill(UNSOLVABLE);
  const firstPress = new Uint8Array(total).fill(NO_PRESS);
  const { offsets, changes: neighbours } = board;
  // Start: every press count k - 1, so state = target - (k - 1) A 1 = target + A 1.
  const digits = new Uint8Array(cells).fill(k - 1);
  const cellState = board.target.slice();
  for (let at = 0; at < neighbours.length; at++) cellState[neighbours[at]] = (cellState[neighbours[at]] + 1) % k;
  let state = 0;
  for (let cell = 0; cell < cells; cell++) state += cellState[cell] * powers[cell];
  let weight = cells * (k - 1);
  for (let step = 0; step < total; step++) {
    if (step > 0) {
      let cell = cells - 1;
      for (;;) {
        for (let at = offsets[cell], end = offsets[cell + 1]; at < end; at++) {
          const other = neighbours[at];
          if (cellState[other] === k - 1) {
            cellState[other] = 0;
            state -= (k - 1) * powers[other];
          } else {
            cellState[other]++;
            state += powers[other];
          }
        }
        if (digits[cell] > 0) {
          digits[cell]--;
          weight--;
          break;
        }
        digits[cell] = k - 1;
        weight += k - 1;
        cell--;
      }
    }
    if (weight < moves[state]) {
      let highest = cells - 1;
      while (highest >= 0 && digits[highest] === 0) highest--;
      moves[state] = weight;
      firstPress[state] = highest < 0 ? NO_PRESS : highest;
    }
  }
  let solvedState = 0;
  for (let cell = 0; cell < cells; cell++) solvedState += board.target[cell] * powers[cell];
  return { shape, boardCells: board.boardCells, moves, firstPress, solvedState };
}
