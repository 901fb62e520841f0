import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { binaryExhaustiveMinimum, binarySearchApplies } from '../../../../src/solvers/internal/minimum/minimumBinarySearch';
import { SearchControl } from '../../../../src/solvers/internal/minimum/minimumSearchControl';
import { hasTransformSimd } from '../../../../src/solvers/internal/kernels/minimumTransformKernel';
import { binaryCosetMinimum, cosetHas, randomCoset, patternTotal } from '../../../support/bruteForce';

describe('internal solver: binary split-transform minimum search', () => {
  for (const choice of ['portable', 'simd'] as const) {
    it(`${choice}: finds the bit-mask Gray code minimum of random binary sets (4..20 generators)`, function () {
      if (choice === 'simd' && !hasTransformSimd()) this.skip();
      fc.assert(
        fc.property(
          fc.integer({ min: 4, max: 20 }),
          fc.integer({ min: 1, max: 32 }),
          fc.array(fc.nat(), { minLength: 50, maxLength: 50 }),
          (d, cells, values) => {
            const set = randomCoset(2, cells, d, values, [0]);
            const start = { presses: set.particular, total: patternTotal(set.particular) };
            const outcome = binaryExhaustiveMinimum(set, start, new SearchControl(Infinity, start.total), choice);
            assert.equal(outcome.complete, true);
            assert.equal(outcome.total, patternTotal(outcome.presses));
            assert.equal(outcome.total, binaryCosetMinimum(set));
          },
        ),
        { numRuns: 80 },
      );
    });
  }

  it('returns a member of the set, incomplete, when the deadline has passed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 12 }), fc.array(fc.nat(), { minLength: 50, maxLength: 50 }), (d, values) => {
        const set = randomCoset(2, 12, d, values, [0]);
        const start = { presses: set.particular, total: patternTotal(set.particular) };
        const outcome = binaryExhaustiveMinimum(set, start, new SearchControl(performance.now() - 1, start.total));
        assert.equal(outcome.complete, false);
        assert.ok(cosetHas(set, outcome.presses));
        assert.ok(outcome.total <= start.total);
      }),
      { numRuns: 20 },
    );
  });

  it('applies to k = 2 with 4 to 52 generators', () => {
    const set = (k: number, d: number) => ({
      k,
      particular: new Uint8Array(1),
      generators: Array.from({ length: d }, () => ({ pattern: Uint8Array.of(1), order: 2 })),
    });
    assert.equal(binarySearchApplies(set(2, 3)), false);
    assert.equal(binarySearchApplies(set(2, 4)), true);
    assert.equal(binarySearchApplies(set(2, 44)), true);
    assert.equal(binarySearchApplies(set(2, 53)), false);
    assert.equal(binarySearchApplies(set(4, 10)), false);
  });
});
