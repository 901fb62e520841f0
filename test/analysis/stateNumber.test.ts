import * as assert from 'node:assert/strict';
import { formatStateNumber, puzzleFromStateNumber, stateGrid, stateNumber } from '../../src/analysis/stateNumber';
import { BOARD_SHAPES } from './boardShapes';

describe('analysis: state numbers (the breadth-first search numbering)', () => {
  it('numbers cell (r, c) as digit r*C + c, least significant first: 341 is the 3x3 checkerboard with lit corners', () => {
    assert.deepEqual(stateGrid(341n, 9, 2), Uint8Array.of(1, 0, 1, 0, 1, 0, 1, 0, 1));
    assert.equal(stateNumber(Uint8Array.of(1, 0, 1, 0, 1, 0, 1, 0, 1), 2), 341n);
    // The lowest C bits are the first row.
    assert.equal(stateNumber(Uint8Array.of(1, 1, 1, 0, 0, 0), 2), 7n);
    assert.equal(stateNumber(Uint8Array.of(2, 0, 1), 3), 2n + 9n);
  });

  it('round-trips large numbers and refuses states that do not exist', () => {
    const grid = Uint8Array.from({ length: 100 }, (_, index) => (index * 7) % 5);
    assert.deepEqual(stateGrid(stateNumber(grid, 5), 100, 5), grid);
    assert.throws(() => stateGrid(512n, 9, 2), /does not exist/);
    assert.throws(() => stateGrid(-1n, 9, 2), RangeError);
  });

  it('formats states like the breadth-first search path listing: hexadecimal for k = 2, base k otherwise, no leading zeros', () => {
    assert.equal(formatStateNumber(new Uint8Array(9).fill(1), 2), '1ff');
    assert.equal(formatStateNumber(Uint8Array.of(1, 1, 0, 1, 0, 0, 0, 0, 0), 2), 'b');
    assert.equal(formatStateNumber(new Uint8Array(25).fill(1), 2), '1ffffff');
    assert.equal(formatStateNumber(new Uint8Array(4), 2), '0');
    assert.equal(formatStateNumber(Uint8Array.of(2, 0, 1, 0), 3), '102');
    assert.equal(formatStateNumber(Uint8Array.of(35, 10), 36), 'az');
  });

  it('builds a puzzle of a shape from a state number', () => {
    const puzzle = puzzleFromStateNumber({ rows: 2, columns: 2, states: 3, objective: 1, topology: 'torus' }, 80n);
    assert.deepEqual(puzzle.grid, Uint8Array.of(2, 2, 2, 2));
    assert.equal(puzzle.topology, 'torus');
  });
});

describe('analysis: state numbers of boards with holes, neighbourhoods and targets', () => {
  for (const [name, shape] of Object.entries(BOARD_SHAPES)) {
    it(`numbers the board of a state number back to that number: ${name}`, () => {
      const freeCells = shape.rows * shape.columns - (shape.holes?.filter(Boolean).length ?? 0);
      const total = shape.states ** freeCells;
      for (const state of [0, 1, total - 1, Math.floor(total / 3)]) {
        const puzzle = puzzleFromStateNumber(shape, BigInt(state));
        assert.equal(stateNumber(puzzle.grid, shape.states, shape.holes), BigInt(state));
      }
    });
  }

  it('numbers the states of a holed board over its cells that are not holes', () => {
    const shape = BOARD_SHAPES['holed 3x3'];
    const grid = Uint8Array.of(0, 1, 0, 0, 0, 0, 0, 0, 0);
    assert.equal(stateNumber(grid, 2, shape.holes), 1n);
    assert.deepEqual(Array.from(puzzleFromStateNumber(shape, 127n).grid), [0, 1, 1, 1, 1, 1, 1, 1, 0]);
  });
});
