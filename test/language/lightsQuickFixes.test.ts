import * as assert from 'node:assert/strict';
import { lightsDiagnostics } from '../../src/language/lightsDiagnostics';
import { applyTextEdits } from '../../src/core/format/formatEdits';
import { lightsQuickFixes, type QuickFix } from '../../src/language/lightsQuickFixes';
import { useL10nBundle } from '../../src/domain/l10n';
import { readStringTable } from '../l10n/localisationFiles';

/** The one fix whose title starts with `title`. */
function fixNamed(text: string, title: string): QuickFix {
  const found = lightsQuickFixes(text).filter((fix) => fix.title.startsWith(title));
  assert.equal(found.length, 1, `one fix "${title}" in ${JSON.stringify(lightsQuickFixes(text).map((fix) => fix.title))}`);
  return found[0];
}

function messages(text: string): string[] {
  return lightsDiagnostics(text).map((diagnostic) => diagnostic.message);
}

/** Applies the fix and checks that `message` was reported before and is gone after; returns the new text. */
function applyAndCheck(text: string, fix: QuickFix, message: string): string {
  assert.ok(messages(text).includes(message), `before: ${JSON.stringify(messages(text))}`);
  const fixed = applyTextEdits(text, fix.edits);
  assert.ok(!messages(fixed).includes(message), `after: ${JSON.stringify(messages(fixed))}`);
  return fixed;
}

const BROKEN = 'rows = 2\ncolumns = 3\nstates = 3\nobjective = 1\ngrid = """\n0 1\n1 5 0 2\n"""\n';

const FRENCH_TEXT = 'rows = 2\ncolumns = 3\nstates = 3\ngrid = """\n0 1 2\n2 1\n"""\n';

describe('language: lightsQuickFixes', () => {
  it('pads a short row with the objective', () => {
    const fix = fixNamed(BROKEN, 'Pad row 1');
    assert.equal(fix.title, 'Pad row 1 to 3 cells with 1');
    const fixed = applyAndCheck(BROKEN, fix, 'row 1 has 2 cells, expected 3');
    assert.ok(fixed.includes('\n0 1 1\n'));
  });

  it('pads a short target row with 0, and with "." under a hole of the grid', () => {
    const text = 'version = 2\nrows = 1\ncolumns = 3\ngrid = """\n1 1 .\n"""\ntarget = """\n1\n"""\n';
    const fixed = applyAndCheck(text, fixNamed(text, 'Pad row 1 of the target'), 'row 1 of "target" has 1 cell, expected 3');
    assert.ok(fixed.endsWith('target = """\n1 0 .\n"""\n'));
    assert.deepEqual(messages(fixed), []);
  });

  it('removes the extra cells of a long row, at the first extra cell', () => {
    const fix = fixNamed(BROKEN, 'Remove the extra cell of row 2');
    assert.equal(BROKEN.slice(fix.start, fix.end), '2');
    const fixed = applyAndCheck(BROKEN, fix, 'row 2 has 4 cells, expected 3');
    assert.ok(fixed.includes('\n1 5 0\n'));
  });

  it('clamps a cell over the states to states - 1', () => {
    const fix = fixNamed(BROKEN, 'Change row 2, column 2');
    assert.equal(fix.title, 'Change row 2, column 2 to 2, the highest state');
    applyAndCheck(BROKEN, fix, 'cell (2, 2) is 5 but states = 3 allows 0..2');
  });

  it('after every row fix the file reads without errors', () => {
    let text = BROKEN;
    for (const title of ['Pad row 1', 'Remove the extra cell', 'Change row 2, column 2']) text = applyTextEdits(text, fixNamed(text, title).edits);
    assert.equal(text, 'rows = 2\ncolumns = 3\nstates = 3\nobjective = 1\ngrid = """\n0 1 1\n1 2 0\n"""\n');
    assert.deepEqual(messages(text), []);
  });

  it('inserts a missing rows and columns counted from the grid, in canonical place', () => {
    const text = '# no size\nstates = 2\ngrid = """\n0 1 0\n1 1 0\n"""\n';
    const withRows = applyAndCheck(text, fixNamed(text, 'Insert rows = 2'), 'missing required key "rows"');
    assert.equal(withRows, '# no size\nrows = 2\nstates = 2\ngrid = """\n0 1 0\n1 1 0\n"""\n');
    const withBoth = applyAndCheck(withRows, fixNamed(withRows, 'Insert columns = 3'), 'missing required key "columns"');
    assert.equal(withBoth, '# no size\nrows = 2\ncolumns = 3\nstates = 2\ngrid = """\n0 1 0\n1 1 0\n"""\n');
    assert.deepEqual(messages(withBoth), []);
  });

  it('inserts a missing grid of the given size filled with the objective', () => {
    const text = 'rows = 2\ncolumns = 2\nobjective = 1';
    const fixed = applyAndCheck(text, fixNamed(text, 'Insert grid'), 'missing required key "grid"');
    assert.equal(fixed, 'rows = 2\ncolumns = 2\nobjective = 1\ngrid = """\n1 1\n1 1\n"""\n');
    assert.deepEqual(messages(fixed), []);
  });

  it('sets version = 2 for a neighbourhood in a file without a version, and raises a stated version 1 for a hole', () => {
    const keyed = 'rows = 1\ncolumns = 2\nneighbourhood = "x"\ngrid = """\n0 1\n"""\n';
    const fixed = applyAndCheck(keyed, fixNamed(keyed, 'Set version = 2'), '"neighbourhood" needs version = 2 (this file is version 1)');
    assert.ok(fixed.startsWith('version = 2\nrows = 1\n'));
    const holed = 'version = 1\nrows = 1\ncolumns = 2\ngrid = """\n. 1\n"""\n';
    const fix = fixNamed(holed, 'Set version = 2');
    assert.equal(holed.slice(fix.start, fix.end), '.');
    assert.equal(
      applyAndCheck(holed, fix, 'the hole (".") at row 1, column 1 needs version = 2 (this file is version 1)'),
      holed.replace('version = 1', 'version = 2'),
    );
  });

  it('offers nothing for a good file or for text that is not TOML', () => {
    assert.deepEqual(lightsQuickFixes('rows = 1\ncolumns = 2\ngrid = """\n0 1\n"""\n'), []);
    assert.deepEqual(lightsQuickFixes('rows = \ngrid = """\n0 1 2\n"""\n'), []);
  });

  it('titles its fixes in the display language (French bundle), and in English again without it', () => {
    useL10nBundle(readStringTable('l10n/bundle.l10n.fr.json'));
    try {
      assert.deepEqual(
        lightsQuickFixes(FRENCH_TEXT).map((fix) => fix.title),
        ['Compléter la ligne 2 jusqu’à 3 cases avec 0'],
      );
    } finally {
      useL10nBundle(undefined);
    }
    assert.deepEqual(
      lightsQuickFixes(FRENCH_TEXT).map((fix) => fix.title),
      ['Pad row 2 to 3 cells with 0'],
    );
  });
});
