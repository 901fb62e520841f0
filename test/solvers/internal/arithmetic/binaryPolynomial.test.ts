import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  addShifted,
  bezout,
  coefficient,
  copyPolynomial,
  divide,
  extendedGcd,
  findDegree,
  multiplyCyclic,
  multiplyModulo,
  reduceCyclic,
  reduceModulo,
  zeroPolynomial,
  type BinaryPolynomial,
} from '../../../../src/solvers/internal/arithmetic/binaryPolynomial';

/** A polynomial from its coefficients, lowest first. */
function poly(bits: readonly number[]): BinaryPolynomial {
  const p = zeroPolynomial(Math.max(bits.length - 1, 0));
  bits.forEach((bit, i) => {
    if (bit & 1) p.words[i >> 5] |= 1 << (i & 31);
  });
  p.degree = findDegree(p.words, bits.length - 1);
  return p;
}

function bitsOf(p: BinaryPolynomial): number[] {
  return Array.from({ length: p.degree + 1 }, (_, i) => coefficient(p, i));
}

/** The product of two coefficient lists over GF(2), the schoolbook way. */
function product(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(Math.max(a.length + b.length - 1, 0)).fill(0);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j] ^= x & y)));
  return out;
}

function sum(a: readonly number[], b: readonly number[]): number[] {
  return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => (a[i] ?? 0) ^ (b[i] ?? 0));
}

const bitsArbitrary = (maxLength: number): fc.Arbitrary<number[]> => fc.array(fc.integer({ min: 0, max: 1 }), { maxLength });
const nonZero = (maxLength: number): fc.Arbitrary<number[]> => bitsArbitrary(maxLength).filter((bits) => bits.includes(1));

/** Coefficients without the zero high terms. */
function trimmed(bits: readonly number[]): number[] {
  return bitsOf(poly(bits));
}

describe('internal solver: polynomials over GF(2)', () => {
  it('reads degrees and coefficients across word boundaries', () => {
    const p = poly([1, 0, 1]);
    assert.equal(p.degree, 2);
    assert.deepEqual(bitsOf(p), [1, 0, 1]);
    assert.equal(coefficient(p, 5), 0);
    assert.equal(coefficient(p, -1), 0);
    const high = poly([...new Array<number>(40).fill(0), 1]);
    assert.equal(high.degree, 40);
    assert.equal(zeroPolynomial(10).degree, -1);
    assert.equal(findDegree(new Uint32Array([0, 0b100]), 63), 34);
    assert.equal(findDegree(new Uint32Array([0, 0b100]), 31), -1);
  });

  it('adds a shifted polynomial, cancelling the top when it meets itself', () => {
    const target = copyPolynomial(poly([1, 1]), 40);
    addShifted(target, poly([1, 1]), 35);
    assert.deepEqual(bitsOf(target), [1, 1, ...new Array<number>(33).fill(0), 1, 1]);
    addShifted(target, poly([1, 1]), 35);
    assert.deepEqual(bitsOf(target), [1, 1]);
  });

  it('divides: a = q b + r with deg r < deg b (x^3 + 1 = (x + 1)(x^2 + x + 1))', () => {
    const { quotient, remainder } = divide(poly([1, 0, 0, 1]), poly([1, 1]));
    assert.deepEqual(bitsOf(quotient), [1, 1, 1]);
    assert.equal(remainder.degree, -1);
    assert.throws(() => divide(poly([1]), poly([])), RangeError);
    fc.assert(
      fc.property(bitsArbitrary(90), nonZero(70), (a, b) => {
        const { quotient, remainder } = divide(poly(a), poly(b));
        assert.ok(remainder.degree < poly(b).degree);
        assert.deepEqual(trimmed(sum(product(bitsOf(quotient), trimmed(b)), bitsOf(remainder))), trimmed(a));
      }),
    );
  });

  it('multiplies modulo m, and reduces in place to the same remainder as division', () => {
    fc.assert(
      fc.property(bitsArbitrary(50), bitsArbitrary(50), nonZero(60), (a, b, m) => {
        const expected = divide(poly(product(trimmed(a), trimmed(b))), poly(m)).remainder;
        assert.deepEqual(bitsOf(multiplyModulo(poly(a), poly(b), poly(m))), bitsOf(expected));
        const inPlace = poly(a);
        reduceModulo(inPlace, poly(m));
        assert.deepEqual(bitsOf(inPlace), bitsOf(divide(poly(a), poly(m)).remainder));
      }),
    );
  });

  it('extended gcd: s a = g (mod m), g divides both a and m', () => {
    // x^2 + 1 = (x + 1)^2, so gcd(x + 1, x^2 + 1) = x + 1.
    assert.deepEqual(bitsOf(extendedGcd(poly([1, 1]), poly([1, 0, 1])).gcd), [1, 1]);
    fc.assert(
      fc.property(bitsArbitrary(60), nonZero(60), (a, m) => {
        const { gcd, inverseFactor } = extendedGcd(poly(a), poly(m));
        assert.ok(inverseFactor.degree < poly(m).degree);
        assert.deepEqual(bitsOf(multiplyModulo(inverseFactor, poly(a), poly(m))), bitsOf(divide(gcd, poly(m)).remainder));
        if (gcd.degree >= 0) {
          assert.equal(divide(poly(m), gcd).remainder.degree, -1);
          assert.equal(divide(poly(a), gcd).remainder.degree, -1);
        }
      }),
    );
  });

  it('polynomial algebra: gcd and inverse factor satisfy s * a = g (mod m)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 1, maxLength: 90 }),
        fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 2, maxLength: 90 }),
        (aBits, mBits) => {
          mBits[mBits.length - 1] = 1;
          const a = poly(aBits);
          const m = poly(mBits);
          const { gcd, inverseFactor } = extendedGcd(a, m);
          assert.deepEqual(bitsOf(multiplyModulo(inverseFactor, a, m)), bitsOf(multiplyModulo(gcd, poly([1]), m)));
        },
      ),
    );
  });

  it('Bezout: s a + t b = g, dividing both; gcd(0, 0) is 0', () => {
    assert.equal(bezout(poly([]), poly([])).gcd.degree, -1);
    fc.assert(
      fc.property(bitsArbitrary(120), bitsArbitrary(120), bitsArbitrary(60), (rawA, rawB, common) => {
        const a = poly(product(trimmed(rawA), trimmed(common)));
        const b = poly(product(trimmed(rawB), trimmed(common)));
        const { gcd, s, t } = bezout(a, b);
        assert.deepEqual(trimmed(sum(product(bitsOf(s), bitsOf(a)), product(bitsOf(t), bitsOf(b)))), bitsOf(gcd));
        if (gcd.degree < 0) return assert.ok(a.degree < 0 && b.degree < 0);
        if (a.degree >= 0) assert.equal(divide(a, gcd).remainder.degree, -1);
        if (b.degree >= 0) assert.equal(divide(b, gcd).remainder.degree, -1);
        if (trimmed(common).length > 0 && a.degree >= 0 && b.degree >= 0) assert.equal(divide(gcd, poly(common)).remainder.degree, -1);
      }),
    );
  });

  it('multiplies and reduces modulo x^n - 1 across word boundaries', () => {
    fc.assert(
      fc.property(bitsArbitrary(150), bitsArbitrary(150), fc.integer({ min: 1, max: 100 }), (rawA, rawB, n) => {
        const xn1 = poly([1, ...new Array<number>(n - 1).fill(0), 1]);
        const a = reduceCyclic(poly(rawA), n);
        const b = reduceCyclic(poly(rawB), n);
        assert.deepEqual(bitsOf(a), bitsOf(divide(poly(rawA), xn1).remainder));
        assert.ok(a.words.length === (n + 31) >>> 5);
        assert.deepEqual(bitsOf(multiplyCyclic(a, b, n)), bitsOf(divide(poly(product(bitsOf(a), bitsOf(b))), xn1).remainder));
      }),
    );
  });
});
