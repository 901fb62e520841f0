import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { SearchControl } from '../../../../src/solvers/internal/minimum/minimumSearchControl';
import { hasGroupRingSimd } from '../../../../src/solvers/internal/kernels/minimumGroupRingKernel';
import { groupRingExhaustiveMinimum, groupRingSearchApplies } from '../../../../src/solvers/internal/minimum/minimumGroupRingSearch';
import { smallMinimum } from '../../../../src/solvers/internal/minimum/minimumSmallSearch';
import { cosetMinimum, cosetHas, randomCoset, patternTotal } from '../../../support/bruteForce';

describe('internal solver: group ring minimum search (k other than 2 and 3)', () => {
  for (const choice of ['portable', 'simd'] as const) {
    it(`${choice}: finds the enumerated minimum of random sets with generators of mixed orders`, function () {
      if (choice === 'simd' && !hasGroupRingSimd()) this.skip();
      fc.assert(
        fc.property(
          fc.constantFrom(4, 5, 6, 7, 8, 9, 10, 12, 16, 25, 36),
          fc.integer({ min: 1, max: 6 }),
          fc.integer({ min: 1, max: 12 }),
          fc.array(fc.nat(), { minLength: 90, maxLength: 90 }),
          fc.array(fc.nat(), { minLength: 6, maxLength: 6 }),
          (k, d, cells, values, orders) => {
            const set = randomCoset(k, cells, d, values, orders);
            if (set.generators.reduce((product, g) => product * g.order, 1) > 5000) return;
            // Orders too large for the unrolled SIMD butterfly (say 36 with k = 36) only walk; a set of those alone is the general search's.
            if (choice === 'simd' && !groupRingSearchApplies(set)) return;
            const start = { presses: set.particular, total: patternTotal(set.particular) };
            const outcome = groupRingExhaustiveMinimum(set, start, new SearchControl(Infinity, start.total), choice);
            assert.equal(outcome.complete, true);
            assert.equal(outcome.total, patternTotal(outcome.presses));
            assert.equal(outcome.total, cosetMinimum(set));
            assert.ok(cosetHas(set, outcome.presses));
          },
        ),
        { numRuns: 120 },
      );
    });
  }

  it('agrees with the small search on sets of 4^7 and 5^6 solutions over many cells', function () {
    if (!hasGroupRingSimd()) this.skip();
    fc.assert(
      fc.property(fc.constantFrom(4, 5), fc.array(fc.nat(), { minLength: 97, maxLength: 97 }), (k, values) => {
        const set = randomCoset(k, 40 + (values[0] % 200), k === 4 ? 7 : 6, values, [values[1], values[2], values[3]]);
        const start = { presses: set.particular, total: patternTotal(set.particular) };
        const outcome = groupRingExhaustiveMinimum(set, start, new SearchControl(Infinity, start.total));
        assert.equal(outcome.complete, true);
        assert.equal(outcome.total, patternTotal(smallMinimum(set)));
      }),
      { numRuns: 8 },
    );
  });

  it('returns the incumbent, incomplete, when the deadline has passed', () => {
    const set = randomCoset(5, 8, 5, [2, 1, 0, 4, 3, 2, 1, 0, 0, 1, 2], [0]);
    const start = { presses: set.particular, total: patternTotal(set.particular) };
    assert.deepEqual(groupRingExhaustiveMinimum(set, start, new SearchControl(performance.now() - 1, start.total), 'portable'), { ...start, complete: false });
  });

  it('applies to k above 3 only', function () {
    if (!hasGroupRingSimd()) this.skip();
    assert.equal(groupRingSearchApplies(randomCoset(4, 4, 2, [1, 2, 3], [0, 1])), true);
    assert.equal(groupRingSearchApplies(randomCoset(3, 4, 2, [1, 2], [0])), false);
    assert.equal(groupRingSearchApplies(randomCoset(2, 4, 2, [1, 0], [0])), false);
  });
});
