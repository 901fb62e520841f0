/**
 * Local prediction of a press, so the grid redraws in the same frame as the click instead of
 * after the round trip through the document. The host's answer (the next `document` or `rows`
 * message) replaces the prediction; a refused edit restores the last confirmed document. The
 * neighbour rules are the shared vocabulary's, the same the core uses. A press costs one copy of
 * the grid and the cells it changes (see {@link GridEdit}). Pure.
 */

import type { PuzzleView, TopologyName } from '../shared/protocol';
import { MAX_NEIGHBOURHOOD, neighbourhoodInto } from '../shared/puzzleVocabulary';
import { GridEdit } from './boardKey';

// Reused by every press: the webview runs one press at a time.
const neighbourhood = new Int32Array(MAX_NEIGHBOURHOOD);

/** The closed neighbourhood of (row, col): the cell, then its neighbours, each once. */
export function pressedCells(rows: number, columns: number, topology: TopologyName, row: number, col: number): number[] {
  const buffer = new Int32Array(MAX_NEIGHBOURHOOD);
  return Array.from(buffer.subarray(0, neighbourhoodInto({ rows, columns, topology }, row * columns + col, buffer)));
}

/** Applies a press of (row, col) by `delta` to `edit`: only that cell in setup, its neighbourhood in play. */
export function pressInto(
  edit: GridEdit,
  puzzle: Pick<PuzzleView, 'rows' | 'columns' | 'topology' | 'states'>,
  row: number,
  col: number,
  delta: number,
  play: boolean,
): void {
  const cell = row * puzzle.columns + col;
  if (!play) {
    edit.add(cell, delta, puzzle.states);
    return;
  }
  const count = neighbourhoodInto(puzzle, cell, neighbourhood);
  for (let i = 0; i < count; i++) edit.add(neighbourhood[i], delta, puzzle.states);
}

/** The puzzle after pressing (row, col) by `delta`: only that cell in setup, its neighbourhood in play. */
export function predictPress(puzzle: PuzzleView, row: number, col: number, delta: 1 | -1, play: boolean): PuzzleView {
  const edit = new GridEdit(puzzle.grid, puzzle.objective);
  pressInto(edit, puzzle, row, col, delta, play);
  return { ...puzzle, grid: edit.finish() };
}
