/**
 * Every command of the extension, registered once by {@link registerCommands}. The grid actions'
 * commands come from {@link GRID_ACTIONS}: each asks the active grid's webview, which owns the play
 * state, to run the action as its button does, and says so when no grid is active. Solve also
 * works on a `.lights` document open as text, and two commands switch a document between the grid
 * and the text editor.
 */

import * as vscode from 'vscode';
import { GRID_VIEW_TYPE, type LightsEditorProvider } from '../gridEditor/lightsEditorProvider';
import type { FileWriter } from '../host/workspaceFileWriter';
import { gridCommandActions, type GridCommandAction } from '../protocol/gridActions';
import type { Solver } from '../solvers/types';
import { analyzeBoardShapeCommand } from './analyzeBoardShapeCommand';
import type { BuiltInPuzzles } from './builtInPuzzles';
import { exportPictureCommand } from './exportPictureCommand';
import { importSettingsCommand } from './importSettingsCommand';
import { newPuzzleCommand } from './newPuzzleCommand';
import { openExampleCommand } from './openExampleCommand';
import { playLevelsCommand } from './playLevelsCommand';
import { copyPuzzleIdCommand, copyPuzzleLinkCommand, openPuzzleFromIdCommand } from './puzzleIdCommands';

/** What commands may use. */
export interface CommandContext {
  readonly provider: LightsEditorProvider;
  readonly log: vscode.LogOutputChannel;
  /** The extension's folder: dist/ holds the worker scripts and the webview bundles. */
  readonly extensionUri: vscode.Uri;
  /** The internal engine in its worker thread, shared by the whole extension. */
  readonly internalSolver: Solver;
  /** The levels and examples that come with the extension, opened read-only, and the player's progress. */
  readonly builtInPuzzles: BuiltInPuzzles;
  /** Writes a file whole (src/host/workspaceFileWriter.ts): every file a command makes goes through it. */
  readonly writeFile: FileWriter;
}

/** A command of the extension: its id (as package.json declares it) and what it does. */
export interface LightsCommand {
  readonly id: string;
  run(context: CommandContext, ...args: unknown[]): unknown;
}

/** `argument` when a menu passed a document's uri, else `fallback`. */
function targetUri(argument: unknown, fallback: vscode.Uri | undefined): vscode.Uri | undefined {
  return argument instanceof vscode.Uri ? argument : fallback;
}

/** The active `.lights` text editor's document, if any. */
function activeLightsText(): vscode.Uri | undefined {
  const document = vscode.window.activeTextEditor?.document;
  return document?.languageId === 'lights' ? document.uri : undefined;
}

/**
 * Solve: the puzzle of the active grid, or of the active `.lights` text editor (or the document a
 * menu passed) by opening or revealing its grid beside with the solution, or else of the grid that
 * was active last (a walkthrough's Solve button runs while the walkthrough has the focus).
 */
async function solve({ provider }: CommandContext, argument?: unknown): Promise<void> {
  const uri = targetUri(argument, undefined);
  if (!uri && provider.sendToActive({ type: 'command', command: 'solve' }, false)) return;
  const resource = uri ?? activeLightsText();
  if (!resource) {
    if (!uri && provider.sendToActive({ type: 'command', command: 'solve' })) return;
    void vscode.window.showInformationMessage(vscode.l10n.t('Open a .lights puzzle to solve it.'));
    return;
  }
  provider.sendToDocument(resource, { type: 'command', command: 'solve' });
  await vscode.commands.executeCommand('vscode.openWith', resource, GRID_VIEW_TYPE, vscode.ViewColumn.Beside);
}

/** The command of grid action `action`. */
export function gridActionCommand(action: GridCommandAction): LightsCommand {
  if (action.name === 'solve') return { id: action.command.id, run: solve };
  return {
    id: action.command.id,
    run({ provider }) {
      if (!provider.sendToActive({ type: 'command', command: action.name }))
        void vscode.window.showInformationMessage(vscode.l10n.t('Open a .lights file in the Lights Out grid first.'));
    },
  };
}

/** lightsOut.openAsText: the active grid's document (or the one a menu passed) in the text editor. */
const openAsTextCommand: LightsCommand = {
  id: 'lightsOut.openAsText',
  async run({ provider }, argument?: unknown) {
    const uri = targetUri(argument, provider.activeDocument?.uri);
    if (uri) await vscode.commands.executeCommand('vscode.openWith', uri, 'default');
  },
};

/** lightsOut.openAsGrid: the active `.lights` text editor's document (or the one a menu passed) in the grid. */
const openAsGridCommand: LightsCommand = {
  id: 'lightsOut.openAsGrid',
  async run(_context, argument?: unknown) {
    const uri = targetUri(argument, activeLightsText());
    if (uri) await vscode.commands.executeCommand('vscode.openWith', uri, GRID_VIEW_TYPE);
    else void vscode.window.showInformationMessage(vscode.l10n.t('Open a .lights file first.'));
  },
};

/** Every command of the extension: the grid actions' first, then the others. */
export function allCommands(): LightsCommand[] {
  return [
    ...gridCommandActions().map(gridActionCommand),
    newPuzzleCommand,
    openExampleCommand,
    playLevelsCommand,
    analyzeBoardShapeCommand,
    openAsTextCommand,
    openAsGridCommand,
    importSettingsCommand,
    exportPictureCommand,
    copyPuzzleIdCommand,
    copyPuzzleLinkCommand,
    openPuzzleFromIdCommand,
  ];
}

/** Registers every command, run with `commandContext`; the registrations go to `extensionContext.subscriptions`. */
export function registerCommands(extensionContext: vscode.ExtensionContext, commandContext: CommandContext): void {
  for (const command of allCommands())
    extensionContext.subscriptions.push(vscode.commands.registerCommand(command.id, (...args: unknown[]) => command.run(commandContext, ...args)));
}
