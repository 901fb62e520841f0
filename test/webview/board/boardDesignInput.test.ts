import * as assert from 'node:assert/strict';
import { BoardDesignInput, pressPreview } from '../../../src/webview/board/boardDesignInput';
import { reduce } from '../../../src/webview/state/gridViewState';
import { initialGridViewState, type GridViewEvent, type GridViewState } from '../../../src/webview/state/gridViewTypes';
import type { PuzzleView } from '../../../src/protocol/protocol';
import { documentMessage, host, puzzleView, runEvents } from '../../support/gridViewFixtures';
import { FakeElement } from '../../support/fakeDocument';

/** A 3x3 board in Setup with `tool` (or in Play), the cell under a pointer at (x, y) being (y / 10, x / 10). */
function setup(tool: 'states' | 'holes' = 'states', play = false) {
  let state: GridViewState = runEvents(
    reduce(initialGridViewState(), host(documentMessage(puzzleView([], { rows: 3, columns: 3, grid: new Uint8Array(9) })))).state,
    { type: 'setPlayMode', play: false },
    { type: 'setSetupTool', tool },
    { type: 'setPlayMode', play },
  ).state;
  const events: GridViewEvent[] = [];
  const captured = new Set<number>();
  let redraws = 0;
  const canvas = new FakeElement('canvas');
  const grid = new FakeElement('div');
  Object.assign(canvas, {
    setPointerCapture: (id: number) => captured.add(id),
    hasPointerCapture: (id: number) => captured.has(id),
    releasePointerCapture: (id: number) => captured.delete(id),
  });
  const input = new BoardDesignInput({
    canvas: canvas as unknown as HTMLCanvasElement,
    grid: grid as unknown as HTMLElement,
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
  return { input, events, captured, pointer, grid, redraws: () => redraws, state: () => state };
}

/** A board in Play with these rules, its cell (row, col) hovered. */
function playing(extra: Partial<PuzzleView>, rows = 5, columns = 5): GridViewState {
  return runEvents(
    reduce(initialGridViewState(), host(documentMessage(puzzleView([], { rows, columns, grid: new Uint8Array(rows * columns), ...extra })))).state,
    { type: 'setPlayMode', play: true },
  ).state;
}

/** Row-major indices as "row,col", sorted. */
const cells = (indices: readonly number[], columns = 5): string[] => indices.map((index) => `${Math.floor(index / columns)},${index % columns}`).sort();

describe('webview: boardDesignInput', () => {
  it('in Play, outlines the cells a press at the hovered cell changes, and nothing once the pointer leaves', () => {
    const { input, pointer, redraws } = setup('states', true);
    assert.deepEqual(input.preview(false), []);
    pointer('pointermove', 15, 15);
    assert.deepEqual(input.preview(false).sort(), [1, 3, 4, 5, 7]);
    pointer('pointermove', 16, 14);
    assert.equal(redraws(), 1, 'the same cell draws nothing again');
    pointer('pointerleave', 0, 0);
    assert.equal(redraws(), 2);
    assert.deepEqual(input.preview(false), []);
    assert.deepEqual(input.preview(true), [], 'the grid focused by a click: no outline once the pointer has left');
  });

  it('in Play, outlines the keyboard’s cell while the grid has focus from the keyboard, not after a click', () => {
    const { input, pointer, grid, redraws } = setup('states', true);
    grid.fire('focus');
    assert.equal(redraws(), 1);
    assert.deepEqual(input.preview(true).sort(), [0, 1, 3], 'the selected cell (0, 0), focused with Tab');
    assert.deepEqual(input.preview(false), [], 'not while the grid has no focus');
    grid.fire('pointerdown');
    pointer('pointermove', 25, 25);
    pointer('pointerleave', 0, 0);
    assert.deepEqual(input.preview(true), [], 'a click takes the outline off the keyboard’s cell');
    grid.fire('keydown');
    assert.deepEqual(input.preview(true).sort(), [0, 1, 3], 'a key brings it back');
    grid.fire('blur');
    grid.fire('pointerdown');
    grid.fire('focus');
    assert.deepEqual(input.preview(true), [], 'focus that follows a click is the pointer’s');
  });

  it('in Setup, where a click changes one cell, outlines nothing', () => {
    const { input, pointer, grid, redraws } = setup('states', false);
    pointer('pointermove', 15, 15);
    grid.fire('focus');
    assert.deepEqual([input.preview(false), input.preview(true)], [[], []]);
    assert.equal(redraws(), 0);
  });

  it('outlines a press by the board’s own rule: torus wrap, knight moves, holes left out', () => {
    const torus = playing({ topology: 'torus' });
    assert.deepEqual(cells(pressPreview(torus, { row: 0, col: 0 }, false)), ['0,0', '0,1', '0,4', '1,0', '4,0']);
    const knight = playing({ neighbourhood: 'knight' });
    assert.deepEqual(cells(pressPreview(knight, { row: 2, col: 2 }, false)), ['0,1', '0,3', '1,0', '1,4', '2,2', '3,0', '3,4', '4,1', '4,3']);
    assert.deepEqual(cells(pressPreview(knight, { row: 0, col: 0 }, false)), ['0,0', '1,2', '2,1']);
    const knightTorus = playing({ topology: 'torus', neighbourhood: 'knight' });
    assert.deepEqual(cells(pressPreview(knightTorus, { row: 0, col: 0 }, false)), ['0,0', '1,2', '1,3', '2,1', '2,4', '3,1', '3,4', '4,2', '4,3']);
    const holes = new Uint8Array(25);
    holes[1] = 1;
    holes[12] = 1;
    const holed = playing({ holes });
    assert.deepEqual(cells(pressPreview(holed, { row: 0, col: 0 }, false)), ['0,0', '1,0'], 'the hole (0, 1) is no neighbour');
    assert.deepEqual(pressPreview(holed, { row: 2, col: 2 }, false), [], 'a hole changes nothing');
    const hex = playing({ topology: 'hex' });
    assert.deepEqual(cells(pressPreview(hex, { row: 1, col: 1 }, false)), ['0,1', '0,2', '1,0', '1,1', '1,2', '2,1', '2,2']);
  });

  it('outlines nothing outside the board, while cells are too small to press, or in Setup', () => {
    const board = playing({});
    assert.deepEqual(pressPreview(board, { row: 5, col: 0 }, false), []);
    assert.deepEqual(pressPreview(board, null, false), []);
    assert.deepEqual(pressPreview(board, { row: 1, col: 1 }, true), []);
    assert.deepEqual(pressPreview({ ...board, playMode: false }, { row: 1, col: 1 }, false), []);
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
