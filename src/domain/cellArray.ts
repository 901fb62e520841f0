/**
 * Arrays of a board's cells, one byte a cell, row-major, in a buffer of whole 32-bit words: a pass
 * that reads the cells four at a time (the raster of a zoomed-out board, the grid's digest) then
 * reaches the last cells through a word too, whatever the number of cells. The bytes past the
 * cells are 0.
 */

/** `length` cells of 0. */
export function newCells(length: number): Uint8Array {
  return new Uint8Array(new ArrayBuffer((length + 3) & ~3), 0, length);
}

/** A copy of `cells` (see {@link newCells}). */
export function copyCells(cells: Uint8Array): Uint8Array {
  const copy = newCells(cells.length);
  copy.set(cells);
  return copy;
}
