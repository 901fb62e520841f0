import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { binaryPlainPart, primePlainPart } from '../../../../src/solvers/internal/polynomial/plainPolynomialParts';
import { assertPartHolds } from '../partContract';

const sides = fc.record({ rows: fc.integer({ min: 1, max: 7 }), columns: fc.integer({ min: 1, max: 7 }) });
const seedLists = fc.array(fc.array(fc.nat(), { minLength: 49, maxLength: 49 }), { minLength: 1, maxLength: 3 });

describe('internal solver: the polynomial parts of plain boards', () => {
  it('GF(2): keeps the part contract, tall and wide boards alike', () => {
    fc.assert(
      fc.property(sides, seedLists, ({ rows, columns }, seeds) => {
        const shape = { rows, columns, topology: 'plain' as const };
        const patterns = seeds.map((seed) => seed.slice(0, rows * columns).map((value) => value % 2));
        assertPartHolds(binaryPlainPart(rows, columns), shape, patterns, patterns, `${rows}x${columns}`);
      }),
      { numRuns: 120 },
    );
  });

  it('GF(p), p = 3, 5, 7: keeps the part contract', () => {
    fc.assert(
      fc.property(sides, fc.constantFrom(3, 5, 7), seedLists, ({ rows, columns }, p, seeds) => {
        const shape = { rows, columns, topology: 'plain' as const };
        const patterns = seeds.map((seed) => seed.slice(0, rows * columns).map((value) => value % p));
        assertPartHolds(primePlainPart(rows, columns, p), shape, patterns, patterns, `${rows}x${columns} p=${p}`);
      }),
      { numRuns: 120 },
    );
  });

  it('knows the classic nullities: 5x5 has 2 generators over GF(2), 4x4 has 4, 3x3 none', () => {
    assert.deepEqual(binaryPlainPart(5, 5).kernelOrders, [2, 2]);
    assert.deepEqual(binaryPlainPart(4, 4).kernelOrders, [2, 2, 2, 2]);
    assert.deepEqual(binaryPlainPart(3, 3).kernelOrders, []);
    assert.equal(primePlainPart(2, 2, 3).power.modulus, 3);
  });
});
