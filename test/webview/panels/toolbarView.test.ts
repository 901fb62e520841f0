import * as assert from 'node:assert/strict';
import type { PuzzleView } from '../../../src/protocol/protocol';
import { GRID_ACTIONS } from '../../../src/protocol/gridActions';
import { actionButton, ToolbarView } from '../../../src/webview/panels/toolbarView';
import { initialGridViewState, type GridViewEvent, type GridViewState } from '../../../src/webview/state/gridViewTypes';
import { documentMessage, host, runEvents } from '../../support/gridViewFixtures';
import { installFakeDocument, type FakeElement } from '../../support/fakeDocument';

const twoByTwo: PuzzleView = { rows: 2, columns: 2, states: 2, objective: 0, topology: 'plain', grid: Uint8Array.from([1, 0, 0, 1]) };
const loaded = (): GridViewState => runEvents(initialGridViewState(), host(documentMessage(twoByTwo))).state;

describe('webview: toolbarView', () => {
  let uninstall: () => void;
  let events: GridViewEvent[];
  let toolbar: ToolbarView;
  let root: FakeElement;
  beforeEach(() => {
    uninstall = installFakeDocument().uninstall;
    events = [];
    toolbar = new ToolbarView((event) => events.push(event), { zoom: () => undefined, fit: () => undefined });
    root = toolbar.element as unknown as FakeElement;
  });
  afterEach(() => uninstall());

  it('shows the actions of the table, with their words and test ids, in labelled groups', () => {
    const buttons = root.byTag('button');
    assert.deepEqual(
      buttons.map((control) => control.dataset.testid),
      ['setup-mode', 'play-mode', 'solve', 'hint', 'randomize', 'show-path', 'learn-toggle'],
    );
    for (const name of ['setup', 'play', 'solve', 'hint', 'randomize', 'path', 'learn'] as const) {
      const control = root.byTestId(GRID_ACTIONS[name].testId);
      assert.equal(control.textContent, GRID_ACTIONS[name].label);
      assert.equal(control.getAttribute('title'), GRID_ACTIONS[name].title);
    }
    assert.deepEqual(
      root
        .byTag('div')
        .filter((group) => group.getAttribute('role') === 'group')
        .map((group) => group.getAttribute('aria-label')),
      ['Mode', 'Solve', 'New board', 'Learn'],
    );
    assert.equal(root.getAttribute('role'), 'toolbar');
  });

  it('dispatches an action’s event on a click only once a state with a puzzle is shown', () => {
    root.byTestId('hint').click();
    assert.deepEqual(events, []);
    toolbar.render(initialGridViewState(), null, null);
    assert.equal(root.byTestId('hint').disabled, true);
    toolbar.render(loaded(), 32, 32);
    root.byTestId('hint').click();
    root.byTestId('show-path').click();
    root.byTestId('play-mode').click();
    assert.deepEqual(events, [{ type: 'hint' }, { type: 'showPath' }, { type: 'setPlayMode', play: true }]);
  });

  it('marks the toggles pressed and gives the one Tab stop to the first enabled control', () => {
    toolbar.render(loaded(), 32, 32);
    assert.equal(root.byTestId('setup-mode').getAttribute('aria-pressed'), 'true');
    assert.equal(root.byTestId('play-mode').getAttribute('aria-pressed'), 'false');
    assert.equal(root.byTestId('show-path').getAttribute('aria-pressed'), 'false');
    assert.equal(root.byTestId('solve').getAttribute('aria-pressed'), null);
    const tabIndexes = root.byTag('button').map((control) => (control as unknown as { tabIndex: number }).tabIndex);
    assert.deepEqual(tabIndexes.slice(0, 3), [0, -1, -1]);
  });

  it('makes a game control outside the toolbar that follows the same rules', () => {
    let state: GridViewState = loaded();
    const undo = actionButton(
      'undo',
      (event) => events.push(event),
      () => state,
    ) as unknown as FakeElement;
    assert.equal(undo.dataset.testid, 'undo');
    assert.equal(undo.textContent, 'Undo');
    undo.click();
    state = runEvents(state, { type: 'setPlayMode', play: true }).state;
    undo.click();
    assert.deepEqual(events, [{ type: 'undo' }], 'Undo does nothing in Play before a move');
  });
});
