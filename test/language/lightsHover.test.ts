import * as assert from 'node:assert/strict';
import { lightsHover } from '../../src/language/lightsHover';
import { useL10nBundle } from '../../src/domain/l10n';
import { readStringTable } from '../l10n/localisationFiles';

const TEXT = 'rows = 2\ncolumns = 3\nstates = 3\ntopology = "torus"\ngrid = """\n0 1 2\n2 1 0\n"""\nauthor = "Ann"\n';
const HOLES = 'version = 2\nrows = 2\ncolumns = 2\nneighbourhood = "x"\ngrid = """\n. 1\n1 0\n"""\ntarget = """\n. 1\n1 1\n"""\n';

const FRENCH_TEXT = 'rows = 2\ncolumns = 3\nstates = 3\ngrid = """\n0 1 2\n2 1\n"""\n';

describe('language: lightsHover', () => {
  it('on a key: its meaning, type, range and default', () => {
    const hover = lightsHover(TEXT, TEXT.indexOf('states') + 2);
    assert.deepEqual(hover, {
      markdown:
        '**states**: How many states each cell has; a press adds 1 to a cell, wrapping from the last state back to 0.\n\n- type: integer\n- allowed: 2 to 36\n- default: 2',
      start: 21,
      end: 27,
    });
  });

  it('on a version 2 key, says it needs version 2; on an unknown key, that it is kept', () => {
    assert.match(lightsHover(HOLES, HOLES.indexOf('neighbourhood'))?.markdown ?? '', /needs `version = 2`$/);
    assert.equal(lightsHover(TEXT, TEXT.indexOf('author'))?.markdown, '**author**: not a key of the format; it is kept when the file is saved, but not used.');
  });

  it('on a chosen value: what the choice means', () => {
    assert.equal(
      lightsHover(TEXT, TEXT.indexOf('"torus"') + 2)?.markdown,
      '**topology = "torus"**: square cells whose edges wrap around: the top row neighbours the bottom row, the left column the right column',
    );
  });

  it('on a grid cell: row, column, state, goal and the cells a press changes (wrapping on a torus)', () => {
    const offset = TEXT.indexOf('2 1 0') + 2;
    assert.deepEqual(lightsHover(TEXT, offset), {
      markdown:
        '**row 2, column 2**: state 1 of 3 (target 0)\n\nPressing it changes 4 cells: row 2, column 2; row 1, column 2; row 2, column 1; row 2, column 3.',
      start: offset,
      end: offset + 1,
    });
  });

  it('with a target and a neighbourhood: the target state, holes, and the neighbourhood rule', () => {
    const cell = HOLES.indexOf('1 0');
    assert.equal(
      lightsHover(HOLES, cell)?.markdown,
      '**row 2, column 1**: state 1 of 2 (target 1)\n\nPressing it changes 2 cells: row 2, column 1; row 1, column 2.',
    );
    assert.equal(
      lightsHover(HOLES, HOLES.indexOf('. 1'))?.markdown,
      '**row 1, column 1**: a hole, not part of the board: it cannot be pressed and no press changes it.',
    );
    const target = HOLES.lastIndexOf('1 1');
    assert.equal(lightsHover(HOLES, target)?.markdown, '**row 2, column 1** of the target: the cell must reach state 1 of 2 (now 1).');
  });

  it('says to fix the file first when it does not read, and nothing between keys', () => {
    const broken = 'rows = 2\ncolumns = 3\ngrid = """\n0 1 0\n1 1\n"""\n';
    assert.equal(
      lightsHover(broken, broken.indexOf('0 1 0'))?.markdown,
      '**row 1, column 1**: state 0 of 2 (target 0)\n\nFix the problems in this file to see which cells pressing this one changes.',
    );
    assert.equal(lightsHover('rows = 2\n\ncolumns = 3\n', 9), null);
  });

  it('shows a key hover and a cell hover in the display language (French bundle), on the same spans', () => {
    const englishKey = lightsHover(FRENCH_TEXT, FRENCH_TEXT.indexOf('states') + 2);
    const englishCell = lightsHover(FRENCH_TEXT, FRENCH_TEXT.indexOf('0 1 2') + 2);
    useL10nBundle(readStringTable('l10n/bundle.l10n.fr.json'));
    try {
      const key = lightsHover(FRENCH_TEXT, FRENCH_TEXT.indexOf('states') + 2);
      assert.equal(
        key?.markdown,
        '**states**: Le nombre d’états de chaque case ; un appui ajoute 1 à une case, en revenant à 0 après le dernier état.\n\n' +
          '- type : entier\n- valeurs permises : 2 à 36\n- par défaut : 2',
      );
      assert.deepEqual([key?.start, key?.end], [englishKey?.start, englishKey?.end]);
      const cell = lightsHover(FRENCH_TEXT, FRENCH_TEXT.indexOf('0 1 2') + 2);
      assert.equal(
        cell?.markdown,
        '**ligne 1, colonne 2** : état 1 sur 3 (cible 0)\n\nCorrigez les problèmes de ce fichier pour voir quelles cases change un appui sur celle-ci.',
      );
      assert.deepEqual([cell?.start, cell?.end], [englishCell?.start, englishCell?.end]);
    } finally {
      useL10nBundle(undefined);
    }
  });
});
