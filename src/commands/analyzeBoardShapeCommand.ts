/**
 * lightsOut.analyzeBoardShape: asks for a board shape (defaults: the active puzzle's shape, else
 * the `lightsOut.defaults.*` settings), analyses every state of it in a worker thread with a
 * cancellable progress notification, and opens the report (statistics, the distribution of the
 * fewest moves, the hardest states) in a webview panel. Shapes over the analysis limits are
 * refused at once with the analysis's own message.
 */

import * as vscode from 'vscode';
import { AnalysisLimitError, checkAnalysisLimit, groupDigits, stateCount } from '../analysis/analysisLimits';
import { AnalysisCancelledError, createWorkerAnalysis } from '../analysis/workerAnalysis';
import { parseLights } from '../core/format/formatRead';
import { checkShape, pickShape, PuzzleError, type BoardShape } from '../core/puzzle';
import { analysisReportView } from '../analysisReport/analysisReport';
import { bundledWorkerScript } from '../host/bundledWorkerScript';
import { showAnalysisReport } from '../analysisReport/analysisReportPanel';
import { topologyLabel } from '../domain/vocabularyWords';
import { defaultShape } from '../host/lightsSettings';
import type { CommandContext, LightsCommand } from './registerCommands';
import { formShape, SHAPE_STEPS, startForm } from './newPuzzleForm';
import { runQuickInputForm } from './quickInputForm';

/** The title of every step of the shape prompt, in VS Code's display language. */
function analyzeTitle(): string {
  return vscode.l10n.t('Analyze Board Shape');
}

/** The shape of the active grid's puzzle, else of the active .lights text editor's, else the settings' defaults. */
function shapeDefaults({ provider }: CommandContext): BoardShape {
  const textDocument = vscode.window.activeTextEditor?.document;
  const document = provider.activeDocument ?? (textDocument?.languageId === 'lights' ? textDocument : undefined);
  if (document) {
    const parsed = parseLights(document.getText());
    if (parsed.ok) return pickShape(parsed.document.puzzle);
  }
  return defaultShape();
}

/** A shape's name in log lines (English): "5x5", "4x4 (3 states, objective 1, torus)". */
export function shapeLabel(shape: BoardShape): string {
  const extras = [
    shape.states === 2 ? '' : `${shape.states} states`,
    shape.objective === 0 ? '' : `objective ${shape.objective}`,
    shape.topology === 'plain' ? '' : shape.topology,
  ].filter(Boolean);
  return `${shape.rows}x${shape.columns}${extras.length > 0 ? ` (${extras.join(', ')})` : ''}`;
}

/** A shape's name in messages, in VS Code's display language: {@link shapeLabel}'s words translated. */
export function shownShapeLabel(shape: BoardShape): string {
  const extras = [
    shape.states === 2 ? '' : vscode.l10n.t('{0} states', shape.states),
    shape.objective === 0 ? '' : vscode.l10n.t('objective {0}', shape.objective),
    shape.topology === 'plain' ? '' : topologyLabel(shape.topology),
  ].filter(Boolean);
  return `${shape.rows}x${shape.columns}${extras.length > 0 ? ` (${extras.join(', ')})` : ''}`;
}

/** lightsOut.analyzeBoardShape */
export const analyzeBoardShapeCommand: LightsCommand = {
  id: 'lightsOut.analyzeBoardShape',
  async run(context) {
    const { log, extensionUri } = context;
    // New Puzzle's shape steps, without its title and start, within the grid editor's limits.
    const answers = await runQuickInputForm(analyzeTitle(), startForm(SHAPE_STEPS, shapeDefaults(context)));
    const shape = answers && formShape(answers);
    if (!shape) return;
    const label = shapeLabel(shape);
    const shown = shownShapeLabel(shape);
    try {
      checkShape(shape);
      checkAnalysisLimit(shape);
    } catch (error) {
      if (!(error instanceof AnalysisLimitError || error instanceof PuzzleError)) throw error;
      log.info(`analyze ${label}: refused: ${error.message}`);
      void vscode.window.showErrorMessage(vscode.l10n.t('Cannot analyze the {0} board: {1}.', shown, error.message));
      return;
    }
    const analyze = createWorkerAnalysis(bundledWorkerScript(extensionUri, 'analysisWorker.js'));
    const started = performance.now();
    try {
      const analysis = await vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Analyzing the {0} board', shown), cancellable: true },
        (progress, token) => {
          const controller = new AbortController();
          token.onCancellationRequested(() => controller.abort());
          progress.report({ message: vscode.l10n.t('visiting all {0} states…', groupDigits(stateCount(shape))) });
          return analyze(shape, { signal: controller.signal });
        },
      );
      const elapsedMs = performance.now() - started;
      log.info(
        `analyze ${label}: ${elapsedMs.toFixed(0)} ms, max moves ${analysis.maxMoves} (${analysis.hardestCount} states), ${analysis.solvableStates} solvable of ${analysis.totalStates}`,
      );
      showAnalysisReport(extensionUri, analysisReportView(analysis, elapsedMs), log);
    } catch (error) {
      if (error instanceof AnalysisCancelledError) {
        log.info(`analyze ${label}: cancelled`);
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      log.error(`analyze ${label}: ${message}`);
      void vscode.window.showErrorMessage(
        error instanceof AnalysisLimitError
          ? vscode.l10n.t('Cannot analyze the {0} board: {1}.', shown, message)
          : vscode.l10n.t('The analysis of the {0} board failed: {1}', shown, message),
      );
    }
  },
};
