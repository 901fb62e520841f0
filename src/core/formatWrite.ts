/**
 * The writing step of the `.lights` format: the canonical text of a document (docs/lights-format.md,
 * "Canonical form"). Minimal edits of an existing text are formatEdits.ts. Pure.
 */

import { stringify } from 'smol-toml';
import type { LightsDocument } from './formatDocument';
import { checkDocument } from './formatValidate';
import type { Puzzle } from './puzzle';
import { DIGIT_ZERO, SPACE } from './characterCodes';

/**
 * The canonical text of a document: `version`, `title` (if any), `rows`, `columns`, `states`,
 * `objective`, `topology`, `difficulty` and `minMoves` (if any), then `grid` as a multi-line
 * string with one line per row and cells separated by one space (right-aligned to two
 * characters when states > 10), then the unknown keys of `extra` as smol-toml writes them. No
 * comments. `parseLights(printLights(d))` gives back `d`, and every document parseLights returns
 * can be printed. Throws a PuzzleError for a document that breaks the format's rules.
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

/**
 * The grid rows of a puzzle as canonical text: each row's cells separated by one space, right-
 * aligned to two characters when states > 10, each row followed by `lineBreak`.
 */
export function printGridRows(puzzle: Pick<Puzzle, 'rows' | 'columns' | 'states' | 'grid'>, lineBreak: string): string {
  const width = puzzle.states > 10 ? 2 : 1;
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

/** A value as TOML text, the way smol-toml writes it (strings quoted and escaped). */
export function tomlValue(value: unknown): string {
  const line = stringify({ v: value });
  return line.slice('v = '.length).replace(/\n$/, '');
}
