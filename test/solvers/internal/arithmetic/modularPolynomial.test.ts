import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { divideMonic, foldCyclic, multiplyCyclicModular, multiplyModular } from '../../../../src/solvers/internal/arithmetic/modularPolynomial';

/** The product over Z_m, the schoolbook way. */
function schoolbook(a: readonly number[], b: readonly number[], m: number): number[] {
  if (a.length === 0 || b.length === 0) return [];
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j] = (out[i + j] + x * y) % m)));
  return out;
}

/** A modulus and two coefficient arrays over it, short or long enough for Kronecker substitution. */
const factors = fc
  .constantFrom(2, 3, 4, 5, 8, 9, 16, 25, 27, 32)
  .chain((m) =>
    fc.tuple(
      fc.constant(m),
      fc.array(fc.integer({ min: 0, max: m - 1 }), { maxLength: 120 }),
      fc.array(fc.integer({ min: 0, max: m - 1 }), { maxLength: 120 }),
    ),
  );

describe('internal solver: polynomials over Z_m', () => {
  it('multiplies as the schoolbook product does, short factors and long (Kronecker substitution)', () => {
    fc.assert(
      fc.property(factors, ([m, a, b]) => {
        assert.deepEqual(Array.from(multiplyModular(a, b, m)), schoolbook(a, b, m));
      }),
      { numRuns: 300 },
    );
  });

  it('multiplies long factors of top coefficients m - 1 exactly (the largest digits)', () => {
    for (const m of [2, 25, 32]) {
      const a = new Array<number>(300).fill(m - 1);
      assert.deepEqual(Array.from(multiplyModular(a, a, m)), schoolbook(a, a, m));
    }
  });

  it('folds modulo x^n - 1: the cyclic product is the product folded', () => {
    fc.assert(
      fc.property(factors, fc.integer({ min: 1, max: 130 }), ([m, a, b], extra) => {
        const n = Math.max(a.length, b.length, 1) + (extra % 3);
        const folded = new Array<number>(n).fill(0);
        schoolbook(a, b, m).forEach((value, i) => (folded[i % n] = (folded[i % n] + value) % m));
        assert.deepEqual(Array.from(multiplyCyclicModular(a, b, n, m)), folded);
        assert.deepEqual(Array.from(foldCyclic([1, 2, 3, m - 1], 2, m)), [(1 + 3) % m, (2 + m - 1) % m]);
      }),
      { numRuns: 200 },
    );
  });

  it('divides by a monic polynomial: a = d Q + R with deg R < deg d, over Z_m', () => {
    fc.assert(
      fc.property(factors, ([m, a, low]) => {
        const divisor = [...low.slice(0, 40), 1];
        const { quotient, remainder } = divideMonic(a, divisor, m);
        assert.equal(remainder.length, divisor.length - 1);
        assert.equal(quotient.length, Math.max(a.length - divisor.length + 1, 0));
        const back = schoolbook(Array.from(quotient), divisor, m);
        const sum = new Array<number>(Math.max(back.length, remainder.length, a.length)).fill(0);
        back.forEach((value, i) => (sum[i] = value));
        remainder.forEach((value, i) => (sum[i] = (sum[i] + value) % m));
        const expected = new Array<number>(sum.length).fill(0);
        a.forEach((value, i) => (expected[i] = value));
        assert.deepEqual(sum, expected);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a divisor that is not monic', () => {
    assert.throws(() => divideMonic([1, 2, 3], [1, 2], 5), /monic/);
  });
});
