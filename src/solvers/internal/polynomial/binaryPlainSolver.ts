/**
 * The fast path for plain boards over GF(2) (k = 2), in bit-packed rows.
 *
 * Chasing down the rows (along the longer side, so a row has n = min(R, C) cells and there are
 * m = max(R, C) rows), the presses of row r are x_r = p_r(T) x_0 + (terms of the board), where T is
 * the n x n tridiagonal all-ones matrix of a row's own neighbourhood and p_0 = 1, p_1 = x,
 * p_(r+1) = x p_r + p_(r-1). The last row leaves p_m(T) x_0 = c, with c from one chase with x_0 = 0.
 *
 * T is an irreducible tridiagonal matrix, so e_1 is a cyclic vector: every row vector v is f(T) e_1
 * for one polynomial f of degree < n ("Krylov coordinates"; T^j e_1 ends at position j, so the
 * change of coordinates is triangular). With q the characteristic polynomial of T
 * (q_0 = 1, q_1 = x + 1, q_(j+1) = (x + 1) q_j + q_(j-1)), the system becomes
 * p_m f = f_c (mod q) in GF(2)[x]/(q): with g = gcd(p_m, q) (extended Euclid), it is solvable exactly
 * when g divides f_c, the nullity is deg g, a solution is s (f_c / g) mod (q / g) where s p_m = g,
 * and the kernel is { (q / g) h : deg h < deg g }. See Sutner, "Linear cellular automata and the
 * Garden-of-Eden" (Math. Intelligencer 1989), and Hunziker, Machiavelo and Park, "Chebyshev
 * polynomials over finite fields and reversibility of sigma-automata on square grids" (2004).
 *
 * Cost: O(m n / 32) word operations for the chases and O(n^2 / 32) for the polynomial algebra,
 * instead of O(m n^2) for symbolic chasing plus O(n^3) elimination. Memory: the n x n bit matrix of
 * Krylov vectors and a few rows. Pure.
 */

import {
  addShifted,
  coefficient,
  divide,
  extendedGcd,
  findDegree,
  multiplyModulo,
  zeroPolynomial,
  type BinaryPolynomial,
} from '../arithmetic/binaryPolynomial';
import { binaryRowKernelRuns, chaseRowsWithKernel } from '../kernels/binaryRowKernel';
import { ROW_KERNEL_WIDTH } from '../kernels/rowBands';

/** Everything about a row width n and a row count m that does not depend on the board. */
export interface BinaryPlainSystem {
  /** Cells per row (the chase's unknowns) and number of rows, after orientation. */
  readonly width: number;
  readonly height: number;
  /** Words per packed row. */
  readonly wordsPerRow: number;
  /** T^j e_1 for j < n, row j at j * wordsPerRow. */
  readonly krylov: Uint32Array;
  /** q / g: multiplying by it maps polynomials of degree < deg g onto the kernel. */
  readonly kernelFactor: BinaryPolynomial;
  readonly gcd: BinaryPolynomial;
  /** s with s p_m = g (mod q). */
  readonly inverseFactor: BinaryPolynomial;
  /** The nullity: deg g. */
  readonly nullity: number;
}

/** Builds the shape-dependent part for rows of `width` cells and `height` rows. */
export function binaryPlainSystem(width: number, height: number): BinaryPlainSystem {
  const n = width;
  const wordsPerRow = (n + 31) >>> 5;
  const krylov = new Uint32Array(n * wordsPerRow);
  krylov[0] = 1;
  // T^j e_1 ends at position j: the words above it stay 0.
  for (let j = 1; j < n; j++) applyRowOperator(krylov, (j - 1) * wordsPerRow, krylov, j * wordsPerRow, Math.min(wordsPerRow, (j >> 5) + 1), n);
  // q = characteristic polynomial of T, degree n.
  let qPrevious = zeroPolynomial(n + 1);
  qPrevious.words[0] = 1;
  qPrevious.degree = 0;
  let q = zeroPolynomial(n + 1);
  q.words[0] = 3; // x + 1
  q.degree = 1;
  for (let j = 1; j < n; j++) {
    // q_(j+1) = (x + 1) q_j + q_(j-1), computed into q_(j-1)'s storage.
    addTimesXPlusOne(qPrevious, q);
    const next = qPrevious;
    qPrevious = q;
    q = next;
  }
  // p_m mod q by the recurrence p_(r+1) = x p_r + p_(r-1), reducing as we go.
  let pPrevious = zeroPolynomial(n + 1);
  pPrevious.words[0] = 1;
  pPrevious.degree = 0;
  let p = zeroPolynomial(n + 1);
  if (n === 1) {
    // x mod (x + 1) = 1
    p.words[0] = 1;
    p.degree = 0;
  } else {
    p.words[0] = 2;
    p.degree = 1;
  }
  for (let r = 1; r < height; r++) {
    addTimesXModulo(pPrevious, p, q);
    const next = pPrevious;
    pPrevious = p;
    p = next;
  }
  const { gcd, inverseFactor } = extendedGcd(p, q);
  const kernelFactor = divide(q, gcd).quotient;
  return { width: n, height, wordsPerRow, krylov, kernelFactor, gcd, inverseFactor, nullity: gcd.degree };
}

/** target += (x + 1) source, in one pass over the words. */
function addTimesXPlusOne(target: BinaryPolynomial, source: BinaryPolynomial): void {
  if (source.degree < 0) return;
  const t = target.words;
  const s = source.words;
  const last = (source.degree + 1) >> 5;
  let carry = 0;
  for (let w = 0; w <= last; w++) {
    const word = s[w];
    t[w] ^= word ^ (word << 1) ^ carry;
    carry = word >>> 31;
  }
  target.degree = findDegree(t, Math.max(target.degree, source.degree + 1));
}

/**
 * target += x source (mod m), in one pass over the words, for target and source of degree below
 * deg m: x source reaches degree deg m exactly when source's top coefficient does, and then m is
 * added in the same pass.
 */
function addTimesXModulo(target: BinaryPolynomial, source: BinaryPolynomial, modulus: BinaryPolynomial): void {
  const n = modulus.degree;
  const reduce = source.degree === n - 1;
  const t = target.words;
  const s = source.words;
  const m = modulus.words;
  const last = reduce ? n >> 5 : (source.degree + 1) >> 5;
  let carry = 0;
  for (let w = 0; w <= last; w++) {
    const word = s[w];
    t[w] ^= (word << 1) ^ carry ^ (reduce ? m[w] : 0);
    carry = word >>> 31;
  }
  target.degree = findDegree(t, reduce ? n : Math.max(target.degree, source.degree + 1));
}

/** out = T x (x, its left and right neighbours, in n bits), for packed rows at the given offsets; `words` may stop short of the row when the words above are 0. */
function applyRowOperator(source: Uint32Array, from: number, target: Uint32Array, to: number, words: number, n: number): void {
  for (let w = 0; w < words; w++) {
    const word = source[from + w];
    const below = w > 0 ? source[from + w - 1] >>> 31 : 0;
    const above = w + 1 < words ? source[from + w + 1] << 31 : 0;
    target[to + w] = word ^ ((word << 1) | below) ^ ((word >>> 1) | above);
  }
  const spare = words * 32 - n;
  if (spare > 0) target[to + words - 1] &= 0xffffffff >>> spare;
}

/** Krylov coordinates of a packed row: f with f(T) e_1 = v. */
function toPolynomial(system: BinaryPlainSystem, row: Uint32Array): BinaryPolynomial {
  const { width: n, wordsPerRow, krylov } = system;
  const v = row.slice();
  const f = zeroPolynomial(n);
  for (let j = n - 1; j >= 0; j--) {
    if ((v[j >> 5] >>> (j & 31)) & 1) {
      f.words[j >> 5] |= 1 << (j & 31);
      if (f.degree < 0) f.degree = j;
      const base = j * wordsPerRow;
      for (let w = 0; w <= j >> 5; w++) v[w] ^= krylov[base + w];
    }
  }
  return f;
}

/** The packed row f(T) e_1. */
function toRow(system: BinaryPlainSystem, f: BinaryPolynomial): Uint32Array {
  const { wordsPerRow, krylov } = system;
  const row = new Uint32Array(wordsPerRow);
  for (let j = 0; j <= f.degree; j++) {
    if (!coefficient(f, j)) continue;
    const base = j * wordsPerRow;
    for (let w = 0; w <= j >> 5; w++) row[w] ^= krylov[base + w];
  }
  return row;
}

/**
 * Chases down the rows: given the first row's presses, fills `presses` (height x wordsPerRow
 * words) and returns the last row's residual (zero exactly when the pattern solves the board).
 * `board` holds the right-hand sides b (state XOR objective), packed the same way; null means 0.
 * With `presses` null only the residual is wanted: three rows in turn hold the chase.
 */
export function chaseRows(system: BinaryPlainSystem, board: Uint32Array | null, firstRow: Uint32Array, presses: Uint32Array | null): Uint32Array {
  const { width: n, height, wordsPerRow: W } = system;
  if (n >= ROW_KERNEL_WIDTH && binaryRowKernelRuns()) return chaseRowsWithKernel(n, height, W, board, firstRow, presses);
  const held = presses ?? new Uint32Array(3 * W);
  const rowsHeld = presses ? height : 3;
  held.set(firstRow, 0);
  const scratch = new Uint32Array(W);
  const lastMask = 0xffffffff >>> (W * 32 - n);
  // A row of zeros stands for the missing row above the first and for no board.
  const zeros = new Uint32Array(W);
  const rightHandSide = board ?? zeros;
  for (let r = 0; r < height; r++) {
    // Equation of row r: x_(r-1) + T x_r + x_(r+1) = b_r, so x_(r+1) = b_r + T x_r + x_(r-1).
    const target = r + 1 < height ? held : scratch;
    const to = r + 1 < height ? ((r + 1) % rowsHeld) * W : 0;
    const at = (r % rowsHeld) * W;
    const above = r > 0 ? held : zeros;
    const aboveAt = r > 0 ? ((r - 1) % rowsHeld) * W : 0;
    const boardAt = board ? r * W : 0;
    let previous = 0;
    let word = held[at];
    for (let w = 0; w < W; w++) {
      const next = w + 1 < W ? held[at + w + 1] : 0;
      target[to + w] = word ^ (word << 1) ^ (previous >>> 31) ^ (word >>> 1) ^ (next << 31) ^ above[aboveAt + w] ^ rightHandSide[boardAt + w];
      previous = word;
      word = next;
    }
    target[to + W - 1] &= lastMask;
  }
  return scratch;
}

/** A particular solution (packed, height x wordsPerRow) of the packed board, or null when there is none. */
export function solveBinaryPlain(system: BinaryPlainSystem, board: Uint32Array): Uint32Array | null {
  const { height, wordsPerRow: W } = system;
  const residual = chaseRows(system, board, new Uint32Array(W), null);
  // p_m(T) y = residual of the zero first row (the residual is linear in y plus this constant).
  const target = toPolynomial(system, residual);
  const { quotient, remainder } = divide(target, system.gcd);
  if (remainder.degree >= 0) return null;
  // Modulo q / g; when g = q every first row is in the kernel and y = 0.
  const firstRow = toRow(system, multiplyModulo(system.inverseFactor, quotient, system.kernelFactor));
  const presses = new Uint32Array(height * W);
  const check = chaseRows(system, board, firstRow, presses);
  if (check.some((word) => word !== 0)) throw new Error('internal solver: the GF(2) fast path produced a pattern that does not solve the board');
  return presses;
}

/** Kernel generator i < nullity (a quiet pattern) as a packed full press pattern: (q / g) x^i, chased. */
export function binaryKernelPattern(system: BinaryPlainSystem, index: number): Uint32Array {
  const { height, wordsPerRow: W } = system;
  const h = zeroPolynomial(system.width + 1);
  addShifted(h, system.kernelFactor, index);
  const presses = new Uint32Array(height * W);
  const residual = chaseRows(system, null, toRow(system, h), presses);
  if (residual.some((word) => word !== 0)) throw new Error('internal solver: a GF(2) kernel vector is not quiet');
  return presses;
}
