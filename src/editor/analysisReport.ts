/**
 * The analysis report panel's host side, free of the vscode module: the report view of a
 * state-space analysis, and the panel's conversation (send the report when the webview is
 * ready, open a hardest state as a puzzle when asked). The VS Code adapter
 * (analysisReportPanel.ts) supplies the ports; tests supply fakes.
 */

import type { StateSpaceAnalysis } from '../analysis/analyzeStateSpace';
import { stateCount } from '../analysis/analysisLimits';
import { puzzleFromStateNumber, stateGrid } from '../analysis/stateNumber';
import { printLights } from '../core/format';
import type { BoardShape } from '../core/puzzle';
import { difficultyOf } from '../solvers/internal/generatePuzzle';
import { isReportWebviewMessage, type AnalysisReportView, type ReportHostMessage, type ReportWebviewMessage } from '../shared/reportProtocol';

/** The report of an analysis as the webview shows it. */
export function analysisReportView(analysis: StateSpaceAnalysis, elapsedMs: number): AnalysisReportView {
  const { shape } = analysis;
  const cells = shape.rows * shape.columns;
  return {
    rows: shape.rows,
    columns: shape.columns,
    states: shape.states,
    objective: shape.objective,
    topology: shape.topology,
    totalStates: analysis.totalStates.toString(),
    solvableStates: analysis.solvableStates.toString(),
    solutionsPerState: analysis.solutionsPerState.toString(),
    distribution: [...analysis.distribution],
    maxMoves: analysis.maxMoves,
    hardestCount: analysis.hardestCount,
    hardestStates: analysis.hardestStates.map((state) => ({ state: state.toString(), grid: Array.from(stateGrid(state, cells, shape.states)) })),
    allOnMoves: analysis.allOnMoves,
    elapsedMs,
  };
}

/**
 * The .lights text of state `state` of a shape as a puzzle: titled with its number, with its
 * fewest moves (`moves`, known from the analysis) and their difficulty.
 */
export function statePuzzleText(shape: BoardShape, state: bigint, moves: number): string {
  const puzzle = puzzleFromStateNumber(shape, state);
  return printLights({
    puzzle,
    version: 1,
    extra: {},
    title: `${shape.rows}x${shape.columns} state ${state} (${moves} moves)`,
    difficulty: difficultyOf(moves),
    minMoves: moves,
  });
}

/** What the report session needs from its host. */
export interface ReportServices {
  /** Posts to the report webview. */
  post(message: ReportHostMessage): void;
  /** Opens .lights text as an untitled puzzle in the grid editor. */
  openPuzzle(text: string): Promise<void>;
  readonly log: { info(message: string): void; error(message: string): void };
}

/** One report panel's messages. */
export class AnalysisReportSession {
  constructor(
    private readonly analysis: StateSpaceAnalysis,
    private readonly report: AnalysisReportView,
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
        this.services.post({ type: 'report', report: this.report });
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
    const { shape } = this.analysis;
    if (state >= stateCount(shape)) {
      this.services.log.error(`ignored state ${state}: a ${shape.rows}x${shape.columns} board has ${stateCount(shape)} states`);
      return;
    }
    // Only the hardest states are offered, so their moves are known; any other state would need a solve.
    const listed = this.analysis.hardestStates.includes(state);
    if (!listed) {
      this.services.log.error(`ignored state ${state}: not one of the report's hardest states`);
      return;
    }
    try {
      await this.services.openPuzzle(statePuzzleText(shape, state, this.analysis.maxMoves));
      this.services.log.info(`opened ${shape.rows}x${shape.columns} state ${state} from the analysis report`);
    } catch (error) {
      this.services.log.error(`could not open state ${state}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
