/**
 * The reduced system of a torus board (both sides at least 3) over any Z_k, without a symbolic
 * chase.
 *
 * Chasing down the rows ({@link rowOrientation}: rows of n = min(rows, columns) cells, h rows), row r's
 * equation x_(r-1) + T x_r + x_(r+1) = b_r with T = 1 + S + S^-1 (S the cyclic shift of a row)
 * gives x_(r+1) = b_r - T x_r - x_(r-1) from two free rows: x_0 and x_(-1), which stands for
 * x_(h-1). The pattern solves the board exactly when the chase closes up, x_h = x_0 and
 * x_(h-1) = x_(-1): 2n conditions in 2n free presses. Every step commutes with S, so each of the
 * four n x n blocks of the reduced matrix is circulant (entry (i, j) depends on i - j mod n only)
 * and two numeric chases, one per free row with a single 1 in it, give all of it: O(N + n^2)
 * instead of a symbolic chase's O(N n). Sides of 1 or 2 cells merge neighbours (a cell counted
 * once), so those boards take the general chase. Pure.
 */

import type { BoardReduction } from './boardReduction';
import { packBinaryMatrix } from '../arithmetic/modularMatrix';
import { byteResidueTable, chaseOrderBytes, fromChaseOrder, rowOrientation } from './rowOrientation';
import { slicedQuietChases } from './slicedChase';
import { chaseResidueRowsWithKernel, residueRowKernelRuns } from '../kernels/residueRowKernel';
import { ROW_KERNEL_WIDTH } from '../kernels/rowBands';

/**
 * A torus board's reduction, with the first column of each of its circulant blocks: `blockColumn(b, k)`
 * is column b n of M over Z_k (2n entries), so block (a, b) of M multiplies a row by the polynomial
 * whose coefficients are entries a n .. a n + n - 1 of it.
 */
export interface TorusReduction extends BoardReduction {
  readonly width: number;
  blockColumn(block: 0 | 1, k: number): Int32Array;
}

/** The reduction of a torus rows x columns board; both sides must be at least 3. */
export function torusReduction(rows: number, columns: number): TorusReduction {
  const { width: n, height } = rowOrientation(rows, columns);
  if (n < 3) throw new RangeError(`the torus reduction needs both sides at least 3, got ${rows}x${columns}`);
  const size = 2 * n;
  const zeroRow = new Uint8Array(n);

  /**
   * Chases from free = (x_0, x_(-1)) through b (chase order, or null for 0) over Z_k; writes the
   * rows x_0 .. x_(h-1) into `presses` when given, x_(h-2) into `beforeLast` when given, and
   * returns (x_h - x_0, x_(h-1) - x_(-1)).
   */
  const chase = (b: Uint8Array | null, free: ArrayLike<number>, k: number, presses: Uint8Array | null, beforeLast?: Int32Array): Int32Array => {
    if (n >= ROW_KERNEL_WIDTH && residueRowKernelRuns(k)) return kernelChase(b, free, k, presses, beforeLast);
    const first = new Int32Array(n);
    const before = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      first[i] = free[i] % k;
      before[i] = free[n + i] % k;
    }
    let previous = before.slice();
    let current = first.slice();
    let next = new Int32Array(n);
    const lastRow = new Int32Array(n);
    // x_(r+1) = b - (neighbours + x_(r-1)): at most four terms of k - 1, so b + 4k - sum is in 0..255 + 4k.
    const reduce = byteResidueTable(k);
    const offset = 4 * k;
    if (presses) presses.set(current, 0);
    for (let r = 0; r < height; r++) {
      const base = r * n;
      const row = b ? b.subarray(base, base + n) : zeroRow;
      // A window of three cells slides along the row: one load per cell.
      let left = current[n - 1];
      let centre = current[0];
      for (let i = 0; i < n - 1; i++) {
        const right = current[i + 1];
        next[i] = reduce[row[i] + offset - left - centre - right - previous[i]];
        left = centre;
        centre = right;
      }
      next[n - 1] = reduce[row[n - 1] + offset - left - centre - current[0] - previous[n - 1]];
      if (r + 1 < height) {
        if (presses) presses.set(next, base + n);
        if (r + 2 === height) lastRow.set(next);
        if (beforeLast && r + 3 === height) beforeLast.set(next);
      }
      const spare = previous;
      previous = current;
      current = next;
      next = spare;
    }
    // `current` is x_h now.
    const residual = new Int32Array(size);
    for (let i = 0; i < n; i++) {
      residual[i] = (current[i] - first[i] + k) % k;
      residual[n + i] = (lastRow[i] - before[i] + k) % k;
    }
    return residual;
  };

  /** The same chase on the SIMD row kernel, rows of bytes. */
  const kernelChase = (b: Uint8Array | null, free: ArrayLike<number>, k: number, presses: Uint8Array | null, beforeLast?: Int32Array): Int32Array => {
    const first = Uint8Array.from({ length: n }, (_, i) => free[i] % k);
    const before = Uint8Array.from({ length: n }, (_, i) => free[n + i] % k);
    const end = chaseResidueRowsWithKernel(k, n, height, b, { first, before, wrap: true }, presses);
    if (beforeLast) beforeLast.set(end.beforeLast);
    const residual = new Int32Array(size);
    for (let i = 0; i < n; i++) {
      residual[i] = (end.after[i] - first[i] + k) % k;
      residual[n + i] = (end.last[i] - before[i] + k) % k;
    }
    return residual;
  };

  /**
   * Both block columns from one chase: the rows a_r chased from a_0 = e_0, a_(-1) = 0 also give
   * the chase from x_0 = 0, x_(-1) = e_0, which is -a_(r-1) (it starts 0, -a_0 and follows the same
   * recurrence). The residual of a unit free press on the zero board is minus its column of M, so
   * column 0 is (e_0 - a_h, -a_(h-1)) and column n is (a_(h-1), a_(h-2) + e_0).
   */
  let unitColumns: { k: number; first: Int32Array; second: Int32Array } | null = null;
  const blockColumn = (block: 0 | 1, k: number): Int32Array => {
    if (unitColumns?.k !== k) {
      const unit = new Int32Array(size);
      unit[0] = 1;
      const beforeLast = new Int32Array(n);
      const residual = chase(null, unit, k, null, beforeLast);
      const first = residual.map((value) => (k - value) % k);
      const second = new Int32Array(size);
      // residual = (a_h - e_0, a_(h-1)).
      for (let i = 0; i < n; i++) {
        second[i] = residual[n + i];
        second[n + i] = (beforeLast[i] + (i === 0 ? 1 : 0)) % k;
      }
      unitColumns = { k, first, second };
    }
    return (block === 0 ? unitColumns.first : unitColumns.second).slice();
  };

  const matrix = (k: number): Uint8Array => {
    const result = new Uint8Array(size * size);
    for (const block of [0, 1] as const) {
      const column = blockColumn(block, k);
      for (let part = 0; part < 2; part++) {
        for (let i = 0; i < n; i++) {
          const row = (part * n + i) * size + block * n;
          for (let j = 0; j < n; j++) result[row + j] = column[part * n + (i >= j ? i - j : i - j + n)];
        }
      }
    }
    return result;
  };

  return {
    size,
    width: n,
    blockColumn,
    matrix,
    binaryMatrix: () => packBinaryMatrix(matrix(2), size),
    reducedRightHandSide: (rightHandSide, k) => chase(chaseOrderBytes(rightHandSide, rows, columns, k), new Int32Array(size), k, null),
    pressPattern(rightHandSide, free, k) {
      const presses = new Uint8Array(rows * columns);
      chase(chaseOrderBytes(rightHandSide, rows, columns, k), free, k, presses);
      return fromChaseOrder(presses, rows, columns);
    },
    quietPatterns(frees, k) {
      if (k === 2 || k === 3) return slicedQuietChases({ width: n, height, wrap: true }, frees, k).map((pattern) => fromChaseOrder(pattern, rows, columns));
      return frees.map((free) => {
        const presses = new Uint8Array(rows * columns);
        chase(null, free, k, presses);
        return fromChaseOrder(presses, rows, columns);
      });
    },
  };
}

/** The two rows a torus chase leaves over, packed: x_h - x_0 (`closing`) and x_(h-1) - x_(-1) (`wrap`). */
export interface PackedTorusResidual {
  readonly closing: Uint32Array;
  readonly wrap: Uint32Array;
}

/**
 * The torus chase over GF(2) in packed rows (bit i of word w is cell 32 w + i of a chase row of
 * n >= 3 cells, `wordsPerRow` = ceil(n / 32) words): from x_0 = `first` and x_(-1) = `before`
 * through the packed right-hand side `board` (height rows, or null for 0), x_(r+1) = b_r + T x_r +
 * x_(r-1) with T a row plus its two cyclic neighbours. Writes x_0 .. x_(h-1) into `presses` when
 * given and returns what is left over; O(N / 32) word operations.
 */
export function chaseBinaryTorus(
  n: number,
  height: number,
  board: Uint32Array | null,
  first: Uint32Array,
  before: Uint32Array,
  presses: Uint32Array | null,
): PackedTorusResidual {
  const words = (n + 31) >>> 5;
  const topWord = (n - 1) >> 5;
  const topBit = (n - 1) & 31;
  const spare = words * 32 - n;
  const lastMask = spare > 0 ? 0xffffffff >>> spare : 0xffffffff;
  let previous = before.slice(0, words);
  let current = first.slice(0, words);
  let next = new Uint32Array(words);
  const lastRow = new Uint32Array(words);
  if (presses) presses.set(current, 0);
  for (let r = 0; r < height; r++) {
    // Cell 0's left neighbour is cell n - 1, and cell n - 1's right neighbour is cell 0.
    const wrapIn = (current[topWord] >>> topBit) & 1;
    const wrapOut = current[0] & 1;
    const base = r * words;
    for (let w = 0; w < words; w++) {
      const word = current[w];
      const below = w > 0 ? current[w - 1] >>> 31 : wrapIn;
      const above = w + 1 < words ? current[w + 1] << 31 : 0;
      next[w] = word ^ ((word << 1) | below) ^ ((word >>> 1) | above) ^ previous[w] ^ (board ? board[base + w] : 0);
    }
    next[words - 1] &= lastMask;
    next[topWord] ^= wrapOut << topBit;
    if (r + 1 < height) {
      if (presses) presses.set(next, base + words);
      if (r + 2 === height) lastRow.set(next);
    }
    const spareRow = previous;
    previous = current;
    current = next;
    next = spareRow;
  }
  // `current` is x_h now.
  const closing = new Uint32Array(words);
  const wrap = new Uint32Array(words);
  for (let w = 0; w < words; w++) {
    closing[w] = current[w] ^ first[w];
    wrap[w] = lastRow[w] ^ before[w];
  }
  return { closing, wrap };
}
