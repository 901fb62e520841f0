/**
 * The pointer on the puzzle canvas in Setup: with the Holes tool a press and drag paints holes
 * (pointer capture keeps the drag while the pointer leaves the board; one document edit when it
 * ends), and in Setup the cell under the pointer, or the selected cell while the grid has focus,
 * previews the cells a press there changes. DOM only here.
 */

import { changedCells } from '../state/boardRules';
import type { CellPosition } from './gridGeometry';
import { shownPuzzle, type GridViewEvent, type GridViewState } from '../state/gridViewTypes';

/** What the input needs of the panel. */
export interface DesignInputHost {
  readonly canvas: HTMLCanvasElement;
  readonly grid: HTMLElement;
  cellAt(clientX: number, clientY: number): CellPosition | null;
  /** True while cells are too small to press (a click zooms in instead). */
  tooSmallToPress(): boolean;
  state(): GridViewState;
  dispatch(event: GridViewEvent): void;
  /** Draws again (the preview changed). */
  redraw(): void;
}

/** Wires the hole drag and the press preview; {@link preview} gives the cells to outline. */
export class BoardDesignInput {
  private hovered: CellPosition | null = null;

  constructor(private readonly host: DesignInputHost) {
    const { canvas } = host;
    canvas.addEventListener('pointerdown', (event) => {
      const state = host.state();
      if (event.button !== 0 || state.playMode || state.setupTool !== 'holes' || host.tooSmallToPress()) return;
      const cell = host.cellAt(event.clientX, event.clientY);
      if (cell === null) return;
      event.preventDefault();
      canvas.setPointerCapture(event.pointerId);
      host.dispatch({ type: 'holeDragStart', row: cell.row, col: cell.col });
    });
    canvas.addEventListener('pointermove', (event) => {
      const cell = host.cellAt(event.clientX, event.clientY);
      if (host.state().holeDrag !== null) {
        if (cell !== null) host.dispatch({ type: 'holeDragOver', row: cell.row, col: cell.col });
        return;
      }
      if (cell?.row !== this.hovered?.row || cell?.col !== this.hovered?.col) {
        this.hovered = cell;
        if (!host.state().playMode) host.redraw();
      }
    });
    const end = (event: PointerEvent): void => {
      if (canvas.hasPointerCapture(event.pointerId)) canvas.releasePointerCapture(event.pointerId);
      if (host.state().holeDrag !== null) host.dispatch({ type: event.type === 'pointercancel' ? 'holeDragCancel' : 'holeDragEnd' });
    };
    canvas.addEventListener('pointerup', end);
    canvas.addEventListener('pointercancel', end);
    canvas.addEventListener('pointerleave', () => {
      if (this.hovered === null) return;
      this.hovered = null;
      if (!host.state().playMode) host.redraw();
    });
  }

  /** Whether a click on the canvas is the hole drag's (it must not also press the cell). */
  ownsClicks(): boolean {
    const state = this.host.state();
    return !state.playMode && state.setupTool === 'holes';
  }

  /**
   * The cells a press changes at the hovered cell, or else at the selected cell while the grid has
   * focus, as row-major indices; none in play, during a hole drag, or over a hole.
   */
  preview(focused: boolean): number[] {
    const state = this.host.state();
    const puzzle = shownPuzzle(state);
    if (puzzle === null || state.playMode || state.holeDrag !== null) return [];
    const cell = this.hovered ?? (focused ? state.selected : null);
    if (cell === null || cell.row >= puzzle.rows || cell.col >= puzzle.columns) return [];
    return Array.from(changedCells(puzzle, cell.row * puzzle.columns + cell.col));
  }
}
