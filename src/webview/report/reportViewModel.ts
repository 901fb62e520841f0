/**
 * What the analysis report shows, computed from the host's {@link AnalysisReportView}: the facts
 * as label/value texts, the bars of the distribution chart with their geometry (linear or
 * logarithmic scale) and text alternatives, and the hardest states with their labels. Pure: the
 * report's main.ts only turns this into DOM.
 */

import type { AnalysisReportView } from '../../shared/reportProtocol';

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
  /** "7,350 states need 15 moves; the 10 smallest are shown. Open one as a puzzle." */
  readonly hardestNote: string;
}

/** A count with thousands separators: 68,719,476,736 (decimal strings of any length too). */
export function groupDigits(count: number | string): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `count` followed by the singular or plural noun, the count grouped: "1 move", "7,350 states". */
export function plural(count: number | string, singular: string, pluralForm = `${singular}s`): string {
  return `${groupDigits(count)} ${String(count) === '1' ? singular : pluralForm}`;
}

/** `part / whole` as a percentage with up to 3 significant digits: "25%", "11.7%", "0.000298%". */
export function percentage(part: bigint, whole: bigint): string {
  if (whole === 0n) return '0%';
  // Fixed point with 12 decimals, so huge counts keep their precision.
  const scaled = Number((part * 10n ** 14n) / whole) / 1e12;
  if (scaled === 0) return '0%';
  const digits = scaled >= 100 ? 0 : Math.max(0, 2 - Math.floor(Math.log10(scaled)));
  return `${Number(scaled.toFixed(Math.min(digits, 10)))}%`;
}

/** "0.2 s", "12 ms". */
export function formatDuration(elapsedMs: number): string {
  return elapsedMs < 1000 ? `${Math.round(elapsedMs)} ms` : `${(elapsedMs / 1000).toFixed(1)} s`;
}

/** The report's contents. */
export function reportViewModel(report: AnalysisReportView): ReportViewModel {
  const cells = report.rows * report.columns;
  const solvable = BigInt(report.solvableStates);
  const total = BigInt(report.totalStates);
  const power = `${report.states}^${cells}`;
  const sum = report.distribution.reduce((a, b) => a + b, 0);
  const weighted = report.distribution.reduce((a, count, moves) => a + count * moves, 0);
  const average = sum === 0 ? 0 : weighted / sum;
  const facts: ReportFact[] = [
    { label: 'States', value: `${groupDigits(report.totalStates)} (${power})`, testId: 'fact-total' },
    { label: 'Solvable states', value: `${groupDigits(report.solvableStates)} (${percentage(solvable, total)})`, testId: 'fact-solvable' },
    { label: 'Solutions of each solvable state', value: groupDigits(report.solutionsPerState), testId: 'fact-solutions' },
    { label: 'Most moves any solvable state needs (God’s number)', value: plural(report.maxMoves, 'move'), testId: 'fact-max-moves' },
    { label: `States that need ${plural(report.maxMoves, 'move')}`, value: groupDigits(report.hardestCount), testId: 'fact-hardest-count' },
    { label: 'Average moves of a solvable state', value: average.toFixed(2), testId: 'fact-average' },
    {
      label: report.states === 2 && report.objective === 0 ? 'All lights on needs' : `All cells at ${(report.objective + report.states - 1) % report.states} needs`,
      value: report.allOnMoves === null ? 'cannot be solved' : plural(report.allOnMoves, 'move'),
      testId: 'fact-all-on',
    },
    { label: 'Analysis time', value: formatDuration(report.elapsedMs), testId: 'fact-time' },
  ];
  const bars: DistributionBar[] = report.distribution.map((count, moves) => ({
    moves,
    count,
    countText: groupDigits(count),
    description: `${plural(moves, 'move')}: ${plural(count, 'state')} (${percentage(BigInt(count), solvable)})`,
    hardest: moves === report.maxMoves,
  }));
  const peak = bars.reduce((best, bar) => (bar.count > best.count ? bar : best), bars[0] ?? { moves: 0, count: 0 });
  const chartLabel =
    `Distribution of the fewest moves over ${plural(report.solvableStates, 'solvable state')}: from 0 to ${plural(report.maxMoves, 'move')}, ` +
    `most states (${groupDigits(peak.count)}) need ${plural(peak.moves, 'move')}. The table below lists every count.`;
  const hardest = report.hardestStates.map((item) => ({
    state: item.state,
    grid: item.grid,
    title: `State ${groupDigits(item.state)}`,
    description: `State ${item.state}, needs ${plural(report.maxMoves, 'move')}: open it as a puzzle`,
  }));
  const shown = hardest.length > 0 && hardest.length < report.hardestCount ? `; the ${hardest.length} smallest state numbers are shown` : '';
  const pick = hardest.length > 0 ? ' Pick one to open it as a puzzle.' : '';
  const hardestNote = `${plural(report.hardestCount, 'state')} ${report.hardestCount === 1 ? 'needs' : 'need'} ${plural(report.maxMoves, 'move')}${shown}.${pick}`;
  const shapeText = `${report.rows}x${report.columns} board, ${report.states} states, objective ${report.objective}, ${report.topology}`;
  return { title: shapeText, facts, bars, chartLabel, hardest, hardestNote };
}

/** A bar's rectangle and label positions in the chart, in SVG user units. */
export interface BarGeometry {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** Where the moves label goes under the bar (null when skipped to avoid overlap). */
  readonly labelX: number | null;
}

/** The chart's geometry. */
export interface ChartGeometry {
  readonly width: number;
  readonly height: number;
  /** The plot area's bottom (the x axis) and left edge. */
  readonly baseline: number;
  readonly left: number;
  readonly bars: readonly BarGeometry[];
  /** Labels of the y axis: value text and y position. */
  readonly ticks: readonly { readonly text: string; readonly y: number }[];
}

/**
 * Places the bars: equal widths across `width`, heights proportional to the count (linear) or to
 * log10(1 + count) (logarithmic, so the one-state bars show). A non-zero count is at least one
 * unit tall. Every n-th moves label is kept so that labels are at least 24 units apart.
 */
export function chartGeometry(bars: readonly Pick<DistributionBar, 'count'>[], width: number, height: number, scale: 'linear' | 'log'): ChartGeometry {
  const left = 56;
  const top = 8;
  // Room below the axis for the moves labels and the axis title.
  const baseline = height - 34;
  const plotHeight = baseline - top;
  const slot = bars.length === 0 ? 0 : (width - left - 4) / bars.length;
  const value = (count: number): number => (scale === 'log' ? Math.log10(1 + count) : count);
  const maxCount = bars.reduce((max, bar) => Math.max(max, bar.count), 0);
  const maxValue = value(maxCount);
  const every = Math.max(1, Math.ceil(24 / Math.max(slot, 1e-9)));
  const labelled = new Set<number>();
  for (let index = 0; index < bars.length; index += every) labelled.add(index);
  const last = bars.length - 1;
  if (last > 0 && !labelled.has(last)) {
    // The last bar (the most moves) is always labelled; the label before it gives way if too close.
    const previous = last - (last % every);
    if ((last - previous) * slot >= 24) labelled.add(last);
    else if (previous !== 0) {
      labelled.delete(previous);
      labelled.add(last);
    }
  }
  const geometry = bars.map((bar, index) => {
    const raw = maxValue === 0 ? 0 : (value(bar.count) / maxValue) * plotHeight;
    const barHeight = bar.count > 0 ? Math.max(1, raw) : 0;
    const x = left + index * slot + slot * 0.1;
    return { x: round(x), y: round(baseline - barHeight), width: round(slot * 0.8), height: round(barHeight), labelX: labelled.has(index) ? round(left + index * slot + slot / 2) : null };
  });
  const ticks =
    scale === 'linear'
      ? [0, 0.5, 1].map((fraction) => ({ text: groupDigits(Math.round(maxCount * fraction)), y: round(baseline - fraction * plotHeight) }))
      : logTicks(maxCount).map((tick) => ({ text: groupDigits(tick), y: round(baseline - (maxValue === 0 ? 0 : (Math.log10(1 + tick) / maxValue) * plotHeight)) }));
  return { width, height, baseline, left, bars: geometry, ticks };
}

/** Powers of ten up to `max`, thinned to at most four, with 0 first. */
function logTicks(max: number): number[] {
  const powers: number[] = [];
  for (let power = 1; power <= max; power *= 10) powers.push(power);
  const step = Math.ceil(powers.length / 4);
  return [0, ...powers.filter((_, index) => (powers.length - 1 - index) % step === 0)];
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
