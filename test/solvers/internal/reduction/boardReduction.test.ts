import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { TOPOLOGIES, type Topology } from '../../../../src/domain/topology';
import { createRandom } from '../../../../src/core/random';
import { packBinaryMatrix, unpackBinaryMatrix } from '../../../../src/solvers/internal/arithmetic/modularMatrix';
import { chaseReduction, type BoardReduction } from '../../../../src/solvers/internal/reduction/boardReduction';
import { plainReduction } from '../../../../src/solvers/internal/reduction/plainReduction';
import { torusReduction } from '../../../../src/solvers/internal/reduction/torusReduction';
import { bruteForceChanges } from '../../../support/bruteForce';

/** M f mod k. */
function product(matrix: Uint8Array, size: number, f: ArrayLike<number>, k: number): number[] {
  return Array.from({ length: size }, (_, i) => {
    let sum = 0;
    for (let j = 0; j < size; j++) sum += matrix[i * size + j] * f[j];
    return sum % k;
  });
}

/**
 * The reduction's contract on one board shape: a pattern chased from free presses f through b
 * solves b exactly when M f = c(b). Checked on boards made solvable by the chase itself and on
 * the same boards with one cell changed.
 */
function checkReduction(
  reduction: BoardReduction,
  shape: { rows: number; columns: number; topology: Topology },
  k: number,
  seed: number,
  freeOf: (pattern: Uint8Array, free: number[]) => number[] = (_, free) => free,
): void {
  const random = createRandom(seed);
  const size = reduction.size;
  const matrix = reduction.matrix(k);
  assert.equal(matrix.length, size * size);
  assert.ok(matrix.every((entry) => entry < k));
  for (let trial = 0; trial < 4; trial++) {
    const drawn = Array.from({ length: size }, () => random.nextInt(k));
    const quietChase = reduction.pressPattern(null, drawn, k);
    // Free presses that chase to this pattern (on a torus, the second free row is the pattern's last chase row).
    const free = freeOf(quietChase, drawn);
    const board = bruteForceChanges(shape, quietChase).map((sum) => sum % k);
    // The chase from f through the board it solves returns the same pattern, and f satisfies M f = c.
    assert.deepEqual([...reduction.pressPattern(board, free, k)], [...quietChase]);
    assert.deepEqual(product(matrix, size, free, k), [...reduction.reducedRightHandSide(board, k)]);
    const changed = board.slice();
    const cell = random.nextInt(changed.length);
    changed[cell] = (changed[cell] + 1 + random.nextInt(k - 1)) % k;
    const pattern = reduction.pressPattern(changed, free, k);
    const solves = bruteForceChanges(shape, pattern).every((sum, e) => (sum - changed[e]) % k === 0);
    const reducedHolds = product(matrix, size, free, k).join() === [...reduction.reducedRightHandSide(changed, k)].join();
    assert.equal(solves, reducedHolds);
  }
}

describe('internal solver: board reductions', () => {
  it('plain boards: the structured reduced matrix satisfies the chase contract for every k', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 2, max: 36 }), fc.integer(), (rows, columns, k, seed) => {
        const reduction = plainReduction(rows, columns);
        assert.equal(reduction.size, Math.min(rows, columns));
        checkReduction(reduction, { rows, columns, topology: 'plain' }, k, seed);
      }),
      { numRuns: 150 },
    );
  });

  it('torus boards: the circulant reduced matrix satisfies the chase contract for every k', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 9 }), fc.integer({ min: 3, max: 9 }), fc.integer({ min: 2, max: 36 }), fc.integer(), (rows, columns, k, seed) => {
        const reduction = torusReduction(rows, columns);
        const n = Math.min(rows, columns);
        assert.equal(reduction.size, 2 * n);
        // Chase rows run along the longer side: the board's rows, or its columns when it is wider than tall.
        const cellOf = (chaseRow: number, i: number): number => (columns > rows ? i * columns + chaseRow : chaseRow * columns + i);
        const height = Math.max(rows, columns);
        checkReduction(reduction, { rows, columns, topology: 'torus' }, k, seed, (pattern) => [
          ...Array.from({ length: n }, (_, i) => pattern[cellOf(0, i)]),
          ...Array.from({ length: n }, (_, i) => pattern[cellOf(height - 1, i)]),
        ]);
      }),
      { numRuns: 150 },
    );
  });

  it('the general chase reduction satisfies the same contract on every topology', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 8 }),
        fc.constantFrom(...TOPOLOGIES),
        fc.integer({ min: 2, max: 36 }),
        fc.integer(),
        (rows, columns, topology, k, seed) => {
          checkReduction(chaseReduction({ rows, columns, topology }), { rows, columns, topology }, k, seed);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('packs and unpacks GF(2) matrices, and each reduction packs its own matrix mod 2', () => {
    const bytes = Uint8Array.from({ length: 37 * 37 }, (_, i) => (i * 2654435761) >>> 31);
    assert.deepEqual(unpackBinaryMatrix(packBinaryMatrix(bytes, 37)), bytes);
    for (const reduction of [plainReduction(7, 40), torusReduction(35, 6), chaseReduction({ rows: 9, columns: 33, topology: 'hex' })]) {
      assert.deepEqual(unpackBinaryMatrix(reduction.binaryMatrix()), reduction.matrix(2));
    }
  });

  it('refuses a torus reduction with a side under 3 (those merge neighbours)', () => {
    assert.throws(() => torusReduction(2, 9), RangeError);
  });
});
