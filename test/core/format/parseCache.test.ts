import * as assert from 'node:assert/strict';
import { parseLights } from '../../../src/core/format/formatRead';
import type { ParseResult } from '../../../src/core/format/formatDocument';
import { advanceParse, cachedParse, parsedAtVersion, parsedAtVersionAsync } from '../../../src/core/format/parseCache';

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
  it('shares a parse that runs elsewhere per document version, and caches it unless a newer version is', async () => {
    const document = {};
    const text = (grid: string) => `rows = 1\ncolumns = 2\ngrid = """\n${grid}\n"""\n`;
    const started: { text: string; finish: () => void }[] = [];
    const parse = (source: string): Promise<ParseResult> =>
      new Promise((resolve) => started.push({ text: source, finish: () => resolve(parseLights(source)) }));
    const first = parsedAtVersionAsync(document, 1, () => text('0 1'), parse);
    assert.equal(
      parsedAtVersionAsync(document, 1, () => text('1 1'), parse),
      first,
      'the running parse of the version is shared',
    );
    assert.equal(started.length, 1);
    const second = parsedAtVersionAsync(document, 2, () => text('1 1'), parse);
    assert.equal(started.length, 2);
    started[1].finish();
    const newer = await second;
    assert.equal(cachedParse(document, 2), newer);
    assert.equal(
      parsedAtVersion(document, 2, () => assert.fail('cached: the text is not read')),
      newer,
    );
    started[0].finish();
    await first;
    assert.equal(cachedParse(document, 1), undefined, 'an older parse finishing late does not replace the newer one');
    assert.equal(await parsedAtVersionAsync(document, 2, () => assert.fail('cached'), parse), newer);
    assert.equal(started.length, 2);
  });
  it('advances a cached parse by one version when a change event only changed cells, else leaves it to a full parse', () => {
    const document = {};
    const before = 'rows = 1\ncolumns = 2\ngrid = """\n0 1\n"""\n';
    parsedAtVersion(document, 1, () => before);
    const cell = before.indexOf('0 1');
    const after = `${before.slice(0, cell)}1${before.slice(cell + 1)}`;
    assert.equal(advanceParse(document, 2, [{ rangeOffset: cell, rangeLength: 1, text: '1' }], after), true);
    assert.deepEqual(cachedParse(document, 2), parseLights(after));
    assert.equal(advanceParse(document, 2, [{ rangeOffset: cell, rangeLength: 1, text: '1' }], after), true, 'another reader advanced it already');
    // Version 4 does not follow the cached version 2: nothing is derived.
    assert.equal(advanceParse(document, 4, [{ rangeOffset: cell, rangeLength: 1, text: '0' }], before), false);
    assert.equal(cachedParse(document, 4), undefined);
    // A change of a key needs the whole text.
    const keyChanged = after.replace('rows = 1', 'rows = 2');
    assert.equal(advanceParse(document, 3, [{ rangeOffset: 7, rangeLength: 1, text: '2' }], keyChanged), false);
    assert.equal(cachedParse(document, 3), undefined);
    assert.ok(cachedParse(document, 2));
    assert.equal(advanceParse({}, 2, [{ rangeOffset: cell, rangeLength: 1, text: '1' }], after), false, 'nothing cached');
  });
});
