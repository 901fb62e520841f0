/**
 * The contract every elimination over GF(p) keeps, checked against a plain Gauss-Jordan reference:
 * the rank, the split of rows and columns into pivots and the rest, and the pivot block's solve.
 * Shared by the tests of the general, bit-packed and bit-sliced eliminations.
 */

import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import type { PrimeFactorization } from '../../../../src/solvers/internal/elimination/primeFactorization';

/** The rank of a square matrix over GF(p) by plain Gauss-Jordan elimination on number rows. */
export function referenceRank(matrix: readonly number[], size: number, p: number): number {
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
export const matrixArbitrary = (primes: readonly number[]): fc.Arbitrary<{ p: number; size: number; entries: number[] }> =>
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
export function checkFactorization(factorization: PrimeFactorization, entries: readonly number[], size: number, p: number, v: readonly number[]): void {
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

/** A size x size matrix over GF(p) of rank at most `rank`: the product of random size x rank and rank x size factors. */
export function lowRankMatrix(size: number, rank: number, p: number, nextInt: (bound: number) => number): number[] {
  const left = Array.from({ length: size * rank }, () => nextInt(p));
  const right = Array.from({ length: rank * size }, () => nextInt(p));
  return Array.from({ length: size * size }, (_, index) => {
    const [i, j] = [Math.floor(index / size), index % size];
    let sum = 0;
    for (let r = 0; r < rank; r++) sum += left[i * rank + r] * right[r * size + j];
    return sum % p;
  });
}
