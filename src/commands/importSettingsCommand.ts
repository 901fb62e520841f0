/**
 * lightsOut.importSettings: reads the seed Rust solver's settings.toml and writes the equivalent
 * `lightsOut.*` user settings (clingo_path only ever into user settings), then says what it set.
 */

import * as vscode from 'vscode';
import { importSeedSettings } from '../settings/seedSettings';
import { SETTINGS_SECTION } from '../settings/lightsSettings';
import type { LightsCommand } from './lightsCommand';

/** lightsOut.importSettings */
export const importSettingsCommand: LightsCommand = {
  id: 'lightsOut.importSettings',
  async run({ log }, argument?: unknown) {
    const uri =
      argument instanceof vscode.Uri
        ? argument
        : (await vscode.window.showOpenDialog({ canSelectMany: false, filters: { 'Seed settings': ['toml'] }, openLabel: 'Import settings.toml' }))?.[0];
    if (!uri) return;
    const text = new TextDecoder('utf-8').decode(await vscode.workspace.fs.readFile(uri));
    const imported = importSeedSettings(text);
    const name = vscode.workspace.asRelativePath(uri);
    if (imported.errors.length > 0) {
      log.warn(`import ${name}: ${imported.errors.join('; ')}`);
    }
    const configuration = vscode.workspace.getConfiguration(SETTINGS_SECTION);
    const set: string[] = [];
    for (const update of imported.updates) {
      await configuration.update(update.key, update.value, vscode.ConfigurationTarget.Global);
      set.push(`${SETTINGS_SECTION}.${update.key} = ${JSON.stringify(update.value)}`);
    }
    log.info(`import ${name}: set ${set.join(', ') || 'nothing'}${imported.ignored.length ? `; ignored ${imported.ignored.join(', ')}` : ''}`);
    const parts = [set.length > 0 ? `Set in user settings: ${set.join(', ')}.` : 'Nothing was set.'];
    if (imported.ignored.length > 0) parts.push(`Ignored: ${imported.ignored.join(', ')}.`);
    if (imported.errors.length > 0) {
      void vscode.window.showWarningMessage(`${name}: ${imported.errors.join('; ')}. ${parts.join(' ')}`);
    } else {
      void vscode.window.showInformationMessage(`Imported ${name}. ${parts.join(' ')}`);
    }
  },
};
