/**
 * A square system M f = c over Z_(p^e) from an elimination of M over GF(p) only, by p-adic
 * lifting (Dixon, "Exact solution of linear equations using p-adic expansions", Numer. Math.
 * 1982) and a Schur complement.
 *
 * Split M by the elimination mod p: the pivot rows and columns form a block A11 that is invertible
 * mod p, hence mod p^e, and the other rows and the free columns (d of each, d the nullity mod p)
 * the rest. For a target t, lifting finds y with y = 0 on the free columns and (M y)_i = t_i on
 * every pivot row: y = y_0 + p y_1 + ..., each digit one solve with A11 mod p and the residual
 * divided by p. Lifting -M e_j for each free column j gives z_j = e_j + y with M z_j = 0 on the
 * pivot rows; the d x d matrix S = (M z_j restricted to the other rows) is the Schur complement
 * A22 - A21 A11^-1 A12, and every entry of it is divisible by p. Then:
 * - M f = c is solvable exactly when S x = (c - M y_c) on the other rows is, and
 *   f = y_c + sum x_j z_j;
 * - the kernel of M is { sum x_j z_j : S x = 0 }, from the Smith form of the small S
 *   ({@link smithForm}), every element written uniquely.
 * For e = 1, S = 0: the kernel is spanned by the z_j (order p each) and M f = c is solvable exactly
 * when c - M y_c vanishes on the other rows.
 *
 * Cost: the elimination mod p (bit-packed for p = 2), plus e solves and e products with M per
 * target, d + 1 targets. Pure.
 */

import type { PrimePower } from '../arithmetic/modular';
import type { ModularMatrix } from '../arithmetic/modularMatrix';
import type { PrimeFactorization } from './primeFactorization';
import { kernelGenerators, smithForm, solveWithSmithForm, type SmithForm } from './smithForm';

/** A kernel generator of the reduced system: free presses (entries 0..q-1) and additive order. */
export interface ReducedKernelGenerator {
  readonly vector: Uint8Array;
  readonly order: number;
}

/** The reduced system over Z_(p^e), ready to solve for any right-hand side. */
export interface PrimePowerSystem {
  readonly part: PrimePower;
  readonly size: number;
  /** Kernel generators: every f with M f = 0 is sum c_i g_i for exactly one 0 <= c_i < order_i. */
  readonly kernel: readonly ReducedKernelGenerator[];
  /** A solution f (entries 0..q-1) of M f = c over Z_q, or null when there is none. */
  solve(c: ArrayLike<number>): Uint8Array | null;
}

/**
 * Prepares M f = c over Z_(p^e), with `factorization` the elimination of M mod p.
 */
export function primePowerSystem(matrix: ModularMatrix, part: PrimePower, factorization: PrimeFactorization): PrimePowerSystem {
  const n = matrix.size;
  const q = part.modulus;
  const p = part.prime;
  const { rank, pivotRows, pivotColumns, freeColumns, otherRows } = factorization;
  const nullity = freeColumns.length;
  const byColumn = new Int32Array(n);
  const digits = new Int32Array(rank);
  const products = new Int32Array(n);
  const product = matrix.product;

  /** y (zero on the free columns) with (M y) = target on the pivot rows mod q, and target - M y on the other rows. */
  const lift = (target: ArrayLike<number>): { y: Int32Array; rest: Int32Array } => {
    const residual = new Int32Array(n);
    for (let i = 0; i < n; i++) residual[i] = ((target[i] % q) + q) % q;
    const y = new Int32Array(n);
    let scale = 1;
    for (let level = 0; level < part.exponent; level++) {
      for (let t = 0; t < rank; t++) {
        const value = residual[pivotRows[t]];
        if (value % scale !== 0) throw new Error('internal solver: a lifted residual is not divisible by p');
        digits[t] = (value / scale) % p;
      }
      const u = factorization.solvePivotBlock(digits);
      byColumn.fill(0);
      let nonZero = false;
      for (let t = 0; t < rank; t++) {
        if (u[t] === 0) continue;
        nonZero = true;
        byColumn[pivotColumns[t]] = u[t];
        y[pivotColumns[t]] += scale * u[t];
      }
      if (nonZero) {
        // The last digit only changes the other rows' residual that the caller reads.
        const rows = level === part.exponent - 1 ? otherRows : null;
        product(rows, byColumn, products);
        const count = rows ? rows.length : n;
        for (let index = 0; index < count; index++) {
          const i = rows ? rows[index] : index;
          residual[i] = (((residual[i] - scale * products[i]) % q) + q) % q;
        }
      }
      scale *= p;
    }
    const rest = new Int32Array(nullity);
    for (let s = 0; s < nullity; s++) rest[s] = residual[otherRows[s]];
    return { y, rest };
  };

  // z_s = e_j + lift(-M e_j) for free column j = freeColumns[s]; S column s = M z_s on the other rows.
  const lifted: Uint8Array[] = [];
  const schur: Uint8Array[] = Array.from({ length: nullity }, () => new Uint8Array(nullity));
  for (let s = 0; s < nullity; s++) {
    const j = freeColumns[s];
    const target = new Int32Array(n);
    for (let i = 0; i < n; i++) target[i] = (q - matrix.entry(i, j)) % q;
    const { y, rest } = lift(target);
    const z = new Uint8Array(n);
    for (let i = 0; i < n; i++) z[i] = y[i] % q;
    z[j] = 1;
    lifted.push(z);
    for (let r = 0; r < nullity; r++) schur[r][s] = (q - rest[r]) % q;
  }

  /** base + sum coefficients[s] z_s (mod q); no coefficients means base alone. */
  const combine = (base: Int32Array | null, coefficients: ArrayLike<number> | null): Uint8Array => {
    const sum = new Int32Array(n);
    if (base) sum.set(base);
    for (let s = 0; coefficients && s < nullity; s++) {
      const c = coefficients[s] % q;
      if (c === 0) continue;
      const z = lifted[s];
      for (let i = 0; i < n; i++) sum[i] = (sum[i] + c * z[i]) % q;
    }
    const result = new Uint8Array(n);
    for (let i = 0; i < n; i++) result[i] = sum[i] % q;
    return result;
  };

  if (part.exponent === 1) {
    return {
      part,
      size: n,
      kernel: lifted.map((vector) => ({ vector, order: p })),
      solve(c) {
        const { y, rest } = lift(c);
        if (rest.some((value) => value !== 0)) return null;
        return combine(y, null);
      },
    };
  }
  const form: SmithForm = smithForm(schur, part);
  return {
    part,
    size: n,
    kernel: kernelGenerators(form).map(({ vector, order }) => ({ vector: combine(null, vector), order })),
    solve(c) {
      const { y, rest } = lift(c);
      const x = solveWithSmithForm(form, rest);
      return x ? combine(y, x) : null;
    },
  };
}
