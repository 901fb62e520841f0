import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { TOPOLOGIES, type NeighbourTable, type Topology } from '../../../../src/domain/topology';
import { hasWasmSimd, type KernelChoice } from '../../../../src/solvers/internal/kernels/chaseKernels';
import { buildChasePlan, buildChasePlanFromTable, runChase, type ChasePlan } from '../../../../src/solvers/internal/reduction/chasePlan';
import { reducedBinaryMatrix, reducedMatrix } from '../../../../src/solvers/internal/reduction/reducedMatrix';

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

describe('internal solver: the reduced matrix of a chase', () => {
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
});
