/**
 * The shapes of cells on a canvas, shared by the cell painter and the proof marks: a cell's square
 * or hexagon added to a path, the visual centre of a cell, and whether cells get separating lines.
 * DOM only here (Path2D).
 */

import { isHighContrast, type ThemeKind } from './cellColours';
import { cellBounds, cellCentre, hexagonOffsets, type GridLayout, type Point, type VisibleRange } from './gridGeometry';

/** Cells at least this large (CSS px) get separating lines outside high contrast. */
export const MIN_GAP_CELL_SIZE = 8;

/** Cells at least this large (CSS px) get separating lines in high contrast. */
export const MIN_HIGH_CONTRAST_GAP_CELL_SIZE = 4;

/**
 * Whether cells get separating lines: in high contrast from {@link MIN_HIGH_CONTRAST_GAP_CELL_SIZE},
 * otherwise from {@link MIN_GAP_CELL_SIZE}. Smaller cells are drawn edge to edge (and the sizer
 * draws a rectangle round the board), which also keeps large hex boards fast to paint.
 */
export function isGapped(layout: GridLayout, theme: ThemeKind): boolean {
  return layout.cellSize >= (isHighContrast(theme) ? MIN_HIGH_CONTRAST_GAP_CELL_SIZE : MIN_GAP_CELL_SIZE);
}

/** Calls `visit` for every cell of the range in reading order. */
export function forEachCell(range: VisibleRange, visit: (row: number, col: number) => void): void {
  for (let row = range.firstRow; row <= range.lastRow; row++) {
    for (let col = range.firstColumn; col <= range.lastColumn; col++) visit(row, col);
  }
}

const offsetCache = new Map<string, readonly Point[]>();

/** {@link hexagonOffsets}, computed once per size and inset. */
function cachedHexagonOffsets(cellSize: number, inset: number): readonly Point[] {
  const key = `${cellSize}/${inset}`;
  let offsets = offsetCache.get(key);
  if (offsets === undefined) {
    if (offsetCache.size > 64) offsetCache.clear();
    offsetCache.set(key, (offsets = hexagonOffsets(cellSize, inset)));
  }
  return offsets;
}

/** Adds the cell's shape (square, or hexagon shrunk by `inset`) to `path` as a closed sub-path. */
export function addCellShape(path: Path2D, layout: GridLayout, row: number, col: number, inset: number, gapped: boolean): void {
  if (layout.topology === 'hex') {
    const centre = cellCentre(layout, row, col);
    const offsets = cachedHexagonOffsets(layout.cellSize, inset);
    path.moveTo(centre.x + offsets[0].x, centre.y + offsets[0].y);
    for (let i = 1; i < offsets.length; i++) path.lineTo(centre.x + offsets[i].x, centre.y + offsets[i].y);
    path.closePath();
    return;
  }
  const box = cellBounds(layout, row, col);
  // Square cells leave a one-pixel line at their left and top; the sizer draws the board's right and bottom edge.
  const gap = gapped ? 1 : 0;
  path.rect(box.x + gap + inset, box.y + gap + inset, box.width - gap - 2 * inset, box.height - gap - 2 * inset);
}

/** The visual centre of a cell (square cells sit right/below of their left/top line). */
export function markCentre(layout: GridLayout, row: number, col: number, gapped: boolean): Point {
  const centre = cellCentre(layout, row, col);
  return layout.topology !== 'hex' && gapped ? { x: centre.x + 0.5, y: centre.y + 0.5 } : centre;
}
