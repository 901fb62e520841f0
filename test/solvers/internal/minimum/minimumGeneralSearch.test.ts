import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { generalExhaustiveMinimum } from '../../../../src/solvers/internal/minimum/minimumGeneralSearch';
import { SearchControl } from '../../../../src/solvers/internal/minimum/minimumSearchControl';
import { solutionCount } from '../../../../src/solvers/internal/minimum/minimumSearch';
import { anyK, cosetMinimum, cosetHas, randomCoset, patternTotal } from '../../../support/bruteForce';

describe('internal solver: general split-transform minimum search', () => {
  it('finds the enumerated minimum for k = 2..36 with generators of mixed orders', () => {
    fc.assert(
      fc.property(
        anyK,
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.nat(), { minLength: 70, maxLength: 70 }),
        fc.array(fc.nat(), { minLength: 6, maxLength: 6 }),
        (k, cells, d, values, orders) => {
          const set = randomCoset(k, cells, d, values, orders);
          if (solutionCount(set) > 20_000n) return;
          const start = { presses: set.particular, total: patternTotal(set.particular) };
          const outcome = generalExhaustiveMinimum(set, start, new SearchControl(Infinity, start.total));
          assert.equal(outcome.complete, true);
          assert.equal(outcome.total, patternTotal(outcome.presses));
          assert.equal(outcome.total, cosetMinimum(set));
          assert.ok(cosetHas(set, outcome.presses));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('returns the incumbent, incomplete, when the deadline has passed', () => {
    const set = randomCoset(3, 6, 4, [1, 2, 0, 2, 1, 1, 0, 2, 2, 1], [0]);
    const start = { presses: set.particular, total: patternTotal(set.particular) };
    const outcome = generalExhaustiveMinimum(set, start, new SearchControl(performance.now() - 1, start.total));
    assert.deepEqual(outcome, { ...start, complete: false });
  });
});
