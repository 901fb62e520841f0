/**
 * lightsOut.openExample: a Quick Pick of the puzzles bundled in the extension's examples/ folder
 * (named and described by {@link exampleEntries}); the one picked opens in the grid as a read-only
 * puzzle in Play, as the levels do: it never asks to be saved, and Save As makes a copy
 * the user can change. The folder is read through vscode.workspace.fs, so the web extension runs
 * this too.
 */

import * as vscode from 'vscode';
import { decodeTextFile } from '../core/format/decodeTextFile';
import { escapeControlCharacters } from '../core/escapeControlCharacters';
import { exampleEntries, isExampleFileName, type ExampleEntry } from './exampleList';
import type { LightsCommand } from './registerCommands';

/** A Quick Pick item that carries its example. */
interface ExampleItem extends vscode.QuickPickItem {
  readonly entry: ExampleEntry;
}

/** lightsOut.openExample */
export const openExampleCommand: LightsCommand = {
  id: 'lightsOut.openExample',
  async run({ extensionUri, log, builtInPuzzles }) {
    let entries: ExampleEntry[];
    try {
      entries = await readExamples(vscode.Uri.joinPath(extensionUri, 'examples'));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error(escapeControlCharacters(`open example: could not read the examples folder: ${message}`));
      void vscode.window.showErrorMessage(vscode.l10n.t('Could not read the example puzzles: {0}', message));
      return;
    }
    if (entries.length === 0) {
      void vscode.window.showInformationMessage(vscode.l10n.t('No example puzzles came with this installation of the extension.'));
      return;
    }
    const items: ExampleItem[] = entries.map((entry) => ({ label: entry.label, description: entry.fileName, detail: entry.detail, entry }));
    const picked = await vscode.window.showQuickPick(items, {
      title: vscode.l10n.t('Open Example Puzzle'),
      placeHolder: vscode.l10n.t('Choose a puzzle to play: it opens read-only, and Save As makes a copy you can change'),
      matchOnDescription: true,
      matchOnDetail: true,
      // Run from the walkthrough, the Welcome page marks its step done as the list opens and takes the focus back.
      ignoreFocusOut: true,
    });
    if (!picked) return;
    try {
      const uri = await builtInPuzzles.openExample(picked.entry.fileName);
      log.info(`open example: ${picked.entry.fileName} as ${uri.toString()}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error(escapeControlCharacters(`open example: could not open ${picked.entry.fileName}: ${message}`));
      void vscode.window.showErrorMessage(vscode.l10n.t('Could not open the example "{0}": {1}', picked.entry.label, message));
    }
  },
};

/** The examples in `folder`, ordered by label; a file that is not UTF-8 text is left out (it could not open as a puzzle). */
async function readExamples(folder: vscode.Uri): Promise<ExampleEntry[]> {
  const names = (await vscode.workspace.fs.readDirectory(folder))
    .filter(([name, type]) => type === vscode.FileType.File && isExampleFileName(name))
    .map(([name]) => name);
  const files = await Promise.all(
    names.map(async (name): Promise<[string, string] | null> => {
      const decoded = decodeTextFile(await vscode.workspace.fs.readFile(vscode.Uri.joinPath(folder, name)));
      return decoded.ok ? [name, decoded.text] : null;
    }),
  );
  return exampleEntries(files.filter((file) => file !== null));
}
