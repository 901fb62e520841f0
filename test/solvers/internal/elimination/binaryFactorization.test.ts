import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { createRandom } from '../../../../src/core/random';
import { packBinaryMatrix } from '../../../../src/solvers/internal/arithmetic/modularMatrix';
import { binaryFactorization, firstPackedRow } from '../../../../src/solvers/internal/elimination/binaryFactorization';
import { primeFactorization } from '../../../../src/solvers/internal/elimination/primeFactorization';
import { checkFactorization, lowRankMatrix, matrixArbitrary } from './factorizationContract';

describe('internal solver: bit-packed elimination over GF(2)', () => {
  it('the same rank, rows and columns as the general elimination, and a correct block solve', () => {
    fc.assert(
      fc.property(matrixArbitrary([2]), fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 40, maxLength: 40 }), ({ size, entries }, v) => {
        const packed = binaryFactorization(packBinaryMatrix(entries, size));
        checkFactorization(packed, entries, size, 2, v);
        const general = primeFactorization(entries, size, 2);
        assert.deepEqual(packed.pivotColumns, general.pivotColumns);
        assert.deepEqual(packed.freeColumns, general.freeColumns);
      }),
      { numRuns: 200 },
    );
  });
  it('on larger matrices of every rank (many words, pivots paid in groups) agrees with the general elimination', () => {
    const random = createRandom('large matrices');
    for (const [size, rank] of [
      [70, 70],
      [100, 61],
      [133, 5],
      [160, 150],
    ]) {
      const entries = lowRankMatrix(size, rank, 2, (bound) => random.nextInt(bound));
      const fast = binaryFactorization(packBinaryMatrix(entries, size));
      checkFactorization(
        fast,
        entries,
        size,
        2,
        Array.from({ length: size }, () => random.nextInt(2)),
      );
      assert.deepEqual(fast.pivotColumns, primeFactorization(entries, size, 2).pivotColumns, `${size}x${size} rank <= ${rank}`);
    }
  });

  it('sees the identity as all pivots and the zero matrix as all free, without changing its input', () => {
    const identity = packBinaryMatrix([1, 0, 0, 0, 1, 0, 0, 0, 1], 3);
    const before = identity.words.slice();
    const factorization = binaryFactorization(identity);
    assert.equal(factorization.rank, 3);
    assert.deepEqual([...factorization.solvePivotBlock([1, 0, 1])], [1, 0, 1]);
    assert.deepEqual(identity.words, before);
    const zero = binaryFactorization(packBinaryMatrix(new Array(4).fill(0), 2));
    assert.equal(zero.rank, 0);
    assert.deepEqual([...zero.freeColumns], [0, 1]);
  });

  it('finds the first row from a position with a set bit in a column, in one plane or two', () => {
    // 3 rows of 2 words: column 33 is bit 1 of word 1.
    const one = Uint32Array.of(1, 0, 0, 0, 0, 2);
    const two = Uint32Array.of(0, 0, 0, 2, 0, 0);
    assert.equal(firstPackedRow(0, 33, 3, 2, one, one), 2);
    assert.equal(firstPackedRow(0, 33, 3, 2, one, two), 1);
    assert.equal(firstPackedRow(2, 33, 3, 2, two, two), -1);
    assert.equal(firstPackedRow(0, 0, 3, 2, one, one), 0);
    assert.equal(firstPackedRow(1, 0, 3, 2, one, one), -1);
  });
});
