/**
 * 2 x 2 systems M f = c over the cyclic ring R_q = Z_q[x] / (x^n - 1), q = p^e with e > 1, from the
 * GF(p) diagonalisation of M ({@link diagonalize}) by p-adic lifting (Dixon, "Exact solution of
 * linear equations using p-adic expansions", Numer. Math. 1982) with a Schur complement, as
 * {@link primePowerSystem} does for a dense matrix, but with polynomial arithmetic in place of
 * n x n matrices.
 *
 * Over GF(p), U B V = diag(d_1, d_2) with U, V of determinant 1. Their coefficients, read as
 * integers, give U, V over R_q of determinant 1 mod p, hence invertible (p is nilpotent), so
 * M f = c is N g = U c with N = U M V and f = V g, and N = diag(d_1, d_2) mod p. With
 * h_i = gcd(d_i, x^n - 1) and k_i = (x^n - 1) / h_i over GF(p), and H_i, K_i their monic integer
 * lifts, each coordinate splits (polynomials of degree < n over Z_q):
 * - the residuals: H_i Q + r with deg r < deg h_i (division by the monic H_i); mod p, d_i g is h_i Q
 *   with Q = (d_i / h_i) g mod k_i, a bijection from the polynomials g of degree < deg k_i;
 * - the unknowns: g = P + K_i a with deg P < deg k_i ("pivot" part) and deg a < deg h_i (the GF(p)
 *   kernel, K_i x^j for j < deg h_i).
 * Lifting a target t: at level l the quotients Q of the residual are divisible by p^l; the digit
 * (Q / p^l mod p) solved mod p on the pivot parts (one product with (d_i / h_i)^-1 mod k_i) is added
 * at p^l and its N-image subtracted, which makes Q divisible by p^(l+1). After e levels N y = t - r,
 * r on the deg h_1 + deg h_2 = d remainder coordinates. Lifting -N K_i x^j (a cyclic shift of
 * N K_i e_i) gives z with N z = -r_z: the d x d Schur complement S (every entry divisible by p),
 * whose Smith form ({@link smithForm}) gives solvability (S a = r_c), a solution y_c + sum a_s z_s
 * and the kernel { sum a_s z_s : S a = 0 }, every element written once.
 *
 * Cost: one GF(p) diagonalisation (O(n^2)), then per lifted target e levels of two divisions by H_i
 * (O(n d)) and a few products in R_q (Kronecker substitution), d + 1 targets, and the Smith form of
 * S, O(d^3). Pure.
 */

import type { PrimePower } from '../arithmetic/modular';
import { divideMonic, foldCyclic, multiplyCyclicModular } from '../arithmetic/modularPolynomial';
import { kernelGenerators, smithForm, solveWithSmithForm, type SmithForm } from '../elimination/smithForm';
import { binaryCyclicRing, diagonalize, primeCyclicRing, type CyclicRing, type Matrix2 } from './cyclicSystem';

/** A pair of elements of R_q, each n coefficients 0..q-1. */
export type CyclicPair = [Int32Array, Int32Array];

/** A 2 x 2 system over Z_q[x] / (x^n - 1), ready to solve for any right-hand side. */
export interface CyclicPrimePowerSystem {
  /** The additive orders of the kernel generators: every f with M f = 0 is sum c_i g_i for exactly one 0 <= c_i < order_i. */
  readonly kernelOrders: readonly number[];
  /** Kernel generator `index` (built on first use). */
  kernelVector(index: number): CyclicPair;
  /** Every kernel generator, in order. */
  kernelVectors(): CyclicPair[];
  /** f with M f = c over R_q (coefficients 0..q-1), or null when there is none. */
  solve(c: readonly [ArrayLike<number>, ArrayLike<number>]): CyclicPair | null;
}

/** A lifted target t: y on the pivot parts and r on the remainder coordinates (deg h_1 and deg h_2 values) with N y + r = t. */
interface Lifted {
  readonly y: CyclicPair;
  readonly rest: CyclicPair;
}

/** The GF(p) data of one diagonal entry d_i: h_i, k_i (monic, degree + 1 terms) and (d_i / h_i)^-1 mod k_i. */
interface DiagonalEquation {
  readonly common: Int32Array;
  readonly cofactor: Int32Array;
  readonly inverse: Int32Array;
}

/** U and V (row-major, n coefficients each, 0..p-1) and the diagonal equations of B's diagonalisation over GF(p). */
interface GaloisDiagonalForm {
  readonly left: Int32Array[];
  readonly right: Int32Array[];
  readonly equations: readonly [DiagonalEquation, DiagonalEquation];
}

/**
 * The system of M = [m_00, m_01; m_10, m_11] (row-major; each n coefficients, entries >= 0, taken
 * mod q) over Z_q[x] / (x^n - 1) with q = `power`'s modulus.
 */
export function cyclicPrimePowerSystem(
  entries: readonly [ArrayLike<number>, ArrayLike<number>, ArrayLike<number>, ArrayLike<number>],
  n: number,
  power: PrimePower,
): CyclicPrimePowerSystem {
  const { prime: p, modulus: q, exponent } = power;
  const form = p === 2 ? galoisDiagonalForm(binaryCyclicRing(n), entries) : galoisDiagonalForm(primeCyclicRing(n, p), entries);
  const multiply = (a: ArrayLike<number>, b: ArrayLike<number>): Int32Array => multiplyCyclicModular(a, b, n, q);
  const matrix = entries.map((entry) => Int32Array.from({ length: n }, (_, i) => entry[i] % q));
  const product2 = (a: readonly Int32Array[], b: readonly Int32Array[]): Int32Array[] =>
    [0, 1, 2, 3].map((at) => {
      const row = at >> 1;
      const column = at & 1;
      return add(multiply(a[2 * row], b[column]), multiply(a[2 * row + 1], b[2 + column]), q);
    });
  // N = U M V, row-major: N = diag(d_1, d_2) mod p.
  const transformed = product2(product2(form.left, matrix), form.right);
  const { equations } = form;
  const nullities = equations.map(({ common }) => common.length - 1);
  const size = nullities[0] + nullities[1];

  /** The GF(p) solution u_i (n terms) of d_i u_i = h_i digit (mod p, x^n - 1), zero beyond deg k_i. */
  const digitSolve = (which: number, digit: Int32Array): Int32Array => {
    const { cofactor, inverse } = equations[which];
    const degree = cofactor.length - 1;
    if (degree === 0) return new Int32Array(n);
    const product = multiplyCyclicModular(inverse, digit, n, p);
    if (degree === n) return product;
    const out = new Int32Array(n);
    out.set(divideMonic(product, cofactor, p).remainder);
    return out;
  };

  /** L(t): the y (pivot parts only) and r (remainder coordinates, deg < deg h_i) with N y + r = t. */
  const lift = (target: readonly Int32Array[]): Lifted => {
    const residual = target.map((values) => values.slice());
    const y: CyclicPair = [new Int32Array(n), new Int32Array(n)];
    let scale = 1;
    for (let level = 0; level < exponent; level++) {
      const u = [0, 1].map((which) => {
        const { quotient } = divideMonic(residual[which], equations[which].common, q);
        let nonZero = false;
        for (let i = 0; i < quotient.length; i++) {
          if (quotient[i] % scale !== 0) throw new Error('internal solver: a lifted residual is not divisible by p');
          quotient[i] = (quotient[i] / scale) % p;
          nonZero ||= quotient[i] !== 0;
        }
        return nonZero ? digitSolve(which, quotient) : null;
      });
      for (let which = 0; which < 2; which++) {
        const digits = u[which];
        if (!digits) continue;
        const into = y[which];
        for (let i = 0; i < n; i++) into[i] = (into[i] + scale * digits[i]) % q;
        for (let row = 0; row < 2; row++) {
          const image = multiply(transformed[2 * row + which], digits);
          const out = residual[row];
          for (let i = 0; i < n; i++) out[i] = (((out[i] - scale * image[i]) % q) + q) % q;
        }
      }
      scale *= p;
    }
    const rest = [0, 1].map((which) => {
      const { quotient, remainder } = divideMonic(residual[which], equations[which].common, q);
      if (quotient.some((value) => value !== 0)) throw new Error('internal solver: lifting left a residual in the image');
      return remainder;
    }) as CyclicPair;
    return { y, rest };
  };

  // z_s = K_i x^j e_i + y_s with (y_s, r_s) = L(-N K_i x^j e_i), L the lift; S column s = -r_s.
  // -N K_i x^(j+1) e_i is x times -N K_i x^j e_i, and L(x t) follows from L(t) in O(n) (shiftLift).
  const basis = [0, 1].map((which) => {
    const cofactor = foldCyclic(equations[which].cofactor, n, q);
    const image = [multiply(transformed[which], cofactor), multiply(transformed[2 + which], cofactor)];
    return {
      kernelImage: nullities[which] > 0 && nullities[which] < n ? lift(image) : null,
      commonImage:
        nullities[which] > 0 && nullities[which] < n
          ? lift(which === 0 ? [foldCyclic(equations[0].common, n, q), new Int32Array(n)] : [new Int32Array(n), foldCyclic(equations[1].common, n, q)])
          : null,
      image,
    };
  });

  /**
   * L(x t) from L(t) = (y, r): x y_i is y'_i + lambda_i K_i (deg y'_i < deg k_i) and x r_i is
   * r'_i + c_i H_i (deg r'_i < deg h_i), so x t = N y' + r' + sum lambda_i N K_i e_i + c_i H_i e_i
   * and L(x t) = (y', r') + sum lambda_i L(N K_i e_i) + c_i L(H_i e_i). Components with h_i = 1 or
   * h_i = x^n - 1 shift cyclically within their own coordinates.
   */
  const shiftLift = (from: Lifted): Lifted => {
    const y: CyclicPair = [new Int32Array(n), new Int32Array(n)];
    const rest: CyclicPair = [new Int32Array(nullities[0]), new Int32Array(nullities[1])];
    const scales: { lifted: Lifted; factor: number }[] = [];
    for (let which = 0; which < 2; which++) {
      const degree = nullities[which];
      const source = from.y[which];
      const into = y[which];
      if (degree === 0) {
        into[0] = source[n - 1];
        into.set(source.subarray(0, n - 1), 1);
      } else if (degree < n) {
        const { cofactor, common } = equations[which];
        const top = n - degree;
        const lambda = source[top - 1];
        for (let m = 0; m < top; m++) into[m] = ((((m > 0 ? source[m - 1] : 0) - lambda * cofactor[m]) % q) + q) % q;
        const r = from.rest[which];
        const c = r[degree - 1];
        const out = rest[which];
        for (let m = 0; m < degree; m++) out[m] = ((((m > 0 ? r[m - 1] : 0) - c * common[m]) % q) + q) % q;
        const { kernelImage, commonImage } = basis[which];
        if (lambda !== 0 && kernelImage) scales.push({ lifted: kernelImage, factor: lambda });
        if (c !== 0 && commonImage) scales.push({ lifted: commonImage, factor: c });
      } else {
        const r = from.rest[which];
        const out = rest[which];
        out[0] = r[n - 1];
        out.set(r.subarray(0, n - 1), 1);
      }
    }
    for (const { lifted: term, factor } of scales) {
      for (let which = 0; which < 2; which++) {
        addScaled(y[which], term.y[which], factor, q);
        addScaled(rest[which], term.rest[which], factor, q);
      }
    }
    return { y, rest };
  };

  // Bytes (q <= 32): d vectors of 2n entries.
  const lifted: [Uint8Array, Uint8Array][] = [];
  const schur = Array.from({ length: size }, () => new Uint8Array(size));
  for (let which = 0; which < 2; which++) {
    if (nullities[which] === 0) continue;
    const { image } = basis[which];
    let current = lift(image.map((values) => values.map((value) => (q - value) % q)));
    for (let j = 0; j < nullities[which]; j++) {
      if (j > 0) current = shiftLift(current);
      const column = lifted.length;
      const z: [Uint8Array, Uint8Array] = [Uint8Array.from(current.y[0]), Uint8Array.from(current.y[1])];
      const own = z[which];
      const cofactor = equations[which].cofactor;
      for (let i = 0; i < cofactor.length; i++) own[i + j] = (own[i + j] + cofactor[i]) % q;
      lifted.push(z);
      const flat = [...current.rest[0], ...current.rest[1]];
      for (let r = 0; r < size; r++) schur[r][column] = (q - flat[r]) % q;
    }
  }
  const smith: SmithForm = smithForm(schur, power);
  const orders: number[] = [];
  for (let t = 0; t < size; t++) {
    const digits = t < smith.rank ? smith.exponents[t] : exponent;
    if (digits > 0) orders.push(p ** digits);
  }

  /** V (y + sum coefficients_s z_s) over R_q. */
  const unknowns = (y: CyclicPair | null, coefficients: ArrayLike<number>): CyclicPair => {
    const g: CyclicPair = y ? [y[0].slice(), y[1].slice()] : [new Int32Array(n), new Int32Array(n)];
    for (let s = 0; s < size; s++) {
      const c = coefficients[s] % q;
      if (c === 0) continue;
      for (let which = 0; which < 2; which++) {
        const into = g[which];
        const z = lifted[s][which];
        for (let i = 0; i < n; i++) into[i] = (into[i] + c * z[i]) % q;
      }
    }
    const right = form.right;
    return [add(multiply(right[0], g[0]), multiply(right[1], g[1]), q), add(multiply(right[2], g[0]), multiply(right[3], g[1]), q)];
  };
  let generators: { vector: Int32Array }[] | null = null;
  const kernelVector = (index: number): CyclicPair => {
    generators ??= kernelGenerators(smith);
    return unknowns(null, generators[index].vector);
  };
  return {
    kernelOrders: orders,
    kernelVector,
    kernelVectors: () => orders.map((_, index) => kernelVector(index)),
    solve(c) {
      const values = [0, 1].map((which) => Int32Array.from({ length: n }, (_, i) => c[which][i] % q));
      const left = form.left;
      const target = [add(multiply(left[0], values[0]), multiply(left[1], values[1]), q), add(multiply(left[2], values[0]), multiply(left[3], values[1]), q)];
      const { y, rest } = lift(target);
      const coefficients = solveWithSmithForm(smith, [...rest[0], ...rest[1]]);
      return coefficients ? unknowns(y, coefficients) : null;
    },
  };
}

/** a += factor b (mod q), entry by entry. */
function addScaled(a: Int32Array, b: Int32Array, factor: number, q: number): void {
  for (let i = 0; i < a.length; i++) a[i] = (a[i] + factor * b[i]) % q;
}

/** (a + b) mod q, entry by entry, into a. */
function add(a: Int32Array, b: Int32Array, q: number): Int32Array {
  for (let i = 0; i < a.length; i++) a[i] = (a[i] + b[i]) % q;
  return a;
}

/** B = entries mod p diagonalised over GF(p) in `ring`, read back as coefficient arrays. */
function galoisDiagonalForm<P>(
  ring: CyclicRing<P>,
  entries: readonly [ArrayLike<number>, ArrayLike<number>, ArrayLike<number>, ArrayLike<number>],
): GaloisDiagonalForm {
  const n = ring.n;
  const { diagonal, left, right } = diagonalize(entries.map((entry) => ring.from(entry, 0)) as Matrix2<P>, ring);
  // Every monic divisor of x^n - 1 of degree n is x^n - 1 itself, whose n values would fold to 0.
  const monic = (a: P): Int32Array => {
    const degree = ring.degree(a);
    if (degree === n) return cyclicModulus(n, ring);
    return ring.values(a).slice(0, degree + 1);
  };
  const equations = diagonal.map((d) => {
    const common = ring.degree(d) < 0 ? ring.modulus : ring.bezout(d, ring.modulus).gcd;
    const cofactor = ring.divide(ring.modulus, common).quotient;
    const inverse = ring.degree(cofactor) > 0 ? ring.values(ring.inverseFactor(ring.divide(d, common).quotient, cofactor)) : new Int32Array(n);
    return { common: monic(common), cofactor: monic(cofactor), inverse };
  }) as [DiagonalEquation, DiagonalEquation];
  return { left: left.map((entry) => ring.values(entry)), right: right.map((entry) => ring.values(entry)), equations };
}

/** x^n - 1 over GF(p) as n + 1 coefficients (p - 1 is -1). */
function cyclicModulus<P>(n: number, ring: CyclicRing<P>): Int32Array {
  const values = new Int32Array(n + 1);
  values[0] = ring.values(ring.negate(ring.one()))[0];
  values[n] = 1;
  return values;
}
