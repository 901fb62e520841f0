/**
 * What the analysis report shows, computed from the host's {@link AnalysisReportView}: the facts
 * as label/value texts, the bars of the distribution chart with their text alternatives, and the
 * hardest states with their labels, numbers written for the display language
 * ({@link ReportNumberFormat}). Pure: the report's main.ts only turns this into DOM.
 */

import type { AnalysisReportView } from '../../shared/reportProtocol';
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

/** `count` (written by `format`) followed by the singular or plural noun: "1 move", "33,554,432 states". */
export function plural(count: number | string, singular: string, format: ReportNumberFormat = ENGLISH, pluralForm = `${singular}s`): string {
  return `${format.count(count)} ${String(count) === '1' ? singular : pluralForm}`;
}

/** The report's contents, numbers written by `format` (English by default). */
export function reportViewModel(report: AnalysisReportView, format: ReportNumberFormat = ENGLISH): ReportViewModel {
  const count = (value: number | string): string => format.count(value);
  const counted = (value: number | string, singular: string): string => plural(value, singular, format);
  const cells = report.rows * report.columns;
  const solvable = BigInt(report.solvableStates);
  const total = BigInt(report.totalStates);
  const power = `${report.states}^${cells}`;
  const sum = report.distribution.reduce((a, b) => a + b, 0);
  const weighted = report.distribution.reduce((a, value, moves) => a + value * moves, 0);
  const average = sum === 0 ? 0 : weighted / sum;
  const facts: ReportFact[] = [
    { label: 'States', value: `${count(report.totalStates)} (${power})`, testId: 'fact-total' },
    { label: 'Solvable states', value: `${count(report.solvableStates)} (${format.share(solvable, total)})`, testId: 'fact-solvable' },
    { label: 'Solutions of each solvable state', value: count(report.solutionsPerState), testId: 'fact-solutions' },
    { label: 'Most moves any solvable state needs (God’s number)', value: counted(report.maxMoves, 'move'), testId: 'fact-max-moves' },
    { label: `States that need ${counted(report.maxMoves, 'move')}`, value: count(report.hardestCount), testId: 'fact-hardest-count' },
    { label: 'Average moves of a solvable state', value: format.decimal(average, 2), testId: 'fact-average' },
    {
      label:
        report.states === 2 && report.objective === 0 ? 'All lights on needs' : `All cells at ${(report.objective + report.states - 1) % report.states} needs`,
      value: report.allOnMoves === null ? 'cannot be solved' : counted(report.allOnMoves, 'move'),
      testId: 'fact-all-on',
    },
    { label: 'Analysis time', value: format.duration(report.elapsedMs), testId: 'fact-time' },
  ];
  const bars: DistributionBar[] = report.distribution.map((value, moves) => {
    const shareText = format.share(BigInt(value), solvable);
    return {
      moves,
      count: value,
      countText: count(value),
      shareText,
      description: `${counted(moves, 'move')}: ${counted(value, 'state')} (${shareText})`,
      hardest: moves === report.maxMoves,
    };
  });
  const peak = bars.reduce((best, bar) => (bar.count > best.count ? bar : best), bars[0] ?? { moves: 0, count: 0 });
  const chartLabel =
    `Distribution of the fewest moves over ${plural(report.solvableStates, 'solvable state', format)}: from 0 to ${counted(report.maxMoves, 'move')}, ` +
    `most states (${count(peak.count)}) need ${counted(peak.moves, 'move')}. The table below lists every count.`;
  const hardest = report.hardestStates.map((item) => ({
    state: item.state,
    grid: item.grid,
    title: `State ${count(item.state)}`,
    description: `State ${item.state}, needs ${counted(report.maxMoves, 'move')}: open it as a puzzle`,
  }));
  const shown = hardest.length > 0 && hardest.length < report.hardestCount ? `; the ${hardest.length} smallest state numbers are shown` : '';
  const pick = hardest.length > 0 ? ' Pick one to open it as a puzzle.' : '';
  const hardestNote = `${counted(report.hardestCount, 'state')} ${report.hardestCount === 1 ? 'needs' : 'need'} ${counted(report.maxMoves, 'move')}${shown}.${pick}`;
  const shapeText = `${report.rows}x${report.columns} board, ${report.states} states, objective ${report.objective}, ${report.topology}`;
  return { title: shapeText, facts, bars, chartLabel, hardest, hardestNote };
}
