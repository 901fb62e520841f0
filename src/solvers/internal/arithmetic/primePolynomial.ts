/**
 * Polynomials over GF(p) for a small prime p (coefficients 0..p-1 in an Int32Array, lowest degree
 * first): shifted multiply-add, division, multiplication modulo a polynomial and the extended
 * Euclidean algorithm, each O(n^2) for degree n. The GF(p) counterpart of {@link BinaryPolynomial}.
 * Pure.
 */

import { inverseMod } from './modular';

/** A polynomial over GF(p); `degree` is -1 for zero. */
export interface PrimePolynomial {
  readonly coefficients: Int32Array;
  degree: number;
}

/** Zero, with room for degree `maxDegree`. */
export function zeroPrimePolynomial(maxDegree: number): PrimePolynomial {
  return { coefficients: new Int32Array(Math.max(maxDegree, 0) + 1), degree: -1 };
}

/** A polynomial from coefficients (lowest first), reduced mod p. */
export function primePolynomial(values: readonly number[], p: number, maxDegree = values.length): PrimePolynomial {
  const result = zeroPrimePolynomial(Math.max(maxDegree, values.length));
  values.forEach((value, i) => (result.coefficients[i] = ((value % p) + p) % p));
  result.degree = topDegree(result.coefficients, values.length - 1);
  return result;
}

function topDegree(coefficients: Int32Array, from: number): number {
  for (let i = Math.min(from, coefficients.length - 1); i >= 0; i--) if (coefficients[i] !== 0) return i;
  return -1;
}

/** A copy with room for `maxDegree`. */
export function copyPrimePolynomial(a: PrimePolynomial, maxDegree = a.degree): PrimePolynomial {
  const copy = zeroPrimePolynomial(Math.max(maxDegree, a.degree));
  copy.coefficients.set(a.coefficients.subarray(0, a.degree + 1));
  copy.degree = a.degree;
  return copy;
}

/** target += factor * source * x^shift (mod p); target must have room. */
export function addScaledShifted(target: PrimePolynomial, source: PrimePolynomial, factor: number, shift: number, p: number): void {
  if (source.degree < 0 || factor % p === 0) return;
  const t = target.coefficients;
  const s = source.coefficients;
  for (let i = 0; i <= source.degree; i++) {
    if (s[i] !== 0) t[i + shift] = (t[i + shift] + factor * s[i]) % p;
  }
  const top = source.degree + shift;
  target.degree = topDegree(t, Math.max(target.degree, top));
}

/** a = -a (mod p), in place (the degree does not change). */
export function negatePrime(a: PrimePolynomial, p: number): void {
  for (let i = 0; i <= a.degree; i++) a.coefficients[i] = (p - a.coefficients[i]) % p;
}

/** Reduces `a` modulo `m` in place. */
export function reducePrime(a: PrimePolynomial, m: PrimePolynomial, p: number): void {
  if (m.degree < 0) throw new RangeError('division by the zero polynomial');
  const leadInverse = inverseMod(m.coefficients[m.degree], p);
  while (a.degree >= m.degree) {
    const factor = (a.coefficients[a.degree] * leadInverse) % p;
    addScaledShifted(a, m, p - factor, a.degree - m.degree, p);
  }
}

/** Quotient and remainder of a / b over GF(p). */
export function dividePrime(a: PrimePolynomial, b: PrimePolynomial, p: number): { quotient: PrimePolynomial; remainder: PrimePolynomial } {
  if (b.degree < 0) throw new RangeError('division by the zero polynomial');
  const remainder = copyPrimePolynomial(a);
  const quotient = zeroPrimePolynomial(Math.max(a.degree - b.degree, 0));
  const leadInverse = inverseMod(b.coefficients[b.degree], p);
  while (remainder.degree >= b.degree) {
    const shift = remainder.degree - b.degree;
    const factor = (remainder.coefficients[remainder.degree] * leadInverse) % p;
    quotient.coefficients[shift] = factor;
    addScaledShifted(remainder, b, p - factor, shift, p);
  }
  quotient.degree = topDegree(quotient.coefficients, quotient.coefficients.length - 1);
  return { quotient, remainder };
}

/** a * b mod m over GF(p). */
export function multiplyModuloPrime(a: PrimePolynomial, b: PrimePolynomial, m: PrimePolynomial, p: number): PrimePolynomial {
  const left = copyPrimePolynomial(a);
  const right = copyPrimePolynomial(b);
  reducePrime(left, m, p);
  reducePrime(right, m, p);
  const result = zeroPrimePolynomial(Math.max(left.degree + right.degree, 0));
  for (let i = 0; i <= right.degree; i++) addScaledShifted(result, left, right.coefficients[i], i, p);
  reducePrime(result, m, p);
  return result;
}

/** g = gcd(a, m) made monic, and s with s * a = g (mod m), reduced mod m: {@link bezoutPrime}'s s for a mod m and m. */
export function extendedGcdPrime(a: PrimePolynomial, m: PrimePolynomial, p: number): { gcd: PrimePolynomial; inverseFactor: PrimePolynomial } {
  const reduced = copyPrimePolynomial(a);
  reducePrime(reduced, m, p);
  const { gcd, s } = bezoutPrime(reduced, m, p);
  reducePrime(s, m, p);
  return { gcd, inverseFactor: s };
}

/**
 * Bezout's identity over GF(p): the monic g = gcd(a, b) with s and t such that s a + t b = g.
 * gcd(0, 0) is 0 (degree -1) with s = t = 0.
 */
export function bezoutPrime(a: PrimePolynomial, b: PrimePolynomial, p: number): { gcd: PrimePolynomial; s: PrimePolynomial; t: PrimePolynomial } {
  const capacity = Math.max(a.degree, b.degree, 0) + 1;
  let r0 = copyPrimePolynomial(a, capacity);
  let r1 = copyPrimePolynomial(b, capacity);
  let s0 = zeroPrimePolynomial(capacity);
  let s1 = zeroPrimePolynomial(capacity);
  let t0 = zeroPrimePolynomial(capacity);
  let t1 = zeroPrimePolynomial(capacity);
  s0.coefficients[0] = 1;
  s0.degree = 0;
  t1.coefficients[0] = 1;
  t1.degree = 0;
  // Invariant: r_i = s_i a + t_i b; degrees of s and t stay below capacity.
  while (r1.degree >= 0) {
    const leadInverse = inverseMod(r1.coefficients[r1.degree], p);
    while (r0.degree >= r1.degree) {
      const shift = r0.degree - r1.degree;
      const factor = p - ((r0.coefficients[r0.degree] * leadInverse) % p);
      addScaledShifted(r0, r1, factor, shift, p);
      addScaledShifted(s0, s1, factor, shift, p);
      addScaledShifted(t0, t1, factor, shift, p);
    }
    [r0, r1] = [r1, r0];
    [s0, s1] = [s1, s0];
    [t0, t1] = [t1, t0];
  }
  if (r0.degree < 0) return { gcd: r0, s: zeroPrimePolynomial(0), t: zeroPrimePolynomial(0) };
  const scale = inverseMod(r0.coefficients[r0.degree], p);
  for (const polynomial of [r0, s0, t0]) for (let i = 0; i <= polynomial.degree; i++) polynomial.coefficients[i] = (polynomial.coefficients[i] * scale) % p;
  return { gcd: r0, s: s0, t: t0 };
}

/** a * b mod (x^n - 1) over GF(p): the product of two cyclic polynomials of degree < n. */
export function multiplyCyclicPrime(a: PrimePolynomial, b: PrimePolynomial, n: number, p: number): PrimePolynomial {
  const sums = new Float64Array(n);
  const x = a.coefficients;
  const y = b.coefficients;
  for (let i = 0; i <= a.degree; i++) {
    const factor = x[i];
    if (factor === 0) continue;
    // Terms i + j < n land at i + j, the others wrap to i + j - n.
    const split = Math.min(b.degree, n - 1 - i);
    for (let j = 0; j <= split; j++) sums[i + j] += factor * y[j];
    for (let j = split + 1; j <= b.degree; j++) sums[i + j - n] += factor * y[j];
  }
  const result = zeroPrimePolynomial(n - 1);
  for (let i = 0; i < n; i++) result.coefficients[i] = sums[i] % p;
  result.degree = topDegree(result.coefficients, n - 1);
  return result;
}

/** a mod (x^n - 1) over GF(p) (wrapping the coefficients at and above x^n). */
export function reduceCyclicPrime(a: PrimePolynomial, n: number, p: number): PrimePolynomial {
  const result = zeroPrimePolynomial(n - 1);
  for (let i = 0; i <= a.degree; i++) result.coefficients[i % n] = (result.coefficients[i % n] + a.coefficients[i]) % p;
  result.degree = topDegree(result.coefficients, n - 1);
  return result;
}
