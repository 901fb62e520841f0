import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  overlapParity,
  packCells,
  popcountWords,
  solvingPressCount,
  unpackCells,
  verifiesPacked,
} from '../../../../src/solvers/internal/polynomial/binaryPlainPacking';
import { binaryPlainSystem } from '../../../../src/solvers/internal/polynomial/binaryPlainSolver';
import { rowOrientation } from '../../../../src/solvers/internal/reduction/rowOrientation';
import { bruteForceChanges } from '../../../support/bruteForce';

const boardArbitrary = fc.record({ rows: fc.integer({ min: 1, max: 70 }), columns: fc.integer({ min: 1, max: 70 }) }).chain(({ rows, columns }) =>
  fc.record({
    rows: fc.constant(rows),
    columns: fc.constant(columns),
    bits: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: rows * columns, maxLength: rows * columns }),
  }),
);

/** The packing by its definition, one cell at a time: bit i of chase row j is cell (j, i), or (i, j) when transposed. */
function packByCell(values: ArrayLike<number>, flip: number, rows: number, columns: number, wordsPerRow: number): Uint32Array {
  const { transposed, height } = rowOrientation(rows, columns);
  const packed = new Uint32Array(height * wordsPerRow);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      if (((values[r * columns + c] ^ flip) & 1) === 0) continue;
      const [row, bit] = transposed ? [c, r] : [r, c];
      packed[row * wordsPerRow + (bit >> 5)] |= 1 << (bit & 31);
    }
  }
  return packed;
}

/** The unpacking by its definition, one cell at a time. */
function unpackByCell(packed: Uint32Array, rows: number, columns: number, wordsPerRow: number): number[] {
  const { transposed } = rowOrientation(rows, columns);
  return Array.from({ length: rows * columns }, (_, index) => {
    const [r, c] = [Math.floor(index / columns), index % columns];
    const [row, bit] = transposed ? [c, r] : [r, c];
    return (packed[row * wordsPerRow + (bit >> 5)] >>> (bit & 31)) & 1;
  });
}

/**
 * Boards of any shape up to 3 words a chase row (widths on and off multiples of 8 and 32, tall,
 * wide and square), cells of any state 0..35 (only the low bit counts), held at an odd byte offset
 * so that no read is aligned.
 */
const byteBoardArbitrary = fc
  .record({ rows: fc.integer({ min: 1, max: 100 }), columns: fc.integer({ min: 1, max: 100 }), offset: fc.integer({ min: 0, max: 7 }) })
  .chain(({ rows, columns, offset }) =>
    fc.record({
      rows: fc.constant(rows),
      columns: fc.constant(columns),
      offset: fc.constant(offset),
      cells: fc.uint8Array({ min: 0, max: 35, minLength: rows * columns, maxLength: rows * columns }),
      flip: fc.integer({ min: 0, max: 1 }),
    }),
  );

/** The cells in a buffer of their own, `offset` bytes into it and with stray bytes on both sides. */
function atOffset(cells: Uint8Array, offset: number): Uint8Array {
  const buffer = new Uint8Array(offset + cells.length + 8).fill(0xff);
  buffer.set(cells, offset);
  return buffer.subarray(offset, offset + cells.length);
}

describe('internal solver: packed cells of the GF(2) plain fast path', () => {
  it('packs 8 cells a step as the per-cell definition does, in both orientations, at any offset', () => {
    fc.assert(
      fc.property(byteBoardArbitrary, ({ rows, columns, offset, cells, flip }) => {
        const words = Math.ceil(rowOrientation(rows, columns).width / 32);
        const packed = packCells(atOffset(cells, offset), flip, rows, columns, words);
        assert.deepEqual([...packed], [...packByCell(cells, flip, rows, columns, words)]);
        assert.deepEqual([...packCells(Array.from(cells), flip, rows, columns, words)], [...packed]);
      }),
      { numRuns: 200 },
    );
  });

  it('unpacks 4 cells a step as the per-cell definition does, in both orientations', () => {
    fc.assert(
      fc.property(byteBoardArbitrary, ({ rows, columns, cells, flip }) => {
        const words = Math.ceil(rowOrientation(rows, columns).width / 32);
        const packed = packByCell(cells, flip, rows, columns, words);
        assert.deepEqual([...unpackCells(packed, rows, columns, words)], unpackByCell(packed, rows, columns, words));
      }),
      { numRuns: 200 },
    );
  });

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
        assert.equal(solvingPressCount(system, packCells(board, 0, rows, columns, words), presses), bits.filter((bit) => bit === 1).length);
        board[flipAt % board.length] ^= 1;
        assert.equal(verifiesPacked(system, packCells(board, 0, rows, columns, words), presses), false);
        assert.equal(solvingPressCount(system, packCells(board, 0, rows, columns, words), presses), null);
        assert.equal(verifiesPacked(system, null, new Uint32Array(presses.length)), true);
      }),
      { numRuns: 150 },
    );
  });
});
