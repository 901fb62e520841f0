/**
 * The validating step of the `.lights` format: the rules a document must keep to be written and
 * read back unchanged (the reader checks the same rules on the text, with positions). Pure.
 */

import * as l10n from '../../domain/l10n';
import { boardCellCount, checkShape, PuzzleError } from '../puzzle';
import { DIFFICULTIES } from '../../domain/difficultyScale';
import { FORMAT_VERSION, KNOWN_KEYS, type LightsDocument } from './formatDocument';
import { cellName } from './formatLocate';
import { MAX_CELLS, MAX_COLUMNS, MAX_NESTING_DEPTH, MAX_ROWS, MAX_TITLE_LENGTH } from '../../domain/limits';

/** Throws a {@link PuzzleError} unless the document can be printed and read back unchanged. */
export function checkDocument(document: LightsDocument): void {
  const { puzzle } = document;
  checkShape(puzzle);
  if (puzzle.rows > MAX_ROWS || puzzle.columns > MAX_COLUMNS || puzzle.rows * puzzle.columns > MAX_CELLS) {
    throw new PuzzleError(
      l10n.t('a {0}x{1} board is over the limits of {2} rows, {3} columns and {4} cells', puzzle.rows, puzzle.columns, MAX_ROWS, MAX_COLUMNS, MAX_CELLS),
    );
  }
  if (!(puzzle.grid instanceof Uint8Array) || puzzle.grid.length !== puzzle.rows * puzzle.columns) {
    throw new PuzzleError(`the grid of a ${puzzle.rows}x${puzzle.columns} board must be a Uint8Array of ${puzzle.rows * puzzle.columns} cells`);
  }
  const badCell = puzzle.grid.findIndex((value) => value >= puzzle.states);
  if (badCell >= 0)
    throw new PuzzleError(
      l10n.t(
        'cell {0} is {1}, expected 0..{2}',
        cellName(Math.floor(badCell / puzzle.columns), badCell % puzzle.columns),
        puzzle.grid[badCell],
        puzzle.states - 1,
      ),
    );
  if (!Number.isInteger(document.version) || document.version < 1 || document.version > FORMAT_VERSION) {
    throw new PuzzleError(`version must be 1 or ${FORMAT_VERSION}, got ${document.version}`);
  }
  const { holes } = puzzle;
  if (holes) {
    const filledHole = puzzle.grid.findIndex((value, index) => value !== 0 && holes[index] !== 0);
    if (filledHole >= 0)
      throw new PuzzleError(
        l10n.t(
          'row {0}, column {1} is a hole but holds {2}',
          Math.floor(filledHole / puzzle.columns) + 1,
          (filledHole % puzzle.columns) + 1,
          puzzle.grid[filledHole],
        ),
      );
    if (boardCellCount(puzzle) === 0) throw new PuzzleError(l10n.t('a board made only of holes cannot be written: it needs at least one cell'));
  }
  if (document.title !== undefined && (typeof document.title !== 'string' || codePointLength(document.title) > MAX_TITLE_LENGTH)) {
    throw new PuzzleError(l10n.t('title must be a string of at most {0} characters', MAX_TITLE_LENGTH));
  }
  if (document.difficulty !== undefined && !DIFFICULTIES.includes(document.difficulty)) {
    throw new PuzzleError(`difficulty must be one of ${DIFFICULTIES.join(', ')}, got ${String(document.difficulty)}`);
  }
  if (document.minMoves !== undefined && (!Number.isSafeInteger(document.minMoves) || document.minMoves < 0)) {
    throw new PuzzleError(`minMoves must be a non-negative integer, got ${document.minMoves}`);
  }
  const clash = Object.keys(document.extra).find((key) => KNOWN_KEYS.includes(key));
  if (clash !== undefined) throw new PuzzleError(`extra must not hold the known key "${clash}"`);
  if (nestedDeeperThan(document.extra, MAX_NESTING_DEPTH))
    throw new PuzzleError(`extra must not nest tables and arrays more than ${MAX_NESTING_DEPTH} levels deep`);
}

/**
 * The number of Unicode code points of `text` when it is over {@link MAX_TITLE_LENGTH} code
 * units; a shorter text is counted in code units (it is within the limit either way).
 */
export function codePointLength(text: string): number {
  if (text.length <= MAX_TITLE_LENGTH) return text.length;
  let count = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0xdc00 || code > 0xdfff || index === 0 || text.charCodeAt(index - 1) < 0xd800 || text.charCodeAt(index - 1) > 0xdbff) count += 1;
  }
  return count;
}

/**
 * True when some value under `root` lies more than `limit` levels below it (a value of `root` is
 * 1 deep; an empty table or array adds no level). Walks with its own stack, so any depth (even a
 * cycle) is answered without recursion.
 */
function nestedDeeperThan(root: object, limit: number): boolean {
  const pending: [object, number][] = [[root, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, depth] = next;
    const items = Object.values(value);
    if (items.length > 0 && depth + 1 > limit) return true;
    for (const item of items) {
      if (typeof item === 'object' && item !== null && !(item instanceof Date)) pending.push([item as object, depth + 1]);
    }
  }
  return false;
}
