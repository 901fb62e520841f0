import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { torusPolynomialPart } from '../../../../src/solvers/internal/polynomial/torusPolynomialPart';
import { assertPartHolds } from '../partContract';

describe('internal solver: the polynomial part of torus boards', () => {
  it('keeps the part contract for sides 3..7 and p = 2, 3, 5, 7', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 7 }),
        fc.integer({ min: 3, max: 7 }),
        fc.constantFrom(2, 3, 5, 7),
        fc.array(fc.array(fc.nat(), { minLength: 49, maxLength: 49 }), { minLength: 1, maxLength: 3 }),
        (rows, columns, p, seeds) => {
          const shape = { rows, columns, topology: 'torus' as const };
          const patterns = seeds.map((seed) => seed.slice(0, rows * columns).map((value) => value % p));
          assertPartHolds(torusPolynomialPart(rows, columns, p), shape, patterns, patterns, `${rows}x${columns} p=${p}`);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('3x3 torus over GF(2): 4 quiet generators of order 2', () => {
    const part = torusPolynomialPart(3, 3, 2);
    assert.equal(part.power.modulus, 2);
    assert.deepEqual(part.kernelOrders, [2, 2, 2, 2]);
  });
});
