/**
 * lightsOut.newPuzzle: one multi-step input (title, size, states, objective, topology, start;
 * defaults from the `lightsOut.defaults.*` settings), then the starting board (a progress
 * notification while it is generated) in a new untitled document named after the title, opened
 * in the grid: in Setup for an empty board (every cell at the objective), to draw on; in Play for a
 * random one.
 *
 * The document is `untitled:<folder>/<title>.lights`: an untitled document with an associated file
 * path. VS Code shows the path's base name on the tab ("Lights Out 5x5.lights") and derives the
 * language from it; Save writes the file to that path without asking (Save As asks, proposing the
 * name). So the folder is one the user works in: the first workspace folder on disk, else the
 * home folder, and the name is one no open editor and no file there has yet ("Lights Out 5x5
 * 2.lights"). In VS Code for the Web there is no disk and no home folder: the folder is the first
 * workspace folder (whatever its scheme), else none, and the document is a plain untitled one
 * named after the title (Save asks where). Escape at any step, a cancelled generation or a failed
 * one opens nothing. No Node module is used, so the web extension runs this too.
 */

import * as vscode from 'vscode';
import { escapeControlCharacters } from '../core/escapeControlCharacters';
import type { BoardWork } from '../gridEditor/boardWork';
import { generationProgressMessage, generationTitle } from '../gridEditor/generationProgress';
import { GRID_VIEW_TYPE } from '../gridEditor/lightsEditorProvider';
import { difficultyLabel } from '../domain/vocabularyWords';
import { defaultShape } from '../host/lightsSettings';
import { GenerationError } from '../analysis/generatePuzzle';
import { SolveCancelledError } from '../solvers/types';
import type { Solver } from '../solvers/types';
import type { LightsCommand } from './registerCommands';
import { newPuzzleText, startingBoard, type StartingBoard } from './newPuzzleBoard';
import { EDITOR_LIMITS, formShape, NEW_PUZZLE_STEPS, sizeText, startForm, type FormAnswers } from './newPuzzleForm';
import { uniqueFileName, uriBaseName } from './puzzleFileName';
import { runQuickInputForm } from './quickInputForm';

/** The title of every step of the form, in VS Code's display language (l10n/bundle.l10n.*.json). */
function newPuzzleTitle(): string {
  return vscode.l10n.t('New Lights Out Puzzle');
}

/** How the board starts, in words for the user's language ("random solvable", "easy", ...). */
function startWords(start: FormAnswers['start']): string {
  switch (start) {
    case 'random':
      return vscode.l10n.t('random solvable');
    case 'easy':
    case 'medium':
    case 'hard':
      return difficultyLabel(start);
    case 'solved':
      // Never shown: a solved start is not generated.
      return start;
    default: {
      const unknown: never = start;
      throw new Error(`unknown start ${String(unknown)}`);
    }
  }
}

/** The language id of `.lights` documents (package.json contributes.languages). */
const LIGHTS_LANGUAGE = 'lights';

/** lightsOut.newPuzzle */
export const newPuzzleCommand: LightsCommand = {
  id: 'lightsOut.newPuzzle',
  async run({ log, internalSolver, provider }) {
    const answers = await runQuickInputForm(newPuzzleTitle(), startForm(NEW_PUZZLE_STEPS, defaultShape(), EDITOR_LIMITS));
    if (!answers) return;
    const board = await makeBoard(answers, { solver: internalSolver, generate: provider.boardWork.generate }, log);
    if (!board) return;
    try {
      const openIn = answers.start === 'solved' ? 'setup' : 'play';
      const uri = await openPuzzleDocument(answers.title, newPuzzleText(answers.title, board), (created) => provider.setOpenIn(created, openIn));
      log.info(`new puzzle: ${sizeText(answers)} ${answers.start}${board.minMoves !== undefined ? `, ${board.minMoves} moves` : ''} as ${uri.toString()}`);
      if (board.minMovesProblem !== undefined) log.info(`new puzzle: fewest moves not recorded: ${board.minMovesProblem}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error(escapeControlCharacters(`new puzzle: could not open the document: ${message}`));
      void vscode.window.showErrorMessage(vscode.l10n.t('Could not open the new puzzle "{0}": {1}', answers.title, message));
    }
  },
};

/** The starting board, generated under a cancellable progress notification; undefined when cancelled or failed (the user is told). */
async function makeBoard(
  answers: FormAnswers,
  { solver, generate }: { solver: Solver; generate: BoardWork['generate'] },
  log: vscode.LogOutputChannel,
): Promise<StartingBoard | undefined> {
  const shape = formShape(answers);
  const { start } = answers;
  const size = sizeText(answers);
  if (start === 'solved') return startingBoard(shape, start, 0, solver);
  // English for the log, the user's language for what the user reads.
  const kind = start === 'random' ? 'random solvable' : start;
  const shownKind = startWords(start);
  try {
    const board = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: generationTitle(shape, start === 'random' ? undefined : start), cancellable: true },
      async (progress, token) => {
        const controller = new AbortController();
        const subscription = token.onCancellationRequested(() => controller.abort());
        try {
          // Cancel ends the board worker (or the solver's) at once: nothing is generated on this thread.
          return await startingBoard(shape, start, `${Date.now()}-${Math.random()}`, solver, {
            signal: controller.signal,
            generate,
            onProgress: (step) => progress.report({ message: generationProgressMessage(step) }),
          });
        } finally {
          subscription.dispose();
        }
      },
    );
    if (board.clamped && board.minMoves !== undefined) {
      void vscode.window.showInformationMessage(
        board.difficulty !== undefined
          ? vscode.l10n.t(
              'No {0} puzzle of the {1} board was within reach; the new puzzle is the closest found: {2} moves, {3} on this board.',
              shownKind,
              size,
              board.minMoves,
              startWords(board.difficulty),
            )
          : vscode.l10n.t('No {0} puzzle of the {1} board was within reach; the new puzzle is the closest found: {2} moves.', shownKind, size, board.minMoves),
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
        ? vscode.l10n.t('Cannot generate the {0} puzzle on a {1} board: {2}.', shownKind, size, message)
        : vscode.l10n.t('Generating the {0} {1} puzzle failed: {2}', shownKind, size, message),
    );
    return undefined;
  }
}

/**
 * Opens `text` as a new untitled `.lights` document named after `title` (see the module comment)
 * in the grid, calling `beforeGrid` with the document's URI just before the grid opens; its URI.
 * Throws when VS Code refuses to create or fill the document.
 */
export async function openPuzzleDocument(title: string, text: string, beforeGrid?: (uri: vscode.Uri) => void): Promise<vscode.Uri> {
  const folder = puzzleFolder();
  const name = uniqueFileName(title, await takenNames(folder));
  const uri = folder ? vscode.Uri.joinPath(folder, name).with({ scheme: 'untitled' }) : vscode.Uri.from({ scheme: 'untitled', path: name });
  const opened = await vscode.workspace.openTextDocument(uri);
  const edit = new vscode.WorkspaceEdit();
  edit.replace(opened.uri, opened.validateRange(new vscode.Range(0, 0, opened.lineCount, 0)), text);
  if (!(await vscode.workspace.applyEdit(edit))) throw new Error(vscode.l10n.t('VS Code refused to write into {0}', uriBaseName(uri)));
  const document = opened.languageId === LIGHTS_LANGUAGE ? opened : await vscode.languages.setTextDocumentLanguage(opened, LIGHTS_LANGUAGE);
  beforeGrid?.(document.uri);
  await vscode.commands.executeCommand('vscode.openWith', document.uri, GRID_VIEW_TYPE);
  return document.uri;
}

/**
 * Where Save puts a new puzzle: the first workspace folder on disk, else the home folder; on the
 * web (no Node), the first workspace folder, else none.
 */
function puzzleFolder(): vscode.Uri | undefined {
  const folders = vscode.workspace.workspaceFolders ?? [];
  const home = homeFolder();
  if (home === undefined) return folders[0]?.uri;
  return folders.find((folder) => folder.uri.scheme === 'file')?.uri ?? vscode.Uri.file(home);
}

/** The user's home folder when a Node extension host runs this, else undefined (VS Code for the Web). */
function homeFolder(): string | undefined {
  // Reached at run time, not imported: the web bundle must hold no Node module.
  const scope = globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } };
  const os = scope.process?.getBuiltinModule?.('node:os') as { homedir(): string } | undefined;
  return os?.homedir();
}

/** The names a new puzzle must not take: those of open documents and tabs (whatever their folder) and of the files in `folder`. */
async function takenNames(folder: vscode.Uri | undefined): Promise<string[]> {
  const names = vscode.workspace.textDocuments.map((document) => uriBaseName(document.uri));
  for (const group of vscode.window.tabGroups.all) {
    for (const tab of group.tabs) {
      if (tab.input instanceof vscode.TabInputText || tab.input instanceof vscode.TabInputCustom) names.push(uriBaseName(tab.input.uri));
    }
  }
  if (folder === undefined) return names;
  try {
    for (const [name] of await vscode.workspace.fs.readDirectory(folder)) names.push(name);
  } catch {
    // An unreadable folder: opening the document fails if the file exists after all, and says so.
  }
  return names;
}
