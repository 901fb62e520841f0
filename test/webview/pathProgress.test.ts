import * as assert from 'node:assert/strict';
import type { PuzzleView } from '../../src/protocol/protocol';
import { initialGridViewState, reduce, type GridViewState } from '../../src/webview/state/gridViewState';
import { documentMessage, host, runEvents } from '../support/gridViewFixtures';

const allOn3: PuzzleView = { rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain', grid: new Uint8Array(9).fill(1) };
const loaded = (): GridViewState => reduce(initialGridViewState(), host(documentMessage(allOn3))).state;

/** The path panel open, its request (id 1) running and the host's progress for it shown. */
function computingPath(): GridViewState {
  const opened = runEvents(loaded(), { type: 'showPath' });
  assert.deepEqual(opened.posted, [{ type: 'path', requestId: 1 }]);
  const shown = runEvents(opened.state, host({ type: 'progress', requestId: 1, message: 'Finding a shortest sequence of presses…' }));
  assert.deepEqual(shown.state.progress, { requestId: 1, message: 'Finding a shortest sequence of presses…' });
  assert.deepEqual(shown.announced, ['Finding a shortest sequence of presses…']);
  return shown.state;
}

describe('webview: progress and Cancel of a long solution path', () => {
  it('Cancel posts cancel for the path request, hides the progress and drops the request', () => {
    const cancelled = runEvents(computingPath(), { type: 'cancel' });
    assert.deepEqual(cancelled.posted, [{ type: 'cancel', requestId: 1 }]);
    assert.equal(cancelled.state.progress, null);
    assert.equal(cancelled.state.pending.path, null);
    const late = runEvents(cancelled.state, host({ type: 'pathResult', requestId: 1, version: 1, path: { kind: 'unavailable', reason: 'late' } }));
    assert.equal(late.state.path, null);
  });

  it('the answer hides the progress line', () => {
    const answered = runEvents(computingPath(), host({ type: 'pathResult', requestId: 1, version: 1, path: { kind: 'unavailable', reason: 'too long' } }));
    assert.equal(answered.state.progress, null);
    assert.equal(answered.state.pending.path, null);
  });

  it('closing the panel cancels the running path', () => {
    const closed = runEvents(computingPath(), { type: 'closePath' });
    assert.deepEqual(closed.posted, [{ type: 'cancel', requestId: 1 }]);
    assert.equal(closed.state.progress, null);
  });
});
