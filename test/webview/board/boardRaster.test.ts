import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  BoardRaster,
  changedRows,
  colourRamp,
  LUT_SIZE,
  pressedValues,
  rowsOfCells,
  stateValues,
  type RasterView,
} from '../../../src/webview/board/boardRaster';
import { copyCells, newCells } from '../../../src/domain/cellArray';
import { GridEdit } from '../../../src/webview/state/boardKey';

const BLACK = [0, 0, 0] as const;
const YELLOW = [255, 255, 0] as const;

/** The RGBA bytes of a whole raster of `cells`, with the two-state ramp. */
function pixels(view: RasterView, cells: ArrayLike<number>, states = 2): number[] {
  const raster = new BoardRaster(view);
  const rows = raster.update(Uint8Array.from(cells), stateValues(states));
  const target = new Uint8ClampedArray(view.width * view.height * 4);
  raster.paintRows(target, rows, colourRamp([BLACK, YELLOW]));
  return Array.from(target);
}

/** The mean of every pixel, by the direct definition: area-weighted over every cell rectangle (see the module comment). */
function referenceMeans(view: RasterView, cells: ArrayLike<number>, values: Float32Array): number[] {
  const { rows, columns, cellSize: s, ratio, left, top, width, height } = view;
  const hex = view.topology === 'hex';
  const pitch = hex ? (s * Math.sqrt(3)) / 2 : s;
  const rowTop = hex ? s / Math.sqrt(3) - pitch / 2 : 0;
  const means: number[] = [];
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const x0 = left + px / ratio;
      const y0 = top + py / ratio;
      let sum = 0;
      let area = 0;
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < columns; c++) {
          const cx = c * s + (hex && r % 2 === 1 ? s / 2 : 0);
          const cy = rowTop + r * pitch;
          const w = Math.max(0, Math.min(cx + s, x0 + 1 / ratio) - Math.max(cx, x0));
          const h = Math.max(0, Math.min(cy + pitch, y0 + 1 / ratio) - Math.max(cy, y0));
          area += w * h;
          sum += w * h * values[cells[r * columns + c]];
        }
      }
      means.push(area > 0 ? sum / area : 0);
    }
  }
  return means;
}

function means(raster: BoardRaster): number[] {
  const out: number[] = [];
  for (let py = 0; py < raster.view.height; py++) for (let px = 0; px < raster.view.width; px++) out.push(raster.mean(px, py));
  return out;
}

/** Any raster view of a square or hex board of up to `maxRows` x `maxColumns` cells of one of `cellSizes`, from any start, at any zoom. */
function rasterViews(maxRows: number, maxColumns: number, cellSizes: readonly number[]): fc.Arbitrary<RasterView> {
  return fc
    .record({
      rows: fc.integer({ min: 1, max: maxRows }),
      columns: fc.integer({ min: 1, max: maxColumns }),
      hex: fc.boolean(),
      cellSize: fc.constantFrom(...cellSizes),
      ratio: fc.constantFrom(1, 1.5, 2),
      left: fc.constantFrom(0, 0.5, 1, 2.25),
      top: fc.constantFrom(0, 0.75, 1.5),
      width: fc.integer({ min: 1, max: 12 }),
      height: fc.integer({ min: 1, max: 9 }),
    })
    .map(({ hex, ...shape }): RasterView => ({ ...shape, topology: hex ? 'hex' : 'plain' }));
}

const view = (partial: Partial<RasterView>): RasterView => ({
  rows: 2,
  columns: 2,
  topology: 'plain',
  cellSize: 1,
  ratio: 1,
  left: 0,
  top: 0,
  width: 2,
  height: 2,
  ...partial,
});

describe('webview: board raster', () => {
  it('shows the share of lit cells in a pixel that covers several cells', () => {
    // Four cells of 0.5 px in one pixel, two of them lit: half way from black to yellow.
    assert.deepEqual(pixels(view({ cellSize: 0.5, width: 1, height: 1 }), Uint8Array.from([1, 0, 0, 1])), [128, 128, 0, 255]);
    assert.deepEqual(pixels(view({ cellSize: 0.5, width: 1, height: 1 }), Uint8Array.from([1, 1, 1, 0])), [191, 191, 0, 255]);
    assert.deepEqual(pixels(view({ cellSize: 0.5, width: 1, height: 1 }), Uint8Array.from([0, 0, 0, 0])), [0, 0, 0, 255]);
  });

  it('weighs a cell by its area inside the pixel', () => {
    // One row of two 1.5 px cells, the first lit: pixel 0 is all cell 0, pixel 1 half each, pixel 2 all cell 1.
    const row = pixels(view({ rows: 1, columns: 2, cellSize: 1.5, width: 3, height: 1 }), [1, 0]);
    assert.deepEqual(row, [255, 255, 0, 255, 128, 128, 0, 255, 0, 0, 0, 255]);
  });

  it('maps the mean state of a k-state board through the ramp', () => {
    // States 0 and 2 of 3 in one pixel: mean state 1 of 0..2, the middle of the ramp; the board covers half the pixel.
    assert.deepEqual(pixels(view({ rows: 1, columns: 2, cellSize: 0.5, width: 1, height: 1 }), [0, 2], 3), [128, 128, 0, 128]);
    assert.deepEqual(pixels(view({ rows: 1, columns: 1, cellSize: 1, width: 1, height: 1 }), [1], 3), [128, 128, 0, 255]);
  });

  it('draws the part of the board from its left and top, and leaves pixels past the board transparent', () => {
    // Cells of 2 device px (1 CSS px at ratio 2), the raster starting at CSS (1, 0): column 1 only, then nothing.
    const shifted = pixels(view({ rows: 1, columns: 2, cellSize: 1, ratio: 2, left: 1, width: 3, height: 1 }), [0, 1]);
    assert.deepEqual(shifted, [255, 255, 0, 255, 255, 255, 0, 255, 0, 0, 0, 0]);
  });

  it('marks pixels over proof cells with the overlay colour, by half plus half their share', () => {
    const shape = view({ rows: 1, columns: 2, cellSize: 0.5, width: 1, height: 1 });
    const board = new BoardRaster(shape);
    const marks = new BoardRaster(shape);
    board.update(Uint8Array.of(0, 0), stateValues(2));
    marks.update(Uint8Array.of(1, 0), pressedValues());
    const target = new Uint8ClampedArray(4);
    board.paintRows(target, { first: 0, last: 1 }, colourRamp([BLACK, YELLOW]), { raster: marks, colour: [200, 100, 0] });
    // Half of the board's part of the pixel is marked: mixed 3/4 of the way to the overlay colour; the board covers half the pixel.
    assert.deepEqual(Array.from(target), [150, 75, 0, 128]);
  });

  it('builds ramps between evenly spread stops', () => {
    const ramp = colourRamp([BLACK, [255, 0, 0], [255, 255, 255]]);
    assert.equal(ramp.length, LUT_SIZE);
    assert.equal(ramp[0], 0x000000);
    assert.equal(ramp[LUT_SIZE - 1], 0xffffff);
    assert.equal(ramp[51], 0x660000);
    assert.equal(ramp[204], 0xff9999);
  });

  it('finds the changed rows four cells at a time, at any alignment', () => {
    const before = new Uint8Array(64);
    const after = before.slice();
    after[5] = 1;
    after[41] = 1;
    after[42] = 1;
    assert.deepEqual(changedRows(before, after, 8, 0, 7), [0, 5]);
    assert.deepEqual(changedRows(before, after, 8, 1, 7), [5]);
    assert.deepEqual(changedRows(before, after, 8, 0, 4), [0]);
    assert.deepEqual(changedRows(before.subarray(1), after.subarray(1), 7, 0, 8), [0, 5]);
    assert.deepEqual(changedRows([0, 1, 2], [0, 1, 3], 1, 0, 2), [2]);
    assert.deepEqual(changedRows([0, 1], [0, 1, 2], 1, 0, 2), [0, 1, 2]);
    assert.deepEqual(changedRows(before, before.slice(), 8, 0, 7), []);
  });

  it('reports only the pixel rows that a changed cell row touches', () => {
    const shape = view({ rows: 8, columns: 8, cellSize: 0.5, width: 4, height: 4 });
    const raster = new BoardRaster(shape);
    const cells = new Uint8Array(64);
    assert.deepEqual(raster.update(cells, stateValues(2)), { first: 0, last: 4 });
    // Another value table: everything is summed again.
    const values = stateValues(2);
    assert.deepEqual(raster.update(cells, values), { first: 0, last: 4 });
    assert.deepEqual(raster.update(cells, values), { first: 0, last: 0 });
    const next = cells.slice();
    next[5 * 8 + 3] = 1;
    assert.deepEqual(raster.update(next, values), { first: 2, last: 3 });
    assert.equal(raster.mean(1, 2), 0.25);
  });

  it('equals the direct area-weighted mean on any square or hex board, view and zoom', () => {
    fc.assert(
      fc.property(rasterViews(7, 7, [0.25, 0.5, 0.75, 1, 1.5, 2.5]), fc.nat(1000), (rasterView, seed) => {
        const cells = Uint8Array.from({ length: rasterView.rows * rasterView.columns }, (_, i) => (i * 7 + seed) % 3);
        const values = stateValues(3);
        const raster = new BoardRaster(rasterView);
        raster.update(cells, values);
        const expected = referenceMeans(rasterView, cells, values);
        means(raster).forEach((mean, index) => assert.ok(Math.abs(mean - expected[index]) < 1e-4, `pixel ${index}: ${mean} against ${expected[index]}`));
      }),
    );
  });

  it('sums the cells four at a time from words as one at a time, for every table, past its linear part too', () => {
    fc.assert(
      fc.property(
        fc.record({
          view: rasterViews(9, 23, [0.2, 0.3, 0.45, 0.5, 0.75, 1, 1.5, 2.5]),
          states: fc.integer({ min: 2, max: 36 }),
          table: fc.constantFrom('states', 'presses'),
          // Cells of a value past the table's linear part (a press count above 1, or a state past k - 1), at these cells.
          past: fc.array(fc.nat(), { maxLength: 3 }),
          seed: fc.nat(1000),
        }),
        (shape) => {
          const rasterView = shape.view;
          const count = rasterView.rows * rasterView.columns;
          const words = newCells(count);
          for (let cell = 0; cell < count; cell++) words[cell] = (cell * 7 + shape.seed) % shape.states;
          for (const cell of shape.past) words[cell % count] = shape.states + (cell % 200);
          // The same cells one byte past a word: they cannot be read as words.
          const bytes = new Uint8Array(count + 1).subarray(1);
          bytes.set(words);
          const values = shape.table === 'states' ? stateValues(shape.states) : pressedValues();
          const fromWords = new BoardRaster(rasterView);
          fromWords.update(words, values);
          const fromBytes = new BoardRaster(rasterView);
          fromBytes.update(bytes, values);
          const expected = means(fromBytes);
          means(fromWords).forEach((mean, index) => assert.ok(Math.abs(mean - expected[index]) < 1e-5, `pixel ${index}: ${mean} against ${expected[index]}`));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('paints the same bytes a word at a time as byte by byte (a target not aligned to words takes the byte path)', () => {
    fc.assert(
      fc.property(
        fc.record({
          rows: fc.integer({ min: 1, max: 7 }),
          columns: fc.integer({ min: 1, max: 7 }),
          hex: fc.boolean(),
          cellSize: fc.constantFrom(0.25, 0.5, 1, 2.5),
          left: fc.constantFrom(0, 0.5, 2.25),
          width: fc.integer({ min: 1, max: 9 }),
          height: fc.integer({ min: 1, max: 9 }),
          states: fc.integer({ min: 2, max: 5 }),
          seed: fc.integer({ min: 0, max: 1000 }),
        }),
        (shape) => {
          const rasterView: RasterView = { ...shape, ratio: 1, top: 0, topology: shape.hex ? 'hex' : 'plain' };
          const cells = Uint8Array.from({ length: shape.rows * shape.columns }, (_, i) => (i * 7 + shape.seed) % shape.states);
          const raster = new BoardRaster(rasterView);
          const rows = raster.update(cells, stateValues(shape.states));
          const ramp = colourRamp([BLACK, [10, 200, 30], YELLOW]);
          const size = shape.width * shape.height * 4;
          const aligned = new Uint8ClampedArray(size);
          const unaligned = new Uint8ClampedArray(new ArrayBuffer(size + 1), 1, size);
          aligned.fill(7);
          unaligned.fill(7);
          raster.paintRows(aligned, rows, ramp);
          raster.paintRows(unaligned, rows, ramp);
          assert.deepEqual(Array.from(aligned), Array.from(unaligned));
        },
      ),
    );
  });

  it('after a change of some cells, equals a raster built from scratch', () => {
    fc.assert(
      fc.property(
        // Up to 48 rows: a few changed rows of many take the pixel rows' own path, most rows the whole pass.
        fc.integer({ min: 1, max: 48 }),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom(0.25, 0.4, 1, 1.75),
        fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
        (rows, columns, cellSize, flips) => {
          const shape = view({ rows, columns, cellSize, ratio: 1.5, width: 7, height: 6 });
          const values = stateValues(2);
          const before = new Uint8Array(rows * columns).map((_, i) => (i % 3 === 0 ? 1 : 0));
          const after = before.slice();
          for (const flip of flips) after[flip % after.length] ^= 1;
          const updated = new BoardRaster(shape);
          updated.update(before, values);
          updated.update(after, values);
          const fresh = new BoardRaster(shape);
          fresh.update(after, values);
          assert.deepEqual(means(updated), means(fresh));
        },
      ),
    );
  });
  it('sums a changed row again when it is the row the last update summed last', () => {
    // One cell row per pixel row: the whole pass ends on the last row, and the next update changes only it.
    const shape = view({ rows: 20, columns: 4, cellSize: 1, width: 4, height: 20 });
    const values = stateValues(2);
    const before = newCells(80);
    const after = copyCells(before);
    after[79] = 1;
    const updated = new BoardRaster(shape);
    updated.update(before, values);
    assert.deepEqual(updated.update(after, values), { first: 19, last: 20 });
    assert.equal(updated.mean(3, 19), 1);
  });

  it('after a grid edit (which names its changed cells), equals a raster built from scratch', () => {
    fc.assert(
      fc.property(
        // Up to 48 rows: a few changed rows of many take the pixel rows' own path, most rows the whole pass.
        fc.integer({ min: 1, max: 48 }),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom(0.25, 0.4, 1, 1.75),
        fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
        (rows, columns, cellSize, flips) => {
          const shape = view({ rows, columns, cellSize, ratio: 1.5, width: 7, height: 6 });
          const values = stateValues(2);
          const before = new Uint8Array(rows * columns).map((_, i) => (i % 3 === 0 ? 1 : 0));
          const edit = new GridEdit(before, 0);
          for (const flip of flips) edit.add(flip % before.length, 1, 2);
          const after = edit.finish();
          const updated = new BoardRaster(shape);
          updated.update(before, values);
          updated.update(after, values);
          const fresh = new BoardRaster(shape);
          fresh.update(after, values);
          assert.deepEqual(means(updated), means(fresh));
        },
      ),
    );
  });

  it('finds the rows of cells in range, each once and ascending', () => {
    assert.deepEqual(
      rowsOfCells([9, 1, 2, 17, 10], 4, 0, 3),
      [0, 2, 4].filter((row) => row <= 3),
    );
    assert.deepEqual(rowsOfCells([9, 1, 2, 17, 10], 4, 1, 4), [2, 4]);
    assert.deepEqual(rowsOfCells([], 4, 0, 3), []);
  });
});
