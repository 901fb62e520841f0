import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  binaryRowKernelRuns,
  chaseRowsWithKernel,
  emitBinaryRowModule,
  solvingPressCountWithKernel,
} from '../../../../src/solvers/internal/kernels/binaryRowKernel';
import { webAssembly } from '../../../../src/solvers/internal/kernels/wasmRuntime';

/** Bit c of packed row r. */
function bit(rows: Uint32Array, wordsPerRow: number, r: number, c: number): number {
  return (rows[r * wordsPerRow + (c >> 5)] >>> (c & 31)) & 1;
}

/** The left side of row r's equation at cell c, by definition: x(r-1, c) + x(r, c-1) + x(r, c) + x(r, c+1) + x(r+1, c) + b(r, c), mod 2. */
function equationAt(presses: Uint32Array, board: Uint32Array | null, width: number, height: number, wordsPerRow: number, r: number, c: number): number {
  let sum = bit(presses, wordsPerRow, r, c);
  if (r > 0) sum += bit(presses, wordsPerRow, r - 1, c);
  if (r + 1 < height) sum += bit(presses, wordsPerRow, r + 1, c);
  if (c > 0) sum += bit(presses, wordsPerRow, r, c - 1);
  if (c + 1 < width) sum += bit(presses, wordsPerRow, r, c + 1);
  if (board) sum += bit(board, wordsPerRow, r, c);
  return sum & 1;
}

/** The chase by definition, a cell at a time: row r + 1 is what makes row r's equations hold; the residual is the would-be row `height`. */
function chaseByCell(
  width: number,
  height: number,
  wordsPerRow: number,
  board: Uint32Array | null,
  firstRow: Uint32Array,
): { presses: Uint32Array; residual: Uint32Array } {
  const presses = new Uint32Array((height + 1) * wordsPerRow);
  presses.set(firstRow.subarray(0, wordsPerRow));
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      // With row r + 1 still zero, the equation's value is what row r + 1 must hold at c.
      if (equationAt(presses, board, width, height + 1, wordsPerRow, r, c)) presses[(r + 1) * wordsPerRow + (c >> 5)] |= 1 << (c & 31);
    }
  }
  return { presses: presses.slice(0, height * wordsPerRow), residual: presses.slice(height * wordsPerRow) };
}

/** Random packed rows of `width` cells, nothing past the last cell. */
function packedRows(height: number, width: number, seed: number): Uint32Array {
  const wordsPerRow = Math.ceil(width / 32);
  const rows = new Uint32Array(height * wordsPerRow);
  let x = seed | 1;
  for (let index = 0; index < rows.length; index++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    rows[index] = x;
  }
  const spare = wordsPerRow * 32 - width;
  for (let r = 0; r < height; r++) rows[r * wordsPerRow + wordsPerRow - 1] &= 0xffffffff >>> spare;
  return rows;
}

const shapeArbitrary = fc.record({
  width: fc.oneof(fc.integer({ min: 1, max: 140 }), fc.constantFrom(31, 32, 33, 127, 128, 129, 255, 256, 257)),
  height: fc.integer({ min: 1, max: 40 }),
  seed: fc.integer(),
  withBoard: fc.boolean(),
});

describe('internal solver: the SIMD kernel of the GF(2) rows (chase and check)', () => {
  it('runs on this Node and emits a valid module', () => {
    assert.equal(binaryRowKernelRuns(), true);
    assert.ok(webAssembly?.validate(emitBinaryRowModule()));
  });

  it('chases as the per-cell definition does, with and without a board, across word and vector edges', () => {
    fc.assert(
      fc.property(shapeArbitrary, ({ width, height, seed, withBoard }) => {
        const wordsPerRow = Math.ceil(width / 32);
        const board = withBoard ? packedRows(height, width, seed) : null;
        const firstRow = packedRows(1, width, seed ^ 0x5bd1e995);
        const expected = chaseByCell(width, height, wordsPerRow, board, firstRow);
        const presses = new Uint32Array(height * wordsPerRow);
        assert.deepEqual(chaseRowsWithKernel(width, height, wordsPerRow, board, firstRow, presses), expected.residual);
        assert.deepEqual(presses, expected.presses);
        assert.deepEqual(chaseRowsWithKernel(width, height, wordsPerRow, board, firstRow, null), expected.residual);
      }),
      { numRuns: 120 },
    );
  });

  it('counts the presses of a pattern that solves the board, and refuses a pattern one cell off', () => {
    fc.assert(
      fc.property(shapeArbitrary, fc.nat(), ({ width, height, seed, withBoard }, flipAt) => {
        const wordsPerRow = Math.ceil(width / 32);
        const board = withBoard ? packedRows(height, width, seed) : null;
        const { presses, residual } = chaseByCell(width, height, wordsPerRow, board, packedRows(1, width, ~seed));
        const solves = residual.every((word) => word === 0);
        const bits = presses.reduce((sum, word) => sum + word.toString(2).replaceAll('0', '').length, 0);
        assert.equal(solvingPressCountWithKernel(width, height, wordsPerRow, board, presses), solves ? bits : null);
        // A pattern that solves a board: the chase's presses solve the board its residual leaves on the last row.
        const solved = board ? board.slice() : new Uint32Array(height * wordsPerRow);
        for (let w = 0; w < wordsPerRow; w++) solved[(height - 1) * wordsPerRow + w] ^= residual[w];
        assert.equal(solvingPressCountWithKernel(width, height, wordsPerRow, solved, presses), bits);
        const off = presses.slice();
        const cell = flipAt % (width * height);
        off[Math.floor(cell / width) * wordsPerRow + ((cell % width) >> 5)] ^= 1 << ((cell % width) & 31);
        assert.equal(solvingPressCountWithKernel(width, height, wordsPerRow, solved, off), null);
      }),
      { numRuns: 120 },
    );
  });

  it('carries rows from band to band: a board taller than a band (about 1 MiB of rows), with rows of many vectors', () => {
    // 412 rows of 20,000 cells fill a band.
    const width = 20_000;
    const height = 420;
    const wordsPerRow = Math.ceil(width / 32);
    const board = packedRows(height, width, 7);
    const firstRow = packedRows(1, width, 11);
    const expected = chaseByCell(width, height, wordsPerRow, board, firstRow);
    const presses = new Uint32Array(height * wordsPerRow);
    assert.deepEqual(chaseRowsWithKernel(width, height, wordsPerRow, board, firstRow, presses), expected.residual);
    assert.deepEqual(presses, expected.presses);
    const solved = board.slice();
    for (let w = 0; w < wordsPerRow; w++) solved[(height - 1) * wordsPerRow + w] ^= expected.residual[w];
    const bits = presses.reduce((sum, word) => sum + word.toString(2).replaceAll('0', '').length, 0);
    assert.equal(solvingPressCountWithKernel(width, height, wordsPerRow, solved, presses), bits);
    const off = presses.slice();
    off[413 * wordsPerRow + 3] ^= 1 << 9;
    assert.equal(solvingPressCountWithKernel(width, height, wordsPerRow, solved, off), null);
  });
});
