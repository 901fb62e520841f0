/**
 * The GF(p) part of a hex board by the column chase ({@link chaseHexColumns}) and a 2 x 2 system
 * over a cyclic ring, the method of {@link torusPolynomialPart} carried to hex boards by
 * reflection.
 *
 * The mirror. The board's top and bottom edges are the lines of rows -1 and R (R rows). A
 * reflection through a row line, r -> 2a - r, keeps row parity, so it maps the odd-r hex lattice
 * onto itself; the reflections through rows -1 and R generate the translation by 2(R + 1) rows.
 * Extend the board to the cylinder of P = 2(R + 1) rows (rows mod P) with sigma: r -> -2 - r, and
 * let eps = -1 for odd p, +1 for p = 2. A first column x_0 is admissible when sigma x_0 = eps x_0
 * and x_0 is 0 on the mirror rows -1 and R (for odd p the first follows from the second); the
 * right-hand side b extends the same way (0 on the mirror rows). The cylinder's chase commutes with
 * sigma, and on a mirror row the light's vertical neighbours come in pairs r, sigma r that cancel
 * (x + eps x = 0 for eps = -1, and 2x = 0 over GF(2)), so the chase from an admissible x_0 stays
 * admissible in every column, and on rows 0 .. R - 1 it is the board's own chase (its rows -1 and
 * R are 0). Conversely a board solution extended this way solves every cylinder equation. So the
 * board's solutions are exactly the cylinder's solutions with an admissible first column.
 *
 * The ring. Shifting by two rows (z) commutes with the cylinder's chase, so with rows paired
 * (2j, 2j + 1) a column is a vector of L^2, L = GF(p)[z] / (z^(R+1) - 1), and the residual of the
 * chase is x_C = M x_0 + v with M a 2 x 2 matrix over L: its columns are the residuals of two
 * numeric chases from a single press in row 0 and in row 1. As on the torus, U M V = diag(d_1, d_2)
 * by determinant-1 Bezout steps; d_i y_i = c_i is solvable when h_i = gcd(d_i, z^(R+1) - 1)
 * divides c_i, and the cylinder's kernel is spanned by V ((z^(R+1) - 1) / h_i z^j e_i), j < deg h_i
 * (d = deg h_1 + deg h_2 vectors, few in practice). The admissible solutions are then
 * x_p + K a with Q (x_p + K a) = 0, Q the R + 2 admissibility conditions: a small column
 * elimination of the (R + 2) x d matrix Q K, done once per shape, gives the board's kernel (the
 * null combinations) and, per board, a in O(d R).
 *
 * Cost per shape: two cylinder chases, O(N), and O(R^2) ring arithmetic plus O(d^2 R). Per board:
 * two board chases, O(N), and O(R^2) ring arithmetic. Every solution is checked by its own chase.
 * Pure.
 */

import type { PrimePowerPart } from '../primePowerPart';
import { inverseMod } from '../arithmetic/modular';
import { hexColumnChases, type PreparedRightHandSide } from '../reduction/hexColumnReduction';
import { cyclicSystemOfCoefficients } from './cyclicSystem';

/**
 * True when hex boards of this shape take {@link hexPolynomialPart}: its ring arithmetic costs
 * O(rows^2), so boards far taller than wide keep the general chase (which frees min(rows, columns) presses).
 */
export function hexPolynomialShape(rows: number, columns: number): boolean {
  return rows <= 64 * columns;
}

/**
 * The most work, d^2 (rows + d) for d quiet patterns of the cylinder, the admissible combinations'
 * elimination may take before {@link hexPolynomialPart} gives the shape up.
 */
export const MAX_ADMISSIBLE_WORK = 2 ** 32;

/**
 * The GF(p) part of a hex rows x columns board (any sides of at least 1 cell), or null when the
 * cylinder has so many quiet patterns that their elimination would cost more than `maxWork`
 * (d^2 (rows + d) steps; then the general chase is the better path).
 */
export function hexPolynomialPart(rows: number, columns: number, p: number, maxWork = MAX_ADMISSIBLE_WORK): PrimePowerPart | null {
  const n = rows + 1;
  const height = 2 * n;
  const eps = p === 2 ? 1 : p - 1;
  const chases = hexColumnChases(rows, columns, p);
  // The chase commutes with shifts by two rows: one press in the middle keeps its light cone off
  // the wrapped edge longest; the residual is shifted back to the press in row 0 or 1.
  const middle = 2 * (n >> 1);
  const single = (parity: 0 | 1): Int32Array => {
    const column = new Int32Array(height);
    column[middle + parity] = 1;
    const residual = chases.cylinderResidual(column);
    return Int32Array.from({ length: height }, (_, r) => residual[(r + middle) % height]);
  };
  const even = single(0);
  const odd = single(1);
  const system = cyclicSystemOfCoefficients([half(even, 0), half(odd, 0), half(even, 1), half(odd, 1)], n, p);
  const d = system.nullities[0] + system.nullities[1];
  if (d * d * (rows + d) > maxWork) return null;
  // The cylinder's kernel: V (cofactor_i z^j e_i) is V (cofactor_i e_i) shifted by 2j rows.
  const cylinderKernel: Int32Array[] = [];
  for (const which of [0, 1] as const) {
    if (system.nullities[which] === 0) continue;
    const base = interleaved(system.kernelBase(which));
    for (let j = 0; j < system.nullities[which]; j++) {
      const shifted = new Int32Array(height);
      for (let r = 0; r < height; r++) shifted[(r + 2 * j) % height] = base[r];
      cylinderKernel.push(shifted);
    }
  }
  const admissible = admissibleCombinations(cylinderKernel, rows, eps, p);
  const boardKernel = admissible.nullCombinations.map((combination) => firstColumn(combination, cylinderKernel, null, rows, p));

  const zeroBoard = chases.prepare(null);
  const chaseBoard = (b: PreparedRightHandSide, first: ArrayLike<number>): Uint8Array => {
    const { presses, residual } = chases.presses(b, first);
    if (residual.some((value) => value !== 0)) throw new Error('internal solver: the hex polynomial path produced a pattern that does not solve the board');
    return presses;
  };
  return {
    power: { prime: p, exponent: 1, modulus: p },
    kernelOrders: new Array<number>(boardKernel.length).fill(p),
    solve(rightHandSide) {
      const b = chases.prepare(rightHandSide);
      const residual = chases.residual(b, new Int32Array(rows));
      // The cylinder's residual is the board's extended by eps sigma; the equations are M x_0 = -v.
      const target = new Int32Array(height);
      for (let r = 0; r < rows; r++) {
        target[r] = (p - residual[r]) % p;
        target[height - 2 - r] = (eps * target[r]) % p;
      }
      const solution = system.solve([half(target, 0), half(target, 1)]);
      if (!solution) return null;
      const particular = interleaved(solution);
      const combination = admissible.solve(particular);
      if (!combination) return null;
      return chaseBoard(b, firstColumn(combination, cylinderKernel, particular, rows, p));
    },
    kernelPattern: (index) => chaseBoard(zeroBoard, boardKernel[index]),
    kernelPatterns: () => boardKernel.map((first) => chaseBoard(zeroBoard, first)),
  };
}

/** One parity's rows of a cylinder column (row 2j + parity as coefficient j): an element of the ring. */
function half(column: ArrayLike<number>, parity: 0 | 1): Int32Array {
  const n = column.length / 2;
  const values = new Int32Array(n);
  for (let j = 0; j < n; j++) values[j] = column[2 * j + parity];
  return values;
}

/** The cylinder column whose even rows are the coefficients of `pair[0]` and odd rows those of `pair[1]`. */
function interleaved(pair: readonly [Int32Array, Int32Array]): Int32Array {
  const n = pair[0].length;
  const column = new Int32Array(2 * n);
  for (let j = 0; j < n; j++) {
    column[2 * j] = pair[0][j];
    column[2 * j + 1] = pair[1][j];
  }
  return column;
}

/** Rows 0 .. rows - 1 of x + sum_j a_j K_j (x null: 0), the board's first column. */
function firstColumn(combination: Int32Array, kernel: readonly Int32Array[], x: Int32Array | null, rows: number, p: number): Int32Array {
  const column = new Int32Array(rows);
  if (x) column.set(x.subarray(0, rows));
  combination.forEach((factor, j) => {
    if (factor === 0) return;
    const generator = kernel[j];
    for (let r = 0; r < rows; r++) column[r] = (column[r] + factor * generator[r]) % p;
  });
  return column;
}

/**
 * The admissibility conditions Q x = 0 on cylinder columns x of 2(rows + 1) rows:
 * x_r - eps x_(sigma r) = 0 for r < rows (sigma r = 2 rows - r), x_rows = 0 and x_(2 rows + 1) = 0.
 */
function admissibility(x: ArrayLike<number>, rows: number, eps: number, p: number): Int32Array {
  const height = 2 * (rows + 1);
  const out = new Int32Array(rows + 2);
  for (let r = 0; r < rows; r++) out[r] = (((x[r] - eps * x[height - 2 - r]) % p) + p) % p;
  out[rows] = x[rows] % p;
  out[rows + 1] = x[height - 1] % p;
  return out;
}

/**
 * The column elimination of A = Q K over GF(p) (K the cylinder's kernel columns): A T is, for the
 * pivot columns, the reduced column echelon form (column i is 1 at its pivot row, 0 at the other
 * pivot rows) and 0 elsewhere. The null columns of T span {a : Q K a = 0}; `solve` returns a with
 * Q (x + K a) = 0, or null when there is none.
 */
function admissibleCombinations(
  kernel: readonly Int32Array[],
  rows: number,
  eps: number,
  p: number,
): { nullCombinations: Int32Array[]; solve(x: Int32Array): Int32Array | null } {
  const d = kernel.length;
  const pivots: { row: number; image: Int32Array; combination: Int32Array }[] = [];
  const nullCombinations: Int32Array[] = [];
  for (let j = 0; j < d; j++) {
    const image = admissibility(kernel[j], rows, eps, p);
    const combination = new Int32Array(d);
    combination[j] = 1;
    for (const pivot of pivots) subtractMultiple(image, combination, pivot, image[pivot.row], p);
    const row = image.findIndex((value) => value !== 0);
    if (row < 0) {
      nullCombinations.push(combination);
      continue;
    }
    const scale = inverseMod(image[row], p);
    for (let i = 0; i < image.length; i++) image[i] = (image[i] * scale) % p;
    for (let i = 0; i < d; i++) combination[i] = (combination[i] * scale) % p;
    const pivot = { row, image, combination };
    for (const other of pivots) subtractMultiple(other.image, other.combination, pivot, other.image[row], p);
    pivots.push(pivot);
  }
  // Null combinations found before a later pivot stay null: pivots only reduce pivot columns.
  return {
    nullCombinations,
    solve(x) {
      // Q K a = -Q x: with reduced pivot columns, a = -sum_i (Q x)_(pivot row i) T_i, then check.
      const rest = admissibility(x, rows, eps, p);
      const combination = new Int32Array(d);
      for (const pivot of pivots) {
        const factor = rest[pivot.row];
        if (factor === 0) continue;
        for (let i = 0; i < rest.length; i++) rest[i] = (rest[i] + (p - factor) * pivot.image[i]) % p;
        for (let i = 0; i < d; i++) combination[i] = (combination[i] + (p - factor) * pivot.combination[i]) % p;
      }
      return rest.some((value) => value !== 0) ? null : combination;
    },
  };
}

/** image -= factor pivot.image and combination -= factor pivot.combination (mod p). */
function subtractMultiple(image: Int32Array, combination: Int32Array, pivot: { image: Int32Array; combination: Int32Array }, factor: number, p: number): void {
  if (factor === 0) return;
  const negated = p - factor;
  for (let i = 0; i < image.length; i++) image[i] = (image[i] + negated * pivot.image[i]) % p;
  for (let i = 0; i < combination.length; i++) combination[i] = (combination[i] + negated * pivot.combination[i]) % p;
}
