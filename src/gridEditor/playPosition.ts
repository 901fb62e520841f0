/**
 * Play positions on the host: the document's board after the presses of a game. Play lives in the
 * webview and never edits the document; requests about the board being played (solve, hint, path,
 * Learn) carry the game's presses, and "Keep this position" writes the result. Pure.
 */

import type { ParsedLights } from '../core/format/format';
import { documentEdits, type TextEdit } from '../core/format/formatEdits';
import { pressInPlace, type Puzzle } from '../core/puzzle';
import type { PlayPosition } from '../protocol/protocol';
import * as l10n from '../domain/l10n';
import { IntentError } from './gridIntents';

/** The puzzle after the presses of `position` (each changes the cell and its neighbours); `puzzle` itself without one. */
export function puzzleAtPosition(puzzle: Puzzle, position: PlayPosition | undefined): Puzzle {
  if (position === undefined || position.presses.length === 0) return puzzle;
  const played: Puzzle = { ...puzzle, grid: puzzle.grid.slice() };
  for (const { row, col, delta } of position.presses) {
    if (row < 0 || col < 0 || row >= puzzle.rows || col >= puzzle.columns) {
      throw new IntentError(l10n.t('a press at row {0}, column {1} lies outside the {2} × {3} board', row + 1, col + 1, puzzle.rows, puzzle.columns));
    }
    pressInPlace(played, row * puzzle.columns + col, delta);
  }
  return played;
}

/**
 * The edits that write a play position into the document: its cells change, and the generator's
 * `difficulty` and `minMoves` go (they described the old board). Empty when nothing changes.
 */
export function keepPositionEdits(text: string, parsed: ParsedLights, position: PlayPosition): TextEdit[] {
  const { document } = parsed;
  const played = puzzleAtPosition(document.puzzle, position);
  if (played === document.puzzle || played.grid.every((value, index) => value === document.puzzle.grid[index])) return [];
  const { difficulty: _difficulty, minMoves: _minMoves, ...rest } = document;
  return documentEdits(text, parsed, { ...rest, puzzle: played });
}
