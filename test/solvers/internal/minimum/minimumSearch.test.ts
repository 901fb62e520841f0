import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { createPuzzle } from '../../../../src/core/puzzle';
import { minimumSolution, solutionCount, type SolutionSet } from '../../../../src/solvers/internal/minimum/minimumSearch';
import { solvePuzzle } from '../../../../src/solvers/internal/solvePuzzle';
import { anyK, binaryCosetMinimum, cosetMinimum, cosetHas, randomCoset, patternTotal } from '../../../support/bruteForce';

/** OEIS A075464: fewest presses for the all-on n x n plain board, n = 1..54. */
const A075464 = [
  1, 4, 5, 4, 15, 28, 33, 40, 25, 44, 55, 72, 105, 56, 117, 104, 147, 188, 141, 224, 245, 276, 231, 270, 353, 356, 405, 416, 345, 376, 553, 428, 469, 520, 563,
  600, 761, 772, 561, 696, 891, 940, 953, 772, 1069, 1188, 971, 1096, 1165, 1220, 1317, 1256, 1487, 1400,
];

/** Boards of A075464 whose nullity is above 20 (benchmarked instead: seconds each). */
const SLOW_BOARDS = new Set([39, 47]);

function assertResultHolds(set: SolutionSet, found: ReturnType<typeof minimumSolution>, minimum: number): void {
  assert.equal(found.total, patternTotal(found.presses));
  assert.ok(found.presses.every((value) => value >= 0 && value < set.k));
  assert.ok(found.lowerBound <= minimum, `lower bound ${found.lowerBound} above the minimum ${minimum}`);
  assert.ok(found.total >= minimum);
  if (found.minimal) {
    assert.equal(found.total, minimum);
    assert.equal(found.lowerBound, found.total);
  }
}

describe('internal solver: minimum search', () => {
  it('finds the enumerated minimum of small sets for k = 2..36 with generators of mixed orders', () => {
    fc.assert(
      fc.property(
        anyK,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 5 }),
        fc.array(fc.nat(), { minLength: 80, maxLength: 80 }),
        fc.array(fc.nat(), { minLength: 5, maxLength: 5 }),
        (k, cells, generatorCount, values, orders) => {
          const set = randomCoset(k, cells, generatorCount, values, orders);
          if (solutionCount(set) > 50_000n) return;
          const found = minimumSolution(set);
          assert.equal(found.minimal, true);
          assertResultHolds(set, found, cosetMinimum(set));
          assert.ok(cosetHas(set, found.presses));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('proves the minimum of binary sets beyond the small search (2^17..2^21 solutions) against a bit-mask Gray code', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 17, max: 21 }),
        fc.integer({ min: 22, max: 32 }),
        fc.array(fc.nat(), { minLength: 64, maxLength: 64 }),
        (generatorCount, cells, values) => {
          const set = randomCoset(2, cells, generatorCount, values, [0]);
          const progress: { fraction: number; bestTotal: number; lowerBound: number }[] = [];
          const found = minimumSolution(set, { deadline: performance.now() + 60_000, onProgress: (p) => progress.push(p) });
          assert.equal(found.minimal, true);
          assertResultHolds(set, found, binaryCosetMinimum(set));
          for (const p of progress) {
            assert.ok(p.fraction >= 0 && p.fraction <= 1);
            assert.ok(p.lowerBound <= p.bestTotal);
          }
          assert.deepEqual(
            progress.map((p) => p.fraction),
            progress.map((p) => p.fraction).sort((a, b) => a - b),
          );
        },
      ),
      { numRuns: 12 },
    );
  });

  it('proves the minimum of sets for k > 2 beyond the small search against enumeration', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(3, 4, 5, 6, 9, 12),
        fc.array(fc.nat(), { minLength: 64, maxLength: 64 }),
        fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
        (k, values, orders) => {
          // Over 2^16 solutions but at most about 2^18.
          let set = randomCoset(k, 10, 1, values, orders);
          for (let g = 2; solutionCount(set) <= 65_536n; g++) set = randomCoset(k, 10, g, values, orders);
          if (solutionCount(set) > 300_000n) return;
          const found = minimumSolution(set, { deadline: performance.now() + 60_000 });
          assert.equal(found.minimal, true);
          assertResultHolds(set, found, cosetMinimum(set));
        },
      ),
      { numRuns: 16 },
    );
  });

  it('with a deadline in the past still returns a member of the set with a proven lower bound', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2, 3, 4, 6),
        fc.array(fc.nat(), { minLength: 64, maxLength: 64 }),
        fc.array(fc.nat(), { minLength: 20, maxLength: 20 }),
        (k, values, orders) => {
          let set = randomCoset(k, 14, 1, values, orders);
          for (let g = 2; solutionCount(set) <= 65_536n && g <= 20; g++) set = randomCoset(k, 14, g, values, orders);
          if (solutionCount(set) > 500_000n) return;
          const found = minimumSolution(set, { deadline: performance.now() - 1 });
          assertResultHolds(set, found, k === 2 ? binaryCosetMinimum(set) : cosetMinimum(set));
          if (solutionCount(set) <= 100_000n) assert.ok(cosetHas(set, found.presses));
        },
      ),
      { numRuns: 12 },
    );
  });

  it('says minimal with 0 presses for a set whose particular solution presses nothing', () => {
    const set: SolutionSet = {
      k: 2,
      particular: new Uint8Array(40),
      generators: Array.from({ length: 20 }, (_, g) => ({
        pattern: Uint8Array.from({ length: 40 }, (_, cell) => ((cell * (g + 3)) % 7 < 3 ? 1 : 0)),
        order: 2,
      })),
    };
    const found = minimumSolution(set, { deadline: performance.now() - 1 });
    assert.deepEqual(found, { presses: new Uint8Array(40), total: 0, minimal: true, lowerBound: 0 });
  });

  it('counts solutions as the product of the orders', () => {
    const set: SolutionSet = {
      k: 6,
      particular: new Uint8Array(3),
      generators: [
        { pattern: Uint8Array.of(3, 0, 3), order: 2 },
        { pattern: Uint8Array.of(2, 4, 0), order: 3 },
      ],
    };
    assert.equal(solutionCount(set), 6n);
  });

  it('proves the fewest presses of the all-on n x n board (OEIS A075464) for every n <= 54 of nullity at most 20', () => {
    for (let n = 1; n <= 54; n++) {
      if (SLOW_BOARDS.has(n)) continue;
      const result = solvePuzzle(createPuzzle({ rows: n, columns: n, states: 2, objective: 0, topology: 'plain' }, 1));
      assert.equal(result.totalPresses, A075464[n - 1], `n = ${n}`);
      assert.equal(result.minimal, true, `n = ${n}`);
      assert.equal(result.lowerBound, A075464[n - 1], `n = ${n}`);
    }
  });
});
