/**
 * The `.lights` file format: a small TOML document describing one puzzle (see
 * docs/lights-format.md for the full specification). {@link parseLights} reads a file into a
 * {@link LightsDocument} and reports every problem it finds with a precise position;
 * {@link printLights} writes the canonical text of a document. Minimal text edits of an existing
 * file live in formatEdits.ts. Pure: no I/O, no vscode.
 */

import { parse, stringify, TomlError } from 'smol-toml';
import { checkShape, MAX_STATES, MIN_STATES, PuzzleError, TOPOLOGIES, type Puzzle } from './puzzle';
import { MAX_CELLS, MAX_COLUMNS, MAX_REPORTED_DIAGNOSTICS, MAX_ROWS, MAX_TEXT_LENGTH, MAX_TITLE_LENGTH } from './limits';
import { locateString, scanLayout, type StringLocation, type TomlLayout } from './formatLayout';

const SPACE = 0x20;
const TAB = 0x09;
const CARRIAGE_RETURN = 0x0d;
const LINE_FEED = 0x0a;
const DIGIT_ZERO = 0x30;

/** The version of the format this code reads and writes. */
export const FORMAT_VERSION = 1;

import { DIFFICULTIES, type Difficulty } from '../shared/puzzleVocabulary';

export { DIFFICULTIES, type Difficulty };

/** The keys the format defines, in canonical order. Any other top-level key is kept in `extra`. */
export const KNOWN_KEYS: readonly string[] = ['version', 'title', 'rows', 'columns', 'states', 'objective', 'topology', 'difficulty', 'minMoves', 'grid'];

/** The contents of a `.lights` file. */
export interface LightsDocument {
  /** The board: shape and cell states. */
  readonly puzzle: Puzzle;
  /** The format version the file declares ({@link FORMAT_VERSION} when it declares none). */
  readonly version: number;
  /** A human title, at most {@link MAX_TITLE_LENGTH} characters; absent when the file has none. */
  readonly title?: string;
  /** The generator's difficulty rating; absent when the file has none. */
  readonly difficulty?: Difficulty;
  /** The generator's minimum number of presses, a non-negative integer; absent when the file has none. */
  readonly minMoves?: number;
  /**
   * Unknown top-level keys and tables, with their values as smol-toml parsed them (tables as
   * plain objects). Kept so that no data is lost; printed after the known keys.
   */
  readonly extra: Readonly<Record<string, unknown>>;
}

/**
 * A problem found in a `.lights` file. Positions are 0-based lines and columns (UTF-16 code
 * units) as an editor shows them: a byte order mark at the start is not counted. The end is
 * exclusive. Lines end at `\n`; a `\r` before it is never inside a range.
 */
export interface FormatDiagnostic {
  /** An error makes the parse fail; a warning (an unknown key) does not. */
  readonly severity: 'error' | 'warning';
  /** What is wrong, for a person: names the key, row or cell and what was expected. */
  readonly message: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

/** Where one row of the grid lies in the text; offsets. */
export interface GridRowLocation {
  /** The first character of the row's line. */
  readonly lineStart: number;
  /** The row's first cell. */
  readonly contentStart: number;
  /** Just past the row's last cell. */
  readonly contentEnd: number;
  /** The end of the line's content: the `\n` or `\r\n` that ends it, or the end of the grid string. */
  readonly lineEnd: number;
}

/** Where the parts of a `.lights` file lie in its text, for minimal edits. */
export interface LightsLayout {
  /** Positions of the top-level keys. */
  readonly toml: TomlLayout;
  /** True when the value of every known key the file has was located (edits can then be minimal). */
  readonly keysLocated: boolean;
  /** The grid string's content, and each row's position when the content is verbatim text. */
  readonly grid: {
    readonly string: StringLocation;
    /** One entry per grid row, or null when the string has escapes and offsets cannot be mapped. */
    readonly rows: readonly GridRowLocation[] | null;
  } | null;
}

/** A successful parse: the document, any warnings, and the layout used for minimal edits. */
export interface ParsedLights {
  readonly ok: true;
  readonly document: LightsDocument;
  readonly warnings: readonly FormatDiagnostic[];
  readonly layout: LightsLayout;
}

/** A failed parse: every error found (at least one) and any warnings. */
export interface FailedLights {
  readonly ok: false;
  readonly errors: readonly FormatDiagnostic[];
  readonly warnings: readonly FormatDiagnostic[];
}

/** The outcome of {@link parseLights}. */
export type ParseResult = ParsedLights | FailedLights;

/**
 * Reads a `.lights` file. Never throws: every problem (bad TOML, missing, mistyped or
 * out-of-range keys, grid rows and cells that do not fit the shape, sizes over the limits of
 * limits.ts) becomes a diagnostic pointing at the offending text. Unknown keys are kept in
 * `extra` and reported as warnings. Reports every problem it can find, up to
 * {@link MAX_REPORTED_DIAGNOSTICS} per severity. Accepts `\n` and `\r\n` line ends and a byte
 * order mark.
 */
export function parseLights(text: string): ParseResult {
  const sink = new DiagnosticSink();
  if (text.length > MAX_TEXT_LENGTH) {
    // Built by hand: resolving positions would read (and flatten) the whole text.
    const message = `the file is ${text.length} characters long, more than the limit of ${MAX_TEXT_LENGTH}`;
    return { ok: false, errors: [{ severity: 'error', message, line: 0, column: 0, endLine: 0, endColumn: 0 }], warnings: [] };
  }
  let table: Record<string, unknown>;
  try {
    table = parse(text);
  } catch (error) {
    return { ok: false, errors: [tomlErrorDiagnostic(text, error)], warnings: [] };
  }
  try {
    return readDocument(text, table, sink);
  } catch (error) {
    // A bug here must not take down an editor: report it like any other problem.
    sink.error(`internal error while reading the file: ${error instanceof Error ? error.message : String(error)}`, 0, 0);
    return { ok: false, errors: sink.errors(text), warnings: sink.warnings(text) };
  }
}

/**
 * The canonical text of a document: `version`, `title` (if any), `rows`, `columns`, `states`,
 * `objective`, `topology`, `difficulty` and `minMoves` (if any), then `grid` as a multi-line
 * string with one line per row and cells separated by one space (right-aligned to two
 * characters when states > 10), then the unknown keys of `extra` as smol-toml writes them. No
 * comments. `parseLights(printLights(d))` gives back `d`.
 * Throws a {@link PuzzleError} for a document that breaks the format's rules.
 */
export function printLights(document: LightsDocument): string {
  checkDocument(document);
  const { puzzle } = document;
  const lines = [`version = ${document.version}`];
  if (document.title !== undefined) lines.push(`title = ${tomlValue(document.title)}`);
  lines.push(`rows = ${puzzle.rows}`, `columns = ${puzzle.columns}`, `states = ${puzzle.states}`, `objective = ${puzzle.objective}`);
  lines.push(`topology = ${tomlValue(puzzle.topology)}`);
  if (document.difficulty !== undefined) lines.push(`difficulty = ${tomlValue(document.difficulty)}`);
  if (document.minMoves !== undefined) lines.push(`minMoves = ${document.minMoves}`);
  const head = `${lines.join('\n')}\ngrid = """\n${printGridRows(puzzle, '\n')}"""\n`;
  if (Object.keys(document.extra).length === 0) return head;
  const extra = stringify(document.extra).replace(/^\n+/, '');
  return head + (extra.startsWith('[') ? '\n' : '') + extra;
}

/** One diagnostic as a compiler-style line: `file:line:column: severity: message`, 1-based. */
export function formatDiagnostic(fileName: string, diagnostic: FormatDiagnostic): string {
  return `${fileName}:${diagnostic.line + 1}:${diagnostic.column + 1}: ${diagnostic.severity}: ${diagnostic.message}`;
}

/**
 * The grid rows of a puzzle as canonical text: each row's cells separated by one space, right-
 * aligned to two characters when states > 10, each row followed by `lineBreak`.
 */
export function printGridRows(puzzle: Pick<Puzzle, 'rows' | 'columns' | 'states' | 'grid'>, lineBreak: string): string {
  const width = cellWidth(puzzle.states);
  const rows: string[] = [];
  const codes = new Uint8Array(puzzle.columns * (width + 1));
  const decoder = new TextDecoder('latin1');
  for (let row = 0; row < puzzle.rows; row++) {
    let index = 0;
    for (let column = 0; column < puzzle.columns; column++) {
      const value = puzzle.grid[row * puzzle.columns + column];
      if (width === 2) codes[index++] = value >= 10 ? DIGIT_ZERO + Math.floor(value / 10) : SPACE;
      codes[index++] = DIGIT_ZERO + (value % 10);
      codes[index++] = SPACE;
    }
    rows.push(decoder.decode(codes.subarray(0, index - 1)));
  }
  return rows.length === 0 ? '' : rows.join(lineBreak) + lineBreak;
}

/** The canonical width of a cell: 2 characters when some state needs two digits, else 1. */
function cellWidth(states: number): number {
  return states > 10 ? 2 : 1;
}

/** A value as TOML text, the way smol-toml writes it (strings quoted and escaped). */
export function tomlValue(value: unknown): string {
  const line = stringify({ v: value });
  return line.slice('v = '.length).replace(/\n$/, '');
}

/** Throws a {@link PuzzleError} unless the document can be printed and read back unchanged. */
export function checkDocument(document: LightsDocument): void {
  const { puzzle } = document;
  checkShape(puzzle);
  if (puzzle.rows > MAX_ROWS || puzzle.columns > MAX_COLUMNS || puzzle.rows * puzzle.columns > MAX_CELLS) {
    throw new PuzzleError(`a ${puzzle.rows}x${puzzle.columns} board is over the limits of ${MAX_ROWS} rows, ${MAX_COLUMNS} columns and ${MAX_CELLS} cells`);
  }
  if (!(puzzle.grid instanceof Uint8Array) || puzzle.grid.length !== puzzle.rows * puzzle.columns) {
    throw new PuzzleError(`the grid of a ${puzzle.rows}x${puzzle.columns} board must be a Uint8Array of ${puzzle.rows * puzzle.columns} cells`);
  }
  const badCell = puzzle.grid.findIndex((value) => value >= puzzle.states);
  if (badCell >= 0) throw new PuzzleError(`cell ${cellName(Math.floor(badCell / puzzle.columns), badCell % puzzle.columns)} is ${puzzle.grid[badCell]}, expected 0..${puzzle.states - 1}`);
  if (document.version !== FORMAT_VERSION) throw new PuzzleError(`version must be ${FORMAT_VERSION}, got ${document.version}`);
  if (document.title !== undefined && (typeof document.title !== 'string' || codePointLength(document.title) > MAX_TITLE_LENGTH)) {
    throw new PuzzleError(`title must be a string of at most ${MAX_TITLE_LENGTH} characters`);
  }
  if (document.difficulty !== undefined && !DIFFICULTIES.includes(document.difficulty)) {
    throw new PuzzleError(`difficulty must be one of ${DIFFICULTIES.join(', ')}, got ${String(document.difficulty)}`);
  }
  if (document.minMoves !== undefined && (!Number.isSafeInteger(document.minMoves) || document.minMoves < 0)) {
    throw new PuzzleError(`minMoves must be a non-negative integer, got ${document.minMoves}`);
  }
  const clash = Object.keys(document.extra).find((key) => KNOWN_KEYS.includes(key));
  if (clash !== undefined) throw new PuzzleError(`extra must not hold the known key "${clash}"`);
}

/** A diagnostic whose position is still a pair of offsets into the text. */
interface PendingDiagnostic {
  readonly severity: 'error' | 'warning';
  readonly message: string;
  readonly start: number;
  readonly end: number;
}

/** Collects diagnostics by offset, keeps at most {@link MAX_REPORTED_DIAGNOSTICS} per severity. */
class DiagnosticSink {
  private readonly kept: PendingDiagnostic[] = [];
  private readonly omitted = { error: 0, warning: 0 };
  private readonly firstOmitted: { error?: PendingDiagnostic; warning?: PendingDiagnostic } = {};
  private readonly counts = { error: 0, warning: 0 };

  get errorCount(): number {
    return this.counts.error + this.omitted.error;
  }

  error(message: string, start: number, end: number): void {
    this.add({ severity: 'error', message, start, end });
  }

  warning(message: string, start: number, end: number): void {
    this.add({ severity: 'warning', message, start, end });
  }

  /** The errors, with positions, in file order, an omission summary last. */
  errors(text: string): FormatDiagnostic[] {
    return this.resolve(text, 'error');
  }

  /** The warnings, with positions, in file order, an omission summary last. */
  warnings(text: string): FormatDiagnostic[] {
    return this.resolve(text, 'warning');
  }

  private add(diagnostic: PendingDiagnostic): void {
    const severity = diagnostic.severity;
    if (this.counts[severity] < MAX_REPORTED_DIAGNOSTICS) {
      this.kept.push(diagnostic);
      this.counts[severity] += 1;
    } else {
      this.omitted[severity] += 1;
      this.firstOmitted[severity] ??= diagnostic;
    }
  }

  private resolve(text: string, severity: 'error' | 'warning'): FormatDiagnostic[] {
    const all = this.kept
      .filter((diagnostic) => diagnostic.severity === severity)
      .map((diagnostic, index) => ({ diagnostic, index }))
      .sort((a, b) => a.diagnostic.start - b.diagnostic.start || a.index - b.index)
      .map(({ diagnostic }) => diagnostic);
    const first = this.firstOmitted[severity];
    if (first !== undefined) {
      all.push({ ...first, message: `${plural(this.omitted[severity], `more ${severity}`)} not shown, the first here: ${first.message}` });
    }
    const positions = positionsOf(text, all.flatMap((diagnostic) => [diagnostic.start, diagnostic.end]));
    return all.map((diagnostic) => {
      const start = positions.get(clampOffset(text, diagnostic.start)) ?? { line: 0, character: 0 };
      let end = positions.get(clampOffset(text, Math.max(diagnostic.start, diagnostic.end))) ?? start;
      if (end.line < start.line || (end.line === start.line && end.character < start.character)) end = start;
      return { severity, message: diagnostic.message, line: start.line, column: start.character, endLine: end.line, endColumn: end.character };
    });
  }
}

/** Keeps an offset inside the text and off the line feed of a `\r\n` (so that it is a valid position). */
function clampOffset(text: string, offset: number): number {
  let clamped = Math.max(0, Math.min(text.length, Math.floor(offset)));
  if (clamped > 0 && text.charCodeAt(clamped) === LINE_FEED && text.charCodeAt(clamped - 1) === CARRIAGE_RETURN) clamped -= 1;
  return clamped;
}

/** Line and character of many offsets in one pass over the text; a leading byte order mark is not counted. */
function positionsOf(text: string, offsets: readonly number[]): Map<number, { line: number; character: number }> {
  const sorted = [...new Set(offsets.map((offset) => clampOffset(text, offset)))].sort((a, b) => a - b);
  const positions = new Map<number, { line: number; character: number }>();
  let line = 0;
  let lineStart = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (const offset of sorted) {
    for (let lineFeed = text.indexOf('\n', lineStart); lineFeed >= 0 && lineFeed < offset; lineFeed = text.indexOf('\n', lineStart)) {
      line += 1;
      lineStart = lineFeed + 1;
    }
    positions.set(offset, { line, character: Math.max(0, offset - lineStart) });
  }
  return positions;
}

function tomlErrorDiagnostic(text: string, error: unknown): FormatDiagnostic {
  const sink = new DiagnosticSink();
  if (error instanceof TomlError) {
    const reason = error.message.split('\n')[0].replace(/^Invalid TOML document: /, '');
    const offset = offsetOfLineColumn(text, error.line - 1, error.column - 1);
    sink.error(`invalid TOML: ${reason}`, offset, tokenEnd(text, offset));
  } else {
    sink.error(`the file could not be read as TOML: ${error instanceof Error ? error.message : String(error)}`, 0, 0);
  }
  return sink.errors(text)[0];
}

/**
 * Where the token at `offset` ends, for the range of a TOML error: after a run of word
 * characters (a key, number or date), else after the one character, but never past the line.
 */
function tokenEnd(text: string, offset: number): number {
  const word = /[A-Za-z0-9_\-+.:]/y;
  let end = offset;
  word.lastIndex = end;
  while (end - offset < 100 && word.test(text)) end = word.lastIndex;
  if (end > offset) return end;
  const code = text.charCodeAt(offset);
  return offset >= text.length || code === LINE_FEED || code === CARRIAGE_RETURN ? offset : offset + 1;
}

/** The offset of a 0-based line and column, counting lines like smol-toml (at `\n`), clamped into the line. */
function offsetOfLineColumn(text: string, line: number, column: number): number {
  let lineStart = 0;
  for (let current = 0; current < line; current++) {
    const lineFeed = text.indexOf('\n', lineStart);
    if (lineFeed < 0) break;
    lineStart = lineFeed + 1;
  }
  const lineFeed = text.indexOf('\n', lineStart);
  const lineEnd = lineFeed < 0 ? text.length : lineFeed;
  return Math.min(lineStart + Math.max(0, column), lineEnd);
}

/** Reading state shared by the checks of one file. */
interface Reader {
  readonly text: string;
  readonly table: Record<string, unknown>;
  readonly layout: TomlLayout;
  readonly sink: DiagnosticSink;
}

function readDocument(text: string, table: Record<string, unknown>, sink: DiagnosticSink): ParseResult {
  const layout = scanLayout(text);
  const reader: Reader = { text, table, layout, sink };

  const version = readInteger(reader, 'version', 1, Number.MAX_SAFE_INTEGER);
  if (version !== undefined && version !== FORMAT_VERSION) {
    const [start, end] = valueRange(reader, 'version');
    sink.error(`unsupported version ${version}: this extension reads version ${FORMAT_VERSION}`, start, end);
    return { ok: false, errors: sink.errors(text), warnings: sink.warnings(text) };
  }

  const rawTitle = readString(reader, 'title');
  const title = rawTitle === undefined ? undefined : wellFormed(rawTitle);
  if (title !== undefined && codePointLength(title) > MAX_TITLE_LENGTH) {
    const [start, end] = valueRange(reader, 'title');
    sink.error(`"title" is ${codePointLength(title)} characters long, more than the limit of ${MAX_TITLE_LENGTH}`, start, end);
  }
  const rows = readRequiredInteger(reader, 'rows', 1, MAX_ROWS);
  const columns = readRequiredInteger(reader, 'columns', 1, MAX_COLUMNS);
  if (rows !== undefined && columns !== undefined && rows * columns > MAX_CELLS) {
    const [start, end] = valueRange(reader, 'columns');
    sink.error(`a ${rows}x${columns} board has ${rows * columns} cells, more than the limit of ${MAX_CELLS}`, start, end);
  }
  const states = has(table, 'states') ? readInteger(reader, 'states', MIN_STATES, MAX_STATES) : 2;
  const objective = has(table, 'objective') ? readInteger(reader, 'objective', 0, (states ?? MAX_STATES) - 1, states === undefined ? '' : ` (states = ${states})`) : 0;
  const topology = readChoice(reader, 'topology', TOPOLOGIES) ?? (has(table, 'topology') ? undefined : 'plain');
  const difficulty = readChoice(reader, 'difficulty', DIFFICULTIES);
  const minMoves = readInteger(reader, 'minMoves', 0, Number.MAX_SAFE_INTEGER);
  const grid = readGrid(reader, rows, columns, states);

  const extraEntries: [string, unknown][] = [];
  for (const key of Object.keys(table)) {
    if (KNOWN_KEYS.includes(key)) continue;
    extraEntries.push([wellFormed(key), plainValue(table[key])]);
    const location = layout.keys.get(key);
    const [start, end] = location === undefined ? [0, 0] : [location.keyStart, location.keyEnd];
    sink.warning(`unknown key ${JSON.stringify(key)} is kept but not used`, start, end);
  }

  if (sink.errorCount > 0 || rows === undefined || columns === undefined || states === undefined || objective === undefined || topology === undefined || grid.cells === null) {
    if (sink.errorCount === 0) sink.error('the file could not be read', 0, 0);
    return { ok: false, errors: sink.errors(text), warnings: sink.warnings(text) };
  }
  const puzzle: Puzzle = { rows, columns, states, objective, topology, grid: grid.cells };
  const document: LightsDocument = {
    puzzle,
    version: version ?? FORMAT_VERSION,
    ...(title !== undefined ? { title } : {}),
    ...(difficulty !== undefined ? { difficulty } : {}),
    ...(minMoves !== undefined ? { minMoves } : {}),
    extra: Object.fromEntries(extraEntries),
  };
  const keysLocated = KNOWN_KEYS.every((key) => !has(table, key) || (layout.keys.get(key)?.valueStart ?? -1) >= 0);
  return { ok: true, document, warnings: sink.warnings(text), layout: { toml: layout, keysLocated, grid: grid.layout } };
}

function has(table: Record<string, unknown>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(table, key);
}

/** The offsets to point at for a key's value: the value, else the key, else the start of the file. */
function valueRange(reader: Reader, key: string): [number, number] {
  const location = reader.layout.keys.get(key);
  if (location === undefined) return [0, 0];
  return location.valueStart >= 0 ? [location.valueStart, location.valueEnd] : [location.keyStart, location.keyEnd];
}

/** The raw text of a key's value when the layout found it, else null. */
function rawValue(reader: Reader, key: string): string | null {
  const location = reader.layout.keys.get(key);
  return location === undefined || location.valueStart < 0 ? null : reader.text.slice(location.valueStart, location.valueEnd);
}

const TOML_INTEGER = /^[+-]?(?:0x[0-9A-Fa-f_]+|0o[0-7_]+|0b[01_]+|[0-9_]+)$/;

/** How a wrong value is shown in a message: its text in the file when short, else its kind. */
function describeValue(value: unknown, raw: string | null): string {
  if (Array.isArray(value)) return 'an array';
  if (value instanceof Date) return raw ?? `the date ${value.toISOString()}`;
  if (typeof value === 'object' && value !== null) return 'a table';
  if (raw !== null && raw.length <= 40 && !raw.includes('\n')) return raw;
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return String(value);
}

function reportMissing(reader: Reader, key: string): void {
  reader.sink.error(`missing required key "${key}"`, 0, 0);
}

function readRequiredInteger(reader: Reader, key: string, min: number, max: number): number | undefined {
  if (!has(reader.table, key)) {
    reportMissing(reader, key);
    return undefined;
  }
  return readInteger(reader, key, min, max);
}

/** An optional integer key: its value, or undefined when absent or wrong (wrong values are reported). */
function readInteger(reader: Reader, key: string, min: number, max: number, rangeNote = ''): number | undefined {
  if (!has(reader.table, key)) return undefined;
  const value = reader.table[key];
  const raw = rawValue(reader, key);
  const [start, end] = valueRange(reader, key);
  if (typeof value !== 'number' || !Number.isInteger(value) || (raw !== null && !TOML_INTEGER.test(raw))) {
    reader.sink.error(`"${key}" must be an integer, got ${describeValue(value, raw)}`, start, end);
    return undefined;
  }
  if (value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `between ${min} and ${max}`;
    reader.sink.error(`"${key}" must be ${range}${rangeNote}, got ${value}`, start, end);
    return undefined;
  }
  return value;
}

function readString(reader: Reader, key: string): string | undefined {
  if (!has(reader.table, key)) return undefined;
  const value = reader.table[key];
  if (typeof value !== 'string') {
    const [start, end] = valueRange(reader, key);
    reader.sink.error(`"${key}" must be a string, got ${describeValue(value, rawValue(reader, key))}`, start, end);
    return undefined;
  }
  return value;
}

function readChoice<T extends string>(reader: Reader, key: string, choices: readonly T[]): T | undefined {
  const value = readString(reader, key);
  if (value === undefined) return undefined;
  if (!(choices as readonly string[]).includes(value)) {
    const [start, end] = valueRange(reader, key);
    const list = choices.map((choice) => `"${choice}"`);
    reader.sink.error(`"${key}" must be ${list.slice(0, -1).join(', ')} or ${list[list.length - 1]}, got ${describeValue(value, rawValue(reader, key))}`, start, end);
    return undefined;
  }
  return value as T;
}

function codePointLength(text: string): number {
  if (text.length <= MAX_TITLE_LENGTH) return text.length;
  let count = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0xdc00 || code > 0xdfff || index === 0 || text.charCodeAt(index - 1) < 0xd800 || text.charCodeAt(index - 1) > 0xdbff) count += 1;
  }
  return count;
}

/**
 * A parsed TOML value with its tables turned into plain objects (smol-toml makes null-prototype
 * ones) and its strings and keys made well-formed (see {@link wellFormed}).
 */
function plainValue(value: unknown): unknown {
  if (typeof value === 'string') return wellFormed(value);
  // smol-toml writes -0.0 as 0: keep zero unsigned so printing never changes the document.
  if (Object.is(value, -0)) return 0;
  if (Array.isArray(value)) return value.map(plainValue);
  if (value instanceof Date || typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [wellFormed(key), plainValue(item)]));
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The string with each lone surrogate replaced by U+FFFD, as a UTF-8 round trip would do. Text
 * decoded from a file never has them, but a string handed in directly can, and TOML cannot
 * write them; without this, printing would change the document.
 */
function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\ufffd');
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** How a cell is named in messages: 1-based (row, column). */
function cellName(row: number, column: number): string {
  return `(${row + 1}, ${column + 1})`;
}

function showToken(token: string): string {
  return JSON.stringify(token.length > 20 ? `${token.slice(0, 20)}…` : token);
}

interface GridReading {
  /** The cells when the shape is known and every cell is valid, else null. */
  readonly cells: Uint8Array | null;
  readonly layout: LightsLayout['grid'];
}

/**
 * Reads and checks the grid string against the shape (any of rows, columns and states may be
 * unknown because its key was wrong; the checks that need it are skipped). Reads the file's own
 * text when the string is verbatim, so that every diagnostic points at its cell; otherwise reads
 * the parsed value and points at the start of the grid value.
 */
function readGrid(reader: Reader, rows: number | undefined, columns: number | undefined, states: number | undefined): GridReading {
  const { text, table, sink } = reader;
  if (!has(table, 'grid')) {
    reportMissing(reader, 'grid');
    return { cells: null, layout: null };
  }
  const value = table.grid;
  const [valueStart, valueEnd] = valueRange(reader, 'grid');
  if (typeof value !== 'string') {
    sink.error(`"grid" must be a multi-line string of cell states, got ${describeValue(value, rawValue(reader, 'grid'))}`, valueStart, valueEnd);
    return { cells: null, layout: null };
  }
  const location = reader.layout.keys.get('grid');
  const string = location !== undefined && location.valueStart >= 0 ? locateString(text, location.valueStart, location.valueEnd) : null;
  const verbatim = string !== null && string.verbatim && string.contentEnd - string.contentStart === value.length;
  const source = verbatim ? text : value;
  const sourceStart = verbatim ? string.contentStart : 0;
  const sourceEnd = verbatim ? string.contentEnd : value.length;
  const openingEnd = string === null ? valueEnd : Math.min(valueEnd, valueStart + string.delimiter.length);
  const at = (start: number, end: number): [number, number] => (verbatim ? [start, end] : [valueStart, openingEnd]);

  const cells = rows !== undefined && columns !== undefined && rows * columns <= MAX_CELLS ? new Uint8Array(rows * columns) : null;
  const rowLocations: GridRowLocation[] = [];
  let firstExtraRow: [number, number] | null = null;
  const errorsBefore = sink.errorCount;
  let row = 0;
  let lineStart = sourceStart;
  while (lineStart < sourceEnd) {
    let lineFeed = source.indexOf('\n', lineStart);
    if (lineFeed < 0 || lineFeed > sourceEnd) lineFeed = sourceEnd;
    const lineEnd = lineFeed > lineStart && source.charCodeAt(lineFeed - 1) === CARRIAGE_RETURN ? lineFeed - 1 : lineFeed;
    let column = 0;
    let contentStart = -1;
    let contentEnd = -1;
    let firstExtraCell: [number, number] | null = null;
    const rowInShape = rows === undefined || row < rows;
    let index = lineStart;
    while (index < lineEnd) {
      const code = source.charCodeAt(index);
      if (code === SPACE || code === TAB || code === CARRIAGE_RETURN) {
        index += 1;
        continue;
      }
      const tokenStart = index;
      let cell = 0;
      let numeric = true;
      while (index < lineEnd) {
        const next = source.charCodeAt(index);
        if (next === SPACE || next === TAB || next === CARRIAGE_RETURN) break;
        const digit = next - DIGIT_ZERO;
        if (digit < 0 || digit > 9) numeric = false;
        else if (cell < 1000) cell = cell * 10 + digit;
        index += 1;
      }
      if (contentStart < 0) contentStart = tokenStart;
      contentEnd = index;
      if (columns !== undefined && column === columns) firstExtraCell = [tokenStart, index];
      if (rowInShape && (columns === undefined || column < columns)) {
        if (!numeric) {
          const [start, end] = at(tokenStart, index);
          const range = states === undefined ? '' : ` in 0..${states - 1}`;
          sink.error(`cell ${cellName(row, column)} is ${showToken(source.slice(tokenStart, index))}, not a number${range}`, start, end);
        } else if (states !== undefined && cell >= states) {
          const [start, end] = at(tokenStart, index);
          sink.error(`cell ${cellName(row, column)} is ${source.slice(tokenStart, index)} but states = ${states} allows 0..${states - 1}`, start, end);
        } else if (cells !== null && columns !== undefined) {
          cells[row * columns + column] = cell;
        }
      }
      column += 1;
    }
    if (column > 0) {
      if (verbatim && row <= MAX_ROWS) rowLocations.push({ lineStart, contentStart, contentEnd, lineEnd });
      if (rows !== undefined && row === rows) firstExtraRow = [contentStart, contentEnd];
      if (rowInShape && columns !== undefined && column !== columns) {
        const [start, end] = firstExtraCell !== null ? at(...firstExtraCell) : at(contentStart, contentEnd);
        sink.error(`row ${row + 1} has ${plural(column, 'cell')}, expected ${columns}`, start, end);
      }
      row += 1;
    }
    lineStart = lineFeed + 1;
  }
  if (rows !== undefined && row !== rows) {
    const closingStart = string === null ? valueStart : string.contentEnd;
    const [start, end] = row > rows && firstExtraRow !== null ? at(...firstExtraRow) : at(closingStart, valueEnd);
    sink.error(`"grid" has ${plural(row, 'row')}, expected ${rows}`, start, end);
  }
  const gridLayout = string === null ? null : { string, rows: verbatim ? rowLocations : null };
  const valid = sink.errorCount === errorsBefore;
  return { cells: valid ? cells : null, layout: gridLayout };
}
