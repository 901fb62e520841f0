/**
 * Chasing row by row along the longer side of a square-celled board (plain or torus, both
 * unchanged by transposition): a board wider than tall is chased on its transpose, so a chase
 * row has min(rows, columns) cells. Pure.
 */

/** How a board's cells map onto chase rows. */
export interface RowOrientation {
  /** True when chase rows are the board's columns. */
  readonly transposed: boolean;
  /** Cells per chase row: min(rows, columns). */
  readonly width: number;
  /** Chase rows: max(rows, columns). */
  readonly height: number;
}

/** The orientation of a rows x columns board. */
export function rowOrientation(rows: number, columns: number): RowOrientation {
  const transposed = columns > rows;
  return { transposed, width: transposed ? rows : columns, height: transposed ? columns : rows };
}

/**
 * A row-major right-hand side (values >= 0) in chase order as bytes, for a chase over Z_k: the
 * array itself when it is already bytes in chase order (entries may then be k or more: read them
 * through {@link byteResidueTable}), else a reduced copy. null stays null.
 */
export function chaseOrderBytes(values: ArrayLike<number> | null, rows: number, columns: number, k: number): Uint8Array | null {
  if (!values) return null;
  if (columns <= rows && values instanceof Uint8Array) return values;
  const out = new Uint8Array(rows * columns);
  if (columns <= rows) {
    for (let i = 0; i < out.length; i++) out[i] = values[i] % k;
    return out;
  }
  for (let r = 0; r < rows; r++) for (let c = 0; c < columns; c++) out[c * rows + r] = values[r * columns + c] % k;
  return out;
}

/** v mod k for v in 0..255 + 4k: a chase step's sum with a byte of the board, looked up instead of divided. */
export function byteResidueTable(k: number): Int32Array {
  const table = new Int32Array(256 + 4 * k);
  for (let value = 0; value < table.length; value++) table[value] = value % k;
  return table;
}

/** A chase-order pattern back in the board's row-major order (in place when not transposed). */
export function fromChaseOrder(values: Uint8Array, rows: number, columns: number): Uint8Array {
  if (columns <= rows) return values;
  const out = new Uint8Array(values.length);
  for (let r = 0; r < rows; r++) for (let c = 0; c < columns; c++) out[r * columns + c] = values[c * rows + r];
  return out;
}
