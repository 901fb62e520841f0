import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { primePowers } from '../../../../src/solvers/internal/arithmetic/modular';
import { densePart } from '../../../../src/solvers/internal/primePowerPart';
import { plainReduction } from '../../../../src/solvers/internal/reduction/plainReduction';
import { assertPartHolds } from '../partContract';

describe('internal solver: the reduction of plain boards', () => {
  it('frees one chase row: as many free presses as the shorter side', () => {
    assert.equal(plainReduction(5, 3).size, 3);
    assert.equal(plainReduction(3, 5).size, 3);
    assert.equal(plainReduction(1, 7).size, 1);
  });

  it('its reduced system keeps the part contract for q = 2, 3, 4, 5, 8, 9, 25', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom(2, 3, 4, 5, 8, 9, 25),
        fc.array(fc.array(fc.nat(), { minLength: 36, maxLength: 36 }), { minLength: 1, maxLength: 3 }),
        (rows, columns, q, seeds) => {
          const shape = { rows, columns, topology: 'plain' as const };
          const patterns = seeds.map((seed) => seed.slice(0, rows * columns).map((value) => value % q));
          assertPartHolds(densePart(plainReduction(rows, columns), primePowers(q)[0], null), shape, patterns, patterns, `${rows}x${columns} q=${q}`);
        },
      ),
      { numRuns: 150 },
    );
  });
});
