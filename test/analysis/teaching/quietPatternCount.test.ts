import * as assert from 'node:assert/strict';
import { quietPatternCount } from '../../../src/analysis/teaching/quietPatternCount';
import { boardSystem } from '../../../src/solvers/internal/boardSystem';
import type { Topology } from '../../../src/domain/topology';
import { BOARD_SHAPES } from '../boardShapes';
import { bruteForceSpace } from '../bruteForceSpace';

const shape = (rows: number, columns: number, states = 2, topology: Topology = 'plain') => ({ rows, columns, states, topology });

describe('analysis: quietPatternCount, behind difficulty scales and generate', () => {
  it('counts the quiet patterns of plain boards without solving, as the board system does', () => {
    for (let rows = 1; rows <= 9; rows++) {
      for (let columns = 1; columns <= 9; columns++) {
        for (const states of [2, 3, 4, 5, 6, 7, 9, 10]) {
          const expected = boardSystem(shape(rows, columns, states)).kernel.reduce((product, generator) => product * generator.order, 1);
          assert.deepEqual(quietPatternCount(shape(rows, columns, states)), { known: true, count: expected }, `${rows}x${columns} k=${states}`);
        }
      }
    }
    // The classic boards: 5x5 has the X and the columns (4 patterns), 4x4 has 16, 3x3 none.
    assert.deepEqual(quietPatternCount(shape(5, 5)), { known: true, count: 4 });
    assert.deepEqual(quietPatternCount(shape(4, 4)), { known: true, count: 16 });
    assert.deepEqual(quietPatternCount(shape(3, 3)), { known: true, count: 1 });
  });

  it('counts torus and hex boards with the board system', () => {
    for (const topology of ['torus', 'hex'] as const) {
      for (const [rows, columns, states] of [
        [3, 3, 2],
        [5, 5, 2],
        [4, 6, 3],
        [6, 4, 6],
        [2, 7, 4],
      ]) {
        const expected = boardSystem(shape(rows, columns, states, topology)).kernel.reduce((product, generator) => product * generator.order, 1);
        assert.deepEqual(
          quietPatternCount(shape(rows, columns, states, topology)),
          { known: true, count: expected },
          `${rows}x${columns} ${topology} k=${states}`,
        );
      }
    }
  });

  it('knows large boards of every topology', () => {
    assert.deepEqual(quietPatternCount(shape(1000, 1000)), { known: true, count: 1 });
    assert.deepEqual(quietPatternCount(shape(1000, 1000, 3)), { known: true, count: 3 ** 18 });
    assert.deepEqual(quietPatternCount(shape(10000, 10000)), { known: true, count: 1 });
    // A 1000x1000 torus has 2^64 quiet patterns (its reduced system of 2000 unknowns has nullity 64).
    assert.deepEqual(quietPatternCount(shape(1000, 1000, 2, 'torus')), { known: true, count: 2 ** 64 });
  });
});

describe('analysis: quietPatternCount on boards with holes, neighbourhoods and targets, against brute force', () => {
  for (const [name, shape] of Object.entries(BOARD_SHAPES)) {
    it(`counts the quiet patterns: ${name}`, () => {
      const space = bruteForceSpace(shape);
      const solvable = space.moves.filter((moves) => moves >= 0).length;
      assert.deepEqual(quietPatternCount(shape), { known: true, count: space.moves.length / solvable });
    });
  }
});
