import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { neighbourTable, TOPOLOGIES, type Topology } from '../../../../src/domain/topology';
import { chaseNeighbourTable, largestNeighbourhood } from '../../../../src/solvers/internal/reduction/chaseNeighbourTable';

describe('internal solver: chase neighbour table', () => {
  it('equals the core neighbour table cell for cell, for every topology', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), fc.constantFrom<Topology>(...TOPOLOGIES), (rows, columns, topology) => {
        const fast = chaseNeighbourTable({ rows, columns, topology });
        const core = neighbourTable({ rows, columns, topology });
        assert.deepEqual(Array.from(fast.offsets), Array.from(core.offsets));
        assert.deepEqual(Array.from(fast.cells), Array.from(core.cells));
      }),
      { numRuns: 300 },
    );
  });

  it('knows the largest neighbourhood of each topology', () => {
    assert.equal(largestNeighbourhood(chaseNeighbourTable({ rows: 4, columns: 4, topology: 'plain' })), 5);
    assert.equal(largestNeighbourhood(chaseNeighbourTable({ rows: 4, columns: 4, topology: 'hex' })), 7);
    assert.equal(largestNeighbourhood(chaseNeighbourTable({ rows: 2, columns: 2, topology: 'torus' })), 3);
    assert.equal(largestNeighbourhood(chaseNeighbourTable({ rows: 1, columns: 1, topology: 'hex' })), 1);
  });
});
