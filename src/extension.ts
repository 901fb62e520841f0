/**
 * The composition root in desktop VS Code (and wherever a Node extension host runs): the clingo
 * engine runs the clingo executable, or clingo-wasm in a worker thread, and local files are
 * written whole with Node's rename.
 */

import * as vscode from 'vscode';
import { activateExtension } from './activateExtension';
import { writeFileAtomically } from './files/writeFileAtomically';
import { bundledWorkerScript } from './host/bundledWorkerScript';
import { nodeClingoDependencies } from './solvers/clingo/clingoSolver';

/** Called by VS Code on the first use of a .lights file, the grid editor or a command. */
export function activate(context: vscode.ExtensionContext): void {
  activateExtension(context, {
    name: '',
    clingo: {
      wasmWorkerScript: bundledWorkerScript(context.extensionUri, 'clingoWasmWorker.mjs'),
      encodingPath: vscode.Uri.joinPath(context.extensionUri, 'asp', 'lightsout.lp').fsPath,
      dependencies: nodeClingoDependencies(),
    },
    writeLocalFile: writeFileAtomically,
  });
}

/** Nothing to clean up beyond the subscriptions. */
export function deactivate(): void {}
