/**
 * The typed messages between the extension host and the analysis report webview.
 * Both sides import this module and nothing else of each other; messages
 * are plain JSON. Handshake as in the grid ({@link HostMessage}): the webview posts `ready` each time its
 * script runs (after the tab was hidden and shown again, and after a window reload), and the host
 * answers with the report, or with `noReport` when a restored panel brought none back.
 *
 * The webview keeps the report it was given in its saved state ({@link ReportWebviewState}), so
 * a report panel survives a window reload: VS Code hands that state to the host's panel
 * serializer, which checks it ({@link isAnalysisReportView} here, the board limits on the host)
 * before it trusts it.
 */

import { isTopology, type Topology } from '../domain/topology';

/** One of the hardest states of a report. */
export interface HardestStateView {
  /**
   * The state's number, decimal: the sum of cell i's value times states^i over the cells in
   * row-major order (cell 0 is the least significant digit).
   */
  readonly state: string;
  /** Its cells, row-major. */
  readonly grid: readonly number[];
}

/** The statistics of a board shape's state space, as the report shows them. */
export interface AnalysisReportView {
  readonly rows: number;
  readonly columns: number;
  readonly states: number;
  readonly objective: number;
  readonly topology: Topology;
  /** Counts that can exceed 2^53 are decimal strings. */
  readonly totalStates: string;
  readonly solvableStates: string;
  readonly solutionsPerState: string;
  /** Entry m: how many solvable states need exactly m presses at least. */
  readonly distribution: readonly number[];
  /** The most presses any solvable state needs ("God's number" of the board). */
  readonly maxMoves: number;
  /** How many states need `maxMoves` presses. */
  readonly hardestCount: number;
  /** The smallest states that need `maxMoves`, ascending (at most 10). */
  readonly hardestStates: readonly HardestStateView[];
  /** The fewest presses of the all-on board, or null when it cannot be solved. */
  readonly allOnMoves: number | null;
  /** How long the analysis took. */
  readonly elapsedMs: number;
}

/** What the report webview saves with `setState`: all it needs to draw itself again. */
export interface ReportWebviewState {
  /** Whether the chart's count axis is logarithmic. */
  readonly logScale: boolean;
  /** The report last received from the host (null before the first one). */
  readonly report: AnalysisReportView | null;
}

/** Messages from the extension host to the report webview. */
export type ReportHostMessage =
  | { readonly type: 'report'; readonly report: AnalysisReportView }
  /** A panel restored after a window reload without a usable saved report. */
  | { readonly type: 'noReport' };

/** Messages from the report webview to the extension host. */
export type ReportWebviewMessage =
  | { readonly type: 'ready' }
  /** Open a state of the report (one of its hardest states) as an untitled puzzle in the grid. */
  | { readonly type: 'openState'; readonly state: string };

/** Type guard for messages arriving from the report webview (the host never trusts their shape). */
export function isReportWebviewMessage(value: unknown): value is ReportWebviewMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  switch (message.type) {
    case 'ready':
      return true;
    case 'openState':
      return isDecimal(message.state);
    default:
      return false;
  }
}

/**
 * Type guard for a report read back from saved webview state: every field present with the right
 * type (whole numbers where counts are meant, decimal strings for the large counts). It does not
 * check the board limits; the host does that before it trusts a restored report.
 */
export function isAnalysisReportView(value: unknown): value is AnalysisReportView {
  if (typeof value !== 'object' || value === null) return false;
  const report = value as Record<string, unknown>;
  const wholeNumbers = [report.rows, report.columns, report.states, report.objective, report.maxMoves, report.hardestCount];
  return (
    wholeNumbers.every(isWholeNumber) &&
    isTopology(report.topology) &&
    isDecimal(report.totalStates) &&
    isDecimal(report.solvableStates) &&
    isDecimal(report.solutionsPerState) &&
    Array.isArray(report.distribution) &&
    report.distribution.every(isWholeNumber) &&
    Array.isArray(report.hardestStates) &&
    report.hardestStates.every(isHardestStateView) &&
    (report.allOnMoves === null || isWholeNumber(report.allOnMoves)) &&
    typeof report.elapsedMs === 'number' &&
    Number.isFinite(report.elapsedMs) &&
    report.elapsedMs >= 0
  );
}

function isHardestStateView(value: unknown): value is HardestStateView {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return isDecimal(item.state) && Array.isArray(item.grid) && item.grid.every(isWholeNumber);
}

function isWholeNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function isDecimal(value: unknown): value is string {
  return typeof value === 'string' && /^\d{1,400}$/.test(value);
}
