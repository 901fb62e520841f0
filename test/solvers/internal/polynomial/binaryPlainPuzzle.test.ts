import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { createPuzzle, randomSolvablePuzzle, totalPresses, type Puzzle } from '../../../../src/core/puzzle';
import { createRandom } from '../../../../src/core/random';
import { minimumSolution } from '../../../../src/solvers/internal/minimum/minimumSearch';
import { solveBinaryPlainPuzzle } from '../../../../src/solvers/internal/polynomial/binaryPlainPuzzle';
import { densePart } from '../../../../src/solvers/internal/primePowerPart';
import { chaseReduction } from '../../../../src/solvers/internal/reduction/boardReduction';
import { pressEquationsHold } from '../../../../src/solvers/internal/pressEquations';
import { rightHandSide, solvePuzzle } from '../../../../src/solvers/internal/solvePuzzle';
import { assertBruteForceCertificate, assertBruteForceSolves } from '../../../support/bruteForce';

const plain2 = { states: 2, objective: 0, topology: 'plain' as const };

/** The general path's solution count and fewest presses (by the minimum search over its kernel), or null when unsolvable. */
function generalMinimum(puzzle: Puzzle): { count: bigint; total: number; minimal: boolean } | null {
  const part = densePart(chaseReduction({ rows: puzzle.rows, columns: puzzle.columns, topology: 'plain' }), { prime: 2, exponent: 1, modulus: 2 }, null);
  const particular = part.solve(rightHandSide(puzzle));
  if (!particular) return null;
  const generators = part.kernelOrders.map((order, index) => ({ pattern: part.kernelPattern(index), order }));
  const best = minimumSolution({ k: 2, particular, generators });
  return { count: 2n ** BigInt(generators.length), total: best.total, minimal: best.minimal };
}

describe('internal solver: GF(2) plain puzzles on the fast path', () => {
  it('finds the same solvability, count and minimum as the general path on random boards', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), fc.integer({ min: 1, max: 24 }), fc.boolean(), fc.integer(), (rows, columns, solvable, seed) => {
        const random = createRandom(seed);
        const shape = { rows, columns, ...plain2, objective: seed & 1 };
        const puzzle: Puzzle = solvable
          ? randomSolvablePuzzle(shape, random)
          : { ...shape, grid: Uint8Array.from({ length: rows * columns }, () => random.nextInt(2)) };
        const fast = solveBinaryPlainPuzzle(puzzle);
        const general = generalMinimum(puzzle);
        assert.equal(fast.solvable, general !== null);
        if (solvable) assert.equal(fast.solvable, true);
        if (!general) return assertBruteForceCertificate(puzzle, fast.certificate);
        assert.equal(fast.solutionCount, general.count);
        assertBruteForceSolves(puzzle, fast.presses);
        if (fast.minimal && general.minimal) assert.equal(fast.totalPresses, general.total);
      }),
      { numRuns: 150 },
    );
  });

  it('solves boards of several words a row (tall, wide and square up to 80): the equations hold, the count is the grid sum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 80 }), fc.integer({ min: 1, max: 80 }), fc.integer(), (rows, columns, seed) => {
        const puzzle = randomSolvablePuzzle({ rows, columns, ...plain2, objective: seed & 1 }, createRandom(seed));
        const fast = solveBinaryPlainPuzzle(puzzle, { minimumTimeoutMs: 0 });
        const presses = fast.presses as Uint8Array;
        assert.ok(pressEquationsHold(puzzle, presses, rightHandSide(puzzle), 2));
        assert.equal(fast.totalPresses, totalPresses(presses));
      }),
      { numRuns: 60 },
    );
  });

  it('unpacks the press grid when first read, the same grid at every read, and in a spread or a structured clone', () => {
    const puzzle = createPuzzle({ rows: 33, columns: 40, ...plain2 }, 1);
    const result = solvePuzzle(puzzle, { minimumTimeoutMs: 0 });
    assert.equal(typeof Object.getOwnPropertyDescriptor(result, 'presses')?.get, 'function');
    const presses = result.presses as Uint8Array;
    assert.equal(result.presses, presses);
    assert.equal(result.solver, 'internal');
    assert.ok(pressEquationsHold(puzzle, presses, rightHandSide(puzzle), 2));
    assert.equal(result.totalPresses, totalPresses(presses));
    assert.deepEqual({ ...result }.presses, presses);
    assert.deepEqual(structuredClone(result).presses, presses);
  });

  it('searches the kernel of a singular board exactly (19x19: nullity 16)', () => {
    const puzzle = createPuzzle({ rows: 19, columns: 19, ...plain2 }, 1);
    const fast = solveBinaryPlainPuzzle(puzzle);
    assert.equal(fast.solutionCount, 2n ** 16n);
    assert.equal(fast.minimal, true);
    assert.equal(fast.lowerBound, fast.totalPresses);
    assert.equal(fast.totalPresses, generalMinimum(puzzle)?.total);
  });

  it('certifies an unsolvable board with a quiet pattern of odd overlap (4x4 has nullity 4)', () => {
    const puzzle = createPuzzle({ rows: 4, columns: 4, ...plain2 });
    const grid = puzzle.grid.slice();
    grid[0] = 1;
    const result = solveBinaryPlainPuzzle({ ...puzzle, grid });
    assert.equal(result.solvable, false);
    assert.equal(result.lowerBound, null);
    assertBruteForceCertificate({ ...puzzle, grid }, result.certificate);
  });
});
