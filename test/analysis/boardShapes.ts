/**
 * Small board shapes beyond the classic board, shared by the analysis tests that check each
 * module against {@link bruteForceSpace}: holes, knight, one-sided and sigma neighbourhoods,
 * x on a torus with a target, moore with a hole, a target and k = 3.
 */

import type { BoardShape } from '../../src/core/puzzle';

const holes3x3 = Uint8Array.of(1, 0, 0, 0, 0, 0, 0, 0, 1);

/** The shapes by a readable name, used as the test's description. */
export const BOARD_SHAPES: Readonly<Record<string, BoardShape>> = {
  'holed 3x3': { rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain', holes: holes3x3 },
  'knight 3x4': { rows: 3, columns: 4, states: 2, objective: 0, topology: 'plain', neighbourhood: 'knight' },
  'one-sided 2x3, k = 3': {
    rows: 2,
    columns: 3,
    states: 3,
    objective: 0,
    topology: 'plain',
    neighbourhood: [
      [0, 0],
      [0, 1],
    ],
  },
  'sigma 3x3': {
    rows: 3,
    columns: 3,
    states: 2,
    objective: 0,
    topology: 'plain',
    neighbourhood: [
      [-1, 0],
      [1, 0],
      [0, -1],
      [0, 1],
    ],
  },
  'x torus 3x4 with a target': {
    rows: 3,
    columns: 4,
    states: 2,
    objective: 0,
    topology: 'torus',
    neighbourhood: 'x',
    target: Uint8Array.of(1, 0, 0, 1, 0, 1, 1, 0, 1, 0, 0, 1),
  },
  'moore 2x3 with a hole and a target, k = 3': {
    rows: 2,
    columns: 3,
    states: 3,
    objective: 0,
    topology: 'plain',
    neighbourhood: 'moore',
    holes: Uint8Array.of(0, 1, 0, 0, 0, 0),
    target: Uint8Array.of(2, 0, 1, 0, 1, 2),
  },
};
