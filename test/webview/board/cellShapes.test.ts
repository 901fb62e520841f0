import * as assert from 'node:assert/strict';
import { addCellShape, forEachCell, isGapped, markCentre } from '../../../src/webview/board/cellShapes';
import type { GridLayout } from '../../../src/webview/board/gridGeometry';
import { RecordingPath } from '../../support/recordingCanvas';

const square = (cellSize: number): GridLayout => ({ rows: 3, columns: 3, topology: 'plain', cellSize });
const hex: GridLayout = { rows: 3, columns: 3, topology: 'hex', cellSize: 20 };
const asPath = (path: RecordingPath): Path2D => path as unknown as Path2D;

describe('webview: cellShapes', () => {
  it('separates cells by lines from 8 px, and from 4 px in high contrast', () => {
    assert.equal(isGapped(square(8), 'dark'), true);
    assert.equal(isGapped(square(7), 'light'), false);
    assert.equal(isGapped(square(4), 'highContrast'), true);
    assert.equal(isGapped(square(3.5), 'highContrastLight'), false);
  });

  it('visits the cells of a range in reading order', () => {
    const visited: string[] = [];
    forEachCell({ firstRow: 1, lastRow: 2, firstColumn: 0, lastColumn: 1 }, (row, col) => visited.push(`${row},${col}`));
    assert.deepEqual(visited, ['1,0', '1,1', '2,0', '2,1']);
    forEachCell({ firstRow: 0, lastRow: -1, firstColumn: 0, lastColumn: -1 }, () => assert.fail('an empty range visits nothing'));
  });

  it('adds a square cell leaving its left and top line free when gapped, shrunk by the inset', () => {
    const path = new RecordingPath();
    addCellShape(asPath(path), square(10), 1, 2, 0, true);
    addCellShape(asPath(path), square(10), 1, 2, 0, false);
    addCellShape(asPath(path), square(10), 0, 0, 2, true);
    assert.deepEqual(path.steps, [
      { op: 'rect', args: [21, 11, 9, 9] },
      { op: 'rect', args: [20, 10, 10, 10] },
      { op: 'rect', args: [3, 3, 5, 5] },
    ]);
  });

  it('adds a hexagon as one closed sub-path of six corners around the cell’s centre, odd rows shifted half a cell', () => {
    const path = new RecordingPath();
    addCellShape(asPath(path), hex, 1, 0, 0, true);
    assert.deepEqual(
      path.steps.map((step) => step.op),
      ['moveTo', 'lineTo', 'lineTo', 'lineTo', 'lineTo', 'lineTo', 'closePath'],
    );
    const corners = path.steps.filter((step) => step.op !== 'closePath').map((step) => step.args);
    const centreX = corners.reduce((sum, [x]) => sum + x, 0) / 6;
    const centreY = corners.reduce((sum, [, y]) => sum + y, 0) / 6;
    assert.ok(Math.abs(centreX - 20) < 1e-9, String(centreX));
    assert.ok(Math.abs(centreY - (20 / Math.sqrt(3) + (Math.sqrt(3) / 2) * 20)) < 1e-9, String(centreY));
  });

  it('puts marks at the visual centre: half a pixel right and down on gapped squares', () => {
    assert.deepEqual(markCentre(square(10), 1, 1, true), { x: 15.5, y: 15.5 });
    assert.deepEqual(markCentre(square(10), 1, 1, false), { x: 15, y: 15 });
    assert.deepEqual(markCentre(hex, 0, 0, true), { x: 10, y: 20 / Math.sqrt(3) });
  });
});
