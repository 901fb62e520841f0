/**
 * The analysis report webview: shows the host's report as DOM built with createElement and
 * textContent (the facts, the distribution of the fewest moves as an SVG bar chart with a table as
 * its text alternative, and the hardest states as small boards that open as puzzles), numbers
 * written for navigator.language. The report is kept with setState, so the page draws itself
 * again at once when the tab is shown again; words are looked up when it is drawn, so the saved
 * report holds numbers only.
 */
// First: the words of the display language, before any view is built.
import '../vscodeApi';
import {
  isAnalysisReportView,
  type AnalysisReportView,
  type ReportHostMessage,
  type ReportWebviewMessage,
  type ReportWebviewState,
} from '../../protocol/reportProtocol';
import * as l10n from '../../domain/l10n';
import { element, show } from '../dom';
import { miniCellSize } from '../panels/miniBoard';
import { miniBoardSvg } from '../panels/miniBoardSvg';
import { distributionChartSvg } from './distributionChart';
import { reportNumberFormat } from './reportNumberFormat';
import { reportViewModel, type ReportViewModel } from './reportViewModel';

const vscode = acquireVsCodeApi<ReportWebviewState, ReportWebviewMessage>();
const format = reportNumberFormat(navigator.language);
const saved = vscode.getState();
let logScale = saved?.logScale === true;
let model: ReportViewModel | null = null;
let report: AnalysisReportView | null = null;
let missing = false;

const root = document.getElementById('root') ?? document.body.appendChild(element('div', { attributes: { id: 'root' } }));
const title = element('h1', { testId: 'report-title', text: l10n.t('Analysis') });
const loading = element('p', { className: 'loading', text: l10n.t('Loading the report…') });
const missingNote = element('p', {
  className: 'note',
  testId: 'report-missing',
  text: l10n.t('This report was not kept when the window reloaded. Run “Lights Out: Analyze Board Shape” from the Command Palette to make it again.'),
});
const facts = element('dl', { className: 'facts' });
const factsSection = element('section', { attributes: { 'aria-labelledby': 'facts-heading' } }, [
  element('h2', { text: l10n.t('The numbers'), attributes: { id: 'facts-heading' } }),
  facts,
]);

const scaleToggle = element('input', { testId: 'chart-log-scale', attributes: { type: 'checkbox', id: 'log-scale' } });
const scaleLabel = element('label', { className: 'toggle', attributes: { for: 'log-scale' } }, [
  scaleToggle,
  element('span', { text: l10n.t('Logarithmic scale') }),
]);
const chartBox = element('div', { className: 'chart' });
const tableBody = element('tbody');
const table = element('table', { className: 'distribution', testId: 'distribution-table' }, [
  element('caption', { className: 'visually-hidden', text: l10n.t('States by the fewest moves they need') }),
  element('thead', {}, [
    element('tr', {}, [
      element('th', { text: l10n.t('Moves'), attributes: { scope: 'col' } }),
      element('th', { text: l10n.t('States'), attributes: { scope: 'col' } }),
      element('th', { text: l10n.t('Share'), attributes: { scope: 'col' } }),
    ]),
  ]),
  tableBody,
]);
const tableDetails = element('details', { className: 'table-details' }, [element('summary', { text: l10n.t('The distribution as a table') }), table]);
const chartSection = element('section', { attributes: { 'aria-labelledby': 'chart-heading' } }, [
  element('div', { className: 'section-heading' }, [
    element('h2', { text: l10n.t('Fewest moves per state'), attributes: { id: 'chart-heading' } }),
    scaleLabel,
  ]),
  chartBox,
  tableDetails,
]);

const hardestNote = element('p', { className: 'note', testId: 'hardest-note' });
const hardestList = element('div', { className: 'mini-gallery' });
const hardestSection = element('section', { attributes: { 'aria-labelledby': 'hardest-heading' } }, [
  element('h2', { text: l10n.t('The hardest states'), attributes: { id: 'hardest-heading' } }),
  hardestNote,
  hardestList,
]);

const content = element('div', { className: 'content' }, [factsSection, chartSection, hardestSection]);
root.append(element('main', { className: 'report', testId: 'analyze-report' }, [title, loading, missingNote, content]));

function showReport(next: AnalysisReportView): void {
  report = next;
  model = reportViewModel(next, format);
  missing = false;
  vscode.setState({ logScale, report });
  render();
}

function render(): void {
  show(loading, model === null && !missing);
  show(missingNote, model === null && missing);
  show(content, model !== null);
  if (model === null || report === null) return;
  title.textContent = l10n.t('Analysis: {0}', model.title);
  document.title = title.textContent;
  facts.replaceChildren(...model.facts.flatMap((fact) => [element('dt', { text: fact.label }), element('dd', { text: fact.value, testId: fact.testId })]));
  tableBody.replaceChildren(
    ...model.bars.map((bar) =>
      element('tr', { className: bar.hardest ? 'hardest' : '' }, [
        element('td', { text: String(bar.moves) }),
        element('td', { text: bar.countText }),
        element('td', { text: bar.shareText }),
      ]),
    ),
  );
  renderChart();
  hardestNote.textContent = model.hardestNote;
  const cellSize = miniCellSize(report.rows, report.columns, 100);
  const { rows, columns, states, topology } = report;
  hardestList.replaceChildren(
    ...model.hardest.map((item) => {
      const choice = element(
        'button',
        {
          className: 'hardest-state',
          testId: 'hardest-state',
          attributes: { type: 'button', 'data-state': item.state, 'aria-label': item.description, title: item.description },
        },
        [miniBoardSvg({ rows, columns, topology, kind: 'cells', states, values: item.grid, cellSize }, item.title), element('span', { text: item.title })],
      );
      choice.addEventListener('click', () => vscode.postMessage({ type: 'openState', state: item.state }));
      return choice;
    }),
  );
}

function renderChart(): void {
  if (model === null) return;
  scaleToggle.checked = logScale;
  // Drawn at the box's own width so the labels keep their size; the viewBox scales it below 240.
  const width = Math.max(240, Math.round(chartBox.clientWidth || 600));
  chartBox.replaceChildren(distributionChartSvg(model, width, logScale ? 'log' : 'linear', (count) => format.count(count)));
}

scaleToggle.addEventListener('change', () => {
  logScale = scaleToggle.checked;
  vscode.setState({ logScale, report });
  renderChart();
});

let lastWidth = 0;
new ResizeObserver(() => {
  if (chartBox.clientWidth === lastWidth) return;
  lastWidth = chartBox.clientWidth;
  renderChart();
}).observe(chartBox);

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  const data = event.data;
  if (typeof data !== 'object' || data === null || typeof (data as { type?: unknown }).type !== 'string') return;
  const message = data as ReportHostMessage;
  switch (message.type) {
    case 'report':
      showReport(message.report);
      return;
    case 'noReport':
      model = null;
      report = null;
      missing = true;
      vscode.setState({ logScale, report: null });
      render();
      return;
    default: {
      const unexpected: never = message;
      void unexpected;
    }
  }
});

// A report saved before the tab was hidden or the window reloaded draws at once; the host's
// answer to `ready` (the same report) follows.
const savedReport = saved?.report;
if (isAnalysisReportView(savedReport)) showReport(savedReport);
else render();
vscode.postMessage({ type: 'ready' });
