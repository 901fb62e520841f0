import * as assert from 'node:assert/strict';
import * as fc from 'fast-check';
import { applyPresses, createPuzzle } from '../../../src/core/puzzle';
import type { PlayPress, PuzzleView } from '../../../src/protocol/protocol';
import {
  addMove,
  awayFromDocument,
  canUndo,
  isPuzzleSolved,
  playPosition,
  sessionStart,
  sharedMoves,
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

  it('Reset is a step of the history: Undo brings the moves back, Redo resets again, and any sequence of Undo and Redo returns (property)', () => {
    const a = { row: 0, col: 0, delta: 1 } as const;
    const b = { row: 1, col: 1, delta: 1 } as const;
    const played = addMove(addMove(newSession('k'), a), b);
    const reset = restartSession(played);
    assert.deepEqual(reset.moves, []);
    assert.equal(canUndo(reset), true);
    assert.deepEqual(undoMove(reset).moves, [a, b]);
    assert.deepEqual(redoMove(undoMove(reset)).moves, []);
    // A move after a Reset is undone first, then the Reset.
    const after = addMove(reset, { row: 2, col: 0, delta: -1 });
    assert.deepEqual(undoMove(undoMove(after)).moves, [a, b]);
    // Reset with no moves is no step.
    const empty = newSession('k');
    assert.equal(restartSession(empty), empty);
    const step = fc.constantFrom('press', 'undo', 'redo', 'reset');
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        let session = newSession('k');
        for (const [index, kind] of steps.entries()) {
          if (kind === 'press') session = addMove(session, { row: index % 3, col: index % 4, delta: 1 });
          else if (kind === 'undo') session = undoMove(session);
          else if (kind === 'redo') session = redoMove(session);
          else session = restartSession(session);
        }
        // Undo all the way lands on the empty game; as many Redo come back to the same moves.
        let back = session;
        let undos = 0;
        for (; canUndo(back); undos++) back = undoMove(back);
        assert.deepEqual(back.moves, []);
        let forth = back;
        for (let redo = 0; redo < undos; redo++) forth = redoMove(forth);
        assert.deepEqual(forth.moves, session.moves);
        assert.deepEqual(forth.resets, session.resets);
      }),
    );
  });

  it('a New game starts from its own cells over the document rules, and only while they fit the board', () => {
    const start = Uint8Array.from([1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    const session = newSession('k', 4, start);
    assert.equal(awayFromDocument(session), true);
    assert.equal(awayFromDocument(newSession('k')), false);
    assert.deepEqual(playPosition(addMove(session, { row: 0, col: 0, delta: 1 })), { presses: [{ row: 0, col: 0, delta: 1 }], start });
    assert.deepEqual(playPosition(newSession('k')), { presses: [] });
    assert.equal(sessionStart(session, board)?.grid, start);
    assert.equal(sessionStart(newSession('k'), board), board);
    assert.equal(sessionStart(session, { ...board, states: 2 }), null);
    assert.equal(sessionStart(session, { ...board, rows: 2, grid: new Uint8Array(8) }), null);
    // Checked against a board with fewer states after a change of the file, the same start no longer fits.
    assert.equal(sessionStart(session, { ...board, states: 3 })?.grid, start);
    assert.equal(sessionStart(session, { ...board, states: 2 }), null);
    assert.equal(
      sharedMoves(
        [
          { row: 0, col: 0, delta: 1 },
          { row: 1, col: 1, delta: 1 },
        ],
        [
          { row: 0, col: 0, delta: 1 },
          { row: 1, col: 1, delta: -1 },
        ],
      ),
      1,
    );
    assert.equal(sharedMoves([], [{ row: 0, col: 0, delta: 1 }]), 0);
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
