import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { compactBoard, compactGrid, fullGrid, shapeKey } from '../../src/analysis/compactBoard';
import type { BoardShape } from '../../src/core/puzzle';

const HOLED: BoardShape = { rows: 2, columns: 3, states: 3, objective: 0, topology: 'plain', holes: Uint8Array.of(0, 1, 0, 0, 0, 0) };

/** The compact cells a press of compact cell `j` changes, ascending. */
function changed(board: ReturnType<typeof compactBoard>, j: number): number[] {
  return [...board.changes.subarray(board.offsets[j], board.offsets[j + 1])].sort((a, b) => a - b);
}

describe('analysis: compact boards (cells that are not holes)', () => {
  it('numbers the cells that are not holes and lists what each press changes, never a hole', () => {
    const board = compactBoard(HOLED);
    assert.equal(board.cells, 5);
    assert.deepEqual([...board.boardCells], [0, 2, 3, 4, 5]);
    assert.deepEqual([...board.compactIndex], [0, -1, 1, 2, 3, 4]);
    assert.deepEqual([...board.offsets], [0, 2, 4, 7, 10, 13]);
    assert.deepEqual(
      [0, 1, 2, 3, 4].map((j) => changed(board, j)),
      [
        [0, 2],
        [1, 4],
        [0, 2, 3],
        [2, 3, 4],
        [1, 3, 4],
      ],
    );
    assert.deepEqual([...board.target], [0, 0, 0, 0, 0]);
  });

  it('takes the objective, or the target per cell, as what each cell must reach', () => {
    assert.deepEqual([...compactBoard({ ...HOLED, objective: 2 }).target], [2, 2, 2, 2, 2]);
    assert.deepEqual([...compactBoard({ ...HOLED, target: Uint8Array.of(1, 0, 2, 0, 1, 2) }).target], [1, 2, 0, 1, 2]);
  });

  it('refuses an invalid shape', () => {
    assert.throws(() => compactBoard({ ...HOLED, states: 1 }));
  });

  it('compactGrid and fullGrid are inverse: a grid keeps its cells and gets 0 at holes', () => {
    const board = compactBoard(HOLED);
    assert.deepEqual([...compactGrid(board, [1, 2, 0, 2, 1, 1])], [1, 0, 2, 1, 1]);
    assert.deepEqual([...fullGrid(board, [1, 0, 2, 1, 1])], [1, 0, 0, 2, 1, 1]);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 5, maxLength: 5 }), (values) => {
        assert.deepEqual([...compactGrid(board, fullGrid(board, values))], values);
      }),
    );
  });

  it('shapeKey: size, topology and states, then a neighbourhood other than cross and the holes; never the objective', () => {
    const plain = { rows: 2, columns: 3, states: 3, topology: 'plain' } as const;
    assert.equal(shapeKey(plain), '2x3:plain:3');
    assert.equal(shapeKey({ ...plain, topology: 'torus', neighbourhood: 'cross' }), '2x3:torus:3');
    assert.equal(shapeKey({ ...plain, neighbourhood: 'knight' }), '2x3:plain:3:knight');
    assert.equal(shapeKey({ ...plain, holes: Uint8Array.of(0, 1, 0, 0, 0, 1) }), '2x3:plain:3:holes 1,5');
    assert.equal(shapeKey({ ...plain, holes: new Uint8Array(6) }), '2x3:plain:3');
    assert.equal(shapeKey(HOLED), shapeKey({ ...HOLED, objective: 2 } as BoardShape));
  });
});
