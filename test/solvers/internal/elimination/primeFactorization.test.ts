import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { createRandom } from '../../../../src/core/random';
import { primeFactorization } from '../../../../src/solvers/internal/elimination/primeFactorization';
import { checkFactorization, lowRankMatrix, matrixArbitrary } from './factorizationContract';

describe('internal solver: elimination over GF(p)', () => {
  it('finds the rank and solves the pivot block over GF(p) for random matrices, p = 2, 3, 5, 7, 31', () => {
    fc.assert(
      fc.property(
        matrixArbitrary([2, 3, 5, 7, 31]),
        fc.array(fc.integer({ min: -100, max: 100 }), { minLength: 40, maxLength: 40 }),
        ({ p, size, entries }, v) => {
          checkFactorization(primeFactorization(entries, size, p), entries, size, p, v);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('sees the zero matrix as all free and the identity as all pivots', () => {
    const zero = primeFactorization(new Array(9).fill(0), 3, 5);
    assert.equal(zero.rank, 0);
    assert.deepEqual([...zero.freeColumns], [0, 1, 2]);
    const identity = primeFactorization([1, 0, 0, 0, 1, 0, 0, 0, 1], 3, 5);
    assert.equal(identity.rank, 3);
    assert.deepEqual([...identity.solvePivotBlock([4, 0, 1])], [4, 0, 1]);
  });

  it('reports elimination progress between 0 and 1', () => {
    const size = 200;
    const random = createRandom('progress');
    const entries = Array.from({ length: size * size }, () => random.nextInt(3));
    const fractions: number[] = [];
    primeFactorization(entries, size, 3, (fraction) => fractions.push(fraction));
    assert.ok(fractions.length >= 2);
    assert.ok(fractions.every((fraction, i) => fraction > 0 && fraction <= 1 && (i === 0 || fraction >= fractions[i - 1])));
  });

  it('on larger matrices of every rank solves the pivot block', () => {
    const random = createRandom('large matrices, p = 5');
    for (const [size, rank] of [
      [70, 70],
      [100, 61],
    ]) {
      const entries = lowRankMatrix(size, rank, 5, (bound) => random.nextInt(bound));
      checkFactorization(
        primeFactorization(entries, size, 5),
        entries,
        size,
        5,
        Array.from({ length: size }, () => random.nextInt(5)),
      );
    }
  });
});
