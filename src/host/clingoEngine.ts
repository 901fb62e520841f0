/**
 * The clingo engine as the settings and the workspace's trust configure it, at the moment of
 * each solve (settings apply live). In an untrusted workspace no process is ever started, and
 * only the user's (or machine's) value of `lightsOut.clingoPath` is read, never the workspace's,
 * whatever form it was written in; the built-in clingo-wasm still works.
 *
 * No Node module is imported: the host's effects come in as {@link ClingoHost} (extension.ts gives
 * Node's: the executable and node:fs; extensionWeb.ts gives the web's: no executable, clingo-wasm in
 * a Web Worker, the encoding read through vscode.workspace.fs).
 */

import * as vscode from 'vscode';
import { escapeControlCharacters } from '../core/escapeControlCharacters';
import type { ClingoRunner } from '../solvers/clingo/clingoRunner';
import { createClingoEngine, type ClingoDependencies } from '../solvers/clingo/clingoEngineCore';
import { createWasmRunner, type WasmWorkerFactory } from '../solvers/clingo/wasmRunner';
import type { Solver } from '../solvers/types';
import { SETTINGS_SECTION } from './lightsSettings';

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
  /** The clingo-wasm worker script: a file path (dist/clingoWasmWorker.mjs) or, on the web, a URL (dist/web/clingoWasmWorker.js). */
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
