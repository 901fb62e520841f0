import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useL10nBundle } from '../../src/domain/l10n';
import { GRID_ACTIONS } from '../../src/protocol/gridActions';

const french: unknown = JSON.parse(readFileSync('l10n/bundle.l10n.fr.json', 'utf8'));

describe('webview: the grid panel in French', () => {
  afterEach(() => useL10nBundle(undefined));

  it('names the buttons in French; the actions, their ids and commands stay the same', () => {
    useL10nBundle(french);
    assert.equal(GRID_ACTIONS.solve.label, 'Résoudre');
    assert.equal(GRID_ACTIONS.solve.name, 'solve');
    assert.equal(GRID_ACTIONS.solve.command.id, 'lightsOut.solve');
    assert.equal(GRID_ACTIONS.hint.label, 'Indice');
    assert.equal(GRID_ACTIONS.randomize.label, 'Aléatoire');
    assert.equal(GRID_ACTIONS.undo.label, 'Annuler');
    assert.match(GRID_ACTIONS.solve.title, /^Montrer combien de fois appuyer sur chaque case/);
    useL10nBundle(undefined);
    assert.equal(GRID_ACTIONS.solve.label, 'Solve');
  });
});
