/**
 * The GF(p) part of a torus board (both sides at least 3) by the polynomial method.
 *
 * A chase row of n cells is a polynomial in R = GF(p)[x] / (x^n - 1) (cell i is the coefficient of
 * x^i; the cyclic shift is multiplication by x). The reduced system of {@link torusReduction},
 * 2n conditions in the two free rows, is then a 2 x 2 system B f = c over R, since each of its
 * circulant blocks is multiplication by one polynomial. Row and column operations with
 * determinant 1 over the Euclidean ring GF(p)[x] (Bezout steps, as in the Smith normal form over a
 * principal ideal domain) make B diagonal: U B V = diag(d_1, d_2) mod x^n - 1. With y = V^-1 f and
 * c' = U c, each equation d_i y_i = c'_i (mod x^n - 1) is solvable exactly when h_i = gcd(d_i, x^n - 1)
 * divides c'_i; then y_i = (c'_i / h_i) (d_i / h_i)^-1 mod ((x^n - 1) / h_i), and the solutions of
 * d_i y_i = 0 are ((x^n - 1) / h_i) times the polynomials of degree < deg h_i. So the nullity is
 * deg h_1 + deg h_2. Cost: two numeric chases and O(n^2) polynomial arithmetic per shape, two chases
 * and O(n^2) per board, instead of eliminating a 2n x 2n matrix. Pure.
 */

import type { PrimePowerPart } from '../primePowerPart';
import {
  addScaledShifted,
  bezoutPrime,
  dividePrime,
  extendedGcdPrime,
  multiplyCyclicPrime,
  multiplyModuloPrime,
  reduceCyclicPrime,
  zeroPrimePolynomial,
  type PrimePolynomial,
} from '../arithmetic/primePolynomial';
import { torusReduction } from '../reduction/torusReduction';

/** A 2 x 2 matrix over R, row-major: [a, b, c, d]. */
type Matrix2 = [PrimePolynomial, PrimePolynomial, PrimePolynomial, PrimePolynomial];

/** The GF(p) part of a torus rows x columns board with both sides at least 3. */
export function torusPolynomialPart(rows: number, columns: number, p: number): PrimePowerPart {
  const reduction = torusReduction(rows, columns);
  const n = reduction.width;
  const ring = cyclicRing(n, p);
  const first = reduction.blockColumn(0, p);
  const second = reduction.blockColumn(1, p);
  // Block (a, b) is column b's entries a n .. a n + n - 1.
  const { diagonal, left, right } = diagonalize([ring.from(first, 0), ring.from(second, 0), ring.from(first, n), ring.from(second, n)], ring, p);
  const modulus = ring.modulus;
  const equations = diagonal.map((d) => {
    const common = d.degree < 0 ? copyOf(modulus) : bezoutPrime(d, modulus, p).gcd;
    const cofactor = dividePrime(modulus, common, p).quotient;
    const inverse = cofactor.degree > 0 ? extendedGcdPrime(dividePrime(d, common, p).quotient, cofactor, p).inverseFactor : zeroPrimePolynomial(0);
    return { common, cofactor, inverse };
  });
  const nullities = equations.map(({ common }) => common.degree);
  const freeValues = (y: [PrimePolynomial, PrimePolynomial]): Int32Array => {
    const values = new Int32Array(2 * n);
    const f0 = ring.add(ring.multiply(right[0], y[0]), ring.multiply(right[1], y[1]));
    const f1 = ring.add(ring.multiply(right[2], y[0]), ring.multiply(right[3], y[1]));
    values.set(f0.coefficients.subarray(0, n), 0);
    values.set(f1.coefficients.subarray(0, n), n);
    return values;
  };
  return {
    power: { prime: p, exponent: 1, modulus: p },
    kernelOrders: new Array<number>(nullities[0] + nullities[1]).fill(p),
    solve(rightHandSide) {
      const c = reduction.reducedRightHandSide(rightHandSide, p);
      const c0 = ring.from(c, 0);
      const c1 = ring.from(c, n);
      const transformed = [ring.add(ring.multiply(left[0], c0), ring.multiply(left[1], c1)), ring.add(ring.multiply(left[2], c0), ring.multiply(left[3], c1))];
      const y: PrimePolynomial[] = [];
      for (let i = 0; i < 2; i++) {
        const { common, cofactor, inverse } = equations[i];
        const { quotient, remainder } = dividePrime(transformed[i], common, p);
        if (remainder.degree >= 0) return null;
        y.push(cofactor.degree > 0 ? multiplyModuloPrime(inverse, quotient, cofactor, p) : zeroPrimePolynomial(0));
      }
      return reduction.pressPattern(rightHandSide, freeValues([y[0], y[1]]), p);
    },
    kernelPatterns() {
      // V (cofactor_i x^j e_i) is the cyclic shift by j of V (cofactor_i e_i): two products, then shifts.
      const frees: Int32Array[] = [];
      for (const which of [0, 1] as const) {
        const base = freeValues(which === 0 ? [equations[0].cofactor, zeroPrimePolynomial(0)] : [zeroPrimePolynomial(0), equations[1].cofactor]);
        for (let j = 0; j < nullities[which]; j++) {
          const shifted = new Int32Array(2 * n);
          for (let i = 0; i < n; i++) {
            shifted[(i + j) % n] = base[i];
            shifted[n + ((i + j) % n)] = base[n + i];
          }
          frees.push(shifted);
        }
      }
      return reduction.quietPatterns(frees, p);
    },
    kernelPattern(index) {
      const which = index < nullities[0] ? 0 : 1;
      const generator = zeroPrimePolynomial(n);
      addScaledShifted(generator, equations[which].cofactor, 1, which === 0 ? index : index - nullities[0], p);
      const zero = zeroPrimePolynomial(0);
      return reduction.pressPattern(null, freeValues(which === 0 ? [generator, zero] : [zero, generator]), p);
    },
  };
}

/** Arithmetic in GF(p)[x] / (x^n - 1) on polynomials of degree < n. */
interface CyclicRing {
  /** x^n - 1. */
  readonly modulus: PrimePolynomial;
  from(values: ArrayLike<number>, offset: number): PrimePolynomial;
  add(a: PrimePolynomial, b: PrimePolynomial): PrimePolynomial;
  negate(a: PrimePolynomial): PrimePolynomial;
  multiply(a: PrimePolynomial, b: PrimePolynomial): PrimePolynomial;
}

function cyclicRing(n: number, p: number): CyclicRing {
  const modulus = zeroPrimePolynomial(n);
  modulus.coefficients[0] = p - 1;
  modulus.coefficients[n] = 1;
  modulus.degree = n;
  const reduced = (a: PrimePolynomial): PrimePolynomial => (a.degree < n ? a : reduceCyclicPrime(a, n, p));
  return {
    modulus,
    from(values, offset) {
      const result = zeroPrimePolynomial(n - 1);
      for (let i = 0; i < n; i++) result.coefficients[i] = ((values[offset + i] % p) + p) % p;
      result.degree = n - 1;
      while (result.degree >= 0 && result.coefficients[result.degree] === 0) result.degree--;
      return result;
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
  };
}

function copyOf(a: PrimePolynomial): PrimePolynomial {
  const copy = zeroPrimePolynomial(Math.max(a.degree, 0));
  copy.coefficients.set(a.coefficients.subarray(0, a.degree + 1));
  copy.degree = a.degree;
  return copy;
}

/** X <- E X for 2 x 2 matrices over the ring. */
function leftMultiply(e: Matrix2, x: Matrix2, ring: CyclicRing): Matrix2 {
  const m = ring.multiply;
  return [
    ring.add(m(e[0], x[0]), m(e[1], x[2])),
    ring.add(m(e[0], x[1]), m(e[1], x[3])),
    ring.add(m(e[2], x[0]), m(e[3], x[2])),
    ring.add(m(e[2], x[1]), m(e[3], x[3])),
  ];
}

/**
 * Diagonalises B by determinant-1 row operations (collected in `left`) and column operations
 * (collected in `right`): left B right = diag(diagonal[0], diagonal[1]) mod x^n - 1. Each round
 * replaces the corner entry by a gcd that divides it, and a round that does not finish makes it a
 * proper divisor, so the rounds end.
 */
function diagonalize(matrix: Matrix2, ring: CyclicRing, p: number): { diagonal: [PrimePolynomial, PrimePolynomial]; left: Matrix2; right: Matrix2 } {
  const unit = (): PrimePolynomial => {
    const one = zeroPrimePolynomial(0);
    one.coefficients[0] = 1;
    one.degree = 0;
    return one;
  };
  const zero = (): PrimePolynomial => zeroPrimePolynomial(0);
  let b = matrix;
  let left: Matrix2 = [unit(), zero(), zero(), unit()];
  let right: Matrix2 = [unit(), zero(), zero(), unit()];
  for (;;) {
    if (b[2].degree >= 0) {
      // Rows: (s, t; -c/h, a/h) has determinant (s a + t c) / h = 1 and clears c.
      const { gcd, s, t } = bezoutPrime(b[0], b[2], p);
      const row: Matrix2 = [s, t, ring.negate(dividePrime(b[2], gcd, p).quotient), dividePrime(b[0], gcd, p).quotient];
      b = leftMultiply(row, b, ring);
      left = leftMultiply(row, left, ring);
    }
    if (b[1].degree < 0) break;
    if (b[0].degree >= 0) {
      const { quotient, remainder } = dividePrime(b[1], b[0], p);
      if (remainder.degree < 0) {
        // The corner divides its row: subtract a multiple of column 0 (c is 0, so d does not change).
        b = [b[0], zero(), b[2], b[3]];
        right = [
          right[0],
          ring.add(right[1], ring.negate(ring.multiply(quotient, right[0]))),
          right[2],
          ring.add(right[3], ring.negate(ring.multiply(quotient, right[2]))),
        ];
        break;
      }
    }
    // Columns: (s, -b/h; t, a/h) clears b and makes the corner gcd(a, b); c may become non-zero.
    const { gcd, s, t } = bezoutPrime(b[0], b[1], p);
    const column: Matrix2 = [s, ring.negate(dividePrime(b[1], gcd, p).quotient), t, dividePrime(b[0], gcd, p).quotient];
    b = rightMultiply(b, column, ring);
    right = rightMultiply(right, column, ring);
  }
  return { diagonal: [b[0], b[3]], left, right };
}

/** X F for 2 x 2 matrices over the ring. */
function rightMultiply(x: Matrix2, f: Matrix2, ring: CyclicRing): Matrix2 {
  const m = ring.multiply;
  return [
    ring.add(m(x[0], f[0]), m(x[1], f[2])),
    ring.add(m(x[0], f[1]), m(x[1], f[3])),
    ring.add(m(x[2], f[0]), m(x[3], f[2])),
    ring.add(m(x[2], f[1]), m(x[3], f[3])),
  ];
}
