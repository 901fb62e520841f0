import * as assert from 'node:assert/strict';
import type { PuzzleView, SolutionPathView } from '../../../src/protocol/protocol';
import { boardKey } from '../../../src/webview/state/boardKey';
import { predictPress } from '../../../src/webview/state/pressPrediction';
import {
  followBoard,
  goToPathStep,
  pathBoardAt,
  pathDisplay,
  pathHighlight,
  pathKeys,
  pathLine,
  pathStepText,
  pathSummary,
  syncPath,
} from '../../../src/webview/state/solutionPathState';

const board: PuzzleView = { rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain', grid: Uint8Array.from([1, 1, 1, 1, 1, 1, 1, 1, 1]) };
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
  it('names presses by row and column from 1 and sums the path up in plain words', () => {
    assert.equal(pathLine({ row: 2, col: 2, state: '1ff' }), 'Press row 3, column 3');
    assert.equal(pathLine({ row: 1, col: 3, state: '0' }), 'Press row 2, column 4');
    const summary = 'The shortest way to switch every light off takes 5 presses. Presses can be made in any order; this is one shortest order.';
    assert.equal(pathSummary(view), summary);
    assert.equal(pathSummary({ ...view, webGameOrder: false }), summary);
    assert.equal(
      pathSummary({ ...view, minimal: false }),
      'This way to switch every light off takes 5 presses. It may not be the shortest: the board has too many solutions to compare them all. Presses can be made in any order.',
    );
    assert.equal(
      pathSummary({ ...view, board: { ...board, states: 3, objective: 2 }, moves: view.moves.slice(0, 1) }),
      'The shortest way to bring every cell to state 2 takes 1 press. Presses can be made in any order; this is one shortest order.',
    );
    assert.equal(pathSummary({ ...view, moves: [] }), 'The board is already solved: nothing to press.');
    assert.equal(pathSummary({ kind: 'unsolvable', board }), 'This board cannot be solved: no presses switch every light off.');
    assert.equal(pathSummary({ kind: 'unsolvable', board: { ...board, objective: 1 } }), 'This board cannot be solved: no presses switch every light on.');
    assert.equal(pathSummary({ kind: 'unavailable', reason: 'Too large.' }), 'Too large.');
  });

  it('never shows state codes or 0-based indices', () => {
    const display = pathDisplay(view, boardKey(board));
    const texts = [pathSummary(view), ...view.moves.map(pathLine), ...[0, 1, 2, 3, 4, 5].map((position) => pathStepText(goToPathStep(display, position)))];
    for (const text of texts) {
      assert.doesNotMatch(text, /1ff|5f|97|2d|\(\d, \d\)|web game/, text);
    }
  });

  it('replays the board before each step for its picture', () => {
    const display = pathDisplay(view, boardKey(board));
    assert.deepEqual(pathBoardAt(display, 0)?.grid, board.grid);
    assert.deepEqual(pathBoardAt(display, 2)?.grid, after([2, 2], [2, 0]).grid);
    assert.deepEqual(pathBoardAt(display, 5)?.grid, new Uint8Array(9));
    assert.deepEqual(pathBoardAt(display, 99)?.grid, new Uint8Array(9));
    assert.equal(pathBoardAt(pathDisplay({ kind: 'unavailable', reason: 'Too large.' }, null), 0), null);
  });

  it('keys every board along the path, ending with the solved board', () => {
    const keys = pathKeys(view);
    assert.equal(keys.length, 6);
    assert.equal(keys[0], boardKey(board));
    assert.equal(keys[5], boardKey({ ...board, grid: new Uint8Array(9).fill(0) }));
    assert.equal(new Set(keys).size, 6);
  });

  it('starts at the step of the shown board and rings its cell', () => {
    const display = pathDisplay(view, boardKey(board));
    assert.equal(display.position, 0);
    assert.equal(display.stale, false);
    assert.deepEqual(pathHighlight(display), { row: 2, col: 2 });
    assert.equal(pathStepText(display), 'Step 1 of 5. Press row 3, column 3.');
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
    assert.equal(pathStepText(elsewhere), 'The board no longer matches this list: finding a new shortest way from here…');
    // Back on the path: no longer stale.
    assert.equal(syncPath(elsewhere, boardKey(board)).stale, false);
    // Unchanged objects when nothing changes (no re-render, no re-save).
    assert.equal(syncPath(display, boardKey(board)), display);
    assert.equal(syncPath(elsewhere, 'other'), elsewhere);
  });

  it('steps with Next and Previous within the path, with "Done" at the end', () => {
    let display = pathDisplay(view, boardKey(board));
    display = goToPathStep(display, 4);
    assert.equal(pathStepText(display), 'Step 5 of 5. Press row 1, column 1.');
    display = goToPathStep(display, 9);
    assert.equal(display.position, 5);
    assert.equal(pathHighlight(display), null);
    assert.equal(pathStepText(display), 'Done: all 5 presses made; every light is off.');
    assert.equal(goToPathStep(display, -3).position, 0);
  });

  it('finds a board among keys looking ahead first', () => {
    assert.equal(followBoard(['a', 'b', 'a', 'c'], 1, 'a'), 2);
    assert.equal(followBoard(['a', 'b', 'c'], 2, 'a'), 0);
    assert.equal(followBoard(['a', 'b'], 0, 'z'), null);
    assert.equal(followBoard([], 0, 'a'), null);
  });
});
