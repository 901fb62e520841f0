import * as assert from 'node:assert/strict';
import type { PuzzleView } from '../../../src/protocol/protocol';
import { reduce } from '../../../src/webview/state/gridViewState';
import { initialGridViewState, type GridViewState } from '../../../src/webview/state/gridViewTypes';
import { effectiveDifficulty, keepPosition, randomize, shapeInput, share } from '../../../src/webview/state/setupRequests';
import { documentMessage, host, puzzleView, runEvents } from '../../support/gridViewFixtures';

const allOn5: PuzzleView = { rows: 5, columns: 5, states: 2, objective: 0, topology: 'plain', grid: new Uint8Array(25).fill(1) };
const loaded = (view: PuzzleView = puzzleView([1, 0, 0, 1])): GridViewState => reduce(initialGridViewState(), host(documentMessage(view))).state;

describe('webview: setupRequests', () => {
  it('Keep this position posts the game’s moves over the confirmed version, and explains itself when there is nothing to keep', () => {
    const moved = runEvents(loaded(), { type: 'setPlayMode', play: true }, { type: 'press', row: 1, col: 0, delta: 1 }).state;
    assert.deepEqual(keepPosition(moved).messages, [{ type: 'keepPosition', version: 1, position: { presses: [{ row: 1, col: 0, delta: 1 }] } }]);
    const message = 'Keep this position writes the board of a game into the file: make some moves in Play first.';
    for (const state of [loaded(), runEvents(loaded(), { type: 'setPlayMode', play: true }).state, initialGridViewState()]) {
      const refused = keepPosition(state);
      assert.deepEqual(refused.messages, []);
      assert.equal(refused.announce, message);
      assert.deepEqual(refused.state.notice, { severity: 'info', message });
    }
  });

  it('Share asks for the document’s puzzle in Setup and in Play before a move, with nothing before a document', () => {
    assert.deepEqual(share(initialGridViewState()).messages, []);
    assert.deepEqual(runEvents(loaded(), { type: 'share' }).posted, [{ type: 'share', version: 1 }]);
    const setupPressed = runEvents(loaded(), { type: 'press', row: 0, col: 0, delta: 1 }, { type: 'share' });
    assert.deepEqual(setupPressed.messages, [{ type: 'share', version: 1 }], 'a Setup press is an edit of the file: no position');
    const playing = runEvents(loaded(), { type: 'setPlayMode', play: true }).state;
    assert.deepEqual(share(playing).messages, [{ type: 'share', version: 1 }]);
    const invalid = reduce(playing, host({ type: 'document', version: 2, dirty: true, state: { kind: 'invalid', errors: [] } })).state;
    assert.deepEqual(share(invalid).messages, [{ type: 'share', version: 2 }], 'the host says why there is nothing to share');
  });

  it('Share in Play carries the moves, and a New game’s start board, over the confirmed version', () => {
    const moved = runEvents(loaded(), { type: 'setPlayMode', play: true }, { type: 'press', row: 1, col: 0, delta: 1 }, { type: 'share' });
    assert.deepEqual(moved.messages, [{ type: 'share', version: 1, position: { presses: [{ row: 1, col: 0, delta: 1 }] } }]);
    const asked = runEvents(loaded(), { type: 'setPlayMode', play: true }, { type: 'newGame' }).state;
    const requestId = asked.pending.newGame?.requestId ?? assert.fail('a new game asked for');
    const start = Uint8Array.from([0, 1, 1, 0]);
    const dealt = runEvents(
      asked,
      host({ type: 'newGameResult', requestId, version: 1, outcome: { ok: true, grid: start, minMoves: 2, clamped: false } }),
    ).state;
    assert.deepEqual(share(dealt).messages, [{ type: 'share', version: 1, position: { presses: [], start } }]);
    const played = runEvents(dealt, { type: 'press', row: 0, col: 1, delta: 1 }, { type: 'share' });
    assert.deepEqual(played.messages, [{ type: 'share', version: 1, position: { presses: [{ row: 0, col: 1, delta: 1 }], start } }]);
    const byCommand = reduce(dealt, host({ type: 'command', command: 'share' }));
    assert.deepEqual(byCommand.messages, share(dealt).messages, 'the palette’s Share Puzzle... takes the button’s route');
    assert.equal(byCommand.state, dealt, 'sharing changes nothing on the panel');
  });

  it('sends the chosen difficulty with Randomize, only on boards small enough', () => {
    const chosen = runEvents(loaded(allOn5), { type: 'setDifficulty', difficulty: 'hard' }, { type: 'randomize' });
    assert.deepEqual(chosen.posted, [{ type: 'randomize', difficulty: 'hard' }]);
    const large: PuzzleView = { ...allOn5, rows: 30, columns: 30, grid: new Uint8Array(900).fill(0) };
    const onLarge = runEvents(loaded(large), { type: 'setDifficulty', difficulty: 'easy' }, { type: 'randomize' });
    assert.deepEqual(onLarge.posted, [{ type: 'randomize' }]);
    assert.equal(effectiveDifficulty(onLarge.state, large), null);
    assert.equal(effectiveDifficulty(chosen.state, allOn5), 'hard');
    assert.deepEqual(runEvents(loaded(allOn5), { type: 'randomize' }).posted, [{ type: 'randomize' }]);
  });

  it('Randomize asks nothing before a board is shown; in Play the Randomize event deals a New game and never asks to edit the file', () => {
    assert.deepEqual(randomize(initialGridViewState()).messages, []);
    const playing = runEvents(loaded(), { type: 'setPlayMode', play: true }, { type: 'randomize' });
    assert.equal(
      playing.posted.some((message) => message.type === 'randomize'),
      false,
    );
    assert.equal(playing.posted.filter((message) => message.type === 'newGame').length, 1);
  });

  it('posts a committed setup field as a reshape, keeps an unchanged one quiet and says why a value is refused', () => {
    assert.deepEqual(shapeInput(loaded(), 'rows', '3').messages, [{ type: 'reshape', changes: { rows: 3 } }]);
    const state = loaded();
    const same = shapeInput(state, 'rows', '2');
    assert.deepEqual(same.messages, []);
    assert.equal(same.state, state);
    const refused = shapeInput(loaded(), 'rows', '0');
    assert.deepEqual(refused.messages, []);
    assert.equal(refused.announce, 'Rows must be a whole number from 1 to 2000.');
    assert.deepEqual(refused.state.notice, { severity: 'error', message: 'Rows must be a whole number from 1 to 2000.' });
    const fixed = shapeInput(refused.state, 'rows', '3');
    assert.equal(fixed.state.notice, null, 'a good value clears the error');
    assert.deepEqual(shapeInput(initialGridViewState(), 'rows', '3').messages, []);
  });
});
