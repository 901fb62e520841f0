import * as assert from 'node:assert/strict';
import { BoardDesignInput } from '../../../src/webview/board/boardDesignInput';
import { reduce } from '../../../src/webview/state/gridViewState';
import { initialGridViewState, type GridViewEvent, type GridViewState } from '../../../src/webview/state/gridViewTypes';
import { documentMessage, host, puzzleView, runEvents } from '../../support/gridViewFixtures';
import { FakeElement } from '../../support/fakeDocument';

/** A 3x3 board in Setup with `tool`, the cell under a pointer at (x, y) being (y / 10, x / 10). */
function setup(tool: 'states' | 'holes' = 'states') {
  let state: GridViewState = runEvents(
    reduce(initialGridViewState(), host(documentMessage(puzzleView([], { rows: 3, columns: 3, grid: new Uint8Array(9) })))).state,
    {
      type: 'setSetupTool',
      tool,
    },
  ).state;
  const events: GridViewEvent[] = [];
  const captured = new Set<number>();
  let redraws = 0;
  const canvas = new FakeElement('canvas');
  Object.assign(canvas, {
    setPointerCapture: (id: number) => captured.add(id),
    hasPointerCapture: (id: number) => captured.has(id),
    releasePointerCapture: (id: number) => captured.delete(id),
  });
  const input = new BoardDesignInput({
    canvas: canvas as unknown as HTMLCanvasElement,
    grid: new FakeElement('div') as unknown as HTMLElement,
    cellAt: (x, y) => (x >= 0 && x < 30 && y >= 0 && y < 30 ? { row: Math.floor(y / 10), col: Math.floor(x / 10) } : null),
    tooSmallToPress: () => false,
    state: () => state,
    dispatch: (event) => {
      events.push(event);
      state = reduce(state, event).state;
    },
    redraw: () => (redraws += 1),
  });
  const pointer = (type: string, x: number, y: number, button = 0): void => canvas.fire(type, { button, pointerId: 7, clientX: x, clientY: y });
  return { input, events, captured, pointer, redraws: () => redraws, state: () => state };
}

describe('webview: boardDesignInput', () => {
  it('previews the cells a press at the hovered cell changes, redrawing when the hovered cell changes', () => {
    const { input, pointer, redraws } = setup();
    assert.deepEqual(input.preview(false), []);
    pointer('pointermove', 15, 15);
    assert.deepEqual(input.preview(false).sort(), [1, 3, 4, 5, 7]);
    pointer('pointermove', 16, 14);
    assert.equal(redraws(), 1, 'the same cell draws nothing again');
    pointer('pointerleave', 0, 0);
    assert.equal(redraws(), 2);
    assert.deepEqual(input.preview(false), []);
    assert.deepEqual(input.preview(true).sort(), [0, 1, 3], 'the selected cell (0, 0) while the grid has focus');
  });

  it('paints holes with a drag under the Holes tool, as one edit when the pointer is let go', () => {
    const { input, events, captured, pointer } = setup('holes');
    assert.equal(input.ownsClicks(), true);
    pointer('pointerdown', 5, 5);
    assert.equal(captured.has(7), true);
    pointer('pointermove', 15, 5);
    pointer('pointermove', 50, 50);
    assert.deepEqual(input.preview(false), [], 'no preview during a drag');
    pointer('pointerup', 15, 5);
    assert.equal(captured.has(7), false);
    assert.deepEqual(
      events.map((event) => event.type),
      ['holeDragStart', 'holeDragOver', 'holeDragEnd'],
    );
    assert.deepEqual(events[0], { type: 'holeDragStart', row: 0, col: 0 });
    assert.deepEqual(events[1], { type: 'holeDragOver', row: 0, col: 1 });
  });

  it('leaves presses to the grid with the Cells tool and with another button', () => {
    const cells = setup('states');
    assert.equal(cells.input.ownsClicks(), false);
    cells.pointer('pointerdown', 5, 5);
    const holes = setup('holes');
    holes.pointer('pointerdown', 5, 5, 2);
    assert.deepEqual([...cells.events, ...holes.events], []);
  });
});
