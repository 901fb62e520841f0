/**
 * The reduced system of a plain board over any Z_k, without a symbolic chase.
 *
 * Chasing down the rows ({@link rowOrientation}: rows of n = min(rows, columns) cells), row r's
 * equation x_(r-1) + T x_r + x_(r+1) = b_r, with T the n x n tridiagonal all-ones matrix of a
 * row's own neighbourhood, gives x_(r+1) = b_r - T x_r - x_(r-1) from the free first row x_0 = f,
 * and the last row's equation is left over: its residual is c - M f with M = A(T) a polynomial
 * in T. So M commutes with T, and T e_j = e_(j-1) + e_j + e_(j+1) gives every column from the
 * first: M e_(j+1) = T (M e_j) - M e_j - M e_(j-1). The first column comes from one numeric chase
 * with f = e_0 on the zero board. Cost O(N + n^2) for M instead of O(N n), N the number of cells.
 * Pure.
 */

import type { BoardReduction } from './boardReduction';
import { packBinaryMatrix } from '../arithmetic/modularMatrix';
import { byteResidueTable, chaseOrderBytes, fromChaseOrder, rowOrientation } from './rowOrientation';
import { slicedQuietChases } from './slicedChase';

/** The reduction of a plain rows x columns board. */
export function plainReduction(rows: number, columns: number): BoardReduction {
  const { width: n, height } = rowOrientation(rows, columns);

  /**
   * Chases from the first row `first` through b (chase order, or null for 0) over Z_k; writes
   * the rows into `presses` when given and returns the last row's residual.
   */
  const chase = (b: Uint8Array | null, first: ArrayLike<number>, k: number, presses: Uint8Array | null): Int32Array => {
    // x_(r+1) = b - (neighbours + x_(r-1)): at most four terms of k - 1, so b + 4k - sum is in 0..255 + 4k.
    const reduce = byteResidueTable(k);
    const offset = 4 * k;
    let previous = new Int32Array(n);
    let current = new Int32Array(n);
    let next = new Int32Array(n);
    for (let i = 0; i < n; i++) current[i] = first[i] % k;
    if (presses) presses.set(current, 0);
    for (let r = 0; r < height; r++) {
      const base = r * n;
      if (n === 1) {
        next[0] = reduce[(b ? b[base] : 0) + offset - current[0] - previous[0]];
      } else if (b) {
        next[0] = reduce[b[base] + offset - current[0] - current[1] - previous[0]];
        for (let i = 1; i < n - 1; i++) next[i] = reduce[b[base + i] + offset - current[i - 1] - current[i] - current[i + 1] - previous[i]];
        next[n - 1] = reduce[b[base + n - 1] + offset - current[n - 2] - current[n - 1] - previous[n - 1]];
      } else {
        next[0] = reduce[offset - current[0] - current[1] - previous[0]];
        for (let i = 1; i < n - 1; i++) next[i] = reduce[offset - current[i - 1] - current[i] - current[i + 1] - previous[i]];
        next[n - 1] = reduce[offset - current[n - 2] - current[n - 1] - previous[n - 1]];
      }
      if (r + 1 === height) return next;
      if (presses) presses.set(next, base + n);
      const spare = previous;
      previous = current;
      current = next;
      next = spare;
    }
    return next;
  };

  const matrix = (k: number): Uint8Array => {
    const unit = new Int32Array(n);
    unit[0] = 1;
    // The residual of f = e_0 on the zero board is -M e_0.
    const residual = chase(null, unit, k, null);
    const result = new Uint8Array(n * n);
    let previous = new Int32Array(n);
    let column = new Int32Array(n);
    let next = new Int32Array(n);
    for (let i = 0; i < n; i++) column[i] = (k - residual[i]) % k;
    for (let j = 0; j < n; j++) {
      for (let i = 0; i < n; i++) result[i * n + j] = column[i];
      if (j + 1 === n) break;
      // T col - col - previous: the column's left and right neighbours minus the column before it.
      for (let i = 0; i < n; i++) {
        let value = (i > 0 ? column[i - 1] : 0) + (i + 1 < n ? column[i + 1] : 0) - previous[i];
        value %= k;
        if (value < 0) value += k;
        next[i] = value;
      }
      const spare = previous;
      previous = column;
      column = next;
      next = spare;
    }
    return result;
  };

  return {
    size: n,
    matrix,
    binaryMatrix: () => packBinaryMatrix(matrix(2), n),
    reducedRightHandSide: (rightHandSide, k) => chase(chaseOrderBytes(rightHandSide, rows, columns, k), new Int32Array(n), k, null),
    pressPattern(rightHandSide, free, k) {
      const presses = new Uint8Array(rows * columns);
      chase(chaseOrderBytes(rightHandSide, rows, columns, k), free, k, presses);
      return fromChaseOrder(presses, rows, columns);
    },
    quietPatterns(frees, k) {
      if (k === 2 || k === 3) return slicedQuietChases({ width: n, height, wrap: false }, frees, k).map((pattern) => fromChaseOrder(pattern, rows, columns));
      return frees.map((free) => {
        const presses = new Uint8Array(rows * columns);
        chase(null, free, k, presses);
        return fromChaseOrder(presses, rows, columns);
      });
    },
  };
}
