/**
 * Local prediction of a press, so the grid redraws in the same frame as the click instead of
 * after the round trip through the document. The host's answer (the next `document` or `rows`
 * message) replaces the prediction; a refused edit restores the last confirmed document. The
 * neighbour rules are the shared vocabulary's, the same the core uses. A press costs one copy of
 * the grid and the cells it changes (see {@link GridEdit}). Pure.
 */

import type { PuzzleView } from '../../protocol/protocol';
import { GridEdit } from './boardKey';
import { boardGoal, changedCells, isHoleAt, type RulesView } from './boardRules';

/** The cells a press of (row, col) changes (the board's neighbourhood, holes left out; none for a hole), each once. */
export function pressedCells(puzzle: RulesView, row: number, col: number): number[] {
  return Array.from(changedCells(puzzle, row * puzzle.columns + col));
}

/** Applies a press of (row, col) by `delta` to `edit`: only that cell in setup, the cells it changes in play; nothing at a hole. */
export function pressInto(edit: GridEdit, puzzle: RulesView & Pick<PuzzleView, 'states'>, row: number, col: number, delta: number, play: boolean): void {
  const cell = row * puzzle.columns + col;
  if (isHoleAt(puzzle, cell)) return;
  if (!play) {
    edit.add(cell, delta, puzzle.states);
    return;
  }
  const cells = changedCells(puzzle, cell);
  for (let i = 0; i < cells.length; i++) edit.add(cells[i], delta, puzzle.states);
}

/** The puzzle after pressing (row, col) by `delta`: only that cell in setup, the cells it changes in play. */
export function predictPress(puzzle: PuzzleView, row: number, col: number, delta: 1 | -1, play: boolean): PuzzleView {
  const edit = new GridEdit(puzzle.grid, boardGoal(puzzle));
  pressInto(edit, puzzle, row, col, delta, play);
  return { ...puzzle, grid: edit.finish() };
}
