/**
 * The typed messages between the extension host and the analysis report webview
 * (src/webview/report). Both sides import this module and nothing else of each other; messages
 * are plain JSON. Handshake as in the grid (protocol.ts): the webview posts `ready` each time its
 * script runs (also after the tab was hidden and shown again), and the host answers with the
 * report.
 */

import type { TopologyName } from './protocol';

/** One of the hardest states of a report. */
export interface HardestStateView {
  /** The state number (see docs/analysis.md), decimal. */
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
  readonly topology: TopologyName;
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

/** Messages from the extension host to the report webview. */
export type ReportHostMessage = { readonly type: 'report'; readonly report: AnalysisReportView };

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
      return typeof message.state === 'string' && /^\d{1,400}$/.test(message.state);
    default:
      return false;
  }
}
