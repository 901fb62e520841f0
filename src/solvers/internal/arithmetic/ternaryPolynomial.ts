/**
 * Polynomials over GF(3), bit-sliced: coefficient i is 1 when bit i of the `one` plane is set and 2
 * when bit i of the `two` plane is (never both), 32 coefficients a word as in
 * {@link BinaryPolynomial}. A shifted multiply-add costs six word operations per 32 coefficients
 * (the lane-wise sum of {@link ternaryFactorization}), so the extended Euclidean algorithm takes
 * O(n^2 / 32) word operations for degree n instead of O(n^2) coefficient operations. Pure.
 */

import type { PrimePolynomial } from './primePolynomial';

/** A polynomial over GF(3); `degree` is -1 for zero. */
interface TernaryPolynomial {
  readonly one: Uint32Array;
  readonly two: Uint32Array;
  degree: number;
}

function zero(maxDegree: number): TernaryPolynomial {
  const words = (Math.max(maxDegree, 0) >> 5) + 2;
  return { one: new Uint32Array(words), two: new Uint32Array(words), degree: -1 };
}

function topDegree(a: TernaryPolynomial, from: number): number {
  for (let w = Math.min(from >> 5, a.one.length - 1); w >= 0; w--) {
    const word = a.one[w] | a.two[w];
    if (word !== 0) return (w << 5) + 31 - Math.clz32(word);
  }
  return -1;
}

/** The sliced form of a GF(3) polynomial, with room for `maxDegree`. */
function sliced(a: PrimePolynomial, maxDegree: number): TernaryPolynomial {
  const result = zero(Math.max(maxDegree, a.degree));
  for (let i = 0; i <= a.degree; i++) {
    const value = a.coefficients[i];
    if (value === 1) result.one[i >> 5] |= 1 << (i & 31);
    else if (value === 2) result.two[i >> 5] |= 1 << (i & 31);
  }
  result.degree = a.degree;
  return result;
}

function unsliced(a: TernaryPolynomial): PrimePolynomial {
  const coefficients = new Int32Array(Math.max(a.degree, 0) + 1);
  for (let i = 0; i <= a.degree; i++) coefficients[i] = ((a.one[i >> 5] >>> (i & 31)) & 1) | (((a.two[i >> 5] >>> (i & 31)) & 1) << 1);
  return { coefficients, degree: a.degree };
}

/** Coefficient i (0, 1 or 2). */
function coefficientAt(a: TernaryPolynomial, i: number): number {
  return ((a.one[i >> 5] >>> (i & 31)) & 1) | (((a.two[i >> 5] >>> (i & 31)) & 1) << 1);
}

/** target += factor * source * x^shift, factor 1 or 2 (times 2 is minus: the planes swapped); target must have room. */
function addScaledShifted(target: TernaryPolynomial, source: TernaryPolynomial, factor: 1 | 2, shift: number): void {
  if (source.degree < 0) return;
  const wordShift = shift >> 5;
  const bitShift = shift & 31;
  const last = (source.degree >> 5) + 1;
  const sourceOne = factor === 1 ? source.one : source.two;
  const sourceTwo = factor === 1 ? source.two : source.one;
  const t1 = target.one;
  const t2 = target.two;
  let carry1 = 0;
  let carry2 = 0;
  for (let w = 0; w <= last; w++) {
    const x1 = w < sourceOne.length ? sourceOne[w] : 0;
    const x2 = w < sourceTwo.length ? sourceTwo[w] : 0;
    const b1 = bitShift === 0 ? x1 : (x1 << bitShift) | carry1;
    const b2 = bitShift === 0 ? x2 : (x2 << bitShift) | carry2;
    if (bitShift !== 0) {
      carry1 = x1 >>> (32 - bitShift);
      carry2 = x2 >>> (32 - bitShift);
    }
    const at = w + wordShift;
    if (at >= t1.length) break;
    const a1 = t1[at];
    const a2 = t2[at];
    const t = (a1 | b2) ^ (a2 | b1);
    t1[at] = (a2 | b2) ^ t;
    t2[at] = (a1 | b1) ^ t;
  }
  target.degree = topDegree(target, Math.max(target.degree, source.degree + shift));
}

/**
 * Bezout's identity over GF(3) on sliced polynomials: the monic g = gcd(a, b) with s a + t b = g,
 * as the same values {@link bezoutPrime} returns. gcd(0, 0) is 0 with s = t = 0.
 */
export function bezoutTernary(a: PrimePolynomial, b: PrimePolynomial): { gcd: PrimePolynomial; s: PrimePolynomial; t: PrimePolynomial } {
  const capacity = Math.max(a.degree, b.degree, 0) + 1;
  let r0 = sliced(a, capacity);
  let r1 = sliced(b, capacity);
  let s0 = zero(capacity);
  let s1 = zero(capacity);
  let t0 = zero(capacity);
  let t1 = zero(capacity);
  s0.one[0] = 1;
  s0.degree = 0;
  t1.one[0] = 1;
  t1.degree = 0;
  // Invariant: r_i = s_i a + t_i b.
  while (r1.degree >= 0) {
    // 1 / lead is the lead itself in GF(3); the factor cancels r0's lead: -(lead r0) / (lead r1).
    const leadInverse = coefficientAt(r1, r1.degree);
    while (r0.degree >= r1.degree) {
      const shift = r0.degree - r1.degree;
      const factor = (3 - ((coefficientAt(r0, r0.degree) * leadInverse) % 3)) as 1 | 2;
      addScaledShifted(r0, r1, factor, shift);
      addScaledShifted(s0, s1, factor, shift);
      addScaledShifted(t0, t1, factor, shift);
    }
    [r0, r1] = [r1, r0];
    [s0, s1] = [s1, s0];
    [t0, t1] = [t1, t0];
  }
  if (r0.degree < 0) return { gcd: unsliced(r0), s: { coefficients: new Int32Array(1), degree: -1 }, t: { coefficients: new Int32Array(1), degree: -1 } };
  if (coefficientAt(r0, r0.degree) === 2) {
    // Made monic: times 2, the planes swapped.
    for (const polynomial of [r0, s0, t0]) {
      const swap = polynomial.one.slice();
      polynomial.one.set(polynomial.two);
      polynomial.two.set(swap);
    }
  }
  return { gcd: unsliced(r0), s: unsliced(s0), t: unsliced(t0) };
}
