import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { blockMinimum, growBlock, minimumLowerBound } from '../../../../src/solvers/internal/minimum/minimumLowerBound';
import { SearchControl } from '../../../../src/solvers/internal/minimum/minimumSearchControl';
import type { SolutionSet } from '../../../../src/solvers/internal/minimum/minimumSearch';
import { anyK, binaryCosetMinimum, cosetMinimum, randomCoset } from '../../../support/bruteForce';

/**
 * A binary set whose later cells have signatures summing earlier ones (as press neighbourhoods
 * do on a board), so blocks have dependencies and the bound is not trivially 0.
 */
function dependentBinarySet(cells: number, d: number, values: readonly number[]): SolutionSet {
  const signatures: number[] = [];
  let next = 0;
  const value = (): number => values[next++ % values.length];
  for (let cell = 0; cell < cells; cell++) {
    if (cell < d || value() % 3 === 0) signatures.push(value() % 2 ** d);
    else signatures.push(signatures[value() % cell] ^ signatures[value() % cell] ^ (value() % 2 === 0 ? signatures[value() % cell] : 0));
  }
  const generators = Array.from({ length: d }, (_, i) => ({ pattern: Uint8Array.from(signatures, (s) => (s >>> i) & 1), order: 2 }));
  return { k: 2, particular: Uint8Array.from({ length: cells }, () => value() % 2), generators };
}

const control = (): SearchControl => new SearchControl(Infinity, 0);

describe('internal solver: minimum search lower bound', () => {
  it('never exceeds the true minimum of a binary set, whatever the block rank', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 32 }),
        fc.integer({ min: 1, max: 18 }),
        fc.array(fc.nat(), { minLength: 200, maxLength: 200 }),
        fc.constantFrom(2, 4, 16, 20),
        (cells, d, values, rank) => {
          const set = dependentBinarySet(cells, d, values);
          assert.ok(minimumLowerBound(set, control(), Infinity, rank) <= binaryCosetMinimum(set));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('never exceeds the true minimum for k = 2..36', () => {
    fc.assert(
      fc.property(
        anyK,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 4 }),
        fc.array(fc.nat({ max: 3 }), { minLength: 80, maxLength: 80 }),
        fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
        (k, cells, d, values, orders) => {
          const set = randomCoset(k, cells, d, values, orders);
          assert.ok(minimumLowerBound(set, control(), Infinity) <= cosetMinimum(set));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('counts an odd dependency and the cells no generator touches', () => {
    // x1 + x2 + x3 is odd in every member (each generator has even weight): at least 1 press there, plus the untouched 1.
    const set: SolutionSet = {
      k: 2,
      particular: Uint8Array.of(1, 0, 0, 1, 0),
      generators: [
        { pattern: Uint8Array.of(1, 0, 1, 0, 0), order: 2 },
        { pattern: Uint8Array.of(0, 1, 1, 0, 0), order: 2 },
      ],
    };
    assert.equal(minimumLowerBound(set, control(), Infinity), 2);
  });

  it('for k > 2 takes the best shift of cells that move together', () => {
    // Cells 0 and 1 move by the same t: totals (1+t) + (2+t) mod 3 are 3, 2, 1.
    const set: SolutionSet = { k: 3, particular: Uint8Array.of(1, 2, 2), generators: [{ pattern: Uint8Array.of(1, 1, 0), order: 3 }] };
    assert.equal(minimumLowerBound(set, control(), Infinity), 3);
  });

  it('stops at the given time with the untouched cells only', () => {
    const set: SolutionSet = { k: 2, particular: Uint8Array.of(1, 1, 1), generators: [{ pattern: Uint8Array.of(1, 1, 0), order: 2 }] };
    assert.equal(minimumLowerBound(set, control(), performance.now() - 1), 1);
  });

  it('takes a block minimum over every combination of its basis', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.array(fc.nat(), { minLength: 1, maxLength: 20 }), (rank, values) => {
        const coordinates = values.map((v) => v % 2 ** rank);
        const particular = values.map((v) => (v >>> 8) & 1);
        let least = Infinity;
        for (let v = 0; v < 2 ** rank; v++) {
          let sum = 0;
          coordinates.forEach((c, j) => {
            let parity = particular[j];
            for (let bits = c & v; bits !== 0; bits &= bits - 1) parity ^= 1;
            sum += parity;
          });
          least = Math.min(least, sum);
        }
        assert.equal(blockMinimum(particular, coordinates, rank), least);
      }),
    );
  });

  it('grows a block that holds its first candidate and every candidate in its span', () => {
    // Signatures 1, 2, 3 (= 1 ^ 2), 4: rank 2 holds cells 0..2.
    const signatures = Uint32Array.of(1, 2, 3, 4);
    const block = growBlock([0, 1, 2, 3], signatures, 1, 2);
    assert.deepEqual(block.members, [0, 1, 2]);
    assert.equal(block.rank, 2);
    assert.equal(block.coordinates[2], block.coordinates[0] ^ block.coordinates[1]);
  });
});
