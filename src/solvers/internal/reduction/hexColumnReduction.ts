/**
 * The column chase of hex boards ("odd-r" offset rows, {@link neighbourhoodInto}) over GF(p).
 *
 * The light of cell (r, c) has neighbours in column c + 1: for even r only (r, c + 1); for odd r
 * (r - 1, c + 1), (r, c + 1) and (r + 1, c + 1), where rows r +- 1 are even. So, given the presses
 * of columns c - 1 and c, the lights of column c fix the presses of column c + 1: first those of
 * the even rows, then those of the odd rows (each with coefficient 1, so the chase never divides).
 * The free presses are the first column's; the pattern solves the board exactly when the virtual
 * column after the last one comes out 0 (its residual). The same chase runs on a cylinder (rows
 * taken modulo an even height, so row parities stay aligned), which {@link hexPolynomialPart}
 * uses. Arrays here are column-major (cell (r, c) at c * height + r): the chase reads and writes
 * whole columns, in order. O(N) per chase. Pure.
 */

/**
 * Chases the columns of a height x columns hex grid over GF(p) from the first column's presses
 * `first` (height residues). `rightHandSide` is b = objective - state, column-major, entries
 * 0..p-1 (null: 0). On a cylinder (`wrap`; height even) row -1 is row height - 1 and row height
 * is row 0; otherwise rows outside the grid are absent. Writes the presses, column-major, into
 * `presses` when given and returns the residual: the virtual column after the last one (height
 * residues), zero exactly when the pattern solves the grid.
 */
export function chaseHexColumns(
  height: number,
  columns: number,
  wrap: boolean,
  p: number,
  rightHandSide: Uint8Array | null,
  first: ArrayLike<number>,
  presses: Uint8Array | null,
): Int32Array {
  if (wrap && height % 2 !== 0) throw new RangeError(`a hex cylinder needs an even height, got ${height}`);
  // Columns padded by one row on each side (index r + 1 holds row r): zero off the grid, the
  // wrapped rows on a cylinder.
  let previous = new Int32Array(height + 2);
  let current = new Int32Array(height + 2);
  let next = new Int32Array(height + 2);
  for (let r = 0; r < height; r++) current[r + 1] = ((first[r] % p) + p) % p;
  const pad = (column: Int32Array): void => {
    if (!wrap) return;
    column[0] = column[height];
    column[height + 1] = column[1];
  };
  pad(current);
  // b - (six terms of at most p - 1) + 6p lies in 0..7p - 1.
  const residue = new Int32Array(7 * p);
  for (let value = 0; value < residue.length; value++) residue[value] = value % p;
  const offset = 6 * p;
  for (let c = 0; c < columns; c++) {
    if (presses) for (let r = 0; r < height; r++) presses[c * height + r] = current[r + 1];
    const base = c * height - 1;
    for (let i = 1; i <= height; i += 2) {
      // Even row r = i - 1: its neighbours in columns c - 1 and c, rows r - 1 .. r + 1.
      const b = rightHandSide ? rightHandSide[base + i] : 0;
      next[i] = residue[b + offset - current[i] - previous[i] - previous[i - 1] - current[i - 1] - previous[i + 1] - current[i + 1]];
    }
    if (wrap) next[height + 1] = next[1];
    for (let i = 2; i <= height; i += 2) {
      // Odd row r = i - 1: (r, c - 1), (r +- 1, c), and the even rows r +- 1 of column c + 1 just set.
      const b = rightHandSide ? rightHandSide[base + i] : 0;
      next[i] = residue[b + offset - current[i] - previous[i] - current[i - 1] - current[i + 1] - next[i - 1] - next[i + 1]];
    }
    pad(next);
    const spare = previous;
    previous = current;
    current = next;
    next = spare;
  }
  return current.slice(1, height + 1);
}

/** Row-major values (>= 0) of a rows x columns grid, reduced mod p, in column-major order; null stays null. */
export function toColumnMajor(values: ArrayLike<number> | null, rows: number, columns: number, p: number): Uint8Array | null {
  if (!values) return null;
  const out = new Uint8Array(rows * columns);
  // Blocks of 64 x 64 cells keep both sides of the transpose in cache.
  const block = 64;
  for (let r0 = 0; r0 < rows; r0 += block) {
    const r1 = Math.min(rows, r0 + block);
    for (let c0 = 0; c0 < columns; c0 += block) {
      const c1 = Math.min(columns, c0 + block);
      for (let r = r0; r < r1; r++) for (let c = c0; c < c1; c++) out[c * rows + r] = values[r * columns + c] % p;
    }
  }
  return out;
}

/** A column-major rows x columns grid in row-major order, as a new array. */
export function toRowMajor(values: Uint8Array, rows: number, columns: number): Uint8Array {
  const out = new Uint8Array(rows * columns);
  const block = 64;
  for (let r0 = 0; r0 < rows; r0 += block) {
    const r1 = Math.min(rows, r0 + block);
    for (let c0 = 0; c0 < columns; c0 += block) {
      const c1 = Math.min(columns, c0 + block);
      for (let c = c0; c < c1; c++) for (let r = r0; r < r1; r++) out[r * columns + c] = values[c * rows + r];
    }
  }
  return out;
}
