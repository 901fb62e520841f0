import * as assert from 'node:assert/strict';
import * as fc from 'fast-check';
import { applyPresses, createPuzzle } from '../../../src/core/puzzle';
import type { PlayPress, PuzzleView } from '../../../src/protocol/protocol';
import {
  addMove,
  isPuzzleSolved,
  type PlaySession,
  newSession,
  playStatusText,
  positionBoard,
  redoMove,
  restartSession,
  undoMove,
} from '../../../src/webview/state/playSession';

const board: PuzzleView = { rows: 3, columns: 4, states: 3, objective: 0, topology: 'torus', grid: new Uint8Array(12).fill(0) };

describe('webview: play session', () => {
  it('undo and redo are inverse, and a new move clears the redo history', () => {
    let session = newSession('k');
    session = addMove(addMove(session, { row: 0, col: 0, delta: 1 }), { row: 1, col: 2, delta: -1 });
    const undone = undoMove(session);
    assert.deepEqual(undone.moves, [{ row: 0, col: 0, delta: 1 }]);
    assert.deepEqual(redoMove(undone), session);
    assert.deepEqual(addMove(undone, { row: 2, col: 2, delta: 1 }).undone, []);
    const empty = newSession('k');
    assert.equal(undoMove(empty), empty);
    assert.equal(redoMove(empty), empty);
    assert.deepEqual(restartSession(session).moves, []);
  });

  it('the position is the board after the moves, the same as the core computes (property)', () => {
    const press = fc.record({ row: fc.integer({ min: 0, max: 2 }), col: fc.integer({ min: 0, max: 3 }), delta: fc.constantFrom(1 as const, -1 as const) });
    fc.assert(
      fc.property(fc.array(press, { maxLength: 20 }), (moves: PlayPress[]) => {
        const counts = new Array(12).fill(0);
        for (const move of moves) counts[move.row * 4 + move.col] += move.delta;
        const expected = applyPresses(createPuzzle(board), counts);
        assert.deepEqual(positionBoard(board, moves).grid, Uint8Array.from(expected.grid));
      }),
    );
  });

  it('says how a game stands in words', () => {
    const session: PlaySession = { ...newSession('k'), best: 3 };
    assert.equal(playStatusText(newSession('k'), false), 'Moves: 0');
    assert.equal(playStatusText(addMove(session, { row: 0, col: 0, delta: 1 }), false), 'Moves: 1 · fewest possible from the start: 3');
    const three = [0, 1, 2].reduce((s, col) => addMove(s, { row: 0, col, delta: 1 }), session);
    assert.equal(playStatusText(three, true), 'Solved in 3 moves. That is the fewest possible.');
    assert.equal(playStatusText(addMove(three, { row: 0, col: 0, delta: 1 }), true), 'Solved in 4 moves. The fewest possible is 3: 1 move more than needed.');
    assert.equal(playStatusText(addMove(newSession('k'), { row: 0, col: 0, delta: 1 }), true), 'Solved in 1 move.');
    assert.equal(playStatusText(newSession('k'), true), 'Solved: every cell of this board is already at its goal. Moves: 0');
    assert.equal(isPuzzleSolved({ grid: Uint8Array.from([2, 2]), objective: 2 }), true);
    // Counts of 10,000 and more are grouped.
    assert.equal(playStatusText({ ...newSession('k'), best: 12345 }, false), 'Moves: 0 · fewest possible from the start: 12,345');
  });
});
