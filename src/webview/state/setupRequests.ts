/**
 * The grid's requests that only post a message: Keep this position, Randomize (with the difficulty
 * it asks for) and a committed setup field (Rows, Columns, States, Objective, Topology), which then
 * wait for the next document, and Share, which the host answers on its own (a choice, the
 * clipboard, a message). Pure.
 */

import * as l10n from '../../domain/l10n';
import { type Difficulty, isDifficulty } from '../../domain/difficultyScale';
import { MAX_DIFFICULTY_CELLS, type PuzzleView } from '../../protocol/protocol';
import { shapeChange } from './boardState';
import { awayFromDocument, playPosition } from './playSession';
import { requestPosition, shownPuzzle, unchanged, type GridViewState, type ShapeField, type Transition } from './gridViewTypes';
import { wantPanels } from './panelsState';

/** Play: asks the host to write the play position (a New game's board after its moves) into the document (a notice when there is nothing to keep). */
export function keepPosition(state: GridViewState): Transition {
  if (state.context.kind !== 'file') {
    // A level or an example is read-only: the position would be kept nowhere.
    const message = l10n.t('This puzzle is read-only: use Save As to make a copy of your own, then keep positions in it.');
    return { state: { ...state, notice: { severity: 'info', message } }, messages: [], announce: message };
  }
  if (!state.playMode || !awayFromDocument(state.game) || state.confirmed === null) {
    const message = l10n.t('Keep this position writes the board of a game into the file: make some moves in Play first.');
    return { state: { ...state, notice: { severity: 'info', message } }, messages: [], announce: message };
  }
  return { state, messages: [{ type: 'keepPosition', version: state.confirmed.version, position: playPosition(state.game) }] };
}

/**
 * Share: asks the host to copy a link to the puzzle, with the position played in Play away from
 * the document's board (a New game's start and the moves), so that the host can offer the game's
 * start and the position reached; nothing before a document is known.
 */
export function share(state: GridViewState): Transition {
  if (state.confirmed === null) return unchanged(state);
  const position = shownPuzzle(state) === null ? undefined : requestPosition(state);
  return { state, messages: [{ type: 'share', version: state.confirmed.version, ...(position ? { position } : {}) }] };
}

/** The difficulty Randomize asks for on `puzzle`: the control's choice, or none on boards too large for difficulties. */
export function effectiveDifficulty(state: GridViewState, puzzle: Pick<PuzzleView, 'rows' | 'columns'>): Difficulty | null {
  return state.difficulty === 'any' || !isDifficulty(state.difficulty) || puzzle.rows * puzzle.columns > MAX_DIFFICULTY_CELLS ? null : state.difficulty;
}

/** Setup: asks for a random solvable board of the shown shape, written to the document as one edit (Play deals a New game instead). */
export function randomize(state: GridViewState): Transition {
  const puzzle = shownPuzzle(state);
  if (!puzzle) return unchanged(state);
  const difficulty = effectiveDifficulty(state, puzzle);
  return { state: wantPanels(state), messages: [difficulty === null ? { type: 'randomize' } : { type: 'randomize', difficulty }] };
}

/** A committed setup field: its `reshape`, or the error sentence for a value out of range. */
export function shapeInput(state: GridViewState, field: ShapeField, value: string): Transition {
  const puzzle = shownPuzzle(state);
  if (!puzzle) return unchanged(state);
  const result = shapeChange(field, value, puzzle);
  if ('error' in result) {
    return { state: { ...state, notice: { severity: 'error', message: result.error } }, messages: [], announce: result.error };
  }
  if (result.changes === null) return unchanged(state);
  const notice = state.notice?.severity === 'error' ? null : state.notice;
  return { state: wantPanels({ ...state, notice }), messages: [{ type: 'reshape', changes: result.changes }] };
}
