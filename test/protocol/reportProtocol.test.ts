import * as assert from 'node:assert/strict';
import { isAnalysisReportView, isReportWebviewMessage, type AnalysisReportView } from '../../src/protocol/reportProtocol';

const REPORT: AnalysisReportView = {
  rows: 2,
  columns: 2,
  states: 2,
  objective: 0,
  topology: 'plain',
  totalStates: '16',
  solvableStates: '16',
  solutionsPerState: '1',
  distribution: [1, 4, 6, 4, 1],
  maxMoves: 4,
  hardestCount: 1,
  hardestStates: [{ state: '15', grid: [1, 1, 1, 1] }],
  allOnMoves: 4,
  elapsedMs: 0.5,
};

describe('reportProtocol: isReportWebviewMessage', () => {
  it('accepts ready and the opening of a state given in decimal', () => {
    assert.equal(isReportWebviewMessage({ type: 'ready' }), true);
    assert.equal(isReportWebviewMessage({ type: 'openState', state: '68719476735' }), true);
  });

  it('refuses a state that is not decimal digits, and anything else', () => {
    for (const value of [
      { type: 'openState', state: '-1' },
      { type: 'openState', state: '1e3' },
      { type: 'openState', state: '' },
      { type: 'openState', state: '9'.repeat(401) },
      { type: 'openState', state: 15 },
      { type: 'report' },
      null,
      'ready',
    ]) {
      assert.equal(isReportWebviewMessage(value), false, JSON.stringify(value));
    }
  });
});

describe('reportProtocol: isAnalysisReportView', () => {
  it('accepts a whole report, with or without an all-on count', () => {
    assert.equal(isAnalysisReportView(REPORT), true);
    assert.equal(isAnalysisReportView({ ...REPORT, allOnMoves: null }), true);
  });

  it('refuses a report with any field missing or of the wrong kind', () => {
    const broken: Record<string, unknown>[] = [
      { rows: -1 },
      { states: 2.5 },
      { topology: 'square' },
      { totalStates: 16 },
      { solvableStates: '1.5' },
      { distribution: [1, -4] },
      { distribution: 'none' },
      { hardestStates: [{ state: '15', grid: [1, 1, 1, 0.5] }] },
      { hardestStates: [{ state: 15, grid: [] }] },
      { allOnMoves: undefined },
      { elapsedMs: -1 },
      { elapsedMs: Number.NaN },
    ];
    for (const change of broken) assert.equal(isAnalysisReportView({ ...REPORT, ...change }), false, JSON.stringify(change));
    assert.equal(isAnalysisReportView(null), false);
  });
});
