import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { randomSolvablePuzzle, type Puzzle } from '../../../../src/core/puzzle';
import { createRandom } from '../../../../src/core/random';
import { primePowers } from '../../../../src/solvers/internal/arithmetic/modular';
import { torusPolynomialPart } from '../../../../src/solvers/internal/polynomial/torusPolynomialPart';
import { densePart, type PrimePowerPart } from '../../../../src/solvers/internal/primePowerPart';
import { torusReduction } from '../../../../src/solvers/internal/reduction/torusReduction';
import { rightHandSide } from '../../../../src/solvers/internal/solvePuzzle';
import { assertBruteForceQuiet, assertBruteForceSolves } from '../../../support/bruteForce';
import { assertPartHolds } from '../partContract';

/** Solvable boards and random ones (mostly unsolvable when the kernel is not trivial) of a torus shape over GF(p). */
function boards(rows: number, columns: number, p: number, seed: string, count: number): Puzzle[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const shape = { rows, columns, states: p, objective: random.nextInt(p), topology: 'torus' as const };
    return index % 2 === 0 ? randomSolvablePuzzle(shape, random) : { ...shape, grid: Uint8Array.from({ length: rows * columns }, () => random.nextInt(p)) };
  });
}

/** The polynomial part agrees with the dense elimination of the same reduction; returns how many boards were unsolvable. */
function assertAgreesWithElimination(rows: number, columns: number, p: number, seed: string): number {
  const what = `${rows}x${columns} p=${p}`;
  const polynomial: PrimePowerPart = torusPolynomialPart(rows, columns, p);
  const dense = densePart(torusReduction(rows, columns), primePowers(p)[0], null);
  assert.equal(polynomial.kernelOrders.length, dense.kernelOrders.length, `${what}: nullity`);
  let unsolvable = 0;
  for (const puzzle of boards(rows, columns, p, seed, 4)) {
    const b = rightHandSide(puzzle);
    const fast = polynomial.solve(b);
    assert.equal(fast !== null, dense.solve(b) !== null, `${what}: solvability`);
    if (fast) assertBruteForceSolves(puzzle, fast, what, p);
    else unsolvable++;
  }
  const count = polynomial.kernelOrders.length;
  if (count > 0) {
    const patterns = polynomial.kernelPatterns();
    for (const index of new Set([0, count >> 1, count - 1])) {
      assert.deepEqual(patterns[index], polynomial.kernelPattern(index), `${what}: kernel pattern ${index}`);
      assertBruteForceQuiet({ rows, columns, topology: 'torus' }, patterns[index], p, `${what}: kernel pattern ${index}`);
    }
  }
  return unsolvable;
}

describe('internal solver: the polynomial part of torus boards', () => {
  it('keeps the part contract for sides 3..7 and p = 2, 3, 5, 7', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 7 }),
        fc.integer({ min: 3, max: 7 }),
        fc.constantFrom(2, 3, 5, 7),
        fc.array(fc.array(fc.nat(), { minLength: 49, maxLength: 49 }), { minLength: 1, maxLength: 3 }),
        (rows, columns, p, seeds) => {
          const shape = { rows, columns, topology: 'torus' as const };
          const patterns = seeds.map((seed) => seed.slice(0, rows * columns).map((value) => value % p));
          assertPartHolds(torusPolynomialPart(rows, columns, p), shape, patterns, patterns, `${rows}x${columns} p=${p}`);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('3x3 torus over GF(2): 4 quiet generators of order 2', () => {
    const part = torusPolynomialPart(3, 3, 2);
    assert.equal(part.power.modulus, 2);
    assert.deepEqual(part.kernelOrders, [2, 2, 2, 2]);
  });

  it('agrees with the dense elimination across word boundaries (rows of 30..70 cells, packed GF(2), sliced GF(3), GF(5))', () => {
    fc.assert(
      fc.property(fc.integer({ min: 30, max: 70 }), fc.integer({ min: 30, max: 74 }), fc.constantFrom(2, 3, 5), fc.integer(), (rows, columns, p, seed) => {
        assertAgreesWithElimination(rows, columns, p, String(seed));
      }),
      { numRuns: 12 },
    );
  });

  it('agrees with the dense elimination on large kernels (66x66 GF(2): 88, 45x45 GF(3): 72, 63x63 GF(5): 73), and unsolvable boards occur', () => {
    let unsolvable = 0;
    for (const [rows, columns, p, nullity] of [
      [66, 66, 2, 88],
      [45, 45, 3, 72],
      [63, 63, 5, 73],
    ]) {
      assert.equal(torusPolynomialPart(rows, columns, p).kernelOrders.length, nullity);
      unsolvable += assertAgreesWithElimination(rows, columns, p, `large ${rows}`);
    }
    assert.ok(unsolvable > 0);
  });
});
