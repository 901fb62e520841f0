import * as assert from 'node:assert/strict';
import { gridText, replaceActiveCell } from '../../../src/webview/board/virtualGrid';
import { installFakeDocument, type FakeDocument, type FakeElement } from '../../support/fakeDocument';

describe('webview: virtualGrid', () => {
  let page: FakeDocument;
  let uninstall: () => void;
  let row: FakeElement;
  beforeEach(() => {
    ({ document: page, uninstall } = installFakeDocument());
    row = page.createElement('div');
    page.body.append(row);
  });
  afterEach(() => uninstall());

  const place = (cell: { row: number; col: number }, label: string): void =>
    replaceActiveCell(row as unknown as HTMLElement, 'active', cell, label, 'active-cell');

  it('puts one gridcell in the row with 1-based ARIA indices and the cell’s label', () => {
    place({ row: 2, col: 4 }, 'row 3, column 5, state 1 of 2');
    assert.equal(row.getAttribute('aria-rowindex'), '3');
    assert.equal(row.children.length, 1);
    const cell = row.children[0] as FakeElement;
    assert.equal(cell.getAttribute('role'), 'gridcell');
    assert.equal(cell.id, 'active');
    assert.equal(cell.getAttribute('aria-colindex'), '5');
    assert.equal(cell.getAttribute('aria-label'), 'row 3, column 5, state 1 of 2');
    assert.equal(cell.dataset.testid, 'active-cell');
  });

  it('keeps the same element while nothing changed, and makes a new one when the label or column changes, so it is read again', () => {
    place({ row: 0, col: 0 }, 'row 1, column 1, off');
    const first = row.children[0];
    place({ row: 0, col: 0 }, 'row 1, column 1, off');
    assert.equal(row.children[0], first);
    place({ row: 0, col: 0 }, 'row 1, column 1, on');
    const second = row.children[0];
    assert.notEqual(second, first);
    assert.equal(row.children.length, 1);
    place({ row: 1, col: 0 }, 'row 1, column 1, on');
    assert.equal(row.children[0], second, 'another row with the same label and column: only the row index moves');
    assert.equal(row.getAttribute('aria-rowindex'), '2');
  });

  it('writes cells joined by "," and rows by "/"', () => {
    assert.equal(gridText([0, 1, 1, 0], 2), '0,1/1,0');
    assert.equal(gridText(Uint8Array.from([2, 0, 1]), 3), '2,0,1');
    assert.equal(gridText([], 3), '');
  });
});
