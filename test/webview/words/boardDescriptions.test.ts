import * as assert from 'node:assert/strict';
import { boardDescription, patternDescription } from '../../../src/webview/words/boardDescriptions';

describe('webview: boards and press patterns described for screen readers', () => {
  it('describes patterns and boards for screen readers', () => {
    assert.equal(patternDescription([0, 1, 0, 2], 2), 'press row 1, column 2; row 2, column 2 twice');
    assert.equal(patternDescription([0, 0], 2), 'nothing pressed');
    assert.equal(patternDescription([1, 1, 1], 3, 2), '3 cells pressed');
    assert.equal(boardDescription([1, 0, 0, 1], 2, 2), 'lights on at row 1, column 1; row 2, column 2');
    assert.equal(boardDescription([0, 1, 0, 0], 2, 2), 'one light on, at row 1, column 2');
    assert.equal(boardDescription([0, 0, 0, 0], 2, 2), 'every light off');
    assert.equal(boardDescription([1, 1, 1, 1], 2, 2), 'every light on');
    assert.equal(boardDescription([1, 1, 0, 1], 2, 2), 'every light on except at row 2, column 1');
    assert.equal(boardDescription([1, 1, 1, 0, 0, 0, 0, 0, 0], 3, 2, 2), '3 lights on');
    assert.equal(boardDescription([0, 2, 0, 1], 2, 3), 'row 1, column 2 in state 2; row 2, column 2 in state 1; every other cell in state 0');
    assert.equal(boardDescription([0, 0], 2, 3), 'every cell in state 0');
  });
});
