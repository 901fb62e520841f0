import * as assert from 'node:assert/strict';
import { SolutionView } from '../../../src/webview/panels/solutionView';
import { reduce } from '../../../src/webview/state/gridViewState';
import { initialGridViewState, type GridViewState } from '../../../src/webview/state/gridViewTypes';
import { documentMessage, host, puzzleView, runEvents, solutionView } from '../../support/gridViewFixtures';
import { installFakeDocument, type FakeElement } from '../../support/fakeDocument';
import { DARK_THEME } from '../../support/recordingCanvas';

const theme = DARK_THEME;
const loaded = (): GridViewState => reduce(initialGridViewState(), host(documentMessage(puzzleView([1, 0, 0, 1])))).state;

/** The board solved with these presses (or found unsolvable when `presses` is null). */
function solved(presses: number[] | null, extra: Partial<Parameters<typeof solutionView>[1]> = {}): GridViewState {
  const asked = runEvents(loaded(), { type: 'solve' });
  const request = asked.posted.find((message) => message.type === 'solve') as { requestId: number };
  const solution = presses === null ? solutionView([], { solvable: false, presses: new Uint8Array(0), totalPresses: 0 }) : solutionView(presses, extra);
  return runEvents(asked.state, host({ type: 'solveResult', requestId: request.requestId, version: 1, purpose: 'solution', outcome: { ok: true, solution } }))
    .state;
}

describe('webview: solutionView', () => {
  let uninstall: () => void;
  let view: SolutionView;
  let redraws: number;
  const scroller = (): FakeElement => view.scroller as unknown as FakeElement;
  const canvas = (): FakeElement => view.canvas as unknown as FakeElement;
  beforeEach(() => {
    const installed = installFakeDocument();
    uninstall = installed.uninstall;
    (globalThis as { requestAnimationFrame?: unknown }).requestAnimationFrame = () => 0;
    redraws = 0;
    view = new SolutionView(
      () => undefined,
      () => (redraws += 1),
    );
    // In the page: the active cell is found by its id.
    installed.document.body.append(view.element as unknown as FakeElement);
  });
  afterEach(() => {
    delete (globalThis as { requestAnimationFrame?: unknown }).requestAnimationFrame;
    uninstall();
  });

  it('keeps its place before a solve, and is no grid then', () => {
    view.render(loaded(), 20, theme);
    const root = view.element as unknown as FakeElement;
    assert.equal(root.byTestId('solution-summary').textContent, 'Press Solve to see how many times to press each cell.');
    assert.equal(root.byTestId('solution-error').hidden, true);
    assert.equal(root.byTestId('solution-details').hidden, true, 'no details before a solve');
    assert.deepEqual([canvas().dataset.presses, canvas().dataset.stale, canvas().dataset.unsolvable], ['', 'false', 'false']);
    assert.equal(scroller().getAttribute('role'), null);
  });

  it('becomes a grid named "Solution" once solved, its active cell read with its presses, the presses on the canvas hook', () => {
    view.render(solved([1, 0, 0, 1]), 20, theme);
    assert.equal(scroller().getAttribute('role'), 'grid');
    assert.equal(scroller().getAttribute('aria-label'), 'Solution');
    assert.deepEqual([scroller().getAttribute('aria-rowcount'), scroller().getAttribute('aria-colcount')], ['2', '2']);
    assert.equal(scroller().getAttribute('aria-activedescendant'), 'lights-solution-cell');
    assert.equal(scroller().byTestId('solution-active-cell').getAttribute('aria-label'), 'row 1, column 1: press 1 time');
    assert.deepEqual(
      [canvas().dataset.presses, canvas().dataset.rows, canvas().dataset.cellSize, canvas().dataset.unsolvable],
      ['1,0/0,1', '2', '20', 'false'],
    );
  });

  it('says on a line of its own why an answer is not proven the fewest, and nothing when it is', () => {
    const root = view.element as unknown as FakeElement;
    view.render(solved([1, 0, 0, 1]), 20, theme);
    assert.equal(root.byTestId('solution-unproven').hidden, true);
    const reason = 'searching all 387,420,489 solutions would take about 3 h, over the 30 s allowed';
    view.render(solved([1, 0, 0, 1], { minimal: false, lowerBound: 1, solutionCount: '387420489', unprovenReason: reason }), 20, theme);
    assert.equal(root.byTestId('solution-summary').textContent, 'Best found: 2 presses; at least 1 · 387,420,489 solutions');
    assert.equal(root.byTestId('solution-unproven').hidden, false);
    assert.equal(root.byTestId('solution-unproven').textContent, `Not proven fewest: ${reason}.`);
    view.render(loaded(), 20, theme);
    assert.equal(root.byTestId('solution-unproven').hidden, true);
  });

  it('reads in plain words, the engine and its time folded into Details', () => {
    view.render(solved([1, 0, 0, 1]), 20, theme);
    const root = view.element as unknown as FakeElement;
    assert.equal(root.byTestId('solution-summary').textContent, 'Fewest presses: 2 (proven) · 1 solution');
    const details = root.byTestId('solution-details');
    assert.equal(details.hidden, false);
    assert.equal(details.open, false, 'folded');
    assert.equal(details.byTag('summary')[0].textContent, 'Details');
    assert.equal(details.textContent, 'DetailsSolved by the internal engine in 3 ms');
  });

  it('walks the solution with the arrow keys, reading each cell', () => {
    const state = solved([1, 0, 0, 2]);
    view.render(state, 20, theme);
    scroller().fire('keydown', { key: 'ArrowDown', target: view.scroller });
    scroller().fire('keydown', { key: 'ArrowRight', target: view.scroller });
    assert.equal(redraws, 2);
    view.render(state, 20, theme);
    assert.equal(scroller().byTestId('solution-active-cell').getAttribute('aria-label'), 'row 2, column 2: press 2 times');
  });

  it('says a board has no solution, and is no grid then', () => {
    view.render(solved(null), 20, theme);
    assert.equal(canvas().dataset.unsolvable, 'true');
    assert.equal(canvas().dataset.presses, '');
    assert.equal(scroller().getAttribute('role'), null);
    assert.equal((view.element as unknown as FakeElement).byTestId('solution-error').hidden, false);
  });
});
