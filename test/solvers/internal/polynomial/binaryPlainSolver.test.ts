import * as assert from 'node:assert/strict';
import { chaseReduction } from '../../../../src/solvers/internal/reduction/boardReduction';
import { densePart, type PrimePowerPart } from '../../../../src/solvers/internal/primePowerPart';
import { binaryPlainSystem } from '../../../../src/solvers/internal/polynomial/binaryPlainSolver';

/** The GF(2) part of a plain board by the general chase and elimination, for comparison. */
const generalPart = (rows: number, columns: number): PrimePowerPart =>
  densePart(chaseReduction({ rows, columns, topology: 'plain' }), { prime: 2, exponent: 1, modulus: 2 }, null);

describe('internal solver: GF(2) plain fast path', () => {
  it('reproduces OEIS A159257 (nullity of n x n Lights Out) for n = 1..20', () => {
    const nullities = Array.from({ length: 20 }, (_, i) => binaryPlainSystem(i + 1, i + 1).nullity);
    assert.deepEqual(nullities, [0, 0, 0, 4, 2, 0, 0, 0, 8, 0, 6, 0, 0, 4, 0, 8, 2, 0, 16, 0]);
  });

  it('agrees with the general elimination on the nullity of n x n and n x (n+3) boards up to 40', () => {
    for (let n = 1; n <= 40; n++) {
      for (const columns of [n, n + 3]) {
        const general = generalPart(n, columns).kernelOrders.length;
        assert.equal(binaryPlainSystem(Math.min(n, columns), Math.max(n, columns)).nullity, general, `${n}x${columns}`);
      }
    }
  });
});
