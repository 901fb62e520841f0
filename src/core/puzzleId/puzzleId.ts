/**
 * Puzzle IDs: one line of URL-safe text that holds a whole puzzle (size, states, objective or
 * target, topology, neighbourhood, holes, cells) and optionally its title, such as
 * `5x5k2.1.Awy.Hf_X`. A readable head (size, states, topology) and the ID format's version come
 * first, then the data, then a checksum that refuses a mistyped, cut or altered ID. The byte-for-
 * byte specification is docs/puzzle-id.md. Pure.
 */

import * as l10n from '../../domain/l10n';
import { MAX_CELLS, MAX_COLUMNS, MAX_ROWS, MAX_STATES, MIN_STATES, MAX_TITLE_LENGTH } from '../../domain/limits';
import { NEIGHBOURHOOD_NAMES, type Neighbourhood, type Offset, MAX_OFFSET, type Topology } from '../../domain/topology';
import { checkDocument } from '../format/formatValidate';
import { hasHoles, PuzzleError, type Puzzle } from '../puzzle';
import { BitReader, BitsError, bitsFor, BitWriter, characterValue, checksumText, crc24, gammaLength } from './puzzleIdText';

/** A puzzle as an ID carries it: the board, and its title when it has one. */
export interface SharedPuzzle {
  readonly puzzle: Puzzle;
  readonly title?: string;
}

/** The version of the ID format this code writes, and the only one it reads. */
export const PUZZLE_ID_VERSION = 1;

/** The longest ID written or read: a puzzle whose ID would be longer is shared as a file. */
export const MAX_PUZZLE_ID_LENGTH = 8000;

/** Why a text is not a puzzle ID, in one sentence for people. */
export class PuzzleIdError extends Error {
  override readonly name = 'PuzzleIdError';
}

/** The head's letter of each topology (plain has none). */
const TOPOLOGY_LETTERS: Readonly<Record<Topology, string>> = { plain: '', torus: 't', hex: 'h' };

const HEAD = /^([1-9]\d{0,4})x([1-9]\d{0,4})k([1-9]\d?)([th]?)$/;
const VERSION = /^[1-9]\d{0,8}$/;

/** The checksum's characters. */
const CHECKSUM_LENGTH = 4;

/** The flag bits that open the data, in this order. */
const FLAG_OBJECTIVE = 0b100000;
const FLAG_NEIGHBOURHOOD = 0b010000;
const FLAG_HOLES = 0b001000;
const FLAG_TARGET = 0b000100;
const FLAG_TITLE = 0b000010;
const FLAG_RESERVED = 0b000001;

/** Each offset of a listed neighbourhood is written as two 5-bit numbers, offset + 10. */
const OFFSET_BITS = 5;
/** The most offsets a neighbourhood can list: every distinct pair in -10..10. */
const MAX_LISTED_OFFSETS = (2 * MAX_OFFSET + 1) ** 2;
/** The longest title in UTF-8 bytes: four per code point. */
const MAX_TITLE_BYTES = 4 * MAX_TITLE_LENGTH;
/** Binary digits of the longest run: 100,000,000 cells need 27. */
const MAX_RUN_DIGITS = 28;

/**
 * The ID of a puzzle (and of its title, when `shared` has one). Throws a PuzzleError for a puzzle
 * that a `.lights` file cannot hold, and a {@link PuzzleIdError} when the ID would be longer
 * than {@link MAX_PUZZLE_ID_LENGTH} characters.
 */
export function encodePuzzleId(shared: SharedPuzzle): string {
  const { puzzle, title } = shared;
  checkDocument({ puzzle, version: 2, extra: {}, ...(title !== undefined ? { title } : {}) });
  const head = `${puzzle.rows}x${puzzle.columns}k${puzzle.states}${TOPOLOGY_LETTERS[puzzle.topology]}.${PUZZLE_ID_VERSION}.`;
  // Every character of the data carries 6 bits; the budget stops a huge board's scan early.
  const budget = (MAX_PUZZLE_ID_LENGTH - head.length - 1 - CHECKSUM_LENGTH) * 6;
  const holes = hasHoles(puzzle) ? puzzle.holes! : null;
  const writer = new BitWriter();
  const titleBytes = title !== undefined ? new TextEncoder().encode(title) : null;
  writer.write(
    (puzzle.objective !== 0 ? FLAG_OBJECTIVE : 0) |
      (puzzle.neighbourhood !== undefined ? FLAG_NEIGHBOURHOOD : 0) |
      (holes ? FLAG_HOLES : 0) |
      (puzzle.target ? FLAG_TARGET : 0) |
      (titleBytes ? FLAG_TITLE : 0),
    6,
  );
  if (puzzle.objective !== 0) writer.write(puzzle.objective, bitsFor(puzzle.states));
  if (puzzle.neighbourhood !== undefined) writeNeighbourhood(writer, puzzle.neighbourhood);
  if (titleBytes) {
    writer.writeGamma(titleBytes.length + 1);
    for (const byte of titleBytes) writer.write(byte, 8);
  }
  const planes: [Uint8Array, Uint8Array | null, number][] = [];
  if (holes) planes.push([holes, null, 2]);
  planes.push([puzzle.grid, holes, puzzle.states]);
  if (puzzle.target) planes.push([puzzle.target, holes, puzzle.states]);
  for (const [values, skip, states] of planes) {
    const left = budget - writer.length;
    const runs = runBits(values, skip, states, left);
    const packed = (values.length - (skip ? countOnes(skip) : 0)) * bitsFor(states);
    if (1 + Math.min(runs, packed) > left) throw tooLong(puzzle);
    writer.write(runs < packed ? 1 : 0, 1);
    if (runs < packed) writeRuns(writer, values, skip, states);
    else writePacked(writer, values, skip, states);
  }
  const body = head + writer.text();
  if (body.length + 1 + CHECKSUM_LENGTH > MAX_PUZZLE_ID_LENGTH) throw tooLong(puzzle);
  return `${body}.${checksumText(crc24(body))}`;
}

function tooLong(puzzle: Puzzle): PuzzleIdError {
  return new PuzzleIdError(
    l10n.t(
      'The {0}x{1} puzzle is too large for an ID (at most {2} characters): share the .lights file instead.',
      puzzle.rows,
      puzzle.columns,
      MAX_PUZZLE_ID_LENGTH,
    ),
  );
}

function writeNeighbourhood(writer: BitWriter, neighbourhood: Neighbourhood): void {
  if (typeof neighbourhood === 'string') {
    writer.write(0, 1);
    writer.write(NEIGHBOURHOOD_NAMES.indexOf(neighbourhood), 2);
    return;
  }
  writer.write(1, 1);
  writer.writeGamma(neighbourhood.length + 1);
  for (const [row, column] of neighbourhood) {
    writer.write(row + MAX_OFFSET, OFFSET_BITS);
    writer.write(column + MAX_OFFSET, OFFSET_BITS);
  }
}

function countOnes(values: Uint8Array): number {
  let count = 0;
  for (let index = 0; index < values.length; index++) count += values[index];
  return count;
}

/**
 * Calls `visit` with each run of equal values (its value and length) over the cells `skip` does
 * not mark, in order, until `visit` returns false.
 */
function forEachRun(values: Uint8Array, skip: Uint8Array | null, visit: (value: number, length: number) => boolean): void {
  let previous = -1;
  let length = 0;
  for (let index = 0; index < values.length; index++) {
    if (skip && skip[index]) continue;
    const value = values[index];
    if (value === previous) {
      length++;
      continue;
    }
    if (previous >= 0 && !visit(previous, length)) return;
    previous = value;
    length = 1;
  }
  if (previous >= 0) visit(previous, length);
}

/**
 * The bits of a plane written as runs (see {@link writeRuns}), or some number over `budget` as
 * soon as it is clear the runs take more.
 */
function runBits(values: Uint8Array, skip: Uint8Array | null, states: number, budget: number): number {
  const changeBits = bitsFor(states - 1);
  let bits = bitsFor(states) - changeBits;
  forEachRun(values, skip, (_value, length) => {
    bits += changeBits + gammaLength(length);
    return bits <= budget;
  });
  return bits;
}

/**
 * A plane as runs: the first value in bitsFor(states) bits, then each run as its length (Elias
 * gamma) followed, unless it is the last, by the next run's value as (next - previous - 1) mod
 * states in bitsFor(states - 1) bits (none for two states).
 */
function writeRuns(writer: BitWriter, values: Uint8Array, skip: Uint8Array | null, states: number): void {
  let previous = -1;
  forEachRun(values, skip, (value, length) => {
    if (previous < 0) writer.write(value, bitsFor(states));
    else writer.write((value - previous - 1 + states) % states, bitsFor(states - 1));
    writer.writeGamma(length);
    previous = value;
    return true;
  });
}

/** A plane packed: each value in bitsFor(states) bits. */
function writePacked(writer: BitWriter, values: Uint8Array, skip: Uint8Array | null, states: number): void {
  const bits = bitsFor(states);
  for (let index = 0; index < values.length; index++) if (!(skip && skip[index])) writer.write(values[index], bits);
}

/** What an ID's readable head says: the board's size, states and topology. */
export interface PuzzleIdHead {
  readonly rows: number;
  readonly columns: number;
  readonly states: number;
  readonly topology: Topology;
}

/** An ID's head and its data characters, checked against the alphabet and the checksum. */
interface IdParts extends PuzzleIdHead {
  readonly data: string;
}

/**
 * The size, states and topology of the board of ID `text`, once every check on the text is
 * passed (the checksum among them) but before the data is read: to refuse a board too large for
 * a place before building it. Throws a {@link PuzzleIdError} as {@link decodePuzzleId} does.
 */
export function puzzleIdHead(text: string): PuzzleIdHead {
  const { rows, columns, states, topology } = idParts(text.trim());
  return { rows, columns, states, topology };
}

/**
 * The puzzle (and title) an ID holds. Throws a {@link PuzzleIdError}, and nothing else, for any
 * text that is not an ID this code wrote: one sentence that names the problem (not an ID, a
 * character IDs never hold, cut short, an unknown version, a checksum that does not match, a value
 * out of range). Surrounding blanks are ignored.
 */
export function decodePuzzleId(text: string): SharedPuzzle {
  const parts = idParts(text.trim());
  const reader = new BitReader(Uint8Array.from(parts.data, (character) => characterValue(character.charCodeAt(0))));
  try {
    return readPuzzle(reader, parts);
  } catch (error) {
    if (error instanceof BitsError) throw new PuzzleIdError(l10n.t('The puzzle ID is damaged: {0}.', error.message));
    if (error instanceof PuzzleError) throw new PuzzleIdError(l10n.t('The puzzle ID holds a value out of range: {0}.', error.message));
    throw error;
  }
}

/** The head, version and checksum of an ID checked, its data characters checked against the alphabet. */
function idParts(id: string): IdParts {
  if (id.length === 0) throw new PuzzleIdError(l10n.t('No puzzle ID given: an ID looks like 5x5k2.1.Awy.Hf_X (a link to a puzzle works too).'));
  if (id.length > MAX_PUZZLE_ID_LENGTH)
    throw new PuzzleIdError(l10n.t('This text is {0} characters long; a puzzle ID has at most {1}.', id.length, MAX_PUZZLE_ID_LENGTH));
  const fields = id.split('.');
  const head = HEAD.exec(fields[0]);
  if (!head) throw new PuzzleIdError(l10n.t('This is not a puzzle ID: an ID starts with the size and the states, such as 5x5k2.'));
  if (fields.length < 2 || !VERSION.test(fields[1])) throw cutShort();
  if (Number(fields[1]) !== PUZZLE_ID_VERSION)
    throw new PuzzleIdError(
      l10n.t('The puzzle ID has version {0}, which this Lights Out cannot read (it reads version {1}): update the extension.', fields[1], PUZZLE_ID_VERSION),
    );
  for (let index = 0; index < id.length; index++) {
    if (id[index] !== '.' && characterValue(id.charCodeAt(index)) < 0)
      throw new PuzzleIdError(l10n.t('The puzzle ID has a character IDs never hold ("{0}", character {1}): it was mistyped or changed.', id[index], index + 1));
  }
  if (fields.length !== 4 || fields[2].length === 0 || fields[3].length !== CHECKSUM_LENGTH) throw cutShort();
  const body = id.slice(0, id.length - CHECKSUM_LENGTH - 1);
  if (checksumText(crc24(body)) !== fields[3])
    throw new PuzzleIdError(l10n.t('The puzzle ID does not match its checksum: it was mistyped, cut short or changed. Copy it again whole.'));
  const [rows, columns, states] = [Number(head[1]), Number(head[2]), Number(head[3])];
  if (rows > MAX_ROWS || columns > MAX_COLUMNS || rows * columns > MAX_CELLS)
    throw outOfRange(l10n.t('a {0}x{1} board is over the limits of {2} rows, {3} columns and {4} cells', rows, columns, MAX_ROWS, MAX_COLUMNS, MAX_CELLS));
  if (states < MIN_STATES || states > MAX_STATES) throw outOfRange(l10n.t('states must be an integer in {0}..{1}, got {2}', MIN_STATES, MAX_STATES, states));
  const topology: Topology = head[4] === 't' ? 'torus' : head[4] === 'h' ? 'hex' : 'plain';
  return { rows, columns, states, topology, data: fields[2] };
}

function cutShort(): PuzzleIdError {
  return new PuzzleIdError(l10n.t('The puzzle ID is incomplete: it was cut short or changed. Copy it again whole.'));
}

function outOfRange(message: string): PuzzleIdError {
  return new PuzzleIdError(l10n.t('The puzzle ID holds a value out of range: {0}.', message));
}

function readPuzzle(reader: BitReader, { rows, columns, states, topology }: IdParts): SharedPuzzle {
  const flags = reader.read(6);
  if (flags & FLAG_RESERVED) throw new BitsError(l10n.t('a flag this version does not know is set'));
  const objective = flags & FLAG_OBJECTIVE ? reader.read(bitsFor(states)) : 0;
  if (objective >= states) throw new PuzzleError(l10n.t('objective must be an integer in 0..{0}, got {1}', states - 1, objective));
  const neighbourhood = flags & FLAG_NEIGHBOURHOOD ? readNeighbourhood(reader) : undefined;
  let title: string | undefined;
  if (flags & FLAG_TITLE) {
    const length = reader.readGamma(MAX_RUN_DIGITS) - 1;
    if (length > MAX_TITLE_BYTES) throw new PuzzleError(l10n.t('title must be a string of at most {0} characters', MAX_TITLE_LENGTH));
    const bytes = new Uint8Array(length);
    for (let index = 0; index < length; index++) bytes[index] = reader.read(8);
    try {
      title = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    } catch {
      throw new BitsError(l10n.t('the title is not UTF-8 text'));
    }
  }
  const cells = rows * columns;
  let holes: Uint8Array | null = null;
  if (flags & FLAG_HOLES) {
    holes = new Uint8Array(cells);
    readPlane(reader, holes, null, 2);
    if (!holes.includes(1)) holes = null;
  }
  const grid = new Uint8Array(cells);
  readPlane(reader, grid, holes, states);
  let target: Uint8Array | null = null;
  if (flags & FLAG_TARGET) {
    target = new Uint8Array(cells);
    readPlane(reader, target, holes, states);
  }
  reader.expectEnd();
  const puzzle: Puzzle = {
    rows,
    columns,
    states,
    objective,
    topology,
    ...(neighbourhood !== undefined ? { neighbourhood } : {}),
    ...(holes ? { holes } : {}),
    ...(target ? { target } : {}),
    grid,
  };
  checkDocument({ puzzle, version: 2, extra: {}, ...(title !== undefined ? { title } : {}) });
  return title !== undefined ? { puzzle, title } : { puzzle };
}

function readNeighbourhood(reader: BitReader): Neighbourhood {
  if (reader.read(1) === 0) {
    const index = reader.read(2);
    return NEIGHBOURHOOD_NAMES[index];
  }
  const count = reader.readGamma(MAX_RUN_DIGITS) - 1;
  if (count > MAX_LISTED_OFFSETS) throw new PuzzleError(l10n.t('a neighbourhood of {0} offsets: at most {1} can be listed', count, MAX_LISTED_OFFSETS));
  const offsets: Offset[] = [];
  for (let index = 0; index < count; index++) {
    const row = reader.read(OFFSET_BITS) - MAX_OFFSET;
    const column = reader.read(OFFSET_BITS) - MAX_OFFSET;
    // Out-of-range offsets are named by the shape check, which also refuses a repeated one.
    offsets.push([row, column]);
  }
  return offsets;
}

/** Reads a plane (the mode bit, then runs or packed values) into the cells of `values` that `skip` does not mark. */
function readPlane(reader: BitReader, values: Uint8Array, skip: Uint8Array | null, states: number): void {
  const valueBits = bitsFor(states);
  const count = values.length - (skip ? countOnes(skip) : 0);
  if (reader.read(1) === 0) {
    if (reader.remaining < count * valueBits) throw new BitsError(l10n.t('the data ends too early'));
    for (let index = 0; index < values.length; index++) {
      if (skip && skip[index]) continue;
      values[index] = checkedValue(reader.read(valueBits), states);
    }
    return;
  }
  const changeBits = bitsFor(states - 1);
  let value = checkedValue(reader.read(valueBits), states);
  let index = 0;
  let left = count;
  for (;;) {
    const length = reader.readGamma(MAX_RUN_DIGITS);
    if (length > left) throw new BitsError(l10n.t('a run of cells goes past the last cell'));
    left -= length;
    if (!skip) {
      values.fill(value, index, index + length);
      index += length;
    } else {
      for (let filled = 0; filled < length; index++) {
        if (skip[index]) continue;
        values[index] = value;
        filled++;
      }
    }
    if (left === 0) return;
    const change = reader.read(changeBits);
    if (change > states - 2) throw new BitsError(l10n.t('a run of cells has a state out of range'));
    value = (value + 1 + change) % states;
  }
}

function checkedValue(value: number, states: number): number {
  if (value >= states) throw new PuzzleError(l10n.t('a cell holds state {0}, outside 0..{1}', value, states - 1));
  return value;
}
