/**
 * The breadth-first search over all states that classic Lights Out programs use, written again
 * as a test oracle to cross-check the shortest-path table on small boards: start at the solved
 * board, take boards from a FIFO queue and press cells (0, 0), (0, 1), ... in row-major order;
 * the first time a board is reached it is recorded with the press that leads back, the distance
 * and the board it leads to. The solved board is recorded as (-1, -1, 0, -1). Generalised to k
 * states by undoing a press (subtracting 1 around the cell) to find the boards one press further
 * away; for k = 2 that is the usual toggle.
 *
 * Independent of the analysis and the solvers: neighbours come from {@link bruteForceNeighbourhood}.
 */

import type { BoardShape } from '../../src/core/puzzle';
import { bruteForceNeighbourhood } from '../support/bruteForce';

/** One row of the search's table: a board, the press that leads back, its distance and where that press leads. */
export interface SearchRow {
  readonly state: number;
  readonly row: number;
  readonly col: number;
  readonly toGo: number;
  readonly destination: number;
}

/** Every board from which the objective can be reached, in the search's discovery order. */
export function breadthFirstSearch(shape: BoardShape): SearchRow[] {
  const { rows, columns, states: k, objective } = shape;
  const cells = rows * columns;
  const powers = Array.from({ length: cells }, (_, index) => k ** index);
  const neighbours = Array.from({ length: cells }, (_, index) => bruteForceNeighbourhood(shape, Math.floor(index / columns), index % columns));
  const digit = (state: number, cell: number): number => Math.floor(state / powers[cell]) % k;
  const unpress = (state: number, cell: number): number =>
    neighbours[cell].reduce((next, other) => next + (digit(state, other) === 0 ? (k - 1) * powers[other] : -powers[other]), state);
  const solved = powers.reduce((sum, power) => sum + objective * power, 0);
  const found = new Map<number, SearchRow>([[solved, { state: solved, row: -1, col: -1, toGo: 0, destination: -1 }]]);
  const queue = [solved];
  for (let head = 0; head < queue.length; head++) {
    const from = queue[head];
    const toGo = (found.get(from) as SearchRow).toGo + 1;
    for (let cell = 0; cell < cells; cell++) {
      const state = unpress(from, cell);
      if (found.has(state)) continue;
      found.set(state, { state, row: Math.floor(cell / columns), col: cell % columns, toGo, destination: from });
      queue.push(state);
    }
  }
  return [...found.values()];
}
