import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyPresses, isSolved, type Puzzle } from '../../../../src/core/puzzle';
import { createRandom } from '../../../../src/core/random';
import type { Neighbourhood } from '../../../../src/domain/topology';
import { planReduction } from '../../../../src/solvers/internal/reduction/boardReduction';
import { eliminatingReduction } from '../../../../src/solvers/internal/reduction/eliminatingReduction';
import { primePowers, type PrimePower } from '../../../../src/solvers/internal/arithmetic/modular';
import { densePart } from '../../../../src/solvers/internal/primePowerPart';
import { buildRulesChasePlan } from '../../../../src/solvers/internal/reduction/chasePlan';
import { rightHandSide, solvePuzzle } from '../../../../src/solvers/internal/solvePuzzle';
import { ELIMINATING_CHASE_FREE_PRESSES } from '../../../../src/solvers/internal/boardSystem';
import { assertBruteForceCertificate, bruteForceIsQuiet, bruteForceQuietPatterns, bruteForceSolve } from '../../../support/bruteForce';

/** The tiny boards of the enumeration tests, with holes so that the chase frees and completes equations along the way. */
function tinyBoard(k: number, rows: number, columns: number, neighbourhood: Neighbourhood, holeBits: number, values: number[]): Puzzle {
  const cells = rows * columns;
  const holes = Uint8Array.from({ length: cells }, (_, i) => (holeBits >>> i) & 1);
  const grid = Uint8Array.from({ length: cells }, (_, i) => (holes[i] ? 0 : values[i] % k));
  return { rows, columns, states: k, objective: 0, topology: rows % 2 === 0 ? 'torus' : 'plain', neighbourhood, holes, grid };
}

function openCells(puzzle: Puzzle): number {
  let open = puzzle.grid.length;
  for (const hole of puzzle.holes ?? []) open -= hole;
  return open;
}

describe('internal solver: the eliminating chase', () => {
  it('solves tiny boards of prime-power k exactly as the enumeration does', () => {
    const neighbourhoods: Neighbourhood[] = [
      'x',
      'moore',
      'knight',
      [[0, 1]],
      [
        [0, 0],
        [1, 2],
        [-1, -1],
      ],
      [
        [0, 0],
        [0, 1],
        [1, 0],
        [1, 1],
      ],
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(2, 3, 4, 5, 8, 9),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom(...neighbourhoods),
        fc.integer({ min: 0, max: 2 ** 20 - 1 }),
        fc.array(fc.nat(), { minLength: 20, maxLength: 20 }),
        (k, rows, columns, neighbourhood, holeBits, values) => {
          const puzzle = tinyBoard(k, rows, columns, neighbourhood, holeBits, values);
          fc.pre(k ** openCells(puzzle) <= 2 ** 16);
          const power: PrimePower = primePowers(k)[0];
          const plan = buildRulesChasePlan(puzzle);
          const part = densePart(eliminatingReduction(plan, power), power, null);
          const b = rightHandSide(puzzle);
          const reference = bruteForceSolve(puzzle);
          assert.equal(
            part.kernelOrders.reduce((product, order) => product * order, 1),
            bruteForceQuietPatterns(puzzle).length,
          );
          for (const pattern of part.kernelPatterns()) assert.ok(bruteForceIsQuiet(puzzle, pattern));
          const presses = part.solve(b);
          assert.equal(presses !== null, reference.solvable);
          if (presses) assert.ok(isSolved(applyPresses(puzzle, presses)));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('agrees with the dense reduced system on 40x40 boards with holes', () => {
    const random = createRandom('eliminating');
    for (const neighbourhood of [
      'moore',
      'knight',
      'x',
      [
        [0, 0],
        [-2, 1],
        [1, 2],
        [0, -1],
        [2, -2],
      ],
    ] as Neighbourhood[]) {
      for (const k of [2, 3, 4, 5]) {
        const holes = Uint8Array.from({ length: 1600 }, () => (random.nextInt(10) === 0 ? 1 : 0));
        const grid = Uint8Array.from(holes, (hole) => (hole ? 0 : random.nextInt(k)));
        const puzzle: Puzzle = { rows: 40, columns: 40, states: k, objective: 0, topology: 'plain', neighbourhood, holes, grid };
        const plan = buildRulesChasePlan(puzzle);
        const power = primePowers(k)[0];
        const eliminating = densePart(eliminatingReduction(plan, power), power, null);
        const dense = densePart(planReduction(plan), power, null);
        const where = `${JSON.stringify(neighbourhood)} k=${k}`;
        assert.deepEqual([...eliminating.kernelOrders].sort(), [...dense.kernelOrders].sort(), where);
        const b = rightHandSide(puzzle);
        const presses = eliminating.solve(b);
        assert.equal(presses !== null, dense.solve(b) !== null, where);
        if (presses) assert.ok(isSolved(applyPresses(puzzle, presses)), where);
      }
    }
  });

  it('solves and certifies boards past the threshold end to end, checked by the definition', () => {
    const random = createRandom('past the threshold');
    const asymmetric: Neighbourhood = [
      [0, 0],
      [-2, 1],
      [1, 2],
      [0, -1],
    ];
    let certified = 0;
    for (const [neighbourhood, k, topology] of [
      ['moore', 3, 'plain'],
      [asymmetric, 3, 'plain'],
      [asymmetric, 4, 'torus'],
      ['knight', 6, 'plain'],
      [asymmetric, 2, 'plain'],
    ] as const) {
      const holes = Uint8Array.from({ length: 200 * 200 }, () => (random.nextInt(100) < 20 ? 1 : 0));
      const grid = Uint8Array.from(holes, (hole) => (hole ? 0 : random.nextInt(k)));
      const puzzle: Puzzle = { rows: 200, columns: 200, states: k, objective: 0, topology, neighbourhood, holes, grid };
      assert.ok(buildRulesChasePlan(puzzle).freeCells.length > ELIMINATING_CHASE_FREE_PRESSES);
      const result = solvePuzzle(puzzle, { minimumTimeoutMs: 0 });
      if (result.solvable) {
        assert.ok(isSolved(applyPresses(puzzle, result.presses as Uint8Array)));
        assert.ok((result.presses as Uint8Array).every((count, i) => !holes[i] || count === 0));
      } else {
        certified++;
        assertBruteForceCertificate(puzzle, result.certificate);
      }
    }
    // Random states of boards with this many quiet patterns are unsolvable almost always.
    assert.ok(certified >= 3, `only ${certified} boards were unsolvable`);
  });
});
