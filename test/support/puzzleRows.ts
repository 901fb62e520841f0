/**
 * Boards written as rows of cell states, for tests: the literal boards of the seeds and the
 * issues read best that way.
 */

import { checkShape, pickShape, PuzzleError, toRows, type BoardShape, type Puzzle } from '../../src/core/puzzle';

/** A puzzle from rows of cell states, checking sizes and ranges. */
export function puzzleFromRows(shape: Omit<BoardShape, 'rows' | 'columns'>, cells: readonly (readonly number[])[]): Puzzle {
  const rows = cells.length;
  const columns = rows > 0 ? cells[0].length : 0;
  const full: BoardShape = { ...shape, rows, columns };
  checkShape(full);
  const grid = new Uint8Array(rows * columns);
  cells.forEach((line, r) => {
    if (line.length !== columns) throw new PuzzleError(`row ${r + 1} has ${line.length} cells, expected ${columns}`);
    line.forEach((value, c) => {
      if (!Number.isInteger(value) || value < 0 || value >= shape.states) {
        throw new PuzzleError(`cell (${r}, ${c}) is ${value}, expected 0..${shape.states - 1}`);
      }
      grid[r * columns + c] = value;
    });
  });
  return { ...pickShape(full), grid };
}

/** The rows of a puzzle's grid as plain arrays. */
export function puzzleRows(puzzle: Pick<Puzzle, 'rows' | 'columns' | 'grid'>): number[][] {
  return toRows(puzzle.grid, puzzle.rows, puzzle.columns);
}
