/**
 * Boards whose cells are smaller than a few device pixels, painted from a raster with
 * putImageData: the puzzle as the share of lit cells (or the mean state) through the state
 * ramp, the proof's marked cells mixed with the theme's mark colour (or the holes with the
 * background), the solution as the share of cells to press between the theme's background and text colours. The sums are kept between
 * paints, so a paint after a change of a few cells only sums the changed rows again. DOM only here.
 */

import type { PuzzlePicture } from './boardPicture';
import { BoardRaster, colourRamp, pressedValues, sameRasterView, stateValues, type RasterView, type Rgb } from './boardRaster';
import { rampRgb } from './cellColours';
import { colourChannels, type ThemeColours } from './themeColours';

/** Cells drawn smaller than this many device pixels are painted from a raster, larger ones as paths. */
export const RASTER_DEVICE_PIXELS = 4;

const PRESSED = pressedValues();
const stateTables = new Map<number, Float32Array>();

/** {@link stateValues}, one table per k (the raster recomputes everything when the table changes). */
function stateTable(states: number): Float32Array {
  let table = stateTables.get(states);
  if (table === undefined) stateTables.set(states, (table = stateValues(states)));
  return table;
}

/** Paints one canvas's board from a raster, keeping the sums and the image between paints. */
export class RasterPainter {
  private board: BoardRaster | null = null;
  private marks: BoardRaster | null = null;
  private image: ImageData | null = null;
  private rampKey = '';
  private ramp: Uint32Array = new Uint32Array(0);
  private overlayKey = '';

  /** Paints the puzzle's cells (and proof marks) over the canvas's device pixels `view`. */
  paintPuzzle(context: CanvasRenderingContext2D, picture: PuzzlePicture, view: RasterView, theme: ThemeColours): void {
    const { states } = picture;
    const stops = Array.from({ length: states }, (_, state): Rgb => rampRgb(state, states));
    const proof = picture.proof ?? null;
    // Holes show as the background (a proof never marks a hole; on a board with both, the proof's marks win).
    const overlay =
      proof !== null ? { cells: proof.weights, colour: theme.mark } : picture.holes !== undefined ? { cells: picture.holes, colour: theme.background } : null;
    this.paint(context, view, picture.grid, stateTable(states), `puzzle/${states}`, stops, overlay);
  }

  /** Paints the solution's presses over the canvas's device pixels `view` (the caller paints a failed solve). */
  paintSolution(context: CanvasRenderingContext2D, presses: Uint8Array, view: RasterView, theme: ThemeColours): void {
    const stops: Rgb[] = [colourChannels(theme.background), colourChannels(theme.foreground)];
    this.paint(context, view, presses, PRESSED, `solution/${stops.join('/')}`, stops, null);
  }

  private paint(
    context: CanvasRenderingContext2D,
    view: RasterView,
    cells: Uint8Array,
    values: Float32Array,
    rampKey: string,
    stops: readonly Rgb[],
    overlay: { readonly cells: Uint8Array; readonly colour: string } | null,
  ): void {
    let everything = false;
    if (this.board === null || this.image === null || !sameRasterView(this.board.view, view)) {
      this.board = new BoardRaster(view);
      this.marks = null;
      this.image = context.createImageData(view.width, view.height);
      everything = true;
    }
    if (rampKey !== this.rampKey) {
      this.rampKey = rampKey;
      this.ramp = colourRamp(stops);
      everything = true;
    }
    const changed = this.board.update(cells, values);
    let first = changed.first < changed.last ? changed.first : view.height;
    let last = changed.last;
    const overlayKey = overlay === null ? '' : overlay.colour;
    if (overlayKey !== this.overlayKey || (overlay === null && this.marks !== null)) {
      this.overlayKey = overlayKey;
      everything = true;
    }
    if (overlay === null) {
      this.marks = null;
    } else {
      this.marks ??= new BoardRaster(view);
      const marked = this.marks.update(overlay.cells, PRESSED);
      if (marked.first < marked.last) {
        first = Math.min(first, marked.first);
        last = Math.max(last, marked.last);
      }
    }
    if (everything) {
      first = 0;
      last = view.height;
    }
    const markColour = overlay === null || this.marks === null ? undefined : { raster: this.marks, colour: colourChannels(overlay.colour) };
    if (first < last) this.board.paintRows(this.image.data, { first, last }, this.ramp, markColour);
    context.putImageData(this.image, 0, 0);
  }
}
