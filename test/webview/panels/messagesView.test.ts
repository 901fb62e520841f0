import * as assert from 'node:assert/strict';
import { MessagesView } from '../../../src/webview/panels/messagesView';
import { reduce } from '../../../src/webview/state/gridViewState';
import { initialGridViewState, type GridViewEvent, type GridViewState } from '../../../src/webview/state/gridViewTypes';
import { documentMessage, host, puzzleView, runEvents } from '../../support/gridViewFixtures';
import { installFakeDocument, type FakeElement } from '../../support/fakeDocument';

const loaded = (): GridViewState => reduce(initialGridViewState(), host(documentMessage(puzzleView([1, 0, 0, 1])))).state;

describe('webview: messagesView', () => {
  let uninstall: () => void;
  let events: GridViewEvent[];
  let view: MessagesView;
  const part = (node: HTMLElement): FakeElement => node as unknown as FakeElement;
  beforeEach(() => {
    uninstall = installFakeDocument().uninstall;
    events = [];
    view = new MessagesView((event) => events.push(event));
  });
  afterEach(() => uninstall());

  it('shows the status line in Setup and the move count in Play, in the one role="status" element', () => {
    view.render(loaded());
    const status = part(view.messages).byTestId('game-status');
    assert.equal(status.getAttribute('role'), 'status');
    assert.equal(status.textContent, 'Setup: a click changes one cell, and the file with it. Play to try the puzzle without changing the file.');
    view.render(runEvents(loaded(), { type: 'setPlayMode', play: true }, { type: 'press', row: 0, col: 0, delta: 1 }).state);
    assert.equal(status.textContent, 'Moves: 1');
    assert.equal(status.classList.contains('game-status--won'), false);
    assert.equal(part(view.messages).hidden, false);
    assert.equal(part(view.problem).hidden, true);
  });

  it('keeps one message line: a notice with Dismiss, an error notice as an alert', () => {
    const noticed = reduce(loaded(), { type: 'reset' }).state;
    view.render(noticed);
    const notice = part(view.messages).byTestId('notice');
    assert.equal(notice.hidden, false);
    assert.equal(notice.textContent, 'Reset starts a game again in Play. In Setup, Undo takes back changes to the file.');
    assert.equal(notice.getAttribute('role'), null);
    part(view.messages).byTestId('notice-dismiss').click();
    assert.deepEqual(events, [{ type: 'dismissNotice' }]);
    const refused = runEvents(loaded(), { type: 'shapeInput', field: 'rows', value: '0' }).state;
    view.render(refused);
    assert.equal(notice.getAttribute('role'), 'alert');
    assert.equal(notice.classList.contains('notice--error'), true);
  });

  it('shows a running solve with Cancel instead of the notice', () => {
    const solving = runEvents(loaded(), { type: 'solve' }, host({ type: 'progress', requestId: 1, message: 'Solving…' })).state;
    view.render({ ...solving, notice: { severity: 'info', message: 'hidden behind the progress' } });
    const messages = part(view.messages);
    assert.equal(messages.byTestId('progress').hidden, false);
    assert.equal(messages.byTestId('progress').textContent.startsWith('Solving…'), true);
    assert.equal(messages.byTestId('notice').hidden, true);
    messages.byTestId('cancel').click();
    assert.deepEqual(events, [{ type: 'cancel' }]);
  });

  it('lists the errors of a broken document as buttons that open the text there', () => {
    const broken = reduce(
      loaded(),
      host({ type: 'document', version: 2, dirty: true, state: { kind: 'invalid', errors: [{ severity: 'error', message: 'bad row', line: 3, column: 7 }] } }),
    ).state;
    view.render(broken);
    const problem = part(view.problem);
    assert.equal(problem.hidden, false);
    assert.equal(part(view.messages).hidden, true);
    assert.equal(problem.byTag('h2')[0].textContent, 'This file is not a valid Lights Out puzzle');
    const link = problem.byTestId('errors').byTag('button')[0];
    assert.equal(link.textContent, 'line 3, column 7: bad row');
    assert.equal(link.getAttribute('title'), 'Open the text at line 3, column 7');
    link.click();
    assert.deepEqual(events, [{ type: 'openAsText', line: 3, column: 7 }]);
  });

  it('says how large a board too large to draw is', () => {
    view.render(
      reduce(loaded(), host({ type: 'document', version: 2, dirty: false, state: { kind: 'tooLarge', rows: 2000, columns: 1000, limit: 1_000_000 } })).state,
    );
    const problem = part(view.problem);
    assert.equal(problem.byTestId('too-large').textContent, 'It has 2000 × 1000 = 2,000,000 cells; the grid editor shows at most 1,000,000 cells.');
    assert.equal(problem.byTestId('errors').hidden, true);
  });
});
