import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyPresses, isSolved, randomSolvablePuzzle, type Puzzle } from '../../../src/core/puzzle';
import { createRandom } from '../../../src/core/random';
import { boardSystem } from '../../../src/solvers/internal/boardSystem';
import { solvePrimePlainPuzzle } from '../../../src/solvers/internal/primePlainPuzzle';
import { primePlainSystem } from '../../../src/solvers/internal/primePlainSolver';
import { extendedGcdPrime, multiplyModuloPrime, primePolynomial } from '../../../src/solvers/internal/primePolynomial';
import { solveWithSystem } from '../../../src/solvers/internal/solvePuzzle';

describe('internal solver: GF(p) plain fast path', () => {
  it('agrees with the general elimination on the nullity of n x n boards up to 40, mod 3, 5 and 7', () => {
    for (const p of [3, 5, 7]) {
      const fast: number[] = [];
      const general: number[] = [];
      for (let n = 1; n <= 40; n++) {
        fast.push(primePlainSystem(n, n, p).nullity);
        general.push(boardSystem({ rows: n, columns: n, topology: 'plain', states: p }).kernel.length);
      }
      assert.deepEqual(fast, general, `mod ${p}`);
    }
  });

  it('matches the general path on random boards, rectangles and objectives, k = 3, 5, 7, 11', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 14 }),
        fc.integer({ min: 1, max: 14 }),
        fc.constantFrom(3, 5, 7, 11),
        fc.boolean(),
        fc.integer(),
        (rows, columns, p, solvable, seed) => {
          const random = createRandom(seed);
          const shape = { rows, columns, states: p, objective: random.nextInt(p), topology: 'plain' as const };
          const puzzle: Puzzle = solvable
            ? randomSolvablePuzzle(shape, random)
            : { ...shape, grid: Uint8Array.from({ length: rows * columns }, () => random.nextInt(p)) };
          const fast = solvePrimePlainPuzzle(puzzle);
          const general = solveWithSystem(boardSystem(puzzle), puzzle);
          assert.equal(fast.solvable, general.solvable);
          assert.equal(fast.solutionCount, general.solutionCount);
          assert.equal(fast.totalPresses, general.totalPresses);
          assert.equal(fast.quietPatterns?.length, general.quietPatterns?.length);
          if (fast.presses) assert.ok(isSolved(applyPresses(puzzle, fast.presses)));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('polynomial algebra over GF(p): s * a = gcd (mod m), gcd monic', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(3, 5, 7),
        fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
        fc.array(fc.nat(), { minLength: 2, maxLength: 40 }),
        (p, aValues, mValues) => {
          mValues[mValues.length - 1] = 1;
          const a = primePolynomial(aValues, p);
          const m = primePolynomial(mValues, p);
          const { gcd, inverseFactor } = extendedGcdPrime(a, m, p);
          assert.equal(gcd.coefficients[gcd.degree], 1);
          const left = multiplyModuloPrime(inverseFactor, a, m, p);
          const right = multiplyModuloPrime(gcd, primePolynomial([1], p), m, p);
          assert.deepEqual(Array.from(left.coefficients.subarray(0, left.degree + 1)), Array.from(right.coefficients.subarray(0, right.degree + 1)));
        },
      ),
    );
  });
});
