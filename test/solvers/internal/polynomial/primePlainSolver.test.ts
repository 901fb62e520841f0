import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { randomSolvablePuzzle, type Puzzle } from '../../../../src/core/puzzle';
import { createRandom } from '../../../../src/core/random';
import { chaseReduction } from '../../../../src/solvers/internal/reduction/boardReduction';
import { plainReduction } from '../../../../src/solvers/internal/reduction/plainReduction';
import { primePlainPart } from '../../../../src/solvers/internal/polynomial/plainPolynomialParts';
import { primeKernelFirstRow, primeKernelFirstRows, primePlainSystem } from '../../../../src/solvers/internal/polynomial/primePlainSolver';
import {
  bezoutPrime,
  dividePrime,
  extendedGcdPrime,
  multiplyCyclicPrime,
  multiplyModuloPrime,
  primePolynomial,
} from '../../../../src/solvers/internal/arithmetic/primePolynomial';
import { densePart, type PrimePowerPart } from '../../../../src/solvers/internal/primePowerPart';
import { rightHandSide } from '../../../../src/solvers/internal/solvePuzzle';
import { assertBruteForceQuiet, assertBruteForceSolves } from '../../../support/bruteForce';

/** The GF(p) part of a plain board by the general chase and elimination, for comparison. */
const generalPart = (rows: number, columns: number, p: number): PrimePowerPart =>
  densePart(chaseReduction({ rows, columns, topology: 'plain' }), { prime: p, exponent: 1, modulus: p }, null);

describe('internal solver: GF(p) plain fast path', () => {
  it('agrees with the general elimination on the nullity of n x n boards up to 40, mod 3, 5 and 7', () => {
    for (const p of [3, 5, 7]) {
      const fast: number[] = [];
      const general: number[] = [];
      for (let n = 1; n <= 40; n++) {
        fast.push(primePlainSystem(n, n, p).nullity);
        general.push(generalPart(n, n, p).kernelOrders.length);
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
          const fast = primePlainPart(rows, columns, p);
          const general = generalPart(rows, columns, p);
          assert.equal(fast.kernelOrders.length, general.kernelOrders.length);
          const b = rightHandSide(puzzle);
          const fastPresses = fast.solve(b);
          assert.equal(fastPresses !== null, general.solve(b) !== null);
          if (solvable) assert.ok(fastPresses);
          if (fastPresses) assertBruteForceSolves(puzzle, fastPresses);
          for (let index = 0; index < fast.kernelOrders.length; index++) assertBruteForceQuiet(puzzle, fast.kernelPattern(index), p);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('agrees with the dense elimination past the sliced and Kronecker thresholds, on large kernels and unsolvable boards', () => {
    // 134x134 mod 3 has nullity 67 and 124x124 mod 5 has 62; the others are random rectangles.
    const cases: [number, number, number][] = [
      [134, 134, 3],
      [124, 124, 5],
      [70, 97, 3],
      [101, 66, 5],
      [90, 90, 7],
    ];
    let unsolvable = 0;
    for (const [rows, columns, p] of cases) {
      const what = `${rows}x${columns} p=${p}`;
      const fast = primePlainPart(rows, columns, p);
      const dense = densePart(plainReduction(rows, columns), { prime: p, exponent: 1, modulus: p }, null);
      assert.equal(fast.kernelOrders.length, dense.kernelOrders.length, `${what}: nullity`);
      const random = createRandom(what);
      for (let index = 0; index < 4; index++) {
        const shape = { rows, columns, states: p, objective: random.nextInt(p), topology: 'plain' as const };
        const puzzle: Puzzle =
          index % 2 === 0 ? randomSolvablePuzzle(shape, random) : { ...shape, grid: Uint8Array.from({ length: rows * columns }, () => random.nextInt(p)) };
        const b = rightHandSide(puzzle);
        const presses = fast.solve(b);
        assert.equal(presses !== null, dense.solve(b) !== null, `${what}: solvability`);
        if (presses) assertBruteForceSolves(puzzle, presses, what, p);
        else unsolvable++;
      }
      const count = fast.kernelOrders.length;
      if (count > 0)
        for (const index of new Set([0, count - 1]))
          assertBruteForceQuiet({ rows, columns, topology: 'plain' }, fast.kernelPattern(index), p, `${what}: kernel ${index}`);
    }
    assert.ok(unsolvable > 0);
  });

  it("builds every first row of the kernel from the one before (T times it), as Horner's rule builds each alone", () => {
    // 134 x 134 mod 3 has nullity 67, 124 x 124 mod 5 has 62: rows of degree up to n - 1.
    for (const [width, height, p] of [
      [134, 134, 3],
      [124, 124, 5],
      [61, 20, 7],
      [1, 5, 3],
    ]) {
      const system = primePlainSystem(width, height, p);
      const rows = primeKernelFirstRows(system);
      assert.equal(rows.length, system.nullity);
      rows.forEach((row, index) => assert.deepEqual(row, primeKernelFirstRow(system, index), `${width}x${height} p=${p}: row ${index}`));
    }
    assert.ok(primePlainSystem(134, 134, 3).nullity > 60);
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

  it('Bezout over GF(p): s a + t b = gcd, monic, dividing both (p = 2, 3, 5, 7)', () => {
    fc.assert(
      fc.property(fc.constantFrom(2, 3, 5, 7), fc.array(fc.nat(), { maxLength: 30 }), fc.array(fc.nat(), { maxLength: 30 }), (p, aValues, bValues) => {
        const a = primePolynomial(aValues, p);
        const b = primePolynomial(bValues, p);
        const { gcd, s, t } = bezoutPrime(a, b, p);
        const coefficients = (values: number[]): number[] => {
          const trimmed = values.map((value) => ((value % p) + p) % p);
          while (trimmed.length > 0 && trimmed[trimmed.length - 1] === 0) trimmed.pop();
          return trimmed;
        };
        const product = (x: typeof a, y: typeof a): number[] => {
          const out = new Array<number>(Math.max(x.degree + y.degree + 1, 0)).fill(0);
          for (let i = 0; i <= x.degree; i++) for (let j = 0; j <= y.degree; j++) out[i + j] += x.coefficients[i] * y.coefficients[j];
          return out;
        };
        const left = product(s, a);
        product(t, b).forEach((value, i) => (left[i] = (left[i] ?? 0) + value));
        assert.deepEqual(coefficients(left), coefficients(Array.from(gcd.coefficients.subarray(0, gcd.degree + 1))));
        if (a.degree < 0 && b.degree < 0) return assert.equal(gcd.degree, -1);
        assert.equal(gcd.coefficients[gcd.degree], 1);
        assert.equal(dividePrime(a, gcd, p).remainder.degree, -1);
        assert.equal(dividePrime(b, gcd, p).remainder.degree, -1);
      }),
    );
  });

  it('multiplies modulo x^n - 1 by wrapping the high terms', () => {
    // (1 + x^2)(x + x^2) = x + x^2 + x^3 + x^4 = x + x^2 + 1 + x (mod x^3 - 1, p = 5) = 1 + 2x + x^2.
    const product = multiplyCyclicPrime(primePolynomial([1, 0, 1], 5), primePolynomial([0, 1, 1], 5), 3, 5);
    assert.deepEqual(Array.from(product.coefficients.subarray(0, product.degree + 1)), [1, 2, 1]);
  });
});
