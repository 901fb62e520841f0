import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { TOPOLOGIES, type Topology } from '../../../src/domain/topology';
import { primePowers } from '../../../src/solvers/internal/arithmetic/modular';
import { densePart } from '../../../src/solvers/internal/primePowerPart';
import { chaseReduction } from '../../../src/solvers/internal/reduction/boardReduction';
import { assertPartHolds } from './partContract';

const shapeArbitrary = fc.record({
  rows: fc.integer({ min: 1, max: 5 }),
  columns: fc.integer({ min: 1, max: 5 }),
  topology: fc.constantFrom<Topology>(...TOPOLOGIES),
});

describe('internal solver: a prime-power part from a reduction', () => {
  it('keeps the part contract for every topology and q = 2, 3, 4, 5, 7, 8, 9, 16, 25, 27', () => {
    fc.assert(
      fc.property(
        shapeArbitrary,
        fc.constantFrom(2, 3, 4, 5, 7, 8, 9, 16, 25, 27),
        fc.array(fc.array(fc.nat(), { minLength: 25, maxLength: 25 }), { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        (shape, q, seeds, withMatrix) => {
          const cells = shape.rows * shape.columns;
          const reduction = chaseReduction(shape);
          const power = primePowers(q)[0];
          const part = densePart(reduction, power, withMatrix ? reduction.matrix(q) : null);
          assert.equal(part.power, power);
          const patterns = seeds.map((seed) => seed.slice(0, cells).map((value) => value % q));
          assertPartHolds(part, shape, patterns, patterns, `${shape.rows}x${shape.columns} ${shape.topology} q=${q}`);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('4x4 plain over GF(2): four generators of order 2, and the all-on board is solvable', () => {
    const part = densePart(chaseReduction({ rows: 4, columns: 4, topology: 'plain' }), primePowers(2)[0], null);
    assert.deepEqual(part.kernelOrders, [2, 2, 2, 2]);
    assert.ok(part.solve(new Array<number>(16).fill(1)));
  });
});
