import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  binaryColumnLayout,
  chaseBinaryHexColumns,
  chaseHexColumns,
  hexColumnChases,
  packBinaryColumns,
  toColumnMajor,
  toRowMajor,
  unpackBinaryColumns,
} from '../../../../src/solvers/internal/reduction/hexColumnReduction';
import { bruteForceChanges } from '../../../support/bruteForce';

/** The first column of a row-major pattern. */
function firstColumnOf(pattern: ArrayLike<number>, rows: number, columns: number): number[] {
  return Array.from({ length: rows }, (_, r) => pattern[r * columns]);
}

describe('internal solver: the column chase of hex boards', () => {
  it('chased from a pattern first column through the board it makes, returns the pattern with a zero residual', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        fc.constantFrom(2, 3, 5, 7),
        fc.array(fc.nat(), { minLength: 81, maxLength: 81 }),
        (rows, columns, p, seed) => {
          const pattern = seed.slice(0, rows * columns).map((value) => value % p);
          const b = bruteForceChanges({ rows, columns, topology: 'hex' }, pattern).map((sum) => sum % p);
          const chases = hexColumnChases(rows, columns, p);
          const { presses, residual } = chases.presses(chases.prepare(b), firstColumnOf(pattern, rows, columns));
          assert.deepEqual([...presses], pattern);
          assert.ok(residual.every((value) => value === 0));
          // One cell of b changed: the chase no longer closes.
          const changed = b.slice();
          changed[0] = (changed[0] + 1) % p;
          const other = chases.presses(chases.prepare(changed), firstColumnOf(pattern, rows, columns));
          const solvesChanged = bruteForceChanges({ rows, columns, topology: 'hex' }, other.presses).every((sum, cell) => (sum - changed[cell]) % p === 0);
          assert.equal(
            other.residual.every((value) => value === 0),
            solvesChanged,
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it('the bit-packed GF(2) chase equals the byte chase on boards and cylinders across word boundaries', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2, 3, 31, 32, 33, 62, 63, 64, 65, 66, 130),
        fc.integer({ min: 1, max: 7 }),
        fc.boolean(),
        fc.integer(),
        (rows, columns, wrap, seed) => {
          const height = wrap ? 2 * (rows + 1) : rows;
          let state = seed | 1;
          const bit = (): number => {
            state ^= state << 13;
            state ^= state >>> 17;
            state ^= state << 5;
            return state & 1;
          };
          const b = Array.from({ length: height * columns }, bit);
          const first = Array.from({ length: height }, bit);
          const layout = binaryColumnLayout(height, columns, wrap);
          const packed = new Uint32Array(columns * layout.stride);
          const residual = chaseBinaryHexColumns(layout, packBinaryColumns(b, layout), first, packed);
          const bytes = new Uint8Array(height * columns);
          const expected = chaseHexColumns(height, columns, wrap, 2, toColumnMajor(b, height, columns, 2), first, bytes);
          assert.deepEqual([...residual], [...expected]);
          assert.deepEqual([...unpackBinaryColumns(packed, layout)], [...toRowMajor(bytes, height, columns)]);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('a single press away from the wrapped edge (its light cone skipped) chases as one at the edge, shifted', () => {
    for (const p of [2, 3, 5])
      for (const [rows, columns] of [
        [9, 2],
        [20, 7],
        [41, 30],
        [40, 3],
      ]) {
        const height = 2 * (rows + 1);
        const chases = hexColumnChases(rows, columns, p);
        for (const parity of [0, 1]) {
          const edge = new Int32Array(height);
          edge[parity] = 1;
          const middle = new Int32Array(height);
          const shift = 2 * ((rows + 1) >> 1);
          middle[shift + parity] = 1;
          const expected = chases.cylinderResidual(edge);
          const residual = chases.cylinderResidual(middle);
          assert.deepEqual(
            Array.from({ length: height }, (_, r) => residual[(r + shift) % height]),
            [...expected],
            `${rows}x${columns} p=${p} parity ${parity}`,
          );
        }
      }
  });

  it('the cylinder chase commutes with the shift by two rows', () => {
    const rows = 5;
    const height = 2 * (rows + 1);
    for (const p of [2, 3]) {
      const chases = hexColumnChases(rows, 4, p);
      const first = Array.from({ length: height }, (_, r) => (r * 7 + 3) % p);
      const shifted = Array.from({ length: height }, (_, r) => first[(r - 2 + height) % height]);
      const residual = chases.cylinderResidual(first);
      assert.deepEqual(
        [...chases.cylinderResidual(shifted)],
        Array.from({ length: height }, (_, r) => residual[(r - 2 + height) % height]),
      );
    }
  });

  it('the SIMD chases and the portable ones agree on boards, cylinders and presses', () => {
    for (const p of [3, 5, 7, 11, 13])
      for (const [rows, columns] of [
        [1, 5],
        [2, 1],
        [7, 9],
        [33, 17],
        [64, 3],
      ]) {
        const simd = hexColumnChases(rows, columns, p, 'simd');
        const portable = hexColumnChases(rows, columns, p, 'portable');
        const height = 2 * (rows + 1);
        const cylinderFirst = Array.from({ length: height }, (_, r) => (r * r + 3 * r + 1) % p);
        assert.deepEqual([...simd.cylinderResidual(cylinderFirst)], [...portable.cylinderResidual(cylinderFirst)]);
        const b = Array.from({ length: rows * columns }, (_, cell) => (cell * 31 + 7) % (2 * p));
        const first = Array.from({ length: rows }, (_, r) => (r * 5 + 2) % p);
        for (const rightHandSide of [b, null]) {
          const fast = simd.prepare(rightHandSide);
          const slow = portable.prepare(rightHandSide);
          assert.deepEqual([...simd.residual(fast, first)], [...portable.residual(slow, first)]);
          const expected = portable.presses(slow, first);
          const actual = simd.presses(fast, first);
          assert.deepEqual([...actual.presses], [...expected.presses]);
          assert.deepEqual([...actual.residual], [...expected.residual]);
        }
      }
  });
});
