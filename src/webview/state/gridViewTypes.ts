/**
 * The grid webview's state and events: the types every feature reducer (board, game, solution,
 * panels) shares, and the few helpers they all use. The root reducer routes each event to its
 * feature's reducer. Pure.
 */

import type {
  BoardContextView,
  DiagnosticView,
  DocumentState,
  HostMessage,
  PlayPosition,
  PuzzleView,
  SolutionView,
  WebviewMessage,
} from '../../protocol/protocol';
import { DIFFICULTIES, type Difficulty, type DifficultyScale } from '../../domain/difficultyScale';
import type { Topology } from '../../domain/topology';
import * as l10n from '../../domain/l10n';
import { formatCount } from '../words/wording';
import type { CellPosition } from '../board/gridGeometry';
import type { TeachingDisplay } from './learnState';
import type { BoardDesignEvent, HoleDrag, SetupTool } from './boardDesignState';
import type { BoardEvent } from './boardState';
import type { PanelsEvent } from './panelsState';
import { awayFromDocument, newSession, playPosition, type PlaySession } from './playSession';
import type { SolutionEvent } from './solutionState';
import type { ProofDisplay } from './unsolvableProof';
import type { PathDisplay } from './solutionPathState';

/** A document: the host's, or the board the panel draws over it (a predicted setup press, a play position). */
export interface ShownDocument {
  readonly version: number;
  readonly state: DocumentState;
  readonly dirty: boolean;
}

/** A solve result as the solution panel keeps it: without the certificate, which goes to the board's marks (and is not saved). */
export type SolutionSummaryView = Omit<SolutionView, 'certificate'>;

/** A solve answer kept for display, with the board it was computed for. */
export interface SolutionDisplay {
  readonly rows: number;
  readonly columns: number;
  readonly topology: Topology;
  /** {@link boardKey} of the board that was solved. */
  readonly boardKey: string;
  readonly outcome: { readonly ok: true; readonly solution: SolutionSummaryView } | { readonly ok: false; readonly message: string };
  /** True while the shown board differs from the solved one: the panel is greyed, not deleted. */
  readonly stale: boolean;
  /** True for the first solution of a solve whose search for the fewest presses still runs (`solveFirst`). */
  readonly searching?: boolean;
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

/** A request waiting for its answer: the document version and the board it was asked about. */
export interface PendingRequest {
  readonly requestId: number;
  readonly version: number;
  /** {@link boardKey} of the board shown when it was asked (a play position, in play mode). */
  readonly boardKey: string | null;
}

/** A solve for the solution panel waiting for its answer, with the shape asked about. */
export interface PendingSolve extends PendingRequest {
  /** A solve the player did not ask for (the proof that a followed solution is the fewest): no progress, no announcement, dropped once the board moved on. */
  readonly quiet?: boolean;
  readonly rows: number;
  readonly columns: number;
  readonly topology: Topology;
}

/** A request for the Learn panel's data; `follow` when the board left the walkthrough (show it from its first step with presses). */
export interface PendingTeaching extends PendingRequest {
  readonly follow: boolean;
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
  /** A New game's start board, asked of the host. */
  readonly newGame: PendingRequest | null;
}

/** The Randomize control's choice: any solvable board, or one of a difficulty. */
export type DifficultyChoice = 'any' | Difficulty;

/** The choices of the Randomize control, in its order. */
export const DIFFICULTY_CHOICES: readonly DifficultyChoice[] = ['any', ...DIFFICULTIES];

/** Which panel's cells are ringed on the grid: the last one the user stepped through or picked in. */
export type HighlightSource = 'path' | 'chase' | 'solution';

/** A message for the user in the notice area. */
export interface NoticeDisplay {
  readonly severity: 'info' | 'error';
  readonly message: string;
}

/** Everything the webview shows and remembers. */
export interface GridViewState {
  /** What is drawn: the host's document, a setup press predicted on it, or the play position over it. */
  readonly document: ShownDocument | null;
  /** The host's last document (never a prediction, never a play position). */
  readonly confirmed: ShownDocument | null;
  /** {@link boardKey} of the shown board, or null when the document is not a drawable puzzle. */
  readonly boardKey: string | null;
  readonly playMode: boolean;
  /** The game of play mode (empty in setup). */
  readonly game: PlaySession;
  /** Where the board comes from: a file, a built-in example, or a level (its number and best). */
  readonly context: BoardContextView;
  readonly selected: CellPosition;
  /** The cell size chosen by zooming, in CSS px; null to fit the board to the view. */
  readonly cellSize: number | null;
  readonly solution: SolutionDisplay | null;
  readonly hint: HintDisplay | null;
  /**
   * Why the shown board cannot be solved (from Solve or Hint): its cells marked on the board and a
   * sentence; gone when the board changes or the mode does.
   */
  readonly proof: ProofDisplay | null;
  readonly pending: PendingRequests;
  readonly nextRequestId: number;
  readonly progress: { readonly requestId: number; readonly message: string } | null;
  readonly notice: NoticeDisplay | null;
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
  /**
   * The difficulty scale of the confirmed puzzle's shape, as the host rates it (the ranges New game
   * and Randomize aim at); null until the host sent it for this shape, and on boards with no levels.
   */
  readonly difficultyScale: DifficultyScale | null;
  /** Ask again for the open panels' data when the next document arrives (after Randomize, a new shape). */
  readonly panelsWanted: boolean;
  /** What a press in Setup changes: the cell's state, whether it is a hole, or its target. */
  readonly setupTool: SetupTool;
  /** The Holes tool's drag in progress (drawn on the board, written to the document when it ends). */
  readonly holeDrag: HoleDrag | null;
}

/** The setup fields whose controls post `reshape`. */
export type ShapeField = 'rows' | 'columns' | 'states' | 'objective' | 'topology';

/** What can happen to the webview: a host message or a user intent (each feature's events, and the game's). */
export type GridViewEvent =
  | { readonly type: 'host'; readonly message: HostMessage }
  | BoardEvent
  | BoardDesignEvent
  | SolutionEvent
  | PanelsEvent
  | { readonly type: 'togglePlayMode' }
  | { readonly type: 'setPlayMode'; readonly play: boolean }
  | { readonly type: 'press'; readonly row: number; readonly col: number; readonly delta: 1 | -1 }
  /** Setup: one undoable edit of the board to a random puzzle; Play: a new game (as `newGame`). */
  | { readonly type: 'randomize' }
  /** Play: a new random start board of the document's shape and rules, on the panel only (the file does not change). */
  | { readonly type: 'newGame' }
  /** The win banner's Next level (a level only). */
  | { readonly type: 'nextLevel' }
  /** Play: back to the puzzle as the document holds it, no moves. */
  | { readonly type: 'reset' }
  /** Play: take back the last move; setup: VS Code's Undo of the document. */
  | { readonly type: 'undo' }
  /** Play: make the last undone move again; setup: VS Code's Redo. */
  | { readonly type: 'redo' }
  /** Play: write the play position into the document. */
  | { readonly type: 'keepPosition' }
  /** Ask the host to copy a link to the puzzle (in Play, or to the position reached). */
  | { readonly type: 'share' }
  /** A setup control was committed (`change`) with this raw value. */
  | { readonly type: 'shapeInput'; readonly field: ShapeField; readonly value: string }
  /** Open the text editor, at a problem's line and column when given. */
  | { readonly type: 'openAsText'; readonly line?: number; readonly column?: number }
  | { readonly type: 'dismissNotice' }
  /** Play mode: press the cell of the path's press shown (the panel then moves on). */
  | { readonly type: 'applyPathStep' }
  /** Play mode: press the cells of the walkthrough step shown, as often as it says. */
  | { readonly type: 'applyChaseStep' }
  | { readonly type: 'setDifficulty'; readonly difficulty: DifficultyChoice };

/** The result of one transition. */
export interface Transition {
  readonly state: GridViewState;
  readonly messages: WebviewMessage[];
  /** A sentence for the polite live region, if the event produced one. */
  readonly announce?: string;
}

/** A transition that changes the state only. */
export function unchanged(state: GridViewState): Transition {
  return { state, messages: [] };
}

/** A transition with an optional announcement (omitted when undefined). */
export function withAnnouncement(state: GridViewState, messages: WebviewMessage[], announce: string | undefined): Transition {
  return announce === undefined ? { state, messages } : { state, messages, announce };
}

/** The puzzle of the shown document, or null when it is invalid, too large or not there yet. */
export function shownPuzzle(state: Pick<GridViewState, 'document'>): PuzzleView | null {
  return state.document?.state.kind === 'puzzle' ? state.document.state.puzzle : null;
}

/** The puzzle of the host's document (the game's start in play mode). */
export function confirmedPuzzle(state: Pick<GridViewState, 'confirmed'>): PuzzleView | null {
  return state.confirmed?.state.kind === 'puzzle' ? state.confirmed.state.puzzle : null;
}

/**
 * Whether `request` still counts as running: posted over the document version shown. (After a
 * newer version arrives the host may have dropped it; its answer is still taken if it comes.)
 */
export function isRunning(state: GridViewState, request: PendingRequest | null): boolean {
  return request !== null && state.confirmed !== null && request.version >= state.confirmed.version;
}

/** A diagnostic as the error list shows it: "line 3, column 7: message". */
export function diagnosticText(diagnostic: DiagnosticView): string {
  return l10n.t('line {0}, column {1}: {2}', formatCount(diagnostic.line), formatCount(diagnostic.column), diagnostic.message);
}

/** The play position requests carry: in play mode away from the document's board, the game's start (a New game's) and moves; otherwise none (the document's board). */
export function requestPosition(state: Pick<GridViewState, 'playMode' | 'game'>): PlayPosition | undefined {
  return state.playMode && awayFromDocument(state.game) ? playPosition(state.game) : undefined;
}

/** A new request of the shown board: its id, the confirmed version and the shown board's key. */
export function newRequest(state: GridViewState): { readonly state: GridViewState; readonly request: PendingRequest } {
  const requestId = state.nextRequestId;
  return { state: { ...state, nextRequestId: requestId + 1 }, request: { requestId, version: state.confirmed?.version ?? 0, boardKey: state.boardKey } };
}

/** The state before anything is known: no document, setup mode, cell (0, 0), fitted zoom. */
export function initialGridViewState(): GridViewState {
  return {
    document: null,
    confirmed: null,
    boardKey: null,
    playMode: false,
    game: newSession(null),
    context: { kind: 'file' },
    selected: { row: 0, col: 0 },
    cellSize: null,
    solution: null,
    hint: null,
    proof: null,
    pending: { solution: null, baseline: null, hint: null, path: null, teaching: null, newGame: null },
    nextRequestId: 1,
    progress: null,
    notice: null,
    pathOpen: false,
    path: null,
    learnOpen: false,
    teaching: null,
    highlightFrom: null,
    difficulty: 'any',
    difficultyScale: null,
    panelsWanted: false,
    setupTool: 'states',
    holeDrag: null,
  };
}
