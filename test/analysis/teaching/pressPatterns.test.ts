import * as assert from 'node:assert/strict';
import { applyPresses, isSolved, randomSolvablePuzzle, type BoardShape } from '../../../src/core/puzzle';
import { createRandom } from '../../../src/core/random';
import { boardSolvedBy, lowerPresses, patternWithTotal, raisePresses, uniformPattern } from '../../../src/analysis/teaching/pressPatterns';

const plain = (rows: number, columns: number, states = 2): BoardShape => ({ rows, columns, states, objective: 0, topology: 'plain' });

/** A 3x3 board with holes at its corners (0 and 8) and a mixed target. */
const holed: BoardShape = {
  ...plain(3, 3, 3),
  holes: Uint8Array.from([1, 0, 0, 0, 0, 0, 0, 0, 1]),
  target: Uint8Array.from([0, 1, 2, 0, 1, 2, 0, 1, 0]),
};

const total = (pattern: Uint8Array): number => pattern.reduce((sum, value) => sum + value, 0);

describe('pressPatterns', () => {
  it('makes the board a pattern solves', () => {
    for (const shape of [plain(4, 5), plain(3, 3, 5), holed]) {
      const random = createRandom(`board ${shape.rows}x${shape.columns}x${shape.states}`);
      for (let round = 0; round < 5; round++) {
        const pattern = uniformPattern(shape, random);
        const board = boardSolvedBy(shape, pattern);
        assert.ok(isSolved(applyPresses(board, pattern)));
      }
    }
  });

  it('draws the board randomSolvablePuzzle draws from the same seed, on boards without a target', () => {
    for (const shape of [plain(5, 5), plain(4, 6, 3), { ...holed, target: null }]) {
      const made = boardSolvedBy(shape, uniformPattern(shape, createRandom(42)));
      assert.deepEqual(made.grid, randomSolvablePuzzle(shape, createRandom(42)).grid);
    }
  });

  it('draws patterns of an exact total that never press a hole', () => {
    const random = createRandom('totals');
    for (const wanted of [0, 1, 7, 13, 14]) {
      const pattern = patternWithTotal(holed, wanted, random);
      assert.equal(total(pattern), wanted);
      assert.equal(pattern[0], 0);
      assert.equal(pattern[8], 0);
      assert.ok(pattern.every((value) => value <= 2));
    }
    assert.deepEqual(Array.from(patternWithTotal(plain(2, 2), 4, random)), [1, 1, 1, 1]);
  });

  it('adds and removes presses until the pattern fills up or empties', () => {
    const random = createRandom('adjust');
    const pattern = new Uint8Array(9);
    assert.equal(raisePresses(pattern, holed, 5, random), 5);
    assert.equal(total(pattern), 5);
    assert.equal(raisePresses(pattern, holed, 100, random), 9);
    assert.deepEqual(Array.from(pattern), [0, 2, 2, 2, 2, 2, 2, 2, 0]);
    assert.equal(raisePresses(pattern, holed, 1, random), 0);
    assert.equal(lowerPresses(pattern, holed, 4, random), 4);
    assert.equal(total(pattern), 10);
    assert.equal(lowerPresses(pattern, holed, 0, random), 0);
    assert.equal(lowerPresses(pattern, holed, 100, random), 10);
    assert.deepEqual(Array.from(pattern), new Array(9).fill(0));
  });
});
