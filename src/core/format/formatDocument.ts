/**
 * The `.lights` document model: what reading a file gives and what writing one takes. Types and
 * the constants that define the format's keys, shared by the steps that read, validate, write and
 * locate. Pure.
 */

import { usesVersion2, type Puzzle } from '../puzzle';
import type { StringLocation, TomlLayout } from './formatLayout';
import type { Difficulty } from '../../domain/difficultyScale';

/**
 * The newest version of the format this code reads and writes (it reads versions 1 and 2). A file
 * is written as version 1 unless its puzzle needs version 2 (see {@link writtenVersion}).
 */
export const FORMAT_VERSION = 2;

/** The keys the format defines, in canonical order. Any other top-level key is kept in `extra`. */
export const KNOWN_KEYS: readonly string[] = [
  'version',
  'title',
  'rows',
  'columns',
  'states',
  'objective',
  'topology',
  'neighbourhood',
  'difficulty',
  'minMoves',
  'grid',
  'target',
];

/** The keys that exist from version 2 on: a version 1 file that has one is refused. */
export const VERSION_2_KEYS: readonly string[] = ['neighbourhood', 'target'];

/**
 * The version a document is written as: its own `version`, raised to 2 when its puzzle uses a
 * version 2 feature (a neighbourhood, a hole or a target). Never lower than `version`.
 */
export function writtenVersion(document: Pick<LightsDocument, 'version' | 'puzzle'>): number {
  return Math.max(document.version, usesVersion2(document.puzzle) ? 2 : 1);
}

/** The contents of a `.lights` file. */
export interface LightsDocument {
  /** The board: shape and cell states. */
  readonly puzzle: Puzzle;
  /**
   * The format version the file declares (1 when it declares none): 1 or 2. A document whose
   * puzzle uses a version 2 feature is written as version 2 whatever this says ({@link writtenVersion}).
   */
  readonly version: number;
  /** A human title, at most {@link MAX_TITLE_LENGTH} characters; absent when the file has none. */
  readonly title?: string;
  /** The generator's difficulty rating; absent when the file has none. */
  readonly difficulty?: Difficulty;
  /** The generator's minimum number of presses, a non-negative integer; absent when the file has none. */
  readonly minMoves?: number;
  /**
   * Unknown top-level keys and tables, with their values as smol-toml parsed them (tables as
   * plain objects), nested at most {@link MAX_NESTING_DEPTH} levels. Kept so that no data is
   * lost; printed after the known keys.
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

/** Where a grid string (`grid` or `target`) lies in the text, and its rows. */
export interface GridStringLayout {
  readonly string: StringLocation;
  /** One entry per row, or null when the string has escapes and offsets cannot be mapped. */
  readonly rows: readonly GridRowLocation[] | null;
}

/** Where the parts of a `.lights` file lie in its text, for minimal edits. */
export interface LightsLayout {
  /** Positions of the top-level keys. */
  readonly toml: TomlLayout;
  /** True when the value of every known key the file has was located (edits can then be minimal). */
  readonly keysLocated: boolean;
  /** The grid string's content, and each row's position when the content is verbatim text. */
  readonly grid: GridStringLayout | null;
  /** The same for the `target` string; null when the file has none (or it is not a string). */
  readonly target: GridStringLayout | null;
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

/** The outcome of parseLights. */
export type ParseResult = ParsedLights | FailedLights;
