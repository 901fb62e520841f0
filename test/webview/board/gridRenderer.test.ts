import * as assert from 'node:assert/strict';
import type { BoardPicture } from '../../../src/webview/board/boardPicture';
import { GridCanvas, paintedSize } from '../../../src/webview/board/gridRenderer';
import { DARK_THEME, installRecordingPath2D, RecordingContext } from '../../support/recordingCanvas';

const theme = DARK_THEME;

/** A set of class names with the parts of DOMTokenList the renderer uses. */
class ClassList extends Set<string> {
  toggle(name: string, on: boolean): void {
    if (on) this.add(name);
    else this.delete(name);
  }
  remove(...names: string[]): void {
    for (const name of names) this.delete(name);
  }
}

/** A scroll container 25 x 100 CSS px at client (100, 50), its sizer and its canvas, drawing on a recording context. */
function board() {
  const context = new RecordingContext();
  const scroller = {
    style: { maxWidth: '', maxHeight: '' },
    scrollLeft: 0,
    scrollTop: 0,
    clientWidth: 25,
    clientHeight: 100,
    clientLeft: 0,
    clientTop: 0,
    getBoundingClientRect: () => ({ left: 100, top: 50 }),
  };
  const sizer = {
    style: { width: '', height: '', color: '' },
    classList: new ClassList(),
    offsetLeft: 0,
    offsetTop: 0,
    getBoundingClientRect: () => ({ left: 100 - scroller.scrollLeft, top: 50 - scroller.scrollTop }),
  };
  const canvas = { width: 0, height: 0, style: {} as Record<string, string>, dataset: {} as Record<string, string>, getContext: () => context };
  const grid = new GridCanvas(scroller as unknown as HTMLElement, sizer as unknown as HTMLElement, canvas as unknown as HTMLCanvasElement);
  return { grid, scroller, sizer, canvas, context };
}

/** A 3 x 4 two-state board of 10 px cells, lit on the diagonal. */
const puzzle: BoardPicture = {
  kind: 'puzzle',
  layout: { rows: 3, columns: 4, topology: 'plain', cellSize: 10 },
  states: 2,
  grid: Uint8Array.of(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0),
  selected: null,
  hint: null,
};

describe('webview: gridRenderer', () => {
  const global = globalThis as { window?: unknown; requestAnimationFrame?: unknown };
  let frames: (() => void)[];
  let uninstall: () => void;
  beforeEach(() => {
    frames = [];
    global.window = { devicePixelRatio: 2 };
    global.requestAnimationFrame = (callback: () => void) => frames.push(callback);
    uninstall = installRecordingPath2D();
  });
  afterEach(() => {
    delete global.window;
    delete global.requestAnimationFrame;
    uninstall();
  });

  it('sizes the sizer to the whole board at once and paints once in the next frame, however many updates came first', () => {
    const { grid, sizer, canvas } = board();
    grid.update(puzzle, theme, false);
    grid.update(puzzle, theme, false);
    // One pixel more at the right and bottom: the board's edge, which the canvas draws.
    assert.deepEqual([sizer.style.width, sizer.style.height], ['41px', '31px']);
    assert.deepEqual([...sizer.classList], ['grid-sizer--gapped']);
    assert.equal(sizer.style.color, theme.lines, 'the edge the stylesheet draws has the colour of the lines');
    assert.equal(canvas.dataset.paintCount, undefined);
    assert.equal(frames.length, 1);
    frames[0]();
    assert.equal(canvas.dataset.paintCount, '1');
    grid.schedulePaint();
    frames[1]();
    assert.equal(canvas.dataset.paintCount, '2');
  });

  it('sizes the canvas to the visible part of the board in device pixels and paints only the cells in view', () => {
    const { grid, canvas, context } = board();
    grid.update(puzzle, theme, false);
    grid.paint();
    assert.deepEqual([canvas.width, canvas.height, canvas.style.width, canvas.style.height], [50, 62, '25px', '31px']);
    assert.deepEqual([canvas.dataset.offsetX, canvas.dataset.offsetY], ['0', '0']);
    assert.deepEqual(context.callsOf('setTransform').at(-1)?.args, [2, 0, 0, 2, -0, -0]);
    const fills = context.squareFills(10);
    assert.deepEqual(Object.keys(fills).sort(), ['0,0', '0,1', '0,2', '1,0', '1,1', '1,2', '2,0', '2,1', '2,2']);
    assert.deepEqual([fills['0,0'], fills['1,1'], fills['0,1']], ['#ffff00', '#ffff00', '#000000']);
  });

  it('follows the scroll position: the canvas moves to it and draws the columns there', () => {
    const { grid, scroller, canvas, context } = board();
    scroller.scrollLeft = 15;
    grid.update(puzzle, theme, false);
    grid.paint();
    assert.deepEqual([canvas.style.left, canvas.dataset.offsetX], ['15px', '15']);
    assert.deepEqual(context.callsOf('setTransform').at(-1)?.args, [2, 0, 0, 2, -30, -0]);
    assert.deepEqual(Object.keys(context.squareFills(10)).sort(), ['0,1', '0,2', '0,3', '1,1', '1,2', '1,3', '2,1', '2,2', '2,3']);
  });

  it('finds the cell under a pointer and scrolls as little as needed to reveal a cell', () => {
    const { grid, scroller } = board();
    assert.equal(grid.cellAt(125, 65), null, 'nothing drawn yet');
    grid.update(puzzle, theme, false);
    assert.deepEqual(grid.cellAt(125, 65), { row: 1, col: 2 });
    assert.equal(grid.cellAt(145, 65), null, 'right of the board');
    grid.reveal({ row: 2, col: 3 });
    assert.equal(scroller.scrollLeft, 15);
    assert.equal(scroller.scrollTop, 0);
    assert.deepEqual(grid.cellAt(120, 65), { row: 1, col: 3 });
  });

  it('marks a failed or stale solution on the sizer, and draws nothing for an empty picture', () => {
    const { grid, sizer, canvas } = board();
    grid.update({ kind: 'solution', layout: { rows: 2, columns: 2, topology: 'plain', cellSize: 4 }, presses: null, stale: true }, theme, false);
    assert.deepEqual([...sizer.classList].sort(), ['grid-sizer--error', 'grid-sizer--solid', 'grid-sizer--stale']);
    grid.update({ kind: 'empty' }, theme, false);
    grid.paint();
    assert.deepEqual([sizer.style.width, sizer.style.height, canvas.width, canvas.height], ['0px', '0px', 0, 0]);
    assert.equal(canvas.dataset.paintCount, undefined);
    assert.equal(grid.currentLayout(), null);
  });

  it('frames a torus with the dashed frame of its wrapping edges, and draws the edge of boards too small for lines round the sizer', () => {
    const { grid, sizer } = board();
    grid.update({ ...puzzle, layout: { ...puzzle.layout, topology: 'torus' } }, theme, false);
    assert.deepEqual([...sizer.classList].sort(), ['grid-sizer--gapped', 'grid-sizer--torus']);
    grid.update({ ...puzzle, layout: { ...puzzle.layout, cellSize: 4 } }, theme, false);
    assert.deepEqual([...sizer.classList], ['grid-sizer--solid']);
    assert.deepEqual([sizer.style.width, sizer.style.height], ['16px', '12px']);
    assert.deepEqual(paintedSize({ rows: 3, columns: 4, topology: 'hex', cellSize: 10 }, theme), { width: 45, height: 29 });
  });

  it('leaves the overview map room beside or below the view, and tells when the room changed', () => {
    const { grid, scroller } = board();
    assert.equal(grid.reserveGutter('right', 158), true);
    assert.deepEqual(scroller.style, { maxWidth: 'calc(100% - 158px)', maxHeight: '' });
    assert.equal(grid.reserveGutter('right', 158), false);
    assert.equal(grid.reserveGutter('bottom', 86), true);
    assert.deepEqual(scroller.style, { maxWidth: '', maxHeight: 'calc(100% - 86px)' });
    assert.equal(grid.reserveGutter(null, 0), true);
    assert.deepEqual(scroller.style, { maxWidth: '', maxHeight: '' });
  });

  it('keeps a board point where it was on screen across a zoom', () => {
    const { grid, scroller } = board();
    grid.update(puzzle, theme, false);
    const anchor = grid.anchorAt(120, 60);
    assert.deepEqual(anchor, { content: { x: 20, y: 10 }, view: { x: 20, y: 10 }, cellSize: 10 });
    grid.update({ ...puzzle, layout: { ...puzzle.layout, cellSize: 20 } }, theme, false);
    grid.keepAnchor(anchor!);
    assert.deepEqual([scroller.scrollLeft, scroller.scrollTop], [20, 10]);
  });
});
