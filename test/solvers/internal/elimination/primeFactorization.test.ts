import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { createRandom } from '../../../../src/core/random';
import { binaryFactorization } from '../../../../src/solvers/internal/elimination/binaryFactorization';
import { packBinaryMatrix } from '../../../../src/solvers/internal/reduction/boardReduction';
import { primeFactorization, type PrimeFactorization } from '../../../../src/solvers/internal/elimination/primeFactorization';
import { ternaryFactorization } from '../../../../src/solvers/internal/elimination/ternaryFactorization';

/** The rank of a square matrix over GF(p) by plain Gauss-Jordan elimination on number rows. */
function referenceRank(matrix: readonly number[], size: number, p: number): number {
  const rows = Array.from({ length: size }, (_, i) => matrix.slice(i * size, (i + 1) * size).map((value) => value % p));
  let rank = 0;
  for (let column = 0; column < size; column++) {
    const pivot = rows.findIndex((row, index) => index >= rank && row[column] !== 0);
    if (pivot < 0) continue;
    [rows[rank], rows[pivot]] = [rows[pivot], rows[rank]];
    let inverse = 1;
    while ((rows[rank][column] * inverse) % p !== 1) inverse++;
    for (let i = 0; i < size; i++) {
      if (i === rank || rows[i][column] === 0) continue;
      const factor = (rows[i][column] * inverse) % p;
      for (let j = 0; j < size; j++) rows[i][j] = (((rows[i][j] - factor * rows[rank][j]) % p) + p) % p;
    }
    rank++;
  }
  return rank;
}

/** A square matrix over GF(p) of a chosen rank (a product of random factors with a few zero columns). */
const matrixArbitrary = (primes: readonly number[]): fc.Arbitrary<{ p: number; size: number; entries: number[] }> =>
  fc
    .record({ p: fc.constantFrom(...primes), size: fc.integer({ min: 1, max: 40 }), seed: fc.integer() })
    .chain(({ p, size }) =>
      fc.record({
        p: fc.constant(p),
        size: fc.constant(size),
        // Entries above p test the reduction on the way in; rows repeat to lower the rank.
        entries: fc.array(fc.integer({ min: 0, max: 3 * p }), { minLength: size * size, maxLength: size * size }),
        repeats: fc.array(fc.tuple(fc.nat(size - 1), fc.nat(size - 1)), { maxLength: size }),
      }),
    )
    .map(({ p, size, entries, repeats }) => {
      for (const [from, to] of repeats) for (let j = 0; j < size; j++) entries[to * size + j] = entries[from * size + j];
      return { p, size, entries };
    });

/** Checks the factorization's contract on the matrix: rank, the split of rows and columns, and the block solve. */
function checkFactorization(factorization: PrimeFactorization, entries: readonly number[], size: number, p: number, v: readonly number[]): void {
  const { rank, pivotRows, pivotColumns, freeColumns, otherRows } = factorization;
  assert.equal(rank, referenceRank(entries, size, p));
  assert.deepEqual(
    [...pivotColumns, ...freeColumns].sort((a, b) => a - b),
    Array.from({ length: size }, (_, i) => i),
  );
  assert.deepEqual(
    [...pivotRows, ...otherRows].sort((a, b) => a - b),
    Array.from({ length: size }, (_, i) => i),
  );
  const u = factorization.solvePivotBlock(v.slice(0, rank));
  for (let t = 0; t < rank; t++) {
    let sum = 0;
    for (let s = 0; s < rank; s++) sum += entries[pivotRows[t] * size + pivotColumns[s]] * u[s];
    assert.equal((((sum - v[t]) % p) + p) % p, 0, `row ${pivotRows[t]} of A11 u = v`);
  }
}

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

  it('bit-packed GF(2): the same rank, rows and columns as the general elimination, and a correct block solve', () => {
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

  it('bit-sliced GF(3): the same rank, rows and columns as the general elimination, and a correct block solve', () => {
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

  it('packed GF(2) and sliced GF(3) on larger matrices of every rank (many words, pivots paid in groups) agree with the general elimination', () => {
    const random = createRandom('large matrices');
    for (const p of [2, 3] as const) {
      for (const [size, rank] of [
        [70, 70],
        [100, 61],
        [133, 5],
        [160, 150],
      ]) {
        // A product of random size x rank and rank x size matrices has rank at most `rank`.
        const left = Array.from({ length: size * rank }, () => random.nextInt(p));
        const right = Array.from({ length: rank * size }, () => random.nextInt(p));
        const entries = Array.from({ length: size * size }, (_, index) => {
          const [i, j] = [Math.floor(index / size), index % size];
          let sum = 0;
          for (let r = 0; r < rank; r++) sum += left[i * rank + r] * right[r * size + j];
          return sum % p;
        });
        const fast = p === 2 ? binaryFactorization(packBinaryMatrix(entries, size)) : ternaryFactorization(entries, size);
        checkFactorization(
          fast,
          entries,
          size,
          p,
          Array.from({ length: size }, () => random.nextInt(p)),
        );
        assert.deepEqual(fast.pivotColumns, primeFactorization(entries, size, p).pivotColumns, `p=${p} ${size}x${size} rank <= ${rank}`);
      }
    }
  });

  it('sees the zero matrix as all free and the identity as all pivots', () => {
    const zero = primeFactorization(new Array(9).fill(0), 3, 5);
    assert.equal(zero.rank, 0);
    assert.deepEqual([...zero.freeColumns], [0, 1, 2]);
    const identity = binaryFactorization(packBinaryMatrix([1, 0, 0, 0, 1, 0, 0, 0, 1], 3));
    assert.equal(identity.rank, 3);
    assert.deepEqual([...identity.solvePivotBlock([1, 0, 1])], [1, 0, 1]);
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
});
