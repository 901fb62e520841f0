import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  needsOverview,
  OVERVIEW_FRAME,
  OVERVIEW_GAP,
  overviewLabel,
  overviewLongSide,
  overviewPlacement,
  overviewRectangle,
  overviewScrollTarget,
  overviewSize,
} from '../../../src/webview/board/overviewLayout';

describe('webview: overview map layout', () => {
  it('is shown only while the board is larger than the view', () => {
    assert.equal(needsOverview({ width: 600, height: 600 }, { width: 600, height: 600 }), false);
    assert.equal(needsOverview({ width: 601, height: 300 }, { width: 600, height: 600 }), true);
    assert.equal(needsOverview({ width: 300, height: 24000 }, { width: 600, height: 600 }), true);
  });

  it('takes its room outside the view: a side the board leaves free, else the one that costs the view least', () => {
    const map = { width: 144, height: 144 };
    const gutter = 144 + 2 * OVERVIEW_FRAME + OVERVIEW_GAP;
    // A big square board in a wide pane: the right, where the width is to spare.
    assert.deepEqual(overviewPlacement({ width: 900, height: 500 }, { width: 20000, height: 20000 }, map), { side: 'right', gutter });
    // In a tall pane: below.
    assert.deepEqual(overviewPlacement({ width: 500, height: 900 }, { width: 20000, height: 20000 }, map), { side: 'bottom', gutter });
    // A wide board only 300 px high in a tall pane leaves room below it, and a tall narrow board room at the right.
    assert.deepEqual(overviewPlacement({ width: 900, height: 500 }, { width: 20000, height: 300 }, map).side, 'bottom');
    assert.deepEqual(overviewPlacement({ width: 500, height: 900 }, { width: 300, height: 20000 }, map).side, 'right');
    // The gutter fits the map's own shape.
    assert.equal(
      overviewPlacement({ width: 500, height: 900 }, { width: 20000, height: 20000 }, { width: 144, height: 72 }).gutter,
      72 + 2 * OVERVIEW_FRAME + OVERVIEW_GAP,
    );
  });

  it('takes 144 px on its longer side, less in a small pane', () => {
    assert.equal(overviewLongSide({ width: 800, height: 600 }), 144);
    assert.equal(overviewLongSide({ width: 800, height: 300 }), 120);
    assert.equal(overviewLongSide({ width: 100, height: 100 }), 48);
    assert.deepEqual(overviewSize({ width: 24000, height: 12000 }, 144), { width: 144, height: 72, scale: 0.006 });
    assert.deepEqual(overviewSize({ width: 100, height: 100000 }, 144), { width: 1, height: 144, scale: 0.00144 });
  });

  it('draws the viewport as a rectangle on the map, at least 4 px', () => {
    // 18432 px of board on 144 px of map: 1/128 map px per board px.
    const content = { width: 18432, height: 18432 };
    const map = { width: 144, height: 144 };
    assert.deepEqual(overviewRectangle({ x: 0, y: 0, width: 4608, height: 2304 }, content, 1 / 128, map), { x: 0, y: 0, width: 36, height: 18 });
    // A view 2 px wide on the map grows to 4 px about its centre, and stays on the map.
    assert.deepEqual(overviewRectangle({ x: 9216, y: 18176, width: 256, height: 256 }, content, 1 / 128, map), { x: 71, y: 140, width: 4, height: 4 });
    // A view past the board's end (the space kept free below it) is cut at the board.
    assert.deepEqual(overviewRectangle({ x: 0, y: 16384, width: 4608, height: 4608 }, content, 1 / 128, map), { x: 0, y: 128, width: 36, height: 16 });
  });

  it('centres the view on the clicked point of the map, within the board', () => {
    const content = { width: 24000, height: 24000 };
    const view = { width: 600, height: 400 };
    assert.deepEqual(overviewScrollTarget({ x: 72, y: 72 }, 0.006, view, content), { x: 11700, y: 11800 });
    assert.deepEqual(overviewScrollTarget({ x: 0, y: 0 }, 0.006, view, content), { x: 0, y: 0 });
    assert.deepEqual(overviewScrollTarget({ x: 144, y: 144 }, 0.006, view, content), { x: 23400, y: 23600 });
  });

  it('says which rows and columns are in view', () => {
    const square = { rows: 2000, columns: 2000, topology: 'plain' as const, cellSize: 12 };
    assert.equal(overviewLabel(square, { x: 0, y: 0, width: 720, height: 480 }), 'Rows 1 to 40 and columns 1 to 60 of 2000 are in view');
    const wide = { rows: 300, columns: 500, topology: 'plain' as const, cellSize: 10 };
    assert.equal(overviewLabel(wide, { x: 4995, y: 100, width: 50, height: 100 }), 'Rows 11 to 20 of 300 and columns 500 to 500 of 500 are in view');
  });

  it('keeps the rectangle on the map for any view (law)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 30000 }),
        fc.integer({ min: 100, max: 30000 }),
        fc.integer({ min: -500, max: 30000 }),
        fc.integer({ min: -500, max: 30000 }),
        fc.integer({ min: 50, max: 2000 }),
        fc.integer({ min: 50, max: 2000 }),
        (width, height, x, y, viewWidth, viewHeight) => {
          const content = { width, height };
          const map = overviewSize(content, 144);
          const box = overviewRectangle({ x, y, width: viewWidth, height: viewHeight }, content, map.scale, map);
          assert.ok(box.x >= 0 && box.y >= 0 && box.x + box.width <= map.width + 1e-9 && box.y + box.height <= map.height + 1e-9);
        },
      ),
    );
  });
});
