/**
 * Importing the Rust solver's `settings.toml` (rows, columns, states, objective, solver,
 * clingo_path) as `lightsOut.*` settings. Pure: text in, a list of setting updates (or errors
 * with line and column) out; the command reads the file (after {@link settingsFileProblem})
 * and writes them.
 */

import { parse, TomlError } from 'smol-toml';
import { decodeTextFile } from '../core/format/decodeTextFile';
import { MAX_COLUMNS, MAX_ROWS, MAX_STATES, MIN_STATES } from '../domain/limits';
import * as l10n from '../domain/l10n';

/** One setting to write. `userOnly` settings go to user settings only, never to a workspace. */
export interface SettingUpdate {
  /** The key below `lightsOut.`, e.g. `defaults.rows`. */
  readonly key: string;
  readonly value: string | number;
  readonly userOnly: boolean;
}

/** What a settings.toml file translates to. */
export interface RustSolverSettingsImport {
  readonly updates: readonly SettingUpdate[];
  /** Problems, each naming the key (and line:column for TOML syntax errors). */
  readonly errors: readonly string[];
  /** Keys of the file this extension has no equivalent for. */
  readonly ignored: readonly string[];
}

const INTEGER_KEYS: Record<string, { key: string; min: number; max: number }> = {
  rows: { key: 'defaults.rows', min: 1, max: MAX_ROWS },
  columns: { key: 'defaults.columns', min: 1, max: MAX_COLUMNS },
  states: { key: 'defaults.states', min: MIN_STATES, max: MAX_STATES },
  objective: { key: 'defaults.objective', min: 0, max: MAX_STATES - 1 },
};

/** The largest settings.toml read, in bytes: the Rust solver's file is six short lines. */
export const MAX_RUST_SOLVER_SETTINGS_BYTES = 1_000_000;

/** What a path names, as far as reading it goes (from vscode.FileStat's type). */
export type SettingsFileKind = 'file' | 'directory' | 'other';

/**
 * Why a settings.toml of this kind and size is refused before it is read (a folder, a device,
 * FIFO or socket, more than {@link MAX_RUST_SOLVER_SETTINGS_BYTES} bytes); undefined when it can be read.
 */
export function settingsFileProblem(kind: SettingsFileKind, size: number): string | undefined {
  if (kind === 'directory') return l10n.t('it is a folder, not a file');
  if (kind === 'other') return l10n.t('it is not a regular file (a device, a FIFO or a socket)');
  if (size > MAX_RUST_SOLVER_SETTINGS_BYTES)
    return l10n.t('the file has {0} bytes; a settings.toml is read up to {1} bytes', size, MAX_RUST_SOLVER_SETTINGS_BYTES);
  return undefined;
}

/**
 * Translates the bytes of a Rust solver's `settings.toml`: refused when over {@link MAX_RUST_SOLVER_SETTINGS_BYTES}
 * (the file may have grown since it was checked) or not UTF-8 (a UTF-16 file is told to be saved
 * as UTF-8, with line and column), else {@link importRustSolverSettings} of its text.
 */
export function importRustSolverSettingsFile(bytes: Uint8Array): RustSolverSettingsImport {
  const sizeProblem = settingsFileProblem('file', bytes.length);
  if (sizeProblem !== undefined) return { updates: [], errors: [sizeProblem], ignored: [] };
  const decoded = decodeTextFile(bytes);
  if (!decoded.ok) {
    const { line, column, message } = decoded.problem;
    return { updates: [], errors: [l10n.t('line {0}, column {1}: {2}', line + 1, column + 1, message)], ignored: [] };
  }
  return importRustSolverSettings(decoded.text);
}

/** Translates the text of a Rust solver's `settings.toml` into `lightsOut.*` setting updates. */
export function importRustSolverSettings(text: string): RustSolverSettingsImport {
  let table: Record<string, unknown>;
  try {
    table = parse(text);
  } catch (error) {
    if (error instanceof TomlError)
      return { updates: [], errors: [l10n.t('line {0}, column {1}: {2}', error.line, error.column, error.message.split('\n')[0])], ignored: [] };
    return { updates: [], errors: [String(error)], ignored: [] };
  }
  const updates: SettingUpdate[] = [];
  const errors: string[] = [];
  const ignored: string[] = [];
  for (const [name, value] of Object.entries(table)) {
    const integer = INTEGER_KEYS[name];
    if (integer) {
      const number = typeof value === 'bigint' ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isInteger(number) || number < integer.min || number > integer.max) {
        errors.push(l10n.t('"{0}" must be an integer in {1}..{2}, got {3}', name, integer.min, integer.max, JSON.stringify(String(value))));
      } else {
        updates.push({ key: integer.key, value: number, userOnly: false });
      }
    } else if (name === 'solver') {
      if (value === 'internal' || value === 'clingo') updates.push({ key: 'solver', value, userOnly: false });
      else errors.push(l10n.t('"solver" must be "internal" or "clingo", got {0}', JSON.stringify(String(value))));
    } else if (name === 'clingo_path') {
      if (typeof value === 'string') updates.push({ key: 'clingoPath', value, userOnly: true });
      else errors.push(l10n.t('"clingo_path" must be a string'));
    } else {
      ignored.push(name);
    }
  }
  const states = updates.find((update) => update.key === 'defaults.states')?.value;
  const objective = updates.find((update) => update.key === 'defaults.objective')?.value;
  if (typeof states === 'number' && typeof objective === 'number' && objective >= states) {
    errors.push(l10n.t('"objective" is {0} but "states" = {1} allows 0..{2}', objective, states, states - 1));
    return { updates: updates.filter((update) => update.key !== 'defaults.objective'), errors, ignored };
  }
  return { updates, errors, ignored };
}
