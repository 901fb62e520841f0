import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { analyzeStateSpace } from '../../../src/analysis/analyzeStateSpace';
import { analysisReportView, reportPanelTitle } from '../../../src/analysisReport/analysisReport';
import { useL10nBundle } from '../../../src/domain/l10n';
import { reportNumberFormat } from '../../../src/webview/report/reportNumberFormat';
import { reportViewModel } from '../../../src/webview/report/reportViewModel';

const french: unknown = JSON.parse(readFileSync('l10n/bundle.l10n.fr.json', 'utf8'));
const report5 = analysisReportView(analyzeStateSpace({ rows: 5, columns: 5, states: 2, objective: 0, topology: 'plain' }), 212);

describe('webview: the analysis report in the display language', () => {
  afterEach(() => useL10nBundle(undefined));

  it('words the report in French with the French bundle, numbers written for French', () => {
    useL10nBundle(french);
    const model = reportViewModel(report5, reportNumberFormat('fr'));
    assert.equal(model.title, 'grille 5x5, 2 états, cible 0, simple');
    assert.equal(model.facts[0].label, 'États');
    assert.equal(model.facts[3].value, '15 coups');
    assert.equal(model.facts[4].label, 'États qui demandent 15 coups');
    assert.equal(model.facts[6].label, 'La grille tout allumée demande');
    assert.equal(model.bars[0].description, '0 coups : 1 état (0,0000119\u00a0%)');
    assert.equal(model.hardest[0].title, 'État 15\u202f614');
    assert.equal(model.hardest[0].description, 'État 15614, demande 15 coups : l’ouvrir comme puzzle');
    assert.equal(
      model.hardestNote,
      '7350 états demandent 15 coups ; les 10 plus petits numéros d’état sont affichés. Choisissez-en un pour l’ouvrir comme puzzle.',
    );
    assert.match(model.chartLabel, /^Répartition du nombre minimal de coups sur 8\u202f388\u202f608 états résolubles : de 0 à 15 coups/);
    assert.equal(reportPanelTitle({ rows: 4, columns: 4, states: 3, objective: 0, topology: 'torus' }), 'Analyse : 4x4, 3 états, tore');
  });

  it('words the same report in English again once the bundle is gone: the report itself holds no words', () => {
    useL10nBundle(french);
    reportViewModel(report5);
    useL10nBundle(undefined);
    const model = reportViewModel(report5);
    assert.equal(model.title, '5x5 board, 2 states, objective 0, plain');
    assert.equal(model.facts[4].label, 'States that need 15 moves');
    assert.equal(model.hardest[0].title, 'State 15,614');
    assert.equal(reportPanelTitle({ rows: 4, columns: 4, states: 3, objective: 0, topology: 'torus' }), 'Analysis: 4x4, 3 states, torus');
    assert.equal(reportPanelTitle({ rows: 5, columns: 5, states: 2, objective: 0, topology: 'plain' }), 'Analysis: 5x5');
  });
});
