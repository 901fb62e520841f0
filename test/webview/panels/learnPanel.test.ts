import * as assert from 'node:assert/strict';
import { createPuzzle } from '../../../src/core/puzzle';
import { teachingView } from '../../../src/gridEditor/teachingView';
import type { PuzzleView } from '../../../src/protocol/protocol';
import { LearnPanel } from '../../../src/webview/panels/learnPanel';
import { type GridViewEvent, type GridViewState, initialGridViewState } from '../../../src/webview/state/gridViewTypes';
import { documentMessage, host, runEvents } from '../../support/gridViewFixtures';
import { installFakeDocument, type FakeElement } from '../../support/fakeDocument';

const allOn3: PuzzleView = { rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain', grid: new Uint8Array(9).fill(1) };
const core = (view: PuzzleView) => ({ ...createPuzzle(view), grid: Uint8Array.from(view.grid) });

/** The all-on 3x3 board with the Learn panel open and, unless `answered` is false, the host's teaching shown. */
function learning(answered = true, playMode = false): GridViewState {
  let state = runEvents(
    initialGridViewState(),
    host(documentMessage(allOn3)),
    { type: 'setPlayMode', play: playMode },
    { type: 'setLearnOpen', open: true },
  ).state;
  if (answered) {
    const requestId = state.pending.teaching?.requestId ?? 0;
    state = runEvents(state, host({ type: 'teachingResult', requestId, version: 1, teaching: teachingView(core(allOn3)) })).state;
  }
  return state;
}

describe('webview: learnPanel', () => {
  let uninstall: () => void;
  let events: GridViewEvent[];
  let panel: LearnPanel;
  let root: FakeElement;
  beforeEach(() => {
    uninstall = installFakeDocument().uninstall;
    events = [];
    panel = new LearnPanel((event) => events.push(event));
    root = panel.element as unknown as FakeElement;
  });
  afterEach(() => uninstall());

  it('is hidden while Learn is closed, and says it is working while the teaching is on its way', () => {
    panel.render(initialGridViewState());
    assert.equal(root.hidden, true);
    panel.render(learning(false));
    assert.equal(root.hidden, false);
    assert.equal(root.getAttribute('aria-busy'), 'true');
    assert.equal(root.byTestId('learn-status').textContent, 'Working it out…');
    assert.equal(root.byTestId('learn-refresh').hidden, true);
    for (const id of ['press-rules', 'chase-section', 'lookup-table', 'quiet-patterns', 'solutions-list']) assert.equal(root.byTestId(id).hidden, true, id);
  });

  it('puts light chasing first and the press matrix last, folded, each under its heading', () => {
    panel.render(learning());
    const sections = root.byTag('details');
    assert.deepEqual(
      sections.map((section) => section.dataset.testid),
      ['chase-section', 'lookup-table', 'solutions-list', 'quiet-patterns', 'press-rules'],
    );
    assert.deepEqual(
      sections.map((section) => section.byTag('summary')[0].textContent),
      ['Light chasing', 'Bottom-row table', 'All solutions', 'Quiet patterns', 'Why some boards cannot be solved'],
    );
    assert.deepEqual(
      sections.map((section) => section.getAttribute('open') !== null),
      [true, true, true, false, false],
    );
    assert.match(root.byTestId('press-rules').textContent, /rank \d+ and nullity \d+/, 'the matrix is there, for later');
  });

  it('shows the first step of the chase with its board, and Previous and Restart disabled', () => {
    panel.render(learning());
    assert.equal(root.getAttribute('aria-busy'), 'false');
    assert.equal(root.byTestId('learn-status').hidden, true);
    for (const id of ['press-rules', 'chase-section', 'lookup-table', 'quiet-patterns', 'solutions-list']) assert.equal(root.byTestId(id).hidden, false, id);
    assert.equal(root.byTestId('chase-counter').textContent, 'Step 1 of 5');
    assert.equal(
      root.byTestId('chase-text').textContent,
      'Row 1 has lights on in columns 1, 2 and 3. Press the cells right below them, in row 2: then every light of row 1 is off.',
    );
    assert.match(root.byTestId('chase-where').textContent, /^The cells to press are ringed on the grid as well\./);
    assert.equal(root.byTestId('chase-previous').disabled, true);
    assert.equal(root.byTestId('chase-restart').disabled, true);
    assert.equal(root.byTestId('chase-next').disabled, false);
    const picture = root.byTestId('chase-board').byTag('svg');
    assert.equal(picture.length, 1);
    assert.match(picture[0].textContent, /^The board before step 1: every light on\. The cells to press are ringed\./);
  });

  it('lets Press these cells press only in Play mode, and says why in its tooltip', () => {
    panel.render(learning());
    const press = root.byTestId('chase-press');
    assert.equal(press.disabled, true);
    assert.equal(press.title, 'Turn on Play mode to press the cells of a step');
    const playing = new LearnPanel(() => undefined);
    playing.render(learning(true, true));
    const playPress = (playing.element as unknown as FakeElement).byTestId('chase-press');
    assert.equal(playPress.disabled, false);
    assert.equal(playPress.title, 'Press the ringed cells of this step');
  });

  it('turns its buttons into events for the reducer', () => {
    panel.render(learning());
    root.byTestId('chase-next').click();
    root.byTestId('chase-previous').click();
    root.byTestId('learn-close').click();
    assert.deepEqual(events, [
      { type: 'chaseMove', direction: 1 },
      { type: 'setLearnOpen', open: false },
    ]);
  });

  it('lists the quiet patterns and the solutions, a solution button pressed once picked', () => {
    const state = learning();
    panel.render(state);
    assert.match(
      root.byTestId('quiet-patterns').textContent,
      /This board shape has no quiet pattern except pressing nothing, so a board that can be solved has exactly one solution\.$/,
    );
    const choices = root
      .byTestId('solutions-list')
      .descendants()
      .filter((node) => node.className === 'solution-choice');
    assert.equal(choices.length, 1);
    assert.equal(choices[0].getAttribute('aria-pressed'), 'false');
    assert.equal(choices[0].getAttribute('data-index'), '0');
    assert.equal(choices[0].getAttribute('aria-label'), 'Solution 1: 5 presses (the one Path shows)');
    assert.equal(choices[0].byTag('title')[0].textContent, 'press row 1, column 1; row 1, column 3; row 2, column 2; row 3, column 1; row 3, column 3');
    choices[0].click();
    assert.deepEqual(events, [{ type: 'pickSolution', index: 0 }]);
    const picked = runEvents(state, { type: 'pickSolution', index: 0 }).state;
    panel.render(picked);
    const after = root
      .byTestId('solutions-list')
      .descendants()
      .filter((node) => node.className === 'solution-choice');
    assert.equal(after[0].getAttribute('aria-pressed'), 'true');
    after[0].click();
    assert.deepEqual(events.at(-1), { type: 'pickSolution', index: null });
  });
});
