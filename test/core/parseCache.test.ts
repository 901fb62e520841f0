import * as assert from 'node:assert/strict';
import { parsedAtVersion } from '../../src/core/parseCache';

describe('core: parse cache', () => {
  it('parses once per document version and reads the text only when it must', () => {
    const document = {};
    let reads = 0;
    const text = (grid: string) => () => {
      reads++;
      return `rows = 1\ncolumns = 2\ngrid = """\n${grid}\n"""\n`;
    };
    const first = parsedAtVersion(document, 1, text('0 1'));
    assert.equal(parsedAtVersion(document, 1, text('1 1')), first);
    assert.equal(reads, 1);
    const second = parsedAtVersion(document, 2, text('1 1'));
    assert.equal(reads, 2);
    assert.ok(second.ok && Array.from(second.document.puzzle.grid).join() === '1,1');
    assert.notEqual(parsedAtVersion({}, 2, text('0 0')), second);
  });
});
