import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { randomSolvablePuzzle, type Puzzle } from '../../../src/core/puzzle';
import { TOPOLOGIES, type Topology } from '../../../src/domain/topology';
import { createRandom } from '../../../src/core/random';
import { chaseReduction } from '../../../src/solvers/internal/reduction/boardReduction';
import { boardSystem, particularSolution } from '../../../src/solvers/internal/boardSystem';
import { primePowers, type PrimePower } from '../../../src/solvers/internal/arithmetic/modular';
import { binaryPlainPart, primePlainPart } from '../../../src/solvers/internal/polynomial/plainPolynomialParts';
import { plainReduction } from '../../../src/solvers/internal/reduction/plainReduction';
import { densePart, type PrimePowerPart } from '../../../src/solvers/internal/primePowerPart';
import { rightHandSide } from '../../../src/solvers/internal/solvePuzzle';
import { torusPolynomialPart } from '../../../src/solvers/internal/polynomial/torusPolynomialPart';
import { torusReduction } from '../../../src/solvers/internal/reduction/torusReduction';
import { SolverMemoryError } from '../../../src/solvers/types';
import { assertBruteForceQuiet, assertBruteForceSolves } from '../../support/bruteForce';

const sorted = (values: readonly number[]): number[] => [...values].sort((a, b) => a - b);

/** Boards of a shape over Z_k: solvable ones and random ones (most of those unsolvable when the kernel is not trivial). */
function boards(rows: number, columns: number, states: number, topology: Topology, seed: string, count: number): Puzzle[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const shape = { rows, columns, states, objective: random.nextInt(states), topology };
    return index % 2 === 0
      ? randomSolvablePuzzle(shape, random)
      : { ...shape, grid: Uint8Array.from({ length: rows * columns }, () => random.nextInt(states)) };
  });
}

/** Two parts of one shape and prime power agree: the same kernel orders, the same solvability, and both answers check. */
function assertPartsAgree(structured: PrimePowerPart, general: PrimePowerPart, puzzles: readonly Puzzle[], what: string): void {
  const q = structured.power.modulus;
  assert.deepEqual(sorted(structured.kernelOrders), sorted(general.kernelOrders), `${what}: kernel orders`);
  for (const puzzle of puzzles) {
    const b = rightHandSide(puzzle);
    const fast = structured.solve(b);
    const slow = general.solve(b);
    assert.equal(fast !== null, slow !== null, `${what}: solvability`);
    if (fast) assertBruteForceSolves(puzzle, fast, `${what}: structured`, q);
    if (slow) assertBruteForceSolves(puzzle, slow, `${what}: general`, q);
  }
  // All patterns at once (bit-sliced chases for q = 2, 3) equal the patterns one by one, and are quiet.
  for (const part of [structured, general]) {
    const patterns = part.kernelPatterns();
    assert.equal(patterns.length, part.kernelOrders.length, `${what}: kernel patterns`);
    patterns.forEach((pattern, index) => {
      assert.deepEqual(pattern, part.kernelPattern(index), `${what}: kernel pattern ${index}`);
      assertBruteForceQuiet(puzzles[0], pattern, q, `${what}: kernel pattern ${index}`);
    });
  }
}

const part = (q: number): PrimePower => primePowers(q)[0];

describe('internal solver: board systems', () => {
  it('the structured parts agree with the general chase on larger boards (plain 40x60 k=3, 30x30 torus k=4, ...)', () => {
    const cases: [number, number, Topology, number, () => PrimePowerPart][] = [
      [40, 60, 'plain', 3, () => primePlainPart(40, 60, 3)],
      [33, 24, 'plain', 2, () => binaryPlainPart(33, 24)],
      [35, 35, 'plain', 4, () => densePart(plainReduction(35, 35), part(4), null)],
      [20, 45, 'plain', 9, () => densePart(plainReduction(20, 45), part(9), null)],
      [30, 30, 'torus', 4, () => densePart(torusReduction(30, 30), part(4), null)],
      [24, 30, 'torus', 2, () => torusPolynomialPart(24, 30, 2)],
      [30, 21, 'torus', 3, () => torusPolynomialPart(30, 21, 3)],
      [15, 15, 'torus', 5, () => torusPolynomialPart(15, 15, 5)],
      [18, 12, 'torus', 9, () => densePart(torusReduction(18, 12), part(9), null)],
    ];
    for (const [rows, columns, topology, q, structured] of cases) {
      const general = densePart(chaseReduction({ rows, columns, topology }), part(q), null);
      assertPartsAgree(
        structured(),
        general,
        boards(rows, columns, q, topology, `${rows}x${columns} ${topology} ${q}`, 6),
        `${rows}x${columns} ${topology} q=${q}`,
      );
    }
  });

  it('the torus polynomial method agrees with the torus elimination on random shapes and primes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 16 }), fc.integer({ min: 3, max: 16 }), fc.constantFrom(2, 3, 5, 7, 11), fc.integer(), (rows, columns, p, seed) => {
        const polynomial = torusPolynomialPart(rows, columns, p);
        const elimination = densePart(torusReduction(rows, columns), part(p), null);
        assertPartsAgree(polynomial, elimination, boards(rows, columns, p, 'torus', String(seed), 4), `${rows}x${columns} p=${p}`);
      }),
      { numRuns: 60 },
    );
  });

  it('a composite k solved by its prime powers agrees with each power solved alone (CRT vs direct)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 8 }),
        fc.constantFrom(...TOPOLOGIES),
        fc.constantFrom(6, 10, 12, 18, 20, 24, 28, 30, 36),
        fc.integer(),
        (rows, columns, topology, k, seed) => {
          const composite = boardSystem({ rows, columns, topology, states: k });
          const powers = primePowers(k).map(({ modulus }) => boardSystem({ rows, columns, topology, states: modulus }));
          const count = (orders: readonly number[]): bigint => orders.reduce((product, order) => product * BigInt(order), 1n);
          assert.equal(
            count(composite.kernelOrders),
            powers.map((system) => count(system.kernelOrders)).reduce((a, b) => a * b, 1n),
          );
          for (const puzzle of boards(rows, columns, k, topology, String(seed), 4)) {
            const whole = particularSolution(composite, rightHandSide(puzzle));
            const byPart = powers.map((system) => {
              const q = system.shape.states;
              const reduced = { ...puzzle, states: q, objective: puzzle.objective % q, grid: puzzle.grid.map((value) => value % q) };
              return particularSolution(system, rightHandSide(reduced));
            });
            assert.equal(
              whole !== null,
              byPart.every((solution) => solution !== null),
            );
            if (whole) assertBruteForceSolves(puzzle, whole);
          }
        },
      ),
      { numRuns: 120 },
    );
  });

  it('holds quiet-pattern bases for prime k only, each pattern quiet', () => {
    const prime = boardSystem({ rows: 5, columns: 5, topology: 'plain', states: 3 });
    const composite = boardSystem({ rows: 4, columns: 4, topology: 'plain', states: 6 });
    assert.equal(composite.quietBasis, null);
    assert.ok(prime.quietBasis);
    for (const pattern of prime.quietBasis) assertBruteForceQuiet({ rows: 5, columns: 5, topology: 'plain' }, pattern, 3);
    for (const { pattern, order } of composite.kernel) {
      assertBruteForceQuiet({ rows: 4, columns: 4, topology: 'plain' }, pattern, 6);
      assert.ok(order === 2 || order === 3);
    }
  });

  it('counts the quiet patterns of a huge kernel without holding them (4000x4000 torus, k = 2: nullity 256)', () => {
    const system = boardSystem({ rows: 4000, columns: 4000, topology: 'torus', states: 2 });
    assert.equal(system.kernelOrders.length, 256);
    assert.ok(system.kernelOrders.every((order) => order === 2));
    assert.equal(system.kernelHeld, false);
    assert.throws(() => system.kernel, SolverMemoryError);
    assert.equal(system.quietBasis, null);
  });
});

describe('boardSystem: the shape cache', () => {
  it('keys the shape cache by the neighbourhood and the very holes', () => {
    const base = { rows: 4, columns: 4, states: 3, topology: 'plain' as const, neighbourhood: 'moore' as const };
    const holesA = Uint8Array.from({ length: 16 }, (_, i) => (i === 5 ? 1 : 0));
    const holesB = Uint8Array.from({ length: 16 }, (_, i) => (i === 6 ? 1 : 0));
    const a = boardSystem({ ...base, holes: holesA });
    assert.equal(boardSystem({ ...base, holes: holesA.slice() }), a);
    assert.notEqual(boardSystem({ ...base, holes: holesB }), a);
    assert.notEqual(boardSystem({ ...base, neighbourhood: 'knight', holes: holesA }), a);
    assert.notEqual(boardSystem({ ...base, holes: null }), a);
  });
});
