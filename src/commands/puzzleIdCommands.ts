/**
 * Sharing a puzzle in one line: Copy Puzzle ID (the puzzle alone) and Copy Puzzle Link (the
 * puzzle and its title) of the active grid or `.lights` text editor, Open Puzzle from ID or Link... (an input box that checks what is pasted
 * as it is typed), and the URI handler that opens a puzzle link
 * (`vscode://lights-out.lights-out/open?id=...`). Both ways of opening end in
 * {@link openSharedPuzzle}: a new untitled document that opens in the grid, ready to play, and is
 * saved nowhere until the user saves it. A shared puzzle is only data: opening one runs nothing,
 * changes no setting and writes no file. No Node module is used, so the web extension runs this too.
 */

import * as vscode from 'vscode';
import { parsedAtVersion } from '../core/format/parseCache';
import { printLights } from '../core/format/formatWrite';
import { PuzzleError } from '../core/puzzle';
import { decodePuzzleId, encodePuzzleId, PuzzleIdError, puzzleIdHead, type SharedPuzzle } from '../core/puzzleId/puzzleId';
import { PUZZLE_LINK_START, puzzleIdOfInput, puzzleLink } from '../core/puzzleId/puzzleLink';
import { groupedInteger } from '../domain/l10n';
import { MAX_EDITOR_CELLS } from '../protocol/protocol';
import { openPuzzleDocument } from './newPuzzleCommand';
import { uriBaseName } from './puzzleFileName';
import type { CommandContext, LightsCommand } from './registerCommands';

/** How long Open Puzzle from ID or Link waits for the clipboard (a browser may ask the user first) before it opens the box empty. */
export const CLIPBOARD_WAIT_MS = 500;

/** What the grid editor cannot show, said with the way to solve it anyway. */
function tooLargeForGrid(rows: number, columns: number): string {
  return vscode.l10n.t(
    'The {0}x{1} puzzle is too large for the grid (at most {2} cells): solve it on the command line with lights-out solve --id followed by its ID.',
    rows,
    columns,
    groupedInteger(MAX_EDITOR_CELLS),
  );
}

/**
 * The puzzle of ID `id` when the grid can show it. Throws a {@link PuzzleIdError} with the
 * sentence to show otherwise: the reader's, or {@link tooLargeForGrid}, which is checked on the
 * ID's head first (once the checksum holds), so that a short ID of a huge board is never decoded on the extension host.
 */
export function openableSharedPuzzle(id: string): SharedPuzzle {
  const { rows, columns } = puzzleIdHead(id);
  if (rows * columns > MAX_EDITOR_CELLS) throw new PuzzleIdError(tooLargeForGrid(rows, columns));
  return decodePuzzleId(id);
}

/** The input box's check of what is typed: nothing for an empty box or a puzzle that opens, else the sentence that says why not. */
export function puzzleInputProblem(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  try {
    openableSharedPuzzle(puzzleIdOfInput(text));
    return undefined;
  } catch (error) {
    if (error instanceof PuzzleIdError) return error.message;
    throw error;
  }
}

/**
 * Opens `shared` (a puzzle the grid can show: see {@link openableSharedPuzzle}) as a new untitled
 * `.lights` document named after its title ("Shared puzzle" when it has none) in the grid, in
 * Play; its URI, or undefined when it could not be opened (the user is told).
 */
async function openSharedPuzzle({ provider, log }: Pick<CommandContext, 'provider' | 'log'>, shared: SharedPuzzle): Promise<vscode.Uri | undefined> {
  const { puzzle, title } = shared;
  const text = printLights({ puzzle, version: 1, ...(title !== undefined ? { title } : {}), extra: {} });
  const name = title ?? vscode.l10n.t('Shared puzzle');
  try {
    const uri = await openPuzzleDocument(name, text, (created) => provider.setOpenIn(created, 'play'));
    log.info(`open shared puzzle: ${puzzle.rows}x${puzzle.columns} as ${uri.toString()}`);
    return uri;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.error(`open shared puzzle: could not open the document: ${message}`);
    void vscode.window.showErrorMessage(vscode.l10n.t('Could not open the shared puzzle "{0}": {1}', name, message));
    return undefined;
  }
}

/** The document to share: the one a menu passed, else the active grid's, else the active `.lights` text editor's. */
async function documentToShare(provider: CommandContext['provider'], argument: unknown): Promise<vscode.TextDocument | undefined> {
  if (argument instanceof vscode.Uri) {
    const key = argument.toString();
    return vscode.workspace.textDocuments.find((document) => document.uri.toString() === key) ?? (await vscode.workspace.openTextDocument(argument));
  }
  if (provider.activeDocument) return provider.activeDocument;
  const text = vscode.window.activeTextEditor?.document;
  return text?.languageId === 'lights' ? text : undefined;
}

/** What a copy command copies: the puzzle's ID, or its link. */
type Copied = 'id' | 'link';

/** Copies the ID or the link of the document to share (see {@link documentToShare}) to the clipboard; never edits a document. */
async function copyShared({ provider, log }: CommandContext, copied: Copied, argument: unknown): Promise<void> {
  const document = await documentToShare(provider, argument);
  if (!document) {
    void vscode.window.showInformationMessage(
      copied === 'id' ? vscode.l10n.t('Open a .lights puzzle to copy its ID.') : vscode.l10n.t('Open a .lights puzzle to copy its link.'),
    );
    return;
  }
  const parsed = parsedAtVersion(document, document.version, () => document.getText());
  if (!parsed.ok) {
    void vscode.window.showErrorMessage(vscode.l10n.t('The puzzle cannot be shared until its errors are fixed: {0}', parsed.errors[0].message));
    return;
  }
  const { puzzle, title } = parsed.document;
  // A bare ID is the puzzle alone, as short as it can be; a link also carries the title, so the
  // puzzle opens under its name.
  const carried = copied === 'link' ? title : undefined;
  let id: string;
  try {
    id = encodePuzzleId({ puzzle, ...(carried !== undefined ? { title: carried } : {}) });
  } catch (error) {
    if (!(error instanceof PuzzleIdError || error instanceof PuzzleError)) throw error;
    void vscode.window.showErrorMessage(error.message);
    return;
  }
  const text = copied === 'id' ? id : puzzleLink(id);
  await vscode.env.clipboard.writeText(text);
  log.info(`copy puzzle ${copied}: ${document.uri.toString()} (${text.length} characters)`);
  const name = title ?? uriBaseName(document.uri);
  void vscode.window.showInformationMessage(
    copied === 'id'
      ? vscode.l10n.t('Copied the puzzle ID of "{0}" ({1} characters).', name, groupedInteger(text.length))
      : vscode.l10n.t('Copied the link to "{0}": it opens the puzzle in VS Code with Lights Out.', name),
  );
}

/** lightsOut.copyPuzzleId */
export const copyPuzzleIdCommand: LightsCommand = {
  id: 'lightsOut.copyPuzzleId',
  run: (context, argument?: unknown) => copyShared(context, 'id', argument),
};

/** lightsOut.copyPuzzleLink: the link is always a `vscode://` one (the contract), whatever build runs. */
export const copyPuzzleLinkCommand: LightsCommand = {
  id: 'lightsOut.copyPuzzleLink',
  run: (context, argument?: unknown) => copyShared(context, 'link', argument),
};

/** The clipboard's text when it already reads as a puzzle that opens, else ""; "" too when the clipboard does not answer within {@link CLIPBOARD_WAIT_MS}. */
async function puzzleOnClipboard(): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<string>((resolve) => (timer = setTimeout(() => resolve(''), CLIPBOARD_WAIT_MS)));
  try {
    const text = await Promise.race([Promise.resolve(vscode.env.clipboard.readText()).catch(() => ''), late]);
    return text.trim() !== '' && puzzleInputProblem(text) === undefined ? text.trim() : '';
  } finally {
    clearTimeout(timer);
  }
}

/** lightsOut.openPuzzleFromId */
export const openPuzzleFromIdCommand: LightsCommand = {
  id: 'lightsOut.openPuzzleFromId',
  async run(context) {
    const text = await vscode.window.showInputBox({
      title: vscode.l10n.t('Open Puzzle from ID or Link'),
      prompt: vscode.l10n.t('Paste a puzzle ID or a puzzle link: the puzzle opens as a new document, ready to play.'),
      placeHolder: vscode.l10n.t('A puzzle ID such as {0}, or a link that starts with {1}', '5x5k2.1.Awy.Hf_X', PUZZLE_LINK_START),
      value: await puzzleOnClipboard(),
      ignoreFocusOut: true,
      validateInput: puzzleInputProblem,
    });
    if (text === undefined || text.trim() === '') return;
    await openPuzzleText(context, text);
  },
};

/** Opens the puzzle an ID or a link holds, or shows the sentence that says why it cannot. */
async function openPuzzleText(context: CommandContext, text: string): Promise<void> {
  let shared: SharedPuzzle;
  try {
    shared = openableSharedPuzzle(puzzleIdOfInput(text));
  } catch (error) {
    if (!(error instanceof PuzzleIdError)) throw error;
    context.log.info(`open shared puzzle: refused: ${error.message}`);
    void vscode.window.showErrorMessage(error.message);
    return;
  }
  await openSharedPuzzle(context, shared);
}

/**
 * Handles a puzzle link VS Code hands to the extension (`<scheme>://lights-out.lights-out/open?id=<ID>`):
 * opens its puzzle as Open Puzzle from ID or Link does; another path, a missing ID or a bad one
 * shows the reader's sentence.
 */
export function handlePuzzleUri(context: CommandContext, uri: vscode.Uri): Promise<void> {
  // Written back as text, the link is read by the same reader as a pasted one, with the same sentences.
  return openPuzzleText(context, `${uri.scheme}://${uri.authority}${uri.path}${uri.query !== '' ? `?${uri.query}` : ''}`);
}

/** Registers the handler of puzzle links (one per extension); the registration goes to `extensionContext.subscriptions`. */
export function registerPuzzleUriHandler(extensionContext: vscode.ExtensionContext, commandContext: CommandContext): void {
  extensionContext.subscriptions.push(vscode.window.registerUriHandler({ handleUri: (uri) => handlePuzzleUri(commandContext, uri) }));
}
