import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { SearchControl } from '../../../../src/solvers/internal/minimum/minimumSearchControl';
import { neighbourhoodSearch } from '../../../../src/solvers/internal/minimum/minimumNeighbourhood';
import { cosetHas, randomCoset, patternTotal } from '../../../support/bruteForce';

describe('internal solver: minimum search neighbourhood', () => {
  it('returns a member no worse than its start, the same on every run', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2, 3, 4, 6),
        fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
        fc.array(fc.nat(), { minLength: 16, maxLength: 16 }),
        (k, values, orders) => {
          const set = randomCoset(k, 10, k === 2 ? 16 : 9, values, orders);
          const start = { presses: set.particular, total: patternTotal(set.particular) };
          const run = () => neighbourhoodSearch(set, start, new SearchControl(Infinity, start.total), Infinity, 20);
          const found = run();
          assert.ok(found.total <= start.total);
          assert.equal(found.total, patternTotal(found.presses));
          assert.ok(cosetHas(set, found.presses));
          assert.deepEqual(run(), found);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('finds the zero member that a single window reaches', () => {
    const set = {
      k: 2,
      particular: Uint8Array.of(1, 1, 1, 1),
      generators: [
        { pattern: Uint8Array.of(1, 1, 0, 0), order: 2 },
        { pattern: Uint8Array.of(0, 0, 1, 1), order: 2 },
      ],
    };
    const found = neighbourhoodSearch(set, { presses: set.particular, total: 4 }, new SearchControl(Infinity, 4), Infinity, 0);
    assert.deepEqual(found, { presses: new Uint8Array(4), total: 0 });
  });
});
