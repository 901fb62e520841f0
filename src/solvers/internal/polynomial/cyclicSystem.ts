/**
 * A 2 x 2 linear system B x = c over the cyclic ring L = GF(p)[z] / (z^n - 1), solved by making B
 * diagonal with determinant-1 Bezout steps (U B V = diag(d_1, d_2), the Smith normal form's
 * method over a principal ideal domain; see {@link torusPolynomialPart}): with y = V^-1 x and
 * c' = U c, d_i y_i = c'_i is solvable exactly when h_i = gcd(d_i, z^n - 1) divides c'_i, and
 * its solutions are y_i = (c'_i / h_i) (d_i / h_i)^-1 mod ((z^n - 1) / h_i) plus
 * ((z^n - 1) / h_i) times any polynomial of degree < deg h_i. Over GF(2) the polynomials are
 * bit-packed ({@link BinaryPolynomial}), 32 coefficients a word, O(n^2 / 32) per shape; for odd p
 * one coefficient a word ({@link PrimePolynomial}), O(n^2). Elements of L cross this interface as
 * coefficient arrays of length n (coefficient j of z^j). Pure.
 */

import {
  addShifted,
  copyPolynomial,
  divide,
  extendedGcd,
  findDegree,
  multiplyModulo,
  zeroPolynomial,
  type BinaryPolynomial,
} from '../arithmetic/binaryPolynomial';
import { bezoutPrime, dividePrime, extendedGcdPrime, multiplyModuloPrime, zeroPrimePolynomial, type PrimePolynomial } from '../arithmetic/primePolynomial';
import { cyclicRing, diagonalize } from './torusPolynomialPart';

/** The diagonalised system of one B over L. */
export interface CyclicSystem {
  /** deg h_1 and deg h_2: the kernel of B has dimension (over GF(p)) their sum. */
  readonly nullities: readonly [number, number];
  /** A solution x of B x = c (two elements of L), or null when there is none. */
  solve(c: readonly [Int32Array, Int32Array]): [Int32Array, Int32Array] | null;
  /**
   * V ((z^n - 1) / h_i e_i): shifted by z^j for j < nullities[i] (multiplied by z^j), these span the kernel of B.
   */
  kernelBase(which: 0 | 1): [Int32Array, Int32Array];
}

/** The system of B = [b_00, b_01; b_10, b_11] (row-major, each n coefficients, entries 0..p-1) over GF(p)[z] / (z^n - 1). */
export function cyclicSystem(entries: readonly [Int32Array, Int32Array, Int32Array, Int32Array], n: number, p: number): CyclicSystem {
  return p === 2 ? binaryCyclicSystem(entries, n) : primeCyclicSystem(entries, n, p);
}

function primeCyclicSystem(entries: readonly Int32Array[], n: number, p: number): CyclicSystem {
  const ring = cyclicRing(n, p);
  const [b00, b01, b10, b11] = entries.map((values) => ring.from(values, 0));
  const { diagonal, left, right } = diagonalize([b00, b01, b10, b11], ring, p);
  const equations = diagonal.map((d) => {
    const common = d.degree < 0 ? ring.modulus : bezoutPrime(d, ring.modulus, p).gcd;
    const cofactor = dividePrime(ring.modulus, common, p).quotient;
    const inverse = cofactor.degree > 0 ? extendedGcdPrime(dividePrime(d, common, p).quotient, cofactor, p).inverseFactor : zeroPrimePolynomial(0);
    return { common, cofactor, inverse };
  });
  const coefficients = (a: PrimePolynomial): Int32Array => {
    const out = new Int32Array(n);
    out.set(a.coefficients.subarray(0, Math.min(n, a.degree + 1)));
    return out;
  };
  const times = (y0: PrimePolynomial, y1: PrimePolynomial): [Int32Array, Int32Array] => [
    coefficients(ring.add(ring.multiply(right[0], y0), ring.multiply(right[1], y1))),
    coefficients(ring.add(ring.multiply(right[2], y0), ring.multiply(right[3], y1))),
  ];
  const zero = zeroPrimePolynomial(0);
  return {
    nullities: [Math.max(equations[0].common.degree, 0), Math.max(equations[1].common.degree, 0)],
    solve(c) {
      const c0 = ring.from(c[0], 0);
      const c1 = ring.from(c[1], 0);
      const transformed = [ring.add(ring.multiply(left[0], c0), ring.multiply(left[1], c1)), ring.add(ring.multiply(left[2], c0), ring.multiply(left[3], c1))];
      const y: PrimePolynomial[] = [];
      for (let i = 0; i < 2; i++) {
        const { common, cofactor, inverse } = equations[i];
        const { quotient, remainder } = dividePrime(transformed[i], common, p);
        if (remainder.degree >= 0) return null;
        y.push(cofactor.degree > 0 ? multiplyModuloPrime(inverse, quotient, cofactor, p) : zeroPrimePolynomial(0));
      }
      return times(y[0], y[1]);
    },
    kernelBase: (which) => (which === 0 ? times(equations[0].cofactor, zero) : times(zero, equations[1].cofactor)),
  };
}

/** A 2 x 2 matrix over L (GF(2)), row-major. */
type BinaryMatrix2 = [BinaryPolynomial, BinaryPolynomial, BinaryPolynomial, BinaryPolynomial];

function binaryCyclicSystem(entries: readonly Int32Array[], n: number): CyclicSystem {
  const modulus = zeroPolynomial(n);
  modulus.words[0] = 1;
  modulus.words[n >> 5] |= 1 << (n & 31);
  modulus.degree = n;
  const [b00, b01, b10, b11] = entries.map((values) => binaryFrom(values, n));
  const { diagonal, left, right } = diagonalizeBinary([b00, b01, b10, b11], n);
  const equations = diagonal.map((d) => {
    const common = d.degree < 0 ? modulus : extendedGcd(d, modulus).gcd;
    const cofactor = divide(modulus, common).quotient;
    const inverse = cofactor.degree > 0 ? extendedGcd(divide(d, common).quotient, cofactor).inverseFactor : zeroPolynomial(0);
    return { common, cofactor, inverse };
  });
  const times = (y0: BinaryPolynomial, y1: BinaryPolynomial): [Int32Array, Int32Array] => [
    binaryCoefficients(cyclicAdd(cyclicMultiply(right[0], y0, n), cyclicMultiply(right[1], y1, n), n), n),
    binaryCoefficients(cyclicAdd(cyclicMultiply(right[2], y0, n), cyclicMultiply(right[3], y1, n), n), n),
  ];
  const zero = zeroPolynomial(0);
  return {
    nullities: [Math.max(equations[0].common.degree, 0), Math.max(equations[1].common.degree, 0)],
    solve(c) {
      const c0 = binaryFrom(c[0], n);
      const c1 = binaryFrom(c[1], n);
      const transformed = [
        cyclicAdd(cyclicMultiply(left[0], c0, n), cyclicMultiply(left[1], c1, n), n),
        cyclicAdd(cyclicMultiply(left[2], c0, n), cyclicMultiply(left[3], c1, n), n),
      ];
      const y: BinaryPolynomial[] = [];
      for (let i = 0; i < 2; i++) {
        const { common, cofactor, inverse } = equations[i];
        const { quotient, remainder } = divide(transformed[i], common);
        if (remainder.degree >= 0) return null;
        y.push(cofactor.degree > 0 ? multiplyModulo(inverse, quotient, cofactor) : zeroPolynomial(0));
      }
      return times(y[0], y[1]);
    },
    kernelBase: (which) => (which === 0 ? times(equations[0].cofactor, zero) : times(zero, equations[1].cofactor)),
  };
}

/** The element of L (GF(2)) with coefficients `values` (n of them, taken mod 2). */
function binaryFrom(values: ArrayLike<number>, n: number): BinaryPolynomial {
  const result = zeroPolynomial(n - 1);
  for (let j = 0; j < n; j++) if (values[j] & 1) result.words[j >> 5] |= 1 << (j & 31);
  result.degree = findDegree(result.words, n - 1);
  return result;
}

function binaryCoefficients(a: BinaryPolynomial, n: number): Int32Array {
  const out = new Int32Array(n);
  for (let j = 0; j <= Math.min(a.degree, n - 1); j++) out[j] = (a.words[j >> 5] >>> (j & 31)) & 1;
  return out;
}

/** a mod z^n - 1 (any degree), as a new polynomial of degree < n. */
function cyclicReduce(a: BinaryPolynomial, n: number): BinaryPolynomial {
  const result = zeroPolynomial(n - 1);
  if (a.degree < n) {
    result.words.set(a.words.subarray(0, result.words.length));
    result.degree = a.degree;
    return result;
  }
  // Fold n coefficients at a time: bits j >= n land at j mod n.
  for (let start = 0; start <= a.degree; start += n) {
    const piece = zeroPolynomial(n - 1);
    for (let j = start; j <= Math.min(a.degree, start + n - 1); j++)
      if ((a.words[j >> 5] >>> (j & 31)) & 1) piece.words[(j - start) >> 5] |= 1 << ((j - start) & 31);
    piece.degree = findDegree(piece.words, n - 1);
    addShifted(result, piece, 0);
  }
  return result;
}

function cyclicAdd(a: BinaryPolynomial, b: BinaryPolynomial, n: number): BinaryPolynomial {
  const result = cyclicReduce(a, n);
  addShifted(result, cyclicReduce(b, n), 0);
  return result;
}

/** a b mod z^n - 1. */
function cyclicMultiply(a: BinaryPolynomial, b: BinaryPolynomial, n: number): BinaryPolynomial {
  const x = cyclicReduce(a, n);
  const y = cyclicReduce(b, n);
  if (x.degree < 0 || y.degree < 0) return zeroPolynomial(n - 1);
  const product = zeroPolynomial(x.degree + y.degree + 1);
  for (let i = 0; i <= y.degree; i++) if ((y.words[i >> 5] >>> (i & 31)) & 1) addShifted(product, x, i);
  return cyclicReduce(product, n);
}

/** The gcd g of a and b with s a + t b = g over GF(2) (gcd(0, 0) = 0 with s = t = 0). */
function bezoutBinary(a: BinaryPolynomial, b: BinaryPolynomial): { gcd: BinaryPolynomial; s: BinaryPolynomial; t: BinaryPolynomial } {
  const capacity = Math.max(a.degree, b.degree, 0) + 1;
  let r0 = copyPolynomial(a, capacity);
  let r1 = copyPolynomial(b, capacity);
  let s0 = zeroPolynomial(capacity);
  let s1 = zeroPolynomial(capacity);
  let t0 = zeroPolynomial(capacity);
  let t1 = zeroPolynomial(capacity);
  s0.words[0] = 1;
  s0.degree = 0;
  t1.words[0] = 1;
  t1.degree = 0;
  // Invariant: r_i = s_i a + t_i b.
  while (r1.degree >= 0) {
    while (r0.degree >= r1.degree) {
      const shift = r0.degree - r1.degree;
      addShifted(r0, r1, shift);
      addShifted(s0, s1, shift);
      addShifted(t0, t1, shift);
    }
    [r0, r1] = [r1, r0];
    [s0, s1] = [s1, s0];
    [t0, t1] = [t1, t0];
  }
  if (r0.degree < 0) return { gcd: r0, s: zeroPolynomial(0), t: zeroPolynomial(0) };
  return { gcd: r0, s: s0, t: t0 };
}

function multiply2(x: BinaryMatrix2, f: BinaryMatrix2, n: number): BinaryMatrix2 {
  const m = (a: BinaryPolynomial, b: BinaryPolynomial): BinaryPolynomial => cyclicMultiply(a, b, n);
  return [
    cyclicAdd(m(x[0], f[0]), m(x[1], f[2]), n),
    cyclicAdd(m(x[0], f[1]), m(x[1], f[3]), n),
    cyclicAdd(m(x[2], f[0]), m(x[3], f[2]), n),
    cyclicAdd(m(x[2], f[1]), m(x[3], f[3]), n),
  ];
}

/** {@link diagonalize} over GF(2), bit-packed: left B right = diag(diagonal) mod z^n - 1. */
function diagonalizeBinary(matrix: BinaryMatrix2, n: number): { diagonal: [BinaryPolynomial, BinaryPolynomial]; left: BinaryMatrix2; right: BinaryMatrix2 } {
  const unit = (): BinaryPolynomial => {
    const one = zeroPolynomial(0);
    one.words[0] = 1;
    one.degree = 0;
    return one;
  };
  const zero = (): BinaryPolynomial => zeroPolynomial(0);
  let b = matrix;
  let left: BinaryMatrix2 = [unit(), zero(), zero(), unit()];
  let right: BinaryMatrix2 = [unit(), zero(), zero(), unit()];
  for (;;) {
    if (b[2].degree >= 0) {
      // Rows: (s, t; c/h, a/h) has determinant (s a + t c) / h = 1 and clears c.
      const { gcd, s, t } = bezoutBinary(b[0], b[2]);
      const row: BinaryMatrix2 = [s, t, divide(b[2], gcd).quotient, divide(b[0], gcd).quotient];
      b = multiply2(row, b, n);
      left = multiply2(row, left, n);
    }
    if (b[1].degree < 0) break;
    if (b[0].degree >= 0) {
      const { quotient, remainder } = divide(b[1], b[0]);
      if (remainder.degree < 0) {
        // The corner divides its row: subtract a multiple of column 0 (c is 0, so d does not change).
        b = [b[0], zero(), b[2], b[3]];
        right = [
          right[0],
          cyclicAdd(right[1], cyclicMultiply(quotient, right[0], n), n),
          right[2],
          cyclicAdd(right[3], cyclicMultiply(quotient, right[2], n), n),
        ];
        break;
      }
    }
    // Columns: (s, b/h; t, a/h) clears b and makes the corner gcd(a, b).
    const { gcd, s, t } = bezoutBinary(b[0], b[1]);
    const column: BinaryMatrix2 = [s, divide(b[1], gcd).quotient, t, divide(b[0], gcd).quotient];
    b = multiply2(b, column, n);
    right = multiply2(right, column, n);
  }
  return { diagonal: [b[0], b[3]], left, right };
}
