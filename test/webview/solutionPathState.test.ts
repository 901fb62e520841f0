import * as assert from 'node:assert/strict';
import type { PuzzleView, SolutionPathView } from '../../src/shared/protocol';
import { boardKey } from '../../src/webview/boardKey';
import { predictPress } from '../../src/webview/pressPrediction';
import { followBoard, goToPathStep, pathDisplay, pathHighlight, pathKeys, pathLine, pathStepText, pathSummary, syncPath } from '../../src/webview/solutionPathState';

const board: PuzzleView = { rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain', grid: [1, 1, 1, 1, 1, 1, 1, 1, 1] };
const view: SolutionPathView = {
  kind: 'path',
  board,
  moves: [
    { row: 2, col: 2, state: '1ff' },
    { row: 2, col: 0, state: '5f' },
    { row: 1, col: 1, state: '97' },
    { row: 0, col: 2, state: '2d' },
    { row: 0, col: 0, state: 'b' },
  ],
  minimal: true,
  webGameOrder: true,
};

function after(...presses: [number, number][]): PuzzleView {
  return presses.reduce((puzzle, [row, col]) => predictPress(puzzle, row, col, 1, true), board);
}

describe('webview: solution path panel state', () => {
  it('prints presses as the web game does and sums the path up', () => {
    assert.equal(pathLine(view.kind === 'path' ? view.moves[0] : { row: 0, col: 0, state: '' }), '1ff: (2, 2)');
    assert.equal(pathSummary(view), "5 presses, shortest, in the web game's order.");
    assert.equal(pathSummary({ ...view, webGameOrder: false }), "5 presses, shortest (another shortest path than the web game's).");
    assert.equal(pathSummary({ ...view, minimal: false }), '5 presses; not proven shortest (too many solutions to search).');
    assert.equal(pathSummary({ ...view, moves: [] }), 'The board is already solved: no presses needed.');
    assert.equal(pathSummary({ kind: 'unsolvable', board }), 'This board cannot be solved: no sequence of presses reaches the objective.');
    assert.equal(pathSummary({ kind: 'unavailable', reason: 'Too large.' }), 'Too large.');
  });

  it('keys every board along the path, ending with the solved board', () => {
    const keys = pathKeys(view);
    assert.equal(keys.length, 6);
    assert.equal(keys[0], boardKey(board));
    assert.equal(keys[5], boardKey({ ...board, grid: Array(9).fill(0) }));
    assert.equal(new Set(keys).size, 6);
  });

  it('starts at the step of the shown board and rings its cell', () => {
    const display = pathDisplay(view, boardKey(board));
    assert.equal(display.position, 0);
    assert.equal(display.stale, false);
    assert.deepEqual(pathHighlight(display), { row: 2, col: 2 });
    assert.equal(pathStepText(display), 'Press 1 of 5: row 3, column 3.');
    // Answered for a board that has since been pressed along the path: start there.
    assert.equal(pathDisplay(view, boardKey(after([2, 2], [2, 0]))).position, 2);
  });

  it('follows the board: forwards when the ringed cell is pressed, back on undo, stale elsewhere', () => {
    let display = pathDisplay(view, boardKey(board));
    display = syncPath(display, boardKey(after([2, 2])));
    assert.equal(display.position, 1);
    assert.deepEqual(pathHighlight(display), { row: 2, col: 0 });
    display = syncPath(display, boardKey(board));
    assert.equal(display.position, 0);
    const elsewhere = syncPath(display, boardKey(after([1, 0])));
    assert.equal(elsewhere.stale, true);
    assert.equal(elsewhere.position, 0);
    assert.equal(pathHighlight(elsewhere), null);
    assert.match(pathStepText(elsewhere), /left this path: finding a new one/);
    // Back on the path: no longer stale.
    assert.equal(syncPath(elsewhere, boardKey(board)).stale, false);
    // Unchanged objects when nothing changes (no re-render, no re-save).
    assert.equal(syncPath(display, boardKey(board)), display);
    assert.equal(syncPath(elsewhere, 'other'), elsewhere);
  });

  it('steps with Next and Previous within the path, with "Done" at the end', () => {
    let display = pathDisplay(view, boardKey(board));
    display = goToPathStep(display, 4);
    assert.equal(pathStepText(display), 'Press 5 of 5: row 1, column 1.');
    display = goToPathStep(display, 9);
    assert.equal(display.position, 5);
    assert.equal(pathHighlight(display), null);
    assert.equal(pathStepText(display), 'Done: all 5 presses made.');
    assert.equal(goToPathStep(display, -3).position, 0);
  });

  it('finds a board among keys looking ahead first', () => {
    assert.equal(followBoard(['a', 'b', 'a', 'c'], 1, 'a'), 2);
    assert.equal(followBoard(['a', 'b', 'c'], 2, 'a'), 0);
    assert.equal(followBoard(['a', 'b'], 0, 'z'), null);
    assert.equal(followBoard([], 0, 'a'), null);
  });
});
