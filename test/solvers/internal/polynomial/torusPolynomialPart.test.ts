import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { randomSolvablePuzzle, type Puzzle } from '../../../../src/core/puzzle';
import { createRandom } from '../../../../src/core/random';
import { primePowers } from '../../../../src/solvers/internal/arithmetic/modular';
import {
  binaryCyclicRing,
  cyclicSystem,
  primeCyclicRing,
  torusPolynomialPart,
  type CyclicRing,
  type Matrix2,
} from '../../../../src/solvers/internal/polynomial/torusPolynomialPart';
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

/** The rank over GF(p) of a dense matrix (rows of numbers), by elimination. */
function rank(matrix: number[][], p: number): number {
  const rows = matrix.map((row) => row.slice());
  let r = 0;
  for (let column = 0; column < (rows[0]?.length ?? 0) && r < rows.length; column++) {
    const pivot = rows.findIndex((row, index) => index >= r && row[column] % p !== 0);
    if (pivot < 0) continue;
    [rows[r], rows[pivot]] = [rows[pivot], rows[r]];
    let inverse = 1;
    while ((rows[r][column] * inverse) % p !== 1) inverse++;
    rows[r] = rows[r].map((value) => (value * inverse) % p);
    for (let i = 0; i < rows.length; i++) {
      if (i === r || rows[i][column] % p === 0) continue;
      const factor = rows[i][column];
      rows[i] = rows[i].map((value, j) => (((value - factor * rows[r][j]) % p) + p) % p);
    }
    r++;
  }
  return r;
}

/** The 2n x 2n matrix of multiplication by the 2 x 2 matrix over GF(p)[x] / (x^n - 1). */
function denseOf<P>(matrix: Matrix2<P>, ring: CyclicRing<P>): number[][] {
  const n = ring.n;
  const blocks = matrix.map((entry) => ring.values(entry));
  return Array.from({ length: 2 * n }, (_, i) =>
    Array.from({ length: 2 * n }, (_, j) => blocks[2 * Math.floor(i / n) + Math.floor(j / n)][((((i % n) - (j % n)) % n) + n) % n]),
  );
}

function assertCyclicSystem<P>(ring: CyclicRing<P>, p: number, values: number[][], what: string): void {
  const n = ring.n;
  const matrix = values.slice(0, 4).map((entry) => ring.from(entry, 0)) as Matrix2<P>;
  const system = cyclicSystem(matrix, ring);
  const dense = denseOf(matrix, ring);
  const matrixRank = rank(dense, p);
  assert.equal(system.nullities[0] + system.nullities[1], 2 * n - matrixRank, `${what}: nullity`);
  const times = (f: readonly [P, P]): number[] => {
    const top = ring.values(ring.add(ring.multiply(matrix[0], f[0]), ring.multiply(matrix[1], f[1])));
    const bottom = ring.values(ring.add(ring.multiply(matrix[2], f[0]), ring.multiply(matrix[3], f[1])));
    return [...top, ...bottom];
  };
  // A reachable right-hand side, and a random one (solvable exactly when it does not raise the rank).
  const reachable = times([ring.from(values[4], 0), ring.from(values[5], 0)]);
  for (const c of [reachable, values[6].concat(values[7])]) {
    const f = system.solve([ring.from(c, 0), ring.from(c, n)]);
    const solvable =
      rank(
        dense.map((row, i) => [...row, c[i] % p]),
        p,
      ) === matrixRank;
    assert.equal(f !== null, solvable, `${what}: solvability`);
    if (f)
      assert.deepEqual(
        times(f),
        c.map((value) => value % p),
        `${what}: B f = c`,
      );
  }
  for (let index = 0; index < system.nullities[0] + system.nullities[1]; index++) {
    assert.ok(
      times(system.kernelVector(index)).every((value) => value === 0),
      `${what}: kernel vector ${index}`,
    );
  }
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

  it('solves 2 x 2 systems over GF(p)[x] / (x^n - 1) as dense elimination does (the rings of GF(2) and of odd p)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 24 }),
        fc.constantFrom(2, 3, 5),
        fc.array(fc.array(fc.nat(4), { minLength: 24, maxLength: 24 }), { minLength: 8, maxLength: 8 }),
        fc.integer({ min: 0, max: 3 }),
        (n, p, raw, sparse) => {
          // Some entries zero or sharing factors with x^n - 1, so kernels of every size occur.
          const values = raw.map((entry, index) => entry.slice(0, n).map((value) => (index < 4 && index === sparse ? 0 : value % p)));
          if (p === 2) assertCyclicSystem(binaryCyclicRing(n), p, values, `n=${n} p=2 packed`);
          assertCyclicSystem(primeCyclicRing(n, p), p, values, `n=${n} p=${p}`);
        },
      ),
      { numRuns: 60 },
    );
    // x^n - 1 times anything is 0: the zero matrix has the whole ring twice as kernel.
    const ring = primeCyclicRing(6, 3);
    assert.deepEqual(cyclicSystem([ring.zero(), ring.zero(), ring.zero(), ring.zero()], ring).nullities, [6, 6]);
  });
});
