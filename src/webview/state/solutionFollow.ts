/**
 * A solution that follows the player: after Solve in Play, every move of the game updates the
 * solution shown (and the marks on the board) instead of making it stale. Presses commute, so the
 * presses still to do after a move are the ones before it less that move: pressing a marked cell
 * takes one press off, pressing another cell adds the presses that undo it, and Undo, Redo and
 * Reset add back or take off the moves they take back or make again. The count so updated is a
 * solution but not always the fewest; on boards where a solve is cheap, a quiet solve of the new
 * position proves the fewest again in the background. Pure.
 */

import * as l10n from '../../domain/l10n';
import type { PuzzleView, WebviewMessage } from '../../protocol/protocol';
import { boardKey } from './boardKey';
import { newRequest, requestPosition, shownPuzzle, type GridViewState, type PendingSolve, type SolutionDisplay, type Transition } from './gridViewTypes';
import { sharedMoves, type PlaySession } from './playSession';
import { formatCount } from '../words/wording';

/** The most cells of a board whose followed solution is proven the fewest again after each move (a quick solve there). */
export const FOLLOW_PROOF_CELLS = 1024;

/**
 * The presses still to do per cell (row-major, 0..k-1) to draw on the board: in Play, while a
 * solution of the board shown is known; null otherwise.
 */
export function pressesToGo(state: GridViewState): Uint8Array | null {
  const puzzle = shownPuzzle(state);
  const solution = state.solution;
  if (!state.playMode || puzzle === null || solution === null || solution.stale || !solution.outcome.ok) return null;
  const presses = solution.outcome.solution.presses;
  return presses !== null && presses.length === puzzle.grid.length ? presses : null;
}

/** How many presses are left, as the game's status says it: "4 presses to go", "1 press to go"; null without a followed solution. */
export function followStatusText(state: GridViewState): string | null {
  const presses = pressesToGo(state);
  if (presses === null || state.solution === null || !state.solution.outcome.ok) return null;
  const total = state.solution.outcome.solution.totalPresses ?? sum(presses);
  return total === 1 ? l10n.t('1 press to go') : l10n.t('{0} presses to go', formatCount(total));
}

function sum(values: Uint8Array): number {
  let total = 0;
  for (let index = 0; index < values.length; index++) total += values[index];
  return total;
}

/**
 * `state` with the game `game` (whose board is `after`), its solution following the moves when it
 * was about the board shown before them: the presses still to do from `after`, not proven the
 * fewest until a quiet solve says so. Any other solution is left as it is (it greys out).
 */
export function followGame(state: GridViewState, game: PlaySession, after: PuzzleView): GridViewState {
  const solution = state.solution;
  const presses = pressesToGo(state);
  if (presses === null || solution === null || !solution.outcome.ok || solution.boardKey !== state.boardKey) return { ...state, game };
  const states = after.states;
  // The moves taken back and made, after the first moves both games share.
  const shared = sharedMoves(state.game.moves, game.moves);
  const removed = state.game.moves.slice(shared);
  const added = game.moves.slice(shared);
  const next = presses.slice();
  const columns = after.columns;
  for (const move of removed) next[move.row * columns + move.col] = (next[move.row * columns + move.col] + move.delta + states) % states;
  for (const move of added) next[move.row * columns + move.col] = (next[move.row * columns + move.col] - move.delta + states) % states;
  const total = sum(next);
  const followed: SolutionDisplay = {
    ...solution,
    boardKey: boardKey(after),
    stale: false,
    searching: false,
    outcome: {
      ok: true,
      solution: { ...solution.outcome.solution, presses: next, totalPresses: total, minimal: total === 0, lowerBound: total === 0 ? 0 : null },
    },
  };
  return { ...state, game, solution: followed };
}

/**
 * `transition` (a move of the game from `before`) with a quiet solve of the new position when its
 * solution was followed and may not be the fewest, on a board small enough for that to be quick.
 * The solve asked before (of an older position) is cancelled.
 */
export function followed(before: GridViewState, transition: Transition): Transition {
  const state = transition.state;
  const puzzle = shownPuzzle(state);
  const solution = state.solution;
  if (puzzle === null || solution === null || solution === before.solution || !solution.outcome.ok || solution.outcome.solution.minimal) return transition;
  if (pressesToGo(state) === null || puzzle.grid.length > FOLLOW_PROOF_CELLS) return transition;
  const { state: next, request } = newRequest(state);
  const messages: WebviewMessage[] = [...transition.messages];
  if (state.pending.solution !== null) messages.push({ type: 'cancel', requestId: state.pending.solution.requestId });
  const position = requestPosition(next);
  messages.push({ type: 'solve', requestId: request.requestId, purpose: 'solution', ...(position ? { position } : {}) });
  const quiet: PendingSolve = { ...request, quiet: true, rows: puzzle.rows, columns: puzzle.columns, topology: puzzle.topology };
  return { ...transition, state: { ...next, pending: { ...next.pending, solution: quiet } }, messages };
}
