/**
 * What Setup's board design tools do to the text (format version 2): the Holes tool, the
 * neighbourhood picker, Edit target and Clear target. Each builds the next document from the
 * parsed one and lets the format's `documentEdits` turn it into minimal text edits (it writes the
 * `.` cells, the `neighbourhood` and `target` keys and the version). Pure: no vscode import.
 */

import type { LightsDocument, ParsedLights } from '../core/format/formatDocument';
import { documentEdits, type TextEdit } from '../core/format/formatEdits';
import { hasHoles, usesVersion2, type Puzzle } from '../core/puzzle';
import * as l10n from '../domain/l10n';
import { neighbourhoodKey, type Neighbourhood } from '../domain/topology';
import { IntentError } from './gridIntents';

/** The format version a document with these cells declares: 2 once the puzzle uses a version 2 feature, else what it declared. */
function versionFor(document: LightsDocument, puzzle: Puzzle): number {
  return usesVersion2(puzzle) ? Math.max(2, document.version) : document.version;
}

/** The document with `puzzle` and without the generator's metadata (it described another board). */
function redesigned(document: LightsDocument, puzzle: Puzzle): LightsDocument {
  const { difficulty: _difficulty, minMoves: _minMoves, ...rest } = document;
  return { ...rest, version: versionFor(document, puzzle), puzzle };
}

/**
 * Edits that make each cell of `cells` (row-major indices) a hole (`hole` true) or part of the
 * board again (false): a new hole holds 0 in the grid and the target; a cell made again starts in
 * the objective state, and so does its target when the puzzle has one. No edit when nothing
 * changes. Refuses to make every cell a hole (a board needs a cell) and cells outside the board.
 */
export function holeEdits(text: string, parsed: ParsedLights, cells: ArrayLike<number>, hole: boolean): TextEdit[] {
  const { puzzle } = parsed.document;
  const size = puzzle.rows * puzzle.columns;
  const holes = puzzle.holes ? puzzle.holes.slice() : new Uint8Array(size);
  const grid = puzzle.grid.slice();
  const target = puzzle.target ? puzzle.target.slice() : null;
  let changed = false;
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i];
    if (!Number.isInteger(cell) || cell < 0 || cell >= size)
      throw new IntentError(l10n.t('cell {0} is outside the {1}x{2} board', cell, puzzle.rows, puzzle.columns));
    if ((holes[cell] === 1) === hole) continue;
    changed = true;
    holes[cell] = hole ? 1 : 0;
    grid[cell] = hole ? 0 : puzzle.objective;
    if (target) target[cell] = hole ? 0 : puzzle.objective;
  }
  if (!changed) return [];
  if (!holes.includes(0)) throw new IntentError(l10n.t('A board needs at least one cell that is not a hole.'));
  const next: Puzzle = { ...puzzle, grid, holes: hasHoles({ holes }) ? holes : null, target };
  return documentEdits(text, parsed, redesigned(parsed.document, withoutEmpty(next)));
}

/**
 * Edits that set the board's neighbourhood. Picking the neighbourhood the board already has (a
 * name or its offsets) changes nothing, so picking cross on a file without the key keeps the key
 * absent. Hex boards take none.
 */
export function neighbourhoodEdits(text: string, parsed: ParsedLights, neighbourhood: Neighbourhood): TextEdit[] {
  const { puzzle } = parsed.document;
  if (puzzle.topology === 'hex') throw new IntentError(l10n.t('A hex board has its own six neighbours, so it takes no neighbourhood.'));
  const sameSet = neighbourhoodKey(puzzle.neighbourhood) === neighbourhoodKey(neighbourhood);
  const sameWriting =
    typeof neighbourhood === 'string' ? puzzle.neighbourhood === neighbourhood || (puzzle.neighbourhood === undefined && neighbourhood === 'cross') : false;
  if (sameSet && (sameWriting || typeof neighbourhood !== 'string')) return [];
  const next: Puzzle = { ...puzzle, neighbourhood };
  return documentEdits(text, parsed, redesigned(parsed.document, next));
}

/**
 * Edits that change the target of cell (row, col) by `delta` (mod k). A board without a target
 * first gets one: the objective at every cell (0 at holes). A hole has no target.
 */
export function targetEdits(text: string, parsed: ParsedLights, row: number, col: number, delta: 1 | -1): TextEdit[] {
  const { puzzle } = parsed.document;
  if (!Number.isInteger(row) || !Number.isInteger(col) || row < 0 || col < 0 || row >= puzzle.rows || col >= puzzle.columns) {
    throw new IntentError(l10n.t('cell ({0}, {1}) is outside the {2}x{3} board', row, col, puzzle.rows, puzzle.columns));
  }
  const index = row * puzzle.columns + col;
  if (puzzle.holes && puzzle.holes[index]) throw new IntentError(l10n.t('row {0}, column {1} is a hole: it has no target.', row + 1, col + 1));
  const target = puzzle.target ? puzzle.target.slice() : new Uint8Array(puzzle.rows * puzzle.columns).fill(puzzle.objective);
  if (!puzzle.target && puzzle.holes) for (let cell = 0; cell < target.length; cell++) if (puzzle.holes[cell]) target[cell] = 0;
  target[index] = (target[index] + delta + puzzle.states) % puzzle.states;
  return documentEdits(text, parsed, redesigned(parsed.document, { ...puzzle, target }));
}

/** Edits that remove the target (every cell must reach the objective again); none when there is no target. */
export function clearTargetEdits(text: string, parsed: ParsedLights): TextEdit[] {
  const { puzzle } = parsed.document;
  if (!puzzle.target) return [];
  return documentEdits(text, parsed, redesigned(parsed.document, withoutEmpty({ ...puzzle, target: null })));
}

/** The puzzle without null version 2 fields, so a board that no longer uses one reads like a version 1 board. */
function withoutEmpty(puzzle: Puzzle): Puzzle {
  const { holes, target, ...rest } = puzzle;
  return { ...rest, ...(holes ? { holes } : {}), ...(target ? { target } : {}) };
}
