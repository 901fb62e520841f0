import * as assert from 'node:assert/strict';
import {
  anchoredScroll,
  boardFrameAllowance,
  cellBounds,
  cellCentre,
  contentSize,
  fitCellSize,
  hexagonCorners,
  hitTest,
  clampCellSize,
  scrollToReveal,
  steppedCellSize,
  TORUS_FRAME_MARGIN,
  visibleRange,
  zoomOutFloor,
  zoomStep,
  ZOOM_STEPS,
  type GridLayout,
} from '../../../src/webview/board/gridGeometry';
import fc from 'fast-check';

const plain: GridLayout = { rows: 5, columns: 5, topology: 'plain', cellSize: 40 };
const hex: GridLayout = { rows: 6, columns: 6, topology: 'hex', cellSize: 40 };
const R = 40 / Math.sqrt(3);
const PITCH = 20 * Math.sqrt(3);

describe('webview: grid geometry', () => {
  it('hit-tests square cells with left/top edges inside and right/bottom edges outside', () => {
    assert.deepEqual(hitTest(plain, { x: 0, y: 0 }), { row: 0, col: 0 });
    assert.deepEqual(hitTest(plain, { x: 39.999, y: 39.999 }), { row: 0, col: 0 });
    assert.deepEqual(hitTest(plain, { x: 40, y: 40 }), { row: 1, col: 1 });
    assert.deepEqual(hitTest(plain, { x: 2 * 40 + 20, y: 3 * 40 + 20 }), { row: 3, col: 2 });
    assert.deepEqual(hitTest(plain, { x: 199.9, y: 199.9 }), { row: 4, col: 4 });
    assert.equal(hitTest(plain, { x: 200, y: 10 }), null);
    assert.equal(hitTest(plain, { x: 10, y: 200 }), null);
    assert.equal(hitTest(plain, { x: -0.1, y: 10 }), null);
    assert.equal(hitTest(plain, { x: Number.NaN, y: 10 }), null);
  });

  it('treats a torus like a plain board when drawing', () => {
    const torus: GridLayout = { ...plain, topology: 'torus' };
    assert.deepEqual(hitTest(torus, { x: 170, y: 5 }), { row: 0, col: 4 });
    assert.deepEqual(contentSize(torus), { width: 200, height: 200 });
  });

  it('places odd-r hex centres half a cell right on odd rows', () => {
    assert.deepEqual(cellCentre(hex, 0, 0), { x: 20, y: R });
    assert.deepEqual(cellCentre(hex, 1, 0), { x: 40, y: R + PITCH });
    assert.deepEqual(cellCentre(hex, 2, 3), { x: 140, y: R + 2 * PITCH });
    const size = contentSize(hex);
    assert.equal(size.width, 6 * 40 + 20);
    assert.ok(Math.abs(size.height - (2 * R + 5 * PITCH)) < 1e-9);
    assert.equal(contentSize({ ...hex, rows: 1 }).width, 240);
  });

  it('hit-tests hexagons at their centres and inside their slanted edges', () => {
    for (const [row, col] of [
      [0, 0],
      [1, 0],
      [1, 5],
      [2, 3],
      [5, 5],
    ]) {
      assert.deepEqual(hitTest(hex, cellCentre(hex, row, col)), { row, col });
    }
    // Just inside the top corner of (1, 1): still (1, 1), not a cell of row 0.
    const top = cellCentre(hex, 1, 1);
    assert.deepEqual(hitTest(hex, { x: top.x, y: top.y - R + 0.5 }), { row: 1, col: 1 });
    // Left of (1, 1)'s centre by 0.49 s: (1, 1); by 0.51 s: its left neighbour (1, 0).
    assert.deepEqual(hitTest(hex, { x: top.x - 0.49 * 40, y: top.y }), { row: 1, col: 1 });
    assert.deepEqual(hitTest(hex, { x: top.x - 0.51 * 40, y: top.y }), { row: 1, col: 0 });
    // The bounding-box corner of (0, 0) lies outside its hexagon and outside the board.
    assert.equal(hitTest(hex, { x: 1, y: 1 }), null);
  });

  it('hit-tests the notch at the start of odd hex rows as outside the board', () => {
    const oddRowLeft = cellCentre(hex, 1, 0);
    assert.equal(hitTest(hex, { x: 2, y: oddRowLeft.y }), null);
    assert.deepEqual(hitTest(hex, { x: 21, y: oddRowLeft.y }), { row: 1, col: 0 });
    const evenRowRight = cellCentre(hex, 0, 5);
    assert.equal(hitTest(hex, { x: 258, y: evenRowRight.y }), null);
    assert.equal(hitTest(hex, { x: 130, y: 2 * R + 5 * PITCH + 1 }), null);
  });

  it('gives hexagon corners clockwise from the top and shrinks them by an inset', () => {
    const [topCorner, upperRight, lowerRight] = hexagonCorners(hex, 0, 0);
    assert.ok(Math.abs(topCorner.x - 20) < 1e-9 && Math.abs(topCorner.y) < 1e-9);
    assert.ok(Math.abs(upperRight.x - 40) < 1e-9 && Math.abs(upperRight.y - R / 2) < 1e-9);
    assert.ok(Math.abs(lowerRight.x - 40) < 1e-9 && Math.abs(lowerRight.y - 1.5 * R) < 1e-9);
    const inset = hexagonCorners(hex, 0, 0, 2);
    assert.ok(Math.abs(inset[1].x - 38) < 1e-9);
  });

  it('computes the visible rows and columns of a scrolled viewport', () => {
    const large: GridLayout = { rows: 1000, columns: 1000, topology: 'plain', cellSize: 4 };
    assert.deepEqual(visibleRange(large, { x: 0, y: 0, width: 400, height: 300 }), { firstRow: 0, lastRow: 74, firstColumn: 0, lastColumn: 99 });
    assert.deepEqual(visibleRange(large, { x: 2, y: 3998, width: 400, height: 300 }), { firstRow: 999, lastRow: 999, firstColumn: 0, lastColumn: 100 });
    assert.deepEqual(visibleRange(plain, { x: 0, y: 0, width: 1000, height: 1000 }), { firstRow: 0, lastRow: 4, firstColumn: 0, lastColumn: 4 });
    assert.deepEqual(visibleRange(plain, { x: 0, y: 0, width: 0, height: 100 }), { firstRow: 0, lastRow: -1, firstColumn: 0, lastColumn: -1 });
  });

  it('includes every hex row whose hexagons reach into the viewport', () => {
    // Row r spans y in [r·pitch, r·pitch + 2R]; at s = 40, pitch ≈ 34.64 and 2R ≈ 46.19.
    assert.deepEqual(visibleRange(hex, { x: 0, y: 40, width: 60, height: 1 }), { firstRow: 0, lastRow: 1, firstColumn: 0, lastColumn: 1 });
    assert.deepEqual(visibleRange(hex, { x: 100, y: 0, width: 40, height: 10 }), { firstRow: 0, lastRow: 0, firstColumn: 1, lastColumn: 3 });
  });

  it('fits small boards into the view, growing cells to fill the room (no cap), in whole pixels from 4 px', () => {
    assert.equal(fitCellSize({ rows: 5, columns: 5, topology: 'plain' }, 800, 600), 120);
    assert.equal(fitCellSize({ rows: 5, columns: 5, topology: 'plain' }, 800, 600, 64), 64, 'a cap when one is asked for');
    assert.equal(fitCellSize({ rows: 5, columns: 5, topology: 'plain' }, 300, 250), 50);
    // A 6 x 6 board beside its solution in a 1000 x 700 editor: each board has about 470 x 440 px.
    assert.ok(fitCellSize({ rows: 6, columns: 6, topology: 'plain' }, 470 - boardFrameAllowance('plain'), 440 - boardFrameAllowance('plain')) >= 72);
    assert.equal(fitCellSize({ rows: 5, columns: 5, topology: 'plain' }, 0, 250), 64, 'no room: the largest zoom step');
    assert.equal(fitCellSize({ rows: 20, columns: 30, topology: 'plain' }, 600, 600), 20);
    assert.equal(fitCellSize({ rows: 10, columns: 10, topology: 'hex' }, 210, 1000), 20);
    assert.equal(fitCellSize({ rows: 150, columns: 150, topology: 'plain' }, 900, 700), 4);
  });

  it('fits large boards whole at any size, in 1/64 px below 4 px', () => {
    assert.equal(fitCellSize({ rows: 200, columns: 200, topology: 'plain' }, 900, 700), 3.5);
    assert.equal(fitCellSize({ rows: 2000, columns: 2000, topology: 'plain' }, 500, 500), 0.25);
    assert.equal(fitCellSize({ rows: 2000, columns: 2000, topology: 'plain' }, 598, 640), 0.296875);
    assert.equal(fitCellSize({ rows: 1000, columns: 1000, topology: 'hex' }, 900, 700), 0.796875);
    assert.equal(fitCellSize({ rows: 2000, columns: 3000, topology: 'torus' }, 1000, 1000), 0.328125);
    // More than 64 cells per pixel: the smallest size, and the board scrolls.
    assert.equal(fitCellSize({ rows: 2000, columns: 2000, topology: 'plain' }, 20, 20), 1 / 64);
  });

  it('fits every board inside the view (law)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.constantFrom('plain' as const, 'torus' as const, 'hex' as const),
        fc.integer({ min: 32, max: 1600 }),
        fc.integer({ min: 32, max: 1600 }),
        (rows, columns, topology, width, height) => {
          const cellSize = fitCellSize({ rows, columns, topology }, width, height);
          const size = contentSize({ rows, columns, topology, cellSize });
          assert.ok(size.width <= width + 1e-9 && size.height <= height + 1e-9, `${cellSize} px: ${size.width} x ${size.height}`);
          assert.ok(cellSize >= 1 / 64 && cellSize <= Math.max(width, height));
        },
      ),
    );
  });

  it('zooms through sub-pixel and whole-pixel steps and stops at 1/64 and 64 px', () => {
    assert.equal(zoomStep(40, 1), 48);
    assert.equal(zoomStep(40, -1), 32);
    assert.equal(zoomStep(13, 1), 14);
    assert.equal(zoomStep(64, 1), 64);
    assert.equal(zoomStep(4, -1), 3);
    assert.equal(zoomStep(1, -1), 0.5);
    assert.equal(zoomStep(0.296875, 1), 0.5);
    assert.equal(zoomStep(0.296875, -1), 0.25);
    assert.equal(zoomStep(1 / 64, -1), 1 / 64);
    assert.deepEqual(ZOOM_STEPS.slice(0, 10), [1 / 64, 1 / 32, 1 / 16, 1 / 8, 1 / 4, 1 / 2, 1, 2, 3, 4]);
  });

  it('zooms out no further than 4 px or the whole-board fit, whichever is smaller', () => {
    assert.equal(zoomOutFloor(64), 4);
    assert.equal(zoomOutFloor(0.296875), 0.296875);
    // A small board: 4 px is the floor, as before.
    assert.equal(steppedCellSize(5, -1, 64), 4);
    assert.equal(steppedCellSize(4, -1, 64), 4);
    assert.equal(steppedCellSize(64, 1, 64), 64);
    // A 2000 x 2000 board fitted at 0.296875 px: steps down to 0.5, then the fit (null).
    assert.equal(steppedCellSize(1, -1, 0.296875), 0.5);
    assert.equal(steppedCellSize(0.5, -1, 0.296875), null);
    assert.equal(steppedCellSize(0.296875, -1, 0.296875), null);
    assert.equal(steppedCellSize(0.296875, 1, 0.296875), 0.5);
    // Fitted at 3.5 px: zooming out from 4 px goes to the fit, not to 3 px.
    assert.equal(steppedCellSize(4, -1, 3.5), null);
  });

  it('never shrinks cells when zooming in from a fit larger than the largest zoom step', () => {
    // A 6 x 6 board fitted at 75 px: zooming in keeps the fit, zooming out goes to 64 px.
    assert.equal(steppedCellSize(75, 1, 75), null);
    assert.equal(steppedCellSize(75, -1, 75), 64);
    // Zoomed out to 64 or 56 px: zooming in comes back to the fit instead of stopping at 64 px.
    assert.equal(steppedCellSize(64, 1, 75), null);
    assert.equal(steppedCellSize(48, 1, 75), 56);
    assert.equal(steppedCellSize(56, 1, 75), null);
    fc.assert(
      fc.property(fc.constantFrom(...ZOOM_STEPS), fc.integer({ min: 1, max: 400 }), (size, fit) => {
        const next = steppedCellSize(size, 1, fit);
        assert.ok((next ?? fit) >= size, `${size} -> ${String(next)} (fit ${fit})`);
      }),
    );
  });

  it('leaves room round a board for its edge, and round a torus for its dashed frame', () => {
    assert.equal(boardFrameAllowance('plain'), 2);
    assert.equal(boardFrameAllowance('hex'), 2);
    assert.equal(boardFrameAllowance('torus'), 2 * TORUS_FRAME_MARGIN + 2);
  });

  it('clamps cell sizes to 1/64..64 px, whole pixels from 1 px up', () => {
    assert.equal(clampCellSize(100), 64);
    assert.equal(clampCellSize(12.4), 12);
    assert.equal(clampCellSize(0.25), 0.25);
    assert.equal(clampCellSize(0.3), 0.296875);
    assert.equal(clampCellSize(0.001), 1 / 64);
    assert.equal(clampCellSize(-5), 1 / 64);
    assert.equal(clampCellSize(Number.NaN), 4);
    assert.equal(clampCellSize(Number.POSITIVE_INFINITY), 64);
  });

  it('keeps a board point in place across a zoom', () => {
    // The point 100 px into the board, 40 px into the view, with a 1 px margin: doubling the cells puts it 200 px in.
    assert.deepEqual(anchoredScroll({ x: 100, y: 30 }, { x: 40, y: 10 }, 2, { x: 1, y: 1 }), { x: 161, y: 51 });
    assert.deepEqual(anchoredScroll({ x: 100, y: 30 }, { x: 100, y: 30 }, 1, { x: 0, y: 0 }), { x: 0, y: 0 });
  });

  it('scrolls just enough to reveal a cell', () => {
    const large: GridLayout = { rows: 100, columns: 100, topology: 'plain', cellSize: 10 };
    assert.deepEqual(scrollToReveal(large, { row: 50, col: 2 }, { x: 0, y: 0, width: 200, height: 200 }), { x: 0, y: 310 });
    assert.deepEqual(scrollToReveal(large, { row: 0, col: 0 }, { x: 50, y: 50, width: 200, height: 200 }), { x: 0, y: 0 });
    assert.deepEqual(cellBounds(large, 3, 4), { x: 40, y: 30, width: 10, height: 10 });
  });
});
