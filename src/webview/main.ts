/**
 * The grid webview's entry point: builds the DOM, turns DOM events and host messages into
 * {@link GridViewEvent}s for the pure reducer (gridViewState.ts), posts the messages it returns,
 * renders the state and saves the view state. The DOM is touched only here, in gridRenderer.ts
 * (the canvases) and in the side panels (pathPanel.ts, learnPanel.ts, miniBoardSvg.ts); it talks
 * to the host only through src/shared/protocol.ts.
 *
 * Test hooks (data-testid): play-toggle, randomize, difficulty-select, solve, hint, show-path,
 * learn-toggle, reset, rows-input, columns-input,
 * states-input, objective-input, topology-select, states-label, objective-label, move-counter,
 * play-status, puzzle-title, puzzle-meta, puzzle-grid (canvas), solution-grid (canvas),
 * solution-summary, solution-error, solution-stale, errors, warnings, too-large, open-as-text,
 * progress, cancel, notice, live-region, zoom-in, zoom-out, zoom-fit; the path panel's and the
 * Learn panel's hooks are listed in pathPanel.ts and learnPanel.ts (path-panel, path-next,
 * path-previous, learn-panel, chase-next, lookup-table, quiet-patterns, solutions-list, ...).
 *
 * The puzzle canvas carries data-rows, data-columns, data-topology, data-states, data-objective,
 * data-cell-size (CSS px), data-selected and data-hint ("row,col" 0-based, or empty),
 * data-offset-x/data-offset-y (the content position of the canvas's top-left corner: 0 unless the
 * board is larger than the view and scrolled) and, for boards of at most 2500 cells, data-grid
 * (the cell states, cells joined by "," and rows by "/", e.g. "0,1/1,0"), and data-highlights: the
 * cells ringed for the path or Learn panel's step, "row,col" joined by ";" (empty when none). The solution canvas
 * carries data-presses (same format, empty before a solve or when there is no solution),
 * data-stale ("true"/"false"), data-unsolvable ("true" when the puzzle has no solution or the
 * solver failed), data-rows, data-columns and data-cell-size.
 *
 * Turning cell (r, c) into a click position relative to the puzzle canvas's top-left corner
 * (Playwright's `click({ position })`), with s = data-cell-size:
 * - plain and torus: x = c·s + s/2, y = r·s + s/2;
 * - hex (pointy-top, odd rows shifted right by half a cell): x = c·s + s/2 + (r odd ? s/2 : 0),
 *   y = s/√3 + r·(√3/2)·s (the circumradius is s/√3, rows are √3/2·s apart).
 * These are positions on the whole board; the canvas only covers the visible part, so on a board
 * larger than the view subtract data-offset-x from x and data-offset-y from y (both 0 when the
 * board fits, which it does up to 40 px cells by default). A left click presses +1, a right click
 * presses -1 (the context menu is suppressed); clicks also select the cell and focus the grid.
 */

import { MAX_DIFFICULTY_CELLS, type HostMessage, type PuzzleView } from '../shared/protocol';
import { button, element, show } from './dom';
import { fitCellSize, type CellPosition, type GridLayout } from './gridGeometry';
import { gridKeyIntent } from './gridKeyboard';
import { GridCanvas, readThemeColours, type BoardPicture, type ThemeColours } from './gridRenderer';
import {
  cellLabel,
  describeSolution,
  diagnosticText,
  DIFFICULTY_CHOICES,
  effectiveBest,
  highlightedCells,
  isRunning,
  persistedViewState,
  plural,
  pressesDescription,
  reduce,
  restoreGridViewState,
  shapeChange,
  shapeFieldRange,
  shownPuzzle,
  TOPOLOGY_NAMES,
  type GridViewEvent,
  type DifficultyChoice,
  type GridViewState,
  type PersistedViewState,
  type ShapeField,
  type SolutionDisplay,
} from './gridViewState';
import { LearnPanel } from './learnPanel';
import { PathPanel } from './pathPanel';
import './vscodeApi';

/** Boards up to this many cells expose their cells as text in data-grid / data-presses. */
const MAX_TEXT_HOOK_CELLS = 2500;
const ACTIVE_CELL_ID = 'lights-active-cell';
const HOST_MESSAGE_TYPES: ReadonlySet<string> = new Set<HostMessage['type']>(['document', 'solveResult', 'hintResult', 'pathResult', 'teachingResult', 'progress', 'command', 'notice']);

const vscode = acquireVsCodeApi<PersistedViewState>();

function numberInput(field: Exclude<ShapeField, 'topology'>, label: string): { readonly label: HTMLLabelElement; readonly input: HTMLInputElement } {
  const input = element('input', { testId: `${field}-input`, attributes: { type: 'number', step: '1', inputmode: 'numeric', id: `shape-${field}` } });
  const labelElement = element('label', { className: 'field', attributes: { for: input.id } }, [element('span', { text: label }), input]);
  return { label: labelElement, input };
}

// ---- DOM -------------------------------------------------------------------------------------

const root = document.getElementById('root') ?? document.body.appendChild(element('div', { attributes: { id: 'root' } }));

const title = element('h1', { className: 'puzzle-title', testId: 'puzzle-title' });
const meta = element('p', { className: 'puzzle-meta', testId: 'puzzle-meta' });
const header = element('header', { className: 'puzzle-header' }, [title, meta]);

const playToggle = element('input', { testId: 'play-toggle', attributes: { type: 'checkbox', id: 'play-mode' } });
const playLabel = element('label', { className: 'play-toggle', attributes: { for: 'play-mode', title: 'In play mode a press changes the cell and its neighbours' } }, [
  playToggle,
  element('span', { text: 'Play mode' }),
]);
const randomizeButton = button('Randomize', 'randomize', 'Replace the grid by a random solvable puzzle of this shape');
const difficultySelect = element('select', { testId: 'difficulty-select', attributes: { id: 'randomize-difficulty', 'aria-label': 'Difficulty of Randomize' } });
for (const choice of DIFFICULTY_CHOICES) difficultySelect.append(element('option', { text: choice, attributes: { value: choice } }));
const randomizeGroup = element('span', { className: 'randomize-group', attributes: { role: 'group', 'aria-label': 'Randomize' } }, [randomizeButton, difficultySelect]);
const pathButton = button('Path', 'show-path', 'Show Solution Path: step through a shortest sequence of presses');
const learnButton = button('Learn', 'learn-toggle', 'Light chasing step by step, the bottom-row table, quiet patterns and all solutions', 'secondary');
learnButton.setAttribute('aria-controls', 'learn-panel');
const solveButton = button('Solve', 'solve', 'Compute the presses that reach the objective');
const hintButton = button('Hint', 'hint', 'Show one cell to press next');
const resetButton = button('Reset', 'reset', 'Put the grid back to the last saved state', 'secondary');
const statesLabel = element('span', { className: 'label', testId: 'states-label' });
const objectiveLabel = element('span', { className: 'label', testId: 'objective-label' });
const moveCounter = element('span', { className: 'label move-counter', testId: 'move-counter' });
const zoomOutButton = button('−', 'zoom-out', 'Zoom out (-)', 'secondary icon');
zoomOutButton.setAttribute('aria-label', 'Zoom out');
const zoomInButton = button('+', 'zoom-in', 'Zoom in (+)', 'secondary icon');
zoomInButton.setAttribute('aria-label', 'Zoom in');
const zoomFitButton = button('Fit', 'zoom-fit', 'Fit the board into the view', 'secondary');
const zoomLevel = element('span', { className: 'label zoom-level', testId: 'zoom-level' });
const zoomGroup = element('span', { className: 'zoom', attributes: { role: 'group', 'aria-label': 'Zoom' } }, [zoomOutButton, zoomLevel, zoomInButton, zoomFitButton]);
const toolbar = element('div', { className: 'toolbar', attributes: { role: 'group', 'aria-label': 'Puzzle actions' } }, [
  playLabel,
  randomizeGroup,
  solveButton,
  hintButton,
  pathButton,
  learnButton,
  resetButton,
  statesLabel,
  objectiveLabel,
  moveCounter,
  zoomGroup,
]);

const rows = numberInput('rows', 'Rows');
const columns = numberInput('columns', 'Columns');
const statesField = numberInput('states', 'States');
const objective = numberInput('objective', 'Objective');
const topologySelect = element('select', { testId: 'topology-select', attributes: { id: 'shape-topology' } });
for (const name of TOPOLOGY_NAMES) topologySelect.append(element('option', { text: name, attributes: { value: name } }));
const setup = element('div', { className: 'setup', testId: 'setup', attributes: { role: 'group', 'aria-label': 'Puzzle setup' } }, [
  rows.label,
  columns.label,
  statesField.label,
  objective.label,
  element('label', { className: 'field', attributes: { for: topologySelect.id } }, [element('span', { text: 'Topology' }), topologySelect]),
]);
const shapeInputs: ReadonlyArray<readonly [ShapeField, HTMLInputElement | HTMLSelectElement]> = [
  ['rows', rows.input],
  ['columns', columns.input],
  ['states', statesField.input],
  ['objective', objective.input],
  ['topology', topologySelect],
];

const progressText = element('span', { className: 'progress-text' });
const cancelButton = button('Cancel', 'cancel', 'Stop the running solve', 'secondary');
const progress = element('div', { className: 'progress', testId: 'progress' }, [element('span', { className: 'spinner', attributes: { 'aria-hidden': 'true' } }), progressText, cancelButton]);

const noticeText = element('span', { className: 'notice-text' });
// The × comes from the stylesheet, so the notice's text is the message alone.
const noticeDismiss = button('', 'notice-dismiss', 'Dismiss', 'icon secondary dismiss');
noticeDismiss.setAttribute('aria-label', 'Dismiss message');
const notice = element('div', { className: 'notice', testId: 'notice' }, [noticeText, noticeDismiss]);

const playStatus = element('p', { className: 'play-status', testId: 'play-status' });

const problemHeading = element('h2', { className: 'problem-heading' });
const tooLargeText = element('p', { testId: 'too-large' });
const errorList = element('ul', { className: 'errors', testId: 'errors' });
const openAsTextButton = button('Open as Text', 'open-as-text', 'Open this file in the text editor to fix it');
const problem = element('section', { className: 'problem', testId: 'problem', attributes: { 'aria-labelledby': 'problem-heading' } }, [
  problemHeading,
  tooLargeText,
  errorList,
  openAsTextButton,
]);
problemHeading.id = 'problem-heading';

const warningList = element('ul', { className: 'warnings', testId: 'warnings', attributes: { 'aria-label': 'Warnings' } });

const gridHelp = element('p', {
  className: 'visually-hidden',
  text: 'Arrow keys move, Home and End go to the row ends, Space or Enter presses the cell, Shift+Space presses it backwards, plus and minus zoom.',
  attributes: { id: 'puzzle-grid-help' },
});
const activeRow = element('div', { className: 'visually-hidden', attributes: { role: 'row', 'aria-rowindex': '1' } });
const puzzleCanvas = element('canvas', { testId: 'puzzle-grid', attributes: { 'aria-hidden': 'true' } });
const puzzleSizer = element('div', { className: 'grid-sizer' }, [puzzleCanvas]);
const puzzleScroller = element(
  'div',
  {
    className: 'grid-scroll',
    testId: 'puzzle-grid-view',
    attributes: { role: 'grid', tabindex: '0', 'aria-label': 'Puzzle', 'aria-describedby': 'puzzle-grid-help' },
  },
  [activeRow, puzzleSizer],
);
const puzzleHeading = element('h2', { text: 'Puzzle', attributes: { id: 'puzzle-heading' } });
const puzzleArea = element('div', { className: 'grid-area' }, [puzzleScroller]);
const puzzlePanel = element('section', { className: 'board-panel', attributes: { 'aria-labelledby': 'puzzle-heading' } }, [puzzleHeading, gridHelp, puzzleArea]);

const solutionSummary = element('p', { className: 'solution-summary', testId: 'solution-summary' });
const solutionError = element('p', { className: 'solution-error', testId: 'solution-error' });
const solutionStale = element('p', { className: 'solution-stale', testId: 'solution-stale', text: 'The puzzle changed — Solve again.' });
const solutionCanvas = element('canvas', { testId: 'solution-grid', attributes: { role: 'img', 'aria-label': 'Solution' } });
const solutionSizer = element('div', { className: 'grid-sizer' }, [solutionCanvas]);
const solutionScroller = element('div', { className: 'grid-scroll' }, [solutionSizer]);
const solutionPanel = element('section', { className: 'board-panel board-panel--solution', attributes: { 'aria-labelledby': 'solution-heading' } }, [
  element('h2', { text: 'Solution', attributes: { id: 'solution-heading' } }),
  solutionError,
  solutionSummary,
  solutionStale,
  element('div', { className: 'grid-area' }, [solutionScroller]),
]);
const boards = element('div', { className: 'boards' }, [puzzlePanel, solutionPanel]);
const pathPanel = new PathPanel(dispatch);
const learnPanel = new LearnPanel(dispatch);
const sidePanels = element('div', { className: 'side-panels' }, [pathPanel.element, learnPanel.element]);
const workspace = element('div', { className: 'workspace' }, [boards, sidePanels]);

const loading = element('p', { className: 'loading', text: 'Loading…' });
const liveRegion = element('div', { className: 'visually-hidden', testId: 'live-region', attributes: { role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' } });

const app = element('div', { className: 'app' }, [loading, header, toolbar, setup, progress, notice, playStatus, problem, warningList, workspace, liveRegion]);
root.append(app);

const puzzleGrid = new GridCanvas(puzzleScroller, puzzleSizer, puzzleCanvas);
const solutionGrid = new GridCanvas(solutionScroller, solutionSizer, solutionCanvas);

// ---- state -----------------------------------------------------------------------------------

let state: GridViewState = restoreGridViewState(vscode.getState());
let theme: ThemeColours = readThemeColours();
let lastSaved: PersistedViewState | null = null;
let gridTextCache: { readonly key: string; readonly text: string } | null = null;
let solutionLabelCache: { readonly display: SolutionDisplay; readonly label: string } | null = null;

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
  const next = persistedViewState(state);
  const same =
    lastSaved !== null &&
    (Object.keys(next) as (keyof PersistedViewState)[]).every((key) => (key === 'selected' ? next.selected.row === lastSaved?.selected.row && next.selected.col === lastSaved?.selected.col : next[key] === lastSaved?.[key]));
  if (same) return;
  lastSaved = next;
  vscode.setState(next);
}

// ---- rendering -------------------------------------------------------------------------------

function gridText(values: readonly number[], columnCount: number): string {
  const lines: string[] = [];
  for (let start = 0; start < values.length; start += columnCount) lines.push(values.slice(start, start + columnCount).join(','));
  return lines.join('/');
}

function effectiveCellSize(puzzle: Pick<PuzzleView, 'rows' | 'columns' | 'topology'>): number {
  if (state.cellSize !== null) return state.cellSize;
  // The area around the scroll container: the container itself shrinks to the board.
  return fitCellSize(puzzle, puzzleArea.clientWidth, puzzleArea.clientHeight);
}

function render(): void {
  const document_ = state.document;
  const puzzle = shownPuzzle(state);
  show(loading, document_ === null);
  app.dataset.view = document_ === null ? 'loading' : document_.state.kind;
  show(header, puzzle !== null && (puzzle.title !== undefined || puzzle.difficulty !== undefined || puzzle.minMoves !== undefined));
  show(toolbar, puzzle !== null);
  show(setup, puzzle !== null && !state.playMode);
  show(workspace, puzzle !== null);
  show(problem, document_ !== null && document_.state.kind !== 'puzzle');
  renderProblem();
  renderProgressAndNotice();
  pathPanel.render(state);
  learnPanel.render(state);
  show(sidePanels, state.pathOpen || state.learnOpen);
  learnButton.setAttribute('aria-expanded', String(state.learnOpen));
  learnButton.classList.toggle('pressed', state.learnOpen);
  if (puzzle === null) {
    show(playStatus, false);
    show(warningList, false);
    puzzleScroller.removeAttribute('aria-activedescendant');
    return;
  }
  title.textContent = puzzle.title ?? '';
  show(title, puzzle.title !== undefined);
  const facts: string[] = [];
  if (puzzle.difficulty !== undefined) facts.push(`Difficulty: ${puzzle.difficulty}`);
  if (puzzle.minMoves !== undefined) facts.push(`Fewest moves: ${puzzle.minMoves}`);
  meta.textContent = facts.join(' · ');
  show(meta, facts.length > 0);

  playToggle.checked = state.playMode;
  const difficultyAllowed = puzzle.rows * puzzle.columns <= MAX_DIFFICULTY_CELLS;
  difficultySelect.value = difficultyAllowed ? state.difficulty : 'any';
  difficultySelect.disabled = !difficultyAllowed;
  difficultySelect.title = difficultyAllowed
    ? 'Difficulty of Randomize: easy 5-10, medium 11-15, hard 16 or more fewest moves'
    : `Difficulty levels are offered for boards of at most ${MAX_DIFFICULTY_CELLS} cells`;
  statesLabel.textContent = `States: ${puzzle.states}`;
  objectiveLabel.textContent = `Objective: ${puzzle.objective}`;
  moveCounter.textContent = `Moves: ${state.moves}`;
  show(moveCounter, state.playMode);
  const best = effectiveBest(state);
  playStatus.textContent = state.playStatus ?? '';
  show(playStatus, state.playMode && state.playStatus !== null);
  moveCounter.title = best === null ? '' : `Best: ${plural(best, 'move')}`;

  renderSetup(puzzle);
  renderWarnings();
  renderBoards(puzzle);
}

function renderProblem(): void {
  const documentState = state.document?.state;
  errorList.replaceChildren();
  if (documentState === undefined || documentState.kind === 'puzzle') return;
  switch (documentState.kind) {
    case 'invalid':
      problemHeading.textContent = 'This file is not a valid Lights Out puzzle';
      show(tooLargeText, false);
      for (const diagnostic of documentState.errors) {
        errorList.append(element('li', { className: diagnostic.severity, text: diagnosticText(diagnostic) }));
      }
      show(errorList, true);
      break;
    case 'tooLarge': {
      const cells = documentState.rows * documentState.columns;
      problemHeading.textContent = 'This puzzle is too large for the grid editor';
      tooLargeText.textContent = `It has ${documentState.rows} × ${documentState.columns} = ${cells.toLocaleString('en-US')} cells; the grid editor shows at most ${documentState.limit.toLocaleString('en-US')} cells.`;
      show(tooLargeText, true);
      show(errorList, false);
      break;
    }
    default: {
      const unknownState: never = documentState;
      throw new Error(`unknown document state ${JSON.stringify(unknownState)}`);
    }
  }
}

function renderProgressAndNotice(): void {
  show(progress, state.progress !== null);
  progressText.textContent = state.progress?.message ?? '';
  show(notice, state.notice !== null);
  noticeText.textContent = state.notice?.message ?? '';
  notice.classList.toggle('notice--error', state.notice?.severity === 'error');
  if (state.notice?.severity === 'error') notice.setAttribute('role', 'alert');
  else notice.removeAttribute('role');
}

function renderSetup(puzzle: PuzzleView): void {
  for (const [field, input] of shapeInputs) {
    if (field !== 'topology') {
      const range = shapeFieldRange(field, puzzle);
      input.setAttribute('min', String(range.min));
      input.setAttribute('max', String(range.max));
    }
    if (document.activeElement === input) continue;
    input.value = String(puzzle[field]);
    input.removeAttribute('aria-invalid');
  }
}

function renderWarnings(): void {
  const documentState = state.document?.state;
  const warnings = documentState?.kind === 'puzzle' ? documentState.warnings : [];
  warningList.replaceChildren(...warnings.map((warning) => element('li', { className: warning.severity, text: diagnosticText(warning) })));
  show(warningList, warnings.length > 0);
}

function renderBoards(puzzle: PuzzleView): void {
  const cellSize = effectiveCellSize(puzzle);
  const layout: GridLayout = { rows: puzzle.rows, columns: puzzle.columns, topology: puzzle.topology, cellSize };
  zoomLevel.textContent = `${cellSize} px`;
  zoomInButton.disabled = cellSize >= 64;
  zoomOutButton.disabled = cellSize <= 4;

  // Puzzle canvas hooks and the grid's accessibility tree.
  const canvas = puzzleCanvas.dataset;
  canvas.rows = String(puzzle.rows);
  canvas.columns = String(puzzle.columns);
  canvas.topology = puzzle.topology;
  canvas.states = String(puzzle.states);
  canvas.objective = String(puzzle.objective);
  canvas.cellSize = String(cellSize);
  canvas.selected = `${state.selected.row},${state.selected.col}`;
  canvas.hint = state.hint === null ? '' : `${state.hint.row},${state.hint.col}`;
  const highlights = highlightedCells(state);
  canvas.highlights = highlights.map((cell) => `${cell.row},${cell.col}`).join(';');
  if (puzzle.rows * puzzle.columns <= MAX_TEXT_HOOK_CELLS && state.boardKey !== null) {
    if (gridTextCache?.key !== state.boardKey) gridTextCache = { key: state.boardKey, text: gridText(puzzle.grid, puzzle.columns) };
    canvas.grid = gridTextCache.text;
  } else {
    delete canvas.grid;
  }
  puzzleScroller.setAttribute('aria-rowcount', String(puzzle.rows));
  puzzleScroller.setAttribute('aria-colcount', String(puzzle.columns));
  puzzleScroller.setAttribute(
    'aria-label',
    `Puzzle, ${plural(puzzle.rows, 'row')} by ${plural(puzzle.columns, 'column')}, ${puzzle.states} states, objective ${puzzle.objective}, ${puzzle.topology} board${state.playMode ? ', play mode' : ''}`,
  );
  renderActiveCell(puzzle, state.selected);

  puzzleGrid.update(puzzlePicture(puzzle, layout, highlights), theme, document.activeElement === puzzleScroller);
  renderSolution(cellSize);
}

function puzzlePicture(puzzle: PuzzleView, layout: GridLayout, highlights: readonly CellPosition[]): BoardPicture {
  return { kind: 'puzzle', layout, states: puzzle.states, grid: puzzle.grid, selected: state.selected, hint: state.hint, highlights };
}

function renderActiveCell(puzzle: PuzzleView, selected: CellPosition): void {
  const value = puzzle.grid[selected.row * puzzle.columns + selected.col] ?? 0;
  const label = cellLabel(selected.row, selected.col, value, puzzle.states);
  const current = document.getElementById(ACTIVE_CELL_ID);
  activeRow.setAttribute('aria-rowindex', String(selected.row + 1));
  if (current?.getAttribute('aria-label') !== label || current.getAttribute('aria-colindex') !== String(selected.col + 1)) {
    // A new element (same id) makes screen readers read the cell again, also when only its state changed.
    const cell = element('div', { testId: 'active-cell', attributes: { role: 'gridcell', id: ACTIVE_CELL_ID, 'aria-colindex': String(selected.col + 1), 'aria-label': label } });
    if (current) current.replaceWith(cell);
    else activeRow.append(cell);
  }
  puzzleScroller.setAttribute('aria-activedescendant', ACTIVE_CELL_ID);
}

function renderSolution(cellSize: number): void {
  const display = state.solution;
  const hooks = solutionCanvas.dataset;
  const solving = isRunning(state, state.pending.solution);
  solutionPanel.setAttribute('aria-busy', String(solving));
  solutionPanel.classList.toggle('board-panel--stale', display?.stale === true);
  show(solutionStale, display?.stale === true);
  if (display === null) {
    solutionSummary.textContent = solving ? 'Solving…' : 'Press Solve to see how many times to press each cell.';
    show(solutionError, false);
    hooks.presses = '';
    hooks.stale = 'false';
    hooks.unsolvable = 'false';
    delete hooks.rows;
    delete hooks.columns;
    solutionCanvas.setAttribute('aria-label', 'Solution: not computed yet.');
    solutionGrid.update({ kind: 'empty' }, theme, false);
    return;
  }
  const { summary, error } = describeSolution(display);
  solutionSummary.textContent = solving ? `${summary} Solving again…`.trim() : summary;
  solutionError.textContent = error ?? '';
  show(solutionError, error !== null);
  const presses = display.outcome.ok && display.outcome.solution.solvable ? display.outcome.solution.presses : null;
  hooks.rows = String(display.rows);
  hooks.columns = String(display.columns);
  hooks.cellSize = String(cellSize);
  hooks.stale = String(display.stale);
  hooks.unsolvable = String(presses === null);
  hooks.presses = presses !== null && presses.length <= MAX_TEXT_HOOK_CELLS ? gridText(presses, display.columns) : '';
  if (solutionLabelCache?.display !== display) {
    solutionLabelCache = { display, label: presses === null ? (error ?? 'No solution.') : pressesDescription(presses, display.columns) };
  }
  solutionCanvas.setAttribute('aria-label', solutionLabelCache.label);
  const layout: GridLayout = { rows: display.rows, columns: display.columns, topology: display.topology, cellSize };
  solutionGrid.update({ kind: 'solution', layout, presses, stale: display.stale }, theme, false);
}

/** Redraws only the canvases (scrolling, resizing, focus, theme). */
function redraw(): void {
  const puzzle = shownPuzzle(state);
  if (puzzle === null) return;
  renderBoards(puzzle);
}

// ---- events ----------------------------------------------------------------------------------

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  const data = event.data;
  if (typeof data !== 'object' || data === null) return;
  const type = (data as { type?: unknown }).type;
  if (typeof type !== 'string' || !HOST_MESSAGE_TYPES.has(type)) return;
  dispatch({ type: 'host', message: data as HostMessage });
});

playToggle.addEventListener('change', () => dispatch({ type: 'setPlayMode', play: playToggle.checked }));
randomizeButton.addEventListener('click', () => dispatch({ type: 'randomize' }));
difficultySelect.addEventListener('change', () => dispatch({ type: 'setDifficulty', difficulty: difficultySelect.value as DifficultyChoice }));
pathButton.addEventListener('click', () => dispatch({ type: 'showPath' }));
learnButton.addEventListener('click', () => dispatch({ type: 'setLearnOpen', open: !state.learnOpen }));
solveButton.addEventListener('click', () => dispatch({ type: 'solve' }));
hintButton.addEventListener('click', () => dispatch({ type: 'hint' }));
resetButton.addEventListener('click', () => dispatch({ type: 'reset' }));
cancelButton.addEventListener('click', () => dispatch({ type: 'cancel' }));
noticeDismiss.addEventListener('click', () => dispatch({ type: 'dismissNotice' }));
openAsTextButton.addEventListener('click', () => dispatch({ type: 'openAsText' }));

function zoom(direction: 1 | -1): void {
  const puzzle = shownPuzzle(state);
  if (puzzle === null) return;
  dispatch({ type: 'zoom', direction, currentSize: effectiveCellSize(puzzle) });
  puzzleGrid.reveal(state.selected);
}
zoomInButton.addEventListener('click', () => zoom(1));
zoomOutButton.addEventListener('click', () => zoom(-1));
zoomFitButton.addEventListener('click', () => dispatch({ type: 'setCellSize', cellSize: null }));

for (const [field, input] of shapeInputs) {
  input.addEventListener('change', () => {
    const puzzle = shownPuzzle(state);
    if (puzzle === null) return;
    const invalid = 'error' in shapeChange(field, input.value, puzzle);
    if (invalid) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    dispatch({ type: 'shapeInput', field, value: input.value });
  });
  input.addEventListener('blur', () => {
    // Leaving a field with a rejected value shows the document's value again.
    if (input.getAttribute('aria-invalid') === 'true') render();
  });
}

puzzleCanvas.addEventListener('click', (event) => {
  if (event.button !== 0) return;
  const cell = puzzleGrid.cellAt(event.clientX, event.clientY);
  if (cell !== null) dispatch({ type: 'press', row: cell.row, col: cell.col, delta: 1 });
});
puzzleScroller.addEventListener('contextmenu', (event) => {
  event.preventDefault();
  // A context menu from the keyboard (button 0, no position on the board) presses nothing.
  if (event.button !== 2) return;
  const cell = puzzleGrid.cellAt(event.clientX, event.clientY);
  if (cell !== null) dispatch({ type: 'press', row: cell.row, col: cell.col, delta: -1 });
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
      zoom(intent.direction);
      break;
    default: {
      const unknownIntent: never = intent;
      throw new Error(`unknown intent ${JSON.stringify(unknownIntent)}`);
    }
  }
});
puzzleScroller.addEventListener('focus', redraw);
puzzleScroller.addEventListener('blur', redraw);
puzzleScroller.addEventListener('scroll', () => puzzleGrid.schedulePaint(), { passive: true });
solutionScroller.addEventListener('scroll', () => solutionGrid.schedulePaint(), { passive: true });

let wheelDelta = 0;
function onWheel(event: WheelEvent): void {
  if (!event.ctrlKey) return;
  event.preventDefault();
  wheelDelta += event.deltaY;
  if (Math.abs(wheelDelta) < 40) return;
  const direction: 1 | -1 = wheelDelta < 0 ? 1 : -1;
  wheelDelta = 0;
  zoom(direction);
}
puzzleScroller.addEventListener('wheel', onWheel, { passive: false });
solutionScroller.addEventListener('wheel', onWheel, { passive: false });

const resizeObserver = new ResizeObserver(() => redraw());
resizeObserver.observe(puzzleArea);
resizeObserver.observe(puzzleScroller);
resizeObserver.observe(solutionScroller);

// VS Code changes the theme by swapping body classes and the --vscode-* variables on <html>.
const themeObserver = new MutationObserver(() => {
  theme = readThemeColours();
  redraw();
});
themeObserver.observe(document.body, { attributes: true, attributeFilter: ['class'] });
themeObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['style', 'class'] });

render();
vscode.postMessage({ type: 'ready' });
