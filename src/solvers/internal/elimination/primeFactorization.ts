/**
 * Gaussian elimination of a dense square matrix over GF(p), p an odd prime (or 2, though
 * {@link binaryFactorization} packs GF(2) 32 entries to a word), in the LU form that keeps its
 * multipliers: columns are taken left to right, a column with no non-zero entry among the rows
 * not yet used is free, otherwise its first such row is swapped up and clears the rows below it.
 * The result, P A = L U with the multipliers of L stored where U has its zeros, solves the
 * invertible block A11 = A[pivot rows, pivot columns] in O(rank * size) per right-hand side.
 *
 * Entries are reduced lazily: an update adds (p - m) * u with m, u in 0..p-1, so after t
 * updates an entry is below p + t p^2, far inside Int32 for every size this engine meets
 * (p <= 31, sizes up to 2 * 10^4 keep it under 2^25); a pivot row is reduced when it is chosen,
 * a column when it is searched. Pure.
 */

import { inverseMod } from '../arithmetic/modular';

/** Where an elimination found its pivots. Rows and columns are indices of the original matrix. */
export interface Pivots {
  readonly rank: number;
  /** pivotRows[t] and pivotColumns[t]: the row and column of pivot t (columns increasing). */
  readonly pivotRows: Int32Array;
  readonly pivotColumns: Int32Array;
  /** The columns without a pivot, increasing, and the rows without one. */
  readonly freeColumns: Int32Array;
  readonly otherRows: Int32Array;
}

/**
 * A matrix's elimination over GF(p): which rows and columns hold pivots and how to solve with the
 * invertible block they form.
 */
export interface PrimeFactorization extends Pivots {
  readonly prime: number;
  readonly size: number;
  /**
   * The u (u[t] for column pivotColumns[t], entries 0..p-1) with A11 u = v over GF(p), where
   * A11 = A[pivotRows, pivotColumns] and v[t] is the value for row pivotRows[t] (any integers).
   */
  solvePivotBlock(v: ArrayLike<number>): Int32Array;
}

/** Reports the share of an elimination done (0..1), now and then. */
export type EliminationProgress = (fraction: number) => void;

/** How often (in pivots) an elimination reports progress. */
export const PROGRESS_PIVOTS = 64;

/**
 * The column loop of every elimination here: columns left to right, each either free or the
 * column of the next pivot t. `firstNonZero(t, j)` is the first row at or after position t with a
 * non-zero entry in column j, or -1 when there is none (column j is free); that row is swapped to
 * position t in every one of `matrices` (row-major, `width` entries a row), and `eliminate(t, j)`
 * then clears column j below it. Reports progress now and then.
 */
export function eliminateColumns(
  n: number,
  width: number,
  matrices: readonly (Int32Array | Uint32Array)[],
  firstNonZero: (t: number, j: number) => number,
  eliminate: (t: number, j: number) => void,
  onProgress?: EliminationProgress,
): Pivots {
  const rowAt = new Int32Array(n);
  for (let i = 0; i < n; i++) rowAt[i] = i;
  const pivotColumns: number[] = [];
  const freeColumns: number[] = [];
  let t = 0;
  for (let j = 0; j < n; j++) {
    if (onProgress && t % PROGRESS_PIVOTS === 0 && t > 0) onProgress(1 - ((n - t) / n) ** 3);
    const found = firstNonZero(t, j);
    if (found < 0) {
      freeColumns.push(j);
      continue;
    }
    if (found !== t) swapRows(rowAt, found, t, width, matrices);
    eliminate(t, j);
    pivotColumns.push(j);
    t++;
  }
  return {
    rank: t,
    pivotRows: rowAt.slice(0, t),
    pivotColumns: Int32Array.from(pivotColumns),
    freeColumns: Int32Array.from(freeColumns),
    otherRows: rowAt.slice(t),
  };
}

/** Swaps rows `a` and `b` of every matrix, and their entries in `rowAt`, the original row of each position. */
function swapRows(rowAt: Int32Array, a: number, b: number, width: number, matrices: readonly (Int32Array | Uint32Array)[]): void {
  for (const matrix of matrices) {
    for (let c = 0; c < width; c++) {
      const swap = matrix[a * width + c];
      matrix[a * width + c] = matrix[b * width + c];
      matrix[b * width + c] = swap;
    }
  }
  const swap = rowAt[a];
  rowAt[a] = rowAt[b];
  rowAt[b] = swap;
}

/** One elimination's two passes of {@link PrimeFactorization.solvePivotBlock}, pivot by pivot. */
export interface Substitution {
  /** Clears the values of the previous solve. */
  reset(): void;
  /** Forward with L: pivot i's value from v[i] and the values of the pivots before it. */
  forward(i: number, value: number): void;
  /** Back with U, from the last pivot: u[i], given u of the pivots after it. */
  back(i: number, u: Int32Array): number;
}

/** The factorization over GF(`prime`) of a size x size matrix with these pivots, solving by `substitution`. */
export function pivotFactorization(prime: number, size: number, pivots: Pivots, substitution: Substitution): PrimeFactorization {
  const { rank } = pivots;
  return {
    prime,
    size,
    ...pivots,
    solvePivotBlock(v: ArrayLike<number>): Int32Array {
      substitution.reset();
      for (let i = 0; i < rank; i++) substitution.forward(i, v[i]);
      const u = new Int32Array(rank);
      for (let i = rank - 1; i >= 0; i--) u[i] = substitution.back(i, u);
      return u;
    },
  };
}

/**
 * Eliminates `matrix` (size x size, row-major, entries >= 0) over GF(p). The matrix is copied;
 * the caller's array is not changed.
 */
export function primeFactorization(matrix: ArrayLike<number>, size: number, p: number, onProgress?: EliminationProgress): PrimeFactorization {
  const n = size;
  const a = new Int32Array(n * n);
  for (let i = 0; i < n * n; i++) a[i] = matrix[i] % p;
  const pivotInverses: number[] = [];
  const inverses = new Int32Array(p);
  for (let value = 1; value < p; value++) inverses[value] = inverseMod(value, p);
  const firstNonZero = (t: number, j: number): number => {
    for (let i = t; i < n; i++) {
      const value = a[i * n + j] % p;
      a[i * n + j] = value;
      if (value !== 0) return i;
    }
    return -1;
  };
  const eliminate = (t: number, j: number): void => {
    const pivotRow = t * n;
    for (let c = j + 1; c < n; c++) a[pivotRow + c] %= p;
    const inverse = inverses[a[pivotRow + j]];
    for (let i = t + 1; i < n; i++) {
      const row = i * n;
      const multiplier = ((a[row + j] % p) * inverse) % p;
      a[row + j] = multiplier;
      if (multiplier === 0) continue;
      const factor = p - multiplier;
      for (let c = j + 1; c < n; c++) a[row + c] += factor * a[pivotRow + c];
    }
    pivotInverses.push(inverse);
  };
  const pivots = eliminateColumns(n, n, [a], firstNonZero, eliminate, onProgress);
  const { rank, pivotColumns } = pivots;
  const columnValue = new Int32Array(n);
  return pivotFactorization(p, n, pivots, {
    reset: () => columnValue.fill(0),
    // Forward with L (unit lower triangular, multipliers at [row t, pivot column s] for s < t),
    // writing each solved value at its pivot column so a row's sum runs over its own entries.
    forward(i, value) {
      const end = pivotColumns[i];
      let sum = 0;
      for (let c = 0, row = i * n; c < end; c++) sum += a[row + c] * columnValue[c];
      columnValue[end] = (((value - sum) % p) + p) % p;
    },
    // Back with U: row t holds U (reduced) right of its pivot; free columns stay 0 in u.
    back(i, u) {
      const row = i * n;
      let sum = columnValue[pivotColumns[i]];
      for (let s = i + 1; s < rank; s++) sum -= a[row + pivotColumns[s]] * u[s];
      return ((((sum % p) + p) % p) * pivotInverses[i]) % p;
    },
  });
}
