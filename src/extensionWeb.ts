/**
 * The composition root of the web extension (package.json `browser`, bundled as
 * dist/web/extension.js): VS Code for the Web runs it in its web worker extension host, where
 * there is no Node. It registers the same parts as extension.ts, with the workers started as Web
 * Workers from the extension's URI (dist/web/*Worker.js, the same entries as the Node workers,
 * bundled for the browser) through the one worker runner (src/workers/workerTransport.ts).
 *
 * Where the host serves the extension's files under its own scheme (code-server's vscode-remote:),
 * each worker script is fetched and started from a Blob URL (workers/webWorkerStart.ts).
 *
 * The clingo engine runs clingo-wasm in a Web Worker (dist/web/clingoWasmWorker.js, told where
 * clingo.wasm is) and reads its encoding through vscode.workspace.fs. The clingo executable cannot run
 * here: when `lightsOut.clingoPath` is set and clingo is the chosen solver, the user is told so once
 * (see {@link webClingoPathMessage}) and the built-in clingo-wasm solves.
 */

import * as vscode from 'vscode';
import { useL10nBundle } from './domain/l10n';
import { registerExtensionParts } from './extensionParts';
import { escapedLog } from './host/escapedLog';
import { bundledWorkerScript } from './host/bundledWorkerScript';
import { clingoEngine, createSharedWasmRunner, type ClingoHost } from './host/clingoEngine';
import { solverSetting } from './host/lightsSettings';
import { webWasmWorkerFactory } from './solvers/clingo/wasmRunner';
import type { Solver } from './solvers/types';
import { createWorkerSolver } from './solvers/workerSolver';
import { workerScriptLocation } from './workers/workerTransport';

/** What the web extension tells a user whose `lightsOut.clingoPath` is set: no program can be started there. */
export function webClingoPathMessage(): string {
  return vscode.l10n.t(
    'The clingo program cannot run in VS Code for the Web, so the setting lightsOut.clingoPath is not used here; the built-in clingo (WebAssembly) solves instead.',
  );
}

/** The clingo engine's host on the web: clingo-wasm in a Web Worker, the encoding read through vscode.workspace.fs, no executable. */
export function webClingoHost(extensionUri: vscode.Uri): ClingoHost {
  return {
    wasmWorkerScript: bundledWorkerScript(extensionUri, 'clingoWasmWorker.js'),
    // Told where clingo.wasm is: a worker started from a Blob URL (code-server) cannot look beside its script.
    startWasmWorker: webWasmWorkerFactory(workerScriptLocation(vscode.Uri.joinPath(extensionUri, 'dist', 'web', 'clingo.wasm'))),
    encodingPath: vscode.Uri.joinPath(extensionUri, 'asp', 'lightsout.lp').toString(),
    dependencies: {
      noNativeReason: vscode.l10n.t('VS Code for the Web cannot start programs'),
      readText: async (uri) => new TextDecoder().decode(await vscode.workspace.fs.readFile(vscode.Uri.parse(uri))),
    },
  };
}

/** True when `lightsOut.clingoPath` (in `settings`, the lightsOut section) names a program, at any level. */
export function webClingoPathIsSet(settings: vscode.WorkspaceConfiguration): boolean {
  return (settings.get<string>('clingoPath') ?? '').trim() !== '';
}

/** Called by VS Code for the Web on the first use of a .lights file, the grid editor or a command. */
export function activate(context: vscode.ExtensionContext): void {
  // The words (and number format) of VS Code's display language for the messages built outside this host's own modules (shared/l10n.ts).
  useL10nBundle(vscode.l10n.bundle, vscode.env.language);
  const channel = vscode.window.createOutputChannel('Lights Out', { log: true });
  context.subscriptions.push(channel);
  const log = escapedLog(channel);
  const internal = createWorkerSolver(bundledWorkerScript(context.extensionUri, 'solverWorker.js'));
  context.subscriptions.push(internal);
  const clingoHost = webClingoHost(context.extensionUri);
  const wasmRunner = createSharedWasmRunner(context, log, clingoHost);
  let told = false;
  const chosenSolver = (): { solver: Solver; label: string } => {
    if (solverSetting() !== 'clingo') return { solver: internal, label: 'internal' };
    if (webClingoPathIsSet(vscode.workspace.getConfiguration('lightsOut')) && !told) {
      told = true;
      const message = webClingoPathMessage();
      log.warn(message);
      void vscode.window.showWarningMessage(message);
    }
    return { solver: clingoEngine(clingoHost, log, wasmRunner, internal), label: 'clingo' };
  };
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration((event) => {
      // A path set again later is reported again.
      if (event.affectsConfiguration('lightsOut.clingoPath')) told = false;
    }),
  );

  registerExtensionParts(context, { log, internal, chosenSolver });
  log.info('Lights Out activated (VS Code for the Web)');
}

/** Nothing to clean up beyond the subscriptions. */
export function deactivate(): void {}
