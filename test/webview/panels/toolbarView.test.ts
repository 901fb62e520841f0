import * as assert from 'node:assert/strict';
import type { PuzzleView } from '../../../src/protocol/protocol';
import { GRID_ACTIONS } from '../../../src/protocol/gridActions';
import { actionButton, newPuzzleAction, ToolbarView } from '../../../src/webview/panels/toolbarView';
import { difficultyScaleFromMaximum, type DifficultyScale } from '../../../src/domain/difficultyScale';
import { initialGridViewState, type GridViewEvent, type GridViewState } from '../../../src/webview/state/gridViewTypes';
import { documentMessage, host, runEvents } from '../../support/gridViewFixtures';
import { installFakeDocument, type FakeDocument, type FakeElement } from '../../support/fakeDocument';

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
      ['setup-mode', 'play-mode', 'solve', 'hint', 'new-game', 'randomize', 'show-path', 'learn-toggle'],
    );
    for (const name of ['setup', 'play', 'solve', 'hint', 'newGame', 'randomize', 'path', 'learn'] as const) {
      const control = root.byTestId(GRID_ACTIONS[name].testId);
      assert.equal(control.textContent, GRID_ACTIONS[name].label);
      assert.equal(control.getAttribute('title'), GRID_ACTIONS[name].title);
    }
    assert.deepEqual(
      root
        .byTag('div')
        .filter((group) => group.getAttribute('role') === 'group')
        .map((group) => group.getAttribute('aria-label')),
      ['Mode', 'Solve', 'New puzzle', 'Learn'],
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

  it('shows New game in Play and Randomize in Setup, beside the difficulty, and moves the arrow keys over the shown one only', () => {
    assert.equal(newPuzzleAction({ playMode: true }), 'newGame');
    assert.equal(newPuzzleAction({ playMode: false }), 'randomize');
    const group = root.byTestId('difficulty-select').parent as FakeElement;
    assert.deepEqual(
      group.children.map((child) => (child as FakeElement).dataset.testid),
      ['new-game', 'randomize', 'difficulty-select'],
    );
    toolbar.render(loaded(), 32, 32);
    assert.deepEqual([root.byTestId('new-game').hidden, root.byTestId('randomize').hidden], [true, false], 'Setup');
    const playing = runEvents(loaded(), { type: 'setPlayMode', play: true }).state;
    toolbar.render(playing, 32, 32);
    assert.deepEqual([root.byTestId('new-game').hidden, root.byTestId('randomize').hidden], [false, true], 'Play');
    assert.equal(root.byTestId('new-game').disabled, false);
    root.byTestId('new-game').click();
    assert.deepEqual(events, [{ type: 'newGame' }]);
    // The arrow keys skip the hidden Randomize: from Hint to New game, then to the difficulty.
    const focused = (): string | undefined => (globalThis as unknown as { document: FakeDocument }).document.activeElement?.dataset.testid;
    root.fire('keydown', { key: 'ArrowRight', target: root.byTestId('hint') });
    assert.equal(focused(), 'new-game');
    root.fire('keydown', { key: 'ArrowRight', target: root.byTestId('new-game') });
    assert.equal(focused(), 'difficulty-select');
  });

  it('says what each difficulty means on this board, from the scale New game and Randomize aim at', () => {
    let scale: DifficultyScale | null = null;
    const rated = new ToolbarView(
      () => undefined,
      { zoom: () => undefined, fit: () => undefined },
      () => scale,
    );
    const ratedRoot = rated.element as unknown as FakeElement;
    const choices = (): string[] => ratedRoot.byTag('option').map((option) => option.textContent);
    rated.render(loaded(), 32, 32);
    assert.deepEqual(choices(), ['any', 'easy', 'medium', 'hard'], 'the levels alone while the scale is not known');
    scale = difficultyScaleFromMaximum(15);
    rated.render(loaded(), 32, 32);
    assert.deepEqual(choices(), ['any', 'easy: 1-5 moves', 'medium: 6-10 moves', 'hard: 11-15 moves']);
    assert.equal(
      ratedRoot.byTestId('difficulty-select').title,
      'Fewest moves of a new puzzle on this board: easy: 1-5 moves; medium: 6-10 moves; hard: 11-15 moves',
    );
    scale = { easy: { min: 1, max: 1 }, medium: null, hard: { min: 2, max: 2 } };
    rated.render(loaded(), 32, 32);
    assert.deepEqual(choices(), ['any', 'easy: 1 move', 'medium: none on this board', 'hard: 2 moves']);
    assert.deepEqual(
      ratedRoot.byTag('option').map((option) => option.disabled),
      [false, false, true, false],
    );
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
