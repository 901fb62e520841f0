import * as assert from 'node:assert/strict';
import { reduce } from '../../../src/webview/state/gridViewState';
import {
  confirmedPuzzle,
  diagnosticText,
  initialGridViewState,
  isRunning,
  newRequest,
  requestPosition,
  shownPuzzle,
  unchanged,
  withAnnouncement,
} from '../../../src/webview/state/gridViewTypes';
import { documentMessage, host, puzzleView, rowsMessage, runEvents } from '../../support/gridViewFixtures';

const start = puzzleView([1, 0, 0, 1]);
const loaded = () => reduce(initialGridViewState(), host(documentMessage(start))).state;

describe('webview: gridViewTypes', () => {
  it('starts with nothing known: no document, setup mode, cell (0, 0), fitted zoom, request ids from 1', () => {
    const state = initialGridViewState();
    assert.equal(shownPuzzle(state), null);
    assert.equal(confirmedPuzzle(state), null);
    assert.equal(state.playMode, false);
    assert.deepEqual(state.selected, { row: 0, col: 0 });
    assert.equal(state.cellSize, null);
    assert.equal(state.nextRequestId, 1);
    assert.equal(state.difficulty, 'any');
  });

  it('tells the puzzle shown from the host’s, which differ while a setup edit is on its way', () => {
    const state = loaded();
    assert.deepEqual(Array.from(shownPuzzle(state)?.grid ?? []), [1, 0, 0, 1]);
    const pressed = runEvents(state, { type: 'press', row: 0, col: 1, delta: 1 }).state;
    assert.deepEqual(Array.from(shownPuzzle(pressed)?.grid ?? []), [1, 1, 0, 1]);
    assert.deepEqual(Array.from(confirmedPuzzle(pressed)?.grid ?? []), [1, 0, 0, 1]);
    const invalid = reduce(state, host({ type: 'document', version: 2, dirty: true, state: { kind: 'invalid', errors: [] } })).state;
    assert.equal(shownPuzzle(invalid), null);
  });

  it('numbers requests, and counts one as running until a newer document version arrives', () => {
    const state = loaded();
    const first = newRequest(state);
    assert.deepEqual(first.request, { requestId: 1, version: 1, boardKey: state.boardKey });
    assert.equal(first.state.nextRequestId, 2);
    assert.equal(newRequest(first.state).request.requestId, 2);
    assert.equal(isRunning(state, first.request), true);
    assert.equal(isRunning(state, null), false);
    const newer = reduce(state, host(rowsMessage(2, 1, [0], [0, 1]))).state;
    assert.equal(isRunning(newer, first.request), false);
  });

  it('carries the game’s moves with requests in play only', () => {
    const playing = runEvents(loaded(), { type: 'setPlayMode', play: true }).state;
    assert.equal(requestPosition(playing), undefined, 'no moves yet');
    const moved = runEvents(playing, { type: 'press', row: 1, col: 1, delta: -1 }).state;
    assert.deepEqual(requestPosition(moved), { presses: [{ row: 1, col: 1, delta: -1 }] });
    assert.equal(requestPosition({ ...moved, playMode: false }), undefined);
  });

  it('builds transitions and writes diagnostics for people', () => {
    const state = initialGridViewState();
    assert.deepEqual(unchanged(state), { state, messages: [] });
    assert.deepEqual(withAnnouncement(state, [], undefined), { state, messages: [] });
    assert.equal('announce' in withAnnouncement(state, [], undefined), false);
    assert.deepEqual(withAnnouncement(state, [{ type: 'ready' }], 'Hello.'), { state, messages: [{ type: 'ready' }], announce: 'Hello.' });
    assert.equal(diagnosticText({ severity: 'error', message: 'unknown key', line: 12000, column: 3 }), 'line 12,000, column 3: unknown key');
  });
});
