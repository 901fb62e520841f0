/**
 * The layout of the report's distribution chart in SVG user units: bars of equal width, a count
 * axis with round ticks ({@link niceTicks}; powers of ten on the logarithmic scale) and a left
 * margin wide enough for the longest tick label. Pure.
 */

import { niceTicks } from './niceTicks';

/** A bar's rectangle and label position, in SVG user units. */
export interface BarGeometry {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** Where the moves label goes under the bar (null when skipped to avoid overlap). */
  readonly labelX: number | null;
}

/** A tick of the count axis. */
export interface ChartTick {
  readonly value: number;
  /** The label: the value written by the chart's count format. */
  readonly text: string;
  readonly y: number;
}

/** The chart's geometry. */
export interface ChartGeometry {
  /** The SVG's viewBox size. */
  readonly width: number;
  readonly height: number;
  /** The plot area: its top (the highest tick), bottom (the x axis), left and right edges. */
  readonly top: number;
  readonly baseline: number;
  readonly left: number;
  readonly right: number;
  readonly bars: readonly BarGeometry[];
  /**
   * The count axis's ticks, bottom (0) first; the last one is the top of the plot area. Ticks
   * that would overlap the one below are left out.
   */
  readonly ticks: readonly ChartTick[];
}

/** Which count axis the chart uses. */
export type ChartScale = 'linear' | 'log';

/** Width of one character of the 11 px tick labels, generously (0.6 em of a monospace font). */
const TICK_CHARACTER_WIDTH = 6.6;
/** The plot area's top: room above it for the axis caption. */
const TOP = 24;
/** Room below the x axis for the moves labels and the axis title. */
const BELOW_AXIS = 34;
/** The closest two moves labels may be. */
const LABEL_SPACING = 24;
/** The closest two tick labels of the count axis may be (11 px text). */
const TICK_SPACING = 13;
const RIGHT_MARGIN = 4;

/**
 * Places the bars for a chart `width` x `height` units: equal widths across the plot area,
 * heights proportional to the count on a linear axis whose top is the highest round tick, or to
 * log10(1 + count) on a logarithmic axis (so one-state bars show) whose top is the next power of
 * ten. A non-zero count is at least one unit tall. Every n-th moves label is kept so that labels
 * are at least 24 units apart, and the last bar's label always. `formatCount` writes tick labels.
 */
export function chartGeometry(
  bars: readonly { readonly count: number }[],
  width: number,
  height: number,
  scale: ChartScale,
  formatCount: (count: number) => string = String,
): ChartGeometry {
  const maxCount = bars.reduce((max, bar) => Math.max(max, bar.count), 0);
  const tickValues = scale === 'linear' ? niceTicks(0, maxCount, { count: 5, integers: true }) : logTicks(maxCount);
  const tickTexts = tickValues.map(formatCount);
  const longest = tickTexts.reduce((max, text) => Math.max(max, text.length), 1);
  const left = Math.ceil(longest * TICK_CHARACTER_WIDTH) + 10;
  const right = width - RIGHT_MARGIN;
  const baseline = height - BELOW_AXIS;
  const plotHeight = baseline - TOP;
  const value = (count: number): number => (scale === 'log' ? Math.log10(1 + count) : count);
  const scaleMax = value(tickValues[tickValues.length - 1]);
  const y = (count: number): number => baseline - (scaleMax === 0 ? 0 : (value(count) / scaleMax) * plotHeight);

  const slot = bars.length === 0 ? 0 : (right - left) / bars.length;
  const labelled = labelledBars(bars.length, slot);
  const geometry = bars.map((bar, index) => {
    const barHeight = bar.count > 0 ? Math.max(1, baseline - y(bar.count)) : 0;
    return {
      x: round(left + index * slot + slot * 0.1),
      y: round(baseline - barHeight),
      width: round(slot * 0.8),
      height: round(barHeight),
      labelX: labelled.has(index) ? round(left + index * slot + slot / 2) : null,
    };
  });
  const ticks = spacedTicks(tickValues.map((tick, index) => ({ value: tick, text: tickTexts[index], y: round(y(tick)) })));
  return { width, height, top: TOP, baseline, left, right, bars: geometry, ticks };
}

/** The bars whose moves label is shown: every n-th from the first, and the last. */
function labelledBars(count: number, slot: number): Set<number> {
  const every = Math.max(1, Math.ceil(LABEL_SPACING / Math.max(slot, 1e-9)));
  const labelled = new Set<number>();
  for (let index = 0; index < count; index += every) labelled.add(index);
  const last = count - 1;
  if (last > 0 && !labelled.has(last)) {
    // The last bar (the most moves) is always labelled; the label before it gives way if too close.
    const previous = last - (last % every);
    if ((last - previous) * slot >= LABEL_SPACING) labelled.add(last);
    else if (previous !== 0) {
      labelled.delete(previous);
      labelled.add(last);
    }
  }
  return labelled;
}

/**
 * The ticks whose labels do not overlap, bottom up: a tick closer than {@link TICK_SPACING} to
 * the last one kept is dropped, except the top one, which pushes out the one below it instead
 * (unless that is 0). On a logarithmic axis of a large count this drops the 1 next to the 0.
 */
function spacedTicks(ticks: readonly ChartTick[]): ChartTick[] {
  const kept: ChartTick[] = [];
  ticks.forEach((tick, index) => {
    const previous = kept[kept.length - 1];
    if (previous === undefined || previous.y - tick.y >= TICK_SPACING) kept.push(tick);
    else if (index === ticks.length - 1 && kept.length > 1) kept[kept.length - 1] = tick;
  });
  return kept;
}

/** 0, then powers of ten up to the first one at or above `max`, thinned to at most four (the top one kept). */
function logTicks(max: number): number[] {
  const powers = [1];
  while (powers[powers.length - 1] < max) powers.push(powers[powers.length - 1] * 10);
  const step = Math.ceil(powers.length / 4);
  return [0, ...powers.filter((_, index) => (powers.length - 1 - index) % step === 0)];
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
