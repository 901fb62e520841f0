import * as assert from 'node:assert/strict';
import { BoardDesignView, offsetLabel } from '../../../src/webview/panels/boardDesignView';
import { reduce } from '../../../src/webview/state/gridViewState';
import { initialGridViewState, type GridViewEvent, type GridViewState } from '../../../src/webview/state/gridViewTypes';
import type { PuzzleView } from '../../../src/protocol/protocol';
import { documentMessage, host, puzzleView, runEvents } from '../../support/gridViewFixtures';
import { installFakeDocument, type FakeDocument, type FakeElement } from '../../support/fakeDocument';

const loaded = (extra: Partial<PuzzleView> = {}): GridViewState =>
  reduce(initialGridViewState(), host(documentMessage(puzzleView([1, 0, 0, 1], { rows: 3, columns: 3, grid: new Uint8Array(9), ...extra })))).state;

describe('webview: boardDesignView', () => {
  let page: FakeDocument;
  let uninstall: () => void;
  let events: GridViewEvent[];
  let view: BoardDesignView;
  let root: FakeElement;
  beforeEach(() => {
    ({ document: page, uninstall } = installFakeDocument());
    events = [];
    view = new BoardDesignView((event) => events.push(event));
    root = view.element as unknown as FakeElement;
    page.body.append(root);
  });
  afterEach(() => uninstall());

  /** The offsets shown pressed, as "row,col". */
  const pressedOffsets = (): string[] =>
    root
      .byTestId('neighbourhood-grid')
      .byTag('button')
      .filter((offset) => offset.getAttribute('aria-pressed') === 'true')
      .map((offset) => offset.dataset.testid?.replace('offset-', '').replace('_', ',') ?? '');

  it('shows the tool in use, the board’s neighbourhood in the list and the grid, and what a press changes', () => {
    view.render(loaded());
    assert.deepEqual(
      ['tool-states', 'tool-holes', 'tool-target'].map((id) => root.byTestId(id).getAttribute('aria-pressed')),
      ['true', 'false', 'false'],
    );
    assert.equal(root.byTestId('clear-target').disabled, true, 'no target to clear');
    assert.equal(root.byTestId('neighbourhood-select').value, 'cross');
    assert.deepEqual(pressedOffsets(), ['-1,0', '0,-1', '0,0', '0,1', '1,0']);
    assert.match(root.byTestId('neighbourhood-note').textContent, /^A press changes /);
  });

  it('shows a drawn pattern as custom, and names the offsets beyond the grid', () => {
    view.render(
      loaded({
        neighbourhood: [
          [0, 0],
          [0, 3],
        ],
      }),
    );
    assert.equal(root.byTestId('neighbourhood-select').value, 'custom');
    assert.deepEqual(pressedOffsets(), ['0,0']);
    assert.match(root.byTestId('neighbourhood-note').textContent, / One offset lies outside this grid: \[0, 3\]\.$/);
  });

  it('takes no neighbourhood on a hex board, and says why', () => {
    view.render(loaded({ topology: 'hex' }));
    assert.equal(root.byTestId('neighbourhood-select').disabled, true);
    assert.deepEqual(pressedOffsets(), []);
    assert.equal(root.byTestId('neighbourhood-note').textContent, 'A hex board has its own six neighbours, so it takes no neighbourhood.');
  });

  it('turns its controls into events; "custom" only opens the pattern', () => {
    view.render(loaded({ target: new Uint8Array(9) }));
    assert.equal(root.byTestId('clear-target').disabled, false);
    root.byTestId('tool-holes').click();
    root.byTestId('clear-target').click();
    root.byTestId('offset--1_2').click();
    const select = root.byTestId('neighbourhood-select');
    select.value = 'moore';
    select.fire('change');
    select.value = 'custom';
    select.fire('change');
    assert.deepEqual(events, [
      { type: 'setSetupTool', tool: 'holes' },
      { type: 'clearTarget' },
      { type: 'toggleOffset', row: -1, col: 2 },
      { type: 'pickNeighbourhood', neighbourhood: 'moore' },
    ]);
    assert.equal(root.byTestId('neighbourhood-pattern').open, true);
    view.render(runEvents(loaded(), { type: 'setPlayMode', play: true }).state);
    assert.equal(root.byTestId('neighbourhood-pattern').open, false, 'Play folds the pattern');
  });

  it('is one Tab stop: the arrow keys move between the offsets', () => {
    view.render(loaded());
    const grid = root.byTestId('neighbourhood-grid');
    const centre = root.byTestId('offset-0_0');
    assert.equal(centre.tabIndex, 0);
    grid.fire('keydown', { key: 'ArrowUp', target: centre });
    const above = root.byTestId('offset--1_0');
    assert.deepEqual([centre.tabIndex, above.tabIndex], [-1, 0]);
    assert.equal(page.activeElement, above);
    grid.fire('keydown', { key: 'End', target: above });
    assert.equal(page.activeElement, root.byTestId('offset-2_2'));
  });

  it('names each offset, and the centre as the pressed cell', () => {
    assert.equal(offsetLabel(-1, 2), 'row offset -1, column offset 2');
    assert.equal(offsetLabel(0, 0), 'row offset 0, column offset 0 (the pressed cell)');
  });
});
