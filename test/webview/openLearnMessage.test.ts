import * as assert from 'node:assert/strict';
import type { HostMessage, PuzzleView } from '../../src/protocol/protocol';
import { GRID_ACTIONS } from '../../src/webview/panels/gridActions';
import { initialGridViewState, reduce, type GridViewState } from '../../src/webview/state/gridViewState';

const view: PuzzleView = { rows: 2, columns: 2, states: 2, objective: 0, topology: 'plain', grid: Uint8Array.from([1, 0, 0, 1]) };
const documentMessage: HostMessage = { type: 'document', version: 1, dirty: false, state: { kind: 'puzzle', puzzle: view, warnings: [] } };
const openLearn: HostMessage = { type: 'command', command: 'openLearn' };
const loaded = (): GridViewState => reduce(initialGridViewState(), { type: 'host', message: documentMessage }).state;

describe('webview: the Open Learn Panel command', () => {
  it('opens the Learn panel and asks for its teaching, as the Learn button does', () => {
    const state = loaded();
    const byCommand = reduce(state, { type: 'host', message: openLearn });
    const byButton = reduce(state, GRID_ACTIONS.learn.event(state));
    assert.equal(byCommand.state.learnOpen, true);
    assert.equal(byCommand.messages.length, 1);
    assert.equal(byCommand.messages[0].type, 'teaching');
    assert.deepEqual(byCommand.messages, byButton.messages);
    assert.deepEqual(byCommand.state.pending.teaching, byButton.state.pending.teaching);
  });

  it('leaves an open Learn panel open and asks nothing again', () => {
    const open = reduce(loaded(), { type: 'host', message: openLearn }).state;
    const again = reduce(open, { type: 'host', message: openLearn });
    assert.equal(again.state.learnOpen, true);
    assert.deepEqual(again.messages, []);
    assert.equal(again.state.pending.teaching, open.pending.teaching);
  });

  it('before any board arrives, opens the panel and waits for the board to ask', () => {
    const early = reduce(initialGridViewState(), { type: 'host', message: openLearn });
    assert.equal(early.state.learnOpen, true);
    assert.deepEqual(early.messages, []);
    const arrived = reduce(early.state, { type: 'host', message: documentMessage });
    assert.equal(
      arrived.messages.some((message) => message.type === 'teaching'),
      true,
    );
  });
});
