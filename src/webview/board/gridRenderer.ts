/**
 * Draws a board on a canvas that is only as large as the visible part of its scroll container:
 * the scroll container holds a sizer as large as the whole board, the canvas sits inside the sizer
 * at the current scroll offset, and each draw paints only the cells in view (so a 2000 x 2000
 * board costs what its visible part costs). Cells of a few device pixels and more are drawn as
 * paths, smaller ones from a raster. devicePixelRatio aware. Also keeps a point of the board in
 * place while zooming ({@link ZoomAnchor}).
 *
 * Test hooks on the canvas: data-offset-x/data-offset-y (the content position of its top-left
 * corner), data-paint-count (paints so far), data-painted-at (performance.now() when the last
 * paint finished) and data-first-painted-at (the same for the first paint of a board).
 */

import type { BoardPicture } from './boardPicture';
import { drawPuzzleCells, drawPuzzleOverlays, drawSelection, drawSolutionCells } from './cellPainter';
import { isGapped } from './cellShapes';
import {
  anchoredScroll,
  cellCentre,
  contentSize,
  hitTest,
  scrollToReveal,
  visibleRange,
  type CellPosition,
  type GridLayout,
  type Point,
  type Rectangle,
} from './gridGeometry';
import { RASTER_DEVICE_PIXELS, RasterPainter } from './rasterPainter';
import type { ThemeColours } from './themeColours';

/** A point of the board to keep in place on screen across a zoom (see {@link GridCanvas.keepAnchor}). */
export interface ZoomAnchor {
  /** The point relative to the board's top-left corner, CSS px, at `cellSize`. */
  readonly content: Point;
  /** The same point relative to the scroll container's visible box. */
  readonly view: Point;
  readonly cellSize: number;
}

/**
 * The size of the canvas area of a board (CSS px, whole pixels): the board, and on square boards
 * with lines between cells one pixel more at the right and bottom for the board's edge, which the
 * canvas draws (so a hole at the edge gets no frame).
 */
export function paintedSize(layout: GridLayout, theme: Pick<ThemeColours, 'kind'>): { readonly width: number; readonly height: number } {
  const size = contentSize(layout);
  const edge = layout.topology !== 'hex' && isGapped(layout, theme.kind) ? 1 : 0;
  return { width: Math.ceil(size.width) + edge, height: Math.ceil(size.height) + edge };
}

/** One board view: a scroll container, the sizer inside it and the canvas inside the sizer. */
export class GridCanvas {
  private layout: GridLayout | null = null;
  private picture: BoardPicture = { kind: 'empty' };
  private theme: ThemeColours | null = null;
  private focused = false;
  private frame: number | null = null;
  private paints = 0;
  private readonly raster = new RasterPainter();
  /** Called after each paint (the overview map follows the view). */
  onPaint: (() => void) | null = null;

  /** `scroller` must scroll (overflow: auto); `sizer` is its child, `canvas` the sizer's child. */
  constructor(
    readonly scroller: HTMLElement,
    private readonly sizer: HTMLElement,
    private readonly canvas: HTMLCanvasElement,
  ) {}

  /** The layout drawn, or null while nothing is. */
  currentLayout(): GridLayout | null {
    return this.layout;
  }

  /** The visible part of the board in content coordinates. */
  viewport(): Rectangle {
    return { x: this.scroller.scrollLeft, y: this.scroller.scrollTop, width: this.scroller.clientWidth, height: this.scroller.clientHeight };
  }

  /** The cell under a pointer event position (client coordinates), or null. */
  cellAt(clientX: number, clientY: number): CellPosition | null {
    if (this.layout === null) return null;
    return hitTest(this.layout, this.contentPoint(clientX, clientY));
  }

  /** Scrolls as little as needed to show `cell` whole. */
  reveal(cell: CellPosition): void {
    if (this.layout === null) return;
    const target = scrollToReveal(this.layout, cell, this.viewport());
    if (target.x !== this.scroller.scrollLeft) this.scroller.scrollLeft = target.x;
    if (target.y !== this.scroller.scrollTop) this.scroller.scrollTop = target.y;
  }

  /** How many whole rows the viewport shows (for PageUp/PageDown). */
  pageRows(): number {
    if (this.layout === null) return 1;
    const range = visibleRange(this.layout, this.viewport());
    return Math.max(1, range.lastRow - range.firstRow);
  }

  /** The board point under a pointer position (client coordinates), or null while nothing is drawn. */
  anchorAt(clientX: number, clientY: number): ZoomAnchor | null {
    if (this.layout === null) return null;
    const box = this.scroller.getBoundingClientRect();
    const view = { x: clientX - box.left - this.scroller.clientLeft, y: clientY - box.top - this.scroller.clientTop };
    return { content: this.contentPoint(clientX, clientY), view, cellSize: this.layout.cellSize };
  }

  /** The centre of `cell` when it is in view, else the centre of the view; null while nothing is drawn. */
  anchorAtCell(cell: CellPosition): ZoomAnchor | null {
    if (this.layout === null) return null;
    const view = this.viewport();
    const centre = cellCentre(this.layout, cell.row, cell.col);
    const origin = this.origin();
    const inView = {
      x: centre.x + origin.x - view.x,
      y: centre.y + origin.y - view.y,
    };
    const shown = inView.x >= 0 && inView.y >= 0 && inView.x <= view.width && inView.y <= view.height;
    if (shown) return { content: centre, view: inView, cellSize: this.layout.cellSize };
    const middle = { x: view.width / 2, y: view.height / 2 };
    return { content: { x: view.x + middle.x - origin.x, y: view.y + middle.y - origin.y }, view: middle, cellSize: this.layout.cellSize };
  }

  /** Scrolls so that the anchor's board point is where it was on screen, at the cell size now drawn. */
  keepAnchor(anchor: ZoomAnchor): void {
    if (this.layout === null || !(anchor.cellSize > 0)) return;
    const target = anchoredScroll(anchor.content, anchor.view, this.layout.cellSize / anchor.cellSize, this.origin());
    this.scroller.scrollLeft = Math.max(0, target.x);
    this.scroller.scrollTop = Math.max(0, target.y);
  }

  /**
   * Keeps `pixels` of the pane free beside (`right`) or below (`bottom`) the view, for the overview
   * map to sit outside the board; null frees it. Returns whether the view's room changed (then it
   * must be painted again).
   */
  reserveGutter(side: 'right' | 'bottom' | null, pixels: number): boolean {
    const width = side === 'right' ? `calc(100% - ${pixels}px)` : '';
    const height = side === 'bottom' ? `calc(100% - ${pixels}px)` : '';
    const style = this.scroller.style;
    if (style.maxWidth === width && style.maxHeight === height) return false;
    style.maxWidth = width;
    style.maxHeight = height;
    return true;
  }

  /**
   * Shows `picture`: sizes the sizer (the scrollable area) at once, so hit tests and scrolling
   * use the new layout immediately, and paints the canvas in the next animation frame (several
   * updates in one frame paint once).
   */
  update(picture: BoardPicture, theme: ThemeColours, focused: boolean): void {
    this.picture = picture;
    this.theme = theme;
    this.focused = focused;
    if (picture.kind === 'empty') {
      this.layout = null;
      this.sizer.style.width = '0px';
      this.sizer.style.height = '0px';
      this.sizer.classList.remove('grid-sizer--gapped', 'grid-sizer--solid', 'grid-sizer--error', 'grid-sizer--torus');
    } else {
      const layout = picture.layout;
      this.layout = layout;
      const size = paintedSize(layout, theme);
      const gapped = isGapped(layout, theme.kind);
      this.sizer.classList.toggle('grid-sizer--gapped', gapped && layout.topology !== 'hex');
      this.sizer.classList.toggle('grid-sizer--solid', !gapped);
      this.sizer.classList.toggle('grid-sizer--error', picture.kind === 'solution' && picture.presses === null);
      this.sizer.classList.toggle('grid-sizer--stale', picture.kind === 'solution' && picture.stale);
      // A torus says that its edges wrap with a dashed frame round the board.
      this.sizer.classList.toggle('grid-sizer--torus', layout.topology === 'torus');
      // The edge and the torus frame the stylesheet draws take the colour of the lines between cells (the sizer holds no text).
      if (this.sizer.style.color !== theme.lines) this.sizer.style.color = theme.lines;
      this.sizer.style.width = `${size.width}px`;
      this.sizer.style.height = `${size.height}px`;
    }
    this.schedulePaint();
  }

  /** Paints again in the next animation frame (after scrolling or resizing). */
  schedulePaint(): void {
    if (this.frame !== null) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = null;
      this.paint();
    });
  }

  /** Sizes the canvas to the visible part of the board and paints the cells in it. */
  paint(): void {
    this.paintCanvas();
    // The test hooks count paints of a board, so the first one marks the board drawn.
    if (this.picture.kind !== 'empty') {
      this.paints += 1;
      this.canvas.dataset.paintCount = String(this.paints);
      this.canvas.dataset.paintedAt = String(performance.now());
      if (this.paints === 1) this.canvas.dataset.firstPaintedAt = this.canvas.dataset.paintedAt;
    }
    this.onPaint?.();
  }

  private paintCanvas(): void {
    const picture = this.picture;
    const theme = this.theme;
    if (picture.kind === 'empty' || theme === null) {
      this.canvas.width = 0;
      this.canvas.height = 0;
      this.canvas.style.width = '0px';
      this.canvas.style.height = '0px';
      return;
    }
    const layout = picture.layout;
    const { width: fullWidth, height: fullHeight } = paintedSize(layout, theme);
    const view = this.viewport();
    const width = Math.max(0, Math.min(fullWidth, view.width));
    const height = Math.max(0, Math.min(fullHeight, view.height));
    const left = Math.max(0, Math.min(view.x, fullWidth - width));
    const top = Math.max(0, Math.min(view.y, fullHeight - height));
    const ratio = window.devicePixelRatio || 1;
    const pixelWidth = Math.round(width * ratio);
    const pixelHeight = Math.round(height * ratio);
    if (this.canvas.width !== pixelWidth) this.canvas.width = pixelWidth;
    if (this.canvas.height !== pixelHeight) this.canvas.height = pixelHeight;
    this.canvas.style.width = `${width}px`;
    this.canvas.style.height = `${height}px`;
    this.canvas.style.left = `${left}px`;
    this.canvas.style.top = `${top}px`;
    this.canvas.dataset.offsetX = String(left);
    this.canvas.dataset.offsetY = String(top);
    const context = this.canvas.getContext('2d');
    if (context === null) return;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, pixelWidth, pixelHeight);
    const range = visibleRange(layout, { x: left, y: top, width, height });
    if (range.lastRow < range.firstRow || pixelWidth === 0 || pixelHeight === 0) return;
    const gapped = isGapped(layout, theme.kind);
    const rastered = layout.cellSize * ratio < RASTER_DEVICE_PIXELS;
    const rasterView = {
      rows: layout.rows,
      columns: layout.columns,
      topology: layout.topology,
      cellSize: layout.cellSize,
      ratio,
      left,
      top,
      width: pixelWidth,
      height: pixelHeight,
    };
    switch (picture.kind) {
      case 'puzzle':
        if (rastered) this.raster.paintPuzzle(context, picture, rasterView, theme);
        context.setTransform(ratio, 0, 0, ratio, -left * ratio, -top * ratio);
        if (!rastered) drawPuzzleCells(context, picture, range, theme, gapped);
        drawPuzzleOverlays(context, picture, range, theme, gapped, this.focused);
        break;
      case 'solution':
        if (rastered && picture.presses !== null) this.raster.paintSolution(context, picture.presses, rasterView, theme);
        context.setTransform(ratio, 0, 0, ratio, -left * ratio, -top * ratio);
        if (!rastered) {
          drawSolutionCells(context, picture, range, theme, gapped);
        } else if (picture.presses === null) {
          context.fillStyle = theme.errorBackground;
          context.fillRect(left, top, width, height);
        }
        if (picture.selected !== undefined) drawSelection(context, layout, picture.selected, theme.focusRing, theme.foreground, gapped);
        break;
      default: {
        const unknownPicture: never = picture;
        throw new Error(`unknown picture ${String(unknownPicture)}`);
      }
    }
  }

  /** Where the board starts in the scroll container's content (the sizer's margin). */
  private origin(): Point {
    return { x: this.sizer.offsetLeft, y: this.sizer.offsetTop };
  }

  private contentPoint(clientX: number, clientY: number): Point {
    // The sizer's box is the board's content box, whatever the canvas currently covers.
    const box = this.sizer.getBoundingClientRect();
    return { x: clientX - box.left, y: clientY - box.top };
  }
}
