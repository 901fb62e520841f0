import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { overlapParity, packCells, popcountWords, unpackCells, verifiesPacked } from '../../../../src/solvers/internal/polynomial/binaryPlainPacking';
import { binaryPlainSystem } from '../../../../src/solvers/internal/polynomial/binaryPlainSolver';
import { rowOrientation } from '../../../../src/solvers/internal/reduction/rowOrientation';
import { bruteForceChanges } from '../../../support/bruteForce';

const boardArbitrary = fc.record({ rows: fc.integer({ min: 1, max: 40 }), columns: fc.integer({ min: 1, max: 40 }) }).chain(({ rows, columns }) =>
  fc.record({
    rows: fc.constant(rows),
    columns: fc.constant(columns),
    bits: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: rows * columns, maxLength: rows * columns }),
  }),
);

describe('internal solver: packed cells of the GF(2) plain fast path', () => {
  it('packs a 2 x 3 board along its longer side (columns become chase rows), flipping when asked', () => {
    // Transposed: chase row c holds column c, bit r for row r.
    assert.deepEqual([...packCells([1, 0, 1, 0, 1, 1], 0, 2, 3, 1)], [0b01, 0b10, 0b11]);
    assert.deepEqual([...packCells([1, 0, 1, 0, 1, 1], 1, 2, 3, 1)], [0b10, 0b01, 0b00]);
    // Not transposed: chase row r holds row r, bit c for column c.
    assert.deepEqual([...packCells([1, 1, 0, 1, 0, 0], 0, 3, 2, 1)], [0b11, 0b10, 0b00]);
  });

  it('unpacks what it packed, over many words per row', () => {
    fc.assert(
      fc.property(boardArbitrary, ({ rows, columns, bits }) => {
        const words = Math.ceil(rowOrientation(rows, columns).width / 32);
        const packed = packCells(bits, 0, rows, columns, words);
        assert.equal(popcountWords(packed), bits.filter((bit) => bit === 1).length);
        assert.deepEqual([...unpackCells(packed, rows, columns, words)], bits);
      }),
    );
  });

  it('counts common set bits by their parity', () => {
    assert.equal(overlapParity(Uint32Array.from([0b1011, 1]), Uint32Array.from([0b0011, 1])), 1);
    assert.equal(overlapParity(Uint32Array.from([0b1011, 0]), Uint32Array.from([0b0011, 1])), 0);
    assert.equal(popcountWords(Uint32Array.from([0xffffffff, 0b101])), 34);
  });

  it('verifies a pattern against the board its presses make, and refuses any other board', () => {
    fc.assert(
      fc.property(boardArbitrary, fc.nat(), ({ rows, columns, bits }, flipAt) => {
        const { width, height } = rowOrientation(rows, columns);
        const system = binaryPlainSystem(width, height);
        const words = system.wordsPerRow;
        const board = bruteForceChanges({ rows, columns, topology: 'plain' }, bits).map((change) => change % 2);
        const presses = packCells(bits, 0, rows, columns, words);
        assert.ok(verifiesPacked(system, packCells(board, 0, rows, columns, words), presses));
        board[flipAt % board.length] ^= 1;
        assert.equal(verifiesPacked(system, packCells(board, 0, rows, columns, words), presses), false);
        assert.equal(verifiesPacked(system, null, new Uint32Array(presses.length)), true);
      }),
      { numRuns: 150 },
    );
  });
});
