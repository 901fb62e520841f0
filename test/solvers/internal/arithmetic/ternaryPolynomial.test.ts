import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { bezoutPrime, primePolynomial, type PrimePolynomial } from '../../../../src/solvers/internal/arithmetic/primePolynomial';
import { bezoutTernary } from '../../../../src/solvers/internal/arithmetic/ternaryPolynomial';

function values(a: PrimePolynomial): number[] {
  return Array.from(a.coefficients.subarray(0, a.degree + 1));
}

describe('internal solver: bit-sliced polynomials over GF(3)', () => {
  it('Bezout gives the very gcd, s and t of the coefficient-wise algorithm (below its sliced degree)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(2), { maxLength: 64 }),
        fc.array(fc.nat(2), { maxLength: 64 }),
        fc.array(fc.nat(2), { maxLength: 20 }),
        (rawA, rawB, rawCommon) => {
          // Half the cases share a factor, so gcds of every degree occur.
          const a = primePolynomial(rawA.concat(rawCommon), 3);
          const b = primePolynomial(rawB.length % 2 === 0 ? rawA.concat(rawB) : rawB, 3);
          const sliced = bezoutTernary(a, b);
          const reference = bezoutPrime(a, b, 3);
          assert.deepEqual(values(sliced.gcd), values(reference.gcd));
          assert.deepEqual(values(sliced.s), values(reference.s));
          assert.deepEqual(values(sliced.t), values(reference.t));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gcd(0, 0) is 0, and gcd(a, 0) is a made monic', () => {
    const zero = primePolynomial([], 3);
    assert.equal(bezoutTernary(zero, zero).gcd.degree, -1);
    const a = primePolynomial([1, 0, 2], 3);
    const { gcd, s, t } = bezoutTernary(a, zero);
    assert.deepEqual(values(gcd), [2, 0, 1]);
    assert.deepEqual(values(s), [2]);
    assert.equal(t.degree, -1);
  });
});
