/**
 * The path panel's state: a shortest path from the host (`pathResult`), the press shown next, and
 * whether the shown board is still on the path. The panel follows the board: each board of the
 * path has a {@link boardKey}, so when the user presses the ringed cell in play mode (or undoes a
 * press), the board matches another step of the path and the panel moves there; a board that is
 * on no step of the path makes the panel stale, and the reducer asks the host for a new path from
 * there (like a route planner after a wrong turn). Its texts are for people: cells by row and
 * column counted from 1, never the host's state codes or 0-based indices. Pure.
 */

import type { PathMoveView, PuzzleView, SolutionPathView } from '../../protocol/protocol';
import type { CellPosition } from '../board/gridGeometry';
import { boardKey } from './boardKey';
import { predictPress } from './pressPrediction';
import * as l10n from '../../domain/l10n';
import { cellName, formatCount, goalKind, pressCount } from '../words/wording';

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

/** A press of the list, for people: "Press row 3, column 3" (the list's numbers give the step). */
export function pathLine(move: PathMoveView): string {
  return l10n.t('Press {0}', cellName(move.row, move.col));
}

/**
 * The board before the press at `position` (the solved board at the end), replayed from the
 * path's first board: the path panel draws it, so a code for it is never shown. Null when the
 * answer is not a path.
 */
export function pathBoardAt(display: PathDisplay, position: number): PuzzleView | null {
  if (display.view.kind !== 'path') return null;
  const moves = display.view.moves;
  let board: PuzzleView = { ...display.view.board };
  for (let index = 0; index < Math.min(position, moves.length); index++) board = predictPress(board, moves[index].row, moves[index].col, 1, true);
  return board;
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

/**
 * The panel's summary, in plain sentences: how many presses, whether that is the fewest, and that
 * the order does not matter (every press changes the same cells whenever it is made).
 */
export function pathSummary(view: SolutionPathView): string {
  switch (view.kind) {
    case 'path': {
      if (view.moves.length === 0) return l10n.t('The board is already solved: nothing to press.');
      const length = pressCount(view.moves.length);
      const objective = view.board.objective;
      const kind = goalKind(view.board.states, objective);
      if (!view.minimal) {
        if (kind === 'off')
          return l10n.t(
            'This way to switch every light off takes {0}. It may not be the shortest: the board has too many solutions to compare them all. Presses can be made in any order.',
            length,
          );
        if (kind === 'on')
          return l10n.t(
            'This way to switch every light on takes {0}. It may not be the shortest: the board has too many solutions to compare them all. Presses can be made in any order.',
            length,
          );
        return l10n.t(
          'This way to bring every cell to state {0} takes {1}. It may not be the shortest: the board has too many solutions to compare them all. Presses can be made in any order.',
          objective,
          length,
        );
      }
      if (kind === 'off')
        return l10n.t('The shortest way to switch every light off takes {0}. Presses can be made in any order; this is one shortest order.', length);
      if (kind === 'on')
        return l10n.t('The shortest way to switch every light on takes {0}. Presses can be made in any order; this is one shortest order.', length);
      return l10n.t(
        'The shortest way to bring every cell to state {0} takes {1}. Presses can be made in any order; this is one shortest order.',
        objective,
        length,
      );
    }
    case 'unsolvable': {
      const objective = view.board.objective;
      const kind = goalKind(view.board.states, objective);
      if (kind === 'off') return l10n.t('This board cannot be solved: no presses switch every light off.');
      if (kind === 'on') return l10n.t('This board cannot be solved: no presses switch every light on.');
      return l10n.t('This board cannot be solved: no presses bring every cell to state {0}.', objective);
    }
    case 'unavailable':
      return view.reason;
    default: {
      const unknownView: never = view;
      throw new Error(`unknown path ${JSON.stringify(unknownView)}`);
    }
  }
}

/** What the panel says about the current step (also read out when the step changes): "Step 3 of 11. Press row 2, column 4." */
export function pathStepText(display: PathDisplay): string {
  if (display.view.kind !== 'path') return pathSummary(display.view);
  const moves = display.view.moves;
  if (moves.length === 0) return pathSummary(display.view);
  if (display.stale) return l10n.t('The board no longer matches this list: finding a new shortest way from here…');
  const move = moves[display.position];
  if (move === undefined) {
    const made = pressCount(moves.length);
    const objective = display.view.board.objective;
    const kind = goalKind(display.view.board.states, objective);
    if (kind === 'off') return l10n.t('Done: all {0} made; every light is off.', made);
    if (kind === 'on') return l10n.t('Done: all {0} made; every light is on.', made);
    return l10n.t('Done: all {0} made; every cell is in state {1}.', made, objective);
  }
  return l10n.t('Step {0} of {1}. {2}.', formatCount(display.position + 1), formatCount(moves.length), pathLine(move));
}
