/**
 * The grid editor's solution path: a shortest path of the shown board, press by press, for the webview's path panel. The panel shows
 * each press as "Press row 3, column 3" and draws the board before it; each move still carries
 * the board's state number (the CLI's `state: (row, col)` format) for the protocol. The reasons
 * for no path are for people: plain words, counts as {@link countText} writes them. Pure.
 */

import { pathBoards, shortestPath } from '../analysis/shortestPath';
import { formatStateNumber } from '../analysis/stateNumber';
import { groupDigits } from '../analysis/analysisLimits';
import type { Puzzle } from '../core/puzzle';
import * as l10n from '../domain/l10n';
import { compactBytes, version2Fields } from './documentState';
import { MAX_PATH_VIEW_CELLS, MAX_PATH_VIEW_MOVES, type BoardView, type PathMoveView, type SolutionPathView } from '../protocol/protocol';

/**
 * A count in the host's texts, written like the webview's formatCount: plainly below 10,000
 * ("1024"), grouped from there on in the display language's way ("65,536").
 */
export function countText(count: number | bigint): string {
  return count < 10_000 ? count.toString() : groupDigits(count);
}

/** The board of a puzzle as path and teaching answers carry it. */
export function boardView(puzzle: Puzzle): BoardView {
  const { rows, columns, states, objective, topology } = puzzle;
  return { rows, columns, states, objective, topology, grid: compactBytes(puzzle.grid), ...version2Fields(puzzle) };
}

/**
 * The solution path of `puzzle` for the path panel: `unavailable` for boards over
 * {@link MAX_PATH_VIEW_CELLS} cells or paths over {@link MAX_PATH_VIEW_MOVES} presses.
 */
export function solutionPathView(puzzle: Puzzle): SolutionPathView {
  const cells = puzzle.rows * puzzle.columns;
  if (cells > MAX_PATH_VIEW_CELLS) {
    return {
      kind: 'unavailable',
      reason: l10n.t(
        'The path is listed for boards of up to {0} cells; this board has {1} ({2} rows of {3} cells). Solve shows which cells to press.',
        countText(MAX_PATH_VIEW_CELLS),
        countText(cells),
        countText(puzzle.rows),
        countText(puzzle.columns),
      ),
    };
  }
  const board = boardView(puzzle);
  const path = shortestPath(puzzle);
  if (path === null) return { kind: 'unsolvable', board };
  if (path.moves.length > MAX_PATH_VIEW_MOVES) {
    return {
      kind: 'unavailable',
      reason: l10n.t(
        'The shortest way takes {0} presses, more than the {1} this list shows. Solve shows how often to press each cell.',
        countText(path.moves.length),
        countText(MAX_PATH_VIEW_MOVES),
      ),
    };
  }
  const moves: PathMoveView[] = [];
  for (const { grid, move } of pathBoards(puzzle, path.moves))
    moves.push({ row: move.row, col: move.col, state: formatStateNumber(grid, puzzle.states, puzzle.holes) });
  return { kind: 'path', board, moves, minimal: path.minimal, webGameOrder: path.webGameOrder };
}
