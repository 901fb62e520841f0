import * as assert from 'node:assert/strict';
import { AnalysisLimitError } from '../../src/analysis/analysisLimits';
import { enumeratedShortestPathTable, NO_PRESS, shortestPathTable, UNSOLVABLE, type ShortestPathTable } from '../../src/analysis/shortestPathTable';
import type { BoardShape } from '../../src/core/puzzle';
import type { Topology } from '../../src/domain/topology';
import { breadthFirstSearch } from './breadthFirstSearch';
import { BOARD_SHAPES } from './boardShapes';
import { bruteForceSpace } from './bruteForceSpace';

function shape(rows: number, columns: number, states = 2, objective = 0, topology: Topology = 'plain'): BoardShape {
  return { rows, columns, states, objective, topology };
}

/** Compares a table with the breadth-first search, state by state. */
function assertMatchesSearch(table: ShortestPathTable, label: string): void {
  const { columns } = table.shape;
  const rows = new Map(breadthFirstSearch(table.shape).map((row) => [row.state, row]));
  for (let state = 0; state < table.moves.length; state++) {
    const expected = rows.get(state);
    if (!expected) {
      assert.equal(table.moves[state], UNSOLVABLE, `${label}: state ${state} is unreachable`);
      assert.equal(table.firstPress[state], NO_PRESS, `${label}: state ${state} has no press`);
      continue;
    }
    assert.equal(table.moves[state], expected.toGo, `${label}: moves of state ${state}`);
    const press = expected.row < 0 ? NO_PRESS : expected.row * columns + expected.col;
    assert.equal(table.firstPress[state], press, `${label}: first press of state ${state}`);
  }
}

describe('analysis: shortestPathTable (the breadth-first search table)', () => {
  it('equals the breadth-first search for 3x3 and 4x4, first press included', () => {
    assertMatchesSearch(shortestPathTable(shape(3, 3)), '3x3');
    assertMatchesSearch(shortestPathTable(shape(4, 4)), '4x4');
  });

  it('equals the generalised search for rectangles, other objectives, topologies and k', () => {
    for (const board of [
      shape(2, 5),
      shape(3, 4, 2, 1),
      shape(3, 3, 2, 0, 'torus'),
      shape(3, 4, 2, 1, 'hex'),
      shape(2, 3, 3),
      shape(2, 3, 3, 1, 'torus'),
      shape(2, 2, 4, 3, 'hex'),
      shape(2, 2, 6),
    ]) {
      assertMatchesSearch(shortestPathTable(board), `${board.rows}x${board.columns} k=${board.states} objective ${board.objective} ${board.topology}`);
    }
  });

  it('gives the same table by the coset walk and by enumerating every press pattern (k = 2)', () => {
    for (const board of [shape(4, 4), shape(4, 5), shape(3, 5, 2, 1, 'torus'), shape(4, 4, 2, 0, 'hex')]) {
      const fast = shortestPathTable(board);
      const enumerated = enumeratedShortestPathTable(board);
      assert.deepEqual(fast.moves, enumerated.moves);
      assert.deepEqual(fast.firstPress, enumerated.firstPress);
      assert.equal(fast.solvedState, enumerated.solvedState);
    }
  });

  it('records the solved state with no press and 0 moves', () => {
    const table = shortestPathTable(shape(2, 2, 3, 2));
    assert.equal(table.solvedState, 2 + 2 * 3 + 2 * 9 + 2 * 27);
    assert.equal(table.moves[table.solvedState], 0);
    assert.equal(table.firstPress[table.solvedState], NO_PRESS);
  });

  it('refuses more than 2^26 states', () => {
    assert.throws(
      () => shortestPathTable(shape(3, 9)),
      (error: Error) => error instanceof AnalysisLimitError && /2\^27 = 134,217,728 states/.test(error.message),
    );
    assert.throws(() => enumeratedShortestPathTable(shape(4, 4, 4)), AnalysisLimitError);
  });
});

describe('analysis: shortestPathTable on boards with holes, neighbourhoods and targets, against brute force', () => {
  for (const [name, shape] of Object.entries(BOARD_SHAPES)) {
    it(`tabulates the fewest moves of every state, by the coset walk and by enumeration: ${name}`, () => {
      const space = bruteForceSpace(shape);
      const table = shortestPathTable(shape);
      const enumerated = enumeratedShortestPathTable(shape);
      assert.deepEqual(
        Array.from(table.moves),
        space.moves.map((moves) => (moves < 0 ? UNSOLVABLE : moves)),
      );
      assert.deepEqual(Array.from(enumerated.moves), Array.from(table.moves));
      assert.deepEqual(Array.from(enumerated.firstPress), Array.from(table.firstPress));
      assert.equal(table.boardCells.length, space.cells);
    });
  }
});
