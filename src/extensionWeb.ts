/**
 * The composition root of the web extension: VS Code for the Web runs it in its web worker
 * extension host, where there is no Node. It registers the same parts as the desktop root, with
 * every worker started as a Web Worker from the extension's URI. The clingo engine runs clingo-wasm
 * in a Web Worker; the clingo executable cannot run here, so a set `lightsOut.clingoPath` is
 * reported once and the built-in clingo-wasm solves.
 */

import * as vscode from 'vscode';
import { useL10nBundle } from './domain/l10n';
import { registerExtensionParts } from './extensionParts';
import { bundledWorkerScript } from './host/bundledWorkerScript';
import { chosenSolver, webClingoHost, webClingoPathWarning } from './host/clingoEngine';
import { escapedLog } from './host/escapedLog';
import { createWorkerSolver } from './solvers/workerSolver';

/** Called by VS Code for the Web on the first use of a .lights file, the grid editor or a command. */
export function activate(context: vscode.ExtensionContext): void {
  // The words (and number format) of VS Code's display language for the messages built outside vscode.l10n.
  useL10nBundle(vscode.l10n.bundle, vscode.env.language);
  const channel = vscode.window.createOutputChannel('Lights Out', { log: true });
  context.subscriptions.push(channel);
  const log = escapedLog(channel);

  const internal = createWorkerSolver(bundledWorkerScript(context.extensionUri, 'solverWorker.js'));
  context.subscriptions.push(internal);
  const solver = chosenSolver(context, log, webClingoHost(context.extensionUri), internal, webClingoPathWarning(context, log));

  registerExtensionParts(context, { log, internal, chosenSolver: solver });
  log.info('Lights Out activated (VS Code for the Web)');
}

/** Nothing to clean up beyond the subscriptions. */
export function deactivate(): void {}
