/**
 * 2 x 2 systems B f = c over the cyclic ring L = GF(p)[z] / (z^n - 1), the algebra behind the torus
 * ({@link torusPolynomialPart}) and hex ({@link hexPolynomialPart}) polynomial paths. Row and column
 * operations with determinant 1 over the Euclidean ring GF(p)[z] (Bezout steps, as in the Smith
 * normal form over a principal ideal domain) make B diagonal: U B V = diag(d_1, d_2) mod z^n - 1.
 * With y = V^-1 f and c' = U c, each equation d_i y_i = c'_i is solvable exactly when
 * h_i = gcd(d_i, z^n - 1) divides c'_i; then y_i = (c'_i / h_i) (d_i / h_i)^-1 mod ((z^n - 1) / h_i),
 * and the solutions of d_i y_i = 0 are ((z^n - 1) / h_i) times the polynomials of degree < deg h_i,
 * so the kernel has dimension deg h_1 + deg h_2 over GF(p). One diagonalisation, generic over the
 * ring's representation: bit-packed over GF(2) ({@link binaryCyclicRing}, O(n^2 / 32) word
 * operations), Int32 coefficients over odd p ({@link primeCyclicRing}, products by Kronecker
 * substitution). Pure.
 */

import {
  addShifted,
  bezout,
  divide,
  extendedGcd,
  findDegree,
  multiplyCyclic,
  reduceCyclic,
  reduceModulo,
  zeroPolynomial,
  type BinaryPolynomial,
} from '../arithmetic/binaryPolynomial';
import {
  addScaledShifted,
  bezoutPrime,
  dividePrime,
  extendedGcdPrime,
  multiplyCyclicPrime,
  reducePrime,
  reduceCyclicPrime,
  zeroPrimePolynomial,
  type PrimePolynomial,
} from '../arithmetic/primePolynomial';

/**
 * Arithmetic in GF(p)[x] / (x^n - 1) on polynomials of degree < n (any polynomial type P), with
 * the Euclidean operations of GF(p)[x] itself (Bezout, division) that {@link diagonalize} needs.
 */
export interface CyclicRing<P> {
  readonly n: number;
  /** x^n - 1 (degree n). */
  readonly modulus: P;
  zero(): P;
  one(): P;
  degree(a: P): number;
  /** The polynomial whose coefficient i is values[offset + i] mod p, i < n. */
  from(values: ArrayLike<number>, offset: number): P;
  /** The n coefficients of a (degree < n), 0..p-1. */
  values(a: P): Int32Array;
  add(a: P, b: P): P;
  negate(a: P): P;
  /** a b mod x^n - 1. */
  multiply(a: P, b: P): P;
  /** a x^j mod x^n - 1. */
  shift(a: P, j: number): P;
  /** The monic g = gcd(a, b) in GF(p)[x] with s a + t b = g. */
  bezout(a: P, b: P): { gcd: P; s: P; t: P };
  /** Quotient and remainder in GF(p)[x]. */
  divide(a: P, b: P): { quotient: P; remainder: P };
  /** a mod m in GF(p)[x], as a new polynomial. */
  remainder(a: P, m: P): P;
  /** s with s a = gcd(a, m) (mod m), deg s < deg m. */
  inverseFactor(a: P, m: P): P;
}

/** A 2 x 2 matrix over a ring, row-major: [a, b, c, d]. */
export type Matrix2<P> = [P, P, P, P];

/** The ring GF(p)[x] / (x^n - 1) over polynomials in Int32 coefficients. */
export function primeCyclicRing(n: number, p: number): CyclicRing<PrimePolynomial> {
  const modulus = zeroPrimePolynomial(n);
  modulus.coefficients[0] = p - 1;
  modulus.coefficients[n] = 1;
  modulus.degree = n;
  const reduced = (a: PrimePolynomial): PrimePolynomial => (a.degree < n ? a : reduceCyclicPrime(a, n, p));
  return {
    n,
    modulus,
    zero: () => zeroPrimePolynomial(n - 1),
    one() {
      const one = zeroPrimePolynomial(n - 1);
      one.coefficients[0] = 1;
      one.degree = 0;
      return one;
    },
    degree: (a) => a.degree,
    from(values, offset) {
      const result = zeroPrimePolynomial(n - 1);
      for (let i = 0; i < n; i++) result.coefficients[i] = ((values[offset + i] % p) + p) % p;
      result.degree = n - 1;
      while (result.degree >= 0 && result.coefficients[result.degree] === 0) result.degree--;
      return result;
    },
    values(a) {
      const values = new Int32Array(n);
      values.set(reduced(a).coefficients.subarray(0, n));
      return values;
    },
    add(a, b) {
      const result = zeroPrimePolynomial(n - 1);
      addScaledShifted(result, reduced(a), 1, 0, p);
      addScaledShifted(result, reduced(b), 1, 0, p);
      return result;
    },
    negate(a) {
      const result = zeroPrimePolynomial(n - 1);
      addScaledShifted(result, reduced(a), p - 1, 0, p);
      return result;
    },
    multiply: (a, b) => (a.degree < 0 || b.degree < 0 ? zeroPrimePolynomial(n - 1) : multiplyCyclicPrime(reduced(a), reduced(b), n, p)),
    shift(a, j) {
      const shifted = zeroPrimePolynomial(n + j);
      addScaledShifted(shifted, a, 1, j, p);
      return reduceCyclicPrime(shifted, n, p);
    },
    bezout: (a, b) => bezoutPrime(a, b, p),
    divide: (a, b) => dividePrime(a, b, p),
    remainder(a, m) {
      const copy = zeroPrimePolynomial(Math.max(a.degree, 0));
      copy.coefficients.set(a.coefficients.subarray(0, a.degree + 1));
      copy.degree = a.degree;
      reducePrime(copy, m, p);
      return copy;
    },
    inverseFactor: (a, m) => extendedGcdPrime(a, m, p).inverseFactor,
  };
}

/** The ring GF(2)[x] / (x^n - 1) over bit-packed polynomials. */
export function binaryCyclicRing(n: number): CyclicRing<BinaryPolynomial> {
  const modulus = zeroPolynomial(n);
  modulus.words[0] = 1;
  modulus.words[n >> 5] |= 1 << (n & 31);
  modulus.degree = n;
  const words = (n + 31) >>> 5;
  const reduced = (a: BinaryPolynomial): BinaryPolynomial => (a.degree < n && a.words.length === words ? a : reduceCyclic(a, n));
  return {
    n,
    modulus,
    zero: () => zeroPolynomial(n - 1),
    one() {
      const one = zeroPolynomial(n - 1);
      one.words[0] = 1;
      one.degree = 0;
      return one;
    },
    degree: (a) => a.degree,
    from(values, offset) {
      const result = zeroPolynomial(n - 1);
      for (let i = 0; i < n; i++) if (values[offset + i] & 1) result.words[i >> 5] |= 1 << (i & 31);
      result.degree = findDegree(result.words, n - 1);
      return result;
    },
    values(a) {
      const values = new Int32Array(n);
      const packed = reduced(a).words;
      for (let i = 0; i < n; i++) values[i] = (packed[i >> 5] >>> (i & 31)) & 1;
      return values;
    },
    add(a, b) {
      const result = zeroPolynomial(n - 1);
      const x = reduced(a).words;
      const y = reduced(b).words;
      for (let w = 0; w < words; w++) result.words[w] = x[w] ^ y[w];
      result.degree = findDegree(result.words, n - 1);
      return result;
    },
    negate: (a) => reduceCyclic(a, n),
    multiply: (a, b) => multiplyCyclic(reduced(a), reduced(b), n),
    shift(a, j) {
      const shifted = zeroPolynomial(n + j);
      addShifted(shifted, a, j);
      return reduceCyclic(shifted, n);
    },
    bezout,
    divide,
    remainder(a, m) {
      const copy = zeroPolynomial(Math.max(a.degree, 0));
      copy.words.set(a.words.subarray(0, copy.words.length));
      copy.degree = a.degree;
      reduceModulo(copy, m);
      return copy;
    },
    inverseFactor: (a, m) => extendedGcd(a, m).inverseFactor,
  };
}

/**
 * The solver of B f = c over a cyclic ring, B a 2 x 2 matrix: solvability and a solution of each
 * c, the nullity (over GF(p)) and the kernel, after one {@link diagonalize}.
 */
export interface CyclicSystem<P> {
  /** deg h_1 and deg h_2: the kernel's dimension is their sum. */
  readonly nullities: readonly [number, number];
  /** f with B f = c (mod x^n - 1), or null when there is none. */
  solve(c: readonly [P, P]): [P, P] | null;
  /**
   * Kernel generator `index` < nullities[0] + nullities[1]: V ((x^n - 1) / h_i) x^j e_i, the cyclic
   * shift by j of {@link kernelBase}(i).
   */
  kernelVector(index: number): [P, P];
  /** V ((x^n - 1) / h_i) e_i, whose shifts by j < nullities[i] are the kernel generators of i. */
  kernelBase(which: 0 | 1): [P, P];
}

/** The {@link CyclicSystem} of the 2 x 2 matrix `matrix` over `ring`. */
export function cyclicSystem<P>(matrix: Matrix2<P>, ring: CyclicRing<P>): CyclicSystem<P> {
  const { diagonal, left, right } = diagonalize(matrix, ring);
  const equations = diagonal.map((d) => {
    const common = ring.degree(d) < 0 ? ring.modulus : ring.bezout(d, ring.modulus).gcd;
    const cofactor = ring.divide(ring.modulus, common).quotient;
    const inverse = ring.degree(cofactor) > 0 ? ring.inverseFactor(ring.divide(d, common).quotient, cofactor) : ring.zero();
    return { common, cofactor, inverse };
  });
  const nullities: [number, number] = [ring.degree(equations[0].common), ring.degree(equations[1].common)];
  const times = (y: readonly [P, P]): [P, P] => [
    ring.add(ring.multiply(right[0], y[0]), ring.multiply(right[1], y[1])),
    ring.add(ring.multiply(right[2], y[0]), ring.multiply(right[3], y[1])),
  ];
  const kernelBase = (which: 0 | 1): [P, P] => times(which === 0 ? [equations[0].cofactor, ring.zero()] : [ring.zero(), equations[1].cofactor]);
  return {
    nullities,
    solve(c) {
      const transformed = [
        ring.add(ring.multiply(left[0], c[0]), ring.multiply(left[1], c[1])),
        ring.add(ring.multiply(left[2], c[0]), ring.multiply(left[3], c[1])),
      ];
      const y: P[] = [];
      for (let i = 0; i < 2; i++) {
        const { common, cofactor, inverse } = equations[i];
        const { quotient, remainder } = ring.divide(transformed[i], common);
        if (ring.degree(remainder) >= 0) return null;
        // inverse * quotient mod x^n - 1 agrees with it mod the cofactor, which divides x^n - 1,
        // and has degree < n, so the remainder costs O(n deg h_i).
        y.push(ring.degree(cofactor) > 0 ? ring.remainder(ring.multiply(inverse, quotient), cofactor) : ring.zero());
      }
      return times([y[0], y[1]]);
    },
    kernelVector(index) {
      const which = index < nullities[0] ? 0 : 1;
      const j = which === 0 ? index : index - nullities[0];
      const base = kernelBase(which);
      return [ring.shift(base[0], j), ring.shift(base[1], j)];
    },
    kernelBase,
  };
}

/** A {@link CyclicSystem} read and written as coefficient arrays: element j of L is n coefficients, 0..p-1. */
export interface CoefficientCyclicSystem {
  /** deg h_1 and deg h_2: the kernel of B has dimension (over GF(p)) their sum. */
  readonly nullities: readonly [number, number];
  /** A solution f of B f = c (two elements of L), or null when there is none. */
  solve(c: readonly [ArrayLike<number>, ArrayLike<number>]): [Int32Array, Int32Array] | null;
  /** V ((z^n - 1) / h_i) e_i: multiplied by z^j for j < nullities[i], these span the kernel of B. */
  kernelBase(which: 0 | 1): [Int32Array, Int32Array];
}

/**
 * The system of B = [b_00, b_01; b_10, b_11] (row-major, each n coefficients, entries 0..p-1) over
 * GF(p)[z] / (z^n - 1), in the ring that suits p.
 */
export function cyclicSystemOfCoefficients(
  entries: readonly [ArrayLike<number>, ArrayLike<number>, ArrayLike<number>, ArrayLike<number>],
  n: number,
  p: number,
): CoefficientCyclicSystem {
  return p === 2 ? coefficientSystem(binaryCyclicRing(n), entries) : coefficientSystem(primeCyclicRing(n, p), entries);
}

function coefficientSystem<P>(
  ring: CyclicRing<P>,
  entries: readonly [ArrayLike<number>, ArrayLike<number>, ArrayLike<number>, ArrayLike<number>],
): CoefficientCyclicSystem {
  const system = cyclicSystem([ring.from(entries[0], 0), ring.from(entries[1], 0), ring.from(entries[2], 0), ring.from(entries[3], 0)], ring);
  const values = (pair: readonly [P, P]): [Int32Array, Int32Array] => [ring.values(pair[0]), ring.values(pair[1])];
  return {
    nullities: system.nullities,
    solve(c) {
      const solution = system.solve([ring.from(c[0], 0), ring.from(c[1], 0)]);
      return solution && values(solution);
    },
    kernelBase: (which) => values(system.kernelBase(which)),
  };
}

/**
 * Diagonalises B by determinant-1 row operations (collected in `left`) and column operations
 * (collected in `right`): left B right = diag(diagonal[0], diagonal[1]) mod x^n - 1. Each round
 * replaces the corner entry by a gcd that divides it, and a round that does not finish makes it a
 * proper divisor, so the rounds end. A step multiplies only the entries it changes (the corner
 * becomes the gcd, the entry it clears becomes 0), and the first step of each side is the
 * transform itself.
 */
export function diagonalize<P>(matrix: Matrix2<P>, ring: CyclicRing<P>): { diagonal: [P, P]; left: Matrix2<P>; right: Matrix2<P> } {
  const m = ring.multiply;
  let b = matrix;
  let left: Matrix2<P> | null = null;
  let right: Matrix2<P> | null = null;
  for (;;) {
    if (ring.degree(b[2]) >= 0) {
      // Rows: (s, t; -c/h, a/h) has determinant (s a + t c) / h = 1 and clears c.
      const { gcd, s, t } = ring.bezout(b[0], b[2]);
      const cOverH = ring.negate(ring.divide(b[2], gcd).quotient);
      const aOverH = ring.divide(b[0], gcd).quotient;
      const row: Matrix2<P> = [s, t, cOverH, aOverH];
      b = [ring.multiply(gcd, ring.one()), ring.add(m(s, b[1]), m(t, b[3])), ring.zero(), ring.add(m(cOverH, b[1]), m(aOverH, b[3]))];
      left = left ? leftMultiply(row, left, ring) : row;
    }
    if (ring.degree(b[1]) < 0) break;
    if (ring.degree(b[0]) >= 0) {
      const { quotient, remainder } = ring.divide(b[1], b[0]);
      if (ring.degree(remainder) < 0) {
        // The corner divides its row: subtract a multiple of column 0 (c is 0, so d does not change).
        b = [b[0], ring.zero(), b[2], b[3]];
        const minus = ring.negate(quotient);
        right = right
          ? [right[0], ring.add(right[1], m(minus, right[0])), right[2], ring.add(right[3], m(minus, right[2]))]
          : [ring.one(), minus, ring.zero(), ring.one()];
        break;
      }
    }
    // Columns: (s, -b/h; t, a/h) clears b and makes the corner gcd(a, b); c may become non-zero.
    const { gcd, s, t } = ring.bezout(b[0], b[1]);
    const bOverH = ring.negate(ring.divide(b[1], gcd).quotient);
    const aOverH = ring.divide(b[0], gcd).quotient;
    const column: Matrix2<P> = [s, bOverH, t, aOverH];
    b = [ring.multiply(gcd, ring.one()), ring.zero(), ring.add(m(b[2], s), m(b[3], t)), ring.add(m(b[2], bOverH), m(b[3], aOverH))];
    right = right ? rightMultiply(right, column, ring) : column;
  }
  return {
    diagonal: [b[0], b[3]],
    left: left ?? [ring.one(), ring.zero(), ring.zero(), ring.one()],
    right: right ?? [ring.one(), ring.zero(), ring.zero(), ring.one()],
  };
}

/** E X for 2 x 2 matrices over the ring. */
function leftMultiply<P>(e: Matrix2<P>, x: Matrix2<P>, ring: CyclicRing<P>): Matrix2<P> {
  const m = ring.multiply;
  return [
    ring.add(m(e[0], x[0]), m(e[1], x[2])),
    ring.add(m(e[0], x[1]), m(e[1], x[3])),
    ring.add(m(e[2], x[0]), m(e[3], x[2])),
    ring.add(m(e[2], x[1]), m(e[3], x[3])),
  ];
}

/** X F for 2 x 2 matrices over the ring. */
function rightMultiply<P>(x: Matrix2<P>, f: Matrix2<P>, ring: CyclicRing<P>): Matrix2<P> {
  const m = ring.multiply;
  return [
    ring.add(m(x[0], f[0]), m(x[1], f[2])),
    ring.add(m(x[0], f[1]), m(x[1], f[3])),
    ring.add(m(x[2], f[0]), m(x[3], f[2])),
    ring.add(m(x[2], f[1]), m(x[3], f[3])),
  ];
}
