/**
 * The writing step of the `.lights` format: the canonical text of a document, every
 * known key in order and no comments. Minimal edits of an existing text are
 * {@link documentEdits}. Pure.
 */

import { stringify } from 'smol-toml';
import { writtenVersion, type LightsDocument } from './formatDocument';
import { neighbourhoodText } from './formatNeighbourhood';
import { checkDocument } from './formatValidate';
import type { Puzzle } from '../puzzle';
import { DIGIT_ZERO, DOT, SPACE } from './characterCodes';

/**
 * The canonical text of a document: `version` (1, or 2 when the puzzle uses a version 2 feature
 * or the document says 2: see writtenVersion), `title` (if any), `rows`, `columns`, `states`,
 * `objective` (left out when the puzzle has a target, which replaces it), `topology`,
 * `neighbourhood` (if any: a name as a string, a list as an inline array), `difficulty` and
 * `minMoves` (if any), then `grid` and `target` (if any) as multi-line strings with one line per
 * row and cells separated by one space (right-aligned to two characters when states > 10),
 * holes written `.`, then the unknown keys of `extra` as smol-toml writes them. No comments.
 * `parseLights(printLights(d))` gives back `d` (for a document whose version is the written one
 * and whose objective is 0 when it has a target), and every document parseLights returns can be
 * printed. Throws a PuzzleError for a document that breaks the format's rules.
 */
export function printLights(document: LightsDocument): string {
  checkDocument(document);
  const { puzzle } = document;
  const lines = [`version = ${writtenVersion(document)}`];
  if (document.title !== undefined) lines.push(`title = ${tomlValue(document.title)}`);
  lines.push(`rows = ${puzzle.rows}`, `columns = ${puzzle.columns}`, `states = ${puzzle.states}`);
  if (!puzzle.target) lines.push(`objective = ${puzzle.objective}`);
  lines.push(`topology = ${tomlValue(puzzle.topology)}`);
  if (puzzle.neighbourhood !== undefined) lines.push(`neighbourhood = ${neighbourhoodText(puzzle.neighbourhood)}`);
  if (document.difficulty !== undefined) lines.push(`difficulty = ${tomlValue(document.difficulty)}`);
  if (document.minMoves !== undefined) lines.push(`minMoves = ${document.minMoves}`);
  lines.push(`grid = """\n${printGridRows(puzzle, '\n')}"""`);
  if (puzzle.target) lines.push(`target = """\n${printGridRows({ ...puzzle, grid: puzzle.target }, '\n')}"""`);
  const head = `${lines.join('\n')}\n`;
  if (Object.keys(document.extra).length === 0) return head;
  const extra = stringify(document.extra).replace(/^\n+/, '');
  return head + (extra.startsWith('[') ? '\n' : '') + extra;
}

/**
 * The grid rows of a puzzle as canonical text: each row's cells separated by one space, right-
 * aligned to two characters when states > 10, a hole written `.`, each row followed by `lineBreak`.
 */
export function printGridRows(puzzle: Pick<Puzzle, 'rows' | 'columns' | 'states' | 'grid' | 'holes'>, lineBreak: string): string {
  const width = puzzle.states > 10 ? 2 : 1;
  const holes = puzzle.holes ?? null;
  const rows: string[] = [];
  const codes = new Uint8Array(puzzle.columns * (width + 1));
  const decoder = new TextDecoder('latin1');
  for (let row = 0; row < puzzle.rows; row++) {
    let index = 0;
    for (let column = 0; column < puzzle.columns; column++) {
      const cell = row * puzzle.columns + column;
      const value = puzzle.grid[cell];
      if (width === 2) codes[index++] = value >= 10 ? DIGIT_ZERO + Math.floor(value / 10) : SPACE;
      codes[index++] = holes !== null && holes[cell] !== 0 ? DOT : DIGIT_ZERO + (value % 10);
      codes[index++] = SPACE;
    }
    rows.push(decoder.decode(codes.subarray(0, index - 1)));
  }
  return rows.length === 0 ? '' : rows.join(lineBreak) + lineBreak;
}

/** How one cell is written in a grid row: its number, or `.` for a hole. */
export function cellToken(value: number, hole: boolean): string {
  return hole ? '.' : String(value);
}

/** A value as TOML text, the way smol-toml writes it (strings quoted and escaped). */
export function tomlValue(value: unknown): string {
  const line = stringify({ v: value });
  return line.slice('v = '.length).replace(/\n$/, '');
}
