import * as assert from 'node:assert/strict';
import { ModeBarView } from '../../../src/webview/panels/modeBarView';
import { reduce } from '../../../src/webview/state/gridViewState';
import { initialGridViewState, type GridViewEvent, type GridViewState } from '../../../src/webview/state/gridViewTypes';
import { documentMessage, host, puzzleView, runEvents } from '../../support/gridViewFixtures';
import { installFakeDocument, type FakeDocument, type FakeElement } from '../../support/fakeDocument';

const loaded = (): GridViewState => reduce(initialGridViewState(), host(documentMessage(puzzleView([1, 0, 0, 1], { states: 3, objective: 2 })))).state;

describe('webview: modeBarView', () => {
  let page: FakeDocument;
  let uninstall: () => void;
  let events: GridViewEvent[];
  let state: GridViewState;
  let bar: ModeBarView;
  let root: FakeElement;
  let design: FakeElement;
  beforeEach(() => {
    ({ document: page, uninstall } = installFakeDocument());
    events = [];
    state = loaded();
    design = page.createElement('div');
    bar = new ModeBarView(
      (event) => events.push(event),
      () => state,
      design as unknown as HTMLElement,
    );
    root = bar.element as unknown as FakeElement;
  });
  afterEach(() => uninstall());

  it('fills the board’s fields in Setup, with the ranges they accept', () => {
    bar.render(state);
    assert.deepEqual(
      ['rows-input', 'columns-input', 'states-input', 'objective-input', 'topology-select'].map((id) => root.byTestId(id).value),
      ['2', '2', '3', '2', 'plain'],
    );
    const objective = root.byTestId('objective-input');
    assert.deepEqual([objective.getAttribute('min'), objective.getAttribute('max')], ['0', '2']);
    assert.deepEqual([root.byTestId('rows-input').getAttribute('min'), root.byTestId('rows-input').getAttribute('max')], ['1', '2000']);
    assert.equal(root.byTestId('setup').inert, false);
    assert.equal(root.byTestId('game-controls').inert, true);
    assert.equal(root.byTestId('game-controls').classList.contains('mode-panel--inactive'), true);
    assert.equal(design.hidden, false);
  });

  it('puts the game’s buttons in place of the fields in Play, the design row hidden', () => {
    state = runEvents(state, { type: 'setPlayMode', play: true }).state;
    bar.render(state);
    assert.equal(root.byTestId('setup').inert, true);
    assert.equal(root.byTestId('game-controls').inert, false);
    assert.equal(root.byTestId('setup').classList.contains('mode-panel--inactive'), true);
    assert.equal(design.hidden, true);
    assert.equal(root.byTestId('undo').disabled, true, 'no move to undo yet');
  });

  it('offers Share with the game’s buttons in Play, a click asking for it', () => {
    state = runEvents(state, { type: 'setPlayMode', play: true }).state;
    bar.render(state);
    const share = root.byTestId('share');
    assert.equal(root.byTestId('game-controls').children.includes(share), true);
    assert.equal(share.disabled, false, 'a board to share');
    assert.equal(share.textContent, 'Share');
    share.click();
    assert.deepEqual(events, [{ type: 'share' }]);
  });

  it('sends a committed field, marking a refused value invalid until the field is left', () => {
    bar.render(state);
    const rows = root.byTestId('rows-input');
    rows.value = '5';
    rows.fire('change');
    assert.equal(rows.getAttribute('aria-invalid'), null);
    rows.value = '0';
    rows.fire('change');
    assert.equal(rows.getAttribute('aria-invalid'), 'true');
    assert.deepEqual(events, [
      { type: 'shapeInput', field: 'rows', value: '5' },
      { type: 'shapeInput', field: 'rows', value: '0' },
    ]);
    rows.fire('blur');
    assert.equal(rows.value, '2', 'the document’s value again');
    assert.equal(rows.getAttribute('aria-invalid'), null);
  });

  it('leaves the field being typed in alone while rendering', () => {
    bar.render(state);
    const columns = root.byTestId('columns-input');
    columns.value = '1';
    page.activeElement = columns;
    bar.render(state);
    assert.equal(columns.value, '1');
  });
});
