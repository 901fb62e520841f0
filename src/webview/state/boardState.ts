/**
 * The board feature of the grid webview: the setup fields (rows, columns, states, objective,
 * topology) and their validation, the selected cell, the zoom, and the words for cells and for a
 * document that is not a puzzle. Pure.
 */

import * as l10n from '../../domain/l10n';
import { type DocumentState, MAX_EDITOR_SIDE, type PuzzleView, type ShapeChangeView } from '../../protocol/protocol';
import { isNeighbourhoodName, neighbourhoodKey, SIGMA_KEY, TOPOLOGIES } from '../../domain/topology';
import { MAX_STATES, MIN_STATES } from '../../domain/limits';
import { neighbourhoodPhrase, topologyLabel } from '../../domain/vocabularyWords';
import { isHoleAt, targetAt } from './boardRules';
import { clampCellSize, steppedCellSize, ZOOM_OUT_LIMIT } from '../board/gridGeometry';
import { shownPuzzle, unchanged, type GridViewState, type ShapeField, type Transition } from './gridViewTypes';
import { cellName, difficultyName, formatCount, goalWords, moveCount } from '../words/wording';

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
  return l10n.t('{0}, state {1} of {2}', cellName(row, col), state, states);
}

/**
 * The accessible name of cell (row, col) of `puzzle`: "row 2, column 4: hole" for a hole, else
 * {@link cellLabel} and, when the puzzle has a target, the cell's ("…, state 0 of 2, target 1").
 */
export function puzzleCellLabel(puzzle: PuzzleView, row: number, col: number): string {
  const index = row * puzzle.columns + col;
  if (isHoleAt(puzzle, index)) return l10n.t('{0}: hole', cellName(row, col));
  const label = cellLabel(row, col, puzzle.grid[index] ?? 0, puzzle.states);
  return puzzle.target === undefined ? label : l10n.t('{0}, target {1}', label, targetAt(puzzle, index));
}

// Per holes array: how many holes it has (holes never change once received).
const holeCounts = new WeakMap<Uint8Array, number>();

/** How many cells of the board are holes (counted once per holes array). */
export function holeCount(puzzle: Pick<PuzzleView, 'holes'>): number {
  const holes = puzzle.holes;
  if (holes === undefined) return 0;
  let count = holeCounts.get(holes);
  if (count === undefined) {
    count = 0;
    for (let index = 0; index < holes.length; index++) if (holes[index] === 1) count++;
    holeCounts.set(holes, count);
  }
  return count;
}

/**
 * The caption under the Puzzle heading: "5 × 5 torus, edges wrap around, 3 holes, knight
 * neighbourhood, hard, solvable in 7 moves. Goal: switch every light off." (a target's goal:
 * every cell to its target).
 */
export function puzzleCaptionText(puzzle: PuzzleView): string {
  const topology = topologyLabel(puzzle.topology);
  const facts = [
    puzzle.states > 2
      ? l10n.t('{0} × {1} {2}, states 0 to {3}', puzzle.rows, puzzle.columns, topology, puzzle.states - 1)
      : l10n.t('{0} × {1} {2}', puzzle.rows, puzzle.columns, topology),
  ];
  if (puzzle.topology === 'torus') facts.push(l10n.t('edges wrap around'));
  const holes = holeCount(puzzle);
  if (holes > 0) facts.push(holes === 1 ? l10n.t('1 hole') : l10n.t('{0} holes', formatCount(holes)));
  const key = neighbourhoodKey(puzzle.neighbourhood);
  if (key === SIGMA_KEY) facts.push(l10n.t('sigma game'));
  else if (key !== 'cross') facts.push(neighbourhoodFact(key));
  if (puzzle.difficulty !== undefined) facts.push(difficultyName(puzzle.difficulty));
  if (puzzle.minMoves !== undefined) facts.push(l10n.t('solvable in {0}', moveCount(puzzle.minMoves)));
  const goal = puzzle.target === undefined ? goalWords(puzzle.states, puzzle.objective).goal : l10n.t('every cell at its target (the corner chip)');
  return l10n.t('{0}. Goal: {1}.', facts.join(', '), goal);
}

/** The caption's words for a neighbourhood other than the classic cross (never asked for it), by its {@link neighbourhoodKey}. */
function neighbourhoodFact(key: string): string {
  return isNeighbourhoodName(key) && key !== 'cross' ? neighbourhoodPhrase(key) : l10n.t('custom neighbourhood');
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

/** The label of a setup field, in the display language. */
export function fieldLabel(field: ShapeField): string {
  switch (field) {
    case 'rows':
      return l10n.t('Rows');
    case 'columns':
      return l10n.t('Columns');
    case 'states':
      return l10n.t('States');
    case 'objective':
      return l10n.t('Objective');
    case 'topology':
      return l10n.t('Topology');
    default: {
      const unknownField: never = field;
      throw new Error(`unknown field ${String(unknownField)}`);
    }
  }
}

/**
 * The `reshape` changes for a committed setup control, `null` when the value is the current one,
 * or an error sentence when it is out of range. Lowering States below Objective + 1 also lowers
 * the objective to the new top state, so the host always gets a valid shape.
 */
export function shapeChange(field: ShapeField, raw: string, puzzle: PuzzleView): { readonly changes: ShapeChangeView | null } | { readonly error: string } {
  if (field === 'topology') {
    const topology = TOPOLOGIES.find((name) => name === raw);
    if (topology === undefined) return { error: l10n.t('Topology must be one of {0}.', TOPOLOGIES.join(', ')) };
    return { changes: topology === puzzle.topology ? null : { topology } };
  }
  const { min, max } = shapeFieldRange(field, puzzle);
  const text = raw.trim();
  const value = /^[+]?\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    return { error: rangeError(field, min, max) };
  }
  if (value === puzzle[field]) return { changes: null };
  if (field === 'states' && puzzle.objective > value - 1) return { changes: { states: value, objective: value - 1 } };
  return { changes: { [field]: value } };
}

/** Why a setup field's value is refused: "Rows must be a whole number from 1 to 50." */
function rangeError(field: Exclude<ShapeField, 'topology'>, min: number, max: number): string {
  switch (field) {
    case 'rows':
      return l10n.t('Rows must be a whole number from {0} to {1}.', min, max);
    case 'columns':
      return l10n.t('Columns must be a whole number from {0} to {1}.', min, max);
    case 'states':
      return l10n.t('States must be a whole number from {0} to {1}.', min, max);
    case 'objective':
      return l10n.t('Objective must be a whole number from {0} to {1}.', min, max);
    default: {
      const unknownField: never = field;
      throw new Error(`unknown field ${String(unknownField)}`);
    }
  }
}

/** What the live region says when the document becomes unreadable or too large (once, not on every keystroke). */
export function problemAnnouncement(previous: DocumentState | null, current: DocumentState): string | undefined {
  switch (current.kind) {
    case 'puzzle':
      return undefined;
    case 'invalid':
      if (previous?.kind === 'invalid') return undefined;
      return current.errors.length === 1
        ? l10n.t('The text is not a valid puzzle: 1 error. The grid is hidden until the text is fixed.')
        : l10n.t('The text is not a valid puzzle: {0} errors. The grid is hidden until the text is fixed.', formatCount(current.errors.length));
    case 'tooLarge':
      return previous?.kind === 'tooLarge'
        ? undefined
        : l10n.t('This puzzle has {0} cells, more than the {1} the grid shows.', formatCount(current.rows * current.columns), formatCount(current.limit));
    default: {
      const unknownState: never = current;
      throw new Error(`unknown document state ${JSON.stringify(unknownState)}`);
    }
  }
}
