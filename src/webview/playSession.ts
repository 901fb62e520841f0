/**
 * A game: play mode's moves over the puzzle the document holds. Play never edits the document
 * (with auto-save every edit would reach the disk): the moves live here, in the panel's state,
 * and the board shown is the document's board after them. Undo and Redo step through the moves,
 * Reset drops them, "Keep this position" asks the host to write the result. Pure.
 */

import type { PlayPosition, PlayPress, PuzzleView } from '../shared/protocol';
import { pressedCells } from './pressPrediction';
import { formatCount, plural } from './wording';

/** The game in progress. */
export interface PlaySession {
  /** {@link boardKey} of the document's board the game started from (its moves apply to that board). */
  readonly startKey: string | null;
  /** The moves made, oldest first. */
  readonly moves: readonly PlayPress[];
  /** Moves taken back by Undo, the next one to redo last. */
  readonly undone: readonly PlayPress[];
  /** The fewest presses from the start, once the host answered (the baseline solve). */
  readonly best: number | null;
  /** The puzzle's `minMoves` when the game started, shown as the best until the baseline answers. */
  readonly bestFromFile: number | null;
}

/** A new game from the document's board `startKey`. */
export function newSession(startKey: string | null, bestFromFile: number | null = null): PlaySession {
  return { startKey, moves: [], undone: [], best: null, bestFromFile };
}

/** The game after one more press (the redo history is gone: a new move starts a new branch). */
export function addMove(session: PlaySession, press: PlayPress): PlaySession {
  return { ...session, moves: [...session.moves, press], undone: [] };
}

/** The game with its last move taken back, or the same game when there is none. */
export function undoMove(session: PlaySession): PlaySession {
  const last = session.moves[session.moves.length - 1];
  if (last === undefined) return session;
  return { ...session, moves: session.moves.slice(0, -1), undone: [...session.undone, last] };
}

/** The game with the last undone move made again, or the same game when there is none. */
export function redoMove(session: PlaySession): PlaySession {
  const next = session.undone[session.undone.length - 1];
  if (next === undefined) return session;
  return { ...session, moves: [...session.moves, next], undone: session.undone.slice(0, -1) };
}

/** The game back at its start: no moves, nothing to redo, the same best. */
export function restartSession(session: PlaySession): PlaySession {
  return { ...session, moves: [], undone: [] };
}

/** The position to send with requests about the board being played. */
export function playPosition(session: PlaySession): PlayPosition {
  return { presses: session.moves };
}

/** The board after the game's moves, each pressing the cell and its neighbours. */
export function positionBoard(start: PuzzleView, moves: readonly PlayPress[]): PuzzleView {
  if (moves.length === 0) return start;
  const grid = start.grid.slice();
  const k = start.states;
  for (const move of moves) {
    if (move.row < 0 || move.col < 0 || move.row >= start.rows || move.col >= start.columns) continue;
    for (const cell of pressedCells(start.rows, start.columns, start.topology, move.row, move.col)) grid[cell] = (grid[cell] + move.delta + k) % k;
  }
  return { ...start, grid };
}

/** The fewest presses to show: the baseline's, or the file's `minMoves` while waiting. */
export function sessionBest(session: PlaySession): number | null {
  return session.best ?? session.bestFromFile;
}

/** Whether every cell of `puzzle` is in the objective state. */
export function isPuzzleSolved(puzzle: Pick<PuzzleView, 'grid' | 'objective'>): boolean {
  return puzzle.grid.every((value) => value === puzzle.objective);
}

/**
 * The game's status line, the text of the panel's `role="status"` element: "Moves: 3" while
 * playing, "Solved in 7 moves. The fewest possible is 5." once the board reaches the objective.
 */
export function playStatusText(session: PlaySession, solved: boolean): string {
  const moves = session.moves.length;
  const best = sessionBest(session);
  if (!solved) return best === null ? `Moves: ${formatCount(moves)}` : `Moves: ${formatCount(moves)} · fewest possible from the start: ${formatCount(best)}`;
  if (moves === 0) return 'Solved: this board already shows the objective everywhere. Moves: 0';
  const done = `Solved in ${plural(moves, 'move')}.`;
  if (best === null) return done;
  if (moves <= best) return `${done} That is the fewest possible.`;
  return `${done} The fewest possible is ${formatCount(best)}: ${plural(moves - best, 'move')} more than needed.`;
}
