/**
 * The grid editor's solution path: the web game's shortest path of the shown board (see
 * src/analysis/shortestPath.ts), press by press with the board before each press as the web game
 * prints it (`1ff: (2, 2)`), as the webview's path panel shows it. Pure.
 */

import { pathBoards, shortestPath } from '../analysis/shortestPath';
import { formatStateNumber } from '../analysis/stateNumber';
import { groupDigits } from '../analysis/analysisLimits';
import type { Puzzle } from '../core/puzzle';
import { MAX_PATH_VIEW_CELLS, MAX_PATH_VIEW_MOVES, type BoardView, type PathMoveView, type SolutionPathView } from '../shared/protocol';

/** The board of a puzzle as path and teaching answers carry it. */
export function boardView(puzzle: Puzzle): BoardView {
  const { rows, columns, states, objective, topology } = puzzle;
  return { rows, columns, states, objective, topology, grid: Array.from(puzzle.grid) };
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
      reason: `The solution path is listed for boards of at most ${groupDigits(MAX_PATH_VIEW_CELLS)} cells; this ${puzzle.rows}x${puzzle.columns} board has ${groupDigits(cells)}. Solve shows its presses.`,
    };
  }
  const board = boardView(puzzle);
  const path = shortestPath(puzzle);
  if (path === null) return { kind: 'unsolvable', board };
  if (path.moves.length > MAX_PATH_VIEW_MOVES) {
    return { kind: 'unavailable', reason: `The shortest path has ${groupDigits(path.moves.length)} presses; the panel lists at most ${groupDigits(MAX_PATH_VIEW_MOVES)}. Solve shows them per cell.` };
  }
  const moves: PathMoveView[] = [];
  for (const { grid, move } of pathBoards(puzzle, path.moves)) moves.push({ row: move.row, col: move.col, state: formatStateNumber(grid, puzzle.states) });
  return { kind: 'path', board, moves, minimal: path.minimal, webGameOrder: path.webGameOrder };
}
