/**
 * The path panel's state: a shortest path from the host (`pathResult`), the press shown next, and
 * whether the shown board is still on the path. The panel follows the board: each board of the
 * path has a {@link boardKey}, so when the user presses the ringed cell in play mode (or undoes a
 * press), the board matches another step of the path and the panel moves there; a board that is
 * on no step of the path makes the panel stale, and the reducer asks the host for a new path from
 * there (like a route planner after a wrong turn). Pure.
 */

import type { PathMoveView, PuzzleView, SolutionPathView } from '../shared/protocol';
import type { CellPosition } from './gridGeometry';
import { boardKey } from './boardKey';
import { predictPress } from './pressPrediction';

/** The path panel's data. */
export interface PathDisplay {
  readonly view: SolutionPathView;
  /** For a path: the key of the board before each press, then of the solved board; otherwise empty. */
  readonly keys: readonly string[];
  /** The press shown next, 0..moves: `moves.length` once every press is made. */
  readonly position: number;
  /** True when the shown board is on no step of the path. */
  readonly stale: boolean;
}

/** `count` followed by the singular or plural noun. */
function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** The keys of the boards along a path: before each press, then after the last (an unsolvable board: its own key). */
export function pathKeys(view: SolutionPathView): string[] {
  if (view.kind === 'unsolvable') return [boardKey(view.board)];
  if (view.kind !== 'path') return [];
  let board: PuzzleView = { ...view.board };
  const keys = [boardKey(board)];
  for (const move of view.moves) {
    board = predictPress(board, move.row, move.col, 1, true);
    keys.push(boardKey(board));
  }
  return keys;
}

/** The panel's data for a fresh answer, placed at the step of the shown board (`shownKey`). */
export function pathDisplay(view: SolutionPathView, shownKey: string | null): PathDisplay {
  return syncPath({ view, keys: pathKeys(view), position: 0, stale: false }, shownKey);
}

/**
 * Follows the shown board: stays when it is the board of the current step, moves to the step
 * whose board it is (looking ahead first), or marks the panel stale.
 */
export function syncPath(display: PathDisplay, shownKey: string | null): PathDisplay {
  const found = followBoard(display.keys, display.position, shownKey);
  if (found === null) return display.keys.length === 0 || display.stale ? display : { ...display, stale: true };
  return found === display.position && !display.stale ? display : { ...display, position: found, stale: false };
}

/**
 * The position in `keys` of the board `shownKey`: `position` itself if it matches, else the first
 * match after it, else the first before it; null when none matches.
 */
export function followBoard(keys: readonly string[], position: number, shownKey: string | null): number | null {
  if (shownKey === null || keys.length === 0) return null;
  if (keys[position] === shownKey) return position;
  for (let index = position + 1; index < keys.length; index++) if (keys[index] === shownKey) return index;
  for (let index = 0; index < position && index < keys.length; index++) if (keys[index] === shownKey) return index;
  return null;
}

/** The panel moved to `position` (clamped to the path). */
export function goToPathStep(display: PathDisplay, position: number): PathDisplay {
  const moves = display.view.kind === 'path' ? display.view.moves.length : 0;
  const clamped = Math.max(0, Math.min(moves, Math.trunc(position)));
  return clamped === display.position ? display : { ...display, position: clamped };
}

/** A press as the web game prints it: `1ff: (2, 2)` (0-based row and column). */
export function pathLine(move: PathMoveView): string {
  return `${move.state}: (${move.row}, ${move.col})`;
}

/** Whether the grid shows the board before the press shown (so pressing its cell follows the path). */
export function pathAtShownBoard(display: PathDisplay | null, shownKey: string | null): boolean {
  return display !== null && !display.stale && shownKey !== null && display.keys[display.position] === shownKey;
}

/** The cell to press next, when there is one and the board is on the path. */
export function pathHighlight(display: PathDisplay | null): CellPosition | null {
  if (display === null || display.stale || display.view.kind !== 'path') return null;
  const move = display.view.moves[display.position];
  return move === undefined ? null : { row: move.row, col: move.col };
}

/** The panel's summary: how many presses, and whether shortest and in the web game's order. */
export function pathSummary(view: SolutionPathView): string {
  switch (view.kind) {
    case 'path': {
      if (view.moves.length === 0) return 'The board is already solved: no presses needed.';
      const length = plural(view.moves.length, 'press', 'presses');
      if (!view.minimal) return `${length}; not proven shortest (too many solutions to search).`;
      return view.webGameOrder ? `${length}, shortest, in the web game's order.` : `${length}, shortest (another shortest path than the web game's).`;
    }
    case 'unsolvable':
      return 'This board cannot be solved: no sequence of presses reaches the objective.';
    case 'unavailable':
      return view.reason;
    default: {
      const unknownView: never = view;
      throw new Error(`unknown path ${JSON.stringify(unknownView)}`);
    }
  }
}

/** What the panel says about the current step (also read out when the step changes). */
export function pathStepText(display: PathDisplay): string {
  if (display.view.kind !== 'path') return pathSummary(display.view);
  const moves = display.view.moves;
  if (moves.length === 0) return pathSummary(display.view);
  if (display.stale) return 'The board left this path: finding a new one from here…';
  const move = moves[display.position];
  if (move === undefined) return `Done: all ${plural(moves.length, 'press', 'presses')} made.`;
  return `Press ${display.position + 1} of ${moves.length}: row ${move.row + 1}, column ${move.col + 1}.`;
}
