/**
 * The board feature of the grid webview: the setup fields (rows, columns, states, objective,
 * topology) and their validation, the selected cell, the zoom, and the words for cells and for a
 * document that is not a puzzle. Pure.
 */

import type { DocumentState, PuzzleView, ShapeChangeView } from '../shared/protocol';
import { MAX_EDITOR_SIDE } from '../shared/protocol';
import { isNeighbourhoodName, MAX_STATES, MIN_STATES, neighbourhoodKey, SIGMA_KEY, TOPOLOGIES } from '../shared/puzzleVocabulary';
import { isHoleAt, targetAt } from './boardRules';
import { clampCellSize, steppedCellSize, ZOOM_OUT_LIMIT } from './gridGeometry';
import { shownPuzzle, unchanged, type GridViewState, type ShapeField, type Transition } from './gridViewTypes';
import { cellName, formatCount, goalWords, plural } from './wording';

/** The events of this feature. */
export type BoardEvent =
  | { readonly type: 'select'; readonly row: number; readonly col: number }
  /**
   * One zoom step from the size drawn now; `fitSize` is the size that fits the whole board (zooming
   * out stops there when it is below 4 px, giving the fit; without it, zooming out stops at 4 px).
   */
  | { readonly type: 'zoom'; readonly direction: 1 | -1; readonly currentSize: number; readonly fitSize?: number }
  | { readonly type: 'setCellSize'; readonly cellSize: number | null };

/** Applies a selection or zoom event. */
export function reduceBoard(state: GridViewState, event: BoardEvent): Transition {
  switch (event.type) {
    case 'select':
      return select(state, event.row, event.col);
    case 'zoom':
      return unchanged({ ...state, cellSize: steppedCellSize(event.currentSize, event.direction, event.fitSize ?? ZOOM_OUT_LIMIT) });
    case 'setCellSize':
      return unchanged({ ...state, cellSize: event.cellSize === null ? null : clampCellSize(event.cellSize) });
    default: {
      const unknownEvent: never = event;
      throw new Error(`unknown board event ${JSON.stringify(unknownEvent)}`);
    }
  }
}

function select(state: GridViewState, row: number, col: number): Transition {
  const puzzle = shownPuzzle(state);
  if (!puzzle) return unchanged(state);
  const clamped = { row: Math.min(puzzle.rows - 1, Math.max(0, Math.trunc(row))), col: Math.min(puzzle.columns - 1, Math.max(0, Math.trunc(col))) };
  if (clamped.row === state.selected.row && clamped.col === state.selected.col) return unchanged(state);
  return unchanged({ ...state, selected: clamped });
}

/** The accessible name of a cell: "row 2, column 3, state 1 of 3" (1-based row and column, 0-based state). */
export function cellLabel(row: number, col: number, state: number, states: number): string {
  return `${cellName(row, col)}, state ${state} of ${states}`;
}

/**
 * The accessible name of cell (row, col) of `puzzle`: "row 2, column 4: hole" for a hole, else
 * {@link cellLabel} and, when the puzzle has a target, the cell's ("…, state 0 of 2, target 1").
 */
export function puzzleCellLabel(puzzle: PuzzleView, row: number, col: number): string {
  const index = row * puzzle.columns + col;
  if (isHoleAt(puzzle, index)) return `${cellName(row, col)}: hole`;
  const label = cellLabel(row, col, puzzle.grid[index] ?? 0, puzzle.states);
  return puzzle.target === undefined ? label : `${label}, target ${targetAt(puzzle, index)}`;
}

/**
 * The caption under the Puzzle heading: "5 × 5 plain, knight neighbourhood, hard, solvable in 7
 * moves. Goal: switch every light off." (a target's goal: every cell to its target).
 */
export function puzzleCaptionText(puzzle: PuzzleView): string {
  const facts = [`${puzzle.rows} × ${puzzle.columns} ${puzzle.topology}${puzzle.states > 2 ? `, states 0 to ${puzzle.states - 1}` : ''}`];
  const key = neighbourhoodKey(puzzle.neighbourhood);
  if (key === SIGMA_KEY) facts.push('sigma game');
  else if (key !== 'cross') facts.push(`${isNeighbourhoodName(key) ? key : 'custom'} neighbourhood`);
  if (puzzle.difficulty !== undefined) facts.push(puzzle.difficulty);
  if (puzzle.minMoves !== undefined) facts.push(`solvable in ${plural(puzzle.minMoves, 'move')}`);
  const goal = puzzle.target === undefined ? goalWords(puzzle.states, puzzle.objective).goal : 'every cell at its target (the corner chip)';
  return `${facts.join(', ')}. Goal: ${goal}.`;
}

/** The valid range of a setup field for the shown puzzle. */
export function shapeFieldRange(field: Exclude<ShapeField, 'topology'>, puzzle: Pick<PuzzleView, 'states'>): { readonly min: number; readonly max: number } {
  switch (field) {
    case 'rows':
    case 'columns':
      return { min: 1, max: MAX_EDITOR_SIDE };
    case 'states':
      return { min: MIN_STATES, max: MAX_STATES };
    case 'objective':
      return { min: 0, max: puzzle.states - 1 };
    default: {
      const unknownField: never = field;
      throw new Error(`unknown field ${String(unknownField)}`);
    }
  }
}

/** The label of each setup field. */
export const FIELD_LABELS: Readonly<Record<ShapeField, string>> = {
  rows: 'Rows',
  columns: 'Columns',
  states: 'States',
  objective: 'Objective',
  topology: 'Topology',
};

/**
 * The `reshape` changes for a committed setup control, `null` when the value is the current one,
 * or an error sentence when it is out of range. Lowering States below Objective + 1 also lowers
 * the objective to the new top state, so the host always gets a valid shape.
 */
export function shapeChange(field: ShapeField, raw: string, puzzle: PuzzleView): { readonly changes: ShapeChangeView | null } | { readonly error: string } {
  if (field === 'topology') {
    const topology = TOPOLOGIES.find((name) => name === raw);
    if (topology === undefined) return { error: `Topology must be one of ${TOPOLOGIES.join(', ')}.` };
    return { changes: topology === puzzle.topology ? null : { topology } };
  }
  const { min, max } = shapeFieldRange(field, puzzle);
  const text = raw.trim();
  const value = /^[+]?\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    return { error: `${FIELD_LABELS[field]} must be a whole number from ${min} to ${max}.` };
  }
  if (value === puzzle[field]) return { changes: null };
  if (field === 'states' && puzzle.objective > value - 1) return { changes: { states: value, objective: value - 1 } };
  return { changes: { [field]: value } };
}

/** What the live region says when the document becomes unreadable or too large (once, not on every keystroke). */
export function problemAnnouncement(previous: DocumentState | null, current: DocumentState): string | undefined {
  switch (current.kind) {
    case 'puzzle':
      return undefined;
    case 'invalid':
      if (previous?.kind === 'invalid') return undefined;
      return `The text is not a valid puzzle: ${plural(current.errors.length, 'error')}. The grid is hidden until the text is fixed.`;
    case 'tooLarge':
      return previous?.kind === 'tooLarge'
        ? undefined
        : `This puzzle has ${formatCount(current.rows * current.columns)} cells, more than the ${formatCount(current.limit)} the grid shows.`;
    default: {
      const unknownState: never = current;
      throw new Error(`unknown document state ${JSON.stringify(unknownState)}`);
    }
  }
}
