/**
 * The overview map: while the board is larger than the Puzzle pane, a small picture of the whole
 * board (a raster, as small cells are drawn) in the pane's bottom-right corner, beside or below
 * the view (which gives it that room: it never covers the board), with a rectangle where the view
 * is. A click or a drag on it moves the view there.
 *
 * For assistive technology it is an image (role="img") whose name says which rows and columns
 * are in view ("Rows 1 to 40 and columns 1 to 60 of 2000 are in view"): a fact about the view a
 * screen reader user cannot see otherwise, read when they reach it and never announced on its
 * own. It is not a control: the keyboard moves the view with the grid's own keys.
 *
 * The viewport's rectangle is a white line with black lines either side: one of the two contrasts
 * at least 3:1 with any colour of the state ramp (black to yellow), which is the same in every
 * theme. DOM only here.
 */

import { BoardRaster, colourRamp, stateValues, type Rgb } from './boardRaster';
import { rampRgb } from './cellColours';
import { element } from '../dom';
import { contentSize, type GridLayout, type Point, type Rectangle } from './gridGeometry';
import {
  OVERVIEW_FRAME,
  overviewLabel,
  overviewLongSide,
  overviewPlacement,
  overviewRectangle,
  overviewScrollTarget,
  overviewSize,
  type OverviewPlacement,
  type Size,
} from './overviewLayout';

/** What the map shows: the board, its cells, and the viewport now. */
export interface OverviewInput {
  readonly layout: GridLayout;
  readonly states: number;
  readonly grid: Uint8Array;
  readonly viewport: Rectangle;
  /** The size of the pane the map sits in. */
  readonly pane: Size;
  /** The room the board takes with its frame at this zoom (CSS px). */
  readonly board: Size;
}

/** The overview map of one pane. */
export class OverviewMap {
  readonly element: HTMLCanvasElement;
  private raster: BoardRaster | null = null;
  private image: ImageData | null = null;
  private input: OverviewInput | null = null;
  private scale = 0;
  private ramp: { readonly states: number; readonly lut: Uint32Array; readonly values: Float32Array } | null = null;
  private label = '';

  /** `scrollTo` moves the view to the given scroll offsets (content CSS px). */
  constructor(private readonly scrollTo: (target: Point) => void) {
    this.element = element('canvas', { className: 'overview-map', testId: 'overview-map', attributes: { role: 'img' } });
    this.element.hidden = true;
    this.element.addEventListener('pointerdown', (event) => {
      if (event.button !== 0) return;
      event.preventDefault();
      this.element.setPointerCapture(event.pointerId);
      this.moveTo(event);
    });
    this.element.addEventListener('pointermove', (event) => {
      if (this.element.hasPointerCapture(event.pointerId)) this.moveTo(event);
    });
    this.element.addEventListener('pointerup', (event) => this.element.releasePointerCapture(event.pointerId));
  }

  /**
   * Shows the map for `input` in the pane's bottom-right corner, or hides it for null; returns
   * where it sits (the room the view must leave it), or null while it is hidden. Only the rows of
   * cells that changed since the last call are summed again.
   */
  render(input: OverviewInput | null): OverviewPlacement | null {
    this.input = input;
    if (input === null) {
      this.element.hidden = true;
      this.raster = null;
      this.image = null;
      return null;
    }
    const content = contentSize(input.layout);
    const ratio = window.devicePixelRatio || 1;
    const size = overviewSize(content, overviewLongSide(input.pane));
    this.scale = size.scale;
    const width = Math.round(size.width * ratio);
    const height = Math.round(size.height * ratio);
    const view = {
      rows: input.layout.rows,
      columns: input.layout.columns,
      topology: input.layout.topology,
      cellSize: input.layout.cellSize * size.scale,
      ratio,
      left: 0,
      top: 0,
      width,
      height,
    };
    if (this.raster === null || this.raster.view.width !== width || this.raster.view.height !== height || this.raster.view.cellSize !== view.cellSize) {
      this.raster = new BoardRaster(view);
      this.image = new ImageData(Math.max(1, width), Math.max(1, height));
    }
    if (this.ramp?.states !== input.states) {
      const stops = Array.from({ length: input.states }, (_, state): Rgb => rampRgb(state, input.states));
      // A new value table makes the raster sum everything again.
      this.ramp = { states: input.states, lut: colourRamp(stops), values: stateValues(input.states) };
    }
    const changed = this.raster.update(input.grid, this.ramp.values);
    if (this.image !== null && changed.first < changed.last) this.raster.paintRows(this.image.data, changed, this.ramp.lut);
    this.element.hidden = false;
    if (this.element.width !== width) this.element.width = width;
    if (this.element.height !== height) this.element.height = height;
    this.element.style.width = `${size.width}px`;
    this.element.style.height = `${size.height}px`;
    // In the pane's corner, its frame inside the pane; the view leaves it the room on one side.
    this.element.style.right = `${OVERVIEW_FRAME}px`;
    this.element.style.bottom = `${OVERVIEW_FRAME}px`;
    this.draw(content, size, ratio);
    const label = overviewLabel(input.layout, input.viewport);
    if (label !== this.label) {
      this.label = label;
      this.element.setAttribute('aria-label', label);
    }
    return overviewPlacement(input.pane, input.board, size);
  }

  private draw(content: Size, map: Size, ratio: number): void {
    const context = this.element.getContext('2d');
    if (context === null || this.image === null || this.input === null) return;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.putImageData(this.image, 0, 0);
    const box = overviewRectangle(this.input.viewport, content, this.scale, map);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    // Black, white, black: one of the two contrasts at least 3:1 with any cell colour under it.
    const inner = { x: box.x + 1.5, y: box.y + 1.5, width: Math.max(1, box.width - 3), height: Math.max(1, box.height - 3) };
    context.lineWidth = 3;
    context.strokeStyle = '#000000';
    context.strokeRect(inner.x, inner.y, inner.width, inner.height);
    context.lineWidth = 1;
    context.strokeStyle = '#ffffff';
    context.strokeRect(inner.x, inner.y, inner.width, inner.height);
  }

  private moveTo(event: PointerEvent): void {
    const input = this.input;
    if (input === null) return;
    const box = this.element.getBoundingClientRect();
    const target = overviewScrollTarget({ x: event.clientX - box.left, y: event.clientY - box.top }, this.scale, input.viewport, contentSize(input.layout));
    this.scrollTo(target);
  }
}
