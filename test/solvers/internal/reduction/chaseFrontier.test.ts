import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { TOPOLOGIES, type Topology } from '../../../../src/domain/topology';
import { hasWasmSimd, lanePacking, type KernelChoice } from '../../../../src/solvers/internal/kernels/chaseKernels';
import { chaseSymbolically } from '../../../../src/solvers/internal/reduction/chaseFrontier';
import { largestNeighbourhood } from '../../../../src/solvers/internal/reduction/chaseNeighbourTable';
import { buildChasePlan, runChase } from '../../../../src/solvers/internal/reduction/chasePlan';

const KERNELS: readonly KernelChoice[] = hasWasmSimd() ? ['simd', 'portable'] : ['portable'];

describe('internal solver: the symbolic chase', () => {
  it('emits every reduced equation once, in order, as the coefficients the numeric chase implies', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom<Topology>(...TOPOLOGIES),
        fc.integer({ min: 2, max: 36 }),
        fc.constantFrom(...KERNELS),
        (rows, columns, topology, k, kernels) => {
          const plan = buildChasePlan({ rows, columns, topology });
          const size = plan.freeCells.length;
          const packing = lanePacking(k, largestNeighbourhood(plan.table));
          const laneMask = (1 << packing.laneBits) - 1;
          const emitted: number[] = [];
          const rowsSeen: number[][] = [];
          chaseSymbolically(plan, k, packing, kernels, (row, words, offset, low, high) => {
            emitted.push(row);
            rowsSeen[row] = Array.from({ length: size }, (_, j) => {
              const word = Math.floor(j / packing.lanesPerWord);
              if (word < low || word >= high) return 0;
              return (words[offset + word] >>> ((j % packing.lanesPerWord) * packing.laneBits)) & laneMask;
            });
          });
          assert.deepEqual(
            emitted,
            Array.from({ length: size }, (_, i) => i),
          );
          // With b = 0 the residuals of the numeric chase from free vector e_j are minus column j.
          for (let j = 0; j < size; j++) {
            const unit = new Array<number>(size).fill(0);
            unit[j] = 1;
            const { residuals } = runChase(plan, k, null, unit);
            residuals.forEach((residual, i) => assert.equal(rowsSeen[i][j], (k - residual) % k, `entry (${i}, ${j})`));
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
