import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useL10nBundle } from '../../src/domain/l10n';
import { topologyLabel } from '../../src/domain/vocabularyWords';
import { cellLabel, puzzleCaptionText, shapeChange } from '../../src/webview/state/boardState';
import { GRID_ACTIONS } from '../../src/webview/panels/gridActions';
import { gameStatusText, initialGridViewState, reduce, type GridViewState } from '../../src/webview/state/gridViewState';
import { describeSolution, hintText, solutionCellLabel } from '../../src/webview/state/solutionState';
import { zoomLevelWords } from '../../src/webview/words/zoomWords';
import { documentMessage, host, puzzleView, runEvents, solutionView } from '../support/gridViewFixtures';

const french: unknown = JSON.parse(readFileSync('l10n/bundle.l10n.fr.json', 'utf8'));
const start = puzzleView([1, 0, 0, 1]);
const loaded = (): GridViewState => reduce(initialGridViewState(), host(documentMessage(start))).state;
const solvedWords = (): ReturnType<typeof describeSolution> =>
  describeSolution({
    rows: 2,
    columns: 2,
    topology: 'plain',
    boardKey: 'key',
    outcome: { ok: true, solution: solutionView([1, 0, 0, 1]) },
    stale: false,
  });

describe('webview: the grid panel in French', () => {
  beforeEach(() => useL10nBundle(french));
  afterEach(() => useL10nBundle(undefined));

  it('names the buttons in French; the actions, their ids and commands stay the same', () => {
    assert.equal(GRID_ACTIONS.solve.label, 'Résoudre');
    assert.equal(GRID_ACTIONS.solve.id, 'solve');
    assert.equal(GRID_ACTIONS.solve.command, 'solve');
    assert.equal(GRID_ACTIONS.hint.label, 'Indice');
    assert.equal(GRID_ACTIONS.randomize.label, 'Aléatoire');
    assert.equal(GRID_ACTIONS.undo.label, 'Annuler');
    assert.match(GRID_ACTIONS.solve.title, /^Montrer combien de fois appuyer sur chaque case/);
  });

  it('writes the status line, the caption and the cells in French', () => {
    const pressed = runEvents(loaded(), { type: 'setPlayMode', play: true }, { type: 'press', row: 0, col: 1, delta: 1 });
    assert.equal(gameStatusText(pressed.state), 'Coups : 1');
    assert.ok(pressed.announced[0]?.startsWith('Jeu : un appui change la case et ses voisines.'), pressed.announced[0]);
    assert.equal(
      puzzleCaptionText(puzzleView([1, 0, 0, 1], { rows: 5, columns: 5, grid: new Uint8Array(25) })),
      `5 × 5 ${topologyLabel('plain')}. But : éteindre toutes les lumières.`,
    );
    assert.equal(cellLabel(1, 3, 1, 2), 'ligne 2, colonne 4, état 1 sur 2');
    assert.equal(solutionCellLabel(0, 0, 2), 'ligne 1, colonne 1 : appuyer 2 fois');
  });

  it('writes the solution summary, hints, zoom words and setup errors in French', () => {
    assert.equal(solvedWords().summary, 'Nombre minimal d’appuis : 2 (prouvé) · 1 solution · internal, 3 ms');
    assert.equal(
      hintText({ row: 1, col: 3, remaining: 3, shortest: true, boardKey: 'key' }),
      'Indice : appuyez sur ligne 2, colonne 4. Encore 3 appuis, sur un plus court chemin vers le but.',
    );
    assert.equal(zoomLevelWords(0.25).title, 'Zoom : 4 cases par pixel, trop petites pour appuyer : zoomez pour appuyer sur les cases');
    assert.deepEqual(shapeChange('rows', '0', start), { error: 'Le nombre de lignes doit être un entier de 1 à 2000.' });
    const reset = reduce(loaded(), { type: 'reset' });
    assert.equal(reset.state.notice?.message, 'Réinitialiser recommence une partie en Jeu. En Préparation, Annuler reprend les modifications du fichier.');
  });

  it('speaks English again once the bundle is gone', () => {
    useL10nBundle(undefined);
    assert.equal(GRID_ACTIONS.solve.label, 'Solve');
    const pressed = runEvents(loaded(), { type: 'setPlayMode', play: true }, { type: 'press', row: 0, col: 1, delta: 1 });
    assert.equal(gameStatusText(pressed.state), 'Moves: 1');
    assert.equal(cellLabel(1, 3, 1, 2), 'row 2, column 4, state 1 of 2');
  });
});
