/**
 * The reading step of the `.lights` format: text to {@link LightsDocument}, every problem a
 * diagnostic at the offending text. In order: the length limit, the nesting guard
 * ({@link findDeepNesting}), smol-toml, the layout scan ({@link scanLayout}), then each known key
 * and the grid ({@link readGrid}). Pure.
 */

import { parse } from 'smol-toml';
import * as l10n from '../../domain/l10n';
import { MAX_CELLS, MAX_COLUMNS, MAX_NESTING_DEPTH, MAX_ROWS, MAX_STATES, MAX_TEXT_LENGTH, MAX_TITLE_LENGTH, MIN_STATES } from '../../domain/limits';
import { TOPOLOGIES, type Neighbourhood, type Topology } from '../../domain/topology';
import type { Puzzle } from '../puzzle';
import { DIFFICULTIES } from '../../domain/difficultyScale';
import { FORMAT_VERSION, KNOWN_KEYS, VERSION_2_KEYS, type LightsDocument, type ParseResult } from './formatDocument';
import { readGrid, type GridReading } from './formatGrid';
import { readNeighbourhood, TOML_INTEGER } from './formatNeighbourhood';
import { locateString, scanLayout, type TomlLayout } from './formatLayout';
import { DiagnosticSink, tomlErrorDiagnostic } from './formatLocate';
import { findDeepNesting } from './formatNesting';
import { codePointLength } from './formatValidate';
import { DOUBLE_QUOTE } from './characterCodes';

/**
 * Reads a `.lights` file. Never throws: every problem (bad TOML, nesting deeper than
 * MAX_NESTING_DEPTH, missing, mistyped or out-of-range keys, grid rows and cells that do not fit
 * the shape, sizes over the limits ({@link MAX_ROWS} and the others), version 2 keys and holes in a version 1 file,
 * broken neighbourhood offsets, a target that does not match the grid) becomes a diagnostic
 * pointing at the offending text. Reads versions 1 and 2 (a file without `version` is 1).
 * Unknown keys are kept in `extra` and reported as warnings. Reports every problem it can find,
 * up to MAX_REPORTED_DIAGNOSTICS per severity and a summary of the rest. Accepts `\n` and `\r\n`
 * line ends and a byte order mark.
 */
export function parseLights(text: string): ParseResult {
  const sink = new DiagnosticSink();
  if (text.length > MAX_TEXT_LENGTH) {
    // Built by hand: resolving positions would read (and flatten) the whole text.
    const message = l10n.t('the file is {0} characters long, more than the limit of {1}', text.length, MAX_TEXT_LENGTH);
    return { ok: false, errors: [{ severity: 'error', message, line: 0, column: 0, endLine: 0, endColumn: 0 }], warnings: [] };
  }
  const deep = findDeepNesting(text);
  if (deep !== null) {
    sink.error(
      l10n.t('nested {0} levels deep (counting key parts, tables and arrays), more than the limit of {1}', MAX_NESTING_DEPTH + 1, MAX_NESTING_DEPTH),
      deep.start,
      deep.end,
    );
    return { ok: false, errors: sink.errors(text), warnings: [] };
  }
  let layout: TomlLayout | undefined;
  try {
    layout = scanLayout(text);
  } catch {
    // Read again after the TOML parse, where a failure is reported as an internal error.
    layout = undefined;
  }
  let toml: TomlReading;
  try {
    // A text of CRLF line breaks has a carriage return in its grid: its check fails at once, before a read of the grid.
    toml = layout === undefined ? { table: parse(text), unchecked: null } : readToml(text, layout, layout.lineBreak === '\n');
  } catch (error) {
    return { ok: false, errors: [tomlErrorDiagnostic(text, error)], warnings: [] };
  }
  const { result, grid } = readTable(text, toml.table, layout);
  if (toml.unchecked === null || grid?.usualRowsOnly === true || standsAsWritten(text, toml.unchecked)) return result;
  // The grid was cut from the text but does not read as written: what the whole text's parse gives.
  let table: Record<string, unknown>;
  try {
    table = parse(text);
  } catch (error) {
    return { ok: false, errors: [tomlErrorDiagnostic(text, error)], warnings: [] };
  }
  return readTable(text, table, layout).result;
}

/** The document of a TOML table, and the reading of its grid string when it got that far. */
interface DocumentReading {
  readonly result: ParseResult;
  readonly grid: GridReading | null;
}

/** {@link readDocument} of `table`, with a failure of the reader reported as an internal error. */
function readTable(text: string, table: Record<string, unknown>, layout: TomlLayout | undefined): DocumentReading {
  const sink = new DiagnosticSink();
  try {
    return readDocument(text, table, sink, layout ?? scanLayout(text));
  } catch (error) {
    // A bug here must not take down an editor: report it like any other problem.
    sink.error(l10n.t('internal error while reading the file: {0}', error instanceof Error ? error.message : String(error)), 0, 0);
    return { result: { ok: false, errors: sink.errors(text), warnings: sink.warnings(text) }, grid: null };
  }
}

/**
 * A character that makes the content of a multi-line string read in TOML otherwise than as it
 * stands: a control character but a tab and a line feed (a carriage return too, so that CRLF files
 * take the whole parse), and in a basic string an escape.
 */
const NOT_AS_WRITTEN = { basic: /[^\t\n\x20-\x5b\x5d-\x7e\x80-\uffff]/, literal: /[^\t\n\x20-\x7e\x80-\uffff]/ };

/** The content of a multi-line string: from `start` to `end` of the text, a basic string or a literal one. */
interface StringContent {
  readonly start: number;
  readonly end: number;
  readonly basic: boolean;
}

/** True when nothing of {@link NOT_AS_WRITTEN} is in `content`. */
function standsAsWritten(text: string, { start, end, basic }: StringContent): boolean {
  return !NOT_AS_WRITTEN[basic ? 'basic' : 'literal'].test(text.slice(start, end));
}

/** The TOML table of a text, and the grid's content when it was cut from the text unchecked. */
interface TomlReading {
  readonly table: Record<string, unknown>;
  readonly unchecked: StringContent | null;
}

/**
 * The TOML table of `text`, as smol-toml's parse gives it. When the top-level `grid` is a
 * multi-line string whose content stands as written (nothing of {@link NOT_AS_WRITTEN}), smol-toml reads
 * the text without that content and the grid's value is cut from the text: the same string, without
 * a character-by-character pass of the TOML reader over millions of cells (about half of a large
 * board's parse). Anything else, and any TOML error (whose position must be the text's own), takes
 * the parse of the whole text. `layout` is {@link scanLayout} of `text`.
 */
export function parseToml(text: string, layout: TomlLayout): Record<string, unknown> {
  return readToml(text, layout, false).table;
}

/**
 * {@link parseToml}; with `deferCheck`, the grid's content is cut from the text without the test
 * that it stands as written, and returned as `unchecked`: the caller makes sure of it (the grid
 * reader proves it of a grid of usual rows in the pass that reads them, instead of a pass of its
 * own over millions of characters) and otherwise takes the whole text's parse.
 */
function readToml(text: string, layout: TomlLayout, deferCheck: boolean): TomlReading {
  const location = layout.keys.get('grid');
  const string = location !== undefined && location.valueStart >= 0 ? locateString(text, location.valueStart, location.valueEnd) : null;
  if (location !== undefined && string !== null && string.delimiter.length === 3) {
    const { contentStart, contentEnd } = string;
    const quote = string.delimiter.charCodeAt(0);
    const content: StringContent = { start: contentStart, end: contentEnd, basic: quote === DOUBLE_QUOTE };
    // The string ends at its delimiter (no quotes of the content run into it) and reads as written.
    const plain =
      contentEnd + 3 === location.valueEnd &&
      text.startsWith(string.delimiter, contentEnd) &&
      text.charCodeAt(contentEnd - 1) !== quote &&
      (deferCheck || standsAsWritten(text, content));
    if (plain) {
      try {
        const table = parse(text.slice(0, contentStart) + text.slice(contentEnd));
        if (table.grid === '') {
          table.grid = text.slice(contentStart, contentEnd);
          return { table, unchecked: deferCheck ? content : null };
        }
      } catch {
        // The whole text's parse says where the error is.
      }
    }
  }
  return { table: parse(text), unchecked: null };
}

/** Reading state shared by the checks of one file. */
interface Reader {
  readonly text: string;
  readonly table: Record<string, unknown>;
  readonly layout: TomlLayout;
  readonly sink: DiagnosticSink;
}

function readDocument(text: string, table: Record<string, unknown>, sink: DiagnosticSink, layout: TomlLayout): DocumentReading {
  const reader: Reader = { text, table, layout, sink };

  const version = readInteger(reader, 'version', 1, Number.MAX_SAFE_INTEGER);
  if (version !== undefined && version > FORMAT_VERSION) {
    const [start, end] = valueRange(reader, 'version');
    sink.error(l10n.t('unsupported version {0}: this extension reads versions 1 and {1}', version, FORMAT_VERSION), start, end);
    return { result: { ok: false, errors: sink.errors(text), warnings: sink.warnings(text) }, grid: null };
  }
  // A wrong version was reported; read the rest as version 2 so that its own errors show too.
  const version2 = version === undefined ? has(table, 'version') : version >= 2;
  for (const key of VERSION_2_KEYS) {
    const location = layout.keys.get(key);
    if (!version2 && has(table, key))
      sink.error(l10n.t('"{0}" needs version = 2 (this file is version 1)', key), location?.keyStart ?? 0, location?.keyEnd ?? 0);
  }

  const rawTitle = readString(reader, 'title');
  const title = rawTitle === undefined ? undefined : wellFormed(rawTitle);
  if (title !== undefined && codePointLength(title) > MAX_TITLE_LENGTH) {
    const [start, end] = valueRange(reader, 'title');
    sink.error(l10n.t('"title" is {0} characters long, more than the limit of {1}', codePointLength(title), MAX_TITLE_LENGTH), start, end);
  }
  const rows = readRequiredInteger(reader, 'rows', 1, MAX_ROWS);
  const columns = readRequiredInteger(reader, 'columns', 1, MAX_COLUMNS);
  if (rows !== undefined && columns !== undefined && rows * columns > MAX_CELLS) {
    const [start, end] = valueRange(reader, 'columns');
    sink.error(l10n.t('a {0}x{1} board has {2} cells, more than the limit of {3}', rows, columns, rows * columns, MAX_CELLS), start, end);
  }
  const states = has(table, 'states') ? readInteger(reader, 'states', MIN_STATES, MAX_STATES) : 2;
  const objective = has(table, 'objective') ? readInteger(reader, 'objective', 0, (states ?? MAX_STATES) - 1, states) : 0;
  const topology = readChoice(reader, 'topology', TOPOLOGIES) ?? (has(table, 'topology') ? undefined : 'plain');
  const neighbourhood = has(table, 'neighbourhood') ? readNeighbourhoodKey(reader, topology) : undefined;
  if (has(table, 'target') && has(table, 'objective')) {
    const [second, first] = keyStartOf(reader, 'target') > keyStartOf(reader, 'objective') ? ['target', 'objective'] : ['objective', 'target'];
    const location = layout.keys.get(second);
    sink.error(
      l10n.t('"{0}" cannot be given with "{1}": a file sets either one "objective" for every cell or a "target" for each cell', second, first),
      location?.keyStart ?? 0,
      location?.keyEnd ?? 0,
    );
  }
  const difficulty = readChoice(reader, 'difficulty', DIFFICULTIES);
  const minMoves = readInteger(reader, 'minMoves', 0, Number.MAX_SAFE_INTEGER);
  let gridRead: GridReading | null = null;
  let grid: GridReading = { cells: null, holes: null, layout: null, usualRowsOnly: false };
  if (!has(table, 'grid')) {
    reportMissing(reader, 'grid');
  } else if (typeof table.grid !== 'string') {
    const [start, end] = valueRange(reader, 'grid');
    sink.error(l10n.t('"grid" must be a multi-line string of cell states, got {0}', describeValue(table.grid, rawValue(reader, 'grid'))), start, end);
  } else {
    grid = readGrid(text, table.grid, layout.keys.get('grid'), { rows, columns, states }, sink, { key: 'grid', holesAllowed: version2 });
    gridRead = grid;
  }
  let target: GridReading | null = null;
  if (has(table, 'target')) {
    if (typeof table.target !== 'string') {
      const [start, end] = valueRange(reader, 'target');
      sink.error(
        l10n.t('"target" must be a multi-line string of cell states, like "grid", got {0}', describeValue(table.target, rawValue(reader, 'target'))),
        start,
        end,
      );
    } else {
      const gridHoles = grid.cells === null ? undefined : grid.holes;
      target = readGrid(text, table.target, layout.keys.get('target'), { rows, columns, states }, sink, { key: 'target', holesAllowed: true, gridHoles });
    }
  }

  const extraEntries: [string, unknown][] = [];
  for (const key of Object.keys(table)) {
    if (KNOWN_KEYS.includes(key)) continue;
    extraEntries.push([wellFormed(key), plainValue(table[key])]);
    const location = layout.keys.get(key);
    const [start, end] = location === undefined ? [0, 0] : [location.keyStart, location.keyEnd];
    sink.warning(l10n.t('unknown key {0} is kept but not used', JSON.stringify(key)), start, end);
  }

  if (
    sink.errorCount > 0 ||
    rows === undefined ||
    columns === undefined ||
    states === undefined ||
    objective === undefined ||
    topology === undefined ||
    grid.cells === null ||
    (has(table, 'neighbourhood') && neighbourhood === undefined) ||
    (has(table, 'target') && (target === null || target.cells === null))
  ) {
    if (sink.errorCount === 0) sink.error(l10n.t('the file could not be read'), 0, 0);
    return { result: { ok: false, errors: sink.errors(text), warnings: sink.warnings(text) }, grid: gridRead };
  }
  const puzzle: Puzzle = {
    rows,
    columns,
    states,
    objective,
    topology,
    ...(neighbourhood !== undefined ? { neighbourhood } : {}),
    ...(grid.holes !== null ? { holes: grid.holes } : {}),
    ...(target !== null && target.cells !== null ? { target: target.cells } : {}),
    grid: grid.cells,
  };
  const document: LightsDocument = {
    puzzle,
    version: version ?? 1,
    ...(title !== undefined ? { title } : {}),
    ...(difficulty !== undefined ? { difficulty } : {}),
    ...(minMoves !== undefined ? { minMoves } : {}),
    extra: Object.fromEntries(extraEntries),
  };
  const keysLocated = KNOWN_KEYS.every((key) => !has(table, key) || (layout.keys.get(key)?.valueStart ?? -1) >= 0);
  const result: ParseResult = {
    ok: true,
    document,
    warnings: sink.warnings(text),
    layout: { toml: layout, keysLocated, grid: grid.layout, target: target === null ? null : target.layout },
  };
  return { result, grid: gridRead };
}

/** Reads `neighbourhood` (present in the table), which a hex board cannot have. */
function readNeighbourhoodKey(reader: Reader, topology: Topology | undefined): Neighbourhood | undefined {
  const location = reader.layout.keys.get('neighbourhood');
  if (topology === 'hex') {
    reader.sink.error(
      l10n.t('"neighbourhood" cannot be used with topology = "hex": a hex board has its own six neighbours'),
      location?.keyStart ?? 0,
      location?.keyEnd ?? 0,
    );
    return undefined;
  }
  const where = location === undefined || location.valueStart < 0 ? null : { text: reader.text, start: location.valueStart, end: location.valueEnd };
  return readNeighbourhood(reader.table.neighbourhood, where, valueRange(reader, 'neighbourhood'), reader.sink);
}

/** Where a key starts in the text (0 when the layout did not find it). */
function keyStartOf(reader: Reader, key: string): number {
  return reader.layout.keys.get(key)?.keyStart ?? 0;
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

/** How a wrong value is shown in a message: its text in the file when short, else its kind. */
function describeValue(value: unknown, raw: string | null): string {
  if (Array.isArray(value)) return l10n.t('an array');
  if (value instanceof Date) return raw ?? l10n.t('the date {0}', value.toISOString());
  if (typeof value === 'object' && value !== null) return l10n.t('a table');
  if (raw !== null && raw.length <= 40 && !raw.includes('\n')) return raw;
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return String(value);
}

function reportMissing(reader: Reader, key: string): void {
  reader.sink.error(l10n.t('missing required key "{0}"', key), 0, 0);
}

function readRequiredInteger(reader: Reader, key: string, min: number, max: number): number | undefined {
  if (!has(reader.table, key)) {
    reportMissing(reader, key);
    return undefined;
  }
  return readInteger(reader, key, min, max);
}

/**
 * An optional integer key: its value, or undefined when absent or wrong (wrong values are reported).
 * `states`, when given, is named in the message of a value out of range (the objective's range depends on it).
 */
function readInteger(reader: Reader, key: string, min: number, max: number, states?: number): number | undefined {
  if (!has(reader.table, key)) return undefined;
  const value = reader.table[key];
  const raw = rawValue(reader, key);
  const [start, end] = valueRange(reader, key);
  if (typeof value !== 'number' || !Number.isInteger(value) || (raw !== null && !TOML_INTEGER.test(raw))) {
    reader.sink.error(l10n.t('"{0}" must be an integer, got {1}', key, describeValue(value, raw)), start, end);
    return undefined;
  }
  if (value < min || value > max) {
    const message =
      max === Number.MAX_SAFE_INTEGER
        ? l10n.t('"{0}" must be at least {1}, got {2}', key, min, value)
        : states === undefined
          ? l10n.t('"{0}" must be between {1} and {2}, got {3}', key, min, max, value)
          : l10n.t('"{0}" must be between {1} and {2} (states = {3}), got {4}', key, min, max, states, value);
    reader.sink.error(message, start, end);
    return undefined;
  }
  return value;
}

function readString(reader: Reader, key: string): string | undefined {
  if (!has(reader.table, key)) return undefined;
  const value = reader.table[key];
  if (typeof value !== 'string') {
    const [start, end] = valueRange(reader, key);
    reader.sink.error(l10n.t('"{0}" must be a string, got {1}', key, describeValue(value, rawValue(reader, key))), start, end);
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
    reader.sink.error(
      l10n.t('"{0}" must be {1} or {2}, got {3}', key, list.slice(0, -1).join(', '), list[list.length - 1], describeValue(value, rawValue(reader, key))),
      start,
      end,
    );
    return undefined;
  }
  return value as T;
}

/**
 * A parsed TOML value with its tables turned into plain objects (smol-toml makes null-prototype
 * ones) and its strings and keys made well-formed (see {@link wellFormed}). Copies with its own
 * stack rather than by recursion, so that the depth of a value never matters.
 */
function plainValue(value: unknown): unknown {
  const pending: [source: object, copy: Record<string, unknown> | unknown[]][] = [];
  const copyOf = (item: unknown): unknown => {
    if (typeof item === 'string') return wellFormed(item);
    // smol-toml writes -0.0 as 0: keep zero unsigned so printing never changes the document.
    if (Object.is(item, -0)) return 0;
    if (item instanceof Date || typeof item !== 'object' || item === null) return item;
    const copy = Array.isArray(item) ? new Array<unknown>(item.length) : {};
    pending.push([item, copy]);
    return copy;
  };
  const result = copyOf(value);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [source, copy] = next;
    if (Array.isArray(copy)) {
      (source as unknown[]).forEach((item, index) => (copy[index] = copyOf(item)));
    } else {
      // defineProperty, not assignment: a key named "__proto__" stays an ordinary key.
      for (const [key, item] of Object.entries(source))
        Object.defineProperty(copy, wellFormed(key), { value: copyOf(item), enumerable: true, writable: true, configurable: true });
    }
  }
  return result;
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
