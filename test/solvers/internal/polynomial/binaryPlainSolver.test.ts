import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { createPuzzle, randomSolvablePuzzle, type Puzzle } from '../../../../src/core/puzzle';
import { createRandom } from '../../../../src/core/random';
import { solveBinaryPlainPuzzle } from '../../../../src/solvers/internal/polynomial/binaryPlainPuzzle';
import { chaseReduction } from '../../../../src/solvers/internal/reduction/boardReduction';
import { minimumSolution } from '../../../../src/solvers/internal/minimum/minimumSearch';
import { densePart, type PrimePowerPart } from '../../../../src/solvers/internal/primePowerPart';
import { rightHandSide } from '../../../../src/solvers/internal/solvePuzzle';
import { assertBruteForceCertificate, assertBruteForceSolves } from '../../../support/bruteForce';
import { binaryPlainSystem } from '../../../../src/solvers/internal/polynomial/binaryPlainSolver';
import {
  coefficient,
  extendedGcd,
  findDegree,
  multiplyModulo,
  zeroPolynomial,
  type BinaryPolynomial,
} from '../../../../src/solvers/internal/arithmetic/binaryPolynomial';

/** A polynomial from its coefficient list (lowest degree first). */
function polynomialFromBits(bits: readonly number[]): BinaryPolynomial {
  const p = zeroPolynomial(bits.length);
  bits.forEach((bit, i) => {
    if (bit & 1) p.words[i >> 5] |= 1 << (i & 31);
  });
  p.degree = findDegree(p.words, bits.length - 1);
  return p;
}

/** The coefficients, lowest degree first, up to the degree. */
function polynomialBits(p: BinaryPolynomial): number[] {
  return Array.from({ length: p.degree + 1 }, (_, i) => coefficient(p, i));
}

const plain2 = { states: 2, objective: 0, topology: 'plain' as const };

/** The GF(2) part of a plain board by the general chase and elimination, for comparison. */
const generalPart = (rows: number, columns: number): PrimePowerPart =>
  densePart(chaseReduction({ rows, columns, topology: 'plain' }), { prime: 2, exponent: 1, modulus: 2 }, null);

/** The general path's solution count and fewest presses (by the minimum search over its kernel), or null when unsolvable. */
function generalMinimum(puzzle: Puzzle): { count: bigint; total: number; minimal: boolean } | null {
  const part = generalPart(puzzle.rows, puzzle.columns);
  const particular = part.solve(rightHandSide(puzzle));
  if (!particular) return null;
  const generators = part.kernelOrders.map((order, index) => ({ pattern: part.kernelPattern(index), order }));
  const best = minimumSolution({ k: 2, particular, generators });
  return { count: 2n ** BigInt(generators.length), total: best.total, minimal: best.minimal };
}

describe('internal solver: GF(2) plain fast path', () => {
  it('reproduces OEIS A159257 (nullity of n x n Lights Out) for n = 1..20', () => {
    const nullities = Array.from({ length: 20 }, (_, i) => binaryPlainSystem(i + 1, i + 1).nullity);
    assert.deepEqual(nullities, [0, 0, 0, 4, 2, 0, 0, 0, 8, 0, 6, 0, 0, 4, 0, 8, 2, 0, 16, 0]);
  });

  it('agrees with the general elimination on the nullity of n x n and n x (n+3) boards up to 40', () => {
    for (let n = 1; n <= 40; n++) {
      for (const columns of [n, n + 3]) {
        const general = generalPart(n, columns).kernelOrders.length;
        assert.equal(binaryPlainSystem(Math.min(n, columns), Math.max(n, columns)).nullity, general, `${n}x${columns}`);
      }
    }
  });

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

  it('polynomial algebra: gcd and inverse factor satisfy s * a = g (mod m)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 1, maxLength: 90 }),
        fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 2, maxLength: 90 }),
        (aBits, mBits) => {
          mBits[mBits.length - 1] = 1;
          const a = polynomialFromBits(aBits);
          const m = polynomialFromBits(mBits);
          const { gcd, inverseFactor } = extendedGcd(a, m);
          assert.deepEqual(polynomialBits(multiplyModulo(inverseFactor, a, m)), polynomialBits(multiplyModulo(gcd, polynomialFromBits([1]), m)));
        },
      ),
    );
  });
});
