import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyPresses, createPuzzle, isSolved, TOPOLOGIES, type Topology } from '../../../../src/core/puzzle';
import type { NeighbourTable } from '../../../../src/domain/topology';
import {
  buildChasePlan,
  buildChasePlanFromTable,
  reducedBinaryMatrix,
  reducedMatrix,
  runChase,
  type ChasePlan,
} from '../../../../src/solvers/internal/reduction/chasePlan';
import { hasWasmSimd, type KernelChoice } from '../../../../src/solvers/internal/kernels/chaseKernels';

const KERNELS: readonly KernelChoice[] = hasWasmSimd() ? ['simd', 'portable'] : ['portable'];

/**
 * The reduced matrix the slow way: with a zero right-hand side the residuals of free vector f are
 * -M f, so column j is minus the residuals of the numeric chase from the unit vector e_j.
 */
function referenceReducedMatrix(plan: ChasePlan, k: number): number[][] {
  const size = plan.freeCells.length;
  const matrix = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  for (let j = 0; j < size; j++) {
    const unit = new Array<number>(size).fill(0);
    unit[j] = 1;
    const { residuals } = runChase(plan, k, null, unit);
    residuals.forEach((residual, i) => (matrix[i][j] = (k - residual) % k));
  }
  return matrix;
}

/** Unpacks a bit-packed matrix by its documented layout. */
function unpackBits(packed: { size: number; wordsPerRow: number; words: Uint32Array }): number[][] {
  return Array.from({ length: packed.size }, (_, i) =>
    Array.from({ length: packed.size }, (_, j) => (packed.words[i * packed.wordsPerRow + (j >>> 5)] >>> (j & 31)) & 1),
  );
}

/** King's-move neighbourhoods (up to 9 cells, 8 neighbours) on a rows x columns grid: symmetric, and larger than any topology's. */
function kingTable(rows: number, columns: number): NeighbourTable {
  const offsets = new Int32Array(rows * columns + 1);
  const cells: number[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      cells.push(r * columns + c);
      for (let dr = -1; dr <= 1; dr++) {
        for (let dc = -1; dc <= 1; dc++) {
          if ((dr !== 0 || dc !== 0) && r + dr >= 0 && r + dr < rows && c + dc >= 0 && c + dc < columns) cells.push((r + dr) * columns + c + dc);
        }
      }
      offsets[r * columns + c + 1] = cells.length;
    }
  }
  return { offsets, cells: Int32Array.from(cells) };
}

describe('internal solver: chase plan', () => {
  it('chases along the shorter side of plain and hex boards', () => {
    assert.equal(buildChasePlan({ rows: 5, columns: 5, topology: 'plain' }).freeCells.length, 5);
    assert.equal(buildChasePlan({ rows: 3, columns: 10, topology: 'plain' }).freeCells.length, 3);
    assert.equal(buildChasePlan({ rows: 10, columns: 4, topology: 'plain' }).freeCells.length, 4);
    assert.equal(buildChasePlan({ rows: 6, columns: 6, topology: 'hex' }).freeCells.length, 6);
    assert.equal(buildChasePlan({ rows: 4, columns: 9, topology: 'hex' }).freeCells.length, 4);
    assert.equal(buildChasePlan({ rows: 1, columns: 1, topology: 'plain' }).freeCells.length, 1);
  });

  it('needs at most two lines free on a torus', () => {
    assert.equal(buildChasePlan({ rows: 4, columns: 8, topology: 'torus' }).freeCells.length, 8);
    for (const n of [3, 5, 6, 9]) {
      const free = buildChasePlan({ rows: n, columns: n, topology: 'torus' }).freeCells.length;
      assert.ok(free > n && free <= 2 * n, `${n}x${n}: ${free}`);
    }
  });

  it('has as many reduced equations as free presses, and determines every press once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.constantFrom<Topology>(...TOPOLOGIES), (rows, columns, topology) => {
        const plan = buildChasePlan({ rows, columns, topology });
        assert.equal(plan.reducedEquations.length, plan.freeCells.length);
        const determined = Array.from(plan.variable)
          .filter((v) => v >= 0)
          .sort((a, b) => a - b);
        assert.deepEqual(
          determined,
          Array.from({ length: rows * columns }, (_, i) => i),
        );
      }),
    );
  });

  it('gives zero residuals exactly for patterns that solve the board', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 2, max: 7 }),
        fc.constantFrom<Topology>(...TOPOLOGIES),
        fc.array(fc.nat(), { minLength: 36, maxLength: 36 }),
        (rows, columns, states, topology, randomValues) => {
          const plan = buildChasePlan({ rows, columns, topology });
          const free = plan.freeCells.length;
          const puzzle = createPuzzle({ rows, columns, states, objective: 0, topology }, 1);
          const b = puzzle.grid.map((state) => (states - state) % states);
          const { presses, residuals } = runChase(plan, states, b, randomValues.slice(0, free));
          assert.equal(
            residuals.every((r) => r === 0),
            isSolved(applyPresses(puzzle, presses)),
          );
          // The reduced matrix predicts the residuals: residual(f) = residual(0) - M f.
          const matrix = reducedMatrix(plan, states);
          const base = runChase(plan, states, b, null).residuals;
          const f = randomValues.slice(0, free).map((v) => v % states);
          matrix.forEach((row, i) => {
            const dot = row.reduce((sum, coefficient, j) => sum + coefficient * f[j], 0);
            assert.equal(residuals[i], (((base[i] - dot) % states) + states) % states);
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives the 3x3 plain board the reduced matrix worked by hand (free first row, the equations of the last row)', () => {
    const plan = buildChasePlan({ rows: 3, columns: 3, topology: 'plain' });
    assert.deepEqual(Array.from(plan.freeCells), [0, 1, 2]);
    // Cell 8's equation completes before cell 7's: pressing 8 settles its own equation first.
    assert.deepEqual(Array.from(plan.reducedEquations), [6, 8, 7]);
    // Worked by hand over GF(2): x3 = x0+x1, x4 = x0+x1+x2, x5 = x1+x2, x6 = x0+x2, x7 = 0, x8 = x0+x2,
    // so equation 6 (x3+x6+x7) is x1+x2, equation 8 (x5+x7+x8) is x0+x1, equation 7 (x4+x6+x7+x8) is x0+x1+x2.
    assert.deepEqual(
      reducedMatrix(plan, 2).map((row) => Array.from(row)),
      [
        [0, 1, 1],
        [1, 1, 0],
        [1, 1, 1],
      ],
    );
  });

  it('matches the unit-vector reference chase for every topology and k in 2..36', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 11 }),
        fc.integer({ min: 1, max: 11 }),
        fc.constantFrom<Topology>(...TOPOLOGIES),
        fc.integer({ min: 2, max: 36 }),
        fc.constantFrom(...KERNELS),
        (rows, columns, topology, k, kernels) => {
          const plan = buildChasePlan({ rows, columns, topology });
          const fast = reducedMatrix(plan, k, kernels).map((row) => Array.from(row));
          assert.deepEqual(fast, referenceReducedMatrix(plan, k));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('packs the GF(2) matrix bit for bit as reducedMatrix(plan, 2), past one 32-bit word per row', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 70 }),
        fc.integer({ min: 1, max: 70 }),
        fc.constantFrom<Topology>(...TOPOLOGIES),
        fc.constantFrom(...KERNELS),
        (rows, columns, topology, kernels) => {
          const plan = buildChasePlan({ rows, columns, topology });
          const packed = reducedBinaryMatrix(plan, kernels);
          assert.equal(packed.size, plan.freeCells.length);
          assert.equal(packed.wordsPerRow, Math.ceil(packed.size / 32));
          assert.equal(packed.words.length, packed.size * packed.wordsPerRow);
          // Bits past the size stay 0.
          if (packed.size % 32 !== 0) {
            for (let i = 0; i < packed.size; i++) assert.equal(packed.words[i * packed.wordsPerRow + packed.wordsPerRow - 1] >>> (packed.size % 32), 0);
          }
          assert.deepEqual(
            unpackBits(packed),
            reducedMatrix(plan, 2, 'portable').map((row) => Array.from(row)),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('agrees between the SIMD and portable kernels on larger boards', function () {
    if (!hasWasmSimd()) this.skip();
    for (const topology of TOPOLOGIES) {
      const plan = buildChasePlan({ rows: 37, columns: 45, topology });
      for (const k of [3, 4, 6, 12, 35, 36]) assert.deepEqual(reducedMatrix(plan, k, 'simd'), reducedMatrix(plan, k, 'portable'), `${topology} k=${k}`);
      assert.deepEqual(reducedBinaryMatrix(plan, 'simd'), reducedBinaryMatrix(plan, 'portable'), topology);
    }
  });

  it('handles neighbourhoods too large for 8-bit lanes (king moves, k up to 36)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 2, max: 36 }),
        fc.constantFrom(...KERNELS),
        (rows, columns, k, kernels) => {
          const plan = buildChasePlanFromTable({ rows, columns }, kingTable(rows, columns));
          assert.equal(plan.reducedEquations.length, plan.freeCells.length);
          assert.deepEqual(
            reducedMatrix(plan, k, kernels).map((row) => Array.from(row)),
            referenceReducedMatrix(plan, k),
          );
        },
      ),
      { numRuns: 100 },
    );
  });

  it('solves the board exactly when the reduced matrix times the free presses equals the residuals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 2, max: 36 }),
        fc.constantFrom<Topology>(...TOPOLOGIES),
        fc.array(fc.nat(), { minLength: 49, maxLength: 49 }),
        fc.boolean(),
        (rows, columns, states, topology, randomValues, solvable) => {
          const shape = { rows, columns, states, objective: 0, topology };
          const plan = buildChasePlan(shape);
          const presses = randomValues.map((value) => value % states).slice(0, rows * columns);
          // A board that `presses` solves, or (half the time) a random board.
          const board = solvable
            ? applyPresses(
                createPuzzle(shape, 0),
                presses.map((press) => (states - press) % states),
              )
            : { ...createPuzzle(shape, 0), grid: Uint8Array.from(presses, (press, i) => (press + i) % states) };
          const b = Array.from(board.grid, (state) => (states - state) % states);
          const free = Array.from(plan.freeCells, (cell) => presses[cell]);
          const base = runChase(plan, states, b, null).residuals;
          const matrix = reducedMatrix(plan, states);
          const predicted = matrix.every((row, i) => row.reduce((sum, coefficient, j) => sum + coefficient * free[j], 0) % states === base[i]);
          const chased = runChase(plan, states, b, free).presses;
          assert.equal(predicted, isSolved(applyPresses(board, chased)));
          if (solvable) {
            assert.ok(predicted);
            assert.deepEqual(Array.from(chased), presses);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
