import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { createRandom } from '../../../../src/core/random';
import { primeFactorization } from '../../../../src/solvers/internal/elimination/primeFactorization';
import { ternaryFactorization } from '../../../../src/solvers/internal/elimination/ternaryFactorization';
import { checkFactorization, lowRankMatrix, matrixArbitrary } from './factorizationContract';

describe('internal solver: bit-sliced elimination over GF(3)', () => {
  it('the same rank, rows and columns as the general elimination, and a correct block solve', () => {
    fc.assert(
      fc.property(matrixArbitrary([3]), fc.array(fc.integer({ min: -9, max: 9 }), { minLength: 40, maxLength: 40 }), ({ size, entries }, v) => {
        const sliced = ternaryFactorization(entries, size);
        checkFactorization(sliced, entries, size, 3, v);
        const general = primeFactorization(entries, size, 3);
        assert.deepEqual(sliced.pivotColumns, general.pivotColumns);
        assert.deepEqual(sliced.freeColumns, general.freeColumns);
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
      const entries = lowRankMatrix(size, rank, 3, (bound) => random.nextInt(bound));
      const fast = ternaryFactorization(entries, size);
      checkFactorization(
        fast,
        entries,
        size,
        3,
        Array.from({ length: size }, () => random.nextInt(3)),
      );
      assert.deepEqual(fast.pivotColumns, primeFactorization(entries, size, 3).pivotColumns, `${size}x${size} rank <= ${rank}`);
    }
  });

  it('solves a 2 x 2 block worked by hand: [[1, 2], [2, 2]] u = (0, 1) gives u = (1, 1)', () => {
    const factorization = ternaryFactorization([1, 2, 2, 2], 2);
    assert.equal(factorization.rank, 2);
    assert.deepEqual([...factorization.pivotColumns], [0, 1]);
    const u = factorization.solvePivotBlock([0, 1]);
    assert.deepEqual([...u], [1, 1]);
  });
});
