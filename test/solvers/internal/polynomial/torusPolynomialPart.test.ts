import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { randomSolvablePuzzle, type Puzzle } from '../../../../src/core/puzzle';
import { createRandom } from '../../../../src/core/random';
import { primePowers } from '../../../../src/solvers/internal/arithmetic/modular';
import { torusPolynomialPart, torusPrimePowerPart } from '../../../../src/solvers/internal/polynomial/torusPolynomialPart';
import { densePart, type PrimePowerPart } from '../../../../src/solvers/internal/primePowerPart';
import { torusReduction } from '../../../../src/solvers/internal/reduction/torusReduction';
import { rightHandSide } from '../../../../src/solvers/internal/solvePuzzle';
import { assertBruteForceQuiet, assertBruteForceSolves, bruteForceChanges } from '../../../support/bruteForce';
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

/** A torus board's right-hand side over Z_q: random, or the changes of random presses (solvable). */
function torusRightHandSides(rows: number, columns: number, q: number, seed: string): { b: Uint8Array; reachable: boolean }[] {
  const random = createRandom(seed);
  return Array.from({ length: 4 }, (_, index) => {
    const values = Uint8Array.from({ length: rows * columns }, () => random.nextInt(q));
    if (index % 2 === 1) return { b: values, reachable: false };
    const changes = bruteForceChanges({ rows, columns, topology: 'torus' }, values);
    return { b: Uint8Array.from(changes, (change) => change % q), reachable: true };
  });
}

/** The lifted cyclic part agrees with the dense elimination and lifting of the same reduction over Z_q. */
function assertPrimePowerAgrees(rows: number, columns: number, q: number, seed: string): void {
  const what = `${rows}x${columns} q=${q}`;
  const power = primePowers(q)[0];
  const cyclic = torusPrimePowerPart(rows, columns, power);
  const dense = densePart(torusReduction(rows, columns), power, null);
  const log = (orders: readonly number[]): number => orders.reduce((sum, order) => sum + Math.log2(order), 0);
  assert.ok(Math.abs(log(cyclic.kernelOrders) - log(dense.kernelOrders)) < 1e-9, `${what}: the number of solutions`);
  assert.deepEqual(
    [...cyclic.kernelOrders].sort((a, b) => a - b),
    [...dense.kernelOrders].sort((a, b) => a - b),
    `${what}: the kernel's orders`,
  );
  for (const { b, reachable } of torusRightHandSides(rows, columns, q, seed)) {
    const solution = cyclic.solve(b);
    assert.equal(solution !== null, dense.solve(b) !== null, `${what}: solvability`);
    if (reachable) assert.ok(solution, `${what}: a reachable board`);
    if (solution) {
      const changes = bruteForceChanges({ rows, columns, topology: 'torus' }, solution);
      assert.deepEqual(
        changes.map((change) => change % q),
        Array.from(b),
        `${what}: the solution`,
      );
    }
  }
  const count = cyclic.kernelOrders.length;
  if (count > 0) {
    const patterns = cyclic.kernelPatterns();
    for (const index of new Set([0, count >> 1, count - 1])) {
      assert.deepEqual(patterns[index], cyclic.kernelPattern(index), `${what}: kernel pattern ${index}`);
      assertBruteForceQuiet({ rows, columns, topology: 'torus' }, patterns[index], q, `${what}: kernel pattern ${index}`);
    }
  }
}

describe('internal solver: the lifted cyclic part of torus boards over Z_(p^e)', () => {
  it('keeps the part contract for sides 3..6 and q = 4, 8, 9, 25, 27 (the oracle counts the quiet patterns where it can)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 6 }),
        fc.integer({ min: 3, max: 6 }),
        fc.constantFrom(4, 8, 9, 25, 27),
        fc.array(fc.array(fc.nat(), { minLength: 36, maxLength: 36 }), { minLength: 1, maxLength: 2 }),
        (rows, columns, q, seeds) => {
          const shape = { rows, columns, topology: 'torus' as const };
          const patterns = seeds.map((seed) => seed.slice(0, rows * columns).map((value) => value % q));
          assertPartHolds(torusPrimePowerPart(rows, columns, primePowers(q)[0]), shape, patterns, patterns, `${rows}x${columns} q=${q}`);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('agrees with the dense elimination and lifting, sides where p divides the side among them', () => {
    for (const [rows, columns, q] of [
      [4, 4, 4],
      [8, 8, 8],
      [16, 16, 4],
      [12, 20, 16],
      [32, 32, 32],
      [9, 9, 9],
      [18, 27, 27],
      [10, 10, 25],
      [25, 25, 25],
      [15, 20, 25],
      [7, 11, 9],
      [13, 17, 25],
    ]) {
      assertPrimePowerAgrees(rows, columns, q, `fixed ${rows}x${columns}`);
    }
  });

  it('agrees with the dense elimination and lifting on random sides 3..40 (q = 4, 8, 9, 25, 27)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 40 }),
        fc.integer({ min: 3, max: 40 }),
        fc.constantFrom(4, 8, 9, 25, 27),
        fc.integer(),
        (rows, columns, q, seed) => {
          assertPrimePowerAgrees(rows, columns, q, String(seed));
        },
      ),
      { numRuns: 25 },
    );
  });
});
