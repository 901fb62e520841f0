import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { binaryBoard, CosetWalk, MAX_BINARY_BOARD_CELLS } from '../../src/analysis/binaryBoard';
import type { BoardShape } from '../../src/core/puzzle';

const square = (size: number, objective = 0): BoardShape => ({ rows: size, columns: size, states: 2, objective, topology: 'plain' });

/** The board a press pattern (bit mask of cells) changes: the XOR of the pressed cells' neighbourhoods. */
function pressed(neighbourhoods: Int32Array, pattern: number): number {
  let board = 0;
  for (let cell = 0; cell < neighbourhoods.length; cell++) if (pattern & (1 << cell)) board ^= neighbourhoods[cell];
  return board;
}

describe('analysis: binary boards (k = 2 as bit masks)', () => {
  it('masks each press: the 2x2 board', () => {
    const board = binaryBoard(square(2));
    assert.deepEqual([...board.neighbourhoods], [0b0111, 0b1011, 0b1101, 0b1110]);
    assert.deepEqual([...board.quietPatterns], [0]);
    assert.deepEqual([...board.freeCells], [0, 1, 2, 3]);
    assert.equal(board.solvedState, 0);
    assert.equal(board.allOnState, 15);
  });

  it('finds the quiet patterns of the classic boards: none on 3x3, 16 on 4x4, 4 on 5x5', () => {
    assert.equal(binaryBoard(square(3)).quietPatterns.length, 1);
    const four = binaryBoard(square(4));
    assert.equal(four.quietPatterns.length, 16);
    assert.equal(four.freeCells.length, 12);
    const five = binaryBoard(square(5));
    assert.deepEqual([...five.quietPatterns].slice(0, 2), [0, 22708917]);
    assert.equal(five.freeCells.length, 23);
    assert.equal(five.allOnState, 2 ** 25 - 1);
  });

  it('every quiet pattern changes nothing, and they are all different', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom('plain' as const, 'torus' as const),
        (rows, columns, topology) => {
          const board = binaryBoard({ rows, columns, states: 2, objective: 0, topology });
          for (const pattern of board.quietPatterns) assert.equal(pressed(board.neighbourhoods, pattern), 0);
          assert.equal(new Set(board.quietPatterns).size, board.quietPatterns.length);
          assert.equal(board.freeCells.length + Math.log2(board.quietPatterns.length), board.cells);
        },
      ),
    );
  });

  it('takes the objective as the solved state: objective 1 swaps solved and all-on', () => {
    const board = binaryBoard(square(2, 1));
    assert.equal(board.solvedState, 15);
    assert.equal(board.allOnState, 0);
  });

  it(`refuses k > 2 and more than ${MAX_BINARY_BOARD_CELLS} cells`, () => {
    assert.throws(() => binaryBoard({ ...square(2), states: 3 }), /a binary board has 2 states, got 3/);
    assert.throws(() => binaryBoard({ rows: 1, columns: 31, states: 2, objective: 0, topology: 'plain' }), /at most 30 cells, got 31/);
    assert.equal(binaryBoard({ rows: 1, columns: 30, states: 2, objective: 0, topology: 'plain' }).cells, 30);
  });
});

describe('analysis: CosetWalk', () => {
  /** The number of 1 bits, counted one bit at a time. */
  const bits = (mask: number): number => [...Array(32).keys()].reduce((sum, bit) => sum + ((mask >>> bit) & 1), 0);

  for (const [rows, columns] of [
    [4, 4],
    [2, 3],
    [3, 3],
  ] as const) {
    it(`visits each solvable state of ${rows}x${columns} once, with the presses of every member of its coset`, () => {
      const board = binaryBoard({ rows, columns, states: 2, objective: 0, topology: 'plain' });
      const walk = new CosetWalk(board);
      assert.equal(walk.steps, 2 ** (rows * columns) / board.quietPatterns.length);
      const seen = new Set<number>();
      for (let step = 0; step < walk.steps; step++) {
        if (step > 0) walk.advance(step);
        let image = 0;
        for (let cell = 0; cell < board.cells; cell++) if ((walk.representative >>> cell) & 1) image ^= board.neighbourhoods[cell];
        assert.equal(walk.image, image);
        assert.ok(!seen.has(image));
        seen.add(image);
        assert.deepEqual(
          Array.from(walk.weights),
          Array.from(board.quietPatterns, (quiet) => bits(walk.representative ^ quiet)),
        );
      }
      assert.equal(seen.size, walk.steps);
    });
  }
});
