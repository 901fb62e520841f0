import * as assert from 'node:assert/strict';
import { miniBoardLayout, miniCellSize } from '../../../src/webview/panels/miniBoard';

describe('webview: mini boards (Learn panel and report)', () => {
  it('draws cells with the puzzle ramp, a dot on lit cells of two-state boards', () => {
    const layout = miniBoardLayout({ rows: 1, columns: 2, topology: 'plain', kind: 'cells', states: 2, values: [0, 1], cellSize: 10, rings: [1] });
    assert.equal(layout.width, 20);
    assert.equal(layout.height, 10);
    assert.deepEqual(layout.cells[0], {
      index: 0,
      shape: { kind: 'rect', x: 0.5, y: 0.5, width: 9, height: 9 },
      centre: { x: 5, y: 5 },
      ringed: false,
      fill: '#000000',
      mark: { kind: 'none' },
      ringContrast: '#ffffff',
    });
    assert.deepEqual(layout.cells[1].mark, { kind: 'dot', radius: 1.8, colour: '#000000' });
    assert.equal(layout.cells[1].fill, '#ffff00');
    assert.equal(layout.cells[1].ringed, true);
  });

  it('shows k-state cells by number when large enough, and press counts above one', () => {
    const cells = miniBoardLayout({ rows: 1, columns: 3, topology: 'plain', kind: 'cells', states: 3, values: [0, 1, 2], cellSize: 14 }).cells;
    assert.deepEqual(
      cells.map((cell) => cell.mark.kind === 'text' && cell.mark.text),
      ['0', '1', '2'],
    );
    const presses = miniBoardLayout({ rows: 1, columns: 3, topology: 'plain', kind: 'presses', states: 3, values: [0, 1, 2], cellSize: 14 }).cells;
    assert.deepEqual(
      presses.map((cell) => cell.mark.kind),
      ['none', 'press', 'text'],
    );
    assert.ok(presses.every((cell) => cell.fill === null));
    const small = miniBoardLayout({ rows: 1, columns: 1, topology: 'plain', kind: 'presses', states: 3, values: [2], cellSize: 6 }).cells;
    assert.equal(small[0].mark.kind, 'press');
  });

  it('draws hex boards as hexagons and sizes cells to fit', () => {
    const hex = miniBoardLayout({ rows: 2, columns: 2, topology: 'hex', kind: 'presses', states: 2, values: [1, 0, 0, 1], cellSize: 10 });
    assert.equal(hex.cells[0].shape.kind, 'polygon');
    if (hex.cells[0].shape.kind === 'polygon') assert.equal(hex.cells[0].shape.points.split(' ').length, 6);
    // The odd row sits half a cell to the right.
    assert.equal(hex.cells[2].centre.x - hex.cells[0].centre.x, 5);
    assert.equal(miniCellSize(5, 5), 18);
    assert.equal(miniCellSize(20, 20), 6);
    assert.equal(miniCellSize(100, 3), 4);
  });
});
