/**
 * lightsOut.newPuzzle: one multi-step input (title, size, states, objective, topology, start;
 * defaults from the `lightsOut.defaults.*` settings, see newPuzzleForm.ts), then the starting
 * board (newPuzzleBoard.ts; a progress notification while it is generated) in a new untitled
 * document named after the title, opened in the grid.
 *
 * The document is `untitled:<folder>/<title>.lights`: an untitled document with an associated file
 * path. VS Code shows the path's base name on the tab ("Lights Out 5x5.lights") and derives the
 * language from it; Save writes the file to that path without asking (Save As asks, proposing the
 * name). So the folder is one the user works in: the first workspace folder on disk, else the
 * home folder, and the name is one no open editor and no file there has yet ("Lights Out 5x5
 * 2.lights"). Escape at any step, a cancelled generation or a failed one opens nothing.
 */

import * as os from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { escapeControlCharacters } from '../core/escapeControlCharacters';
import { GRID_VIEW_TYPE } from '../editor/lightsEditorProvider';
import { defaultShape } from '../settings/lightsSettings';
import { GenerationError } from '../analysis/generatePuzzle';
import { SolveCancelledError } from '../solvers/types';
import type { Solver } from '../solvers/types';
import type { LightsCommand } from './lightsCommand';
import { newPuzzleText, startingBoard, type StartingBoard } from './newPuzzleBoard';
import { EDITOR_LIMITS, formShape, NEW_PUZZLE_STEPS, sizeText, startForm, type FormAnswers } from './newPuzzleForm';
import { uniqueFileName } from './puzzleFileName';
import { runQuickInputForm } from './quickInputForm';

/** The title of every step of the form. */
export const NEW_PUZZLE_TITLE = 'New Lights Out Puzzle';

/** The language id of `.lights` documents (package.json contributes.languages). */
const LIGHTS_LANGUAGE = 'lights';

/** lightsOut.newPuzzle */
export const newPuzzleCommand: LightsCommand = {
  id: 'lightsOut.newPuzzle',
  async run({ log, internalSolver }) {
    const answers = await runQuickInputForm(NEW_PUZZLE_TITLE, startForm(NEW_PUZZLE_STEPS, defaultShape(), EDITOR_LIMITS));
    if (!answers) return;
    const board = await makeBoard(answers, internalSolver, log);
    if (!board) return;
    try {
      const uri = await openPuzzleDocument(answers.title, newPuzzleText(answers.title, board));
      log.info(`new puzzle: ${sizeText(answers)} ${answers.start}${board.minMoves !== undefined ? `, ${board.minMoves} moves` : ''} as ${uri.toString()}`);
      if (board.minMovesProblem !== undefined) log.info(`new puzzle: fewest moves not recorded: ${board.minMovesProblem}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error(escapeControlCharacters(`new puzzle: could not open the document: ${message}`));
      void vscode.window.showErrorMessage(`Could not open the new puzzle "${answers.title}": ${message}`);
    }
  },
};

/** The starting board, generated under a cancellable progress notification; undefined when cancelled or failed (the user is told). */
async function makeBoard(answers: FormAnswers, solver: Solver, log: vscode.LogOutputChannel): Promise<StartingBoard | undefined> {
  const shape = formShape(answers);
  const { start } = answers;
  const size = sizeText(answers);
  if (start === 'solved') return startingBoard(shape, start, 0, solver);
  const kind = start === 'random' ? 'random solvable' : start;
  try {
    const board = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: `Generating a ${kind} ${size} puzzle`, cancellable: true },
      async (_progress, token) => {
        const controller = new AbortController();
        const subscription = token.onCancellationRequested(() => controller.abort());
        try {
          // Lets the notification appear before in-process generation holds the thread.
          await new Promise((resolve) => setTimeout(resolve, 0));
          return await startingBoard(shape, start, `${Date.now()}-${Math.random()}`, solver, controller.signal);
        } finally {
          subscription.dispose();
        }
      },
    );
    if (board.clamped && board.minMoves !== undefined) {
      const level = board.difficulty !== undefined ? `, ${board.difficulty} on this board` : '';
      void vscode.window.showInformationMessage(
        `No ${start} puzzle of the ${size} board was within reach; the new puzzle is the closest found: ${board.minMoves} moves${level}.`,
      );
    }
    return board;
  } catch (error) {
    if (error instanceof SolveCancelledError) {
      log.info(`new puzzle: generating a ${kind} ${size} puzzle was cancelled`);
      return undefined;
    }
    const message = error instanceof Error ? error.message : String(error);
    log.error(`new puzzle: generating a ${kind} ${size} puzzle failed: ${message}`);
    void vscode.window.showErrorMessage(
      error instanceof GenerationError
        ? `Cannot generate a ${kind} puzzle on a ${size} board: ${message}.`
        : `Generating the ${kind} ${size} puzzle failed: ${message}`,
    );
    return undefined;
  }
}

/**
 * Opens `text` as a new untitled `.lights` document named after `title` (see the module comment)
 * in the grid; its URI.
 */
async function openPuzzleDocument(title: string, text: string): Promise<vscode.Uri> {
  const folder = puzzleFolder();
  const uri = vscode.Uri.joinPath(folder, uniqueFileName(title, await takenNames(folder))).with({ scheme: 'untitled' });
  const opened = await vscode.workspace.openTextDocument(uri);
  const edit = new vscode.WorkspaceEdit();
  edit.replace(opened.uri, opened.validateRange(new vscode.Range(0, 0, opened.lineCount, 0)), text);
  if (!(await vscode.workspace.applyEdit(edit))) throw new Error(`VS Code refused to write into ${path.posix.basename(uri.path)}`);
  const document = opened.languageId === LIGHTS_LANGUAGE ? opened : await vscode.languages.setTextDocumentLanguage(opened, LIGHTS_LANGUAGE);
  await vscode.commands.executeCommand('vscode.openWith', document.uri, GRID_VIEW_TYPE);
  return document.uri;
}

/** Where Save puts a new puzzle: the first workspace folder on disk, else the home folder. */
function puzzleFolder(): vscode.Uri {
  return vscode.workspace.workspaceFolders?.find((folder) => folder.uri.scheme === 'file')?.uri ?? vscode.Uri.file(os.homedir());
}

/** The names a new puzzle must not take: those of open documents and tabs (whatever their folder) and of the files in `folder`. */
async function takenNames(folder: vscode.Uri): Promise<string[]> {
  const names = vscode.workspace.textDocuments.map((document) => path.posix.basename(document.uri.path));
  for (const group of vscode.window.tabGroups.all) {
    for (const tab of group.tabs) {
      if (tab.input instanceof vscode.TabInputText || tab.input instanceof vscode.TabInputCustom) names.push(path.posix.basename(tab.input.uri.path));
    }
  }
  try {
    for (const [name] of await vscode.workspace.fs.readDirectory(folder)) names.push(name);
  } catch {
    // An unreadable folder: opening the document fails if the file exists after all, and says so.
  }
  return names;
}
