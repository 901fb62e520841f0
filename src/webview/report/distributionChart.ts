/**
 * Draws the report's distribution chart as an SVG bar chart built with DOM calls, from the view
 * model's bars and {@link chartGeometry}. The SVG has a viewBox and the stylesheet sizes it to
 * its box's width, so it never overflows a narrow pane; the page draws it again at the box's width
 * when that changes, so its text stays the same size. Colours come from the stylesheet's classes;
 * words are in the display language.
 *
 * Test hooks: data-testid="distribution-chart" on the SVG (with data-scale), data-moves and
 * data-count on the bars, data-value on the count axis's tick labels.
 */

import * as l10n from '../../domain/l10n';
import { svgElement } from '../dom';
import { chartGeometry, type ChartScale } from './chartGeometry';
import type { ReportViewModel } from './reportViewModel';

/** The chart's height in SVG units (its width follows the pane). */
export const CHART_HEIGHT = 240;

/** The distribution chart of `model`, `width` units wide, counts written by `formatCount`. */
export function distributionChartSvg(model: ReportViewModel, width: number, scale: ChartScale, formatCount: (count: number) => string): SVGSVGElement {
  const geometry = chartGeometry(model.bars, width, CHART_HEIGHT, scale, formatCount);
  const { left, right, top, baseline, height } = geometry;
  const svg = svgElement('svg', {
    class: 'chart-svg',
    width,
    height,
    viewBox: `0 0 ${width} ${height}`,
    role: 'img',
    'aria-label': scale === 'log' ? `${model.chartLabel} ${l10n.t('Logarithmic scale.')}` : model.chartLabel,
    'data-testid': 'distribution-chart',
    'data-scale': scale,
  });
  for (const tick of geometry.ticks) {
    if (tick.value !== 0) svg.append(svgElement('line', { class: 'grid-line', x1: left, y1: tick.y, x2: right, y2: tick.y }));
    svg.append(svgElement('text', { class: 'tick', x: left - 6, y: tick.y, 'data-value': tick.value }, [document.createTextNode(tick.text)]));
  }
  svg.append(svgElement('text', { class: 'axis-caption', x: 0, y: top - 14 }, [document.createTextNode(l10n.t('states'))]));
  model.bars.forEach((bar, index) => {
    const place = geometry.bars[index];
    const rect = svgElement('rect', {
      class: bar.hardest ? 'bar bar--hardest' : 'bar',
      x: place.x,
      y: place.y,
      width: place.width,
      height: place.height,
      'data-moves': bar.moves,
      'data-count': bar.count,
    });
    rect.append(svgElement('title', {}, [document.createTextNode(bar.description)]));
    svg.append(rect);
    if (place.labelX !== null) {
      svg.append(
        svgElement('text', { class: bar.hardest ? 'moves-label moves-label--hardest' : 'moves-label', x: place.labelX, y: baseline + 14 }, [
          document.createTextNode(String(bar.moves)),
        ]),
      );
    }
  });
  svg.append(svgElement('line', { class: 'axis', x1: left, y1: baseline, x2: right, y2: baseline }));
  svg.append(svgElement('line', { class: 'axis', x1: left, y1: top, x2: left, y2: baseline }));
  svg.append(svgElement('text', { class: 'axis-title', x: left + (right - left) / 2, y: height - 3 }, [document.createTextNode(l10n.t('fewest moves'))]));
  return svg;
}
