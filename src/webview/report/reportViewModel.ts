/**
 * What the analysis report shows, computed from the host's {@link AnalysisReportView}: the facts
 * as label/value texts, the bars of the distribution chart with their text alternatives, and the
 * hardest states with their labels, numbers written for the display language
 * ({@link ReportNumberFormat}) and words in it (the report itself holds no words, so a report saved
 * in one language is shown in the language of the moment). Pure: the page only turns this into DOM.
 */

import * as l10n from '../../domain/l10n';
import { topologyLabel } from '../../domain/vocabularyWords';
import type { AnalysisReportView } from '../../protocol/reportProtocol';
import { reportNumberFormat, type ReportNumberFormat } from './reportNumberFormat';

/** One line of the report's facts. */
export interface ReportFact {
  readonly label: string;
  readonly value: string;
  /** data-testid of the value. */
  readonly testId: string;
}

/** One bar of the distribution: the states that need exactly `moves` presses. */
export interface DistributionBar {
  readonly moves: number;
  readonly count: number;
  /** "982,335". */
  readonly countText: string;
  /** The bar's share of the solvable states: "11.7%". */
  readonly shareText: string;
  /** "7 moves: 982,335 states (11.7%)". */
  readonly description: string;
  /** True for the bar of the most moves (the hardest states). */
  readonly hardest: boolean;
}

/** A hardest state as the report lists it. */
export interface HardestStateItem {
  readonly state: string;
  readonly grid: readonly number[];
  /** "State 15,614". */
  readonly title: string;
  /** What the button says to screen readers. */
  readonly description: string;
}

/** Everything the report shows. */
export interface ReportViewModel {
  /** "5x5 board, 2 states, objective 0, plain". */
  readonly title: string;
  readonly facts: readonly ReportFact[];
  readonly bars: readonly DistributionBar[];
  /** The chart's accessible name, summing it up. */
  readonly chartLabel: string;
  readonly hardest: readonly HardestStateItem[];
  /** "7350 states need 15 moves; the 10 smallest state numbers are shown. Pick one to open it as a puzzle." */
  readonly hardestNote: string;
}

const ENGLISH = reportNumberFormat('en');

/**
 * `count` (written by `format`) followed by the singular or plural English noun: "1 move",
 * "33,554,432 states". English only: the report's own words come from {@link movesText} and
 * {@link statesText}, in the display language.
 */
export function plural(count: number | string, singular: string, format: ReportNumberFormat = ENGLISH, pluralForm = `${singular}s`): string {
  return `${format.count(count)} ${String(count) === '1' ? singular : pluralForm}`;
}

/** "1 move", "15 moves", in the display language, the number written by `format`. */
function movesText(count: number, format: ReportNumberFormat = ENGLISH): string {
  return count === 1 ? l10n.t('1 move') : l10n.t('{0} moves', format.count(count));
}

/** "1 state", "7350 states", in the display language, the number written by `format`. */
function statesText(count: number | string, format: ReportNumberFormat = ENGLISH): string {
  return String(count) === '1' ? l10n.t('1 state') : l10n.t('{0} states', format.count(count));
}

/** "1 solvable state", "8,388,608 solvable states", in the display language. */
function solvableStatesText(count: number | string, format: ReportNumberFormat): string {
  return String(count) === '1' ? l10n.t('1 solvable state') : l10n.t('{0} solvable states', format.count(count));
}

/** The report's contents, numbers written by `format` (English by default), words in the display language. */
export function reportViewModel(report: AnalysisReportView, format: ReportNumberFormat = ENGLISH): ReportViewModel {
  const count = (value: number | string): string => format.count(value);
  const moves = (value: number): string => movesText(value, format);
  const cells = report.rows * report.columns;
  const solvable = BigInt(report.solvableStates);
  const total = BigInt(report.totalStates);
  const power = `${report.states}^${cells}`;
  const sum = report.distribution.reduce((a, b) => a + b, 0);
  const weighted = report.distribution.reduce((a, value, moves) => a + value * moves, 0);
  const average = sum === 0 ? 0 : weighted / sum;
  const maxMoves = moves(report.maxMoves);
  const facts: ReportFact[] = [
    { label: l10n.t('States'), value: `${count(report.totalStates)} (${power})`, testId: 'fact-total' },
    { label: l10n.t('Solvable states'), value: `${count(report.solvableStates)} (${format.share(solvable, total)})`, testId: 'fact-solvable' },
    { label: l10n.t('Solutions of each solvable state'), value: count(report.solutionsPerState), testId: 'fact-solutions' },
    { label: l10n.t('Most moves any solvable state needs (God’s number)'), value: maxMoves, testId: 'fact-max-moves' },
    {
      label: report.maxMoves === 1 ? l10n.t('States that need 1 move') : l10n.t('States that need {0} moves', count(report.maxMoves)),
      value: count(report.hardestCount),
      testId: 'fact-hardest-count',
    },
    { label: l10n.t('Average moves of a solvable state'), value: format.decimal(average, 2), testId: 'fact-average' },
    {
      label:
        report.states === 2 && report.objective === 0
          ? l10n.t('All lights on needs')
          : l10n.t('All cells at {0} needs', (report.objective + report.states - 1) % report.states),
      value: report.allOnMoves === null ? l10n.t('cannot be solved') : moves(report.allOnMoves),
      testId: 'fact-all-on',
    },
    { label: l10n.t('Analysis time'), value: format.duration(report.elapsedMs), testId: 'fact-time' },
  ];
  const bars: DistributionBar[] = report.distribution.map((value, barMoves) => {
    const shareText = format.share(BigInt(value), solvable);
    return {
      moves: barMoves,
      count: value,
      countText: count(value),
      shareText,
      description: l10n.t('{0}: {1} ({2})', moves(barMoves), statesText(value, format), shareText),
      hardest: barMoves === report.maxMoves,
    };
  });
  const peak = bars.reduce((best, bar) => (bar.count > best.count ? bar : best), bars[0] ?? { moves: 0, count: 0 });
  const chartLabel = l10n.t(
    'Distribution of the fewest moves over {0}: from 0 to {1}, most states ({2}) need {3}. The table below lists every count.',
    solvableStatesText(report.solvableStates, format),
    maxMoves,
    count(peak.count),
    moves(peak.moves),
  );
  const hardest = report.hardestStates.map((item) => ({
    state: item.state,
    grid: item.grid,
    title: l10n.t('State {0}', count(item.state)),
    description: l10n.t('State {0}, needs {1}: open it as a puzzle', item.state, maxMoves),
  }));
  return { title: reportTitle(report), facts, bars, chartLabel, hardest, hardestNote: hardestNote(report, hardest.length, format) };
}

/** "5x5 board, 2 states, objective 0, plain". */
function reportTitle(report: AnalysisReportView): string {
  const { rows, columns, states, objective, topology } = report;
  return l10n.t('{0}x{1} board, {2} states, objective {3}, {4}', rows, columns, states, objective, topologyLabel(topology));
}

/** "7350 states need 15 moves; the 10 smallest state numbers are shown. Pick one to open it as a puzzle." */
function hardestNote(report: AnalysisReportView, shown: number, format: ReportNumberFormat): string {
  const moves = movesText(report.maxMoves, format);
  const needed =
    report.hardestCount === 1
      ? l10n.t('1 state needs {0}.', moves)
      : shown > 0 && shown < report.hardestCount
        ? l10n.t('{0} states need {1}; the {2} smallest state numbers are shown.', format.count(report.hardestCount), moves, shown)
        : l10n.t('{0} states need {1}.', format.count(report.hardestCount), moves);
  return shown > 0 ? `${needed} ${l10n.t('Pick one to open it as a puzzle.')}` : needed;
}
