import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { createRandom } from '../../../../src/core/random';
import { eliminateColumns, primeFactorization } from '../../../../src/solvers/internal/elimination/primeFactorization';
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

  it('takes columns left to right, swapping each pivot row up and skipping free columns', () => {
    // [[0, 0, 1], [0, 2, 0], [0, 3, 4]]: column 0 is free, column 1 finds row 1, column 2 row 0.
    const a = Int32Array.of(0, 0, 1, 0, 2, 0, 0, 3, 4);
    const eliminated: number[][] = [];
    const firstNonZero = (t: number, j: number): number => {
      for (let i = t; i < 3; i++) if (a[i * 3 + j] !== 0) return i;
      return -1;
    };
    const pivots = eliminateColumns(3, 3, [a], firstNonZero, (t, j) => {
      eliminated.push([t, j]);
      // Clear the column below the pivot so the next column sees the rows that are left.
      for (let i = t + 1; i < 3; i++) a[i * 3 + j] = 0;
    });
    assert.deepEqual(eliminated, [
      [0, 1],
      [1, 2],
    ]);
    assert.equal(pivots.rank, 2);
    assert.deepEqual(pivots.pivotRows, Int32Array.of(1, 0));
    assert.deepEqual(pivots.pivotColumns, Int32Array.of(1, 2));
    assert.deepEqual(pivots.freeColumns, Int32Array.of(0));
    assert.deepEqual(pivots.otherRows, Int32Array.of(2));
    assert.deepEqual(a, Int32Array.of(0, 2, 0, 0, 0, 1, 0, 0, 0));
  });
});
