/**
 * Polynomials over GF(p) for a small prime p (coefficients 0..p-1 in an Int32Array, lowest degree
 * first): shifted multiply-add, division, multiplication modulo a polynomial and the extended
 * Euclidean algorithm, each O(n^2) for degree n. The GF(p) counterpart of {@link BinaryPolynomial}.
 * Pure.
 */

import { inverseMod } from './modular';
import { bezoutTernary } from './ternaryPolynomial';

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
  factor = ((factor % p) + p) % p;
  if (source.degree < 0 || factor === 0) return;
  const t = target.coefficients;
  const s = source.coefficients;
  // t + factor s < p^2: one table lookup instead of a division per coefficient.
  const reduce = residues(p);
  const top = source.degree;
  for (let i = 0; i <= top; i++) t[i + shift] = reduce[t[i + shift] + factor * s[i]];
  const last = top + shift;
  target.degree = last > target.degree && t[last] !== 0 ? last : topDegree(t, Math.max(target.degree, last));
}

const residueTables = new Map<number, Uint8Array>();

/** v mod p for 0 <= v < p^2, as a table. */
function residues(p: number): Uint8Array {
  let table = residueTables.get(p);
  if (!table) {
    table = Uint8Array.from({ length: p * p }, (_, value) => value % p);
    residueTables.set(p, table);
  }
  return table;
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
  const result = multiplyPrime(left, right, p);
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

/** From this degree on, Bezout over GF(3) runs bit-sliced ({@link bezoutTernary}). */
const SLICED_DEGREE = 64;

/**
 * Bezout's identity over GF(p): the monic g = gcd(a, b) with s and t such that s a + t b = g.
 * gcd(0, 0) is 0 (degree -1) with s = t = 0.
 */
export function bezoutPrime(a: PrimePolynomial, b: PrimePolynomial, p: number): { gcd: PrimePolynomial; s: PrimePolynomial; t: PrimePolynomial } {
  if (p === 3 && Math.max(a.degree, b.degree) >= SLICED_DEGREE) return bezoutTernary(a, b);
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

/**
 * a * b mod (x^n - 1) over GF(p): the product of two cyclic polynomials of degree < n
 * ({@link multiplyPrime}, then x^n folded onto 1).
 */
export function multiplyCyclicPrime(a: PrimePolynomial, b: PrimePolynomial, n: number, p: number): PrimePolynomial {
  const result = zeroPrimePolynomial(n - 1);
  if (a.degree < 0 || b.degree < 0) return result;
  const product = multiplyPrime(a, b, p);
  const out = result.coefficients;
  const c = product.coefficients;
  for (let i = 0; i <= product.degree; i++) {
    const at = i < n ? i : i % n;
    out[at] = (out[at] + c[i]) % p;
  }
  result.degree = topDegree(out, n - 1);
  return result;
}

/** Below this many terms in the shorter factor {@link multiplyPrime} multiplies term by term. */
const KRONECKER_TERMS = 48;

/**
 * a * b over GF(p). Long factors by Kronecker substitution (Schoenhage 1982): the coefficients
 * become digits of two integers in a base 2^(4d) larger than any coefficient of the exact product
 * (at most (p - 1)^2 times the shorter length), the integers are multiplied as BigInts (V8
 * multiplies long BigInts in subquadratic time) and the product's digits, reduced mod p, are the
 * coefficients. Exact: no digit carries into the next.
 */
export function multiplyPrime(a: PrimePolynomial, b: PrimePolynomial, p: number): PrimePolynomial {
  if (a.degree < 0 || b.degree < 0) return zeroPrimePolynomial(0);
  const result = zeroPrimePolynomial(a.degree + b.degree);
  const out = result.coefficients;
  const shorter = Math.min(a.degree, b.degree) + 1;
  if (shorter < KRONECKER_TERMS) {
    const x = a.coefficients;
    const y = b.coefficients;
    for (let i = 0; i <= a.degree; i++) {
      const factor = x[i];
      if (factor === 0) continue;
      for (let j = 0; j <= b.degree; j++) out[i + j] += factor * y[j];
      // Reduce before the sums could pass 2^31.
      if ((i & 1023) === 1023) for (let j = 0; j < out.length; j++) out[j] %= p;
    }
    for (let j = 0; j < out.length; j++) out[j] %= p;
  } else {
    const bound = shorter * (p - 1) * (p - 1);
    const digits = Math.max(1, Math.ceil(Math.log2(bound + 1) / 4));
    const product = (kroneckerInteger(a, digits) * kroneckerInteger(b, digits)).toString(16);
    for (let i = 0, end = product.length; i <= a.degree + b.degree && end > 0; i++, end -= digits) {
      out[i] = parseInt(product.slice(Math.max(end - digits, 0), end), 16) % p;
    }
  }
  result.degree = topDegree(out, a.degree + b.degree);
  return result;
}

/** The integer sum a_i 16^(d i) (coefficients as d hex digits each). */
function kroneckerInteger(a: PrimePolynomial, digits: number): bigint {
  const padded: string[] = [];
  const parts = new Array<string>(a.degree + 1);
  for (let i = a.degree, j = 0; i >= 0; i--, j++) {
    const value = a.coefficients[i];
    parts[j] = padded[value] ??= value.toString(16).padStart(digits, '0');
  }
  return BigInt(`0x${parts.join('')}`);
}

/** a mod (x^n - 1) over GF(p) (wrapping the coefficients at and above x^n). */
export function reduceCyclicPrime(a: PrimePolynomial, n: number, p: number): PrimePolynomial {
  const result = zeroPrimePolynomial(n - 1);
  for (let i = 0; i <= a.degree; i++) result.coefficients[i % n] = (result.coefficients[i % n] + a.coefficients[i]) % p;
  result.degree = topDegree(result.coefficients, n - 1);
  return result;
}
