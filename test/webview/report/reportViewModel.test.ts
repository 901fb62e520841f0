import * as assert from 'node:assert/strict';
import { analyzeStateSpace } from '../../../src/analysis/analyzeStateSpace';
import { analysisReportView } from '../../../src/editor/analysisReport';
import { chartGeometry, groupDigits, percentage, reportViewModel } from '../../../src/webview/report/reportViewModel';

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
        'States that need 15 moves: 7,350',
        'Average moves of a solvable state: 9.90',
        'All lights on needs: 15 moves',
        'Analysis time: 212 ms',
      ],
    );
    assert.equal(model.hardestNote, '7,350 states need 15 moves; the 10 smallest state numbers are shown. Pick one to open it as a puzzle.');
    assert.deepEqual(model.hardest[0], {
      state: '15614',
      grid: report5.hardestStates[0].grid,
      title: 'State 15,614',
      description: 'State 15614, needs 15 moves: open it as a puzzle',
    });
  });

  it('gives every bar a text alternative and marks the hardest', () => {
    const model = reportViewModel(report5);
    assert.equal(model.bars.length, 16);
    assert.equal(model.bars[0].description, '0 moves: 1 state (0.0000119%)');
    assert.equal(model.bars[15].description, '15 moves: 7,350 states (0.0876%)');
    assert.deepEqual(model.bars.filter((bar) => bar.hardest).map((bar) => bar.moves), [15]);
    assert.equal(model.chartLabel, 'Distribution of the fewest moves over 8,388,608 solvable states: from 0 to 15 moves, most states (1,935,294) need 10 moves. The table below lists every count.');
  });

  it('says when the all-on board cannot be solved, and names other objectives', () => {
    const model = reportViewModel({ ...report5, states: 3, objective: 1, allOnMoves: null, hardestCount: 1, hardestStates: report5.hardestStates.slice(0, 1) });
    assert.equal(model.facts[6].label, 'All cells at 0 needs');
    assert.equal(model.facts[6].value, 'cannot be solved');
    assert.equal(model.hardestNote, '1 state needs 15 moves. Pick one to open it as a puzzle.');
    assert.equal(reportViewModel({ ...report5, hardestStates: [] }).hardestNote, '7,350 states need 15 moves.');
  });

  it('lays the chart out: tallest bar at the top, thin bars kept visible, labels spaced', () => {
    const bars = [{ count: 1 }, { count: 1000 }, { count: 0 }, { count: 10 }];
    const linear = chartGeometry(bars, 456, 240, 'linear');
    assert.equal(linear.baseline, 206);
    assert.equal(linear.bars[1].y, 8);
    assert.equal(linear.bars[1].height, 198);
    assert.equal(linear.bars[0].height, 1);
    assert.equal(linear.bars[2].height, 0);
    assert.deepEqual(linear.ticks.map((tick) => tick.text), ['0', '500', '1,000']);
    const log = chartGeometry(bars, 456, 240, 'log');
    assert.ok(log.bars[0].height > 15 && log.bars[3].height > log.bars[0].height);
    assert.deepEqual(log.ticks.map((tick) => tick.text), ['0', '1', '10', '100', '1,000']);
    const many = chartGeometry(Array.from({ length: 31 }, () => ({ count: 5 })), 300, 240, 'linear');
    const labelled = many.bars.flatMap((bar, index) => (bar.labelX === null ? [] : [index]));
    assert.equal(labelled[0], 0);
    assert.equal(labelled[labelled.length - 1], 30);
    for (let i = 1; i < labelled.length; i++) assert.ok((many.bars[labelled[i]].labelX ?? 0) - (many.bars[labelled[i - 1]].labelX ?? 0) >= 24);
  });

  it('formats counts and shares', () => {
    assert.equal(groupDigits('68719476736'), '68,719,476,736');
    assert.equal(percentage(1n, 4n), '25%');
    assert.equal(percentage(4782969n, 43046721n), '11.1%');
    assert.equal(percentage(0n, 5n), '0%');
    assert.equal(percentage(5n, 5n), '100%');
  });
});
