/**
 * Local prediction of a press, so the grid redraws in the same frame as the click instead of
 * after the round trip through the document. The host's answer (the next `document` message)
 * replaces the prediction; a refused edit restores the last confirmed document. The neighbour
 * rules are the shared vocabulary's, the same the core uses. Pure.
 */

import type { PuzzleView, TopologyName } from '../shared/protocol';
import { MAX_NEIGHBOURHOOD, neighbourhoodInto } from '../shared/puzzleVocabulary';

/** The closed neighbourhood of (row, col): the cell, then its neighbours, each once. */
export function pressedCells(rows: number, columns: number, topology: TopologyName, row: number, col: number): number[] {
  const buffer = new Int32Array(MAX_NEIGHBOURHOOD);
  return Array.from(buffer.subarray(0, neighbourhoodInto({ rows, columns, topology }, row * columns + col, buffer)));
}

/** The puzzle after pressing (row, col) by `delta`: only that cell in setup, its neighbourhood in play. */
export function predictPress(puzzle: PuzzleView, row: number, col: number, delta: 1 | -1, play: boolean): PuzzleView {
  const grid = puzzle.grid.slice();
  const k = puzzle.states;
  const cells = play ? pressedCells(puzzle.rows, puzzle.columns, puzzle.topology, row, col) : [row * puzzle.columns + col];
  for (const cell of cells) grid[cell] = (grid[cell] + delta + k) % k;
  return { ...puzzle, grid };
}
