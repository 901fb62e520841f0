/**
 * The clingo engine as the settings and the workspace's trust configure it, at the moment of
 * each solve (settings apply live). In an untrusted workspace no process is ever started, and
 * only the user's (or machine's) value of `lightsOut.clingoPath` is read, never the workspace's,
 * whatever form it was written in; the built-in clingo-wasm still works.
 *
 * No Node module is imported: the host's effects come in as {@link ClingoHost} (Node's composition
 * root gives the executable and node:fs; the web's gives no executable, clingo-wasm in a Web
 * Worker, the encoding read through vscode.workspace.fs).
 */

import * as vscode from 'vscode';
import { escapeControlCharacters } from '../core/escapeControlCharacters';
import type { ClingoRunner } from '../solvers/clingo/clingoRunner';
import { createClingoEngine, type ClingoDependencies } from '../solvers/clingo/clingoEngineCore';
import { createWasmRunner, webWasmWorkerFactory, type WasmWorkerFactory } from '../solvers/clingo/wasmRunner';
import type { Solver } from '../solvers/types';
import { workerScriptLocation } from '../workers/workerTransport';
import { bundledWorkerScript } from './bundledWorkerScript';
import { SETTINGS_SECTION, solverSetting } from './lightsSettings';

/** The clingo executable path from user settings only (the value an untrusted workspace cannot set). */
function userClingoPath(settings: vscode.WorkspaceConfiguration): string {
  const inspected = settings.inspect<string>('clingoPath');
  return inspected?.globalValue ?? inspected?.defaultValue ?? '';
}

/** The "Lights Out" log as the clingo runners' log (clingo's messages and paths with control characters escaped). */
function clingoLog(log: vscode.LogOutputChannel): { info(message: string): void; error(message: string): void } {
  return {
    info: (message) => log.info(escapeControlCharacters(message, { keepLayout: true })),
    error: (message) => log.error(escapeControlCharacters(message, { keepLayout: true })),
  };
}

/** What the extension host the clingo engine runs in provides. */
export interface ClingoHost {
  /** The bundled clingo-wasm worker script: a file path in Node or, on the web, a URL. */
  readonly wasmWorkerScript: string;
  /** Starts that worker (a worker thread by default). */
  readonly startWasmWorker?: WasmWorkerFactory;
  /** The encoding asp/lightsout.lp as `dependencies.readText` takes it (a file path, or on the web a URI's text). */
  readonly encodingPath: string;
  /** The executable (absent on the web) and the file reader. */
  readonly dependencies: ClingoDependencies;
}

/**
 * The built-in clingo-wasm runner, one per extension host: its worker is shared by every
 * solve (and stopped when idle, and on deactivation).
 */
export function createSharedWasmRunner(context: vscode.ExtensionContext, log: vscode.LogOutputChannel, host: ClingoHost): ClingoRunner {
  const runner = createWasmRunner({
    workerScript: host.wasmWorkerScript,
    log: clingoLog(log),
    ...(host.startWasmWorker ? { startWorker: host.startWasmWorker } : {}),
  });
  context.subscriptions.push({ dispose: () => runner.dispose() });
  return runner;
}

/**
 * A clingo solver configured from `lightsOut.clingoPath`, `lightsOut.clingoTimeoutSeconds` and the
 * workspace trust. Its check of clingo's answer runs on `internalSolver` (the worker-backed internal
 * engine), so nothing solves on the extension host's thread.
 */
export function clingoEngine(host: ClingoHost, log: vscode.LogOutputChannel, wasmRunner: ClingoRunner, internalSolver: Solver): Solver {
  const settings = vscode.workspace.getConfiguration(SETTINGS_SECTION);
  const trusted = vscode.workspace.isTrusted;
  const timeout = settings.get<number>('clingoTimeoutSeconds');
  return createClingoEngine(
    {
      runner: 'auto',
      trusted,
      clingoPath: trusted ? (settings.get<string>('clingoPath') ?? '') : userClingoPath(settings),
      ...(typeof timeout === 'number' && timeout > 0 ? { timeoutSeconds: timeout } : {}),
      log: clingoLog(log),
      wasmRunner,
      internalSolver,
      wasmWorkerScript: host.wasmWorkerScript,
      encodingPath: host.encodingPath,
    },
    host.dependencies,
  );
}

/** The engine the settings choose, asked at each solve (the setting can change), with its label. */
export type ChosenSolver = () => { solver: Solver; label: string };

/**
 * The solver `lightsOut.solver` chooses at each call: the clingo engine on `host` (its clingo-wasm
 * worker shared, and stopped with `context`) or `internal`. `beforeClingo` runs each time clingo
 * is chosen.
 */
export function chosenSolver(
  context: vscode.ExtensionContext,
  log: vscode.LogOutputChannel,
  host: ClingoHost,
  internal: Solver,
  beforeClingo?: () => void,
): ChosenSolver {
  const wasmRunner = createSharedWasmRunner(context, log, host);
  return () => {
    if (solverSetting() !== 'clingo') return { solver: internal, label: 'internal' };
    beforeClingo?.();
    return { solver: clingoEngine(host, log, wasmRunner, internal), label: 'clingo' };
  };
}

/** What the web extension tells a user whose `lightsOut.clingoPath` is set: no program can be started there. */
function webClingoPathMessage(): string {
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
function webClingoPathIsSet(settings: vscode.WorkspaceConfiguration): boolean {
  return (settings.get<string>('clingoPath') ?? '').trim() !== '';
}

/**
 * On the web, where no program can start: tells the user once, in the log and a warning, that a
 * set `lightsOut.clingoPath` is not used (to be called each time clingo is chosen). A path set
 * again later is reported again.
 */
export function webClingoPathWarning(context: vscode.ExtensionContext, log: vscode.LogOutputChannel): () => void {
  let told = false;
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration('lightsOut.clingoPath')) told = false;
    }),
  );
  return () => {
    if (told || !webClingoPathIsSet(vscode.workspace.getConfiguration(SETTINGS_SECTION))) return;
    told = true;
    const message = webClingoPathMessage();
    log.warn(message);
    void vscode.window.showWarningMessage(message);
  };
}
