/**
 * How large a state space the analysis takes on, and the error for one that is larger. Every
 * limit counts board states, k^n for the n cells that are not holes (rows * columns on a board
 * without holes), because the analysis visits each of them. Pure.
 */

import type { BoardShape } from '../core/puzzle';

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

/**
 * Throws an {@link AnalysisLimitError} when the shape has more than `limit` states. `purpose`
 * says what was asked for ("the analysis", "the state table").
 */
export function checkStateLimit(shape: CountedShape, limit: number, purpose: string): void {
  const cells = boardCells(shape);
  const digits = cells * Math.log10(shape.states);
  if (digits < 30 && stateCount(shape) <= BigInt(limit)) return;
  // Writing out k^cells in decimal would take long for huge boards; beyond 30 digits say "about".
  const size = digits < 30 ? groupDigits(stateCount(shape)) : `about 10^${Math.floor(digits)}`;
  const holes = shape.rows * shape.columns - cells;
  const holesText = holes === 0 ? '' : ` and ${holes} ${holes === 1 ? 'hole' : 'holes'}`;
  throw new AnalysisLimitError(
    `${purpose} of a ${shape.rows}x${shape.columns} board with ${shape.states} states${holesText} visits all ${shape.states}^${cells} = ` +
      `${size} states; the limit is ${groupDigits(limit)} (2^${Math.log2(limit)})`,
  );
}

/** A count with thousands separators: 68,719,476,736. */
export function groupDigits(count: bigint | number): string {
  return count.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
