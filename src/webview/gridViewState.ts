/**
 * The grid webview's state and its transitions: one pure reducer from (state, event) to the new
 * state, the messages to post to the host and an optional sentence for the screen-reader live
 * region. Events are the host's messages and the user's intents (clicks, keys, buttons, palette
 * commands). Everything the DOM shows is derived from this state; `main.ts` only wires events in
 * and renders the state out. Pure: no DOM, no timers, no randomness.
 *
 * Answers are matched to requests by id: only the latest request of each kind (solution solve,
 * baseline solve, hint) is waited for, anything else is dropped, and a hint computed for an older
 * document version than the one shown is dropped too.
 */

import type {
  DiagnosticView,
  DifficultyName,
  DocumentState,
  HintView,
  HostMessage,
  PuzzleView,
  ShapeChangeView,
  SolutionPathView,
  SolutionView,
  TeachingView,
  TopologyName,
  WebviewCommand,
  WebviewMessage,
} from '../shared/protocol';
import { DIFFICULTY_NAMES, MAX_DIFFICULTY_CELLS, MAX_EDITOR_SIDE } from '../shared/protocol';
import { boardKey } from './boardKey';
import { clampCellSize, zoomStep, type CellPosition } from './gridGeometry';
import {
  chaseAtShownBoard,
  chaseHighlights,
  chasePositionText,
  firstPressingStep,
  goToChaseStep,
  pickSolution,
  solutionHighlights,
  syncTeaching,
  teachingDisplay,
  walkthroughOf,
  type TeachingDisplay,
} from './learnState';
import { predictPress } from './pressPrediction';
import { goToPathStep, pathAtShownBoard, pathDisplay, pathHighlight, pathStepText, pathSummary, syncPath, type PathDisplay } from './solutionPathState';

export { boardKey };

/** The fewest states per cell. */
export const MIN_STATES = 2;
/** The most states per cell. */
export const MAX_STATES = 36;
/** The topologies in the order the Topology control lists them. */
export const TOPOLOGY_NAMES: readonly TopologyName[] = ['plain', 'torus', 'hex'];

/** The document as last received from the host. */
export interface ShownDocument {
  readonly version: number;
  readonly state: DocumentState;
  readonly dirty: boolean;
}

/** A solve answer kept for display, with the board it was computed for. */
export interface SolutionDisplay {
  readonly rows: number;
  readonly columns: number;
  readonly topology: TopologyName;
  /** {@link boardKey} of the board that was solved. */
  readonly boardKey: string;
  readonly outcome: { readonly ok: true; readonly solution: SolutionView } | { readonly ok: false; readonly message: string };
  /** True while the shown board differs from the solved one: the panel is greyed, not deleted. */
  readonly stale: boolean;
}

/** The hint cell being shown. */
export interface HintDisplay {
  readonly row: number;
  readonly col: number;
  /** Presses of the solution the hint comes from, this one included. */
  readonly remaining: number;
  readonly shortest: boolean;
  /** {@link boardKey} of the board the hint is for. */
  readonly boardKey: string;
}

/** A request waiting for its answer, with the document version it was posted over. */
export interface PendingRequest {
  readonly requestId: number;
  readonly version: number;
}

/** A solve for the solution panel waiting for its answer, with what was asked. */
export interface PendingSolve extends PendingRequest {
  readonly rows: number;
  readonly columns: number;
  readonly topology: TopologyName;
  readonly boardKey: string;
}

/**
 * The latest request of each kind still waiting for an answer. The host drops an answer when the
 * document changed while it was computed, so a request posted over an older version than the one
 * shown may never be answered: it stays here (a late answer is still taken) but no longer shows
 * as running (see {@link isRunning}).
 */
export interface PendingRequests {
  readonly solution: PendingSolve | null;
  readonly baseline: PendingRequest | null;
  readonly hint: PendingRequest | null;
  readonly path: PendingRequest | null;
  readonly teaching: PendingTeaching | null;
}

/** A request for the Learn panel's data; `follow` when the board left the walkthrough (show it from its first step with presses). */
export interface PendingTeaching extends PendingRequest {
  readonly follow: boolean;
}

/** The Randomize control's choice: any solvable board, or one of a difficulty. */
export type DifficultyChoice = 'any' | DifficultyName;

/** The choices of the Randomize control, in its order. */
export const DIFFICULTY_CHOICES: readonly DifficultyChoice[] = ['any', ...DIFFICULTY_NAMES];

/** Which panel's cells are ringed on the grid: the last one the user stepped through or picked in. */
export type HighlightSource = 'path' | 'chase' | 'solution';

/** A message for the user in the notice area. */
export interface NoticeDisplay {
  readonly severity: 'info' | 'error';
  readonly message: string;
}

/** Everything the webview shows and remembers. */
export interface GridViewState {
  /** What is drawn: the host's last document, or a press predicted on top of it. */
  readonly document: ShownDocument | null;
  /** The host's last document (never a prediction). */
  readonly confirmed?: ShownDocument | null;
  /** {@link boardKey} of the shown puzzle, or null when the document is not a drawable puzzle. */
  readonly boardKey: string | null;
  readonly playMode: boolean;
  readonly selected: CellPosition;
  /** The cell size chosen by zooming, in CSS px; null to fit the board to the view. */
  readonly cellSize: number | null;
  /** Presses made since play mode started (or since the last Reset/Randomize in play mode). */
  readonly moves: number;
  /** Fewest presses from the position where play started, from the baseline solve. */
  readonly best: number | null;
  /** The puzzle's `minMoves` when play started, shown as the best until the baseline answers. */
  readonly bestFromFile: number | null;
  /** Request a baseline solve when the next document arrives (after Reset/Randomize in play mode). */
  readonly baselineWanted: boolean;
  readonly solution: SolutionDisplay | null;
  readonly hint: HintDisplay | null;
  readonly pending: PendingRequests;
  readonly nextRequestId: number;
  readonly progress: { readonly requestId: number; readonly message: string } | null;
  readonly notice: NoticeDisplay | null;
  /** "Solved in N moves (best: M)" once the puzzle reaches its objective in play mode. */
  readonly playStatus: string | null;
  /** Whether the path panel is shown, and its data once the host answered. */
  readonly pathOpen: boolean;
  readonly path: PathDisplay | null;
  /** Whether the Learn panel is shown, and its data once the host answered. */
  readonly learnOpen: boolean;
  readonly teaching: TeachingDisplay | null;
  /** The panel whose cells are ringed on the grid. */
  readonly highlightFrom: HighlightSource | null;
  /** The Randomize control's choice. */
  readonly difficulty: DifficultyChoice;
  /** Ask again for the open panels' data when the next document arrives (after Randomize, Reset, a new shape). */
  readonly panelsWanted: boolean;
}

/** The setup fields whose controls post `reshape`. */
export type ShapeField = 'rows' | 'columns' | 'states' | 'objective' | 'topology';

/** What can happen to the webview: a host message or a user intent. */
export type GridViewEvent =
  | { readonly type: 'host'; readonly message: HostMessage }
  | { readonly type: 'togglePlayMode' }
  | { readonly type: 'setPlayMode'; readonly play: boolean }
  | { readonly type: 'press'; readonly row: number; readonly col: number; readonly delta: 1 | -1 }
  | { readonly type: 'select'; readonly row: number; readonly col: number }
  | { readonly type: 'randomize' }
  | { readonly type: 'solve' }
  | { readonly type: 'hint' }
  | { readonly type: 'reset' }
  /** A setup control was committed (`change`) with this raw value. */
  | { readonly type: 'shapeInput'; readonly field: ShapeField; readonly value: string }
  | { readonly type: 'cancel' }
  | { readonly type: 'openAsText' }
  /** Zoom one step in (1) or out (-1) from the cell size now drawn. */
  | { readonly type: 'zoom'; readonly direction: 1 | -1; readonly currentSize: number }
  /** Set the cell size directly; null goes back to fitting the view. */
  | { readonly type: 'setCellSize'; readonly cellSize: number | null }
  | { readonly type: 'dismissNotice' }
  /** Open the path panel (or compute it again for the board as it is now). */
  | { readonly type: 'showPath' }
  | { readonly type: 'closePath' }
  /** Show press `position` of the path (0-based; the number of presses is the end). */
  | { readonly type: 'pathGoTo'; readonly position: number }
  | { readonly type: 'pathMove'; readonly direction: 1 | -1 }
  | { readonly type: 'setLearnOpen'; readonly open: boolean }
  /** Compute the Learn panel's data again for the board as it is now. */
  | { readonly type: 'refreshTeaching' }
  | { readonly type: 'chaseGoTo'; readonly position: number }
  | { readonly type: 'chaseMove'; readonly direction: 1 | -1 }
  /** Play mode: press the cell of the path's press shown (the panel then moves on). */
  | { readonly type: 'applyPathStep' }
  /** Play mode: press the cells of the walkthrough step shown, as often as it says. */
  | { readonly type: 'applyChaseStep' }
  /** Pick a solution of the list (its cells are ringed on the grid), or none. */
  | { readonly type: 'pickSolution'; readonly index: number | null }
  | { readonly type: 'setDifficulty'; readonly difficulty: DifficultyChoice };

/** The result of one transition. */
export interface Transition {
  readonly state: GridViewState;
  readonly messages: WebviewMessage[];
  /** A sentence for the polite live region, if the event produced one. */
  readonly announce?: string;
}

/** The part of the state kept across hiding the tab (`vscode.setState`). */
export interface PersistedViewState {
  readonly format: 1;
  readonly cellSize: number | null;
  readonly playMode: boolean;
  readonly selected: CellPosition;
  readonly moves: number;
  readonly best: number | null;
  readonly bestFromFile: number | null;
  readonly solution: SolutionDisplay | null;
  readonly nextRequestId: number;
  readonly pathOpen: boolean;
  readonly learnOpen: boolean;
  readonly difficulty: DifficultyChoice;
}

/** The state before anything is known: no document, edit mode, cell (0, 0), fitted zoom. */
export function initialGridViewState(): GridViewState {
  return {
    document: null,
    boardKey: null,
    playMode: false,
    selected: { row: 0, col: 0 },
    cellSize: null,
    moves: 0,
    best: null,
    bestFromFile: null,
    baselineWanted: false,
    solution: null,
    hint: null,
    pending: { solution: null, baseline: null, hint: null, path: null, teaching: null },
    nextRequestId: 1,
    progress: null,
    notice: null,
    playStatus: null,
    pathOpen: false,
    path: null,
    learnOpen: false,
    teaching: null,
    highlightFrom: null,
    difficulty: 'any',
    panelsWanted: false,
  };
}

/** The part of `state` to save with `setState`. */
export function persistedViewState(state: GridViewState): PersistedViewState {
  return {
    format: 1,
    cellSize: state.cellSize,
    playMode: state.playMode,
    selected: state.selected,
    moves: state.moves,
    best: state.best,
    bestFromFile: state.bestFromFile,
    solution: state.solution,
    nextRequestId: state.nextRequestId,
    pathOpen: state.pathOpen,
    learnOpen: state.learnOpen,
    difficulty: state.difficulty,
  };
}

/**
 * The state to start from given what `getState` returned (anything: a missing or malformed value
 * gives the initial state). A restored play session with no best yet asks for the baseline again
 * when the first document arrives.
 */
export function restoreGridViewState(saved: unknown): GridViewState {
  const initial = initialGridViewState();
  if (typeof saved !== 'object' || saved === null) return initial;
  const value = saved as Partial<Record<keyof PersistedViewState, unknown>>;
  if (value.format !== 1) return initial;
  const count = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null);
  const selected = value.selected as Partial<CellPosition> | null | undefined;
  const playMode = value.playMode === true;
  const best = count(value.best);
  return {
    ...initial,
    cellSize: typeof value.cellSize === 'number' ? clampCellSize(value.cellSize) : null,
    playMode,
    selected: { row: count(selected?.row) ?? 0, col: count(selected?.col) ?? 0 },
    moves: playMode ? (count(value.moves) ?? 0) : 0,
    best: playMode ? best : null,
    bestFromFile: playMode ? count(value.bestFromFile) : null,
    baselineWanted: playMode && best === null,
    solution: isSolutionDisplay(value.solution) ? value.solution : null,
    nextRequestId: Math.max(1, count(value.nextRequestId) ?? 1),
    pathOpen: value.pathOpen === true,
    learnOpen: value.learnOpen === true,
    difficulty: DIFFICULTY_CHOICES.find((choice) => choice === value.difficulty) ?? 'any',
    // Reopened panels ask for their data with the first document.
    panelsWanted: value.pathOpen === true || value.learnOpen === true,
  };
}

function isSolutionDisplay(value: unknown): value is SolutionDisplay {
  if (typeof value !== 'object' || value === null) return false;
  const display = value as Record<string, unknown>;
  const outcome = display.outcome as Record<string, unknown> | null | undefined;
  return (
    Number.isInteger(display.rows) &&
    Number.isInteger(display.columns) &&
    TOPOLOGY_NAMES.includes(display.topology as TopologyName) &&
    typeof display.boardKey === 'string' &&
    typeof display.stale === 'boolean' &&
    typeof outcome === 'object' &&
    outcome !== null &&
    (outcome.ok === false ? typeof outcome.message === 'string' : outcome.ok === true && typeof outcome.solution === 'object' && outcome.solution !== null)
  );
}

/**
 * Whether `request` still counts as running: posted over the document version shown. (After a
 * newer version arrives the host may have dropped it; its answer is still taken if it comes.)
 */
export function isRunning(state: GridViewState, request: PendingRequest | null): boolean {
  return request !== null && state.document !== null && request.version >= state.document.version;
}

/** The puzzle of the shown document, or null when it is invalid, too large or not there yet. */
export function shownPuzzle(state: GridViewState): PuzzleView | null {
  return state.document?.state.kind === 'puzzle' ? state.document.state.puzzle : null;
}

/** Whether every cell of `puzzle` is in the objective state. */
export function isPuzzleSolved(puzzle: PuzzleView): boolean {
  return puzzle.grid.every((value) => value === puzzle.objective);
}

/** `count` followed by the singular or plural noun: "1 move", "3 moves". */
export function plural(count: number | string, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${String(count) === '1' ? singular : pluralForm}`;
}

/** The text shown when play mode reaches the objective: "Solved in 5 moves (best: 3)". */
export function solvedText(moves: number, best: number | null): string {
  return best === null ? `Solved in ${plural(moves, 'move')}` : `Solved in ${plural(moves, 'move')} (best: ${best})`;
}

/** The best move count to show in play mode: the baseline's, or the file's `minMoves` while waiting. */
export function effectiveBest(state: GridViewState): number | null {
  return state.best ?? state.bestFromFile;
}

/**
 * The texts of the solution panel for a solve answer: the summary line ("4 presses (minimal);
 * 1 solution; internal, 3 ms.") and, for an unsolvable puzzle or a failed solve, the reason.
 */
export function describeSolution(display: SolutionDisplay): { readonly summary: string; readonly error: string | null } {
  if (!display.outcome.ok) return { summary: '', error: `The solver failed: ${display.outcome.message}` };
  const solution = display.outcome.solution;
  const engine = `${solution.solver}, ${formatMilliseconds(solution.elapsedMs)}`;
  if (!solution.solvable) {
    return { summary: `${plural(solution.solutionCount, 'solution')}; ${engine}.`, error: 'No solution: no sequence of presses reaches the objective.' };
  }
  const total = solution.totalPresses ?? (solution.presses ?? []).reduce((sum, value) => sum + value, 0);
  const minimal = solution.minimal ? 'minimal' : 'not proven minimal';
  return { summary: `${plural(total, 'press', 'presses')} (${minimal}); ${plural(solution.solutionCount, 'solution')}; ${engine}.`, error: null };
}

/** What the live region says when a solve answer arrives. */
export function solutionAnnouncement(display: SolutionDisplay): string {
  const { summary, error } = describeSolution(display);
  return error === null ? `Solution: ${summary}` : `${error} ${summary}`.trim();
}

/**
 * A text alternative for the solution grid: the cells to press in reading order ("row 1, column 2:
 * 1 press; …"), or their number when there are more than `limit` of them.
 */
export function pressesDescription(presses: readonly number[], columns: number, limit = 30): string {
  const pressed: string[] = [];
  let count = 0;
  presses.forEach((value, index) => {
    if (value === 0) return;
    count += 1;
    if (pressed.length < limit) pressed.push(`row ${Math.floor(index / columns) + 1}, column ${(index % columns) + 1}: ${plural(value, 'press', 'presses')}`);
  });
  if (count === 0) return 'Solution: no presses needed.';
  if (count > limit) return `Solution: ${plural(count, 'cell')} to press.`;
  return `Solution: ${pressed.join('; ')}.`;
}

/** Milliseconds as "12 ms" or "1.5 s". */
export function formatMilliseconds(elapsedMs: number): string {
  if (!Number.isFinite(elapsedMs)) return '? ms';
  return elapsedMs < 1000 ? `${Math.round(elapsedMs)} ms` : `${(elapsedMs / 1000).toFixed(1)} s`;
}

/** A diagnostic as the error list shows it: "line 3, column 7: message". */
export function diagnosticText(diagnostic: DiagnosticView): string {
  return `line ${diagnostic.line}, column ${diagnostic.column}: ${diagnostic.message}`;
}

/** The accessible name of a cell: "row 2, column 3, state 1 of 3" (1-based row/column, 0-based state). */
export function cellLabel(row: number, col: number, state: number, states: number): string {
  return `row ${row + 1}, column ${col + 1}, state ${state} of ${states}`;
}

/** The valid range of a setup field for the shown puzzle. */
export function shapeFieldRange(field: Exclude<ShapeField, 'topology'>, puzzle: Pick<PuzzleView, 'states'>): { readonly min: number; readonly max: number } {
  switch (field) {
    case 'rows':
      return { min: 1, max: MAX_EDITOR_SIDE };
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

const FIELD_LABELS: Readonly<Record<ShapeField, string>> = {
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
    const topology = TOPOLOGY_NAMES.find((name) => name === raw);
    if (topology === undefined) return { error: `Topology must be one of ${TOPOLOGY_NAMES.join(', ')}.` };
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

/** Applies one event. See {@link Transition}. */
export function reduce(state: GridViewState, event: GridViewEvent): Transition {
  switch (event.type) {
    case 'host':
      return hostMessage(state, event.message);
    case 'togglePlayMode':
      return setPlayMode(state, !state.playMode);
    case 'setPlayMode':
      return event.play === state.playMode ? unchanged(state) : setPlayMode(state, event.play);
    case 'press':
      return press(state, event.row, event.col, event.delta);
    case 'select':
      return select(state, event.row, event.col);
    case 'randomize':
      return randomize(state);
    case 'solve':
      return solve(state);
    case 'hint':
      return hint(state);
    case 'reset':
      return reset(state);
    case 'shapeInput':
      return shapeInput(state, event.field, event.value);
    case 'cancel':
      return cancel(state);
    case 'openAsText':
      return { state, messages: [{ type: 'openAsText' }] };
    case 'zoom':
      return unchanged({ ...state, cellSize: zoomStep(event.currentSize, event.direction) });
    case 'setCellSize':
      return unchanged({ ...state, cellSize: event.cellSize === null ? null : clampCellSize(event.cellSize) });
    case 'dismissNotice':
      return unchanged({ ...state, notice: null });
    case 'showPath':
      return requestPath({ ...state, pathOpen: true, highlightFrom: 'path' });
    case 'closePath':
      return closePath(state);
    case 'pathGoTo':
      return pathGoTo(state, event.position);
    case 'pathMove':
      return state.path ? pathGoTo(state, state.path.position + event.direction) : unchanged(state);
    case 'setLearnOpen':
      return setLearnOpen(state, event.open);
    case 'refreshTeaching':
      return requestTeaching(state);
    case 'chaseGoTo':
      return chaseGoTo(state, event.position);
    case 'chaseMove':
      return state.teaching ? chaseGoTo(state, state.teaching.position + event.direction) : unchanged(state);
    case 'applyPathStep':
      return applyPathStep(state);
    case 'applyChaseStep':
      return applyChaseStep(state);
    case 'pickSolution':
      return state.teaching ? unchanged({ ...state, teaching: pickSolution(state.teaching, event.index), highlightFrom: event.index === null ? state.highlightFrom : 'solution' }) : unchanged(state);
    case 'setDifficulty':
      return unchanged({ ...state, difficulty: DIFFICULTY_CHOICES.includes(event.difficulty) ? event.difficulty : 'any' });
    default: {
      const unknownEvent: never = event;
      throw new Error(`unknown event ${JSON.stringify(unknownEvent)}`);
    }
  }
}

function unchanged(state: GridViewState): Transition {
  return { state, messages: [] };
}

function hostMessage(state: GridViewState, message: HostMessage): Transition {
  switch (message.type) {
    case 'document': {
      const confirmed: ShownDocument = { version: message.version, state: message.state, dirty: message.dirty };
      return documentArrived({ ...state, confirmed }, confirmed);
    }
    case 'solveResult':
      return message.purpose === 'baseline'
        ? baselineResult(state, message.requestId, message.outcome)
        : solutionResult(state, message.requestId, message.version, message.outcome);
    case 'hintResult':
      return hintResult(state, message.requestId, message.version, message.hint);
    case 'pathResult':
      return pathResult(state, message.requestId, message.version, message.path);
    case 'teachingResult':
      return teachingResult(state, message.requestId, message.version, message.teaching);
    case 'progress': {
      const { solution, baseline, hint: hintRequest } = state.pending;
      const waiting = [solution, baseline, hintRequest].some((request) => request?.requestId === message.requestId);
      if (!waiting) return unchanged(state);
      const first = state.progress?.requestId !== message.requestId;
      const next = { ...state, progress: { requestId: message.requestId, message: message.message } };
      return first ? { state: next, messages: [], announce: message.message } : unchanged(next);
    }
    case 'command':
      return paletteCommand(state, message.command);
    case 'notice': {
      // A refused edit: drop any predicted board and show the last confirmed one again.
      const restored = message.severity === 'error' && state.confirmed && state.document !== state.confirmed ? documentArrived(state, state.confirmed).state : state;
      return { state: { ...restored, notice: { severity: message.severity, message: message.message } }, messages: [], announce: message.message };
    }
    default: {
      const unknownMessage: never = message;
      throw new Error(`unknown host message ${JSON.stringify(unknownMessage)}`);
    }
  }
}

function paletteCommand(state: GridViewState, command: WebviewCommand): Transition {
  switch (command) {
    case 'togglePlayMode':
      return setPlayMode(state, !state.playMode);
    case 'solve':
      return solve(state);
    case 'hint':
      return hint(state);
    case 'reset':
      return reset(state);
    case 'showSolutionPath':
      return requestPath({ ...state, pathOpen: true, highlightFrom: 'path' });
    default: {
      const unknownCommand: never = command;
      throw new Error(`unknown command ${String(unknownCommand)}`);
    }
  }
}

/** Shows a document (the host's, or a predicted press) and lets the path and Learn panels follow the board. */
function documentArrived(state: GridViewState, document: ShownDocument): Transition {
  return followPanels(state, boardArrived(state, document));
}

/**
 * Moves the open panels to the step of the new board, and asks for their data again when the
 * board is on no step of theirs (or it was wanted, or the panel had no data for the old board);
 * reads out the step a panel moved to.
 */
function followPanels(before: GridViewState, transition: Transition): Transition {
  const key = transition.state.boardKey;
  const path = transition.state.path ? syncPath(transition.state.path, key) : null;
  const teaching = transition.state.teaching ? syncTeaching(transition.state.teaching, key) : null;
  let next: GridViewState = path === transition.state.path && teaching === transition.state.teaching ? transition.state : { ...transition.state, path, teaching };
  const messages = [...transition.messages];
  if (shownPuzzle(next) !== null) {
    const wanted = next.panelsWanted;
    const boardChanged = before.boardKey !== key;
    next = { ...next, panelsWanted: false };
    const ask = (asked: Transition): void => {
      next = asked.state;
      messages.push(...asked.messages);
    };
    if (next.pathOpen && (wanted || (boardChanged && (path === null || path.stale || path.view.kind === 'unavailable')))) ask(requestPath(next));
    if (next.learnOpen && (wanted || (boardChanged && (teaching === null || teaching.stale || teaching.view.kind === 'unavailable')))) {
      ask(requestTeaching(next, !wanted && teaching !== null && teaching.stale));
    }
  }
  let announce = transition.announce;
  if (announce === undefined && path !== null && !path.stale && before.path && path.position !== before.path.position) announce = pathStepText(path);
  const walkthrough = walkthroughOf(teaching);
  if (announce === undefined && teaching !== null && walkthrough !== null && !teaching.stale && before.teaching && teaching.position !== before.teaching.position) {
    announce = chasePositionText(walkthrough, teaching.position, teaching.view.kind === 'teaching' ? teaching.view.board.states : 2);
  }
  return { state: next, messages, ...(announce === undefined ? {} : { announce }) };
}

function boardArrived(state: GridViewState, document: ShownDocument): Transition {
  const puzzle = document.state.kind === 'puzzle' ? document.state.puzzle : null;
  const key = puzzle ? boardKey(puzzle) : null;
  const stale = state.solution !== null && state.solution.boardKey !== key;
  // The same object when nothing changed, so the saved view state is not rewritten needlessly.
  const solution = state.solution && state.solution.stale !== stale ? { ...state.solution, stale } : state.solution;
  const hintShown = state.hint && state.hint.boardKey === key ? state.hint : null;
  const selected = puzzle
    ? { row: Math.min(state.selected.row, puzzle.rows - 1), col: Math.min(state.selected.col, puzzle.columns - 1) }
    : state.selected;
  // The host drops answers computed while the document changed: stop showing such a request as running.
  const requests: readonly (PendingRequest | null)[] = [state.pending.solution, state.pending.baseline, state.pending.hint];
  const progressRequest = requests.find((request): request is PendingRequest => request !== null && request.requestId === state.progress?.requestId);
  const progress = progressRequest !== undefined && progressRequest.version < document.version ? null : state.progress;
  let next: GridViewState = { ...state, document, boardKey: key, solution, hint: hintShown, selected, progress };
  if (!puzzle) {
    const announce = problemAnnouncement(state.document?.state ?? null, document.state);
    return { state: { ...next, playStatus: null }, messages: [], ...(announce === undefined ? {} : { announce }) };
  }
  if (!next.playMode) return unchanged({ ...next, playStatus: null });
  const messages: WebviewMessage[] = [];
  if (next.baselineWanted) {
    const baseline = requestBaseline(next, puzzle);
    next = baseline.state;
    messages.push(...baseline.messages);
  }
  if (!isPuzzleSolved(puzzle) || next.moves === 0) return { state: { ...next, playStatus: null }, messages };
  const text = solvedText(next.moves, effectiveBest(next));
  next = { ...next, playStatus: text };
  return state.playStatus === null ? { state: next, messages, announce: text } : { state: next, messages };
}

/** What the live region says when the document becomes unreadable or too large (once, not on every keystroke). */
function problemAnnouncement(previous: DocumentState | null, current: DocumentState): string | undefined {
  switch (current.kind) {
    case 'puzzle':
      return undefined;
    case 'invalid': {
      if (previous?.kind === 'invalid') return undefined;
      const count = current.errors.length;
      return `The text is not a valid puzzle: ${plural(count, 'error')}. The grid is hidden until the text is fixed.`;
    }
    case 'tooLarge':
      return previous?.kind === 'tooLarge' ? undefined : `This puzzle has ${current.rows * current.columns} cells, more than the ${current.limit} the grid shows.`;
    default: {
      const unknownState: never = current;
      throw new Error(`unknown document state ${JSON.stringify(unknownState)}`);
    }
  }
}

/**
 * Asks for the fewest presses from the shown position. Until it answers, the best shown is the
 * one kept from before (a restored session) or the puzzle's `minMoves`.
 */
function requestBaseline(state: GridViewState, puzzle: PuzzleView): Transition {
  const requestId = state.nextRequestId;
  const messages: WebviewMessage[] = [];
  if (state.pending.baseline !== null) messages.push({ type: 'cancel', requestId: state.pending.baseline.requestId });
  messages.push({ type: 'solve', requestId, purpose: 'baseline' });
  return {
    state: {
      ...state,
      nextRequestId: requestId + 1,
      pending: { ...state.pending, baseline: { requestId, version: state.document?.version ?? 0 } },
      best: null,
      bestFromFile: state.bestFromFile ?? puzzle.minMoves ?? null,
      baselineWanted: false,
    },
    messages,
  };
}

function setPlayMode(state: GridViewState, play: boolean): Transition {
  const base: GridViewState = { ...state, playMode: play, moves: 0, best: null, bestFromFile: null, playStatus: null, baselineWanted: false };
  if (!play) {
    const baseline = state.pending.baseline;
    const messages: WebviewMessage[] = baseline === null ? [] : [{ type: 'cancel', requestId: baseline.requestId }];
    return {
      state: { ...base, pending: { ...state.pending, baseline: null }, progress: state.progress?.requestId === baseline?.requestId ? null : state.progress },
      messages,
      announce: 'Play mode off: a press changes only the pressed cell.',
    };
  }
  const puzzle = shownPuzzle(state);
  const announce = 'Play mode on: a press changes the cell and its neighbours.';
  if (!puzzle) return { state: { ...base, baselineWanted: true }, messages: [], announce };
  const baseline = requestBaseline(base, puzzle);
  return { ...baseline, announce };
}

function press(state: GridViewState, row: number, col: number, delta: 1 | -1): Transition {
  const puzzle = shownPuzzle(state);
  if (!puzzle || !state.document || !Number.isInteger(row) || !Number.isInteger(col) || row < 0 || col < 0 || row >= puzzle.rows || col >= puzzle.columns) {
    return unchanged(state);
  }
  const counted: GridViewState = { ...state, selected: { row, col }, moves: state.playMode ? state.moves + 1 : state.moves };
  // Draw the predicted board now; the host's next document confirms or replaces it.
  const predicted: ShownDocument = {
    ...state.document,
    state: { kind: 'puzzle', puzzle: predictPress(puzzle, row, col, delta, state.playMode), warnings: state.document.state.kind === 'puzzle' ? state.document.state.warnings : [] },
  };
  const shown = documentArrived(counted, predicted);
  // The press goes first: requests caused by the new board (a new path, say) are about the pressed board.
  return { state: shown.state, messages: [{ type: 'press', row, col, delta, play: state.playMode }, ...shown.messages], ...(shown.announce === undefined ? {} : { announce: shown.announce }) };
}

function select(state: GridViewState, row: number, col: number): Transition {
  const puzzle = shownPuzzle(state);
  if (!puzzle) return unchanged(state);
  const clamped = { row: Math.min(puzzle.rows - 1, Math.max(0, Math.trunc(row))), col: Math.min(puzzle.columns - 1, Math.max(0, Math.trunc(col))) };
  if (clamped.row === state.selected.row && clamped.col === state.selected.col) return unchanged(state);
  return unchanged({ ...state, selected: clamped });
}

/** In play mode a new starting position begins a new game: counter to zero, best asked again. */
function restartGame(state: GridViewState, waitForDocument: boolean): Transition {
  if (!state.playMode) return unchanged(state);
  const restarted: GridViewState = { ...state, moves: 0, best: null, bestFromFile: null, playStatus: null };
  const puzzle = shownPuzzle(state);
  if (waitForDocument || !puzzle) return unchanged({ ...restarted, baselineWanted: true });
  return requestBaseline(restarted, puzzle);
}

/** The difficulty Randomize asks for on `puzzle`: the control's choice, or none on boards too large for difficulties. */
export function effectiveDifficulty(state: GridViewState, puzzle: Pick<PuzzleView, 'rows' | 'columns'>): DifficultyName | null {
  return state.difficulty === 'any' || puzzle.rows * puzzle.columns > MAX_DIFFICULTY_CELLS ? null : state.difficulty;
}

/** The open panels ask for data for the board that the next document brings. */
function wantPanels(state: GridViewState): GridViewState {
  return state.pathOpen || state.learnOpen ? { ...state, panelsWanted: true } : state;
}

function randomize(state: GridViewState): Transition {
  const puzzle = shownPuzzle(state);
  if (!puzzle) return unchanged(state);
  const restarted = restartGame(wantPanels(state), true);
  const difficulty = effectiveDifficulty(state, puzzle);
  return { state: restarted.state, messages: [...restarted.messages, difficulty === null ? { type: 'randomize' } : { type: 'randomize', difficulty }] };
}

function reset(state: GridViewState): Transition {
  if (!shownPuzzle(state)) return unchanged(state);
  // A clean document is already at its saved state: no document follows, so ask for the baseline now.
  const restarted = restartGame(state.document?.dirty === true ? wantPanels(state) : state, state.document?.dirty === true);
  return { state: restarted.state, messages: [{ type: 'reset' }, ...restarted.messages] };
}

function solve(state: GridViewState): Transition {
  const puzzle = shownPuzzle(state);
  if (!puzzle || state.boardKey === null) return unchanged(state);
  const requestId = state.nextRequestId;
  const messages: WebviewMessage[] = [];
  if (state.pending.solution !== null) messages.push({ type: 'cancel', requestId: state.pending.solution.requestId });
  messages.push({ type: 'solve', requestId, purpose: 'solution' });
  const version = state.document?.version ?? 0;
  const pendingSolve: PendingSolve = { requestId, version, rows: puzzle.rows, columns: puzzle.columns, topology: puzzle.topology, boardKey: state.boardKey };
  return { state: { ...state, nextRequestId: requestId + 1, pending: { ...state.pending, solution: pendingSolve } }, messages };
}

function hint(state: GridViewState): Transition {
  if (!shownPuzzle(state)) return unchanged(state);
  const requestId = state.nextRequestId;
  const messages: WebviewMessage[] = [];
  if (state.pending.hint !== null) messages.push({ type: 'cancel', requestId: state.pending.hint.requestId });
  messages.push({ type: 'hint', requestId });
  const pendingHint: PendingRequest = { requestId, version: state.document?.version ?? 0 };
  return { state: { ...state, nextRequestId: requestId + 1, pending: { ...state.pending, hint: pendingHint } }, messages };
}

function cancel(state: GridViewState): Transition {
  const progress = state.progress;
  if (progress === null) return unchanged(state);
  const { solution, baseline, hint: hintRequest } = state.pending;
  const pending: PendingRequests = {
    ...state.pending,
    solution: solution?.requestId === progress.requestId ? null : solution,
    baseline: baseline?.requestId === progress.requestId ? null : baseline,
    hint: hintRequest?.requestId === progress.requestId ? null : hintRequest,
  };
  return { state: { ...state, pending, progress: null }, messages: [{ type: 'cancel', requestId: progress.requestId }], announce: 'Cancelled.' };
}

function clearProgress(state: GridViewState, requestId: number): GridViewState {
  return state.progress?.requestId === requestId ? { ...state, progress: null } : state;
}

function solutionResult(state: GridViewState, requestId: number, version: number, outcome: SolutionDisplay['outcome']): Transition {
  const pendingSolve = state.pending.solution;
  if (pendingSolve === null || pendingSolve.requestId !== requestId) return unchanged(state);
  const puzzle = shownPuzzle(state);
  // An answer for the version shown is about the shown board, even if the request went out over an
  // older one (the host solves the text as it is when the request's turn comes).
  const forShown = puzzle !== null && state.boardKey !== null && state.document !== null && version === state.document.version;
  const display: SolutionDisplay = forShown
    ? { rows: puzzle.rows, columns: puzzle.columns, topology: puzzle.topology, boardKey: state.boardKey ?? '', outcome, stale: false }
    : {
        rows: pendingSolve.rows,
        columns: pendingSolve.columns,
        topology: pendingSolve.topology,
        boardKey: pendingSolve.boardKey,
        outcome,
        stale: pendingSolve.boardKey !== state.boardKey,
      };
  const next = clearProgress({ ...state, solution: display, pending: { ...state.pending, solution: null } }, requestId);
  return { state: next, messages: [], announce: solutionAnnouncement(display) };
}

function baselineResult(state: GridViewState, requestId: number, outcome: SolutionDisplay['outcome']): Transition {
  if (state.pending.baseline?.requestId !== requestId) return unchanged(state);
  let next = clearProgress({ ...state, pending: { ...state.pending, baseline: null } }, requestId);
  let announce: string | undefined;
  if (outcome.ok && outcome.solution.solvable && outcome.solution.totalPresses !== null) {
    next = { ...next, best: outcome.solution.totalPresses };
    if (next.playStatus !== null) next = { ...next, playStatus: solvedText(next.moves, effectiveBest(next)) };
  } else if (outcome.ok && !outcome.solution.solvable) {
    const message = 'This position has no solution: no sequence of presses reaches the objective.';
    next = { ...next, notice: { severity: 'info', message } };
    announce = message;
  }
  return { state: next, messages: [], ...(announce === undefined ? {} : { announce }) };
}

function hintResult(state: GridViewState, requestId: number, version: number, answer: HintView): Transition {
  if (state.pending.hint?.requestId !== requestId) return unchanged(state);
  const cleared = clearProgress({ ...state, pending: { ...state.pending, hint: null } }, requestId);
  const puzzle = shownPuzzle(state);
  if (state.document === null || version < state.document.version || !puzzle || state.boardKey === null) return unchanged(cleared);
  switch (answer.kind) {
    case 'press': {
      if (answer.row < 0 || answer.col < 0 || answer.row >= puzzle.rows || answer.col >= puzzle.columns) return unchanged(cleared);
      const shown: HintDisplay = { row: answer.row, col: answer.col, remaining: answer.remaining, shortest: answer.shortest, boardKey: state.boardKey };
      const path = answer.shortest ? 'on a shortest path' : 'not proven shortest';
      const announce = `Hint: press row ${answer.row + 1}, column ${answer.col + 1} (${plural(answer.remaining, 'press', 'presses')} to go, ${path}).`;
      return { state: { ...cleared, hint: shown, selected: { row: answer.row, col: answer.col } }, messages: [], announce };
    }
    case 'solved':
      return { state: { ...cleared, hint: null }, messages: [], announce: 'Hint: the puzzle is already solved.' };
    case 'unsolvable':
      return { state: { ...cleared, hint: null }, messages: [], announce: 'Hint: this puzzle has no solution from here.' };
    case 'error': {
      const message = `No hint: ${answer.message}`;
      return { state: { ...cleared, hint: null, notice: { severity: 'error', message } }, messages: [], announce: message };
    }
    default: {
      const unknownHint: never = answer;
      throw new Error(`unknown hint ${JSON.stringify(unknownHint)}`);
    }
  }
}

function shapeInput(state: GridViewState, field: ShapeField, value: string): Transition {
  const puzzle = shownPuzzle(state);
  if (!puzzle) return unchanged(state);
  const result = shapeChange(field, value, puzzle);
  if ('error' in result) {
    return { state: { ...state, notice: { severity: 'error', message: result.error } }, messages: [], announce: result.error };
  }
  if (result.changes === null) return unchanged(state);
  const notice = state.notice?.severity === 'error' ? null : state.notice;
  return { state: wantPanels({ ...state, notice }), messages: [{ type: 'reshape', changes: result.changes }] };
}

/** Asks for the shortest path of the shown board (the panel keeps showing the previous one until the answer). */
function requestPath(state: GridViewState): Transition {
  if (!shownPuzzle(state) || state.document === null) return unchanged({ ...state, panelsWanted: state.pathOpen || state.panelsWanted });
  const requestId = state.nextRequestId;
  return {
    state: { ...state, nextRequestId: requestId + 1, pending: { ...state.pending, path: { requestId, version: state.document.version } } },
    messages: [{ type: 'path', requestId }],
  };
}

function closePath(state: GridViewState): Transition {
  const highlightFrom = state.highlightFrom === 'path' ? null : state.highlightFrom;
  return unchanged({ ...state, pathOpen: false, path: null, pending: { ...state.pending, path: null }, highlightFrom });
}

function pathGoTo(state: GridViewState, position: number): Transition {
  if (state.path === null) return unchanged(state);
  const path = goToPathStep(state.path, position);
  const next: GridViewState = { ...state, path, highlightFrom: 'path' };
  return path === state.path ? unchanged(next) : { state: next, messages: [], announce: pathStepText(path) };
}

function pathResult(state: GridViewState, requestId: number, version: number, view: SolutionPathView): Transition {
  if (state.pending.path?.requestId !== requestId) return unchanged(state);
  const pending = { ...state.pending, path: null };
  if (!state.pathOpen) return unchanged({ ...state, pending });
  const path = pathDisplay(view, state.boardKey);
  // Computed for an older text than the one shown, and not about the shown board: ask again.
  if (path.stale && state.document !== null && version < state.document.version) return requestPath({ ...state, pending, path });
  const summary = pathSummary(view);
  const step = pathStepText(path);
  return { state: { ...state, pending, path }, messages: [], announce: step === summary ? `Solution path: ${summary}` : `Solution path: ${summary} ${step}` };
}

function setLearnOpen(state: GridViewState, open: boolean): Transition {
  if (open === state.learnOpen) return unchanged(state);
  if (open) return requestTeaching({ ...state, learnOpen: true });
  const highlightFrom = state.highlightFrom === 'chase' || state.highlightFrom === 'solution' ? null : state.highlightFrom;
  return unchanged({ ...state, learnOpen: false, teaching: null, pending: { ...state.pending, teaching: null }, highlightFrom });
}

/** Asks for the Learn panel's data for the shown board; `follow` shows it from its first step with presses. */
function requestTeaching(state: GridViewState, follow = false): Transition {
  if (!state.learnOpen) return unchanged(state);
  if (!shownPuzzle(state) || state.document === null) return unchanged({ ...state, panelsWanted: true });
  const requestId = state.nextRequestId;
  return {
    state: { ...state, nextRequestId: requestId + 1, pending: { ...state.pending, teaching: { requestId, version: state.document.version, follow } } },
    messages: [{ type: 'teaching', requestId }],
  };
}

function chaseGoTo(state: GridViewState, position: number): Transition {
  const walkthrough = walkthroughOf(state.teaching);
  if (state.teaching === null || walkthrough === null) return unchanged(state);
  const teaching = goToChaseStep(state.teaching, position);
  const next: GridViewState = { ...state, teaching, highlightFrom: 'chase' };
  if (teaching === state.teaching) return unchanged(next);
  const states = teaching.view.kind === 'teaching' ? teaching.view.board.states : 2;
  return { state: next, messages: [], announce: chasePositionText(walkthrough, teaching.position, states) };
}

function teachingResult(state: GridViewState, requestId: number, version: number, view: TeachingView): Transition {
  if (state.pending.teaching?.requestId !== requestId) return unchanged(state);
  const pending = { ...state.pending, teaching: null };
  if (!state.learnOpen) return unchanged({ ...state, pending });
  const fresh = teachingDisplay(view, state.boardKey);
  const follow = state.pending.teaching.follow;
  if (fresh.stale && state.document !== null && version < state.document.version) return requestTeaching({ ...state, pending, teaching: fresh }, follow);
  const teaching = follow ? goToChaseStep(fresh, firstPressingStep(fresh)) : fresh;
  const highlightFrom = state.highlightFrom === null || state.highlightFrom === 'solution' ? 'chase' : state.highlightFrom;
  const walkthrough = walkthroughOf(teaching);
  const announce =
    view.kind !== 'teaching' ? view.reason : follow && walkthrough !== null ? chasePositionText(walkthrough, teaching.position, view.board.states) : 'Learn panel updated for this board.';
  return { state: { ...state, pending, teaching, highlightFrom }, messages: [], announce };
}

/** The cells ringed on the grid: the next press of the path, the presses of a walkthrough step, or a picked solution's cells. */
export function highlightedCells(state: GridViewState): CellPosition[] {
  switch (state.highlightFrom) {
    case null:
      return [];
    case 'path': {
      const cell = pathHighlight(state.path);
      return cell === null ? [] : [cell];
    }
    case 'chase':
      return chaseHighlights(state.teaching, state.boardKey);
    case 'solution':
      return solutionHighlights(state.teaching, state.boardKey);
    default: {
      const unknownSource: never = state.highlightFrom;
      throw new Error(`unknown highlight source ${String(unknownSource)}`);
    }
  }
}

/** Presses the path's press shown, in play mode, when the grid shows the board before it. */
function applyPathStep(state: GridViewState): Transition {
  const cell = pathHighlight(state.path);
  if (!state.playMode || cell === null || !pathAtShownBoard(state.path, state.boardKey)) return unchanged(state);
  return press({ ...state, highlightFrom: 'path' }, cell.row, cell.col, 1);
}

/** Presses the cells of the walkthrough step shown, in play mode, when the grid shows the board before it. */
function applyChaseStep(state: GridViewState): Transition {
  const walkthrough = walkthroughOf(state.teaching);
  const step = walkthrough?.steps[state.teaching?.position ?? 0];
  if (!state.playMode || step === undefined || !chaseAtShownBoard(state.teaching, state.boardKey)) return unchanged(state);
  let current: GridViewState = { ...state, highlightFrom: 'chase' };
  const presses: WebviewMessage[] = [];
  let announce: string | undefined;
  for (const { row, col, times } of step.presses) {
    for (let time = 0; time < times; time++) {
      const pressed = press(current, row, col, 1);
      current = pressed.state;
      announce = pressed.announce ?? announce;
      // The boards between the first and the last press are on no step: drop the panels' requests they caused.
      presses.push(...pressed.messages.filter((message) => message.type === 'press'));
    }
  }
  current = { ...current, pending: { ...current.pending, path: state.pending.path, teaching: state.pending.teaching } };
  return followPanels(state, { state: current, messages: presses, ...(announce === undefined ? {} : { announce }) });
}
