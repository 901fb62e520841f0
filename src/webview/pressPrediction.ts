/**
 * Local prediction of a press, so the grid redraws in the same frame as the click instead of
 * after the round trip through the document. The host's answer (the next `document` message)
 * replaces the prediction; a refused edit restores the last confirmed document. The neighbour
 * rules are the format's (docs/lights-format.md); test/webview/pressPrediction.test.ts checks
 * them against the core's on every cell of many boards. Pure.
 */

import type { PuzzleView, TopologyName } from '../shared/protocol';

/** The closed neighbourhood of (row, col): the cell, then its neighbours, each once. */
export function pressedCells(rows: number, columns: number, topology: TopologyName, row: number, col: number): number[] {
  const cells = [row * columns + col];
  const add = (r: number, c: number): void => {
    if (topology === 'torus') {
      r = (r + rows) % rows;
      c = (c + columns) % columns;
    } else if (r < 0 || r >= rows || c < 0 || c >= columns) {
      return;
    }
    const cell = r * columns + c;
    if (!cells.includes(cell)) cells.push(cell);
  };
  if (topology === 'hex') {
    // Odd rows sit half a cell to the right ("odd-r").
    const shift = row % 2 === 0 ? -1 : 0;
    add(row, col - 1);
    add(row, col + 1);
    add(row - 1, col + shift);
    add(row - 1, col + shift + 1);
    add(row + 1, col + shift);
    add(row + 1, col + shift + 1);
  } else {
    add(row - 1, col);
    add(row, col - 1);
    add(row, col + 1);
    add(row + 1, col);
  }
  return cells;
}

/** The puzzle after pressing (row, col) by `delta`: only that cell in setup, its neighbourhood in play. */
export function predictPress(puzzle: PuzzleView, row: number, col: number, delta: 1 | -1, play: boolean): PuzzleView {
  const grid = puzzle.grid.slice();
  const k = puzzle.states;
  const cells = play ? pressedCells(puzzle.rows, puzzle.columns, puzzle.topology, row, col) : [row * puzzle.columns + col];
  for (const cell of cells) grid[cell] = (grid[cell] + delta + k) % k;
  return { ...puzzle, grid };
}
