/**
 * lightsOut.playLevels: the level picker. Every built-in level is listed ("Level 7: Sixteen
 * Switches") with its stars and the player's best against the fewest moves, the first unsolved
 * one chosen at first; the one picked opens in the grid, read-only and in Play (see
 * {@link BuiltInPuzzles}). Any level can be played again.
 */

import * as vscode from 'vscode';
import { escapeControlCharacters } from '../core/escapeControlCharacters';
import type { Level } from '../levels/levelList';
import { levelPicker, type LevelPicker, type LevelPickItem } from '../levels/levelPicker';
import { boardWords } from './exampleList';
import type { LightsCommand } from './registerCommands';

/** A Quick Pick item that carries its level. */
type LevelItem = vscode.QuickPickItem & Pick<LevelPickItem, 'level'>;

/** lightsOut.playLevels */
export const playLevelsCommand: LightsCommand = {
  id: 'lightsOut.playLevels',
  async run({ builtInPuzzles, log }) {
    let levels: readonly Level[];
    try {
      levels = (await builtInPuzzles.levels()).levels;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error(escapeControlCharacters(`play levels: could not read the levels: ${message}`));
      void vscode.window.showErrorMessage(vscode.l10n.t('Could not read the levels: {0}', message));
      return;
    }
    if (levels.length === 0) {
      void vscode.window.showInformationMessage(vscode.l10n.t('No levels came with this installation of the extension.'));
      return;
    }
    const level = await pickLevel(levelPicker(levels, builtInPuzzles.bests(), (each) => boardWords(each.puzzle)));
    if (!level) return;
    try {
      await builtInPuzzles.openLevel(level);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error(escapeControlCharacters(`play levels: could not open level ${level.number}: ${message}`));
      void vscode.window.showErrorMessage(vscode.l10n.t('Could not open level {0}: {1}', level.number, message));
    }
  },
};

/** Shows the picker with its first unsolved level active; the level picked, or undefined when it is dismissed. */
function pickLevel(picker: LevelPicker): Promise<Level | undefined> {
  const quickPick = vscode.window.createQuickPick<LevelItem>();
  quickPick.title = vscode.l10n.t('Play Levels');
  quickPick.placeholder = picker.placeholder;
  quickPick.matchOnDescription = true;
  quickPick.matchOnDetail = true;
  const items: LevelItem[] = picker.items.map(({ level, label, description, detail }) => ({ level, label, description, detail }));
  quickPick.items = items;
  quickPick.activeItems = [items[picker.activeIndex]];
  return new Promise<Level | undefined>((resolve) => {
    let picked: Level | undefined;
    quickPick.onDidAccept(() => {
      picked = quickPick.selectedItems[0]?.level ?? quickPick.activeItems[0]?.level;
      quickPick.hide();
    });
    quickPick.onDidHide(() => {
      quickPick.dispose();
      resolve(picked);
    });
    quickPick.show();
  });
}
