/**
 * The parts both composition roots register the same way (extension.ts for Node, extensionWeb.ts
 * for VS Code for the Web) once each has made its host's log and solvers: the grid editor (its parse
 * worker from the host's own dist folder, editor/bundledWorkerScript.ts), diagnostics, language
 * features, the status bar, the analysis report's serializer and every command.
 */

import * as vscode from 'vscode';
import { registerCommands } from './commands/registerCommands';
import { registerAnalysisReportSerializer } from './analysisReport/analysisReportPanel';
import { bundledWorkerScript } from './host/bundledWorkerScript';
import { LightsEditorProvider } from './gridEditor/lightsEditorProvider';
import { OffThreadParse } from './host/offThreadParse';
import { registerPuzzleStatusBar } from './statusBar/puzzleStatusBar';
import { registerDiagnostics } from './language/diagnosticsController';
import { registerLanguageFeatures } from './language/languageFeatures';
import type { Solver } from './solvers/types';

/** What the shared parts need from the host's composition root. */
export interface HostParts {
  readonly log: vscode.LogOutputChannel;
  /** The internal engine in its worker. */
  readonly internal: Solver;
  /** The solver the settings choose, asked each time (the setting can change). */
  readonly chosenSolver: () => { solver: Solver; label: string };
}

/** Registers the shared parts; their disposables go to `context.subscriptions`. */
export function registerExtensionParts(context: vscode.ExtensionContext, { log, internal, chosenSolver }: HostParts): void {
  const gridParse = new OffThreadParse(bundledWorkerScript(context.extensionUri, 'parseWorker.js'));
  context.subscriptions.push({ dispose: () => gridParse.dispose() });
  const provider = LightsEditorProvider.register(context, {
    parseOffThread: (document, text) => gridParse.parse(document, text),
    solver: chosenSolver,
    log,
    randomSeed: () => `${Date.now()}-${Math.random()}`,
  });
  registerDiagnostics(context);
  registerLanguageFeatures(context);
  registerPuzzleStatusBar(context, provider, () => chosenSolver().solver);
  registerAnalysisReportSerializer(context, log);
  registerCommands(context, { provider, log, extensionUri: context.extensionUri, internalSolver: internal });
}
