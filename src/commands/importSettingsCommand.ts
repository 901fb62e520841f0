/**
 * lightsOut.importSettings: reads the Rust solver's settings.toml and writes the equivalent
 * `lightsOut.*` user settings (clingo_path only ever into user settings), then says what it set.
 * Only a regular file of a bounded size is read (checked with a stat first); what it quotes from
 * the file (keys, values, its name) is logged with control characters escaped.
 */

import * as vscode from 'vscode';
import { escapeControlCharacters } from '../core/escapeControlCharacters';
import { importRustSolverSettingsFile, settingsFileProblem, type SettingsFileKind } from './rustSolverSettings';
import { SETTINGS_SECTION } from '../host/lightsSettings';
import type { LightsCommand } from './registerCommands';

/** lightsOut.importSettings */
export const importSettingsCommand: LightsCommand = {
  id: 'lightsOut.importSettings',
  async run({ log }, argument?: unknown) {
    const uri =
      argument instanceof vscode.Uri
        ? argument
        : (
            await vscode.window.showOpenDialog({
              canSelectMany: false,
              filters: { [vscode.l10n.t('Seed settings')]: ['toml'] },
              openLabel: vscode.l10n.t('Import settings.toml'),
            })
          )?.[0];
    if (!uri) return;
    const name = escapeControlCharacters(vscode.workspace.asRelativePath(uri));
    let bytes: Uint8Array;
    try {
      const stat = await vscode.workspace.fs.stat(uri);
      const problem = settingsFileProblem(fileKind(stat.type), stat.size);
      if (problem !== undefined) {
        log.warn(`import ${name}: ${problem}`);
        void vscode.window.showErrorMessage(vscode.l10n.t('Cannot import {0}: {1}.', name, problem));
        return;
      }
      bytes = await vscode.workspace.fs.readFile(uri);
    } catch (error) {
      const message = escapeControlCharacters(error instanceof Error ? error.message : String(error));
      log.warn(`import ${name}: cannot read: ${message}`);
      void vscode.window.showErrorMessage(vscode.l10n.t('Cannot read {0}: {1}', name, message));
      return;
    }
    const imported = importRustSolverSettingsFile(bytes);
    const errors = imported.errors.map((error) => escapeControlCharacters(error));
    const ignored = imported.ignored.map((key) => escapeControlCharacters(key));
    if (errors.length > 0) {
      log.warn(`import ${name}: ${errors.join('; ')}`);
    }
    const configuration = vscode.workspace.getConfiguration(SETTINGS_SECTION);
    const set: string[] = [];
    for (const update of imported.updates) {
      await configuration.update(update.key, update.value, vscode.ConfigurationTarget.Global);
      set.push(escapeControlCharacters(`${SETTINGS_SECTION}.${update.key} = ${JSON.stringify(update.value)}`));
    }
    log.info(`import ${name}: set ${set.join(', ') || 'nothing'}${ignored.length ? `; ignored ${ignored.join(', ')}` : ''}`);
    const parts = [set.length > 0 ? vscode.l10n.t('Set in user settings: {0}.', set.join(', ')) : vscode.l10n.t('Nothing was set.')];
    if (ignored.length > 0) parts.push(vscode.l10n.t('Ignored: {0}.', ignored.join(', ')));
    if (errors.length > 0) {
      void vscode.window.showWarningMessage(`${vscode.l10n.t('{0}: {1}.', name, errors.join('; '))} ${parts.join(' ')}`);
    } else {
      void vscode.window.showInformationMessage(`${vscode.l10n.t('Imported {0}.', name)} ${parts.join(' ')}`);
    }
  },
};

/** A FileStat type (a bit set: a symbolic link to a file is File | SymbolicLink) as what matters for reading. */
function fileKind(type: vscode.FileType): SettingsFileKind {
  if (type & vscode.FileType.File) return 'file';
  if (type & vscode.FileType.Directory) return 'directory';
  return 'other';
}
