/**
 * Command-line flags shared by the commands: the board shape flags, and reading the puzzle a
 * command is given, from a .lights file or from a puzzle ID (`--id`). Pure except
 * {@link readPuzzleFile} and {@link readPuzzleInput}, which read the file they are given.
 */

import { decodeTextFile } from '../core/format/decodeTextFile';
import { escapeControlCharacters } from '../core/escapeControlCharacters';
import { formatDiagnostic } from '../core/format/formatLocate';
import { parseLights } from '../core/format/formatRead';
import type { LightsDocument } from '../core/format/formatDocument';
import { MAX_CELLS, MAX_COLUMNS, MAX_ROWS, MAX_STATES, MAX_TEXT_LENGTH, MIN_STATES } from '../domain/limits';
import { checkShape, type BoardShape, type Puzzle } from '../core/puzzle';
import { readSharedPuzzle } from '../core/puzzleId/puzzleLink';
import {
  type Neighbourhood,
  NEIGHBOURHOOD_NAMES,
  neighbourhoodKey,
  type NeighbourhoodName,
  neighbourhoodProblem,
  TOPOLOGIES,
  type Topology,
} from '../domain/topology';
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
  neighbourhood: { type: 'string' },
} as const;

/**
 * Parses `--neighbourhood`: a name (cross, x, moore, knight) or a JSON list of [row, column]
 * offsets such as `[[-1,0],[1,0],[0,-1],[0,1]]`. A list that changes the same offsets as a name
 * becomes that name, and `cross` (the classic rule) becomes undefined, so such a board stays a
 * version 1 board. Throws a usage error saying what is wrong (bad JSON, a bad name, an offset
 * out of range or repeated).
 */
export function neighbourhoodFlag(value: string | undefined): Neighbourhood | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  let parsed: unknown = text;
  if (text.startsWith('[')) {
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw usageError(`--neighbourhood is not a valid JSON list of [row, column] offsets: ${(error as Error).message}`);
    }
  }
  const problem = neighbourhoodProblem(parsed);
  if (problem) throw usageError(problem.startsWith('neighbourhood ') ? `--${problem}` : `--neighbourhood: ${problem}`);
  const neighbourhood = parsed as Neighbourhood;
  const key = neighbourhoodKey(neighbourhood);
  if (key === 'cross') return undefined;
  return NEIGHBOURHOOD_NAMES.includes(key as NeighbourhoodName) ? (key as NeighbourhoodName) : neighbourhood;
}

/** Parses a decimal integer flag value in [min, max], or throws a usage error naming the flag. */
export function integerFlag(name: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[+-]?\d+$/.test(value.trim())) throw usageError(`--${name} must be an integer, got "${value}"`);
  const number = Number(value);
  if (number < min || number > max) throw usageError(`--${name} must be in ${min}..${max}, got ${value}`);
  return number;
}

/** The shape flags' values as parseArgs gives them. */
export interface ShapeFlagValues {
  rows?: string;
  columns?: string;
  states?: string;
  objective?: string;
  topology?: string;
  neighbourhood?: string;
}

/**
 * The board shape from --rows, --columns, --states, --objective, --topology and --neighbourhood
 * (see {@link neighbourhoodFlag}; a hex board takes none). Rows and columns are required unless
 * `size` gives them (a flag still wins over `size`).
 */
export function shapeFromFlags(values: ShapeFlagValues, size?: { readonly rows: number; readonly columns: number }): BoardShape {
  const rows = integerFlag('rows', values.rows, 1, MAX_ROWS) ?? size?.rows;
  const columns = integerFlag('columns', values.columns, 1, MAX_COLUMNS) ?? size?.columns;
  if (rows === undefined || columns === undefined) throw usageError('--rows and --columns are required when no FILE is given');
  if (rows * columns > MAX_CELLS) throw usageError(`a ${rows}x${columns} board has ${rows * columns} cells; the limit is ${MAX_CELLS}`);
  const states = integerFlag('states', values.states, MIN_STATES, MAX_STATES) ?? 2;
  const objective = integerFlag('objective', values.objective, 0, states - 1) ?? 0;
  const topology = (values.topology ?? 'plain') as Topology;
  if (!TOPOLOGIES.includes(topology)) throw usageError(`--topology must be one of ${TOPOLOGIES.join(', ')}, got "${values.topology}"`);
  const neighbourhood = neighbourhoodFlag(values.neighbourhood);
  if (values.neighbourhood !== undefined && topology === 'hex')
    throw usageError('--neighbourhood does not apply to --topology hex: a hex board has its own six neighbours');
  const shape: BoardShape = { rows, columns, states, objective, topology, ...(neighbourhood !== undefined ? { neighbourhood } : {}) };
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

/**
 * parseArgs declaration of `--id ID` (a puzzle ID or a link to a puzzle). Declared as a list so
 * that a second `--id` is refused by {@link puzzleSources} instead of silently replacing the first.
 */
export const ID_OPTION = { id: { type: 'string', multiple: true } } as const;

/** What names a board given by `--id` where a file's name stands: in messages and in solve's report. */
export const PUZZLE_ID_LABEL = 'puzzle ID';

/** Where a command's puzzle comes from: a .lights file, or the text given to `--id` (an ID or a link). */
export type PuzzleSource = { readonly file: string } | { readonly id: string };

/** A puzzle a command was given, with the label that names it in messages (not escaped). */
export interface PuzzleInput {
  /** The file's name as given, or {@link PUZZLE_ID_LABEL}. */
  readonly label: string;
  readonly puzzle: Puzzle;
  readonly title?: string;
}

/**
 * The puzzles a command line names: each FILE, or the one `--id`; none when neither is given.
 * Throws a usage error for a FILE and `--id` together, and for `--id` given more than once.
 */
export function puzzleSources(files: readonly string[], ids: readonly string[] | undefined): PuzzleSource[] {
  if (ids === undefined || ids.length === 0) return files.map((file) => ({ file }));
  if (files.length > 0) throw usageError('give a FILE or --id ID, not both');
  if (ids.length > 1) throw usageError('--id takes one puzzle ID: give it once');
  return [{ id: ids[0] }];
}

/**
 * Reads the puzzle of `source`: a .lights file as {@link readPuzzleFile} does, or a puzzle ID or
 * link with its title. A bad ID or link throws the reader's PuzzleIdError, one sentence naming
 * the problem (the command line ends with exit 2).
 */
export function readPuzzleInput(source: PuzzleSource, out: CommandOutput): PuzzleInput {
  if ('file' in source) {
    const { puzzle, title } = readPuzzleFile(source.file, out);
    return { label: source.file, puzzle, ...(title !== undefined ? { title } : {}) };
  }
  return { label: PUZZLE_ID_LABEL, ...readSharedPuzzle(source.id) };
}
