import * as assert from 'node:assert/strict';
import { BoardViewport, ScrollLink } from '../../../src/webview/board/boardViewport';
import type { GridCanvas, ZoomAnchor } from '../../../src/webview/board/gridRenderer';
import type { GridLayout } from '../../../src/webview/board/gridGeometry';
import type { GridViewEvent } from '../../../src/webview/state/gridViewTypes';
import { FakeElement, installFakeDocument } from '../../support/fakeDocument';
import { puzzleView } from '../../support/gridViewFixtures';
import { asContext, RecordingContext } from '../../support/recordingCanvas';

/** A scroll container that cannot scroll past `max` either way. */
function scroller(max = 1000): FakeElement & { scrollLeft: number; scrollTop: number } {
  const node = new FakeElement('div') as FakeElement & { scrollLeft: number; scrollTop: number };
  let left = 0;
  let top = 0;
  Object.defineProperty(node, 'scrollLeft', { get: () => left, set: (value: number) => (left = Math.min(max, value)) });
  Object.defineProperty(node, 'scrollTop', { get: () => top, set: (value: number) => (top = Math.min(max, value)) });
  return node;
}

const anchor = (x: number): ZoomAnchor => ({ content: { x, y: x }, view: { x, y: x }, cellSize: 10 });

/** A board canvas that records the anchors it keeps, the room it leaves the overview map, and its paints. */
function canvas() {
  const kept: ZoomAnchor[] = [];
  const gutters: string[] = [];
  let gutter = 'none';
  const paints = { count: 0 };
  const grid = {
    scroller: scroller(),
    onPaint: null as (() => void) | null,
    layout: null as GridLayout | null,
    anchorAtCell: () => anchor(1),
    anchorAt: (x: number) => (x < 0 ? null : anchor(2)),
    keepAnchor: (at: ZoomAnchor) => kept.push(at),
    currentLayout(): GridLayout | null {
      return this.layout;
    },
    viewport: () => ({ x: 400, y: 0, width: 100, height: 100 }),
    reserveGutter: (side: string | null, pixels: number) => {
      const next = side === null ? 'none' : `${side} ${pixels}`;
      gutters.push(next);
      const changed = next !== gutter;
      gutter = next;
      return changed;
    },
    schedulePaint: () => (paints.count += 1),
  };
  return { grid, kept, gutters, paints, asCanvas: grid as unknown as GridCanvas };
}

describe('webview: boardViewport', () => {
  describe('ScrollLink', () => {
    it('copies a scroll of one pane to the other, and not the copy’s own scroll event back', () => {
      const first = scroller();
      const second = scroller();
      new ScrollLink(first as unknown as HTMLElement, second as unknown as HTMLElement);
      first.scrollLeft = 40;
      first.scrollTop = 30;
      first.fire('scroll');
      assert.deepEqual([second.scrollLeft, second.scrollTop], [40, 30]);
      first.scrollLeft = 45;
      second.fire('scroll');
      assert.equal(first.scrollLeft, 45, 'the echo is not copied back');
      second.scrollLeft = 10;
      second.fire('scroll');
      assert.equal(first.scrollLeft, 10, 'a scroll of the second pane is copied');
    });

    it('recognises the echo of a pane that cannot reach the same offsets', () => {
      const first = scroller();
      const second = scroller(50);
      new ScrollLink(first as unknown as HTMLElement, second as unknown as HTMLElement);
      first.scrollLeft = 80;
      first.fire('scroll');
      assert.equal(second.scrollLeft, 50);
      second.fire('scroll');
      assert.equal(first.scrollLeft, 80);
    });
  });

  describe('BoardViewport', () => {
    let uninstall: () => void;
    let events: GridViewEvent[];
    let cellSize: number;
    let puzzle: ReturnType<typeof canvas>;
    let solution: ReturnType<typeof canvas>;
    let viewport: BoardViewport;
    let area: FakeElement;
    beforeEach(() => {
      uninstall = installFakeDocument().uninstall;
      events = [];
      cellSize = 20;
      puzzle = canvas();
      solution = canvas();
      area = new FakeElement('div');
      viewport = new BoardViewport(
        {
          puzzle: () => puzzleView([1, 0, 0, 1]),
          drawnCellSize: () => cellSize,
          fitCellSize: () => 32,
          selected: () => ({ row: 1, col: 1 }),
          dispatch: (event) => events.push(event),
        },
        puzzle.asCanvas,
        solution.asCanvas,
        area as unknown as HTMLElement,
      );
    });
    afterEach(() => uninstall());

    it('puts the overview map in the puzzle’s area, hidden while the board fits', () => {
      assert.equal(area.children[0], viewport.overview.element as unknown as FakeElement);
      puzzle.grid.onPaint?.();
      assert.equal(viewport.overview.element.hidden, true);
      assert.deepEqual([puzzle.gutters, solution.gutters], [['none'], ['none']]);
      assert.equal(viewport.rangeText.hidden, true);
    });

    it('shows the map outside both views of a board larger than the pane, and says which rows and columns are in view', () => {
      const global = globalThis as { window?: unknown; ImageData?: unknown };
      global.window = { devicePixelRatio: 1 };
      global.ImageData = class {
        readonly data: Uint8ClampedArray;
        constructor(width: number, height: number) {
          this.data = new Uint8ClampedArray(width * height * 4);
        }
      };
      try {
        Object.assign(area, { clientWidth: 600, clientHeight: 400 });
        Object.assign(viewport.overview.element, { getContext: () => asContext(new RecordingContext()) });
        const board = puzzleView([], { rows: 100, columns: 100, grid: new Uint8Array(10_000) });
        const shown = new BoardViewport(
          { puzzle: () => board, drawnCellSize: () => 10, fitCellSize: () => 4, selected: () => ({ row: 0, col: 0 }), dispatch: () => undefined },
          puzzle.asCanvas,
          solution.asCanvas,
          area as unknown as HTMLElement,
        );
        Object.assign(shown.overview.element, { getContext: () => asContext(new RecordingContext()) });
        puzzle.grid.layout = { rows: 100, columns: 100, topology: 'plain', cellSize: 10 };
        puzzle.grid.onPaint?.();
        assert.equal(shown.overview.element.hidden, false);
        // The pane is wider than tall: both views leave the map room at their right, and paint again.
        assert.deepEqual([puzzle.gutters.at(-1), solution.gutters.at(-1)], ['right 158', 'right 158']);
        assert.deepEqual([puzzle.paints.count, solution.paints.count], [1, 1]);
        assert.equal(shown.rangeText.hidden, false);
        assert.equal(shown.rangeText.textContent, 'Rows 1–10, columns 41–50 of 100');
        puzzle.grid.onPaint?.();
        assert.deepEqual([puzzle.paints.count, solution.paints.count], [1, 1], 'the same room: no paint again');
      } finally {
        delete global.window;
        delete global.ImageData;
      }
    });

    it('zooms a step keeping the selected cell in place, and fits', () => {
      viewport.zoom(1);
      assert.deepEqual(events, [{ type: 'zoom', direction: 1, currentSize: 20, fitSize: 32 }]);
      assert.deepEqual(puzzle.kept, [anchor(1)]);
      viewport.fit();
      assert.deepEqual(events[1], { type: 'setCellSize', cellSize: null });
    });

    it('calls cells under 3 px too small to press, and zooms a click there to 12 px about the pointer', () => {
      assert.equal(viewport.tooSmallToPress(), false);
      cellSize = 2.5;
      assert.equal(viewport.tooSmallToPress(), true);
      viewport.zoomInAt(5, 5);
      assert.deepEqual(events, [{ type: 'setCellSize', cellSize: 12 }]);
      assert.deepEqual(puzzle.kept, [anchor(2)]);
    });

    it('zooms with Ctrl+wheel one step per 40 px of wheel, about the pointer in the pane turned', () => {
      const wheel = (deltaY: number, ctrlKey = true): void => solution.grid.scroller.fire('wheel', { deltaY, ctrlKey, clientX: 5, clientY: 5 });
      wheel(-100, false);
      wheel(-20);
      assert.equal(events.length, 0, 'no Ctrl, or less than a step');
      wheel(-20);
      wheel(45);
      assert.deepEqual(
        events.map((event) => (event.type === 'zoom' ? event.direction : event.type)),
        [1, -1],
      );
      assert.deepEqual(solution.kept, [anchor(2), anchor(2)]);
    });
  });
});
