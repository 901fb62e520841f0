/**
 * Command-line flags shared by the commands: the board shape flags and reading a puzzle from a
 * .lights file. Pure except {@link readPuzzleFile}, which reads the file it is given.
 */

import { decodeTextFile } from '../core/decodeTextFile';
import { escapeControlCharacters } from '../core/escapeControlCharacters';
import { formatDiagnostic, parseLights, type LightsDocument } from '../core/format';
import { MAX_CELLS, MAX_COLUMNS, MAX_ROWS, MAX_TEXT_LENGTH } from '../core/limits';
import { checkShape, MAX_STATES, MIN_STATES, TOPOLOGIES, type BoardShape, type Topology } from '../core/puzzle';
import { usageError } from './cliError';
import type { CommandOutput } from './output';
import { readInputFile } from './readInputFile';

/** parseArgs option declarations for the board shape flags. */
export const SHAPE_OPTIONS = {
  rows: { type: 'string' },
  columns: { type: 'string' },
  states: { type: 'string' },
  objective: { type: 'string' },
  topology: { type: 'string' },
} as const;

/** Parses a decimal integer flag value in [min, max], or throws a usage error naming the flag. */
export function integerFlag(name: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[+-]?\d+$/.test(value.trim())) throw usageError(`--${name} must be an integer, got "${value}"`);
  const number = Number(value);
  if (number < min || number > max) throw usageError(`--${name} must be in ${min}..${max}, got ${value}`);
  return number;
}

/** The longest time a flag such as --timeout or --min-timeout can give: a day, in seconds. */
export const MAX_FLAG_SECONDS = 86400;

/**
 * Parses a decimal number of seconds in [0, {@link MAX_FLAG_SECONDS}] (above 0 unless `allowZero`)
 * given to `--name`, or throws a usage error naming the flag and the range.
 */
export function secondsFlag(name: string, value: string, allowZero: boolean): number {
  const seconds = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value.trim()) || !(allowZero ? seconds >= 0 : seconds > 0) || seconds > MAX_FLAG_SECONDS)
    throw usageError(`--${name} must be a number of seconds in ${allowZero ? '[0' : '(0'}, ${MAX_FLAG_SECONDS}], got "${value}"`);
  return seconds;
}

/** The board shape from --rows, --columns, --states, --objective and --topology (rows and columns required). */
export function shapeFromFlags(values: { rows?: string; columns?: string; states?: string; objective?: string; topology?: string }): BoardShape {
  const rows = integerFlag('rows', values.rows, 1, MAX_ROWS);
  const columns = integerFlag('columns', values.columns, 1, MAX_COLUMNS);
  if (rows === undefined || columns === undefined) throw usageError('--rows and --columns are required when no FILE is given');
  if (rows * columns > MAX_CELLS) throw usageError(`a ${rows}x${columns} board has ${rows * columns} cells; the limit is ${MAX_CELLS}`);
  const states = integerFlag('states', values.states, MIN_STATES, MAX_STATES) ?? 2;
  const objective = integerFlag('objective', values.objective, 0, states - 1) ?? 0;
  const topology = (values.topology ?? 'plain') as Topology;
  if (!TOPOLOGIES.includes(topology)) throw usageError(`--topology must be one of ${TOPOLOGIES.join(', ')}, got "${values.topology}"`);
  const shape = { rows, columns, states, objective, topology };
  checkShape(shape);
  return shape;
}

/**
 * Reads and parses a .lights file: only a regular file of at most {@link MAX_TEXT_LENGTH} bytes
 * (see readInputFile), as UTF-8 (a UTF-16 file is told so, with file:line:column); any problem
 * is a usage error with file:line:column, and warnings (such as unknown keys) go to stderr. The
 * file name and the messages are printed with control characters escaped, one line each.
 */
export function readPuzzleFile(file: string, out: CommandOutput): LightsDocument {
  const name = escapeControlCharacters(file);
  // A UTF-8 file of n bytes has at most n characters, so the byte bound keeps the text limit.
  const decoded = decodeTextFile(readInputFile(file, MAX_TEXT_LENGTH));
  if (!decoded.ok) {
    const { message, line, column } = decoded.problem;
    throw usageError(formatDiagnostic(name, { severity: 'error', message, line, column, endLine: line, endColumn: column }));
  }
  const parsed = parseLights(decoded.text);
  if (!parsed.ok) throw usageError(parsed.errors.map((d) => escapeControlCharacters(formatDiagnostic(name, d))).join('\n'));
  for (const warning of parsed.warnings) out.stderr(escapeControlCharacters(formatDiagnostic(name, warning)));
  return parsed.document;
}
