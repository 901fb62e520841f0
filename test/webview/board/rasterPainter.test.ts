import * as assert from 'node:assert/strict';
import type { PuzzlePicture } from '../../../src/webview/board/boardPicture';
import type { RasterView } from '../../../src/webview/board/boardRaster';
import { RasterPainter } from '../../../src/webview/board/rasterPainter';
import type { ThemeColours } from '../../../src/webview/board/themeColours';
import { asContext, RecordingContext } from '../../support/recordingCanvas';

const theme = { kind: 'dark', background: '#1e1e1e', foreground: '#cccccc', mark: '#cca700' } as ThemeColours;
/** A 2x2 board at one device pixel per cell, the whole board in view. */
const view: RasterView = { rows: 2, columns: 2, topology: 'plain', cellSize: 1, ratio: 1, left: 0, top: 0, width: 2, height: 2 };
const picture = (grid: number[], states = 2): PuzzlePicture => ({
  kind: 'puzzle',
  layout: { rows: 2, columns: 2, topology: 'plain', cellSize: 1 },
  states,
  grid: Uint8Array.from(grid),
  selected: null,
  hint: null,
});

/** The RGBA of each pixel of the image last put on the canvas, row by row. */
function pixels(context: RecordingContext): number[][] {
  const image = context.callsOf('putImageData').at(-1)?.args[0] as ImageData;
  return Array.from({ length: image.width * image.height }, (_, index) => Array.from(image.data.slice(index * 4, index * 4 + 4)));
}

describe('webview: rasterPainter', () => {
  it('paints each cell’s pixel in the state’s colour of the ramp, opaque', () => {
    const context = new RecordingContext();
    new RasterPainter().paintPuzzle(asContext(context), picture([1, 0, 0, 1]), view, theme);
    assert.deepEqual(pixels(context), [
      [255, 255, 0, 255],
      [0, 0, 0, 255],
      [0, 0, 0, 255],
      [255, 255, 0, 255],
    ]);
    assert.deepEqual(context.callsOf('putImageData')[0].args.slice(1), [0, 0]);
  });

  it('keeps its image between paints and repaints the cells that changed', () => {
    const context = new RecordingContext();
    const painter = new RasterPainter();
    painter.paintPuzzle(asContext(context), picture([1, 0, 0, 1]), view, theme);
    const first = context.callsOf('putImageData')[0].args[0];
    painter.paintPuzzle(asContext(context), picture([0, 0, 0, 1]), view, theme);
    assert.equal(context.callsOf('putImageData')[1].args[0], first, 'the same image, painted again');
    assert.deepEqual(pixels(context)[0], [0, 0, 0, 255]);
    assert.deepEqual(pixels(context)[3], [255, 255, 0, 255]);
  });

  it('mixes the cells a device pixel covers: half of them lit is between black and yellow', () => {
    const context = new RecordingContext();
    const layout = { rows: 4, columns: 4, topology: 'plain' as const, cellSize: 0.5 };
    const grid = [1, 1, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0];
    new RasterPainter().paintPuzzle(asContext(context), { ...picture(grid), layout }, { ...view, ...layout }, theme);
    const [lit, dark, half, none] = pixels(context);
    assert.deepEqual(lit, [255, 255, 0, 255]);
    assert.deepEqual(dark, [0, 0, 0, 255]);
    assert.deepEqual(none, [0, 0, 0, 255]);
    assert.ok(half[0] > 0 && half[0] < 255 && half[0] === half[1] && half[2] === 0, String(half));
  });
});
