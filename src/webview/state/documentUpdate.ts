/**
 * How a document from the host meets the board the webview shows, without a pass over its cells
 * where none is needed. The `rows` message (the text changed but the puzzle kept its shape and
 * metadata, so only the changed rows travel) is applied to the confirmed board through
 * {@link GridEdit}, so the new board's key and solved state cost the cells of those rows. A
 * document that confirms a predicted setup press keeps the predicted grid array, so nothing is
 * drawn again; a game's next position starts from the position shown. Pure.
 */

import type { HostMessage, PuzzleView } from '../../protocol/protocol';
import { boardKey, GridEdit, sameGrid } from './boardKey';
import { boardGoal } from './boardRules';
import { confirmedPuzzle, shownPuzzle, type GridViewState, type ShownDocument } from './gridViewTypes';
import { sessionStart, type KnownPosition } from './playSession';

/** The `rows` host message. */
export type RowsMessage = Extract<HostMessage, { readonly type: 'rows' }>;

/** Whether `message` can be applied to `puzzle`: rows ascending and on the board, one value per cell of each, each a state of the puzzle. */
function rowsFit(message: RowsMessage, puzzle: PuzzleView): boolean {
  const { rows, cells } = message;
  if (cells.length !== rows.length * puzzle.columns) return false;
  for (let index = 0; index < rows.length; index++) {
    if (rows[index] >= puzzle.rows || (index > 0 && rows[index] <= rows[index - 1])) return false;
  }
  for (let index = 0; index < cells.length; index++) if (cells[index] >= puzzle.states) return false;
  return true;
}

/**
 * The host's document after `message`, applied to `confirmed` (the host's document the webview
 * holds), or null when it does not fit: `confirmed` is not at the message's `baseVersion`, is
 * not a puzzle, or the rows do not fit its board (the webview then asks for the whole document).
 * With no rows the puzzle is the same object: only the version, the dirty state and the warnings change.
 * When `shown` (the grid drawn now) already is the new board, as after a predicted setup press, it
 * becomes the new board's grid without a copy.
 */
export function documentAfterRows(confirmed: ShownDocument | null, message: RowsMessage, shown?: Uint8Array): ShownDocument | null {
  if (confirmed === null || confirmed.version !== message.baseVersion || confirmed.state.kind !== 'puzzle') return null;
  const puzzle = confirmed.state.puzzle;
  if (!rowsFit(message, puzzle)) return null;
  let next = puzzle;
  if (shown !== undefined && message.rows.length > 0 && isGridAfterRows(shown, puzzle.grid, message, puzzle.columns)) {
    // The board drawn already is the new one (a predicted setup press): keep its array, copy nothing.
    next = { ...puzzle, grid: shown };
  } else if (message.rows.length > 0) {
    const edit = new GridEdit(puzzle.grid, boardGoal(puzzle));
    const { columns } = puzzle;
    for (let index = 0; index < message.rows.length; index++) {
      const first = message.rows[index] * columns;
      const offset = index * columns;
      for (let col = 0; col < columns; col++) edit.set(first + col, message.cells[offset + col]);
    }
    next = { ...puzzle, grid: edit.finish() };
  }
  return { version: message.version, dirty: message.dirty, state: { kind: 'puzzle', puzzle: next, warnings: message.warnings } };
}

/**
 * Whether `grid` is `base` with the message's rows put in: each of those rows as the message has
 * it, every other row as in `base`. Compares in place (no copy), four cells at a time where it can.
 */
function isGridAfterRows(grid: Uint8Array, base: Uint8Array, message: RowsMessage, columns: number): boolean {
  if (grid === base || grid.length !== base.length) return false;
  let from = 0;
  for (let index = 0; index < message.rows.length; index++) {
    const start = message.rows[index] * columns;
    if (!sameGrid(grid.subarray(from, start), base.subarray(from, start))) return false;
    if (!sameGrid(grid.subarray(start, start + columns), message.cells.subarray(index * columns, (index + 1) * columns))) return false;
    from = start + columns;
  }
  return sameGrid(grid.subarray(from), base.subarray(from));
}

/**
 * A setup document whose board is the one shown (a predicted press the host confirms): the shown
 * grid array is kept, so nothing is drawn again. Checked cell by cell when the keys agree.
 */
export function keepShownGrid(state: GridViewState, arrived: ShownDocument): ShownDocument {
  const shown = shownPuzzle(state);
  if (shown === null || arrived.state.kind !== 'puzzle' || shown.grid === arrived.state.puzzle.grid) return arrived;
  const puzzle = arrived.state.puzzle;
  if (boardKey(shown) !== boardKey(puzzle) || !sameGrid(shown.grid, puzzle.grid)) return arrived;
  return { ...arrived, state: { ...arrived.state, puzzle: { ...puzzle, grid: shown.grid } } };
}

/** The position shown in play (the confirmed board after the game's moves), for the next position to start from. */
export function shownPosition(state: GridViewState): KnownPosition | null {
  const board = shownPuzzle(state);
  const document = confirmedPuzzle(state);
  const start = document === null ? null : sessionStart(state.game, document);
  if (!state.playMode || board === null || start === null || boardKey(start) !== state.game.startKey) return null;
  return { moves: state.game.moves, board };
}
