/**
 * The Solution panel: its heading and summary in plain words (or the reason there is none, and a
 * mark when the board changed since), a collapsed Details line with which engine answered and how
 * long it took, and the presses drawn on a canvas. Once solved it is a grid named
 * "Solution" that the arrow keys walk, each cell read as "row 2, column 3: press 1 time". Before
 * a solve the panel keeps its place, so showing a solution moves nothing. DOM only here.
 */

import * as l10n from '../../domain/l10n';
import { element, show } from '../dom';
import type { CellPosition, GridLayout } from '../board/gridGeometry';
import { gridKeyIntent, type GridKeyIntent } from '../board/gridKeyboard';
import { GridCanvas } from '../board/gridRenderer';
import type { ThemeColours } from '../board/themeColours';
import { isRunning, type GridViewState, type SolutionDisplay } from '../state/gridViewTypes';
import { describeSolution, pressesDescription, solutionCellLabel } from '../state/solutionState';
import { gridText, replaceActiveCell } from '../board/virtualGrid';

const SOLUTION_CELL_ID = 'lights-solution-cell';
const GRID_ATTRIBUTES = ['role', 'tabindex', 'aria-label', 'aria-rowcount', 'aria-colcount', 'aria-activedescendant', 'aria-describedby'];

/** The Solution panel. */
export class SolutionView {
  readonly element: HTMLElement;
  /** The space the board may take (the caller fits the cell size to it). */
  readonly area: HTMLElement;
  /** The scroll container, which is the grid once solved. */
  readonly scroller: HTMLElement;
  readonly canvas: HTMLCanvasElement;
  /** The board's canvas (the viewport zooms and scrolls it with the puzzle's). */
  readonly grid: GridCanvas;
  private readonly summary = element('p', { className: 'solution-summary', testId: 'solution-summary' });
  private readonly error = element('p', { className: 'solution-error', testId: 'solution-error' });
  /** Why the answer is not proven the fewest, when the engine said. */
  private readonly unproven = element('p', { className: 'solution-unproven', testId: 'solution-unproven' });
  private readonly stale = element('p', { className: 'solution-stale', testId: 'solution-stale', text: l10n.t('Changed since: Solve again.') });
  private readonly detailsText = element('span', { className: 'solution-details-text' });
  /** Who answered and how long it took: for the curious, collapsed. */
  private readonly details = element('details', { className: 'solution-details', testId: 'solution-details' }, [
    element('summary', { text: l10n.t('Details') }),
    this.detailsText,
  ]);
  private readonly description = element('p', { className: 'visually-hidden', attributes: { id: 'solution-grid-description' } });
  /** The grid's one row (the active cell's), a row only while the panel is a grid. */
  private readonly row = element('div', { className: 'visually-hidden' });
  private labelCache: { readonly display: SolutionDisplay; readonly label: string } | null = null;
  /** The keyboard's cell (view only). */
  private selected: CellPosition = { row: 0, col: 0 };
  private display: SolutionDisplay | null = null;

  /** `onKey` gets the zoom and fit keys; `redraw` repaints after the keyboard moved. */
  constructor(onKey: (intent: Extract<GridKeyIntent, { kind: 'zoom' | 'fit' }>) => void, redraw: () => void) {
    this.canvas = element('canvas', { testId: 'solution-grid', attributes: { 'aria-hidden': 'true' } });
    const sizer = element('div', { className: 'grid-sizer' }, [this.canvas]);
    this.scroller = element('div', { className: 'grid-scroll', testId: 'solution-grid-view' }, [this.row, sizer]);
    this.area = element('div', { className: 'grid-area' }, [this.scroller]);
    this.grid = new GridCanvas(this.scroller, sizer, this.canvas);
    const caption = element('div', { className: 'board-caption' }, [
      element('h2', { text: l10n.t('Solution'), attributes: { id: 'solution-heading' } }),
      this.error,
      this.summary,
      this.unproven,
      this.stale,
      this.details,
    ]);
    this.element = element('section', { className: 'board-panel board-panel--solution', attributes: { 'aria-labelledby': 'solution-heading' } }, [
      caption,
      this.description,
      this.area,
    ]);
    this.scroller.addEventListener('keydown', (event) => {
      const display = this.display;
      if (display === null || event.target !== this.scroller) return;
      const intent = gridKeyIntent(event, this.selected, display, this.grid.pageRows());
      if (intent === null || intent.kind === 'press') return;
      event.preventDefault();
      if (intent.kind !== 'select') {
        onKey(intent);
        return;
      }
      this.selected = { row: intent.row, col: intent.col };
      this.grid.reveal(this.selected);
      redraw();
    });
    this.scroller.addEventListener('scroll', () => this.grid.schedulePaint(), { passive: true });
  }

  /** Shows the state's solution (or what stands in for it) at `cellSize`. */
  render(state: GridViewState, cellSize: number, theme: ThemeColours): void {
    const display = state.solution;
    this.display = display;
    const hooks = this.canvas.dataset;
    const solving = isRunning(state, state.pending.solution);
    this.element.setAttribute('aria-busy', String(solving));
    this.element.classList.toggle('board-panel--stale', display?.stale === true);
    show(this.stale, display?.stale === true);
    const presses = display !== null && display.outcome.ok && display.outcome.solution.solvable ? display.outcome.solution.presses : null;
    if (display === null || presses === null) {
      for (const name of GRID_ATTRIBUTES) this.scroller.removeAttribute(name);
      // A row outside a grid is an error for assistive technology.
      this.row.removeAttribute('role');
      this.row.removeAttribute('aria-rowindex');
      this.row.replaceChildren();
    }
    if (display === null) {
      this.summary.textContent = solving ? l10n.t('Solving…') : l10n.t('Press Solve to see how many times to press each cell.');
      show(this.error, false);
      show(this.unproven, false);
      show(this.details, false);
      hooks.presses = '';
      hooks.stale = 'false';
      hooks.unsolvable = 'false';
      delete hooks.rows;
      delete hooks.columns;
      this.grid.update({ kind: 'empty' }, theme, false);
      return;
    }
    const { summary, unproven, error, details } = describeSolution(display);
    this.unproven.textContent = unproven ?? '';
    show(this.unproven, unproven !== null);
    this.detailsText.textContent = details;
    show(this.details, details !== '');
    // A first solution says itself that the search goes on.
    this.summary.textContent = solving && display.searching !== true ? `${summary} ${l10n.t('Solving again…')}`.trim() : summary;
    const proven = error !== null && display.outcome.ok && !display.stale && state.proof !== null;
    this.error.textContent = proven ? `${error} ${l10n.t('The marked cells of the puzzle show why.')}` : (error ?? '');
    show(this.error, error !== null);
    hooks.rows = String(display.rows);
    hooks.columns = String(display.columns);
    hooks.cellSize = String(cellSize);
    hooks.stale = String(display.stale);
    hooks.unsolvable = String(presses === null);
    hooks.presses = presses !== null && presses.length <= MAX_TEXT_HOOK_CELLS ? gridText(presses, display.columns) : '';
    if (presses !== null) this.renderGrid(display, presses);
    const layout: GridLayout = { rows: display.rows, columns: display.columns, topology: display.topology, cellSize };
    const focused = document.activeElement === this.scroller;
    this.grid.update({ kind: 'solution', layout, presses, stale: display.stale, ...(focused ? { selected: this.selected } : {}) }, theme, focused);
  }

  private renderGrid(display: SolutionDisplay, presses: Uint8Array): void {
    if (this.labelCache?.display !== display) this.labelCache = { display, label: pressesDescription(presses, display.columns) };
    this.description.textContent = this.labelCache.label;
    this.selected = { row: Math.min(this.selected.row, display.rows - 1), col: Math.min(this.selected.col, display.columns - 1) };
    this.scroller.setAttribute('role', 'grid');
    this.row.setAttribute('role', 'row');
    this.scroller.setAttribute('tabindex', '0');
    this.scroller.setAttribute('aria-label', l10n.t('Solution'));
    this.scroller.setAttribute('aria-describedby', 'solution-grid-description');
    this.scroller.setAttribute('aria-rowcount', String(display.rows));
    this.scroller.setAttribute('aria-colcount', String(display.columns));
    const count = presses[this.selected.row * display.columns + this.selected.col] ?? 0;
    replaceActiveCell(this.row, SOLUTION_CELL_ID, this.selected, solutionCellLabel(this.selected.row, this.selected.col, count), 'solution-active-cell');
    this.scroller.setAttribute('aria-activedescendant', SOLUTION_CELL_ID);
  }
}

/** Boards up to this many cells expose their cells as text in data-grid / data-presses. */
export const MAX_TEXT_HOOK_CELLS = 2500;
