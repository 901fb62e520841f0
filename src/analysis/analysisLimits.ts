/**
 * How large a state space the analysis takes on, and the error for one that is larger. Every
 * limit counts board states, k^n for the n cells that are not holes (rows * columns on a board
 * without holes), because the analysis visits each of them. The error's message is in the display
 * language (the CLI's is English). Pure.
 */

import type { BoardShape } from '../core/puzzle';
import * as l10n from '../domain/l10n';

/**
 * The most states the statistics of a k = 2 board are computed for: 2^30 (a 5x6 board). The
 * k = 2 path walks one coset representative per solvable state and keeps no per-state memory,
 * so only time grows: about 2^25 states per second (see docs/analysis.md).
 */
export const MAX_BINARY_ANALYSIS_STATES = 2 ** 30;

/**
 * The most states the statistics of a board with k > 2 are computed for, and the most states of
 * any shortest-path table (and so of a `--db` export): 2^26. Both keep two bytes per state in
 * memory (128 MiB at the limit) and visit every press pattern once.
 */
export const MAX_TABLE_STATES = 2 ** 26;

/** The error for a board whose state space is over a limit; the message names the size asked for. */
export class AnalysisLimitError extends Error {
  override readonly name = 'AnalysisLimitError';
}

/**
 * Throws an {@link AnalysisLimitError} when {@link analyzeStateSpace} would refuse the shape:
 * more than {@link MAX_BINARY_ANALYSIS_STATES} states with k = 2, {@link MAX_TABLE_STATES}
 * otherwise. Instant, so a caller can refuse a shape before starting a worker.
 */
export function checkAnalysisLimit(shape: CountedShape): void {
  checkStateLimit(shape, shape.states === 2 ? MAX_BINARY_ANALYSIS_STATES : MAX_TABLE_STATES, 'the analysis');
}

/** The shape fields a state count depends on. */
export type CountedShape = Pick<BoardShape, 'rows' | 'columns' | 'states' | 'holes'>;

/** The cells that are not holes. */
function boardCells(shape: CountedShape): number {
  let cells = shape.rows * shape.columns;
  if (shape.holes) for (const hole of shape.holes) cells -= hole;
  return cells;
}

/** k^n, the number of states of a board shape (n its cells that are not holes), exactly. */
export function stateCount(shape: CountedShape): bigint {
  return BigInt(shape.states) ** BigInt(boardCells(shape));
}

/** What a state limit is checked for: the analysis, a shortest-path table, or the CLI's `--db` export of one. */
export type LimitPurpose = 'the analysis' | 'the state table' | 'the --db export';

/**
 * Throws an {@link AnalysisLimitError} when the shape has more than `limit` states. `purpose`
 * says what was asked for ("the analysis", "the state table").
 */
export function checkStateLimit(shape: CountedShape, limit: number, purpose: LimitPurpose): void {
  const cells = boardCells(shape);
  const digits = cells * Math.log10(shape.states);
  if (digits < 30 && stateCount(shape) <= BigInt(limit)) return;
  // Writing out k^cells in decimal would take long for huge boards; beyond 30 digits say "about".
  const size = digits < 30 ? groupDigits(stateCount(shape)) : l10n.t('about 10^{0}', Math.floor(digits));
  const holes = shape.rows * shape.columns - cells;
  const board =
    holes === 0
      ? l10n.t('{0}x{1} board with {2} states', shape.rows, shape.columns, shape.states)
      : holes === 1
        ? l10n.t('{0}x{1} board with {2} states and 1 hole', shape.rows, shape.columns, shape.states)
        : l10n.t('{0}x{1} board with {2} states and {3} holes', shape.rows, shape.columns, shape.states, holes);
  const power = `${shape.states}^${cells}`;
  const limitText = groupDigits(limit);
  const exponent = Math.log2(limit);
  throw new AnalysisLimitError(limitMessage(purpose, board, power, size, limitText, exponent));
}

/** "the analysis of a 6x6 board with 2 states visits all 2^36 = 68,719,476,736 states; the limit is 1,073,741,824 (2^30)". */
function limitMessage(purpose: LimitPurpose, board: string, power: string, size: string, limit: string, exponent: number): string {
  switch (purpose) {
    case 'the analysis':
      return l10n.t('the analysis of a {0} visits all {1} = {2} states; the limit is {3} (2^{4})', board, power, size, limit, exponent);
    case 'the state table':
      return l10n.t('the state table of a {0} visits all {1} = {2} states; the limit is {3} (2^{4})', board, power, size, limit, exponent);
    case 'the --db export':
      return l10n.t('the --db export of a {0} visits all {1} = {2} states; the limit is {3} (2^{4})', board, power, size, limit, exponent);
  }
}

/** A count with thousands separators: 68,719,476,736 (the display language's way in the extension, by {@link groupedInteger}). */
export function groupDigits(count: bigint | number): string {
  return l10n.groupedInteger(count);
}
