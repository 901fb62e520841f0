import * as assert from 'node:assert/strict';
import type { HostMessage, PuzzleView } from '../../../src/protocol/protocol';
import { gridCommandActions } from '../../../src/protocol/gridActions';
import { commandEvent, GRID_ACTION_BEHAVIOUR } from '../../../src/webview/panels/gridActionBehaviour';
import { reduce } from '../../../src/webview/state/gridViewState';
import { initialGridViewState, type GridViewState } from '../../../src/webview/state/gridViewTypes';

const view: PuzzleView = { rows: 2, columns: 2, states: 2, objective: 0, topology: 'plain', grid: Uint8Array.from([1, 0, 0, 1]) };
const documentMessage: HostMessage = { type: 'document', version: 1, dirty: false, state: { kind: 'puzzle', puzzle: view, warnings: [] } };
const loaded = (): GridViewState => reduce(initialGridViewState(), { type: 'host', message: documentMessage }).state;

describe('webview: grid action behaviour', () => {
  it('a palette command and its button dispatch the same event, except that Path and Learn only open their panel', () => {
    const state = loaded();
    for (const { name } of gridCommandActions()) {
      if (name === 'path' || name === 'learn') continue;
      assert.deepEqual(commandEvent(name, state), GRID_ACTION_BEHAVIOUR[name].event(state), name);
    }
    assert.deepEqual(commandEvent('togglePlayMode', state), { type: 'togglePlayMode' });
    assert.deepEqual(commandEvent('undo', state), { type: 'undo' });
    const withPanels = { ...state, pathOpen: true, learnOpen: true };
    assert.deepEqual(GRID_ACTION_BEHAVIOUR.path.event(withPanels), { type: 'closePath' });
    assert.deepEqual(commandEvent('path', withPanels), { type: 'showPath' });
    assert.deepEqual(GRID_ACTION_BEHAVIOUR.learn.event(withPanels), { type: 'setLearnOpen', open: false });
    assert.deepEqual(commandEvent('learn', withPanels), { type: 'setLearnOpen', open: true });
  });

  it('reaches the reducer with the same result from the command message as from the button', () => {
    const state = loaded();
    const byCommand = reduce(state, { type: 'host', message: { type: 'command', command: 'hint' } });
    const byButton = reduce(state, GRID_ACTION_BEHAVIOUR.hint.event(state));
    assert.deepEqual(byCommand.messages, byButton.messages);
    assert.deepEqual(byCommand.messages, [{ type: 'hint', requestId: 1 }]);
  });

  it('only dismisses the notice for a command name it does not know', () => {
    assert.deepEqual(commandEvent('solveEverything' as never, loaded()), { type: 'dismissNotice' });
    assert.deepEqual(commandEvent('toString' as never, loaded()), { type: 'dismissNotice' });
  });

  it('enables the game buttons only when they can do something', () => {
    const setup = loaded();
    assert.equal(GRID_ACTION_BEHAVIOUR.reset.enabled(setup), false);
    assert.equal(GRID_ACTION_BEHAVIOUR.keepPosition.enabled(setup), false);
    assert.equal(GRID_ACTION_BEHAVIOUR.undo.enabled(setup), true);
    const playing = reduce(setup, { type: 'setPlayMode', play: true }).state;
    assert.equal(GRID_ACTION_BEHAVIOUR.undo.enabled(playing), false);
    assert.equal(GRID_ACTION_BEHAVIOUR.play.pressed?.(playing), true);
    assert.equal(GRID_ACTION_BEHAVIOUR.setup.pressed?.(playing), false);
    const moved = reduce(playing, { type: 'press', row: 0, col: 0, delta: 1 }).state;
    assert.equal(GRID_ACTION_BEHAVIOUR.undo.enabled(moved), true);
    assert.equal(GRID_ACTION_BEHAVIOUR.keepPosition.enabled(moved), true);
    assert.equal(GRID_ACTION_BEHAVIOUR.reset.enabled(moved), true);
    assert.equal(GRID_ACTION_BEHAVIOUR.solve.enabled(initialGridViewState()), false);
  });
});
