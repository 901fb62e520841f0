import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { lightsCompletions } from '../../src/language/lightsCompletion';
import { lightsDiagnostics } from '../../src/language/lightsDiagnostics';
import { lightsHover } from '../../src/language/lightsHover';
import { lightsQuickFixes } from '../../src/language/lightsQuickFixes';
import { lightsSymbols } from '../../src/language/lightsSymbols';
import { useL10nBundle } from '../../src/domain/l10n';

const french: unknown = JSON.parse(readFileSync('l10n/bundle.l10n.fr.json', 'utf8'));

const TEXT = 'rows = 2\ncolumns = 3\nstates = 3\ngrid = """\n0 1 2\n2 1\n"""\n';

describe('language: hovers, completions, outline and quick fixes in the display language (l10n.t)', () => {
  afterEach(() => useL10nBundle(undefined));

  it('shows a key hover and a cell hover in French, on the same spans', () => {
    const englishKey = lightsHover(TEXT, TEXT.indexOf('states') + 2);
    const englishCell = lightsHover(TEXT, TEXT.indexOf('0 1 2') + 2);
    useL10nBundle(french);
    const key = lightsHover(TEXT, TEXT.indexOf('states') + 2);
    assert.equal(
      key?.markdown,
      '**states**: Le nombre d’états de chaque case ; un appui ajoute 1 à une case, en revenant à 0 après le dernier état.\n\n' +
        '- type : entier\n- valeurs permises : 2 à 36\n- par défaut : 2',
    );
    assert.deepEqual([key?.start, key?.end], [englishKey?.start, englishKey?.end]);
    const cell = lightsHover(TEXT, TEXT.indexOf('0 1 2') + 2);
    assert.equal(
      cell?.markdown,
      '**ligne 1, colonne 2** : état 1 sur 3 (cible 0)\n\nCorrigez les problèmes de ce fichier pour voir quelles cases change un appui sur celle-ci.',
    );
    assert.deepEqual([cell?.start, cell?.end], [englishCell?.start, englishCell?.end]);
  });

  it('gives French completion details, outline details, quick fix titles and diagnostics, and English again without the bundle', () => {
    useL10nBundle(french);
    const objective = lightsCompletions(TEXT, TEXT.length).find((completion) => completion.label === 'objective');
    assert.equal(objective?.detail, 'entier: 0 à states - 1');
    assert.equal(lightsSymbols(TEXT).find((symbol) => symbol.name === 'grid')?.detail, '2 lignes');
    assert.deepEqual(
      lightsQuickFixes(TEXT).map((fix) => fix.title),
      ['Compléter la ligne 2 jusqu’à 3 cases avec 0'],
    );
    assert.deepEqual(
      lightsDiagnostics(TEXT).map((diagnostic) => diagnostic.message),
      ['la ligne 2 a 2 cases, 3 attendues'],
    );
    useL10nBundle(undefined);
    assert.deepEqual(
      lightsQuickFixes(TEXT).map((fix) => fix.title),
      ['Pad row 2 to 3 cells with 0'],
    );
  });
});
