import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  growPrimeBlock,
  largestClass,
  primeBlockBound,
  primeBlockRank,
  sumOfBlockMinima,
} from '../../../../src/solvers/internal/minimum/minimumPrimeLowerBound';
import type { SolutionSet } from '../../../../src/solvers/internal/minimum/minimumSearch';
import { cosetMinimum } from '../../../support/bruteForce';

/** A set over GF(p) whose later cells' signatures are combinations of earlier ones, so blocks have dependencies. */
function dependentPrimeSet(p: number, cells: number, d: number, values: readonly number[]): SolutionSet {
  let next = 0;
  const value = (): number => values[next++ % values.length];
  const signatures: number[][] = [];
  for (let cell = 0; cell < cells; cell++) {
    if (cell < d || value() % 3 === 0) signatures.push(Array.from({ length: d }, () => value() % p));
    else {
      const [a, b] = [signatures[value() % cell], signatures[value() % cell]];
      const [x, y] = [value() % p, value() % p];
      signatures.push(a.map((entry, i) => (x * entry + y * b[i]) % p));
    }
  }
  const generators = Array.from({ length: d }, (_, i) => ({ pattern: Uint8Array.from(signatures, (s) => s[i]), order: p }));
  return { k: p, particular: Uint8Array.from({ length: cells }, () => value() % p), generators };
}

describe('internal solver: minimum search lower bound over GF(p)', () => {
  it('never exceeds the true minimum', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(3, 5, 7),
        fc.integer({ min: 2, max: 14 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.nat(), { minLength: 120, maxLength: 120 }),
        (p, cells, d, values) => {
          const set = dependentPrimeSet(p, cells, d, values);
          if (p ** d > 20_000) return;
          const touched = Array.from({ length: cells }, (_, cell) => cell).filter((cell) => set.generators.some((g) => g.pattern[cell] !== 0));
          const untouched = Array.from(set.particular).reduce((sum, x, cell) => (touched.includes(cell) ? sum : sum + x), 0);
          for (const rank of [1, 2, primeBlockRank(p)]) assert.ok(untouched + primeBlockBound(set, touched, Infinity, rank) <= cosetMinimum(set));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('joins the multiples of a chosen residual to the block', () => {
    // Over GF(5): (1, 2), (2, 4) = 2 (1, 2), (0, 1): rank 1 holds the first two.
    const block = growPrimeBlock([Uint8Array.of(1, 2), Uint8Array.of(2, 4), Uint8Array.of(0, 1)], 5, 1);
    assert.deepEqual(block, { members: [0, 1], coordinates: [[1], [2]], rank: 1 });
  });

  it('bounds a dependency whose sum is fixed: x1 + x2 - x3 = 1 (mod 3) needs a press', () => {
    const set: SolutionSet = {
      k: 3,
      particular: Uint8Array.of(1, 0, 0),
      generators: [
        { pattern: Uint8Array.of(1, 0, 1), order: 3 },
        { pattern: Uint8Array.of(0, 1, 1), order: 3 },
      ],
    };
    assert.equal(primeBlockBound(set, [0, 1, 2], Infinity), 1);
  });

  it('keeps block searches within their work: rank 14 for p = 3, fewer for larger p', () => {
    assert.equal(primeBlockRank(3), 14);
    assert.ok(primeBlockRank(5) < primeBlockRank(3));
    assert.ok(primeBlockRank(31) >= 1);
  });

  it('picks the first candidate of the largest class outside the span, the earlier class on a tie', () => {
    const keys = ['a', 'b', 'b', 'a', 'c', 'b'];
    assert.equal(
      largestClass(6, new Uint8Array(6), (c) => keys[c]),
      1,
    );
    assert.equal(
      largestClass(6, Uint8Array.of(0, 1, 1, 0, 0, 1), (c) => keys[c]),
      0,
    );
    assert.equal(
      largestClass(4, Uint8Array.of(0, 0, 0, 0), (c) => [5, 6, 6, 5][c]),
      0,
    );
    assert.equal(
      largestClass(2, Uint8Array.of(1, 1), () => 0),
      -1,
    );
  });

  it('sums block minima over windows of the unassigned cells until every cell is in a block', () => {
    const windows: number[][] = [];
    const bound = sumOfBlockMinima(5, 3, Infinity, (window) => {
      windows.push([...window]);
      // Each block takes the first and last cell of its window.
      return { members: window.length > 1 ? [0, window.length - 1] : [0], minimum: 10 };
    });
    assert.deepEqual(windows, [[0, 1, 2], [1, 3, 4], [3]]);
    assert.equal(bound, 30);
    assert.equal(
      sumOfBlockMinima(5, 3, performance.now() - 1, () => ({ members: [0], minimum: 1 })),
      0,
    );
  });
});
