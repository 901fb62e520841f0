/**
 * The shape of a command: its id (as in package.json contributes.commands) and what it does.
 */

import type * as vscode from 'vscode';
import type { LightsEditorProvider } from '../gridEditor/lightsEditorProvider';
import type { Solver } from '../solvers/types';

/** What commands may use. */
export interface CommandContext {
  readonly provider: LightsEditorProvider;
  readonly log: vscode.LogOutputChannel;
  /** The extension's folder: dist/ holds the worker scripts and the webview bundles. */
  readonly extensionUri: vscode.Uri;
  /** The internal engine in its worker thread, shared by the whole extension. */
  readonly internalSolver: Solver;
}

/** A command of the extension. */
export interface LightsCommand {
  readonly id: string;
  run(context: CommandContext, ...args: unknown[]): unknown;
}
