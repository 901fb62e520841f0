import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  completeSearchMs,
  exhaustiveWithinReach,
  kernelBuildMs,
  measuredSearchMs,
  SEARCH_RATES,
  smallSearchApplies,
} from '../../../../src/solvers/internal/minimum/minimumSearchCost';
import { DEFAULT_MINIMUM_TIMEOUT_MS } from '../../../../src/solvers/types';

const repeat = (order: number, times: number): number[] => new Array<number>(times).fill(order);
const MILLION = 1_000_000;

describe('minimum search cost: the estimate made before the search and its kernel', () => {
  it('fits the sets the searches settle within the default time, for the million-cell boards measured', () => {
    // Plain k = 3: 3^18 solutions by the ternary search.
    assert.ok(completeSearchMs(3, repeat(3, 18), MILLION) < DEFAULT_MINIMUM_TIMEOUT_MS);
    // Plain k = 6 and 12: 3^18 solutions, all of order 3: the ternary search of the reduced set.
    assert.ok(completeSearchMs(6, repeat(3, 18), MILLION) < DEFAULT_MINIMUM_TIMEOUT_MS);
    assert.ok(completeSearchMs(12, repeat(3, 18), MILLION) < DEFAULT_MINIMUM_TIMEOUT_MS);
    // k = 4 and 5: 2^28 and 5^12 solutions by the group ring search.
    assert.ok(completeSearchMs(4, repeat(4, 14), 23 * 23) < DEFAULT_MINIMUM_TIMEOUT_MS);
    assert.ok(completeSearchMs(5, repeat(5, 12), 24 * 24) < DEFAULT_MINIMUM_TIMEOUT_MS);
    // Hex k = 5 and k = 6: 625 and 729 solutions, one table of the general search.
    assert.ok(completeSearchMs(5, repeat(5, 4), MILLION) < 1000);
    assert.ok(completeSearchMs(6, repeat(3, 6), MILLION) < 1000);
    // A 51x51 hex board with k = 30: 5^8 solutions over 2,601 cells.
    assert.ok(completeSearchMs(30, repeat(5, 8), 51 * 51) < 10_000);
  });

  it('puts the sets that cannot be searched in time over it: many cells in the general search, or no search at all', () => {
    // k = 7: 7^14 solutions, far beyond the group ring search's rate.
    assert.ok(completeSearchMs(7, repeat(7, 14), MILLION) > DEFAULT_MINIMUM_TIMEOUT_MS);
    // k = 36 with generators of order 9 (too large for the group ring's butterflies): 9^8 solutions of a million distinct cells in the general search.
    assert.ok(completeSearchMs(36, repeat(9, 8), MILLION) > DEFAULT_MINIMUM_TIMEOUT_MS);
    // Torus k = 2: 2^64 solutions are beyond the binary search's signatures.
    assert.equal(completeSearchMs(2, repeat(2, 64), MILLION), Infinity);
    // k = 2: 2^40 solutions by the binary search's rate.
    assert.equal(
      completeSearchMs(2, repeat(2, 40), 100),
      (1000 * 100 * 40) / SEARCH_RATES.entryCellsPerSecond + (1000 * 2 ** 40) / SEARCH_RATES.binarySolutionsPerSecond,
    );
  });

  it('takes small sets by the small search: only the reading of the kernel', () => {
    assert.equal(smallSearchApplies(2, 2n ** 16n, MILLION), true);
    assert.equal(smallSearchApplies(2, 2n ** 16n + 1n, 10), false);
    assert.equal(smallSearchApplies(5, 625n, 1000), true);
    assert.equal(smallSearchApplies(5, 625n, MILLION), false);
    assert.equal(completeSearchMs(5, repeat(5, 4), 1000), (1000 * 1000 * 4) / SEARCH_RATES.entryCellsPerSecond);
    assert.equal(completeSearchMs(7, [], MILLION), 0);
  });

  it('never puts the least cost above the most, and grows with the solutions', () => {
    fc.assert(
      fc.property(fc.constantFrom(2, 3, 4, 5, 6, 12, 30), fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 10_000 }), (k, d, cells) => {
        const order = k === 4 ? 2 : k === 6 || k === 12 || k === 30 ? 3 : k;
        const orders = repeat(order, d);
        const most = completeSearchMs(k, orders, cells);
        assert.ok(completeSearchMs(k, orders, cells, 'least') <= most);
        assert.ok(completeSearchMs(k, [...orders, order], cells) >= most);
      }),
      { numRuns: 500 },
    );
  });

  it('prices building the kernel per pattern cell, polynomial parts faster than chased ones', () => {
    assert.equal(kernelBuildMs(MILLION, 0, 0), 0);
    assert.ok(kernelBuildMs(MILLION, 18, 0) < kernelBuildMs(MILLION, 0, 18));
    assert.equal(kernelBuildMs(2 * MILLION, 3, 2), 2 * kernelBuildMs(MILLION, 3, 2));
  });

  it("keeps the search's own reach: within a margin of its rate, up to 2^40 without a deadline", () => {
    assert.equal(exhaustiveWithinReach(2, 2n ** 40n, Infinity), true);
    assert.equal(exhaustiveWithinReach(2, 2n ** 41n, Infinity), false);
    assert.equal(exhaustiveWithinReach(3, 3n ** 18n, 30_000), true);
    assert.equal(exhaustiveWithinReach(4, 2n ** 28n, 30_000), true);
    assert.equal(exhaustiveWithinReach(7, 7n ** 14n, 30_000), false);
    assert.equal(exhaustiveWithinReach(36, 6n ** 12n, 30_000), false);
  });
});

describe('minimum search cost: the general search measured on its kernel', () => {
  it('counts the distinct cells: a kernel of few distinct cells costs far less than the most, never less than the least', () => {
    // k = 36 with generators of order 9 (the general search): 9^6 solutions over 20,000 cells that take only 8 distinct (x0, digits) values.
    const cells = 20_000;
    const generators = Array.from({ length: 6 }, (_, i) => ({
      pattern: Uint8Array.from({ length: cells }, (_, cell) => (cell % 4 === i % 4 ? 4 : 0)),
      order: 9,
    }));
    const set = { k: 36, particular: Uint8Array.from({ length: cells }, (_, cell) => cell % 2), generators };
    const orders = generators.map((g) => g.order);
    const measured = measuredSearchMs(set);
    assert.ok(measured < completeSearchMs(36, orders, cells) / 5, `${measured} ms`);
    assert.ok(measured >= completeSearchMs(36, orders, cells, 'least'));
    // Sets of the other searches are priced as before.
    const binary = { k: 2, particular: new Uint8Array(cells), generators: generators.map((g) => ({ pattern: g.pattern.map((v) => v / 4), order: 2 })) };
    assert.equal(measuredSearchMs(binary), completeSearchMs(2, repeat(2, 6), cells));
  });
});
