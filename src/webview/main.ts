/**
 * The grid webview: builds the panel from its views, turns DOM events and host messages into
 * {@link GridViewEvent}s for the pure {@link reduce}, posts the messages it returns, renders the
 * state and saves what cannot be recomputed.
 */

// First: the words of the display language, before any view is built.
import { animationsAllowed, initialPlayMode, readIncomingMessage } from './vscodeApi';
import * as l10n from '../domain/l10n';
import type { PictureReply, PuzzleView, WebviewMessage } from '../protocol/protocol';
import { BoardDesignInput } from './board/boardDesignInput';
import { BoardDesignView } from './panels/boardDesignView';
import { hasMixedTarget, holedGridText } from './state/boardRules';
import { puzzleCaptionText } from './state/boardState';
import { element, show } from './dom';
import { BoardViewport } from './board/boardViewport';
import { boardFrameAllowance, fitCellSize, type CellPosition, type GridLayout } from './board/gridGeometry';
import { gridKeyIntent } from './board/gridKeyboard';
import { GridCanvas } from './board/gridRenderer';
import { readThemeColours, type ThemeColours } from './board/themeColours';
import { playStatusOf, reduce } from './state/gridViewState';
import { winDisplay } from './state/gameWin';
import { WinBannerView } from './panels/winBannerView';
import { type GridViewEvent, type GridViewState, shownPuzzle } from './state/gridViewTypes';
import { pressesToGo } from './state/solutionFollow';
import { LearnPanel } from './panels/learnPanel';
import { ModeBarView } from './panels/modeBarView';
import { highlightedCells } from './state/panelsState';
import { PathPanel } from './panels/pathPanel';
import { rasterizePicture } from './board/pictureExport';
import { activeCellLabel, puzzleGridDescription, puzzleGridHelp } from './words/puzzleGridWords';
import { MAX_TEXT_HOOK_CELLS, SolutionView } from './panels/solutionView';
import { gridText, replaceActiveCell } from './board/virtualGrid';
import { MessagesView } from './panels/messagesView';
import { ToolbarView } from './panels/toolbarView';
import { persistedViewState, restoreGridViewState, samePersistedParts, type PersistedViewState } from './state/viewStatePersistence';

const ACTIVE_CELL_ID = 'lights-active-cell';

const vscode = acquireVsCodeApi<PersistedViewState, WebviewMessage | PictureReply>();

let state: GridViewState = restoreGridViewState(vscode.getState(), initialPlayMode());
let theme: ThemeColours = readThemeColours();
/** The state last saved with setState (its persisted fields are compared by identity). */
let lastSaved: GridViewState | null = null;
let gridTextCache: { readonly key: string; readonly text: string } | null = null;

// ---- DOM -------------------------------------------------------------------------------------

const root = document.getElementById('root') ?? document.body.appendChild(element('div', { attributes: { id: 'root' } }));

const title = element('h1', { className: 'puzzle-title', testId: 'puzzle-title' });
const toolbar = new ToolbarView(dispatch, { zoom: (direction) => viewport.zoom(direction), fit: () => viewport.fit() }, () => state.difficultyScale);
const header = element('header', { className: 'puzzle-header' }, [title, toolbar.element]);

const messagesView = new MessagesView(dispatch);

const gridHelp = element('p', {
  className: 'visually-hidden',
  text: puzzleGridHelp(),
  attributes: { id: 'puzzle-grid-help' },
});
const puzzleDescription = element('p', { className: 'visually-hidden', attributes: { id: 'puzzle-grid-description' } });
const activeRow = element('div', { className: 'visually-hidden', attributes: { role: 'row', 'aria-rowindex': '1' } });
const puzzleCanvas = element('canvas', { testId: 'puzzle-grid', attributes: { 'aria-hidden': 'true' } });
const puzzleSizer = element('div', { className: 'grid-sizer' }, [puzzleCanvas]);
const puzzleScroller = element(
  'div',
  {
    className: 'grid-scroll',
    testId: 'puzzle-grid-view',
    attributes: { role: 'grid', tabindex: '0', 'aria-label': l10n.t('Puzzle'), 'aria-describedby': 'puzzle-grid-description puzzle-grid-help' },
  },
  [activeRow, puzzleSizer],
);
const puzzleCaption = element('p', { className: 'board-caption-text', testId: 'puzzle-caption' });
const puzzleArea = element('div', { className: 'grid-area' }, [puzzleScroller]);
const puzzlePanel = element('section', { className: 'board-panel', attributes: { 'aria-labelledby': 'puzzle-heading' } }, [
  element('div', { className: 'board-caption board-caption--with-zoom' }, [
    element('div', { className: 'board-caption-lines' }, [element('h2', { text: l10n.t('Puzzle'), attributes: { id: 'puzzle-heading' } }), puzzleCaption]),
    toolbar.zoomGroup,
  ]),
  gridHelp,
  puzzleDescription,
  puzzleArea,
]);

const solutionView = new SolutionView(
  (intent) => (intent.kind === 'zoom' ? viewport.zoom(intent.direction) : viewport.fit()),
  () => redraw(),
);
const designView = new BoardDesignView(dispatch);
const modeBar = new ModeBarView(dispatch, () => state, designView.element);
const pathPanel = new PathPanel(dispatch);
const learnPanel = new LearnPanel(dispatch);
const sidePanels = element('div', { className: 'side-panels' }, [pathPanel.element, learnPanel.element]);
// One grid: the two boards, and Path and Learn beside them in a wide pane, under them in a
// narrower one, between them when the boards stack (grid.css).
const boards = element('div', { className: 'boards' }, [puzzlePanel, solutionView.element, sidePanels]);

const winBanner = new WinBannerView(dispatch);

const loading = element('p', { className: 'loading', text: l10n.t('Loading…') });
const liveRegion = element('div', { className: 'visually-hidden', testId: 'live-region', attributes: { 'aria-live': 'polite', 'aria-atomic': 'true' } });

// Undo, Redo and the mode's controls right over the boards.
const boardControls = element('div', { className: 'board-controls' }, [modeBar.element]);
const app = element('main', { className: 'app' }, [
  loading,
  header,
  messagesView.messages,
  messagesView.problem,
  messagesView.warnings,
  winBanner.element,
  boardControls,
  boards,
  liveRegion,
]);
root.append(app);

const puzzleGrid = new GridCanvas(puzzleScroller, puzzleSizer, puzzleCanvas);
const designInput = new BoardDesignInput({
  canvas: puzzleCanvas,
  grid: puzzleScroller,
  cellAt: (x, y) => puzzleGrid.cellAt(x, y),
  tooSmallToPress: () => viewport.tooSmallToPress(),
  state: () => state,
  dispatch,
  redraw: () => redraw(),
});
const viewport = new BoardViewport(
  {
    puzzle: () => shownPuzzle(state),
    drawnCellSize: effectiveCellSize,
    fitCellSize: fittedCellSize,
    selected: () => state.selected,
    dispatch,
  },
  puzzleGrid,
  solutionView.grid,
  puzzleArea,
);
// Which rows and columns are in view, by the zoom controls.
toolbar.zoomGroup.before(viewport.rangeText);

// ---- state -----------------------------------------------------------------------------------

function dispatch(event: GridViewEvent): void {
  const before = state.selected;
  const transition = reduce(state, event);
  state = transition.state;
  for (const message of transition.messages) vscode.postMessage(message);
  if (transition.announce !== undefined) announce(transition.announce);
  render();
  if (state.selected.row !== before.row || state.selected.col !== before.col) puzzleGrid.reveal(state.selected);
  save();
}

function announce(text: string): void {
  // A no-break space toggled at the end makes a repeated sentence a change that is read again.
  liveRegion.textContent = liveRegion.textContent === text ? `${text}\u00a0` : text;
}

function save(): void {
  if (lastSaved !== null && samePersistedParts(lastSaved, state)) return;
  lastSaved = state;
  vscode.setState(persistedViewState(state));
}

// ---- rendering -------------------------------------------------------------------------------

/** The cell size drawn: the zoom's, or the fit's. */
function effectiveCellSize(puzzle: Pick<PuzzleView, 'rows' | 'columns' | 'topology'>): number {
  return state.cellSize ?? fittedCellSize(puzzle);
}

/** The largest cell size that fits both boards whole into their areas. */
function fittedCellSize(puzzle: Pick<PuzzleView, 'rows' | 'columns' | 'topology'>): number {
  // The board's edge (and a torus's dashed frame) take room round the board.
  const frame = boardFrameAllowance(puzzle.topology);
  // The Solution board's area when it is laid out (Path and Learn take its place in a wide pane).
  const areas = [puzzleArea, solutionView.area].filter((area) => area.getClientRects().length > 0);
  const width = Math.min(...areas.map((area) => area.clientWidth)) - frame;
  const height = Math.min(...areas.map((area) => area.clientHeight)) - frame;
  return fitCellSize(puzzle, width, height);
}

function render(): void {
  const shown = state.document;
  const puzzle = shownPuzzle(state);
  show(loading, shown === null);
  app.dataset.view = shown === null ? 'loading' : shown.state.kind;
  app.dataset.mode = state.playMode ? 'play' : 'setup';
  show(header, puzzle !== null);
  show(boards, puzzle !== null);
  show(boardControls, puzzle !== null);
  messagesView.render(state);
  pathPanel.render(state);
  learnPanel.render(state);
  const sideOpen = puzzle !== null && (state.pathOpen || state.learnOpen);
  show(sidePanels, sideOpen);
  boards.classList.toggle('boards--side', sideOpen);
  if (puzzle === null) {
    puzzleScroller.removeAttribute('aria-activedescendant');
    toolbar.render(state, null, null);
    return;
  }
  renderHeader(puzzle);
  // A won game: the banner, and (unless reduced motion is asked for) a short celebration of the board.
  if (winBanner.render(winDisplay(state)) && animationsAllowed()) celebrate();
  modeBar.render(state);
  designView.render(state);
  const cellSize = renderBoards(puzzle);
  toolbar.render(state, cellSize, fittedCellSize(puzzle));
}

/** Replays the board's win animation (grid.css's `board-panel--won`). */
function celebrate(): void {
  puzzlePanel.classList.remove('board-panel--won');
  // Reading the layout restarts the animation when the class comes back.
  void puzzlePanel.offsetWidth;
  puzzlePanel.classList.add('board-panel--won');
}

function renderHeader(puzzle: PuzzleView): void {
  const context = state.context;
  const name = puzzle.title ?? 'Lights Out';
  title.textContent = context.kind === 'level' ? l10n.t('Level {0} of {1}: {2}', context.number, context.count, name) : name;
  puzzleCaption.textContent = puzzleCaptionText(puzzle);
}

/**
 * Draws both boards and writes the puzzle canvas's data-* hooks, which end-to-end checks read:
 * rows, columns, topology, states, objective, cell-size (CSS px, fractional below 4 px), version
 * (the document version last confirmed), press-zooms ("true" while a click zooms in instead of
 * pressing), selected and hint ("row,col", 0-based), highlights and preview ("row,col" joined by
 * ";"), and on boards of at most {@link MAX_TEXT_HOOK_CELLS} cells grid, marks, target and to-go
 * (the presses still to do; cells joined by "," and rows by "/"). Cell (r, c) is at x = c·s + s/2
 * (+ s/2 on odd hex rows), y = r·s + s/2 (hex: s/√3 + r·(√3/2)·s) with s the cell size, less the
 * scroll offset. Returns the cell size.
 */
function renderBoards(puzzle: PuzzleView): number {
  const cellSize = effectiveCellSize(puzzle);
  const layout: GridLayout = { rows: puzzle.rows, columns: puzzle.columns, topology: puzzle.topology, cellSize };

  const canvas = puzzleCanvas.dataset;
  canvas.rows = String(puzzle.rows);
  canvas.columns = String(puzzle.columns);
  canvas.topology = puzzle.topology;
  canvas.states = String(puzzle.states);
  canvas.objective = String(puzzle.objective);
  canvas.cellSize = String(cellSize);
  canvas.version = String(state.confirmed?.version ?? '');
  const pressZooms = viewport.tooSmallToPress();
  canvas.pressZooms = String(pressZooms);
  puzzleCanvas.title = pressZooms ? l10n.t('Zoom in to press cells: a click zooms in here') : '';
  puzzleCanvas.classList.toggle('grid-canvas--zoom-in', pressZooms);
  canvas.selected = `${state.selected.row},${state.selected.col}`;
  canvas.hint = state.hint === null ? '' : `${state.hint.row},${state.hint.col}`;
  const highlights = highlightedCells(state);
  canvas.highlights = highlights.map((cell) => `${cell.row},${cell.col}`).join(';');
  const focused = document.activeElement === puzzleScroller;
  const preview = designInput.preview(focused);
  canvas.preview = preview.map((cell) => `${Math.floor(cell / puzzle.columns)},${cell % puzzle.columns}`).join(';');
  const toGo = pressesToGo(state);
  if (puzzle.rows * puzzle.columns <= MAX_TEXT_HOOK_CELLS && state.boardKey !== null) {
    if (gridTextCache?.key !== state.boardKey) gridTextCache = { key: state.boardKey, text: holedGridText(puzzle.grid, puzzle) };
    canvas.grid = gridTextCache.text;
    canvas.marks = state.proof === null ? '' : gridText(state.proof.weights, puzzle.columns);
    canvas.target = puzzle.target === undefined ? '' : holedGridText(puzzle.target, puzzle);
    canvas.toGo = toGo === null ? '' : gridText(toGo, puzzle.columns);
  } else {
    delete canvas.grid;
    delete canvas.marks;
    delete canvas.target;
    delete canvas.toGo;
  }
  puzzleScroller.setAttribute('aria-rowcount', String(puzzle.rows));
  puzzleScroller.setAttribute('aria-colcount', String(puzzle.columns));
  puzzleDescription.textContent = puzzleGridDescription(puzzle, state.playMode, state.proof, toGo);
  renderActiveCell(puzzle, state.selected, toGo);

  puzzleGrid.update(
    {
      kind: 'puzzle',
      layout,
      states: puzzle.states,
      grid: puzzle.grid,
      selected: state.selected,
      hint: state.hint,
      highlights,
      proof: state.proof,
      ...(puzzle.holes ? { holes: puzzle.holes } : {}),
      ...(puzzle.target && hasMixedTarget(puzzle) ? { target: puzzle.target } : {}),
      preview,
      toGo,
    },
    theme,
    focused,
  );
  solutionView.render(state, cellSize, theme);
  viewport.afterRender(solutionView.grid.currentLayout() !== null);
  return cellSize;
}

function renderActiveCell(puzzle: PuzzleView, selected: CellPosition, toGo: Uint8Array | null): void {
  replaceActiveCell(activeRow, ACTIVE_CELL_ID, selected, activeCellLabel(puzzle, state.proof, selected, toGo), 'active-cell');
  puzzleScroller.setAttribute('aria-activedescendant', ACTIVE_CELL_ID);
}

/** Redraws only the canvases (scrolling, resizing, focus, theme). */
function redraw(): void {
  const puzzle = shownPuzzle(state);
  if (puzzle === null) return;
  toolbar.render(state, renderBoards(puzzle), fittedCellSize(puzzle));
}

// ---- events ----------------------------------------------------------------------------------

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  const incoming = readIncomingMessage(event.data);
  if (incoming?.kind === 'picture') void rasterizePicture(incoming.request).then((reply) => vscode.postMessage(reply));
  else if (incoming?.kind === 'host') dispatch({ type: 'host', message: incoming.message });
});

puzzleCanvas.addEventListener('click', (event) => {
  if (event.button !== 0 || designInput.ownsClicks()) return;
  if (viewport.tooSmallToPress()) {
    viewport.zoomInAt(event.clientX, event.clientY);
    return;
  }
  const cell = puzzleGrid.cellAt(event.clientX, event.clientY);
  if (cell !== null) dispatch({ type: 'press', row: cell.row, col: cell.col, delta: 1 });
});
puzzleScroller.addEventListener('contextmenu', (event) => {
  event.preventDefault();
  // A context menu from the keyboard (button 0, no position on the board) presses nothing.
  if (event.button !== 2) return;
  const cell = puzzleGrid.cellAt(event.clientX, event.clientY);
  if (cell === null) return;
  if (viewport.tooSmallToPress()) viewport.zoomInAt(event.clientX, event.clientY);
  else dispatch({ type: 'press', row: cell.row, col: cell.col, delta: -1 });
});
puzzleScroller.addEventListener('keydown', (event) => {
  const puzzle = shownPuzzle(state);
  if (puzzle === null || event.target !== puzzleScroller) return;
  const intent = gridKeyIntent(event, state.selected, puzzle, puzzleGrid.pageRows());
  if (intent === null) return;
  event.preventDefault();
  switch (intent.kind) {
    case 'select':
      dispatch({ type: 'select', row: intent.row, col: intent.col });
      break;
    case 'press':
      if (event.repeat) return;
      dispatch({ type: 'press', row: state.selected.row, col: state.selected.col, delta: intent.delta });
      break;
    case 'zoom':
      viewport.zoom(intent.direction);
      break;
    case 'fit':
      viewport.fit();
      break;
    default: {
      const unknownIntent: never = intent;
      throw new Error(`unknown intent ${JSON.stringify(unknownIntent)}`);
    }
  }
});
for (const scroller of [puzzleScroller, solutionView.scroller]) {
  scroller.addEventListener('focus', redraw);
  scroller.addEventListener('blur', redraw);
}
puzzleScroller.addEventListener('scroll', () => puzzleGrid.schedulePaint(), { passive: true });

const resizeObserver = new ResizeObserver(() => redraw());
resizeObserver.observe(puzzleArea);
resizeObserver.observe(solutionView.area);

// VS Code changes the theme by swapping body classes and the --vscode-* variables on <html>.
const themeObserver = new MutationObserver(() => {
  theme = readThemeColours();
  redraw();
});
themeObserver.observe(document.body, { attributes: true, attributeFilter: ['class'] });
themeObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['style', 'class'] });

render();
vscode.postMessage({ type: 'ready' });
// A restored game tells the host it plays, for the Ctrl+Z keybinding.
if (state.playMode) vscode.postMessage({ type: 'playStatus', status: playStatusOf(state) });
