/**
 * The composition root: activate() registers every part of the extension. It reads like a table
 * of contents; each part lives in its own module.
 */

import * as vscode from 'vscode';
import { allCommands } from './commands/allCommands';
import type { CommandContext } from './commands/lightsCommand';
import { registerAnalysisReportSerializer } from './editor/analysisReportPanel';
import { LightsEditorProvider } from './editor/lightsEditorProvider';
import { registerPuzzleStatusBar } from './editor/puzzleStatusBar';
import { registerDiagnostics } from './language/diagnosticsController';
import { clingoEngine, createSharedWasmRunner } from './settings/clingoEngine';
import { solverSetting } from './settings/lightsSettings';
import { createWorkerSolver } from './solvers/workerSolver';

/** Called by VS Code on the first use of a .lights file, the grid editor or a command. */
export function activate(context: vscode.ExtensionContext): void {
  const log = vscode.window.createOutputChannel('Lights Out', { log: true });
  context.subscriptions.push(log);

  const wasmRunner = createSharedWasmRunner(context, log);
  const internal = createWorkerSolver(vscode.Uri.joinPath(context.extensionUri, 'dist', 'solverWorker.js').fsPath);
  const provider = LightsEditorProvider.register(context, {
    solver: () => (solverSetting() === 'clingo' ? { solver: clingoEngine(context, log, wasmRunner), label: 'clingo' } : { solver: internal, label: 'internal' }),
    log,
    randomSeed: () => `${Date.now()}-${Math.random()}`,
  });

  registerDiagnostics(context);
  registerPuzzleStatusBar(context, provider);
  registerAnalysisReportSerializer(context, log);

  const commandContext: CommandContext = { provider, log, extensionUri: context.extensionUri };
  for (const command of allCommands) {
    context.subscriptions.push(vscode.commands.registerCommand(command.id, (...args: unknown[]) => command.run(commandContext, ...args)));
  }
  log.info('Lights Out activated');
}

/** Nothing to clean up beyond the subscriptions. */
export function deactivate(): void {}
