/**
 * Where the cells of a board lie on the canvas, which cell a point hits, and which cells a
 * viewport shows. Pure: no DOM, every length in CSS pixels of the board's content (origin at the
 * top-left corner of the whole board, not of the scrolled viewport).
 *
 * Plain and torus boards are square cells: cell (r, c) covers [c·s, (c+1)·s) × [r·s, (r+1)·s)
 * for cell size s (left/top edges belong to the cell, right/bottom edges to the next one).
 *
 * Hex boards use offset rows "odd-r" (odd rows sit half a cell to the right) drawn as pointy-top
 * regular hexagons of width s (the distance between neighbouring centres of one row):
 * circumradius R = s/√3, rows √3/2·s apart, centre of (r, c) at
 * x = c·s + s/2 + (r odd ? s/2 : 0), y = R + r·(3/2)·R.
 * A point belongs to the hexagon whose centre is nearest (the hexagons tile the plane exactly
 * that way); on a tie the cell first in reading order wins. Points outside every hexagon of the
 * board hit nothing.
 */

import type { Topology } from '../../domain/topology';

/** The smallest cell size the zoom allows, in CSS pixels (a 2000-cell side still fits in 32 px). */
export const MIN_CELL_SIZE = 1 / 64;

/**
 * The largest cell size the zoom steps reach, in CSS pixels. Fitting a small board into a large
 * pane may draw larger cells (the fit fills the room there is); zooming in never shrinks them.
 */
export const MAX_CELL_SIZE = 64;

/**
 * Zooming out stops at this cell size (CSS px), unless the whole board needs smaller cells to fit
 * the view: then it stops at the fit. Also the size below which fitted sizes are not whole pixels.
 */
export const ZOOM_OUT_LIMIT = 4;

/**
 * The zoom steps the +/- buttons, keys and Ctrl+wheel move through, ascending: powers of two
 * below one pixel, then whole pixels.
 */
export const ZOOM_STEPS: readonly number[] = [1 / 64, 1 / 32, 1 / 16, 1 / 8, 1 / 4, 1 / 2, 1, 2, 3, 4, 5, 6, 8, 10, 12, 14, 16, 20, 24, 28, 32, 40, 48, 56, 64];

/** Cells drawn smaller than this (CSS px) are too small to aim at: a click zooms in instead of pressing. */
export const MIN_PRESS_CELL_SIZE = 3;

/** The cell size a click on cells too small to press zooms to (CSS px). */
export const PRESS_ZOOM_CELL_SIZE = 12;

/** Sub-pixel sizes are multiples of this (exact in binary, so sizes print and compare exactly). */
const SIZE_QUANTUM = 1 / 64;

/** The shape and scale of a drawn board. */
export interface GridLayout {
  readonly rows: number;
  readonly columns: number;
  readonly topology: Topology;
  /** Cell size in CSS pixels: the square's side, or the hexagon's width. */
  readonly cellSize: number;
}

/** A 0-based cell position. */
export interface CellPosition {
  readonly row: number;
  readonly col: number;
}

/** An axis-aligned rectangle. */
export interface Rectangle {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A point in content coordinates. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Inclusive ranges of rows and columns to draw; empty when `lastRow < firstRow` or `lastColumn < firstColumn`. */
export interface VisibleRange {
  readonly firstRow: number;
  readonly lastRow: number;
  readonly firstColumn: number;
  readonly lastColumn: number;
}

const SQRT3 = Math.sqrt(3);

/** The circumradius of the hexagons of a hex board of cell size `cellSize` (s/√3). */
export function hexRadius(cellSize: number): number {
  return cellSize / SQRT3;
}

/** The vertical distance between the centres of two neighbouring hex rows (√3/2·s). */
export function hexRowPitch(cellSize: number): number {
  return (cellSize * SQRT3) / 2;
}

/** The size of the whole board in CSS pixels. */
export function contentSize(layout: GridLayout): { readonly width: number; readonly height: number } {
  const { rows, columns, cellSize } = layout;
  if (layout.topology !== 'hex') return { width: columns * cellSize, height: rows * cellSize };
  const width = columns * cellSize + (rows > 1 ? cellSize / 2 : 0);
  const height = rows === 0 ? 0 : 2 * hexRadius(cellSize) + (rows - 1) * hexRowPitch(cellSize);
  return { width, height };
}

/** The centre of cell (row, col). */
export function cellCentre(layout: GridLayout, row: number, col: number): Point {
  const s = layout.cellSize;
  if (layout.topology !== 'hex') return { x: col * s + s / 2, y: row * s + s / 2 };
  return { x: col * s + s / 2 + (row % 2 === 1 ? s / 2 : 0), y: hexRadius(s) + row * hexRowPitch(s) };
}

/** The bounding box of cell (row, col): the square itself, or the hexagon's box. */
export function cellBounds(layout: GridLayout, row: number, col: number): Rectangle {
  const s = layout.cellSize;
  if (layout.topology !== 'hex') return { x: col * s, y: row * s, width: s, height: s };
  const centre = cellCentre(layout, row, col);
  const radius = hexRadius(s);
  return { x: centre.x - s / 2, y: centre.y - radius, width: s, height: 2 * radius };
}

/**
 * The six corners of a pointy-top hexagon of width `cellSize` relative to its centre, clockwise
 * from the top, shrunk towards the centre by `inset` pixels (measured perpendicular to the edges;
 * a negative inset grows it).
 */
export function hexagonOffsets(cellSize: number, inset = 0): Point[] {
  // The apothem (centre to edge) is s/2; shrinking it by `inset` scales the hexagon uniformly.
  const scale = Math.max(0, (cellSize / 2 - inset) / (cellSize / 2));
  const radius = hexRadius(cellSize) * scale;
  const corners: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const angle = -Math.PI / 2 + (i * Math.PI) / 3;
    corners.push({ x: radius * Math.cos(angle), y: radius * Math.sin(angle) });
  }
  return corners;
}

/** The six corners of the hexagon of cell (row, col), as {@link hexagonOffsets} describes them. */
export function hexagonCorners(layout: GridLayout, row: number, col: number, inset = 0): Point[] {
  const centre = cellCentre(layout, row, col);
  return hexagonOffsets(layout.cellSize, inset).map((offset) => ({ x: centre.x + offset.x, y: centre.y + offset.y }));
}

/** Whether `point` lies inside (or on the edge of) the pointy-top hexagon of circumradius `radius` at `centre`. */
export function insideHexagon(point: Point, centre: Point, radius: number): boolean {
  const dx = Math.abs(point.x - centre.x);
  const dy = Math.abs(point.y - centre.y);
  const halfWidth = (radius * SQRT3) / 2;
  const epsilon = 1e-9;
  return dx <= halfWidth + epsilon && dy <= radius - dx / SQRT3 + epsilon;
}

/** The cell under `point`, or null when the point lies outside the board. See the module comment for edges and ties. */
export function hitTest(layout: GridLayout, point: Point): CellPosition | null {
  const { rows, columns, cellSize: s } = layout;
  if (rows <= 0 || columns <= 0 || !(s > 0) || !Number.isFinite(point.x) || !Number.isFinite(point.y)) return null;
  if (layout.topology !== 'hex') {
    if (point.x < 0 || point.y < 0) return null;
    const row = Math.floor(point.y / s);
    const col = Math.floor(point.x / s);
    return row < rows && col < columns ? { row, col } : null;
  }
  const radius = hexRadius(s);
  const pitch = hexRowPitch(s);
  const estimate = Math.floor((point.y - radius) / pitch);
  let best: CellPosition | null = null;
  let bestDistance = Infinity;
  for (let row = Math.max(0, estimate - 1); row <= Math.min(rows - 1, estimate + 2); row++) {
    const shift = row % 2 === 1 ? s / 2 : 0;
    const nearest = Math.floor((point.x - shift) / s);
    for (let col = Math.max(0, nearest - 1); col <= Math.min(columns - 1, nearest + 1); col++) {
      const centre = cellCentre(layout, row, col);
      const distance = (point.x - centre.x) ** 2 + (point.y - centre.y) ** 2;
      if (distance < bestDistance - 1e-9) {
        bestDistance = distance;
        best = { row, col };
      }
    }
  }
  if (best === null) return null;
  return insideHexagon(point, cellCentre(layout, best.row, best.col), radius) ? best : null;
}

/**
 * The rows and columns whose cells intersect the viewport rectangle (content coordinates),
 * clamped to the board. Hex ranges may include one extra column at either side because of the
 * row offsets; drawing it is harmless.
 */
export function visibleRange(layout: GridLayout, viewport: Rectangle): VisibleRange {
  const { rows, columns, cellSize: s } = layout;
  const empty: VisibleRange = { firstRow: 0, lastRow: -1, firstColumn: 0, lastColumn: -1 };
  if (rows <= 0 || columns <= 0 || !(s > 0) || viewport.width <= 0 || viewport.height <= 0) return empty;
  const left = viewport.x;
  const top = viewport.y;
  const right = viewport.x + viewport.width;
  const bottom = viewport.y + viewport.height;
  let firstRow: number;
  let lastRow: number;
  let firstColumn: number;
  let lastColumn: number;
  if (layout.topology !== 'hex') {
    firstRow = Math.floor(top / s);
    lastRow = Math.ceil(bottom / s) - 1;
    firstColumn = Math.floor(left / s);
    lastColumn = Math.ceil(right / s) - 1;
  } else {
    const radius = hexRadius(s);
    const pitch = hexRowPitch(s);
    // Row r spans y in [r·pitch, r·pitch + 2R].
    firstRow = Math.floor((top - 2 * radius) / pitch) + 1;
    lastRow = Math.ceil(bottom / pitch) - 1;
    // Column c spans x in [c·s, c·s + s] on even rows and [c·s + s/2, c·s + 3s/2] on odd rows.
    firstColumn = Math.floor(left / s) - 1;
    lastColumn = Math.ceil(right / s) - 1;
  }
  firstRow = Math.max(0, firstRow);
  lastRow = Math.min(rows - 1, lastRow);
  firstColumn = Math.max(0, firstColumn);
  lastColumn = Math.min(columns - 1, lastColumn);
  if (lastRow < firstRow || lastColumn < firstColumn) return empty;
  return { firstRow, lastRow, firstColumn, lastColumn };
}

/**
 * The room a board's frame takes round it in the pane, CSS px per direction (width or height):
 * the 1 px edge of every board, and on a torus the dashed frame that says its edges wrap
 * ({@link TORUS_FRAME_MARGIN} on each side).
 */
export function boardFrameAllowance(topology: Topology): number {
  return topology === 'torus' ? 2 * TORUS_FRAME_MARGIN + 2 : 2;
}

/** The space between a torus board and the pane's edge on each side, where its dashed frame is drawn (CSS px). */
export const TORUS_FRAME_MARGIN = 5;

/**
 * The cell size that fits the whole board into a viewport of the given size: as large as the room
 * allows (no cap: a small board fills the pane), or no larger than `maxSize` when given, at any
 * size down to {@link MIN_CELL_SIZE}: whole pixels from {@link ZOOM_OUT_LIMIT} up (so grid lines
 * stay crisp), multiples of 1/64 px below (rounded down, so the board still fits). A board even
 * larger (more than 64 cells per CSS pixel) gets {@link MIN_CELL_SIZE} and scrolls. A viewport with
 * no room gives {@link MAX_CELL_SIZE} (or `maxSize` when smaller).
 */
export function fitCellSize(
  shape: Pick<GridLayout, 'rows' | 'columns' | 'topology'>,
  viewportWidth: number,
  viewportHeight: number,
  maxSize = Infinity,
): number {
  const { rows, columns } = shape;
  if (rows <= 0 || columns <= 0 || !(viewportWidth > 0) || !(viewportHeight > 0)) return clampCellSize(Math.min(maxSize, MAX_CELL_SIZE));
  let byWidth: number;
  let byHeight: number;
  if (shape.topology !== 'hex') {
    byWidth = viewportWidth / columns;
    byHeight = viewportHeight / rows;
  } else {
    byWidth = viewportWidth / (columns + (rows > 1 ? 0.5 : 0));
    // height = s·(2/√3 + (rows-1)·√3/2)
    byHeight = viewportHeight / (2 / SQRT3 + ((rows - 1) * SQRT3) / 2);
  }
  const size = Math.min(maxSize, byWidth, byHeight);
  if (size >= ZOOM_OUT_LIMIT) return Math.floor(size);
  return Math.max(MIN_CELL_SIZE, Math.floor(size / SIZE_QUANTUM) * SIZE_QUANTUM);
}

/**
 * `size` clamped to {@link MIN_CELL_SIZE}..{@link MAX_CELL_SIZE}: rounded to whole pixels from
 * 1 px up, to multiples of 1/64 px below. NaN gives {@link ZOOM_OUT_LIMIT}.
 */
export function clampCellSize(size: number): number {
  if (Number.isNaN(size)) return ZOOM_OUT_LIMIT;
  const clamped = Math.min(MAX_CELL_SIZE, Math.max(MIN_CELL_SIZE, size));
  if (clamped >= 1) return Math.round(clamped);
  return Math.max(MIN_CELL_SIZE, Math.round(clamped / SIZE_QUANTUM) * SIZE_QUANTUM);
}

/** The next zoom step above (`direction` 1) or below (-1) `size`, clamped to the ends of {@link ZOOM_STEPS}. */
export function zoomStep(size: number, direction: 1 | -1): number {
  if (direction === 1) return ZOOM_STEPS.find((step) => step > size) ?? MAX_CELL_SIZE;
  for (let i = ZOOM_STEPS.length - 1; i >= 0; i--) if (ZOOM_STEPS[i] < size) return ZOOM_STEPS[i];
  return MIN_CELL_SIZE;
}

/** The smallest cell size zooming out reaches: {@link ZOOM_OUT_LIMIT}, or the fit of the whole board when that is smaller. */
export function zoomOutFloor(fitSize: number): number {
  return Math.min(ZOOM_OUT_LIMIT, fitSize);
}

/**
 * The zoom after one step from `size` in `direction`, for a board whose whole-board fit is
 * `fitSize`: the next of {@link ZOOM_STEPS}, except that zooming out never goes below
 * {@link zoomOutFloor}; a step out past a fit smaller than {@link ZOOM_OUT_LIMIT} gives null
 * (fit the board), and a size already at the floor stays. Zooming in never shrinks the cells: from
 * a fit larger than {@link MAX_CELL_SIZE} it stays at the fit (null), and a step that would reach
 * past {@link MAX_CELL_SIZE} towards a larger fit gives the fit.
 */
export function steppedCellSize(size: number, direction: 1 | -1, fitSize: number): number | null {
  const next = zoomStep(size, direction);
  if (direction === 1) {
    if (fitSize > MAX_CELL_SIZE && next >= MAX_CELL_SIZE) return null;
    return Math.max(next, size);
  }
  const floor = zoomOutFloor(fitSize);
  if (next >= floor) return next;
  if (fitSize < ZOOM_OUT_LIMIT) return null;
  return Math.min(size, floor);
}

/**
 * The scroll offsets that bring `cell` fully into a viewport of the given size currently scrolled
 * to (`scrollLeft`, `scrollTop`), moving as little as possible.
 */
export function scrollToReveal(layout: GridLayout, cell: CellPosition, viewport: Rectangle): Point {
  const box = cellBounds(layout, cell.row, cell.col);
  let x = viewport.x;
  let y = viewport.y;
  if (box.x < x) x = box.x;
  else if (box.x + box.width > x + viewport.width) x = box.x + box.width - viewport.width;
  if (box.y < y) y = box.y;
  else if (box.y + box.height > y + viewport.height) y = box.y + box.height - viewport.height;
  return { x: Math.max(0, x), y: Math.max(0, y) };
}

/**
 * The scroll offsets that keep a point of the board where it is on screen when the cell size is
 * multiplied by `ratio`: `content` is the point relative to the board's top-left corner before the
 * zoom, `view` the same point relative to the scroll container's visible box, `origin` where the
 * board starts in the scroll container's content (its margin). The browser clamps the result.
 */
export function anchoredScroll(content: Point, view: Point, ratio: number, origin: Point): Point {
  return { x: content.x * ratio + origin.x - view.x, y: content.y * ratio + origin.y - view.y };
}
