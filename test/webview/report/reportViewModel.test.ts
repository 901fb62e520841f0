import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { analyzeStateSpace } from '../../../src/analysis/analyzeStateSpace';
import { analysisReportView, reportPanelTitle } from '../../../src/analysisReport/analysisReport';
import { useL10nBundle } from '../../../src/domain/l10n';
import { reportNumberFormat } from '../../../src/webview/report/reportNumberFormat';
import { plural, reportViewModel } from '../../../src/webview/report/reportViewModel';

const report5 = analysisReportView(analyzeStateSpace({ rows: 5, columns: 5, states: 2, objective: 0, topology: 'plain' }), 212);

const french: unknown = JSON.parse(readFileSync('l10n/bundle.l10n.fr.json', 'utf8'));

describe('webview: analysis report view model', () => {
  it('states the numbers of the 5x5 board', () => {
    const model = reportViewModel(report5);
    assert.equal(model.title, '5x5 board, 2 states, objective 0, plain');
    assert.deepEqual(
      model.facts.map((fact) => `${fact.label}: ${fact.value}`),
      [
        'States: 33,554,432 (2^25)',
        'Solvable states: 8,388,608 (25%)',
        'Solutions of each solvable state: 4',
        'Most moves any solvable state needs (God’s number): 15 moves',
        'States that need 15 moves: 7350',
        'Average moves of a solvable state: 9.90',
        'All lights on needs: 15 moves',
        'Analysis time: 212 ms',
      ],
    );
    assert.equal(model.hardestNote, '7350 states need 15 moves; the 10 smallest state numbers are shown. Pick one to open it as a puzzle.');
    assert.deepEqual(model.hardest[0], {
      state: '15614',
      grid: report5.hardestStates[0].grid,
      title: 'State 15,614',
      description: 'State 15614, needs 15 moves: open it as a puzzle',
    });
  });

  it('writes the numbers for the display language', () => {
    const model = reportViewModel(report5, reportNumberFormat('de'));
    assert.deepEqual(
      model.facts.map((fact) => fact.value),
      ['33.554.432 (2^25)', '8.388.608 (25\u00a0%)', '4', '15 moves', '7350', '9,90', '15 moves', '212 ms'],
    );
    assert.equal(model.bars[10].countText, '1.935.294');
    assert.equal(model.hardest[0].title, 'State 15.614');
  });

  it('gives every bar a text alternative and a share, and marks the hardest', () => {
    const model = reportViewModel(report5);
    assert.equal(model.bars.length, 16);
    assert.equal(model.bars[0].description, '0 moves: 1 state (0.0000119%)');
    assert.equal(model.bars[15].description, '15 moves: 7350 states (0.0876%)');
    assert.deepEqual(
      model.bars.slice(9, 12).map((bar) => [bar.moves, bar.countText, bar.shareText]),
      [
        [9, '1,596,279', '19%'],
        [10, '1,935,294', '23.1%'],
        [11, '1,684,446', '20.1%'],
      ],
    );
    assert.deepEqual(
      model.bars.filter((bar) => bar.hardest).map((bar) => bar.moves),
      [15],
    );
    assert.equal(
      model.chartLabel,
      'Distribution of the fewest moves over 8,388,608 solvable states: from 0 to 15 moves, most states (1,935,294) need 10 moves. The table below lists every count.',
    );
  });

  it('says when the all-on board cannot be solved, and names other objectives', () => {
    const model = reportViewModel({ ...report5, states: 3, objective: 1, allOnMoves: null, hardestCount: 1, hardestStates: report5.hardestStates.slice(0, 1) });
    assert.equal(model.facts[6].label, 'All cells at 0 needs');
    assert.equal(model.facts[6].value, 'cannot be solved');
    assert.equal(model.hardestNote, '1 state needs 15 moves. Pick one to open it as a puzzle.');
    assert.equal(reportViewModel({ ...report5, hardestStates: [] }).hardestNote, '7350 states need 15 moves.');
  });

  it('counts in words', () => {
    assert.equal(plural(1, 'move'), '1 move');
    assert.equal(plural('68719476736', 'state'), '68,719,476,736 states');
    assert.equal(plural(12345, 'state', reportNumberFormat('de')), '12.345 states');
  });
});

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
