import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { checkAnalysisLimit } from '../../src/analysis/analysisLimits';
import { lightChasingProblem } from '../../src/analysis/teaching/lightChasing';
import { currentL10nBundle, currentL10nLocale, decimalText, fill, groupedInteger, t, useL10nBundle } from '../../src/domain/l10n';

const french: unknown = JSON.parse(readFileSync('l10n/bundle.l10n.fr.json', 'utf8'));

function limitMessage(): string {
  try {
    checkAnalysisLimit({ rows: 6, columns: 6, states: 2 });
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
}

describe('l10n: l10n.t, the words outside the extension host', () => {
  afterEach(() => useL10nBundle(undefined));

  it('is the English text, with its placeholders filled, when no bundle is in use (the command line)', () => {
    assert.equal(currentL10nBundle(), undefined);
    assert.equal(t('Row {0}, column {1}', 2, 4), 'Row 2, column 4');
    assert.equal(t('Solve'), 'Solve');
  });

  it('looks each message up in the bundle in use, and falls back to English for a message the bundle lacks', () => {
    useL10nBundle({ 'Row {0}, column {1}': 'Ligne {0}, colonne {1}', Solve: 'Résoudre' });
    assert.equal(t('Row {0}, column {1}', 2, 4), 'Ligne 2, colonne 4');
    assert.equal(t('Solve'), 'Résoudre');
    assert.equal(t('Hint'), 'Hint');
    // Not an own key: nothing of Object's prototype is taken for a translation.
    assert.equal(t('constructor'), 'constructor');
  });

  it('fills each {n} with its argument, any number of times and in any order, and leaves one without an argument', () => {
    assert.equal(fill('{1} before {0}; {0} again', ['a', 3]), '3 before a; a again');
    assert.equal(fill('{0} and {2}', [true]), 'true and {2}');
    assert.equal(fill('no placeholders {x}', ['a']), 'no placeholders {x}');
  });

  it('ignores a bundle that is not an object of strings, and an empty one', () => {
    for (const bundle of [null, 'fr', ['a'], { Solve: 3 }, {}]) {
      useL10nBundle(bundle);
      assert.equal(currentL10nBundle(), undefined, JSON.stringify(bundle));
    }
  });

  it('groups numbers the display language’s way with a bundle, and the English way without (the command line)', () => {
    assert.equal(groupedInteger(68_719_476_736n), '68,719,476,736');
    assert.equal(groupedInteger(999), '999');
    assert.equal(decimalText(1.2, 1), '1.2');
    useL10nBundle({ Solve: 'Résoudre' }, 'fr');
    assert.equal(currentL10nLocale(), 'fr');
    assert.match(groupedInteger(68_719_476_736n), /^68\s719\s476\s736$/u);
    assert.match(groupedInteger(1024), /^1\s024$/u);
    assert.equal(decimalText(1.2, 1), '1,2');
    useL10nBundle({ Solve: 'Lösen' }, 'de"><');
    assert.equal(currentL10nLocale(), undefined, 'not a language tag');
    assert.equal(groupedInteger(1024), '1,024');
    useL10nBundle(undefined, 'fr');
    assert.equal(currentL10nLocale(), undefined, 'English words, English numbers');
  });

  it('translates the words of every room that calls l10n.t, and English again without the bundle', () => {
    useL10nBundle(french);
    assert.equal(
      lightChasingProblem({ rows: 3, columns: 3, states: 2, objective: 0, topology: 'torus' }),
      'la chasse aux lumières ne fonctionne que sur les grilles simples, pas sur les tores',
    );
    assert.equal(limitMessage(), 'l’analyse d’une grille 6x6 à 2 états parcourt les 2^36 = 68,719,476,736 états ; la limite est de 1,073,741,824 (2^30)');
    useL10nBundle(undefined);
    assert.equal(lightChasingProblem({ rows: 3, columns: 3, states: 2, objective: 0, topology: 'hex' }), 'light chasing works on plain boards, not hex ones');
    assert.equal(limitMessage(), 'the analysis of a 6x6 board with 2 states visits all 2^36 = 68,719,476,736 states; the limit is 1,073,741,824 (2^30)');
  });
});
