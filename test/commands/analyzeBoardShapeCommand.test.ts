import * as assert from 'node:assert/strict';
import { uninstallFakeVscode } from './fakeVscode';
import { shapeLabel, shownShapeLabel } from '../../src/commands/analyzeBoardShapeCommand';
import type { BoardShape } from '../../src/core/puzzle';

describe('commands: analyzeBoardShapeCommand', () => {
  after(() => uninstallFakeVscode());

  it('names a shape by its size and only the parts that differ from the classic board', () => {
    const classic: BoardShape = { rows: 5, columns: 5, states: 2, objective: 0, topology: 'plain' };
    assert.equal(shapeLabel(classic), '5x5');
    assert.equal(shapeLabel({ ...classic, rows: 4, columns: 6, states: 3, objective: 1, topology: 'torus' }), '4x6 (3 states, objective 1, torus)');
    assert.equal(shapeLabel({ ...classic, topology: 'hex' }), '5x5 (hex)');
    assert.equal(shownShapeLabel(classic), '5x5');
    assert.equal(shownShapeLabel({ ...classic, states: 3, objective: 2, topology: 'torus' }), '5x5 (3 states, objective 2, torus)');
  });
});
