import * as assert from 'node:assert/strict';
import { analyzeStateSpace } from '../../../src/analysis/analyzeStateSpace';
import { analysisReportView } from '../../../src/analysisReport/analysisReport';
import { reportNumberFormat } from '../../../src/webview/report/reportNumberFormat';
import { plural, reportViewModel } from '../../../src/webview/report/reportViewModel';

const report5 = analysisReportView(analyzeStateSpace({ rows: 5, columns: 5, states: 2, objective: 0, topology: 'plain' }), 212);

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
