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
import { inverseMod } from '../arithmetic/modular';
import {
  addScaledShifted,
  copyPrimePolynomial,
  dividePrime,
  multiplyCyclicPrime,
  multiplyModuloPrime,
  reduceCyclicPrime,
  reducePrime,
  zeroPrimePolynomial,
  type PrimePolynomial,
} from '../arithmetic/primePolynomial';

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
  return p === 2 ? diagonalSystem(binaryRing(n), entries) : diagonalSystem(primeRing(n, p), entries);
}

/** What the diagonalisation needs of L and of GF(p)[z], over one representation T of polynomials. */
interface CyclicRing<T> {
  /** z^n - 1. */
  readonly modulus: T;
  zero(): T;
  one(): T;
  degree(a: T): number;
  /** The element with coefficients `values` (n of them, entries 0..p-1). */
  from(values: ArrayLike<number>): T;
  /** The n coefficients of an element of degree < n. */
  coefficients(a: T): Int32Array;
  /** a + b, a - b and a b mod z^n - 1. */
  add(a: T, b: T): T;
  subtract(a: T, b: T): T;
  multiply(a: T, b: T): T;
  /** Polynomial division (not modulo z^n - 1). */
  divide(a: T, b: T): { quotient: T; remainder: T };
  /** The monic gcd g of a and b with s a + t b = g. */
  bezout(a: T, b: T): { gcd: T; s: T; t: T };
  /** The monic gcd g of a and m with s a = g mod m, deg s < deg m (the Euclidean algorithm tracking s only). */
  gcdInverse(a: T, m: T): { gcd: T; inverse: T };
  /** a b mod m. */
  multiplyModulo(a: T, b: T, m: T): T;
}

/** A 2 x 2 matrix over L, row-major. */
type Matrix2<T> = [T, T, T, T];

function diagonalSystem<T>(ring: CyclicRing<T>, entries: readonly Int32Array[]): CyclicSystem {
  const [b00, b01, b10, b11] = entries.map((values) => ring.from(values));
  const { diagonal, left, right } = diagonalize(ring, [b00, b01, b10, b11]);
  const modulus = ring.modulus;
  const equations = diagonal.map((d) => {
    if (ring.degree(d) < 0) return { common: modulus, cofactor: ring.one(), inverse: ring.zero() };
    const { gcd, inverse } = ring.gcdInverse(d, modulus);
    if (ring.degree(gcd) === 0) return { common: gcd, cofactor: modulus, inverse };
    const cofactor = ring.divide(modulus, gcd).quotient;
    return { common: gcd, cofactor, inverse: ring.gcdInverse(ring.divide(d, gcd).quotient, cofactor).inverse };
  });
  const times = (y0: T, y1: T): [Int32Array, Int32Array] => [
    ring.coefficients(ring.add(ring.multiply(right[0], y0), ring.multiply(right[1], y1))),
    ring.coefficients(ring.add(ring.multiply(right[2], y0), ring.multiply(right[3], y1))),
  ];
  return {
    nullities: [Math.max(ring.degree(equations[0].common), 0), Math.max(ring.degree(equations[1].common), 0)],
    solve(c) {
      const c0 = ring.from(c[0]);
      const c1 = ring.from(c[1]);
      const transformed = [ring.add(ring.multiply(left[0], c0), ring.multiply(left[1], c1)), ring.add(ring.multiply(left[2], c0), ring.multiply(left[3], c1))];
      const y: T[] = [];
      for (let i = 0; i < 2; i++) {
        const { common, cofactor, inverse } = equations[i];
        const { quotient, remainder } = ring.divide(transformed[i], common);
        if (ring.degree(remainder) >= 0) return null;
        y.push(ring.degree(cofactor) > 0 ? ring.multiplyModulo(inverse, quotient, cofactor) : ring.zero());
      }
      return times(y[0], y[1]);
    },
    kernelBase: (which) => (which === 0 ? times(equations[0].cofactor, ring.zero()) : times(ring.zero(), equations[1].cofactor)),
  };
}

/** X Y for 2 x 2 matrices over L. */
function product<T>(ring: CyclicRing<T>, x: Matrix2<T>, y: Matrix2<T>): Matrix2<T> {
  const m = (a: T, b: T): T => ring.multiply(a, b);
  return [
    ring.add(m(x[0], y[0]), m(x[1], y[2])),
    ring.add(m(x[0], y[1]), m(x[1], y[3])),
    ring.add(m(x[2], y[0]), m(x[3], y[2])),
    ring.add(m(x[2], y[1]), m(x[3], y[3])),
  ];
}

/**
 * Diagonalises B by determinant-1 row operations (collected in `left`) and column operations
 * (collected in `right`): left B right = diag(diagonal) mod z^n - 1. Each round replaces the
 * corner by a gcd that divides it, and a round that does not finish makes it a proper divisor,
 * so the rounds end. The entries an operation clears or makes the gcd are set, not multiplied out.
 */
function diagonalize<T>(ring: CyclicRing<T>, matrix: Matrix2<T>): { diagonal: [T, T]; left: Matrix2<T>; right: Matrix2<T> } {
  let b = matrix;
  let left: Matrix2<T> = [ring.one(), ring.zero(), ring.zero(), ring.one()];
  let right: Matrix2<T> = [ring.one(), ring.zero(), ring.zero(), ring.one()];
  for (;;) {
    if (ring.degree(b[2]) >= 0) {
      // Rows: (s, t; -c/h, a/h) has determinant (s a + t c) / h = 1 and clears c.
      const { gcd, s, t } = ring.bezout(b[0], b[2]);
      const down = ring.divide(b[2], gcd).quotient;
      const across = ring.divide(b[0], gcd).quotient;
      const row: Matrix2<T> = [s, t, ring.subtract(ring.zero(), down), across];
      b = [gcd, ring.add(ring.multiply(s, b[1]), ring.multiply(t, b[3])), ring.zero(), ring.subtract(ring.multiply(across, b[3]), ring.multiply(down, b[1]))];
      left = product(ring, row, left);
    }
    if (ring.degree(b[1]) < 0) break;
    if (ring.degree(b[0]) >= 0) {
      const { quotient, remainder } = ring.divide(b[1], b[0]);
      if (ring.degree(remainder) < 0) {
        // The corner divides its row: subtract a multiple of column 0 (c is 0, so d does not change).
        b = [b[0], ring.zero(), b[2], b[3]];
        right = [right[0], ring.subtract(right[1], ring.multiply(quotient, right[0])), right[2], ring.subtract(right[3], ring.multiply(quotient, right[2]))];
        break;
      }
    }
    // Columns: (s, -b/h; t, a/h) clears b and makes the corner gcd(a, b); c may become non-zero.
    const { gcd, s, t } = ring.bezout(b[0], b[1]);
    const across = ring.divide(b[1], gcd).quotient;
    const down = ring.divide(b[0], gcd).quotient;
    const column: Matrix2<T> = [s, ring.subtract(ring.zero(), across), t, down];
    b = [gcd, ring.zero(), ring.add(ring.multiply(b[2], s), ring.multiply(b[3], t)), ring.subtract(ring.multiply(b[3], down), ring.multiply(b[2], across))];
    right = product(ring, right, column);
  }
  return { diagonal: [b[0], b[3]], left, right };
}

/** L over GF(p), p odd, one coefficient a word. */
function primeRing(n: number, p: number): CyclicRing<PrimePolynomial> {
  const modulus = zeroPrimePolynomial(n);
  modulus.coefficients[0] = p - 1;
  modulus.coefficients[n] = 1;
  modulus.degree = n;
  const reduced = (a: PrimePolynomial): PrimePolynomial => (a.degree < n ? a : reduceCyclicPrime(a, n, p));
  const combine = (a: PrimePolynomial, b: PrimePolynomial, factor: number): PrimePolynomial => {
    const result = zeroPrimePolynomial(n - 1);
    addScaledShifted(result, reduced(a), 1, 0, p);
    addScaledShifted(result, reduced(b), factor, 0, p);
    return result;
  };
  return {
    modulus,
    zero: () => zeroPrimePolynomial(0),
    one: () => {
      const one = zeroPrimePolynomial(0);
      one.coefficients[0] = 1;
      one.degree = 0;
      return one;
    },
    degree: (a) => a.degree,
    from(values) {
      const result = zeroPrimePolynomial(n - 1);
      for (let j = 0; j < n; j++) result.coefficients[j] = values[j] % p;
      result.degree = n - 1;
      while (result.degree >= 0 && result.coefficients[result.degree] === 0) result.degree--;
      return result;
    },
    coefficients(a) {
      const out = new Int32Array(n);
      out.set(a.coefficients.subarray(0, Math.min(n, a.degree + 1)));
      return out;
    },
    add: (a, b) => combine(a, b, 1),
    subtract: (a, b) => combine(a, b, p - 1),
    multiply: (a, b) => (a.degree < 0 || b.degree < 0 ? zeroPrimePolynomial(n - 1) : multiplyCyclicPrime(reduced(a), reduced(b), n, p)),
    divide: (a, b) => dividePrime(a, b, p),
    bezout: (a, b) => euclidPrime(a, b, p, true),
    gcdInverse: (a, m) => gcdInversePrime(a, m, p),
    multiplyModulo: (a, b, m) => multiplyModuloPrime(a, b, m, p),
  };
}

/**
 * The Euclidean algorithm over GF(p): the monic g = gcd(a, b) with s a + t b = g ({@link bezoutPrime}),
 * or with `withT` false only s (then t is 0). Each step adds a multiple of one remainder to the
 * other through a table of residues (no division, no branch per coefficient): the cost of
 * the whole is O(n^2) table look-ups.
 */
function euclidPrime(a: PrimePolynomial, b: PrimePolynomial, p: number, withT: boolean): { gcd: PrimePolynomial; s: PrimePolynomial; t: PrimePolynomial } {
  const capacity = Math.max(a.degree, b.degree, 0) + 1;
  const residue = new Int32Array(p * p);
  for (let value = 0; value < residue.length; value++) residue[value] = value % p;
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
  /** target += factor source x^shift; entries stay below p, so the sum is below p^2. */
  const addScaled = (target: PrimePolynomial, source: PrimePolynomial, factor: number, shift: number): void => {
    if (source.degree < 0) return;
    const x = target.coefficients;
    const y = source.coefficients;
    for (let i = 0, j = shift; i <= source.degree; i++, j++) x[j] = residue[x[j] + factor * y[i]];
    let top = Math.max(target.degree, source.degree + shift);
    while (top >= 0 && x[top] === 0) top--;
    target.degree = top;
  };
  // Invariant: r_i = s_i a + t_i b.
  while (r1.degree >= 0) {
    const leadInverse = inverseMod(r1.coefficients[r1.degree], p);
    while (r0.degree >= r1.degree) {
      const shift = r0.degree - r1.degree;
      const factor = p - ((r0.coefficients[r0.degree] * leadInverse) % p);
      addScaled(r0, r1, factor, shift);
      addScaled(s0, s1, factor, shift);
      if (withT) addScaled(t0, t1, factor, shift);
    }
    [r0, r1] = [r1, r0];
    [s0, s1] = [s1, s0];
    [t0, t1] = [t1, t0];
  }
  if (r0.degree < 0) return { gcd: r0, s: zeroPrimePolynomial(0), t: zeroPrimePolynomial(0) };
  const scale = inverseMod(r0.coefficients[r0.degree], p);
  for (const polynomial of [r0, s0, t0]) for (let i = 0; i <= polynomial.degree; i++) polynomial.coefficients[i] = (polynomial.coefficients[i] * scale) % p;
  return { gcd: r0, s: s0, t: withT ? t0 : zeroPrimePolynomial(0) };
}

/** The monic g = gcd(a, m) and s with s a = g mod m, deg s < deg m (the Euclidean algorithm tracking s only). */
function gcdInversePrime(a: PrimePolynomial, m: PrimePolynomial, p: number): { gcd: PrimePolynomial; inverse: PrimePolynomial } {
  const reduced = copyPrimePolynomial(a);
  reducePrime(reduced, m, p);
  const { gcd, s } = euclidPrime(reduced, m, p, false);
  reducePrime(s, m, p);
  return { gcd, inverse: s };
}

/** L over GF(2), bit-packed. */
function binaryRing(n: number): CyclicRing<BinaryPolynomial> {
  const modulus = zeroPolynomial(n);
  modulus.words[0] = 1;
  modulus.words[n >> 5] |= 1 << (n & 31);
  modulus.degree = n;
  return {
    modulus,
    zero: () => zeroPolynomial(0),
    one: () => {
      const one = zeroPolynomial(0);
      one.words[0] = 1;
      one.degree = 0;
      return one;
    },
    degree: (a) => a.degree,
    from: (values) => binaryFrom(values, n),
    coefficients: (a) => binaryCoefficients(a, n),
    add: (a, b) => cyclicAdd(a, b, n),
    subtract: (a, b) => cyclicAdd(a, b, n),
    multiply: (a, b) => cyclicMultiply(a, b, n),
    divide,
    bezout: bezoutBinary,
    gcdInverse(a, m) {
      const { gcd, inverseFactor } = extendedGcd(a, m);
      return { gcd, inverse: inverseFactor };
    },
    multiplyModulo,
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
