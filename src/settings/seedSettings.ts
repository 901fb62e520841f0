/**
 * Importing the seed Rust solver's `settings.toml` (rows, columns, states, objective, solver,
 * clingo_path) as `lightsOut.*` settings. Pure: text in, a list of setting updates (or errors
 * with line and column) out; the command writes them.
 */

import { parse, TomlError } from 'smol-toml';
import { MAX_COLUMNS, MAX_ROWS } from '../core/limits';
import { MAX_STATES, MIN_STATES } from '../core/puzzle';

/** One setting to write. `userOnly` settings go to user settings only, never to a workspace. */
export interface SettingUpdate {
  /** The key below `lightsOut.`, e.g. `defaults.rows`. */
  readonly key: string;
  readonly value: string | number;
  readonly userOnly: boolean;
}

/** What a settings.toml file translates to. */
export interface SeedSettingsImport {
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

/** Translates the text of a seed `settings.toml` into `lightsOut.*` setting updates. */
export function importSeedSettings(text: string): SeedSettingsImport {
  let table: Record<string, unknown>;
  try {
    table = parse(text);
  } catch (error) {
    if (error instanceof TomlError) return { updates: [], errors: [`line ${error.line}, column ${error.column}: ${error.message.split('\n')[0]}`], ignored: [] };
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
        errors.push(`"${name}" must be an integer in ${integer.min}..${integer.max}, got ${JSON.stringify(String(value))}`);
      } else {
        updates.push({ key: integer.key, value: number, userOnly: false });
      }
    } else if (name === 'solver') {
      if (value === 'internal' || value === 'clingo') updates.push({ key: 'solver', value, userOnly: false });
      else errors.push(`"solver" must be "internal" or "clingo", got ${JSON.stringify(String(value))}`);
    } else if (name === 'clingo_path') {
      if (typeof value === 'string') updates.push({ key: 'clingoPath', value, userOnly: true });
      else errors.push('"clingo_path" must be a string');
    } else {
      ignored.push(name);
    }
  }
  const states = updates.find((update) => update.key === 'defaults.states')?.value;
  const objective = updates.find((update) => update.key === 'defaults.objective')?.value;
  if (typeof states === 'number' && typeof objective === 'number' && objective >= states) {
    errors.push(`"objective" is ${objective} but "states" = ${states} allows 0..${states - 1}`);
    return { updates: updates.filter((update) => update.key !== 'defaults.objective'), errors, ignored };
  }
  return { updates, errors, ignored };
}
