import * as assert from 'node:assert/strict';
import { createPuzzle } from '../../../src/core/puzzle';
import { solutionPathView } from '../../../src/gridEditor/solutionPathView';
import type { PuzzleView } from '../../../src/protocol/protocol';
import { PathPanel } from '../../../src/webview/panels/pathPanel';
import { initialGridViewState, type GridViewEvent, type GridViewState } from '../../../src/webview/state/gridViewTypes';
import { documentMessage, host, runEvents } from '../../support/gridViewFixtures';
import { installFakeDocument, type FakeElement } from '../../support/fakeDocument';

const allOn3: PuzzleView = { rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain', grid: new Uint8Array(9).fill(1) };
const core = (view: PuzzleView) => ({ ...createPuzzle(view), grid: Uint8Array.from(view.grid) });

/** The all-on 3x3 board with the path panel open and, unless `answered` is false, the host's path shown. */
function withPath(answered = true, playMode = false): GridViewState {
  const opened = runEvents(initialGridViewState(), host(documentMessage(allOn3)), { type: 'setPlayMode', play: playMode }, { type: 'showPath' }).state;
  if (!answered) return opened;
  const requestId = opened.pending.path?.requestId ?? 0;
  return runEvents(opened, host({ type: 'pathResult', requestId, version: 1, path: solutionPathView(core(allOn3)) })).state;
}

describe('webview: pathPanel', () => {
  let uninstall: () => void;
  let events: GridViewEvent[];
  let panel: PathPanel;
  let root: FakeElement;
  beforeEach(() => {
    uninstall = installFakeDocument().uninstall;
    events = [];
    panel = new PathPanel((event) => events.push(event));
    root = panel.element as unknown as FakeElement;
  });
  afterEach(() => uninstall());

  it('is hidden while closed, and says it is looking while the path is on its way', () => {
    panel.render(initialGridViewState());
    assert.equal(root.hidden, true);
    panel.render(withPath(false));
    assert.equal(root.hidden, false);
    assert.equal(root.getAttribute('aria-busy'), 'true');
    assert.equal(root.byTestId('path-summary').textContent, 'Finding a shortest way to solve the board…');
    for (const id of ['path-step', 'path-board', 'path-list', 'path-previous', 'path-next', 'path-press', 'path-refresh'])
      assert.equal(root.byTestId(id).hidden, true, id);
  });

  it('lists the presses, shows the first step with its board and marks it as the current step', () => {
    panel.render(withPath());
    assert.equal(
      root.byTestId('path-summary').textContent,
      'The shortest way to switch every light off takes 5 presses. Presses can be made in any order; this is one shortest order.',
    );
    assert.equal(root.byTestId('path-step').textContent, 'Step 1 of 5. Press row 3, column 3.');
    const items = root.byTestId('path-list').byTag('li');
    assert.equal(items.length, 5);
    assert.deepEqual(
      items.map((item) => item.getAttribute('aria-current')),
      ['step', null, null, null, null],
    );
    assert.equal(items[0].textContent, 'Press row 3, column 3');
    assert.equal(items[1].getAttribute('title'), 'Step 2 of 5: show this press');
    assert.equal(root.byTestId('path-previous').disabled, true);
    assert.equal(root.byTestId('path-next').disabled, false);
    const picture = root.byTestId('path-board').byTag('svg')[0];
    assert.equal(picture.getAttribute('aria-label'), 'The board before step 1: every light on. The cell to press, row 3, column 3, is ringed.');
  });

  it('moves the current step along the list, marking the steps before it done', () => {
    const state = withPath();
    panel.render(state);
    panel.render(runEvents(state, { type: 'pathGoTo', position: 2 }).state);
    const items = root.byTestId('path-list').byTag('li');
    assert.deepEqual(
      items.map((item) => [item.getAttribute('aria-current'), item.className]),
      [
        [null, 'done'],
        [null, 'done'],
        ['step', 'current'],
        [null, ''],
        [null, ''],
      ],
    );
    assert.equal(root.byTestId('path-step').textContent.startsWith('Step 3 of 5.'), true);
  });

  it('turns clicks on its buttons and list items into events', () => {
    panel.render(withPath());
    root.byTestId('path-next').click();
    root.byTestId('path-list').byTag('li')[3].click();
    root.byTestId('path-close').click();
    assert.deepEqual(events, [{ type: 'pathMove', direction: 1 }, { type: 'pathGoTo', position: 3 }, { type: 'closePath' }]);
  });

  it('lets Press it press only in Play mode, and says why in its tooltip', () => {
    panel.render(withPath());
    assert.equal(root.byTestId('path-press').disabled, true);
    assert.equal(root.byTestId('path-press').title, 'Turn on Play mode to press the cells of the path');
    panel.render(withPath(true, true));
    assert.equal(root.byTestId('path-press').disabled, false);
    assert.equal(root.byTestId('path-press').title, 'Press the ringed cell');
  });
});
