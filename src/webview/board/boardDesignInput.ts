/**
 * The pointer on the puzzle canvas: in Setup with the Holes tool a press and drag paints holes
 * (pointer capture keeps the drag while the pointer leaves the board; one document edit when it
 * ends); in Play the cell under the pointer, or the keyboard's cell while the grid has focus from
 * the keyboard, previews the cells a press there changes (none once the pointer has left and the
 * last focus came from a click). Setup, where a click changes one cell, previews nothing. DOM only
 * here, but for {@link pressPreview}.
 */

import { pressedCells } from '../state/pressPrediction';
import type { CellPosition } from './gridGeometry';
import { shownPuzzle, type GridViewEvent, type GridViewState } from '../state/gridViewTypes';

/**
 * The cells (row-major indices) a press at `cell` would change, outlined as its preview: in Play
 * only, not during a hole drag, not while cells are too small to press, none at a hole or outside
 * the board. The press rule is the board's own (every topology and neighbourhood, torus wrap
 * included).
 */
export function pressPreview(state: GridViewState, cell: CellPosition | null, tooSmallToPress: boolean): number[] {
  const puzzle = shownPuzzle(state);
  if (puzzle === null || cell === null || !state.playMode || state.holeDrag !== null || tooSmallToPress) return [];
  if (cell.row < 0 || cell.col < 0 || cell.row >= puzzle.rows || cell.col >= puzzle.columns) return [];
  return pressedCells(puzzle, cell.row, cell.col);
}

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
  /** Whether the grid's focus and its last move came from the keyboard (then the selected cell is previewed). */
  private keyboard = false;
  private pointerPressed = false;

  constructor(private readonly host: DesignInputHost) {
    const { canvas, grid } = host;
    grid.addEventListener('pointerdown', () => {
      this.pointerPressed = true;
      this.setKeyboard(false);
    });
    grid.addEventListener('focus', () => {
      // A focus that follows a press of the pointer is the pointer's; any other (Tab) is the keyboard's.
      this.setKeyboard(!this.pointerPressed);
      this.pointerPressed = false;
    });
    for (const type of ['pointerup', 'pointercancel']) grid.addEventListener(type, () => (this.pointerPressed = false));
    grid.addEventListener('keydown', () => this.setKeyboard(true));
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
        if (host.state().playMode) host.redraw();
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
      if (host.state().playMode) host.redraw();
    });
  }

  private setKeyboard(keyboard: boolean): void {
    if (this.keyboard === keyboard) return;
    this.keyboard = keyboard;
    if (this.host.state().playMode) this.host.redraw();
  }

  /** Whether a click on the canvas is the hole drag's (it must not also press the cell). */
  ownsClicks(): boolean {
    const state = this.host.state();
    return !state.playMode && state.setupTool === 'holes';
  }

  /**
   * The cells a press changes at the hovered cell, or else at the selected cell while the grid has
   * focus from the keyboard, as row-major indices (see {@link pressPreview}).
   */
  preview(focused: boolean): number[] {
    const state = this.host.state();
    const cell = this.hovered ?? (focused && this.keyboard ? state.selected : null);
    return pressPreview(state, cell, this.host.tooSmallToPress());
  }
}
