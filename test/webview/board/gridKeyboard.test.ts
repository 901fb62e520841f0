import * as assert from 'node:assert/strict';
import { gridKeyIntent, type KeyInput } from '../../../src/webview/board/gridKeyboard';

const key = (name: string, modifiers: Partial<KeyInput> = {}): KeyInput => ({
  key: name,
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...modifiers,
});
const board = { rows: 3, columns: 4, topology: 'plain' as const };

describe('webview: grid keyboard', () => {
  it('presses +1 with Space and Enter and -1 with Shift', () => {
    assert.deepEqual(gridKeyIntent(key(' '), { row: 1, col: 1 }, board), { kind: 'press', delta: 1 });
    assert.deepEqual(gridKeyIntent(key('Enter'), { row: 1, col: 1 }, board), { kind: 'press', delta: 1 });
    assert.deepEqual(gridKeyIntent(key(' ', { shiftKey: true }), { row: 1, col: 1 }, board), { kind: 'press', delta: -1 });
    assert.deepEqual(gridKeyIntent(key('Enter', { shiftKey: true }), { row: 1, col: 1 }, board), { kind: 'press', delta: -1 });
  });

  it('moves with the arrows and stops at the edges', () => {
    assert.deepEqual(gridKeyIntent(key('ArrowRight'), { row: 1, col: 1 }, board), { kind: 'select', row: 1, col: 2 });
    assert.deepEqual(gridKeyIntent(key('ArrowDown'), { row: 1, col: 1 }, board), { kind: 'select', row: 2, col: 1 });
    assert.deepEqual(gridKeyIntent(key('ArrowUp'), { row: 0, col: 2 }, board), { kind: 'select', row: 0, col: 2 });
    assert.deepEqual(gridKeyIntent(key('ArrowLeft'), { row: 2, col: 0 }, board), { kind: 'select', row: 2, col: 0 });
    assert.deepEqual(gridKeyIntent(key('ArrowRight'), { row: 2, col: 3 }, board), { kind: 'select', row: 2, col: 3 });
    assert.deepEqual(gridKeyIntent(key('ArrowDown'), { row: 2, col: 3 }, board), { kind: 'select', row: 2, col: 3 });
  });

  it('does not wrap on a torus either', () => {
    assert.deepEqual(gridKeyIntent(key('ArrowLeft'), { row: 0, col: 0 }, { ...board, topology: 'torus' }), { kind: 'select', row: 0, col: 0 });
  });

  it('moves to the same column of the next row on hex boards', () => {
    const hex = { rows: 6, columns: 6, topology: 'hex' as const };
    assert.deepEqual(gridKeyIntent(key('ArrowDown'), { row: 1, col: 3 }, hex), { kind: 'select', row: 2, col: 3 });
    assert.deepEqual(gridKeyIntent(key('ArrowUp'), { row: 1, col: 3 }, hex), { kind: 'select', row: 0, col: 3 });
    assert.deepEqual(gridKeyIntent(key('ArrowRight'), { row: 1, col: 5 }, hex), { kind: 'select', row: 1, col: 5 });
  });

  it('goes to the row ends with Home/End and the board ends with Ctrl', () => {
    assert.deepEqual(gridKeyIntent(key('Home'), { row: 1, col: 2 }, board), { kind: 'select', row: 1, col: 0 });
    assert.deepEqual(gridKeyIntent(key('End'), { row: 1, col: 2 }, board), { kind: 'select', row: 1, col: 3 });
    assert.deepEqual(gridKeyIntent(key('Home', { ctrlKey: true }), { row: 1, col: 2 }, board), { kind: 'select', row: 0, col: 0 });
    assert.deepEqual(gridKeyIntent(key('End', { ctrlKey: true }), { row: 1, col: 2 }, board), { kind: 'select', row: 2, col: 3 });
    assert.deepEqual(gridKeyIntent(key('PageDown'), { row: 0, col: 2 }, board, 10), { kind: 'select', row: 2, col: 2 });
  });

  it('leaves undo, redo and other VS Code keys alone', () => {
    assert.equal(gridKeyIntent(key('z', { ctrlKey: true }), { row: 0, col: 0 }, board), null);
    assert.equal(gridKeyIntent(key('y', { ctrlKey: true }), { row: 0, col: 0 }, board), null);
    assert.equal(gridKeyIntent(key('ArrowDown', { altKey: true }), { row: 0, col: 0 }, board), null);
    assert.equal(gridKeyIntent(key('Tab'), { row: 0, col: 0 }, board), null);
    assert.equal(gridKeyIntent(key('a'), { row: 0, col: 0 }, board), null);
  });

  it('zooms with + and -, and fits with 0', () => {
    assert.deepEqual(gridKeyIntent(key('+'), { row: 0, col: 0 }, board), { kind: 'zoom', direction: 1 });
    assert.deepEqual(gridKeyIntent(key('-'), { row: 0, col: 0 }, board), { kind: 'zoom', direction: -1 });
    assert.deepEqual(gridKeyIntent(key('0'), { row: 0, col: 0 }, board), { kind: 'fit' });
  });
});
