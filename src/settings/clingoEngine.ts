/**
 * The clingo engine as the settings and the workspace's trust configure it, at the moment of
 * each solve (settings apply live). In an untrusted workspace no process is ever started, and
 * only the user's (or machine's) value of `lightsOut.clingoPath` is read, never the workspace's,
 * whatever form it was written in; the built-in clingo-wasm still works.
 */

import * as vscode from 'vscode';
import { escapeControlCharacters } from '../core/escapeControlCharacters';
import type { ClingoRunner } from '../solvers/clingo/clingoRunner';
import { createClingoSolver } from '../solvers/clingo/clingoSolver';
import { createWasmRunner } from '../solvers/clingo/wasmRunner';
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

/**
 * The built-in clingo-wasm runner, one per extension host: its worker thread is shared by every
 * solve (and stopped when idle, and on deactivation).
 */
export function createSharedWasmRunner(context: vscode.ExtensionContext, log: vscode.LogOutputChannel): ClingoRunner {
  const runner = createWasmRunner({ workerScript: vscode.Uri.joinPath(context.extensionUri, 'dist', 'clingoWasmWorker.mjs').fsPath, log: clingoLog(log) });
  context.subscriptions.push({ dispose: () => runner.dispose() });
  return runner;
}

/**
 * A clingo solver configured from `lightsOut.clingoPath`, `lightsOut.clingoTimeoutSeconds` and the
 * workspace trust. Its check of clingo's answer runs on `internalSolver` (the worker-backed internal
 * engine), so nothing solves on the extension host's thread.
 */
export function clingoEngine(context: vscode.ExtensionContext, log: vscode.LogOutputChannel, wasmRunner: ClingoRunner, internalSolver: Solver): Solver {
  const settings = vscode.workspace.getConfiguration(SETTINGS_SECTION);
  const trusted = vscode.workspace.isTrusted;
  const timeout = settings.get<number>('clingoTimeoutSeconds');
  return createClingoSolver({
    runner: 'auto',
    trusted,
    clingoPath: trusted ? (settings.get<string>('clingoPath') ?? '') : userClingoPath(settings),
    ...(typeof timeout === 'number' && timeout > 0 ? { timeoutSeconds: timeout } : {}),
    log: clingoLog(log),
    wasmRunner,
    internalSolver,
    wasmWorkerScript: vscode.Uri.joinPath(context.extensionUri, 'dist', 'clingoWasmWorker.mjs').fsPath,
    encodingPath: vscode.Uri.joinPath(context.extensionUri, 'asp', 'lightsout.lp').fsPath,
  });
}
