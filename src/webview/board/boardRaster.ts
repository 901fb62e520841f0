/**
 * Boards whose cells are smaller than a few device pixels, drawn as a raster: each device pixel
 * of the drawn part shows the mean value of the cells it covers, weighted by the area of each
 * cell inside the pixel (a box filter). With cell values 0 (off) and 1 (on) the mean is the share
 * of lit cells; with k states the value is state/(k-1) and the mean is mapped through the state
 * ramp. Pure: no DOM; the caller copies the RGBA bytes into an ImageData.
 *
 * Cells are rectangles in rows: square boards as they are drawn, hex boards as offset rows (row r
 * a band √3/2·s high centred on its hexagons' centres, odd rows shifted right by s/2), which tiles
 * the same area as the hexagons.
 *
 * The filter is separable: per cell row, the horizontal sums of each pixel column, added with the
 * row's weight into the pixel rows it covers (a cell row's sums are not kept: a board of millions of
 * cells would hold megabytes of them, and a pixel row sums its few cell rows again when one of
 * them changes). A row's horizontal
 * sums are differences of its integral: the integral up to a pixel edge is the step times the sum
 * of the whole cells left of it, plus the part of the cell it cuts; one pass over the row adds each
 * cell once, whatever the zoom. After a change of a few cells only the pixel rows over the changed
 * cell rows are computed again ({@link BoardRaster.update}); a grid made by a press names those cells itself
 * ({@link cellsChangedFrom}), so not even the comparison passes over the board.
 */

import type { Topology } from '../../domain/topology';
import { cellsChangedFrom } from '../state/boardKey';

/** What a raster covers: the board's shape, its cell size and the part of the board drawn. */
export interface RasterView {
  readonly rows: number;
  readonly columns: number;
  readonly topology: Topology;
  /** Cell size in CSS pixels (the square's side, the hexagon's width). */
  readonly cellSize: number;
  /** Device pixels per CSS pixel. */
  readonly ratio: number;
  /** The content position (CSS px) of the raster's top-left corner. */
  readonly left: number;
  readonly top: number;
  /** The raster's size in device pixels (whole numbers). */
  readonly width: number;
  readonly height: number;
}

/** An [red, green, blue] colour with 0..255 channels. */
export type Rgb = readonly [number, number, number];

/** A half-open range of pixel rows, empty when `first >= last`. */
export interface PixelRows {
  readonly first: number;
  readonly last: number;
}

/** Entries of a colour lookup table: means 0..1 are mapped to 0..LUT_SIZE-1. */
export const LUT_SIZE = 256;

const SQRT3 = Math.sqrt(3);

/** Whether two raster views cover the same pixels of the same board at the same scale. */
export function sameRasterView(a: RasterView, b: RasterView): boolean {
  return (
    a.rows === b.rows &&
    a.columns === b.columns &&
    a.topology === b.topology &&
    a.cellSize === b.cellSize &&
    a.ratio === b.ratio &&
    a.left === b.left &&
    a.top === b.top &&
    a.width === b.width &&
    a.height === b.height
  );
}

/**
 * Overlaps shorter than this (device px) are the rounding of edges that meet at a pixel's edge,
 * not cover: they count as none (a pixel covered by a sliver would show a mean of rounding errors).
 */
const SLIVER = 1e-9;

/** Pixel spans of intervals: for each interval in order, the pixels it overlaps and the overlap length (device px). */
interface Spans {
  /** Index into `pixel`/`weight` where each interval's spans start (length: intervals + 1). */
  readonly start: Int32Array;
  readonly pixel: Int32Array;
  readonly weight: Float32Array;
}

/**
 * The spans of `count` intervals [origin + i·pitch, origin + i·pitch + extent) (device px) over
 * pixels 0..pixels-1; parts outside the pixels are dropped.
 */
function buildSpans(count: number, origin: number, pitch: number, extent: number, pixels: number): Spans {
  const start = new Int32Array(count + 1);
  const pixel: number[] = [];
  const weight: number[] = [];
  for (let i = 0; i < count; i++) {
    start[i] = pixel.length;
    const a = origin + i * pitch;
    const b = a + extent;
    const from = Math.max(0, Math.floor(a));
    const to = Math.min(pixels, Math.ceil(b));
    for (let p = from; p < to; p++) {
      const w = Math.min(b, p + 1) - Math.max(a, p);
      if (w > SLIVER) {
        pixel.push(p);
        weight.push(w);
      }
    }
  }
  start[count] = pixel.length;
  return { start, pixel: Int32Array.from(pixel), weight: Float32Array.from(weight) };
}

/**
 * Where the pixel edges of a row of `count` cells fall: the row's cells start at `origin` (device
 * px) and follow each other every `step` px. Edge q (q = 0..pixels, the left edge of pixel q) falls
 * in cell `cell[q]` after `part[q]` px of it; an edge before the row is (0, 0), an edge past it is
 * (count - 1, step), so that every edge names a cell of the row.
 */
interface PixelEdges {
  readonly cell: Int32Array;
  readonly part: Float64Array;
}

function pixelEdges(count: number, origin: number, step: number, pixels: number): PixelEdges {
  const cell = new Int32Array(pixels + 1);
  const part = new Float64Array(pixels + 1);
  for (let q = 0; q <= pixels; q++) {
    const into = q - origin;
    const index = Math.floor(into / step);
    if (into <= 0 || count <= 0) continue;
    if (index >= count) {
      cell[q] = count - 1;
      part[q] = step;
    } else {
      cell[q] = index;
      part[q] = Math.min(step, Math.max(0, into - index * step));
    }
  }
  return { cell, part };
}

/** The length (device px) of each of `pixels` pixels that the interval [from, to) covers. */
function coveredLength(from: number, to: number, pixels: number): Float32Array {
  const length = new Float32Array(Math.max(0, pixels));
  for (let p = 0; p < pixels; p++) {
    const covered = Math.min(to, p + 1) - Math.max(from, p);
    length[p] = covered > SLIVER ? covered : 0;
  }
  return length;
}

/**
 * The same spans seen from the pixels: for each of `pixels` pixels, the intervals (of `count`) that
 * reach it, ascending, with their weights in it (`pixel` holds the interval's index).
 */
function transposeSpans(spans: Spans, count: number, pixels: number): Spans {
  const start = new Int32Array(pixels + 1);
  for (let k = 0; k < spans.pixel.length; k++) start[spans.pixel[k] + 1]++;
  for (let p = 0; p < pixels; p++) start[p + 1] += start[p];
  const next = start.slice(0, pixels);
  const interval = new Int32Array(spans.pixel.length);
  const weight = new Float32Array(spans.pixel.length);
  for (let i = 0; i < count; i++) {
    for (let k = spans.start[i]; k < spans.start[i + 1]; k++) {
      const at = next[spans.pixel[k]]++;
      interval[at] = i;
      weight[at] = spans.weight[k];
    }
  }
  return { start, pixel: interval, weight };
}

/**
 * The rows among `firstRow..lastRow` whose cells differ between `previous` and `next` (row-major
 * boards of `columns` columns), ascending; every row of the range when the lengths differ. Byte
 * arrays are compared four cells at a time.
 */
export function changedRows(previous: ArrayLike<number>, next: ArrayLike<number>, columns: number, firstRow: number, lastRow: number): number[] {
  if (columns <= 0 || lastRow < firstRow) return [];
  if (previous.length !== next.length) return Array.from({ length: lastRow - firstRow + 1 }, (_, r) => firstRow + r);
  const changed: number[] = [];
  const to = Math.min((lastRow + 1) * columns, next.length);
  const aligned = previous instanceof Uint8Array && next instanceof Uint8Array && previous.byteOffset % 4 === 0 && next.byteOffset % 4 === 0;
  const wordCount = Math.floor(to / 4);
  const a = aligned ? new Uint32Array(previous.buffer, previous.byteOffset, wordCount) : null;
  const b = aligned ? new Uint32Array(next.buffer, next.byteOffset, wordCount) : null;
  let index = firstRow * columns;
  while (index < to) {
    if (a !== null && b !== null && index % 4 === 0 && index + 4 <= to && a[index / 4] === b[index / 4]) {
      index += 4;
      continue;
    }
    if (previous[index] !== next[index]) {
      const row = Math.floor(index / columns);
      changed.push(row);
      index = (row + 1) * columns;
      continue;
    }
    index++;
  }
  return changed;
}

/** The rows (ascending, each once) among `firstRow..lastRow` of `cells` on a board of `columns` columns. */
export function rowsOfCells(cells: readonly number[], columns: number, firstRow: number, lastRow: number): number[] {
  if (columns <= 0) return [];
  const rows = new Set<number>();
  for (const cell of cells) {
    const row = Math.floor(cell / columns);
    if (row >= firstRow && row <= lastRow) rows.add(row);
  }
  return [...rows].sort((a, b) => a - b);
}

/**
 * The largest state s such that every state up to s is worth s times the value of state 1, within
 * a millionth (a k-state table up to k - 1, a two-state or presses table up to 1); 0 when state 0
 * is worth anything or state 1 nothing.
 */
function linearTop(values: Float64Array): number {
  const unit = values[1];
  if (values[0] !== 0 || !(unit > 0)) return 0;
  let top = 1;
  while (top + 1 < values.length && Math.abs(values[top + 1] - (top + 1) * unit) <= 1e-6 * (top + 1) * unit) top++;
  return top;
}

/**
 * The cells as 32-bit words, when their bytes start on a word and the buffer holds their last
 * word whole (cells made by domain/cellArray do); else null.
 */
function wordsOf(cells: Uint8Array): Uint32Array | null {
  const count = (cells.length + 3) >>> 2;
  if (cells.byteOffset % 4 !== 0 || cells.byteOffset + count * 4 > cells.buffer.byteLength) return null;
  return new Uint32Array(cells.buffer, cells.byteOffset, count);
}

/**
 * The per-pixel sums of one board over one {@link RasterView}. {@link update} brings them up to
 * date with a board; {@link mean} and {@link coverage} read them.
 */
export class BoardRaster {
  /** The first cell row and column that reach into the raster (the others add nothing). */
  private readonly firstRow: number;
  private readonly lastRow: number;
  private readonly firstColumn: number;
  private readonly lastColumn: number;
  /** Where the pixel edges fall in the visible columns, for even rows and for odd rows (the same on square boards). */
  private readonly evenEdges: PixelEdges;
  private readonly oddEdges: PixelEdges;
  /** A cell's width in device pixels. */
  private readonly step: number;
  /** The value table of the last update as doubles, one per byte value, 0 past the table's end. */
  private values = new Float64Array(LUT_SIZE);
  /** The largest state up to which the table is `unit` times the state (0 when it is not from 1 on): see {@link sumRowByWords}. */
  private linearTop = 0;
  private unit = 0;
  /** Per word of a row's cells, the sum of the states before it (see {@link sumRowByWords}). */
  private readonly wordSums: Int32Array;
  /** Vertical spans of the visible rows. */
  private readonly rowSpans: Spans;
  /** The visible rows in each pixel row with their weights there: pixel row py's are at pixelRowSpans.start[py] .. start[py + 1]. */
  private readonly pixelRowSpans: Spans;
  /** The horizontal sums of one visible row, of pixel column px at px, and which row they are of (-1: none). */
  private readonly rowSums: Float32Array;
  private summedRow = -1;
  /** Per pixel, the sum of value × covered area, and the covered area (device px², at most 1). */
  private readonly sums: Float32Array;
  private readonly area: Float32Array;
  private cells: Uint8Array | null = null;
  private valueOf: Float32Array | null = null;

  constructor(readonly view: RasterView) {
    const { rows, columns, topology, cellSize: s, ratio, left, top, width, height } = view;
    const hex = topology === 'hex';
    const step = s * ratio;
    const rowPitch = hex ? (step * SQRT3) / 2 : step;
    // Hex row r is the band of height pitch centred on its centres, y = R + r·pitch.
    const rowOrigin = (hex ? (s / SQRT3) * ratio - rowPitch / 2 : 0) - top * ratio;
    const columnOrigin = -left * ratio;
    const valid = rows > 0 && columns > 0 && step > 0 && width > 0 && height > 0;
    this.firstRow = valid ? Math.max(0, Math.floor(-rowOrigin / rowPitch)) : 0;
    this.lastRow = valid ? Math.min(rows - 1, Math.ceil((height - rowOrigin) / rowPitch)) : -1;
    this.firstColumn = valid ? Math.max(0, Math.floor(-columnOrigin / step) - 1) : 0;
    this.lastColumn = valid ? Math.min(columns - 1, Math.ceil((width - columnOrigin) / step)) : -1;
    const visibleColumns = Math.max(0, this.lastColumn - this.firstColumn + 1);
    const visibleRows = Math.max(0, this.lastRow - this.firstRow + 1);
    const columnStart = columnOrigin + this.firstColumn * step;
    this.step = step;
    this.wordSums = new Int32Array((visibleColumns >>> 2) + 2);
    this.evenEdges = pixelEdges(visibleColumns, columnStart, step, Math.max(0, width));
    this.oddEdges = hex ? pixelEdges(visibleColumns, columnStart + step / 2, step, Math.max(0, width)) : this.evenEdges;
    this.rowSpans = buildSpans(visibleRows, rowOrigin + this.firstRow * rowPitch, rowPitch, rowPitch, height);
    this.pixelRowSpans = transposeSpans(this.rowSpans, visibleRows, Math.max(0, height));
    this.rowSums = new Float32Array(Math.max(0, width));
    this.sums = new Float32Array(Math.max(0, width * height));
    this.area = new Float32Array(Math.max(0, width * height));
    const evenArea = coveredLength(columnStart, columnStart + visibleColumns * step, width);
    const oddArea = hex ? coveredLength(columnStart + step / 2, columnStart + step / 2 + visibleColumns * step, width) : evenArea;
    // A pixel's covered area is its rows' weights times their columns' areas: per pixel row, the
    // weight of its even and of its odd rows (the same columns on square boards).
    const { start, pixel: rowOf, weight } = this.pixelRowSpans;
    for (let py = 0; py < height; py++) {
      let even = 0;
      let odd = 0;
      for (let k = start[py]; k < start[py + 1]; k++) {
        if ((this.firstRow + rowOf[k]) % 2 === 1) odd += weight[k];
        else even += weight[k];
      }
      for (let px = 0, o = py * width; px < width; px++, o++) this.area[o] = even * evenArea[px] + odd * oddArea[px];
    }
  }

  /**
   * Brings the sums up to date with `cells` (row-major, one value per cell), each cell counting
   * `valueOf[cell]` (0..1; states past the table count 0). Only rows that changed since the last
   * update with the same `valueOf` are summed again. Returns the pixel rows whose means changed.
   */
  update(cells: Uint8Array, valueOf: Float32Array): PixelRows {
    const { width, height } = this.view;
    const visibleRows = this.lastRow - this.firstRow + 1;
    if (visibleRows <= 0 || width <= 0 || height <= 0) {
      this.cells = cells;
      this.valueOf = valueOf;
      return { first: 0, last: 0 };
    }
    if (this.cells === cells && this.valueOf === valueOf) return { first: 0, last: 0 };
    let rows: number[];
    if (this.cells === null || this.valueOf !== valueOf) {
      this.values = new Float64Array(LUT_SIZE);
      this.values.set(valueOf.subarray(0, LUT_SIZE));
      this.unit = this.values[1];
      this.linearTop = linearTop(this.values);
      rows = Array.from({ length: visibleRows }, (_, r) => this.firstRow + r);
    } else {
      // A grid made from the last one by a press names its changed cells: no pass over the board.
      const known = cellsChangedFrom(this.cells, cells);
      rows =
        known === null
          ? changedRows(this.cells, cells, this.view.columns, this.firstRow, this.lastRow)
          : rowsOfCells(known, this.view.columns, this.firstRow, this.lastRow);
    }
    this.cells = cells;
    this.valueOf = valueOf;
    if (rows.length === 0) return { first: 0, last: 0 };
    const words = wordsOf(cells);
    this.summedRow = -1;
    const { start, pixel, weight } = this.rowSpans;
    let first = height;
    let last = 0;
    if (rows.length * 4 >= visibleRows) {
      // Most rows: each row once, into every pixel row it covers.
      this.sums.fill(0);
      for (let r = 0; r < visibleRows; r++) {
        this.sumRow(r, cells, words);
        for (let k = start[r]; k < start[r + 1]; k++) this.addRow(pixel[k], weight[k]);
      }
      if (start[visibleRows] > 0) {
        first = pixel[0];
        last = pixel[start[visibleRows] - 1] + 1;
      }
    } else {
      // A few rows: the pixel rows over them, each from its own cell rows.
      const touched = new Set<number>();
      for (const row of rows) for (let k = start[row - this.firstRow]; k < start[row - this.firstRow + 1]; k++) touched.add(pixel[k]);
      for (const py of [...touched].sort((a, b) => a - b)) {
        this.sumPixelRow(py, cells, words);
        first = Math.min(first, py);
        last = Math.max(last, py + 1);
      }
    }
    return first < last ? { first, last } : { first: 0, last: 0 };
  }

  /** The mean value (0..1) of the cells under pixel (px, py), or 0 where no cell is. */
  mean(px: number, py: number): number {
    const index = py * this.view.width + px;
    const area = this.area[index];
    return area > 0 ? this.sums[index] / area : 0;
  }

  /** The share (0..1) of pixel (px, py) that the board covers. */
  coverage(px: number, py: number): number {
    return Math.min(1, this.area[py * this.view.width + px]);
  }

  /**
   * Writes the RGBA bytes of pixel rows `rows` into `target` (width × height × 4 bytes): each
   * pixel's mean through `lut` ({@link LUT_SIZE} colours packed as 0xRRGGBB), opaque where the
   * board covers it, transparent outside. With `overlay`, pixels that cover cells of it (a second
   * raster of the same view) are mixed with its colour, by half plus half its mean.
   */
  paintRows(target: Uint8ClampedArray, rows: PixelRows, lut: Uint32Array, overlay?: { readonly raster: BoardRaster; readonly colour: Rgb }): void {
    const { width } = this.view;
    const top = LUT_SIZE - 1;
    if (overlay === undefined && target.byteOffset % 4 === 0) {
      this.paintRowsOpaque(new Uint32Array(target.buffer, target.byteOffset, target.length >>> 2), rows, lut);
      return;
    }
    for (let py = rows.first; py < rows.last; py++) {
      for (let px = 0, index = py * width; px < width; px++, index++) {
        const area = this.area[index];
        const byte = index * 4;
        if (!(area > 0)) {
          target[byte] = target[byte + 1] = target[byte + 2] = target[byte + 3] = 0;
          continue;
        }
        const colour = lut[Math.min(top, Math.max(0, Math.round((this.sums[index] / area) * top)))];
        let red = (colour >>> 16) & 255;
        let green = (colour >>> 8) & 255;
        let blue = colour & 255;
        if (overlay !== undefined) {
          const marked = overlay.raster.sums[index] / area;
          if (marked > 0) {
            const mix = 0.5 + 0.5 * Math.min(1, marked);
            red += (overlay.colour[0] - red) * mix;
            green += (overlay.colour[1] - green) * mix;
            blue += (overlay.colour[2] - blue) * mix;
          }
        }
        target[byte] = red;
        target[byte + 1] = green;
        target[byte + 2] = blue;
        target[byte + 3] = Math.round(Math.min(1, area) * 255);
      }
    }
  }

  /**
   * {@link paintRows} without an overlay, one 32-bit store per pixel (RGBA in memory order: typed
   * arrays are little-endian on every platform VS Code runs on); the same bytes.
   */
  private paintRowsOpaque(pixels: Uint32Array, rows: PixelRows, lut: Uint32Array): void {
    const { width } = this.view;
    const top = LUT_SIZE - 1;
    const { area: areas, sums } = this;
    for (let py = rows.first; py < rows.last; py++) {
      for (let px = 0, index = py * width; px < width; px++, index++) {
        const area = areas[index];
        if (!(area > 0)) {
          pixels[index] = 0;
          continue;
        }
        const colour = lut[Math.min(top, Math.max(0, Math.round((sums[index] / area) * top)))];
        const alpha = area >= 1 ? 255 : Math.round(area * 255);
        pixels[index] = ((alpha << 24) | ((colour & 255) << 16) | (colour & 0xff00) | ((colour >>> 16) & 255)) >>> 0;
      }
    }
  }

  /**
   * The horizontal sums of visible row `r` into {@link rowSums}: pixel q's sum is the row's integral up to its right
   * edge less the integral up to its left edge (see {@link PixelEdges}), so each cell is read once.
   * Where the value table is a multiple of the state up to the row's largest state (two states,
   * presses, k states), the whole cells before an edge are summed four at a time from 32-bit words
   * of the cells; else one at a time through the table.
   */
  private sumRow(r: number, cells: Uint8Array, words: Uint32Array | null): void {
    const { width, columns } = this.view;
    const row = this.firstRow + r;
    const edges = row % 2 === 1 ? this.oddEdges : this.evenEdges;
    const base = row * columns + this.firstColumn;
    this.summedRow = r;
    if (words !== null && this.linearTop > 0 && this.sumRowByWords(words, base, edges)) return;
    const { cell, part } = edges;
    const values = this.values;
    const step = this.step;
    const sums = this.rowSums;
    let next = base;
    let whole = 0;
    let previous = 0;
    for (let q = 0; q <= width; q++) {
      const at = base + cell[q];
      for (; next < at; next++) whole += values[cells[next]];
      const integral = step * whole + part[q] * values[cells[at]];
      if (q > 0) sums[q - 1] = integral - previous;
      previous = integral;
    }
  }

  /**
   * {@link sumRow} from the words of the cells (little-endian: cell i is byte i % 4 of word
   * i >> 2), when every state of the row's words is at most {@link linearTop}: one pass adds the
   * bytes of each word (the sums before each word), then each edge adds the bytes of its word below
   * it. Returns false, having written nothing, when a state is past {@link linearTop}.
   */
  private sumRowByWords(words: Uint32Array, base: number, edges: PixelEdges): boolean {
    const { width } = this.view;
    const { cell, part } = edges;
    const before = this.wordSums;
    const first = base >>> 2;
    const end = (base + this.lastColumn - this.firstColumn + 4) >>> 2;
    // A byte b > top sets its high bit in b | (b + 127 - top) (a carry into the next byte comes only from a byte past the top too).
    const past = (127 - this.linearTop) * 0x01010101;
    let whole = 0;
    let over = 0;
    for (let w = first; w < end; w++) {
      before[w - first] = whole;
      const word = words[w];
      over |= word | (word + past);
      const pairs = (word & 0x00ff00ff) + ((word >>> 8) & 0x00ff00ff);
      whole += (pairs & 0xffff) + (pairs >>> 16);
    }
    if ((over & 0x80808080) !== 0) return false;
    const step = this.step;
    const unit = this.unit;
    const sums = this.rowSums;
    let previous = 0;
    for (let q = 0; q <= width; q++) {
      const at = base + cell[q];
      const w = at >>> 2;
      const shift = (at & 3) << 3;
      const word = words[w];
      const below = word & ((1 << shift) - 1);
      const pairs = (below & 0x00ff00ff) + ((below >>> 8) & 0x00ff00ff);
      const integral = step * (before[w - first] + (pairs & 0xffff) + (pairs >>> 16)) + part[q] * ((word >>> shift) & 255);
      if (q > 0) sums[q - 1] = (integral - previous) * unit;
      previous = integral;
    }
    return true;
  }

  /** Adds the row sums just made ({@link sumRow}) times `weight` into pixel row `py`. */
  private addRow(py: number, weight: number): void {
    const { width } = this.view;
    const out = py * width;
    const sums = this.sums;
    const rowSums = this.rowSums;
    for (let px = 0; px < width; px++) sums[out + px] += weight * rowSums[px];
  }

  /** Sums pixel row `py` again from its cell rows, in the order the whole pass adds them (so to the same sums). */
  private sumPixelRow(py: number, cells: Uint8Array, words: Uint32Array | null): void {
    const { width } = this.view;
    this.sums.fill(0, py * width, (py + 1) * width);
    const { start, pixel: rowOf, weight } = this.pixelRowSpans;
    for (let k = start[py]; k < start[py + 1]; k++) {
      // Neighbouring pixel rows share a cell row: the row sums last made are used again.
      if (rowOf[k] !== this.summedRow) this.sumRow(rowOf[k], cells, words);
      this.addRow(py, weight[k]);
    }
  }
}

/** The value table of a k-state board: state v counts v/(k-1) (states past k-1 count as k-1). */
export function stateValues(states: number): Float32Array {
  const top = Math.max(1, states - 1);
  return Float32Array.from({ length: LUT_SIZE }, (_, state) => Math.min(1, state / top));
}

/** The value table of presses: a cell counts 1 when it is pressed at all. */
export function pressedValues(): Float32Array {
  return Float32Array.from({ length: LUT_SIZE }, (_, presses) => (presses > 0 ? 1 : 0));
}

/**
 * A colour lookup table from means 0..1 to colours: straight lines between `stops` spread evenly
 * over 0..1 (two stops mix them by share; the k fills of a k-state board map a mean state between
 * two states to the colour between theirs). Each entry packed as 0xRRGGBB.
 */
export function colourRamp(stops: readonly Rgb[]): Uint32Array {
  const lut = new Uint32Array(LUT_SIZE);
  if (stops.length === 0) return lut;
  for (let i = 0; i < LUT_SIZE; i++) {
    const t = (i / (LUT_SIZE - 1)) * (stops.length - 1);
    const low = Math.min(stops.length - 1, Math.floor(t));
    const high = Math.min(stops.length - 1, low + 1);
    const f = t - low;
    const channel = (n: 0 | 1 | 2): number => Math.round(stops[low][n] + (stops[high][n] - stops[low][n]) * f);
    lut[i] = (channel(0) << 16) | (channel(1) << 8) | channel(2);
  }
  return lut;
}
