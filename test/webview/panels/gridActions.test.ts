import * as assert from 'node:assert/strict';
import type { HostMessage, PuzzleView } from '../../../src/protocol/protocol';
import { GRID_ACTIONS } from '../../../src/webview/panels/gridActions';
import { COMMAND_EVENTS, initialGridViewState, reduce, type GridViewState } from '../../../src/webview/state/gridViewState';

const view: PuzzleView = { rows: 2, columns: 2, states: 2, objective: 0, topology: 'plain', grid: Uint8Array.from([1, 0, 0, 1]) };
const documentMessage: HostMessage = { type: 'document', version: 1, dirty: false, state: { kind: 'puzzle', puzzle: view, warnings: [] } };
const loaded = (): GridViewState => reduce(initialGridViewState(), { type: 'host', message: documentMessage }).state;

describe('webview: grid actions', () => {
  it('has the contract names for its buttons', () => {
    assert.deepEqual(
      Object.values(GRID_ACTIONS).map((action) => action.label),
      ['Setup', 'Play', 'Solve', 'Hint', 'Randomize', 'Path', 'Learn', 'Undo', 'Redo', 'Reset', 'Keep this position'],
    );
  });

  it('a palette command and its button dispatch the same event', () => {
    const state = loaded();
    for (const action of Object.values(GRID_ACTIONS)) {
      if (action.command === undefined || action.command === 'togglePlayMode' || action.command === 'showSolutionPath') continue;
      assert.deepEqual(COMMAND_EVENTS[action.command], action.event(state), action.id);
    }
  });

  it('enables the game buttons only when they can do something', () => {
    const setup = loaded();
    assert.equal(GRID_ACTIONS.reset.enabled(setup), false);
    assert.equal(GRID_ACTIONS.keepPosition.enabled(setup), false);
    assert.equal(GRID_ACTIONS.undo.enabled(setup), true);
    const playing = reduce(setup, { type: 'setPlayMode', play: true }).state;
    assert.equal(GRID_ACTIONS.undo.enabled(playing), false);
    assert.equal(GRID_ACTIONS.play.pressed?.(playing), true);
    assert.equal(GRID_ACTIONS.setup.pressed?.(playing), false);
    const moved = reduce(playing, { type: 'press', row: 0, col: 0, delta: 1 }).state;
    assert.equal(GRID_ACTIONS.undo.enabled(moved), true);
    assert.equal(GRID_ACTIONS.keepPosition.enabled(moved), true);
    assert.equal(GRID_ACTIONS.reset.enabled(moved), true);
    assert.equal(GRID_ACTIONS.solve.enabled(initialGridViewState()), false);
  });
});
