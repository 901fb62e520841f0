/**
 * The composition root of the web extension: VS Code for the Web runs it in its web worker
 * extension host, where there is no Node and every worker is a Web Worker started from the
 * extension's URI. The clingo executable cannot run there: clingo-wasm solves, and a set
 * `lightsOut.clingoPath` is reported once.
 */

import type * as vscode from 'vscode';
import { activateExtension } from './activateExtension';
import { webClingoHost, webClingoPathWarning } from './host/clingoEngine';

/** Called by VS Code for the Web on the first use of a .lights file, the grid editor or a command. */
export function activate(context: vscode.ExtensionContext): void {
  activateExtension(context, {
    name: 'VS Code for the Web',
    clingo: webClingoHost(context.extensionUri),
    beforeClingo: (log) => webClingoPathWarning(context, log),
  });
}

/** Nothing to clean up beyond the subscriptions. */
export function deactivate(): void {}
