import * as assert from 'node:assert/strict';
import { initialGridViewState } from '../../../src/webview/state/gridViewTypes';
import { newGame } from '../../../src/webview/state/newGame';
import { confirmedCells, documentMessage, host, puzzleView, runEvents, shownCells } from '../../support/gridViewFixtures';

const playing = runEvents(initialGridViewState(), host(documentMessage(puzzleView([1, 0, 0, 1]))), { type: 'setPlayMode', play: true }).state;

describe('webview: New game', () => {
  it('asks the host for a start board only in Play, with the difficulty chosen', () => {
    assert.deepEqual(newGame(runEvents(initialGridViewState(), host(documentMessage(puzzleView([1, 0, 0, 1])))).state).messages, []);
    const asked = newGame(runEvents(playing, { type: 'setDifficulty', difficulty: 'easy' }).state);
    assert.deepEqual(asked.messages, [{ type: 'newGame', requestId: 2, difficulty: 'easy' }]);
    assert.equal(asked.state.pending.newGame?.requestId, 2);
  });

  it('starts the game over the new board, says how few moves it takes, and notes a board with no puzzle of that difficulty', () => {
    const asked = runEvents(playing, { type: 'newGame' }).state;
    const dealt = runEvents(
      asked,
      host({
        type: 'newGameResult',
        requestId: 2,
        version: 1,
        outcome: { ok: true, grid: Uint8Array.from([0, 0, 1, 1]), minMoves: 2, difficulty: 'hard', clamped: true },
      }),
    );
    assert.deepEqual(shownCells(dealt.state), [0, 0, 1, 1]);
    assert.deepEqual(confirmedCells(dealt.state), [1, 0, 0, 1]);
    assert.equal(dealt.state.game.best, 2);
    assert.equal(dealt.state.pending.newGame, null);
    assert.equal(
      dealt.announce,
      'New game (hard): it can be solved in 2 moves. Moves: 0. This board has no puzzle of the difficulty chosen; this is the closest found.',
    );
    // A start that does not fit the document's board is not played.
    const misfit = runEvents(
      asked,
      host({ type: 'newGameResult', requestId: 2, version: 1, outcome: { ok: true, grid: Uint8Array.from([0, 2, 1, 1]), minMoves: 2, clamped: false } }),
    );
    assert.deepEqual(shownCells(misfit.state), [1, 0, 0, 1]);
  });
});
