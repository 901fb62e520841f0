/**
 * The fast path for plain boards over GF(p), p an odd prime: the GF(p) counterpart of
 * {@link binaryPlainSystem} (read that file's comment for the method). Over GF(p) the signs matter:
 * the chase is x_(r+1) = b_r - T x_r - x_(r-1), the first row's coefficient polynomials follow
 * P_0 = 1, P_1 = -x, P_(r+1) = -x P_r - P_(r-1), the last row leaves P_m(T) y = -c (c the residual
 * of the zero first row), and T's characteristic polynomial is q_0 = 1, q_1 = x - 1,
 * q_(j+1) = (x - 1) q_j - q_(j-1). Rows are plain arrays of residues; cost O(m n) for the chases and
 * O(n^2) for the algebra. Pure.
 */

import {
  addScaledShifted,
  dividePrime,
  extendedGcdPrime,
  multiplyModuloPrime,
  negatePrime,
  primePolynomial,
  zeroPrimePolynomial,
  type PrimePolynomial,
} from '../arithmetic/primePolynomial';

/** The shape-dependent part for rows of `width` cells, `height` rows, over GF(p). */
export interface PrimePlainSystem {
  readonly p: number;
  readonly width: number;
  readonly height: number;
  /** T^j e_1 for j < n, row j at j * n (entries 0..p-1; entry j of row j is 1, later ones 0). */
  readonly krylov: Int32Array;
  readonly gcd: PrimePolynomial;
  readonly inverseFactor: PrimePolynomial;
  readonly kernelFactor: PrimePolynomial;
  readonly nullity: number;
}

/** out = T x over GF(p) (x plus its left and right neighbours). */
function applyRowOperator(x: ArrayLike<number>, from: number, out: Int32Array, to: number, n: number, p: number): void {
  for (let i = 0; i < n; i++) {
    let sum = x[from + i];
    if (i > 0) sum += x[from + i - 1];
    if (i + 1 < n) sum += x[from + i + 1];
    out[to + i] = sum % p;
  }
}

/** Builds the shape-dependent part. */
export function primePlainSystem(width: number, height: number, p: number): PrimePlainSystem {
  const n = width;
  const krylov = new Int32Array(n * n);
  krylov[0] = 1;
  for (let j = 1; j < n; j++) applyRowOperator(krylov, (j - 1) * n, krylov, j * n, n, p);
  let qPrevious = primePolynomial([1], p, n + 1);
  let q = primePolynomial([-1, 1], p, n + 1);
  for (let j = 1; j < n; j++) {
    // q_(j+1) = x q_j - q_j - q_(j-1), built in q_(j-1)'s storage.
    negatePrime(qPrevious, p);
    addScaledShifted(qPrevious, q, 1, 1, p);
    addScaledShifted(qPrevious, q, p - 1, 0, p);
    [qPrevious, q] = [q, qPrevious];
  }
  // P_m mod q, by P_(r+1) = -x P_r - P_(r-1).
  let pPrevious = primePolynomial([1], p, n + 1);
  let pCurrent = primePolynomial([0, -1], p, n + 1);
  reduceByQ(pCurrent, q, n, p);
  for (let r = 1; r < height; r++) {
    negatePrime(pPrevious, p);
    addScaledShifted(pPrevious, pCurrent, p - 1, 1, p);
    reduceByQ(pPrevious, q, n, p);
    [pPrevious, pCurrent] = [pCurrent, pPrevious];
  }
  const { gcd, inverseFactor } = extendedGcdPrime(pCurrent, q, p);
  const kernelFactor = dividePrime(q, gcd, p).quotient;
  return { p, width: n, height, krylov, gcd, inverseFactor, kernelFactor, nullity: gcd.degree };
}

/** Reduces a polynomial of degree <= n modulo the monic q of degree n. */
function reduceByQ(a: PrimePolynomial, q: PrimePolynomial, n: number, p: number): void {
  if (a.degree >= n) addScaledShifted(a, q, p - a.coefficients[a.degree], a.degree - n, p);
}

function toPolynomial(system: PrimePlainSystem, row: Int32Array): PrimePolynomial {
  const { width: n, krylov, p } = system;
  const v = Int32Array.from(row);
  const f = zeroPrimePolynomial(n);
  for (let j = n - 1; j >= 0; j--) {
    const coefficient = v[j];
    if (coefficient === 0) continue;
    f.coefficients[j] = coefficient;
    if (f.degree < 0) f.degree = j;
    const base = j * n;
    for (let i = 0; i <= j; i++) v[i] = (v[i] + (p - coefficient) * krylov[base + i]) % p;
  }
  return f;
}

function toRow(system: PrimePlainSystem, f: PrimePolynomial): Int32Array {
  const { width: n, krylov, p } = system;
  const row = new Int32Array(n);
  for (let j = 0; j <= f.degree; j++) {
    const coefficient = f.coefficients[j];
    if (coefficient === 0) continue;
    const base = j * n;
    for (let i = 0; i <= j; i++) row[i] = (row[i] + coefficient * krylov[base + i]) % p;
  }
  return row;
}

/**
 * Chases down the rows from the first row's presses: fills `presses` (height x width, each
 * 0..p-1) and returns the last row's residual (zero exactly when the pattern solves the board).
 * `board` holds b = objective - state (mod p), row-major in the chase's orientation; null is 0.
 */
export function chasePrimeRows(system: PrimePlainSystem, board: ArrayLike<number> | null, firstRow: Int32Array, presses: Uint8Array): Int32Array {
  const { width: n, height, p } = system;
  presses.set(firstRow, 0);
  const residual = new Int32Array(n);
  for (let r = 0; r < height; r++) {
    const row = r * n;
    const last = r + 1 === height;
    for (let i = 0; i < n; i++) {
      // b - (x_(r-1) + T x_r) with every term in 0..p-1: the sum is in -4(p-1)..p-1.
      let value = (board ? board[row + i] : 0) - presses[row + i];
      if (i > 0) value -= presses[row + i - 1];
      if (i + 1 < n) value -= presses[row + i + 1];
      if (r > 0) value -= presses[row - n + i];
      while (value < 0) value += p;
      if (last) residual[i] = value;
      else presses[row + n + i] = value;
    }
  }
  return residual;
}

/** A particular solution (height x width residues) of the board, or null. */
export function solvePrimePlain(system: PrimePlainSystem, board: ArrayLike<number>): Uint8Array | null {
  const { width: n, height, p } = system;
  const presses = new Uint8Array(height * n);
  const residual = chasePrimeRows(system, board, new Int32Array(n), presses);
  for (let i = 0; i < n; i++) residual[i] = (p - residual[i]) % p;
  const { quotient, remainder } = dividePrime(toPolynomial(system, residual), system.gcd, p);
  if (remainder.degree >= 0) return null;
  const firstRow = toRow(system, multiplyModuloPrime(system.inverseFactor, quotient, system.kernelFactor, p));
  const check = chasePrimeRows(system, board, firstRow, presses);
  if (check.some((value) => value !== 0)) throw new Error('internal solver: the GF(p) fast path produced a pattern that does not solve the board');
  return presses;
}

/** The first row of kernel generator i < nullity: (q / g) x^i in Krylov coordinates. */
export function primeKernelFirstRow(system: PrimePlainSystem, index: number): Int32Array {
  const h = zeroPrimePolynomial(system.width + 1);
  addScaledShifted(h, system.kernelFactor, 1, index, system.p);
  return toRow(system, h);
}

/** Kernel generator i < nullity as a full press pattern (height x width residues): (q / g) x^i, chased. */
export function primeKernelPattern(system: PrimePlainSystem, index: number): Uint8Array {
  const { width: n, height } = system;
  const presses = new Uint8Array(height * n);
  const residual = chasePrimeRows(system, null, primeKernelFirstRow(system, index), presses);
  if (residual.some((value) => value !== 0)) throw new Error('internal solver: a GF(p) kernel vector is not quiet');
  return presses;
}
