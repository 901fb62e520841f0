import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { primePowers } from '../../../../src/solvers/internal/arithmetic/modular';
import {
  binaryModularMatrix,
  byteModularMatrix,
  packBinaryMatrix,
  popcount,
  unpackBinaryMatrix,
} from '../../../../src/solvers/internal/arithmetic/modularMatrix';

/** (M u)_i mod q, the schoolbook way. */
function product(entries: ArrayLike<number>, size: number, u: ArrayLike<number>, q: number): number[] {
  return Array.from({ length: size }, (_, i) => {
    let sum = 0;
    for (let j = 0; j < size; j++) sum += entries[i * size + j] * u[j];
    return sum % q;
  });
}

const primePower = fc.constantFrom(2, 3, 4, 5, 7, 8, 9, 25, 27, 32).map((q) => primePowers(q)[0]);

describe('internal solver: matrices over Z_q', () => {
  it('packs a 0/1 matrix by rows, 32 entries to a word, and unpacks it again', () => {
    const packed = packBinaryMatrix([1, 0, 1, 0, 1, 1, 3, 2, 0], 3);
    assert.equal(packed.wordsPerRow, 1);
    assert.deepEqual([...packed.words], [0b101, 0b110, 0b001]);
    assert.deepEqual([...unpackBinaryMatrix(packed)], [1, 0, 1, 0, 1, 1, 1, 0, 0]);
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 70 })
          .chain((size) => fc.tuple(fc.constant(size), fc.array(fc.integer({ min: 0, max: 1 }), { minLength: size * size, maxLength: size * size }))),
        ([size, bits]) => {
          const matrix = packBinaryMatrix(bits, size);
          assert.equal(matrix.wordsPerRow, Math.ceil(size / 32));
          assert.deepEqual([...unpackBinaryMatrix(matrix)], bits);
        },
      ),
    );
  });

  it('byte matrices: entries by reference and M u mod q for every row or chosen rows', () => {
    fc.assert(
      fc.property(
        primePower,
        fc.integer({ min: 1, max: 40 }),
        fc.array(fc.nat(), { minLength: 1600, maxLength: 1600 }),
        fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
        (part, size, seeds, digitSeeds) => {
          const entries = Uint8Array.from({ length: size * size }, (_, i) => seeds[i] % part.modulus);
          const u = Int32Array.from({ length: size }, (_, j) => digitSeeds[j] % part.prime);
          const matrix = byteModularMatrix(entries, size, part);
          assert.equal(matrix.size, size);
          assert.equal(matrix.entry(size - 1, 0), entries[(size - 1) * size]);
          const expected = product(entries, size, u, part.modulus);
          const out = new Int32Array(size);
          matrix.product(null, u, out);
          assert.deepEqual([...out], expected);
          const rows = Int32Array.from({ length: Math.ceil(size / 2) }, (_, t) => 2 * t);
          const some = new Int32Array(size).fill(-1);
          matrix.product(rows, u, some);
          for (let i = 0; i < size; i++) assert.equal(some[i], i % 2 === 0 ? expected[i] : -1);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('bit-packed GF(2) matrices agree with the same matrix in bytes', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 70 })
          .chain((size) =>
            fc.tuple(
              fc.constant(size),
              fc.array(fc.integer({ min: 0, max: 1 }), { minLength: size * size, maxLength: size * size }),
              fc.array(fc.integer({ min: 0, max: 1 }), { minLength: size, maxLength: size }),
            ),
          ),
        ([size, bits, digits]) => {
          const matrix = binaryModularMatrix(packBinaryMatrix(bits, size));
          for (let i = 0; i < size; i++) for (let j = 0; j < size; j++) assert.equal(matrix.entry(i, j), bits[i * size + j]);
          const out = new Int32Array(size);
          matrix.product(null, Int32Array.from(digits), out);
          assert.deepEqual([...out], product(bits, size, digits, 2));
        },
      ),
    );
  });
});

describe('internal solver: popcount', () => {
  it('counts the 1 bits of a 32-bit word, the sign bit included', () => {
    assert.deepEqual([0, 1, 3, 0x7fffffff, -1, 0x55555555, 0x80000000].map(popcount), [0, 1, 2, 31, 32, 16, 1]);
  });

  it('agrees with counting bit by bit', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), (word) => {
        let count = 0;
        for (let bit = 0; bit < 32; bit++) count += (word >>> bit) & 1;
        assert.equal(popcount(word), count);
      }),
    );
  });
});
