import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { chaseReduction } from '../../../../src/solvers/internal/reduction/boardReduction';
import { densePart, type PrimePowerPart } from '../../../../src/solvers/internal/primePowerPart';
import { binaryPlainSystem, chaseRows } from '../../../../src/solvers/internal/polynomial/binaryPlainSolver';

/** The GF(2) part of a plain board by the general chase and elimination, for comparison. */
const generalPart = (rows: number, columns: number): PrimePowerPart =>
  densePart(chaseReduction({ rows, columns, topology: 'plain' }), { prime: 2, exponent: 1, modulus: 2 }, null);

/**
 * The chase by its definition, one cell at a time on a height x width grid: row r + 1 presses
 * b_r + x_(r-1) + x_r at c - 1, c, c + 1; returns the presses and the last row's residual.
 */
function chaseByCell(width: number, height: number, board: number[], firstRow: number[]): { presses: number[]; residual: number[] } {
  const presses = [...firstRow, ...new Array<number>(width * (height - 1)).fill(0)];
  const residual = new Array<number>(width).fill(0);
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      let value = board[r * width + c] ^ presses[r * width + c];
      if (c > 0) value ^= presses[r * width + c - 1];
      if (c + 1 < width) value ^= presses[r * width + c + 1];
      if (r > 0) value ^= presses[(r - 1) * width + c];
      if (r + 1 < height) presses[(r + 1) * width + c] = value;
      else residual[c] = value;
    }
  }
  return { presses, residual };
}

/** Bits (one per number) packed into words of 32, `words` per row. */
function packBits(bits: number[], width: number, words: number): Uint32Array {
  const rows = bits.length / width;
  const packed = new Uint32Array(rows * words);
  bits.forEach((bit, index) => {
    const [row, column] = [Math.floor(index / width), index % width];
    packed[row * words + (column >> 5)] |= bit << (column & 31);
  });
  return packed;
}

describe('internal solver: GF(2) plain fast path', () => {
  it('chases rows of any width (one word and several, off multiples of 32) as the per-cell definition does, and alone to the residual', () => {
    const chaseArbitrary = fc.record({ width: fc.integer({ min: 1, max: 100 }), height: fc.integer({ min: 1, max: 12 }) }).chain(({ width, height }) =>
      fc.record({
        width: fc.constant(width),
        height: fc.constant(height),
        board: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: width * height, maxLength: width * height }),
        firstRow: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: width, maxLength: width }),
        withBoard: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(chaseArbitrary, ({ width, height, board, firstRow, withBoard }) => {
        const system = binaryPlainSystem(width, height);
        const words = system.wordsPerRow;
        const expected = chaseByCell(width, height, withBoard ? board : board.map(() => 0), firstRow);
        const presses = new Uint32Array(height * words);
        const residual = chaseRows(system, withBoard ? packBits(board, width, words) : null, packBits(firstRow, width, words), presses);
        assert.deepEqual([...presses], [...packBits(expected.presses, width, words)]);
        assert.deepEqual([...residual], [...packBits(expected.residual, width, words)]);
        const residualOnly = chaseRows(system, withBoard ? packBits(board, width, words) : null, packBits(firstRow, width, words), null);
        assert.deepEqual([...residualOnly], [...residual]);
      }),
      { numRuns: 150 },
    );
  });

  it('reproduces OEIS A159257 (nullity of n x n Lights Out) for n = 1..20', () => {
    const nullities = Array.from({ length: 20 }, (_, i) => binaryPlainSystem(i + 1, i + 1).nullity);
    assert.deepEqual(nullities, [0, 0, 0, 4, 2, 0, 0, 0, 8, 0, 6, 0, 0, 4, 0, 8, 2, 0, 16, 0]);
  });

  it('agrees with the general elimination on the nullity of n x n and n x (n+3) boards up to 70', () => {
    for (let n = 1; n <= 70; n++) {
      for (const columns of [n, n + 3]) {
        const general = generalPart(n, columns).kernelOrders.length;
        assert.equal(binaryPlainSystem(Math.min(n, columns), Math.max(n, columns)).nullity, general, `${n}x${columns}`);
      }
    }
  });
});
