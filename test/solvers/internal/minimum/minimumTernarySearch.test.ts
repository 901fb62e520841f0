import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { SearchControl } from '../../../../src/solvers/internal/minimum/minimumSearchControl';
import { hasTernarySimd } from '../../../../src/solvers/internal/kernels/minimumTernaryKernel';
import { ternaryExhaustiveMinimum, ternarySearchApplies } from '../../../../src/solvers/internal/minimum/minimumTernarySearch';
import { cosetMinimum, cosetHas, randomCoset, patternTotal } from '../../../support/bruteForce';

describe('internal solver: ternary (k = 3) minimum search', () => {
  for (const choice of ['portable', 'simd'] as const) {
    it(`${choice}: finds the enumerated minimum of random k = 3 sets (1..10 generators)`, function () {
      if (choice === 'simd' && !hasTernarySimd()) this.skip();
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 10 }),
          fc.integer({ min: 1, max: 12 }),
          fc.array(fc.nat(), { minLength: 70, maxLength: 70 }),
          (d, cells, values) => {
            const set = randomCoset(3, cells, d, values, [0]);
            const start = { presses: set.particular, total: patternTotal(set.particular) };
            const outcome = ternaryExhaustiveMinimum(set, start, new SearchControl(Infinity, start.total), choice);
            assert.equal(outcome.complete, true);
            assert.equal(outcome.total, patternTotal(outcome.presses));
            assert.equal(outcome.total, cosetMinimum(set));
            if (d <= 7) assert.ok(cosetHas(set, outcome.presses));
          },
        ),
        { numRuns: 60 },
      );
    });
  }

  it('returns the incumbent, incomplete, when the deadline has passed', () => {
    const set = randomCoset(3, 8, 5, [2, 1, 0, 1, 2, 2, 1, 0, 0, 1, 2], [0]);
    const start = { presses: set.particular, total: patternTotal(set.particular) };
    assert.deepEqual(ternaryExhaustiveMinimum(set, start, new SearchControl(performance.now() - 1, start.total)), { ...start, complete: false });
  });

  it('applies to k = 3 only', () => {
    assert.equal(ternarySearchApplies(randomCoset(3, 4, 2, [1, 2], [0])), true);
    assert.equal(ternarySearchApplies(randomCoset(9, 4, 2, [1, 2], [0])), false);
  });
});
