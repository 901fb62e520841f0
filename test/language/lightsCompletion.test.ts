import * as assert from 'node:assert/strict';
import { lightsCompletions } from '../../src/language/lightsCompletion';
import { useL10nBundle } from '../../src/domain/l10n';
import { readStringTable } from '../l10n/localisationFiles';

function at(textWithCursor: string): { text: string; offset: number } {
  const offset = textWithCursor.indexOf('|');
  return { text: textWithCursor.replace('|', ''), offset };
}

function labels(textWithCursor: string): string[] {
  const { text, offset } = at(textWithCursor);
  return lightsCompletions(text, offset).map((completion) => completion.label);
}

const FRENCH_TEXT = 'rows = 2\ncolumns = 3\nstates = 3\ngrid = """\n0 1 2\n2 1\n"""\n';

describe('language: lightsCompletions', () => {
  it('offers the known keys the file does not have yet, in canonical order', () => {
    assert.deepEqual(labels('rows = 2\ncolumns = 3\nto|'), [
      'version',
      'title',
      'states',
      'objective',
      'topology',
      'neighbourhood',
      'difficulty',
      'minMoves',
      'grid',
      'target',
    ]);
  });

  it("writes a key as a snippet: choices for a choice key, a board of the file's size for grid", () => {
    const { text, offset } = at('rows = 2\ncolumns = 3\nobjective = 1\n|');
    const completions = lightsCompletions(text, offset);
    const byLabel = new Map(completions.map((completion) => [completion.label, completion]));
    assert.equal(byLabel.get('topology')?.snippet, 'topology = "${1|plain,torus,hex|}"');
    assert.equal(byLabel.get('version')?.snippet, 'version = ${1|1,2|}');
    assert.equal(byLabel.get('grid')?.snippet, 'grid = """\n${1:1 1 1}\n1 1 1\n"""');
    assert.equal(byLabel.get('target')?.snippet, 'target = """\n${1:0 0 0}\n0 0 0\n"""');
    assert.equal(byLabel.get('grid')?.replaceStart, offset);
  });

  it('counts rows and columns from the grid when they are missing', () => {
    const { text, offset } = at('|\ngrid = """\n0 1 0 1\n1 0 0 0\n1 1 1 1\n"""\n');
    const byLabel = new Map(lightsCompletions(text, offset).map((completion) => [completion.label, completion.snippet]));
    assert.equal(byLabel.get('rows'), 'rows = ${1:3}');
    assert.equal(byLabel.get('columns'), 'columns = ${1:4}');
  });

  it('offers the allowed values after "=", replacing the typed part and a closing quote', () => {
    assert.deepEqual(labels('topology = |'), ['"plain"', '"torus"', '"hex"']);
    assert.deepEqual(labels('neighbourhood = "k|'), ['"cross"', '"x"', '"moore"', '"knight"', '[[-1, 0], [1, 0], [0, -1], [0, 1]]']);
    assert.deepEqual(labels('difficulty = |'), ['"easy"', '"medium"', '"hard"']);
    assert.deepEqual(labels('version = |'), ['1', '2']);
    assert.deepEqual(labels('states = 3\nobjective = |'), ['0', '1', '2']);
    assert.deepEqual(labels('states = |'), ['2', '3', '4', '5', '6']);
    const { text, offset } = at('topology = "t|"');
    const [first] = lightsCompletions(text, offset);
    assert.deepEqual([first.replaceStart, first.replaceEnd], [11, 14]);
  });

  it('offers nothing inside a grid, after a value, or in a table', () => {
    assert.deepEqual(labels('rows = 2\ngrid = """\n0 |1\n"""\n'), []);
    assert.deepEqual(labels('rows = 2 |'), []);
    assert.deepEqual(labels('rows = 1\ncolumns = 1\ngrid = "0"\n[meta]\n|'), []);
    assert.deepEqual(labels('title = |'), []);
  });

  it('gives completion details in the display language (French bundle)', () => {
    useL10nBundle(readStringTable('l10n/bundle.l10n.fr.json'));
    try {
      const objective = lightsCompletions(FRENCH_TEXT, FRENCH_TEXT.length).find((completion) => completion.label === 'objective');
      assert.equal(objective?.detail, 'entier: 0 à states - 1');
    } finally {
      useL10nBundle(undefined);
    }
  });
});
