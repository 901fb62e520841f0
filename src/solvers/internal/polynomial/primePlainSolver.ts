/**
 * The fast path for plain boards over GF(p), p an odd prime: the GF(p) counterpart of
 * {@link binaryPlainSystem} (read that file's comment for the method). Over GF(p) the signs matter:
 * the chase is x_(r+1) = b_r - T x_r - x_(r-1), the first row's coefficient polynomials follow
 * P_0 = 1, P_1 = -x, P_(r+1) = -x P_r - P_(r-1), the last row leaves P_m(T) y = -c (c the residual
 * of the zero first row), and T's characteristic polynomial is q_0 = 1, q_1 = x - 1,
 * q_(j+1) = (x - 1) q_j - q_(j-1).
 *
 * The change to polynomial coordinates needs no n x n table: q_j is also the characteristic
 * polynomial of T's leading j x j block, and q_j(T) e_1 = e_(j+1) (T - 1 is the path's adjacency,
 * so (T - 1) e_(j+1) - e_j = e_(j+2)). So the row v is f(T) e_1 for f = sum v_j q_j, summed by
 * Clenshaw's recurrence, and f(T) e_1 is evaluated by Horner's rule on rows: each O(n^2) with no
 * memory beyond a few rows. Rows are bytes (residues), sums are reduced by table lookups. Cost:
 * O(m n) for the chases and P_m, O(n^2) for the algebra and the coordinates. Pure.
 */

import { addScaledShifted, dividePrime, extendedGcdPrime, multiplyModuloPrime, zeroPrimePolynomial, type PrimePolynomial } from '../arithmetic/primePolynomial';
import { byteResidueTable } from '../reduction/rowOrientation';
import { chaseResidueRowsWithKernel, residueRowKernelRuns } from '../kernels/residueRowKernel';
import { ROW_KERNEL_WIDTH } from '../kernels/rowBands';

/** The shape-dependent part for rows of `width` cells, `height` rows, over GF(p). */
export interface PrimePlainSystem {
  readonly p: number;
  readonly width: number;
  readonly height: number;
  readonly gcd: PrimePolynomial;
  readonly inverseFactor: PrimePolynomial;
  readonly kernelFactor: PrimePolynomial;
  readonly nullity: number;
}

/** Builds the shape-dependent part. */
export function primePlainSystem(width: number, height: number, p: number): PrimePlainSystem {
  const n = width;
  const q = characteristicPolynomial(n, p);
  const { gcd, inverseFactor } = extendedGcdPrime(chebyshevModulo(q, height, p), q, p);
  const kernelFactor = dividePrime(q, gcd, p).quotient;
  return { p, width: n, height, gcd, inverseFactor, kernelFactor, nullity: gcd.degree };
}

/** q_n, by q_(j+1) = x q_j - q_j - q_(j-1) from q_0 = 1, q_1 = x - 1: O(n^2). */
function characteristicPolynomial(n: number, p: number): PrimePolynomial {
  const reduce = byteResidueTable(p);
  let previous = new Int32Array(n + 1);
  let current = new Int32Array(n + 1);
  previous[0] = 1;
  current[0] = p - 1;
  current[1] = 1;
  for (let j = 1; j < n; j++) {
    // Coefficient i of q_(j+1): q_j[i - 1] - q_j[i] - q_(j-1)[i], each term in 0..p-1; built in q_(j-1)'s storage.
    previous[0] = reduce[2 * p - current[0] - previous[0]];
    for (let i = 1; i <= j + 1; i++) previous[i] = reduce[2 * p + current[i - 1] - current[i] - previous[i]];
    const spare = previous;
    previous = current;
    current = spare;
  }
  return { coefficients: current, degree: n };
}

/** P_m mod q (q monic of degree n), by P_(r+1) = -x P_r - P_(r-1) reduced at each step: O(m n). */
function chebyshevModulo(q: PrimePolynomial, height: number, p: number): PrimePolynomial {
  const n = q.degree;
  const reduce = byteResidueTable(p);
  const times = Uint8Array.from({ length: p * p }, (_, value) => value % p);
  let previous = new Int32Array(n + 1);
  let current = new Int32Array(n + 1);
  let next = new Int32Array(n + 1);
  const modulus = q.coefficients;
  previous[0] = 1;
  // P_1 = -x, reduced when n = 1 (x = 1 - q_1... x mod (x - 1) is 1).
  current[1] = p - 1;
  if (n === 1) {
    current[0] = (current[0] + (p - current[1]) * modulus[0]) % p;
    current[1] = 0;
  }
  for (let r = 1; r < height; r++) {
    // -x P_r - P_(r-1): coefficient i is -(P_r[i-1] + P_(r-1)[i]), in 0..2p-2 before the minus.
    next[0] = reduce[2 * p - previous[0]];
    for (let i = 1; i <= n; i++) next[i] = reduce[2 * p - current[i - 1] - previous[i]];
    const lead = next[n];
    if (lead !== 0) {
      // Minus lead * q (q is monic): coefficient i gains (p - lead) q_i.
      const factor = p - lead;
      for (let i = 0; i < n; i++) next[i] = times[next[i] + factor * modulus[i]];
      next[n] = 0;
    }
    const spare = previous;
    previous = current;
    current = next;
    next = spare;
  }
  let degree = n - 1;
  while (degree >= 0 && current[degree] === 0) degree--;
  return { coefficients: current, degree };
}

/** f = sum v_j q_j (the row v = f(T) e_1 in polynomial coordinates), by Clenshaw's recurrence. */
function toPolynomial(system: PrimePlainSystem, row: ArrayLike<number>): PrimePolynomial {
  const { width: n, p } = system;
  const reduce = byteResidueTable(p);
  // b_j = v_j + (x - 1) b_(j+1) - b_(j+2), degree n - 1 - j; f = b_0.
  let after = new Int32Array(n + 1);
  let current = new Int32Array(n + 1);
  let next = new Int32Array(n + 1);
  for (let j = n - 1; j >= 0; j--) {
    const top = n - 1 - j;
    // Coefficient i: b_(j+1)[i - 1] - b_(j+1)[i] - b_(j+2)[i], each term in 0..p-1.
    next[0] = reduce[2 * p + row[j] - current[0] - after[0]];
    for (let i = 1; i <= top; i++) next[i] = reduce[2 * p + current[i - 1] - current[i] - after[i]];
    const spare = after;
    after = current;
    current = next;
    next = spare;
  }
  const f = zeroPrimePolynomial(n);
  f.coefficients.set(current.subarray(0, n));
  let degree = n - 1;
  while (degree >= 0 && f.coefficients[degree] === 0) degree--;
  f.degree = degree;
  return f;
}

/** The row f(T) e_1, by Horner's rule: v = T v + f_j e_1 from the top coefficient down. */
function toRow(system: PrimePlainSystem, f: PrimePolynomial): Uint8Array {
  const { width: n, p } = system;
  const reduce = byteResidueTable(p);
  let row = new Int32Array(n + 1);
  let next = new Int32Array(n + 1);
  for (let j = f.degree, step = 0; j >= 0; j--, step++) {
    // After `step` steps the row has entries 0..step (at most n - 1).
    const top = Math.min(step, n - 1);
    next[0] = reduce[f.coefficients[j] + (step > 0 ? row[0] + (n > 1 ? row[1] : 0) : 0)];
    for (let i = 1; i <= top; i++) next[i] = reduce[row[i - 1] + row[i] + (i + 1 < n ? row[i + 1] : 0)];
    const spare = row;
    row = next;
    next = spare;
  }
  return Uint8Array.from(row.subarray(0, n));
}

/**
 * Chases down the rows from the first row's presses: fills `presses` (height x width, each
 * 0..p-1) and returns the last row's residual (zero exactly when the pattern solves the board).
 * `board` holds b = objective - state, row-major in the chase's orientation, as bytes (reduced
 * here mod p); null is 0.
 */
export function chasePrimeRows(system: PrimePlainSystem, board: Uint8Array | null, firstRow: ArrayLike<number>, presses: Uint8Array): Uint8Array {
  const { width: n, height, p } = system;
  if (n >= ROW_KERNEL_WIDTH && residueRowKernelRuns(p)) {
    const first = Uint8Array.from({ length: n }, (_, i) => firstRow[i] % p);
    return chaseResidueRowsWithKernel(p, n, height, board, { first, before: null, wrap: false }, presses).after;
  }
  const reduce = byteResidueTable(p);
  const offset = 4 * p;
  for (let i = 0; i < n; i++) presses[i] = firstRow[i] % p;
  const residual = new Uint8Array(n);
  const zeroRow = new Uint8Array(n);
  const above = new Uint8Array(n);
  for (let r = 0; r < height; r++) {
    const row = r * n;
    const last = r + 1 === height;
    const target = last ? residual : presses;
    const to = last ? 0 : row + n;
    const b = board ? board.subarray(row, row + n) : zeroRow;
    // x_(r-1): the row above, zero for the first.
    const up = r > 0 ? presses.subarray(row - n, row) : above;
    const x = presses.subarray(row, row + n);
    // b - (x_(r-1) + T x_r) with every term in 0..p-1: b + 4p minus it is in 0..255 + 4p.
    if (n === 1) {
      target[to] = reduce[b[0] + offset - x[0] - up[0]];
      continue;
    }
    // A window of three cells slides along the row: one load per cell.
    let left = 0;
    let centre = x[0];
    for (let i = 0; i < n - 1; i++) {
      const right = x[i + 1];
      target[to + i] = reduce[b[i] + offset - left - centre - right - up[i]];
      left = centre;
      centre = right;
    }
    target[to + n - 1] = reduce[b[n - 1] + offset - left - centre - up[n - 1]];
  }
  return residual;
}

/** A particular solution (height x width residues) of the board (bytes in chase order, see {@link chasePrimeRows}), or null. */
export function solvePrimePlain(system: PrimePlainSystem, board: Uint8Array): Uint8Array | null {
  const { width: n, height, p } = system;
  const presses = new Uint8Array(height * n);
  const residual = chasePrimeRows(system, board, new Uint8Array(n), presses);
  for (let i = 0; i < n; i++) residual[i] = (p - residual[i]) % p;
  const { quotient, remainder } = dividePrime(toPolynomial(system, residual), system.gcd, p);
  if (remainder.degree >= 0) return null;
  const firstRow = toRow(system, multiplyModuloPrime(system.inverseFactor, quotient, system.kernelFactor, p));
  const check = chasePrimeRows(system, board, firstRow, presses);
  if (check.some((value) => value !== 0)) throw new Error('internal solver: the GF(p) fast path produced a pattern that does not solve the board');
  return presses;
}

/** The first row of kernel generator i < nullity: (q / g) x^i in polynomial coordinates. */
export function primeKernelFirstRow(system: PrimePlainSystem, index: number): Uint8Array {
  const h = zeroPrimePolynomial(system.width + 1);
  addScaledShifted(h, system.kernelFactor, 1, index, system.p);
  return toRow(system, h);
}

/**
 * The first rows of every kernel generator, as {@link primeKernelFirstRow} gives them one by one:
 * the first by Horner's rule, each next one as T times the one before, since
 * (x h)(T) e_1 = T h(T) e_1 (T is the row's own neighbourhood: a cell and its left and right
 * neighbours), O(n) a row instead of O(n^2).
 */
export function primeKernelFirstRows(system: PrimePlainSystem): Uint8Array[] {
  const { width: n, p, nullity } = system;
  const rows: Uint8Array[] = [];
  for (let index = 0; index < nullity; index++) {
    if (index === 0) {
      rows.push(primeKernelFirstRow(system, 0));
      continue;
    }
    const before = rows[index - 1];
    const row = new Uint8Array(n);
    for (let i = 0; i < n; i++) row[i] = ((i > 0 ? before[i - 1] : 0) + before[i] + (i + 1 < n ? before[i + 1] : 0)) % p;
    rows.push(row);
  }
  return rows;
}

/** Kernel generator i < nullity as a full press pattern (height x width residues): (q / g) x^i, chased; `firstRow` when known. */
export function primeKernelPattern(system: PrimePlainSystem, index: number, firstRow: Uint8Array = primeKernelFirstRow(system, index)): Uint8Array {
  const { width: n, height } = system;
  const presses = new Uint8Array(height * n);
  const residual = chasePrimeRows(system, null, firstRow, presses);
  if (residual.some((value) => value !== 0)) throw new Error('internal solver: a GF(p) kernel vector is not quiet');
  return presses;
}
