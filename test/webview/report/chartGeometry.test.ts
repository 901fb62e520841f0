import * as assert from 'node:assert/strict';
import { chartGeometry } from '../../../src/webview/report/chartGeometry';
import { reportNumberFormat } from '../../../src/webview/report/reportNumberFormat';

const counts = (...values: number[]) => values.map((count) => ({ count }));

describe('webview: analysis report chart geometry', () => {
  it('scales a linear axis to its highest round tick', () => {
    const chart = chartGeometry(counts(1, 7350, 0, 10), 456, 240, 'linear');
    assert.deepEqual(
      chart.ticks.map((tick) => [tick.text, tick.y]),
      [
        ['0', 206],
        ['2000', 160.5],
        ['4000', 115],
        ['6000', 69.5],
        ['8000', 24],
      ],
    );
    assert.equal(chart.top, 24);
    assert.equal(chart.baseline, 206);
    assert.equal(chart.bars[1].height, 167.21);
    assert.equal(chart.bars[1].y, 38.79);
    // Thin bars stay visible; empty ones are empty.
    assert.equal(chart.bars[0].height, 1);
    assert.equal(chart.bars[2].height, 0);
  });

  it('makes the left margin as wide as the longest tick label', () => {
    const english = reportNumberFormat('en');
    const small = chartGeometry(counts(1, 126), 400, 240, 'linear', (count) => english.count(count));
    assert.deepEqual(
      small.ticks.map((tick) => tick.text),
      ['0', '50', '100', '150'],
    );
    assert.equal(small.left, 30);
    const large = chartGeometry(counts(1, 1935294), 400, 240, 'linear', (count) => english.count(count));
    assert.deepEqual(
      large.ticks.map((tick) => tick.text),
      ['0', '500,000', '1,000,000', '1,500,000', '2,000,000'],
    );
    assert.equal(large.left, 70);
    assert.ok(large.bars.every((bar) => bar.x >= large.left && bar.x + bar.width <= 400));
  });

  it('puts a logarithmic axis on powers of ten, up to the one above the tallest bar', () => {
    const english = reportNumberFormat('en');
    const log = chartGeometry(counts(1, 7350, 0, 10), 456, 240, 'log', (count) => english.count(count));
    assert.deepEqual(
      log.ticks.map((tick) => tick.text),
      ['0', '1', '100', '10,000'],
    );
    assert.equal(log.ticks[3].y, log.top);
    // log10(1 + count) / log10(10001) of the 182 units: one state still gets a bar 13.7 units tall.
    assert.deepEqual(
      log.bars.map((bar) => bar.height),
      [13.7, 175.92, 0, 47.38],
    );
    assert.deepEqual(
      chartGeometry(counts(1, 1000), 456, 240, 'log').ticks.map((tick) => tick.value),
      [0, 1, 10, 100, 1000],
    );
    // 155,117,520 states: the 1 would sit 6 units above the 0, so it is left out.
    const huge = chartGeometry(counts(1, 155117520), 456, 240, 'log');
    assert.deepEqual(
      huge.ticks.map((tick) => [tick.value, tick.y]),
      [
        [0, 206],
        [1000, 145.32],
        [1000000, 84.67],
        [1000000000, 24],
      ],
    );
  });

  it('spaces the moves labels and always labels the last bar', () => {
    const many = chartGeometry(counts(...Array.from({ length: 31 }, () => 5)), 300, 240, 'linear');
    const labelled = many.bars.flatMap((bar, index) => (bar.labelX === null ? [] : [index]));
    assert.equal(labelled[0], 0);
    assert.equal(labelled[labelled.length - 1], 30);
    for (let i = 1; i < labelled.length; i++) assert.ok((many.bars[labelled[i]].labelX ?? 0) - (many.bars[labelled[i - 1]].labelX ?? 0) >= 24);
  });

  it('draws an empty distribution without dividing by zero', () => {
    const empty = chartGeometry(counts(0, 0), 300, 240, 'linear');
    assert.deepEqual(
      empty.ticks.map((tick) => tick.value),
      [0, 1],
    );
    assert.deepEqual(
      empty.bars.map((bar) => bar.height),
      [0, 0],
    );
  });
});
