/**
 * A game: play mode's moves over the puzzle the document holds. Play never edits the document
 * (with auto-save every edit would reach the disk): the moves live here, in the panel's state,
 * and the board shown is the game's start after them. The start is the document's board, or a
 * New game's random board of the same shape and rules, which lives here only. Undo and Redo step
 * through the history, Reset included (Undo after Reset brings the moves back); "Keep this
 * position" asks the host to write the result. Pure.
 */

import * as l10n from '../../domain/l10n';
import type { PlayPosition, PlayPress, PuzzleView } from '../../protocol/protocol';
import { cellsOffObjective, GridEdit } from './boardKey';
import { boardGoal } from './boardRules';
import { pressInto } from './pressPrediction';
import { formatCount } from '../words/wording';

/** A step of the history Undo takes back and Redo makes again: a press, or a Reset. */
export type PlayStep = { readonly kind: 'press'; readonly press: PlayPress } | { readonly kind: 'reset' };

/** The game in progress. */
export interface PlaySession {
  /** {@link boardKey} of the board the game started from (its moves apply to that board). */
  readonly startKey: string | null;
  /** The start board's cells when it is not the document's (a New game), row-major; null for the document's board. */
  readonly start: Uint8Array | null;
  /** The moves made since the start or the last Reset, oldest first. */
  readonly moves: readonly PlayPress[];
  /** The moves each Reset dropped, the latest last: Undo with no moves left brings the latest back. */
  readonly resets: readonly (readonly PlayPress[])[];
  /** Steps taken back by Undo, the next one to redo last. */
  readonly undone: readonly PlayStep[];
  /** The fewest presses from the start, once the host answered (the baseline solve). */
  readonly best: number | null;
  /** The puzzle's `minMoves` when the game started, shown as the best until the baseline answers. */
  readonly bestFromFile: number | null;
}

/** A new game from the board `startKey`: the document's, or `start` (a New game's cells). */
export function newSession(startKey: string | null, bestFromFile: number | null = null, start: Uint8Array | null = null): PlaySession {
  return { startKey, start, moves: [], resets: [], undone: [], best: null, bestFromFile };
}

/** The game after one more press (the redo history is gone: a new move starts a new branch). */
export function addMove(session: PlaySession, press: PlayPress): PlaySession {
  return { ...session, moves: [...session.moves, press], undone: [] };
}

/** Whether Undo has something to take back: a move, or a Reset. */
export function canUndo(session: PlaySession): boolean {
  return session.moves.length > 0 || session.resets.length > 0;
}

/** The game with its last step taken back (a move, or a Reset whose moves come back), or the same game when there is none. */
export function undoMove(session: PlaySession): PlaySession {
  const last = session.moves[session.moves.length - 1];
  if (last !== undefined) return { ...session, moves: session.moves.slice(0, -1), undone: [...session.undone, { kind: 'press', press: last }] };
  const dropped = session.resets[session.resets.length - 1];
  if (dropped === undefined) return session;
  return { ...session, moves: dropped, resets: session.resets.slice(0, -1), undone: [...session.undone, { kind: 'reset' }] };
}

/** The game with the last undone step made again, or the same game when there is none. */
export function redoMove(session: PlaySession): PlaySession {
  const next = session.undone[session.undone.length - 1];
  if (next === undefined) return session;
  const undone = session.undone.slice(0, -1);
  if (next.kind === 'press') return { ...session, moves: [...session.moves, next.press], undone };
  return { ...session, moves: [], resets: [...session.resets, session.moves], undone };
}

/** The game back at its start: no moves, the same best; a step of the history, so Undo brings the moves back. */
export function restartSession(session: PlaySession): PlaySession {
  if (session.moves.length === 0) return session;
  return { ...session, moves: [], resets: [...session.resets, session.moves], undone: [] };
}

/** The position to send with requests about the board being played: its start when not the document's, and the moves. */
export function playPosition(session: PlaySession): PlayPosition {
  return session.start === null ? { presses: session.moves } : { presses: session.moves, start: session.start };
}

/** Whether the board being played differs from the document's: moves made, or a New game's start. */
export function awayFromDocument(session: PlaySession): boolean {
  return session.moves.length > 0 || session.start !== null;
}

/** The largest state of each New game's start cells, found once per array (a start is never changed, and asked about on every Undo). */
const largestStates = new WeakMap<Uint8Array, number>();

function largestState(cells: Uint8Array): number {
  let largest = largestStates.get(cells);
  if (largest === undefined) {
    largest = 0;
    for (let index = 0; index < cells.length; index++) if (cells[index] > largest) largest = cells[index];
    largestStates.set(cells, largest);
  }
  return largest;
}

/** The game's start board over the document's puzzle `document`: its own cells after a New game (null when they no longer fit). */
export function sessionStart(session: PlaySession, document: PuzzleView): PuzzleView | null {
  if (session.start === null) return document;
  if (session.start.length !== document.grid.length || largestState(session.start) >= document.states) return null;
  return { ...document, grid: session.start };
}

/** A position known already: the board after `moves` over the same start (the position shown before a move, Undo or Redo). */
export interface KnownPosition {
  readonly moves: readonly PlayPress[];
  readonly board: PuzzleView;
}

function sameMove(a: PlayPress, b: PlayPress): boolean {
  return a === b || (a.row === b.row && a.col === b.col && a.delta === b.delta);
}

/** How many first moves `a` and `b` have in common: the moves after them are taken back and made when one position becomes the other. */
export function sharedMoves(a: readonly PlayPress[], b: readonly PlayPress[]): number {
  const limit = Math.min(a.length, b.length);
  let shared = 0;
  while (shared < limit && sameMove(a[shared], b[shared])) shared++;
  return shared;
}

function onBoard(start: PuzzleView, move: PlayPress): boolean {
  return move.row >= 0 && move.col >= 0 && move.row < start.rows && move.col < start.columns;
}

/**
 * The board after the game's moves, each pressing the cell and its neighbours. With `previous`
 * (the board after other moves over the same start), only the moves that differ are taken back
 * and made, when that is fewer than replaying them all: after a press, Undo or Redo, and when a
 * document keeps the start board, a position costs a copy of the grid and the cells that change.
 */
export function positionBoard(start: PuzzleView, moves: readonly PlayPress[], previous?: KnownPosition | null): PuzzleView {
  const base = previous && sameShape(previous.board, start) ? previous : null;
  const shared = base === null ? 0 : sharedMoves(base.moves, moves);
  const changes = base === null ? Number.POSITIVE_INFINITY : base.moves.length - shared + (moves.length - shared);
  if (base !== null && changes === 0) return base.board.grid === start.grid ? start : { ...start, grid: base.board.grid };
  if (moves.length === 0) return start;
  const fromPrevious = base !== null && changes < moves.length;
  const edit = new GridEdit(fromPrevious ? base.board.grid : start.grid, boardGoal(start));
  if (fromPrevious) {
    for (let index = base.moves.length - 1; index >= shared; index--) {
      const move = base.moves[index];
      if (onBoard(start, move)) pressInto(edit, start, move.row, move.col, -move.delta, true);
    }
  }
  for (let index = fromPrevious ? shared : 0; index < moves.length; index++) {
    const move = moves[index];
    if (onBoard(start, move)) pressInto(edit, start, move.row, move.col, move.delta, true);
  }
  return { ...start, grid: edit.finish() };
}

function sameShape(a: PuzzleView, b: PuzzleView): boolean {
  return (
    a.rows === b.rows &&
    a.columns === b.columns &&
    a.states === b.states &&
    a.topology === b.topology &&
    a.grid.length === b.grid.length &&
    a.neighbourhood === b.neighbourhood &&
    a.holes === b.holes
  );
}

/** The fewest presses to show: the baseline's, or the file's `minMoves` while waiting. */
export function sessionBest(session: PlaySession): number | null {
  return session.best ?? session.bestFromFile;
}

/** Whether every cell of `puzzle` is in its goal state, the target or the objective (memoised per grid, followed through presses by {@link GridEdit}). */
export function isPuzzleSolved(puzzle: Pick<PuzzleView, 'grid' | 'objective' | 'target' | 'holes'>): boolean {
  return cellsOffObjective(puzzle.grid, boardGoal(puzzle)) === 0;
}

/**
 * The game's status line, the text of the panel's `role="status"` element: "Moves: 3" while
 * playing, "Solved in 7 moves. The fewest possible is 5." once the board reaches the objective.
 */
export function playStatusText(session: PlaySession, solved: boolean): string {
  const moves = session.moves.length;
  const best = sessionBest(session);
  if (!solved) {
    return best === null
      ? l10n.t('Moves: {0}', formatCount(moves))
      : l10n.t('Moves: {0} · fewest possible from the start: {1}', formatCount(moves), formatCount(best));
  }
  if (moves === 0) return l10n.t('Solved: every cell of this board is already at its goal. Moves: 0');
  const done = moves === 1 ? l10n.t('Solved in 1 move.') : l10n.t('Solved in {0} moves.', formatCount(moves));
  if (best === null) return done;
  if (moves <= best) return `${done} ${l10n.t('That is the fewest possible.')}`;
  const extra = moves - best;
  const more =
    extra === 1
      ? l10n.t('The fewest possible is {0}: 1 move more than needed.', formatCount(best))
      : l10n.t('The fewest possible is {0}: {1} moves more than needed.', formatCount(best), formatCount(extra));
  return `${done} ${more}`;
}
