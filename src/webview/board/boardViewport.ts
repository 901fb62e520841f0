/**
 * The one viewport of the Puzzle and Solution panes: both zoom together (one cell size) and
 * scroll together (each pane's scroll is copied to the other, without echoes); zooming keeps a
 * point of the board in place (the pointer's for Ctrl+wheel and for a click on cells too small to
 * press, the selected cell's or the view's centre for the buttons and keys); the overview map
 * follows the puzzle's view and moves it, beside the view of both panes (which leave it room), and
 * the words under the zoom say which rows and columns are in view. DOM only here.
 */

import type { PuzzleView } from '../../protocol/protocol';
import { element } from '../dom';
import { boardFrameAllowance, contentSize, MIN_PRESS_CELL_SIZE, PRESS_ZOOM_CELL_SIZE, type CellPosition } from './gridGeometry';
import type { GridCanvas, ZoomAnchor } from './gridRenderer';
import type { GridViewEvent } from '../state/gridViewTypes';
import { needsOverview } from './overviewLayout';
import { OverviewMap } from './overviewMap';
import { viewRangeWords } from '../words/zoomWords';

/** Ctrl+wheel zooms one step per this much wheel movement (pixels of deltaY). */
const WHEEL_STEP = 40;

/** What the viewport needs from the panel. */
export interface ViewportHost {
  /** The puzzle shown, or null. */
  puzzle(): PuzzleView | null;
  /** The cell size drawn now (the zoom's, or the fit's). */
  drawnCellSize(puzzle: PuzzleView): number;
  /** The cell size that fits the whole board into the panes. */
  fitCellSize(puzzle: PuzzleView): number;
  selected(): CellPosition;
  dispatch(event: GridViewEvent): void;
}

/**
 * Keeps two scroll containers at the same scroll offsets: a scroll of one is copied to the other,
 * and the scroll event that copy causes is recognised by its offsets and not copied back.
 */
export class ScrollLink {
  private readonly echoes = new Map<HTMLElement, { readonly x: number; readonly y: number }>();

  constructor(
    private readonly first: HTMLElement,
    private readonly second: HTMLElement,
  ) {
    first.addEventListener('scroll', () => this.follow(first), { passive: true });
    second.addEventListener('scroll', () => this.follow(second), { passive: true });
  }

  /** Copies `source`'s scroll offsets to the other container. */
  copyFrom(source: HTMLElement): void {
    const target = source === this.first ? this.second : this.first;
    if (target.scrollLeft === source.scrollLeft && target.scrollTop === source.scrollTop) return;
    const before = { x: target.scrollLeft, y: target.scrollTop };
    target.scrollLeft = source.scrollLeft;
    target.scrollTop = source.scrollTop;
    // The target may not reach the same offsets; its scroll event, if any, reports where it went.
    if (target.scrollLeft !== before.x || target.scrollTop !== before.y) this.echoes.set(target, { x: target.scrollLeft, y: target.scrollTop });
  }

  private follow(source: HTMLElement): void {
    const echo = this.echoes.get(source);
    this.echoes.delete(source);
    if (echo !== undefined && echo.x === source.scrollLeft && echo.y === source.scrollTop) return;
    this.copyFrom(source);
  }
}

/** The shared viewport of the two board panes. */
export class BoardViewport {
  readonly overview: OverviewMap;
  /** Which rows and columns are in view while the board does not fit ("Rows 120–160, columns 40–90 of 1000"), for the caller to place by the zoom controls. */
  readonly rangeText: HTMLElement;
  private readonly link: ScrollLink;
  private wheelDelta = 0;
  private solutionShown = false;

  constructor(
    private readonly host: ViewportHost,
    private readonly puzzleGrid: GridCanvas,
    private readonly solutionGrid: GridCanvas,
    private readonly puzzleArea: HTMLElement,
  ) {
    this.link = new ScrollLink(puzzleGrid.scroller, solutionGrid.scroller);
    this.overview = new OverviewMap((target) => {
      puzzleGrid.scroller.scrollLeft = target.x;
      puzzleGrid.scroller.scrollTop = target.y;
    });
    puzzleArea.append(this.overview.element);
    this.rangeText = element('p', { className: 'view-range', testId: 'view-range' });
    this.rangeText.hidden = true;
    for (const grid of [puzzleGrid, solutionGrid]) {
      grid.scroller.addEventListener('wheel', (event) => this.onWheel(grid, event), { passive: false });
    }
    puzzleGrid.onPaint = () => this.followPuzzle();
  }

  /** Zooms one step in `direction` about `anchor` (default: the selected cell if in view, else the view's centre). */
  zoom(direction: 1 | -1, anchor?: { readonly grid: GridCanvas; readonly at: ZoomAnchor | null }): void {
    const puzzle = this.host.puzzle();
    if (puzzle === null) return;
    const kept = anchor ?? { grid: this.puzzleGrid, at: this.puzzleGrid.anchorAtCell(this.host.selected()) };
    this.host.dispatch({ type: 'zoom', direction, currentSize: this.host.drawnCellSize(puzzle), fitSize: this.host.fitCellSize(puzzle) });
    this.keep(kept.grid, kept.at);
  }

  /** Fits the whole board into the panes. */
  fit(): void {
    this.host.dispatch({ type: 'setCellSize', cellSize: null });
  }

  /** Whether cells are drawn too small to aim at (a click zooms in instead of pressing). */
  tooSmallToPress(): boolean {
    const puzzle = this.host.puzzle();
    return puzzle !== null && this.host.drawnCellSize(puzzle) < MIN_PRESS_CELL_SIZE;
  }

  /** Zooms to {@link PRESS_ZOOM_CELL_SIZE} keeping the board point under the pointer where it is. */
  zoomInAt(clientX: number, clientY: number): void {
    const anchor = this.puzzleGrid.anchorAt(clientX, clientY);
    this.host.dispatch({ type: 'setCellSize', cellSize: PRESS_ZOOM_CELL_SIZE });
    this.keep(this.puzzleGrid, anchor);
  }

  /** Scrolls `grid` to keep `anchor` in place, once the space below the board fits the new size (so the scroll range is final). */
  private keep(grid: GridCanvas, anchor: ZoomAnchor | null): void {
    this.followPuzzle();
    if (anchor !== null) grid.keepAnchor(anchor);
  }

  /** After a render: a solution that just appeared scrolls to the puzzle's place. */
  afterRender(solutionDrawn: boolean): void {
    if (solutionDrawn && !this.solutionShown) this.link.copyFrom(this.puzzleGrid.scroller);
    this.solutionShown = solutionDrawn;
  }

  private onWheel(grid: GridCanvas, event: WheelEvent): void {
    if (!event.ctrlKey) return;
    event.preventDefault();
    this.wheelDelta += event.deltaY;
    if (Math.abs(this.wheelDelta) < WHEEL_STEP) return;
    const direction: 1 | -1 = this.wheelDelta < 0 ? 1 : -1;
    this.wheelDelta = 0;
    // A pane with nothing drawn (the solution before a solve) zooms about the puzzle's view.
    const at = grid.anchorAt(event.clientX, event.clientY);
    this.zoom(direction, at === null ? undefined : { grid, at });
  }

  /** The overview map, the room both views leave it, and the words of the rows and columns in view follow the puzzle's view. */
  private followPuzzle(): void {
    const puzzle = this.host.puzzle();
    const layout = this.puzzleGrid.currentLayout();
    const pane = { width: this.puzzleArea.clientWidth, height: this.puzzleArea.clientHeight };
    let shown = false;
    let board = { width: 0, height: 0 };
    if (puzzle !== null && layout !== null) {
      const allowance = boardFrameAllowance(layout.topology);
      const content = contentSize(layout);
      board = { width: content.width + allowance, height: content.height + allowance };
      // Against the pane, not the scroll container, whose size changes with the room it leaves the map.
      shown = needsOverview(content, { width: pane.width - allowance, height: pane.height - allowance });
    }
    const placement = this.overview.render(
      shown && puzzle !== null && layout !== null
        ? { layout, states: puzzle.states, grid: puzzle.grid, viewport: this.puzzleGrid.viewport(), pane, board }
        : null,
    );
    for (const grid of [this.puzzleGrid, this.solutionGrid]) {
      if (grid.reserveGutter(placement?.side ?? null, placement?.gutter ?? 0)) grid.schedulePaint();
    }
    const words = shown && layout !== null ? viewRangeWords(layout, this.puzzleGrid.viewport()) : '';
    if (this.rangeText.textContent !== words) this.rangeText.textContent = words;
    this.rangeText.hidden = words === '';
  }
}
