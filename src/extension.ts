/**
 * The composition root: activate() registers every part of the extension. It reads like a table
 * of contents; each part lives in its own module.
 */

import * as vscode from 'vscode';
import { useL10nBundle } from './domain/l10n';
import { registerExtensionParts } from './extensionParts';
import { bundledWorkerScript } from './host/bundledWorkerScript';
import { chosenSolver, type ClingoHost } from './host/clingoEngine';
import { escapedLog } from './host/escapedLog';
import { nodeClingoDependencies } from './solvers/clingo/clingoSolver';
import { createWorkerSolver } from './solvers/workerSolver';

/** Called by VS Code on the first use of a .lights file, the grid editor or a command. */
export function activate(context: vscode.ExtensionContext): void {
  // The words (and number format) of VS Code's display language for the messages built outside vscode.l10n.
  useL10nBundle(vscode.l10n.bundle, vscode.env.language);
  const channel = vscode.window.createOutputChannel('Lights Out', { log: true });
  context.subscriptions.push(channel);
  // Every line escaped: messages can carry titles, file names and clingo's stderr.
  const log = escapedLog(channel);

  const internal = createWorkerSolver(bundledWorkerScript(context.extensionUri, 'solverWorker.js'));
  context.subscriptions.push(internal);
  const clingoHost: ClingoHost = {
    wasmWorkerScript: bundledWorkerScript(context.extensionUri, 'clingoWasmWorker.mjs'),
    encodingPath: vscode.Uri.joinPath(context.extensionUri, 'asp', 'lightsout.lp').fsPath,
    dependencies: nodeClingoDependencies(),
  };
  const solver = chosenSolver(context, log, clingoHost, internal);

  registerExtensionParts(context, { log, internal, chosenSolver: solver });
  log.info('Lights Out activated');
}

/** Nothing to clean up beyond the subscriptions. */
export function deactivate(): void {}
