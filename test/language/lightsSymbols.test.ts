import * as assert from 'node:assert/strict';
import { lightsSymbols } from '../../src/language/lightsSymbols';
import { useL10nBundle } from '../../src/domain/l10n';
import { readStringTable } from '../l10n/localisationFiles';

const FRENCH_TEXT = 'rows = 2\ncolumns = 3\nstates = 3\ngrid = """\n0 1 2\n2 1\n"""\n';

describe('language: lightsSymbols', () => {
  it('lists each key with its value, grid and target with one child per row, and tables', () => {
    const text = 'version = 2\nrows = 2\ncolumns = 2\ngrid = """\n. 1\n1 0\n"""\ntarget = """\n. 1\n1 1\n"""\nauthor = "Ann"\n[meta]\nx = 1\n';
    const symbols = lightsSymbols(text);
    assert.deepEqual(
      symbols.map((symbol) => [symbol.kind, symbol.name, symbol.detail, symbol.children.map((child) => `${child.name}: ${child.detail}`)]),
      [
        ['key', 'version', '2', []],
        ['key', 'rows', '2', []],
        ['key', 'columns', '2', []],
        ['board', 'grid', '2 rows', ['row 1: . 1', 'row 2: 1 0']],
        ['board', 'target', '2 rows', ['row 1: . 1', 'row 2: 1 1']],
        ['other', 'author', '"Ann"', []],
        ['table', 'meta', '', []],
      ],
    );
    const grid = symbols[3];
    assert.equal(text.slice(grid.start, grid.end), 'grid = """\n. 1\n1 0\n"""');
    assert.equal(text.slice(grid.selectionStart, grid.selectionEnd), 'grid');
    const row = grid.children[1];
    assert.equal(text.slice(row.start, row.end), '1 0');
  });

  it('works on a broken file and cuts long values', () => {
    const title = 'x'.repeat(80);
    const symbols = lightsSymbols(`title = "${title}"\nrows = \ngrid = """\n0 1\n`);
    assert.deepEqual(
      symbols.map((symbol) => [symbol.name, symbol.detail]),
      [
        ['title', `"${'x'.repeat(58)}…`],
        ['rows', ''],
        ['grid', '1 row'],
      ],
    );
  });

  it('gives outline details in the display language (French bundle)', () => {
    useL10nBundle(readStringTable('l10n/bundle.l10n.fr.json'));
    try {
      assert.equal(lightsSymbols(FRENCH_TEXT).find((symbol) => symbol.name === 'grid')?.detail, '2 lignes');
    } finally {
      useL10nBundle(undefined);
    }
  });
});
