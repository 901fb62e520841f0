/**
 * The analysis report panel's host side, free of the vscode module: the report view of a
 * state-space analysis, the panel's title, the check of a report restored after a window reload,
 * and the panel's conversation (send the report when the webview is ready, open a hardest state
 * as a puzzle when asked). The report holds numbers and names, no words: the webview words it in
 * the display language when it draws it, so a report restored in another language reads right.
 * The title is in the display language; the puzzle text a state opens as and the log stay
 * English. The VS Code adapter supplies the ports; tests supply fakes.
 */

import { stateSpaceCountsJson, type StateSpaceAnalysis } from '../analysis/analyzeStateSpace';
import { AnalysisLimitError, checkAnalysisLimit, stateCount } from '../analysis/analysisLimits';
import { puzzleFromStateNumber } from '../analysis/stateNumber';
import { printLights } from '../core/format/formatWrite';
import { checkShape, PuzzleError, type BoardShape } from '../core/puzzle';
import { difficultyOfMoves, difficultyScale } from '../domain/difficultyScale';
import * as l10n from '../domain/l10n';
import { topologyLabel } from '../domain/vocabularyWords';
import {
  isAnalysisReportView,
  isReportWebviewMessage,
  type AnalysisReportView,
  type ReportHostMessage,
  type ReportWebviewMessage,
} from '../protocol/reportProtocol';

/** The report of an analysis as the webview shows it. */
export function analysisReportView(analysis: StateSpaceAnalysis, elapsedMs: number): AnalysisReportView {
  const { shape } = analysis;
  return {
    rows: shape.rows,
    columns: shape.columns,
    states: shape.states,
    objective: shape.objective,
    topology: shape.topology,
    ...stateSpaceCountsJson(analysis),
    hardestStates: analysis.hardestStates.map((state) => ({ state: state.toString(), grid: Array.from(puzzleFromStateNumber(shape, state).grid) })),
    allOnMoves: analysis.allOnMoves,
    elapsedMs,
  };
}

/** The board shape a report describes. */
export function reportShape(report: AnalysisReportView): BoardShape {
  const { rows, columns, states, objective, topology } = report;
  return { rows, columns, states, objective, topology };
}

/** The report panel's tab title, in the display language: "Analysis: 5x5", "Analysis: 4x4, 3 states, torus". */
export function reportPanelTitle(shape: BoardShape): string {
  const { rows, columns, states } = shape;
  if (shape.topology === 'plain')
    return states === 2 ? l10n.t('Analysis: {0}x{1}', rows, columns) : l10n.t('Analysis: {0}x{1}, {2} states', rows, columns, states);
  const topology = topologyLabel(shape.topology);
  return states === 2
    ? l10n.t('Analysis: {0}x{1}, {2}', rows, columns, topology)
    : l10n.t('Analysis: {0}x{1}, {2} states, {3}', rows, columns, states, topology);
}

/**
 * The report in a report webview's saved state (`{ report }`, see ReportWebviewState), if it
 * is one the analysis could have made: well-formed, a valid board shape within the analysis
 * limits, and hardest states that are states of that board. Null otherwise (no state, an older
 * or damaged one): the saved state comes from the webview, so the host checks it before it uses
 * it to open puzzles.
 */
export function restoredReport(state: unknown): AnalysisReportView | null {
  if (typeof state !== 'object' || state === null) return null;
  const report = (state as { report?: unknown }).report;
  if (!isAnalysisReportView(report)) return null;
  const shape = reportShape(report);
  try {
    checkShape(shape);
    checkAnalysisLimit(shape);
  } catch (error) {
    if (error instanceof PuzzleError || error instanceof AnalysisLimitError) return null;
    throw error;
  }
  const cells = shape.rows * shape.columns;
  const states = stateCount(shape);
  const hardestFit = report.hardestStates.every(
    (item) => BigInt(item.state) < states && item.grid.length === cells && item.grid.every((value) => value < shape.states),
  );
  return hardestFit && report.distribution.length === report.maxMoves + 1 ? report : null;
}

/** What the report session needs from its host. */
export interface ReportServices {
  /** Posts to the report webview. */
  post(message: ReportHostMessage): void;
  /** Opens .lights text as an untitled puzzle in the grid editor. */
  openPuzzle(text: string): Promise<void>;
  readonly log: { info(message: string): void; error(message: string): void };
}

/**
 * The .lights text of state `state` of a shape as a puzzle: titled with its number, with its
 * fewest moves (`moves`, known from the analysis) and their difficulty on the shape's scale, cut
 * from the analysis's `distribution` (entry m: the states needing m moves).
 */
export function statePuzzleText(shape: BoardShape, state: bigint, moves: number, distribution: readonly number[]): string {
  const puzzle = puzzleFromStateNumber(shape, state);
  return printLights({
    puzzle,
    version: 1,
    extra: {},
    title: `${shape.rows}x${shape.columns} state ${state} (${moves} moves)`,
    difficulty: difficultyOfMoves(difficultyScale(distribution), moves),
    minMoves: moves,
  });
}

/**
 * One report panel's messages. `report` is null for a panel restored without a usable saved
 * report: the webview is told so and opens nothing.
 */
export class AnalysisReportSession {
  constructor(
    private readonly report: AnalysisReportView | null,
    private readonly services: ReportServices,
  ) {}

  /** Handles one message from the report webview; malformed ones are logged and ignored. */
  async handle(message: unknown): Promise<void> {
    if (!isReportWebviewMessage(message)) {
      this.services.log.error(`ignored a malformed message from the analysis report: ${JSON.stringify(message)?.slice(0, 200)}`);
      return;
    }
    await this.dispatch(message);
  }

  private async dispatch(message: ReportWebviewMessage): Promise<void> {
    switch (message.type) {
      case 'ready':
        this.services.post(this.report === null ? { type: 'noReport' } : { type: 'report', report: this.report });
        return;
      case 'openState':
        return this.openState(BigInt(message.state));
      default: {
        const unexpected: never = message;
        throw new Error(`unhandled report message ${JSON.stringify(unexpected)}`);
      }
    }
  }

  private async openState(state: bigint): Promise<void> {
    if (this.report === null) {
      this.services.log.error(`ignored state ${state}: this report panel has no report`);
      return;
    }
    const shape = reportShape(this.report);
    // Only the hardest states are offered, so their moves are known; any other state would need a solve.
    const listed = this.report.hardestStates.some((item) => BigInt(item.state) === state);
    if (!listed) {
      this.services.log.error(`ignored state ${state}: not one of the report's hardest states`);
      return;
    }
    try {
      await this.services.openPuzzle(statePuzzleText(shape, state, this.report.maxMoves, this.report.distribution));
      this.services.log.info(`opened ${shape.rows}x${shape.columns} state ${state} from the analysis report`);
    } catch (error) {
      this.services.log.error(`could not open state ${state}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
