import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { SearchControl, searchOfWalk } from '../../../../src/solvers/internal/minimum/minimumSearchControl';
import { binaryWalk } from '../../../../src/solvers/internal/minimum/minimumBinarySearch';
import { reducedOrder, reducedSet, reducedWalk } from '../../../../src/solvers/internal/minimum/minimumOrderReduction';
import { ternaryWalk } from '../../../../src/solvers/internal/minimum/minimumTernarySearch';
import { cosetMinimum, cosetHas, randomCoset, patternTotal } from '../../../support/bruteForce';

describe('internal solver: minimum search over the reduced set of a kernel of one order', () => {
  it('has no reduced set for mixed orders or a kernel of order k', () => {
    assert.equal(reducedSet(randomCoset(4, 6, 3, [1, 2, 3, 0, 2], [0, 1])), null);
    assert.equal(reducedOrder(randomCoset(4, 6, 3, [1, 2, 3, 0, 2], [0, 1])), null);
    assert.equal(reducedOrder(randomCoset(12, 6, 3, [1, 2, 3, 0, 2], [1])), 3);
    assert.equal(reducedSet(randomCoset(3, 6, 3, [1, 2, 0], [0])), null);
    assert.deepEqual(reducedSet({ k: 6, particular: Uint8Array.from([5, 2, 3]), generators: [{ pattern: Uint8Array.from([2, 4, 0]), order: 3 }] }), {
      k: 3,
      particular: Uint8Array.from([2, 1, 1]),
      generators: [{ pattern: Uint8Array.from([1, 2, 0]), order: 3 }],
    });
  });

  for (const [order, search] of [
    [2, binaryWalk],
    [3, ternaryWalk],
  ] as const) {
    it(`finds the enumerated minimum of sets whose generators all have order ${order}`, () => {
      const ks = order === 2 ? [4, 6, 8, 10, 12] : [6, 9, 12, 15];
      fc.assert(
        fc.property(
          fc.constantFrom(...ks),
          fc.integer({ min: order === 2 ? 4 : 1, max: 8 }),
          fc.integer({ min: 1, max: 12 }),
          fc.array(fc.nat(), { minLength: 90, maxLength: 90 }),
          (k, d, cells, values) => {
            // Order choice index 0 among k's divisor orders 2, 3, ... is `order` for these k.
            const divisorOrders = Array.from({ length: k - 1 }, (_, i) => i + 2).filter((o) => k % o === 0);
            const set = randomCoset(k, cells, d, values, [divisorOrders.indexOf(order)]);
            assert.ok(reducedSet(set) !== null);
            const start = { presses: set.particular, total: patternTotal(set.particular) };
            const outcome = searchOfWalk(reducedWalk(search))(set, start, new SearchControl(Infinity, start.total));
            assert.equal(outcome.complete, true);
            assert.equal(outcome.total, patternTotal(outcome.presses));
            assert.equal(outcome.total, cosetMinimum(set));
            assert.ok(cosetHas(set, outcome.presses));
          },
        ),
        { numRuns: 80 },
      );
    });
  }
});
