/**
 * The analysis report webview's entry point: shows the host's report (reportViewModel.ts) as DOM
 * built with createElement/textContent: the facts, the distribution of the fewest moves as an SVG
 * bar chart (with a table as its text alternative), and the hardest states as small boards that
 * open as puzzles. Talks to the host only through src/shared/reportProtocol.ts.
 *
 * Test hooks (data-testid): analyze-report, report-title, fact-total, fact-solvable,
 * fact-solutions, fact-max-moves, fact-hardest-count, fact-average, fact-all-on, fact-time,
 * distribution-chart (the SVG; its bars carry data-moves and data-count), chart-log-scale,
 * distribution-table, hardest-state (buttons with data-state), hardest-note.
 */

import type { AnalysisReportView, ReportHostMessage, ReportWebviewMessage } from '../../shared/reportProtocol';
import { element, show, svgElement } from '../dom';
import { miniCellSize } from '../miniBoard';
import { miniBoardSvg } from '../miniBoardSvg';
import '../vscodeApi';
import { chartGeometry, reportViewModel, type ReportViewModel } from './reportViewModel';

/** What the report keeps across hiding the tab. */
interface ReportState {
  readonly logScale: boolean;
}

const vscode = acquireVsCodeApi<ReportState, ReportWebviewMessage>();
let logScale = vscode.getState()?.logScale === true;
let model: ReportViewModel | null = null;
let report: AnalysisReportView | null = null;

const root = document.getElementById('root') ?? document.body.appendChild(element('div', { attributes: { id: 'root' } }));
const title = element('h1', { testId: 'report-title', text: 'Analysis' });
const loading = element('p', { className: 'loading', text: 'Loading the report…' });
const facts = element('dl', { className: 'facts' });
const factsSection = element('section', { attributes: { 'aria-labelledby': 'facts-heading' } }, [element('h2', { text: 'The numbers', attributes: { id: 'facts-heading' } }), facts]);

const scaleToggle = element('input', { testId: 'chart-log-scale', attributes: { type: 'checkbox', id: 'log-scale' } });
const scaleLabel = element('label', { className: 'toggle', attributes: { for: 'log-scale' } }, [scaleToggle, element('span', { text: 'Logarithmic scale' })]);
const chartBox = element('div', { className: 'chart' });
const tableBody = element('tbody');
const table = element('table', { className: 'distribution', testId: 'distribution-table' }, [
  element('caption', { className: 'visually-hidden', text: 'States by the fewest moves they need' }),
  element('thead', {}, [element('tr', {}, [element('th', { text: 'Moves', attributes: { scope: 'col' } }), element('th', { text: 'States', attributes: { scope: 'col' } }), element('th', { text: 'Share', attributes: { scope: 'col' } })])]),
  tableBody,
]);
const tableDetails = element('details', { className: 'table-details' }, [element('summary', { text: 'The distribution as a table' }), table]);
const chartSection = element('section', { attributes: { 'aria-labelledby': 'chart-heading' } }, [
  element('div', { className: 'section-heading' }, [element('h2', { text: 'Fewest moves per state', attributes: { id: 'chart-heading' } }), scaleLabel]),
  chartBox,
  tableDetails,
]);

const hardestNote = element('p', { className: 'note', testId: 'hardest-note' });
const hardestList = element('div', { className: 'mini-gallery' });
const hardestSection = element('section', { attributes: { 'aria-labelledby': 'hardest-heading' } }, [element('h2', { text: 'The hardest states', attributes: { id: 'hardest-heading' } }), hardestNote, hardestList]);

const content = element('div', { className: 'content' }, [factsSection, chartSection, hardestSection]);
root.append(element('main', { className: 'report', testId: 'analyze-report' }, [title, loading, content]));
show(content, false);

function render(): void {
  show(loading, model === null);
  show(content, model !== null);
  if (model === null || report === null) return;
  title.textContent = `Analysis: ${model.title}`;
  document.title = title.textContent;
  facts.replaceChildren(...model.facts.flatMap((fact) => [element('dt', { text: fact.label }), element('dd', { text: fact.value, testId: fact.testId })]));
  tableBody.replaceChildren(
    ...model.bars.map((bar) =>
      element('tr', { className: bar.hardest ? 'hardest' : '' }, [
        element('td', { text: String(bar.moves) }),
        element('td', { text: bar.countText }),
        element('td', { text: bar.description.slice(bar.description.lastIndexOf('(') + 1, -1) }),
      ]),
    ),
  );
  renderChart();
  hardestNote.textContent = model.hardestNote;
  const cellSize = miniCellSize(report.rows, report.columns, 100);
  const { rows, columns, states, topology } = report;
  hardestList.replaceChildren(
    ...model.hardest.map((item) => {
      const choice = element('button', { className: 'hardest-state', testId: 'hardest-state', attributes: { type: 'button', 'data-state': item.state, 'aria-label': item.description, title: item.description } }, [
        miniBoardSvg({ rows, columns, topology, kind: 'cells', states, values: item.grid, cellSize }, item.title),
        element('span', { text: item.title }),
      ]);
      choice.addEventListener('click', () => vscode.postMessage({ type: 'openState', state: item.state }));
      return choice;
    }),
  );
}

function renderChart(): void {
  if (model === null) return;
  scaleToggle.checked = logScale;
  const width = Math.max(280, Math.min(900, chartBox.clientWidth || 600));
  const height = 240;
  const geometry = chartGeometry(model.bars, width, height, logScale ? 'log' : 'linear');
  const svg = svgElement('svg', {
    class: 'chart-svg',
    width,
    height,
    viewBox: `0 0 ${width} ${height}`,
    role: 'img',
    'aria-label': `${model.chartLabel}${logScale ? ' Logarithmic scale.' : ''}`,
    'data-testid': 'distribution-chart',
    'data-scale': logScale ? 'log' : 'linear',
  });
  svg.append(svgElement('line', { class: 'axis', x1: geometry.left, y1: geometry.baseline, x2: width - 2, y2: geometry.baseline }));
  svg.append(svgElement('line', { class: 'axis', x1: geometry.left, y1: 4, x2: geometry.left, y2: geometry.baseline }));
  for (const tick of geometry.ticks) {
    svg.append(svgElement('line', { class: 'grid-line', x1: geometry.left, y1: tick.y, x2: width - 2, y2: tick.y }));
    const label = svgElement('text', { class: 'tick', x: geometry.left - 6, y: tick.y });
    label.textContent = tick.text;
    svg.append(label);
  }
  model.bars.forEach((bar, index) => {
    const place = geometry.bars[index];
    const rect = svgElement('rect', { class: bar.hardest ? 'bar bar--hardest' : 'bar', x: place.x, y: place.y, width: place.width, height: place.height, 'data-moves': bar.moves, 'data-count': bar.count });
    rect.append(svgElement('title', {}, [document.createTextNode(bar.description)]));
    svg.append(rect);
    if (place.labelX !== null) {
      const label = svgElement('text', { class: 'moves-label', x: place.labelX, y: geometry.baseline + 14 });
      label.textContent = String(bar.moves);
      svg.append(label);
    }
  });
  const axisTitle = svgElement('text', { class: 'axis-title', x: geometry.left + (width - geometry.left) / 2, y: height - 3 });
  axisTitle.textContent = 'fewest moves';
  svg.append(axisTitle);
  chartBox.replaceChildren(svg);
}

scaleToggle.addEventListener('change', () => {
  logScale = scaleToggle.checked;
  vscode.setState({ logScale });
  renderChart();
});

let lastWidth = 0;
new ResizeObserver(() => {
  if (chartBox.clientWidth === lastWidth) return;
  lastWidth = chartBox.clientWidth;
  renderChart();
}).observe(chartBox);

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  const data = event.data as Partial<ReportHostMessage> | null;
  if (typeof data !== 'object' || data === null || data.type !== 'report' || typeof data.report !== 'object') return;
  report = data.report;
  model = reportViewModel(data.report);
  render();
});

render();
vscode.postMessage({ type: 'ready' });
