import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  addScaledShifted,
  bezoutPrime,
  copyPrimePolynomial,
  dividePrime,
  extendedGcdPrime,
  multiplyCyclicPrime,
  multiplyModuloPrime,
  multiplyPrime,
  negatePrime,
  primePolynomial,
  reduceCyclicPrime,
  reducePrime,
  type PrimePolynomial,
} from '../../../../src/solvers/internal/arithmetic/primePolynomial';

function values(a: PrimePolynomial): number[] {
  return Array.from(a.coefficients.subarray(0, a.degree + 1));
}

/** The product over GF(p), the schoolbook way, without zero high terms. */
function product(a: readonly number[], b: readonly number[], p: number): number[] {
  const out = new Array<number>(Math.max(a.length + b.length - 1, 0)).fill(0);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j] = (out[i + j] + x * y) % p)));
  return values(primePolynomial(out, p));
}

function added(a: readonly number[], b: readonly number[], p: number): number[] {
  return values(
    primePolynomial(
      Array.from({ length: Math.max(a.length, b.length) }, (_, i) => ((a[i] ?? 0) + (b[i] ?? 0)) % p),
      p,
    ),
  );
}

const prime = fc.constantFrom(2, 3, 5, 7, 31);
const coefficientList = (maxLength: number): fc.Arbitrary<number[]> => fc.array(fc.nat(100), { maxLength });

describe('internal solver: polynomials over GF(p)', () => {
  it('builds reduced polynomials and trims the degree', () => {
    const a = primePolynomial([4, -1, 3, 0], 3);
    assert.deepEqual(values(a), [1, 2]);
    assert.equal(a.degree, 1);
    assert.equal(primePolynomial([0, 0], 5).degree, -1);
    const copy = copyPrimePolynomial(a, 10);
    assert.equal(copy.coefficients.length, 11);
    assert.deepEqual(values(copy), [1, 2]);
  });

  it('adds scaled and shifted, and negates in place', () => {
    const target = primePolynomial([1, 1], 5, 6);
    addScaledShifted(target, primePolynomial([2, 1], 5), 3, 2, 5);
    assert.deepEqual(values(target), [1, 1, 1, 3]);
    negatePrime(target, 5);
    assert.deepEqual(values(target), [4, 4, 4, 2]);
  });

  it('divides: a = q b + r with deg r < deg b', () => {
    assert.throws(() => dividePrime(primePolynomial([1], 3), primePolynomial([], 3), 3), RangeError);
    fc.assert(
      fc.property(prime, coefficientList(40), coefficientList(30), (p, rawA, rawB) => {
        const b = primePolynomial(rawB, p);
        fc.pre(b.degree >= 0);
        const a = primePolynomial(rawA, p);
        const { quotient, remainder } = dividePrime(a, b, p);
        assert.ok(remainder.degree < b.degree);
        assert.deepEqual(added(product(values(quotient), values(b), p), values(remainder), p), values(a));
        const inPlace = copyPrimePolynomial(a);
        reducePrime(inPlace, b, p);
        assert.deepEqual(values(inPlace), values(remainder));
      }),
    );
  });

  it('multiplies modulo m and modulo x^n - 1', () => {
    fc.assert(
      fc.property(prime, coefficientList(20), coefficientList(20), coefficientList(25), fc.integer({ min: 1, max: 30 }), (p, rawA, rawB, rawM, n) => {
        const a = primePolynomial(rawA, p);
        const b = primePolynomial(rawB, p);
        const m = primePolynomial(rawM, p);
        if (m.degree >= 0) {
          const expected = dividePrime(primePolynomial(product(values(a), values(b), p), p), m, p).remainder;
          assert.deepEqual(values(multiplyModuloPrime(a, b, m, p)), values(expected));
        }
        const cyclicA = reduceCyclicPrime(a, n, p);
        const cyclicB = reduceCyclicPrime(b, n, p);
        const xn1 = primePolynomial([p - 1, ...new Array<number>(n - 1).fill(0), 1], p);
        assert.deepEqual(values(cyclicA), values(dividePrime(a, xn1, p).remainder));
        assert.deepEqual(
          values(multiplyCyclicPrime(cyclicA, cyclicB, n, p)),
          values(dividePrime(primePolynomial(product(values(a), values(b), p), p), xn1, p).remainder),
        );
      }),
    );
  });

  it('Bezout: s a + t b = g, g monic and dividing both; gcd(0, 0) is 0', () => {
    const zero = bezoutPrime(primePolynomial([], 3), primePolynomial([], 3), 3);
    assert.equal(zero.gcd.degree, -1);
    fc.assert(
      fc.property(prime, coefficientList(25), coefficientList(25), (p, rawA, rawB) => {
        const a = primePolynomial(rawA, p);
        const b = primePolynomial(rawB, p);
        const { gcd, s, t } = bezoutPrime(a, b, p);
        assert.deepEqual(added(product(values(s), values(a), p), product(values(t), values(b), p), p), values(gcd));
        if (gcd.degree < 0) return assert.ok(a.degree < 0 && b.degree < 0);
        assert.equal(gcd.coefficients[gcd.degree], 1);
        if (a.degree >= 0) assert.equal(dividePrime(a, gcd, p).remainder.degree, -1);
        if (b.degree >= 0) assert.equal(dividePrime(b, gcd, p).remainder.degree, -1);
      }),
    );
  });

  it('extended gcd modulo m: s a = g (mod m)', () => {
    fc.assert(
      fc.property(prime, coefficientList(25), coefficientList(20), (p, rawA, rawM) => {
        const m = primePolynomial(rawM, p);
        fc.pre(m.degree >= 1);
        const a = primePolynomial(rawA, p);
        const { gcd, inverseFactor } = extendedGcdPrime(a, m, p);
        assert.ok(inverseFactor.degree < m.degree);
        const g = copyPrimePolynomial(gcd);
        reducePrime(g, m, p);
        assert.deepEqual(values(multiplyModuloPrime(inverseFactor, a, m, p)), values(g));
      }),
    );
  });

  it('multiplies long factors exactly (Kronecker substitution past 48 terms), plain and cyclic', () => {
    fc.assert(
      fc.property(
        prime,
        fc.array(fc.nat(100), { minLength: 40, maxLength: 160 }),
        fc.array(fc.nat(100), { minLength: 40, maxLength: 160 }),
        fc.integer({ min: 3, max: 200 }),
        (p, rawA, rawB, n) => {
          const a = primePolynomial(rawA, p);
          const b = primePolynomial(rawB, p);
          assert.deepEqual(values(multiplyPrime(a, b, p)), product(values(a), values(b), p));
          const xn1 = primePolynomial([p - 1, ...new Array<number>(n - 1).fill(0), 1], p);
          const cyclicA = reduceCyclicPrime(a, n, p);
          const cyclicB = reduceCyclicPrime(b, n, p);
          assert.deepEqual(
            values(multiplyCyclicPrime(cyclicA, cyclicB, n, p)),
            values(dividePrime(primePolynomial(product(values(cyclicA), values(cyclicB), p), p), xn1, p).remainder),
          );
        },
      ),
      { numRuns: 60 },
    );
    // The largest coefficient a product can have: every term (p - 1)^2.
    const full = primePolynomial(new Array<number>(300).fill(30), 31);
    assert.deepEqual(values(multiplyPrime(full, full, 31)), product(values(full), values(full), 31));
  });

  it('Bezout over GF(3) past the bit-sliced degree, with large common factors', () => {
    fc.assert(
      fc.property(coefficientList(120), coefficientList(120), coefficientList(90), (rawU, rawV, rawG) => {
        const g = primePolynomial(rawG, 3);
        const a = primePolynomial(product(values(g), values(primePolynomial(rawU, 3)), 3), 3);
        const b = primePolynomial(product(values(g), values(primePolynomial(rawV, 3)), 3), 3);
        const { gcd, s, t } = bezoutPrime(a, b, 3);
        assert.deepEqual(added(product(values(s), values(a), 3), product(values(t), values(b), 3), 3), values(gcd));
        if (gcd.degree < 0) return assert.ok(a.degree < 0 && b.degree < 0);
        assert.equal(gcd.coefficients[gcd.degree], 1);
        if (a.degree >= 0) assert.equal(dividePrime(a, gcd, 3).remainder.degree, -1);
        if (b.degree >= 0) assert.equal(dividePrime(b, gcd, 3).remainder.degree, -1);
        if (g.degree >= 0 && a.degree >= 0 && b.degree >= 0) assert.equal(dividePrime(gcd, g, 3).remainder.degree, -1, 'g divides the gcd');
      }),
      { numRuns: 60 },
    );
  });
});
