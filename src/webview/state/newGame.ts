/**
 * New game: in Play, a random solvable start board of the document's shape, rules and the
 * difficulty chosen, asked of the host (`newGame`) and played on the panel only: the document is
 * never edited, so with auto-save the file's bytes stay as they are. The game starts at "Moves: 0"
 * with the board's certified fewest moves as its best; Keep this position writes it to the file. Pure.
 */

import * as l10n from '../../domain/l10n';
import type { NewGameOutcome } from '../../protocol/protocol';
import { boardKey } from './boardKey';
import { confirmedPuzzle, newRequest, shownPuzzle, unchanged, type GridViewState, type Transition } from './gridViewTypes';
import { newSession, sessionStart, type PlaySession } from './playSession';
import { effectiveDifficulty } from './setupRequests';
import { difficultyName, formatCount } from '../words/wording';

/** Asks the host for a New game's start board (the request asked before is cancelled). */
export function newGame(state: GridViewState): Transition {
  const puzzle = shownPuzzle(state);
  if (!state.playMode || puzzle === null) return unchanged(state);
  const difficulty = effectiveDifficulty(state, puzzle);
  const { state: next, request } = newRequest(state);
  const messages: Transition['messages'] = [];
  if (state.pending.newGame !== null) messages.push({ type: 'cancel', requestId: state.pending.newGame.requestId });
  messages.push({ type: 'newGame', requestId: request.requestId, ...(difficulty === null ? {} : { difficulty }) });
  return { state: { ...next, pending: { ...next.pending, newGame: request } }, messages, announce: l10n.t('Dealing a new game…') };
}

/**
 * The host's answer to the latest New game: the game starts over the new board (`show` draws it,
 * dropping the solution, hint and proof of the old one), or the reason there is none.
 */
export function newGameArrived(
  state: GridViewState,
  requestId: number,
  outcome: NewGameOutcome,
  show: (state: GridViewState, game: PlaySession) => Transition,
): Transition {
  if (state.pending.newGame?.requestId !== requestId) return unchanged(state);
  const cleared: GridViewState = { ...state, pending: { ...state.pending, newGame: null } };
  const document = confirmedPuzzle(state);
  if (!outcome.ok) {
    return { state: { ...cleared, notice: { severity: 'error', message: outcome.message } }, messages: [], announce: outcome.message };
  }
  const start = document === null ? null : sessionStart(newSession(null, null, outcome.grid), document);
  if (!state.playMode || document === null || start === null) return unchanged(cleared);
  const game: PlaySession = { ...newSession(boardKey(start), null, outcome.grid), best: outcome.minMoves };
  const shown = show({ ...cleared, notice: null }, game);
  const level = outcome.difficulty === undefined ? null : difficultyName(outcome.difficulty);
  let announce =
    outcome.minMoves === null
      ? l10n.t('New game. Moves: 0.')
      : level === null
        ? l10n.t('New game: it can be solved in {0} moves. Moves: 0.', formatCount(outcome.minMoves))
        : l10n.t('New game ({0}): it can be solved in {1} moves. Moves: 0.', level, formatCount(outcome.minMoves));
  if (outcome.clamped) announce = `${announce} ${l10n.t('This board has no puzzle of the difficulty chosen; this is the closest found.')}`;
  return { ...shown, announce };
}
