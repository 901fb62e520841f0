import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { createRandom } from '../../../../src/core/random';
import { primePowers } from '../../../../src/solvers/internal/arithmetic/modular';
import { boardSystem, solveBoardSystem } from '../../../../src/solvers/internal/boardSystem';
import { hexPolynomialPart } from '../../../../src/solvers/internal/polynomial/hexPolynomialPart';
import { densePart, type PrimePowerPart } from '../../../../src/solvers/internal/primePowerPart';
import { chaseReduction } from '../../../../src/solvers/internal/reduction/boardReduction';
import { bruteForceChanges, bruteForceQuietPatterns } from '../../../support/bruteForce';
import { assertPartHolds } from '../partContract';

/** The hex polynomial part of a shape it takes. */
function hexPart(rows: number, columns: number, p: number): PrimePowerPart {
  const part = hexPolynomialPart(rows, columns, p);
  assert.ok(part, `${rows}x${columns} p=${p}: the hex polynomial part takes the shape`);
  return part;
}

/** The generic part over q: the general chase's reduced matrix, eliminated. */
function genericPart(rows: number, columns: number, q: number): PrimePowerPart {
  const [power] = primePowers(q);
  return densePart(chaseReduction({ rows, columns, topology: 'hex' }), power, null);
}

/** True when `presses` solves the right-hand side b over Z_q on the hex board. */
function solves(rows: number, columns: number, q: number, b: ArrayLike<number>, presses: ArrayLike<number>): boolean {
  return bruteForceChanges({ rows, columns, topology: 'hex' }, presses).every((sum, cell) => (sum - b[cell]) % q === 0);
}

/**
 * Compares the hex polynomial part with the generic part on one shape: the kernel's size, and on
 * a few reachable and random right-hand sides solvability and a valid solution.
 */
function assertAgreesWithGeneric(rows: number, columns: number, p: number, seed: number): void {
  const what = `${rows}x${columns} p=${p}`;
  const part = hexPart(rows, columns, p);
  const generic = genericPart(rows, columns, p);
  assert.equal(part.kernelOrders.length, generic.kernelOrders.length, `${what}: nullity`);
  const random = createRandom(seed);
  const cells = rows * columns;
  for (let trial = 0; trial < 2; trial++) {
    const pattern = Array.from({ length: cells }, () => random.nextInt(p));
    const reachable = bruteForceChanges({ rows, columns, topology: 'hex' }, pattern).map((sum) => sum % p);
    const other = Array.from({ length: cells }, () => random.nextInt(p));
    for (const b of [reachable, other]) {
      const solution = part.solve(b);
      const expected = generic.solve(b);
      assert.equal(solution !== null, expected !== null, `${what}: solvability`);
      if (solution) assert.ok(solves(rows, columns, p, b, solution), `${what}: the solution solves the board`);
    }
  }
  for (const pattern of part.kernelPatterns()) assert.ok(solves(rows, columns, p, new Uint8Array(cells), pattern), `${what}: quiet pattern`);
}

describe('internal solver: the polynomial part of hex boards', () => {
  it('keeps the part contract against brute force on boards up to 4x4, p = 2, 3, 5', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom(2, 3, 5),
        fc.array(fc.array(fc.nat(), { minLength: 16, maxLength: 16 }), { minLength: 1, maxLength: 3 }),
        (rows, columns, p, seeds) => {
          const shape = { rows, columns, topology: 'hex' as const };
          const patterns = seeds.map((seed) => seed.slice(0, rows * columns).map((value) => value % p));
          assertPartHolds(hexPart(rows, columns, p), shape, patterns, patterns, `${rows}x${columns} p=${p}`);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('agrees with the general chase on every board up to 12x12 for p = 2, 3, 5, 7', () => {
    for (let rows = 1; rows <= 12; rows++)
      for (let columns = 1; columns <= 12; columns++) for (const p of [2, 3, 5, 7]) assertAgreesWithGeneric(rows, columns, p, rows * 1000 + columns * 10 + p);
  });

  it('agrees with the general chase on random larger boards', () => {
    fc.assert(
      fc.property(fc.integer({ min: 40, max: 200 }), fc.integer({ min: 40, max: 200 }), fc.constantFrom(2, 3, 5), fc.integer(), (rows, columns, p, seed) =>
        assertAgreesWithGeneric(rows, columns, p, seed),
      ),
      { numRuns: 6 },
    );
  });

  it('gives a shape up when its cylinder has more quiet patterns than the work allowed', () => {
    // 11x11 hex over GF(2) has quiet patterns, so its cylinder has some too.
    assert.ok(hexPart(11, 11, 2).kernelOrders.length > 0);
    assert.equal(hexPolynomialPart(11, 11, 2, 0), null);
    assert.ok(hexPolynomialPart(11, 11, 2, 10 ** 6));
  });

  it('solves boards of every k through the board system with the generic count of solutions (and brute force on the tiniest)', () => {
    for (const k of [2, 3, 4, 5, 6, 7, 9, 12])
      for (const [rows, columns] of [
        [1, 1],
        [2, 2],
        [1, 5],
        [3, 2],
        [5, 1],
        [2, 7],
        [7, 3],
        [6, 6],
        [9, 11],
        [11, 4],
      ]) {
        const system = boardSystem({ rows, columns, topology: 'hex', states: k });
        const genericOrders = primePowers(k).flatMap((power) => genericPart(rows, columns, power.modulus).kernelOrders);
        const product = (orders: readonly number[]): number => orders.reduce((total, order) => total * order, 1);
        assert.equal(product(system.kernelOrders), product(genericOrders), `${rows}x${columns} k=${k}: solutions`);
        if (k ** (rows * columns) <= 2 ** 16) {
          const quiet = bruteForceQuietPatterns({ rows, columns, topology: 'hex', states: k, objective: 0 }).length;
          assert.equal(product(system.kernelOrders), quiet, `${rows}x${columns} k=${k}: solutions by brute force`);
        }
        const random = createRandom(rows * 100 + columns + k);
        const pattern = Array.from({ length: rows * columns }, () => random.nextInt(k));
        const b = bruteForceChanges({ rows, columns, topology: 'hex' }, pattern).map((sum) => sum % k);
        const solution = solveBoardSystem(system, b);
        assert.ok('presses' in solution && solves(rows, columns, k, b, solution.presses), `${rows}x${columns} k=${k}: a reachable board is solved`);
      }
  });
});
