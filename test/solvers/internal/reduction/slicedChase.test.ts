import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { TOPOLOGIES } from '../../../../src/domain/topology';
import { buildChasePlan, runChase } from '../../../../src/solvers/internal/reduction/chasePlan';
import { plainReduction } from '../../../../src/solvers/internal/reduction/plainReduction';
import { slicedPlanChases } from '../../../../src/solvers/internal/reduction/slicedChase';
import { torusReduction } from '../../../../src/solvers/internal/reduction/torusReduction';

/** The row chases of `count` random vectors on a plain board or torus, all at once, equal one chase per vector. */
function rowChasesMatch(rows: number, columns: number, torus: boolean, p: 2 | 3, count: number, seed: number): void {
  const reduction = torus ? torusReduction(rows, columns) : plainReduction(rows, columns);
  let state = seed;
  const next = (): number => (state = (Math.imul(state, 1103515245) + 12345) | 0) >>> 16;
  const frees = Array.from({ length: count }, () => Array.from({ length: reduction.size }, () => next() % p));
  const together = reduction.quietPatterns(frees, p);
  frees.forEach((free, index) => assert.deepEqual(together[index], reduction.pressPattern(null, free, p)));
}

describe('internal solver: bit-sliced chases of many vectors', () => {
  it('row chases of plain and torus boards equal one chase per vector, over GF(2) and GF(3), past 32 vectors', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 12 }),
        fc.integer({ min: 3, max: 12 }),
        fc.boolean(),
        fc.constantFrom<2 | 3>(2, 3),
        fc.integer({ min: 1, max: 70 }),
        fc.integer(),
        rowChasesMatch,
      ),
      { numRuns: 80 },
    );
  });

  it('row chases of boards of 4096 cells and more (unpacked by the SIMD kernel) equal one chase per vector', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 64, max: 150 }),
        fc.integer({ min: 64, max: 150 }),
        fc.boolean(),
        fc.constantFrom<2 | 3>(2, 3),
        fc.integer({ min: 1, max: 40 }),
        fc.integer(),
        rowChasesMatch,
      ),
      { numRuns: 12 },
    );
  });

  it('plan chases of every topology equal runChase, over GF(2) and GF(3), past 32 vectors', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 10 }),
        fc.constantFrom(...TOPOLOGIES),
        fc.constantFrom<2 | 3>(2, 3),
        fc.integer({ min: 1, max: 70 }),
        (rows, columns, topology, p, count) => {
          const plan = buildChasePlan({ rows, columns, topology });
          const frees = Array.from({ length: count }, (_, s) => Array.from({ length: plan.freeCells.length }, (_, j) => (s * 7 + j * j) % p));
          const together = slicedPlanChases(plan, frees, p);
          frees.forEach((free, index) => assert.deepEqual(together[index], runChase(plan, p, null, free).presses));
        },
      ),
      { numRuns: 80 },
    );
  });
});
