import * as assert from 'node:assert/strict';
import { analyzeStateSpace } from '../../../src/analysis/analyzeStateSpace';
import { analysisReportView } from '../../../src/analysisReport/analysisReport';
import { distributionChartSvg } from '../../../src/webview/report/distributionChart';
import { reportViewModel } from '../../../src/webview/report/reportViewModel';
import { installFakeDocument, type FakeElement } from '../../support/fakeDocument';

// The 3x3 plain board: every state solvable, at most 9 moves.
const model = reportViewModel(analysisReportView(analyzeStateSpace({ rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain' }), 5));

describe('webview: distributionChart', () => {
  let uninstall: () => void;
  beforeEach(() => (uninstall = installFakeDocument().uninstall));
  afterEach(() => uninstall());

  const chart = (scale: 'linear' | 'log' = 'linear'): FakeElement => distributionChartSvg(model, 400, scale, String) as unknown as FakeElement;

  it('is an image named by the chart’s words, with its scale and test id', () => {
    const svg = chart();
    assert.equal(svg.getAttribute('role'), 'img');
    assert.equal(svg.getAttribute('aria-label'), model.chartLabel);
    assert.equal(svg.getAttribute('data-testid'), 'distribution-chart');
    assert.equal(svg.getAttribute('data-scale'), 'linear');
    assert.equal(svg.getAttribute('viewBox'), `0 0 400 ${svg.getAttribute('height')}`);
    assert.equal(chart('log').getAttribute('aria-label'), `${model.chartLabel} Logarithmic scale.`);
  });

  it('draws one bar per number of moves, each with its counts and its words as a tooltip, the hardest marked', () => {
    const bars = chart().byTag('rect');
    assert.equal(bars.length, model.bars.length);
    assert.deepEqual(
      bars.map((bar) => [bar.getAttribute('data-moves'), bar.getAttribute('data-count')]),
      model.bars.map((bar) => [String(bar.moves), String(bar.count)]),
    );
    assert.deepEqual(
      bars.map((bar) => bar.byTag('title')[0].textContent),
      model.bars.map((bar) => bar.description),
    );
    const hardest = bars.filter((bar) => bar.getAttribute('class') === 'bar bar--hardest');
    assert.deepEqual(
      hardest.map((bar) => bar.getAttribute('data-moves')),
      [String(Math.max(...model.bars.map((bar) => bar.moves)))],
    );
    const total = bars.reduce((sum, bar) => sum + Number(bar.getAttribute('data-count')), 0);
    assert.equal(total, 512);
  });

  it('labels the count axis with its ticks and the axes with their captions', () => {
    const texts = chart().byTag('text');
    const ticks = texts.filter((text) => text.getAttribute('class') === 'tick');
    assert.equal(ticks[0].getAttribute('data-value'), '0');
    assert.deepEqual(
      ticks.map((tick) => tick.textContent),
      ticks.map((tick) => tick.getAttribute('data-value')),
    );
    assert.deepEqual(
      texts.filter((text) => text.getAttribute('class')?.startsWith('axis-')).map((text) => text.textContent),
      ['states', 'fewest moves'],
    );
  });
});
