/**
 * Arrays of a board's cells, one byte a cell, row-major, in a buffer of whole 32-bit words: a pass
 * that reads the cells four at a time (the raster of a zoomed-out board, the grid's digest) then
 * reaches the last cells through a word too, whatever the number of cells. The bytes past the
 * cells are 0. Also whether two cell arrays hold the same values.
 */

/** `length` cells of 0. */
export function newCells(length: number): Uint8Array {
  return new Uint8Array(new ArrayBuffer((length + 3) & ~3), 0, length);
}

/**
 * Whether two optional cell arrays (a board's holes, its target, its grid) are both absent (null or
 * undefined) or hold the same values.
 */
export function sameCells(a: Uint8Array | null | undefined, b: Uint8Array | null | undefined): boolean {
  if (a === undefined || a === null || b === undefined || b === null) return (a ?? undefined) === (b ?? undefined);
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
  return true;
}

/** A copy of `cells` (see {@link newCells}). */
export function copyCells(cells: Uint8Array): Uint8Array {
  const copy = newCells(cells.length);
  copy.set(cells);
  return copy;
}
