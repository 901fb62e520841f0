/**
 * The typed messages between the extension host and the grid webview, one union per direction
 * ({@link HostMessage}, {@link WebviewMessage}), and the check of what arrives from the webview
 * ({@link isWebviewMessage}). Both sides import this module and nothing else of each other.
 * Messages are plain JSON-serialisable objects, except for the typed arrays named in them (cells,
 * presses, a certificate), which postMessage carries as binary, packed on the way by
 * {@link encodeWireMessage}: cells never cross as JSON arrays of numbers. Every union is handled
 * with an exhaustive switch. A typed array in a message is never changed after it is posted or
 * received: whoever changes a board makes a new array.
 *
 * Handshake: the webview posts `ready` once its script runs; only then does the host post the
 * `document`, so no message is lost. After that, a change of the text that keeps the puzzle's
 * shape and metadata travels as `rows` (only the rows whose cells changed, against the version
 * the host posted last); any other change as a new `document`. A webview that gets `rows` for
 * another version than it shows posts `resync` and gets the whole `document` again. Each
 * `document` of a puzzle with difficulty levels is followed, once the host has it, by the
 * `difficultyScale` of its shape.
 * Requests that expect an answer carry a `requestId` chosen by the webview; answers carry it back
 * with the document `version` they were computed for, so the webview drops outdated answers.
 * The solution path (`path` → `pathResult`) and the Learn panel's data (`teaching` →
 * `teachingResult`) are such requests; their answers also carry the board they were computed
 * for, so the webview can tell whether the shown board is still that board or one of its steps.
 *
 * The messages come in families, in this order: the document and its puzzle view; play and the
 * palette commands the webview carries out; solve and hint; Setup's edits and Randomize; the
 * solution path and teaching; and the board picture, which the provider answers itself outside
 * the two unions.
 */

import { isDifficulty, type Difficulty, type DifficultyScale } from '../domain/difficultyScale';
import { isTopology, neighbourhoodProblem, type Neighbourhood, type Topology } from '../domain/topology';
import type { GridDigest } from '../domain/gridDigest';
import type { GridCommandName } from './gridActions';

// The document: the puzzle as the webview draws it and the state of the text.

/** The most rows, and the most columns, the grid editor's controls offer. */
export const MAX_EDITOR_SIDE = 2000;

/** The most cells the grid editor draws; larger (valid) puzzles show a message instead. */
export const MAX_EDITOR_CELLS = 4_000_000;

/**
 * The puzzle as the webview draws it. `grid` is row-major, cell (r, c) at r * columns + c, one byte
 * per cell. `neighbourhood` (absent: cross), `holes` (1 at a hole) and `target` (the state each
 * cell must reach; absent: `objective` everywhere) are present only when the file sets them;
 * `grid` and `target` hold 0 at holes.
 */
export interface PuzzleView {
  readonly rows: number;
  readonly columns: number;
  readonly states: number;
  readonly objective: number;
  readonly topology: Topology;
  readonly grid: Uint8Array;
  readonly neighbourhood?: Neighbourhood;
  readonly holes?: Uint8Array;
  readonly target?: Uint8Array;
  readonly title?: string;
  readonly difficulty?: Difficulty;
  readonly minMoves?: number;
}

/** A problem of the text, 1-based line and column as editors show them. */
export interface DiagnosticView {
  readonly severity: 'error' | 'warning';
  readonly message: string;
  readonly line: number;
  readonly column: number;
}

/** What the text of the document currently is, from the grid's point of view. */
export type DocumentState =
  /** A valid puzzle (warnings such as unknown keys may be present). */
  | { readonly kind: 'puzzle'; readonly puzzle: PuzzleView; readonly warnings: readonly DiagnosticView[] }
  /** The text does not parse: the grid shows these errors and never writes to the document. */
  | { readonly kind: 'invalid'; readonly errors: readonly DiagnosticView[] }
  /** A valid puzzle too large to draw; `limit` is the largest number of cells the grid shows. */
  | { readonly kind: 'tooLarge'; readonly rows: number; readonly columns: number; readonly limit: number };

/** The document family's messages from the extension host to the webview. */
export type DocumentHostMessage =
  | {
      readonly type: 'document';
      /** The TextDocument's version this state was read from. */
      readonly version: number;
      readonly state: DocumentState;
      /** Whether the document has unsaved changes. */
      readonly dirty: boolean;
      /**
       * The digest of the puzzle's grid (src/domain/gridDigest.ts) when the host has it without a
       * pass over the cells (its parse worker works it out for large boards): the page remembers
       * it for the grid it decodes instead of computing it. Absent: the page computes it.
       */
      readonly gridDigest?: GridDigest;
    }
  /**
   * The text changed but the puzzle kept its shape, states, objective, topology and metadata:
   * the rows whose cells changed, to apply to the board of `baseVersion` (the last `document` or
   * `rows` the host posted). Also sent with no rows when only the version or the dirty state changed.
   */
  | {
      readonly type: 'rows';
      readonly version: number;
      readonly baseVersion: number;
      readonly dirty: boolean;
      /** The changed rows, 0-based, ascending. */
      readonly rows: Uint32Array;
      /** Their cells, row after row: rows.length × columns values. */
      readonly cells: Uint8Array;
      /** The warnings of the new text (they may have moved). */
      readonly warnings: readonly DiagnosticView[];
    }
  /**
   * The difficulty scale of the shape of the puzzle last posted as a `document` (at `version`, or
   * an earlier `document` of the same shape): the fewest-moves range of each level, as Randomize
   * and New game aim at them, for the difficulty selector; null when the host has none for it.
   * Computed off the host's thread (up to about half a second for a new shape), so it follows the
   * `document`, and only for boards of at most {@link MAX_DIFFICULTY_CELLS} cells (larger ones are
   * offered no levels). A `document` of another shape makes the webview forget the scale it
   * shows; the host never posts a shape's scale after a `document` of another shape.
   */
  | { readonly type: 'difficultyScale'; readonly version: number; readonly scale: DifficultyScale | null }
  /** Something the user should read (for example why an edit was refused). */
  | { readonly type: 'notice'; readonly severity: 'info' | 'error'; readonly message: string };

/** The document family's messages from the webview to the extension host. */
export type DocumentWebviewMessage =
  | { readonly type: 'ready' }
  /** A `rows` message did not fit the board shown: post the whole `document` again. */
  | { readonly type: 'resync' }
  /** Open the document in the text editor, at a 1-based line and column when given (an error's place). */
  | { readonly type: 'openAsText'; readonly line?: number; readonly column?: number };

// Play: the play position requests carry, the game's status, and the palette commands the webview carries out.

/** The most presses a play position a request carries may have. */
export const MAX_PLAY_PRESSES = 1_000_000;

/** One press of a game in play mode: cell (row, col), 0-based, forwards (+1) or backwards (-1). */
export interface PlayPress {
  readonly row: number;
  readonly col: number;
  readonly delta: 1 | -1;
}

/**
 * A play position: the game's start board after these presses (each also changes the
 * neighbours). Play never edits the document, so requests about the board being played carry it.
 * The start is the document's board, or `start` after a New game (a random board of the
 * document's shape and rules that lives in the panel only).
 */
export interface PlayPosition {
  readonly presses: readonly PlayPress[];
  /** The cells of the game's start board, row-major, when it is not the document's board (New game). */
  readonly start?: Uint8Array;
}

/**
 * Where the board shown comes from, for the caption and the win: a file of the user's, a built-in
 * example, or level `number` of `count` (1-based) with the fewest moves the player has reached on it.
 */
export type BoardContextView =
  | { readonly kind: 'file' }
  | { readonly kind: 'example' }
  | { readonly kind: 'level'; readonly number: number; readonly count: number; readonly best: number | null; readonly minMoves: number };

/** The answer to `newGame`: a random start board of the document's shape and rules, or why there is none. */
export type NewGameOutcome =
  | {
      readonly ok: true;
      /** The start board's cells, row-major. */
      readonly grid: Uint8Array;
      /** Its certified fewest presses, when known. */
      readonly minMoves: number | null;
      /** Its level on the shape's difficulty scale, when rated. */
      readonly difficulty?: Difficulty;
      /** True when the board has no puzzle of the difficulty asked for and the closest found was made. */
      readonly clamped: boolean;
    }
  | { readonly ok: false; readonly message: string };

/** What the webview tells the host about its game, for the keybindings' context and the status bar. */
export interface PlayStatusView {
  readonly playing: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
}

/** The play family's messages from the extension host to the webview. */
export type PlayHostMessage =
  | { readonly type: 'command'; readonly command: GridCommandName }
  /** A new game's start board (answer to `newGame`); the document is not touched. */
  | { readonly type: 'newGameResult'; readonly requestId: number; readonly version: number; readonly outcome: NewGameOutcome }
  /** Where the board comes from (sent after `ready`, and again when a level's best changes). */
  | { readonly type: 'context'; readonly context: BoardContextView };

/** The play family's messages from the webview to the extension host. */
export type PlayWebviewMessage =
  /** Write the play position into the document as one undoable edit, if the document is still at `version`. */
  | { readonly type: 'keepPosition'; readonly version: number; readonly position: PlayPosition }
  /** The webview's game changed mode or history. */
  | { readonly type: 'playStatus'; readonly status: PlayStatusView }
  /**
   * Start a new game: a random solvable board of the document's shape and rules (of `difficulty`
   * when given), answered by `newGameResult`. Never edits the document.
   */
  | { readonly type: 'newGame'; readonly requestId: number; readonly difficulty?: Difficulty }
  /** The game reached the goal in `moves` moves (a level records its best). */
  | { readonly type: 'gameWon'; readonly moves: number }
  /** Open the level after this one (the win banner's Next level). */
  | { readonly type: 'nextLevel' }
  /**
   * Share: the host copies a link to the game's start (the document's puzzle, or a New game's
   * board) or, when `position` is given and its board differs from that start, lets the user
   * choose a link to the position as a puzzle of its own. `version` is the document version the
   * position is played on (a position over another version is refused). Never edits the document.
   */
  | { readonly type: 'share'; readonly version: number; readonly position?: PlayPosition };

// Solve and hint: requests, answers and progress.

/** A solve result as the webview shows it (from any engine). */
export interface SolutionView {
  readonly solvable: boolean;
  /** Presses per cell (0..k-1), row-major, when solvable. */
  readonly presses: Uint8Array | null;
  readonly totalPresses: number | null;
  /** True when `totalPresses` is proven the fewest (the whole solution set was searched). */
  readonly minimal: boolean;
  /** A proven lower bound on the presses of every solution (equal to `totalPresses` when minimal); null when unsolvable or unknown. */
  readonly lowerBound: number | null;
  /** The time the search for the fewest presses was given, in milliseconds (what a search that stopped ran into). */
  readonly minimumTimeoutMs: number;
  /**
   * Why `totalPresses` is not proven the fewest, one clause in the display language ("searching all
   * 387,420,489 solutions would take about 3 h, over the 30 s allowed", see unprovenClause); null when
   * minimal, not solvable, still searching, or unknown.
   */
  readonly unprovenReason: string | null;
  /**
   * For an unsolvable board, the engine's proof: a weight 0..k-1 per
   * cell, row-major, such that no press changes the weighted sum of the states mod k while the
   * goal needs another sum; null when solvable. Travels as a typed array.
   */
  readonly certificate: Uint8Array | null;
  /** Exact number of solutions, decimal. */
  readonly solutionCount: string;
  /** Engine name, e.g. "internal", and for clingo the runner, e.g. "clingo (wasm)". */
  readonly solver: string;
  readonly elapsedMs: number;
}

/** Why the webview asked for a solve: to show the solution, or to learn the best move count when play starts. */
export type SolvePurpose = 'solution' | 'baseline';

/** The answer to a hint request. */
export type HintView =
  | { readonly kind: 'press'; readonly row: number; readonly col: number; readonly remaining: number; readonly shortest: boolean }
  | { readonly kind: 'solved' }
  /** With the proof of the engine (see {@link SolutionView.certificate}), null when it gave none. */
  | { readonly kind: 'unsolvable'; readonly certificate: Uint8Array | null }
  | { readonly kind: 'error'; readonly message: string };

/** How far a running solve has come (the engine's progress). */
export interface SolveProgressView {
  /** `system`: solving the linear system; `minimum`: searching the solutions for the fewest presses. */
  readonly phase: 'system' | 'minimum';
  /** The share of the phase done, 0..1. */
  readonly fraction: number;
  /** During the minimum search: the fewest presses found so far and the proven lower bound. */
  readonly bestTotal?: number;
  readonly lowerBound?: number;
}

/** The solve family's messages from the extension host to the webview. */
export type SolveHostMessage =
  | {
      readonly type: 'solveResult';
      readonly requestId: number;
      readonly version: number;
      readonly purpose: SolvePurpose;
      readonly outcome: { readonly ok: true; readonly solution: SolutionView } | { readonly ok: false; readonly message: string };
    }
  /**
   * A solution of a running `solution` solve, sent as soon as the linear system is solved while
   * the search for the fewest presses goes on (`minimal` false, `lowerBound` null): the webview
   * shows it at once; the request's `solveResult` follows and replaces it.
   */
  | { readonly type: 'solveFirst'; readonly requestId: number; readonly version: number; readonly solution: SolutionView }
  | { readonly type: 'hintResult'; readonly requestId: number; readonly version: number; readonly hint: HintView }
  /**
   * A solve or a solution path is taking a while: show progress (and a Cancel button that posts `cancel`); sent again
   * as the engine reports how far it has come (`solve`).
   */
  | { readonly type: 'progress'; readonly requestId: number; readonly message: string; readonly solve?: SolveProgressView };

/** The solve family's messages from the webview to the extension host. */
export type SolveWebviewMessage =
  /** Requests about a board: the document's, or with `position` the play position over it. */
  | { readonly type: 'solve'; readonly requestId: number; readonly purpose: SolvePurpose; readonly position?: PlayPosition }
  | { readonly type: 'hint'; readonly requestId: number; readonly position?: PlayPosition }
  | { readonly type: 'cancel'; readonly requestId: number };

// Design: Setup's edits of the document and Randomize; the host turns each into one edit of the text.

/**
 * The most cells a board may have for difficulty levels in the grid (Randomize and New game with a
 * difficulty, and the ranges of the difficulty selector, `difficultyScale`): a shape's first
 * difficulty scale is computed in the board worker (up to about half a second at this size, then
 * cached there); a plain Randomize has no limit.
 */
export const MAX_DIFFICULTY_CELLS = 400;

/** Shape changes from the Rows, Columns, States, Objective and Topology controls. */
export interface ShapeChangeView {
  readonly rows?: number;
  readonly columns?: number;
  readonly states?: number;
  readonly objective?: number;
  readonly topology?: Topology;
}

/** The design family's messages from the webview to the extension host (the host answers with a new `document` or `rows`, or a `notice`). */
export type DesignWebviewMessage =
  /**
   * Setup: change cell (row, col) by `delta`, +1 (left click, Space/Enter) or -1 (right click,
   * Shift+Space/Enter), and nothing else. Relative to the current text. (Play presses never reach
   * the document: they live in the webview's game.)
   */
  | { readonly type: 'press'; readonly row: number; readonly col: number; readonly delta: 1 | -1 }
  /** Undo or redo the last edit of the document (Setup's Undo and Redo buttons). */
  | { readonly type: 'undoEdit' }
  | { readonly type: 'redoEdit' }
  | { readonly type: 'reshape'; readonly changes: ShapeChangeView }
  /**
   * Setup's Holes tool: make every cell of `cells` (row-major indices) a hole (`hole` true) or a
   * cell again (false), as one edit (a whole drag). A new hole loses its state and target; a cell
   * made again starts at the objective (its target too, when the puzzle has one).
   */
  | { readonly type: 'holes'; readonly cells: Uint32Array; readonly hole: boolean }
  /** Setup's neighbourhood picker: which cells a press changes from now on. Picking cross on a file without the key keeps it absent. */
  | { readonly type: 'neighbourhood'; readonly neighbourhood: Neighbourhood }
  /** Setup's Edit target: change the target of cell (row, col) by `delta` (a board without a target gets one, the objective everywhere). */
  | { readonly type: 'target'; readonly row: number; readonly col: number; readonly delta: 1 | -1 }
  /** Setup's Clear target: remove the target, so every cell must reach the objective again. */
  | { readonly type: 'clearTarget' }
  /**
   * Replace the grid by a random solvable puzzle of the current shape; with a difficulty, one whose
   * fewest moves lie in that difficulty's range (boards of at most {@link MAX_DIFFICULTY_CELLS} cells).
   */
  | { readonly type: 'randomize'; readonly difficulty?: Difficulty };

// Solution path and teaching.

/** The most cells of a board whose solution path the grid editor lists (every line holds the board as a number). */
export const MAX_PATH_VIEW_CELLS = 1024;

/** The most presses a listed solution path may have (boards with many states can need many). */
export const MAX_PATH_VIEW_MOVES = 4096;

/** The most cells of a board the Learn panel computes and draws its data for. */
export const MAX_TEACHING_CELLS = 400;

/** A board a path or teaching answer was computed for (the shown puzzle's shape and cells). */
export type BoardView = Pick<PuzzleView, 'rows' | 'columns' | 'states' | 'objective' | 'topology' | 'grid' | 'neighbourhood' | 'holes' | 'target'>;

/** One press of a solution path, in the web game's format `state: (row, col)`. */
export interface PathMoveView {
  /** 0-based. */
  readonly row: number;
  readonly col: number;
  /** The board before this press as the web game prints it: hexadecimal for 2 states, base k otherwise. */
  readonly state: string;
}

/** The answer to a solution path request. */
export type SolutionPathView =
  | {
      readonly kind: 'path';
      readonly board: BoardView;
      /** In press order (the web game's); empty when the board is already solved. */
      readonly moves: readonly PathMoveView[];
      /** False when the solution set was too large to prove the path shortest. */
      readonly minimal: boolean;
      /** False when the path is another shortest one than the web game's. */
      readonly webGameOrder: boolean;
    }
  | { readonly kind: 'unsolvable'; readonly board: BoardView }
  /** No path for this board: too large, or the text has errors (the reason is for the user). */
  | { readonly kind: 'unavailable'; readonly reason: string };

/** Why a part of the Learn panel is missing, for the user. */
export interface UnavailableView {
  readonly kind: 'unavailable';
  readonly reason: string;
}

/** One cell of a light-chasing step, pressed `times` times (0-based). */
export interface ChasePressView {
  readonly row: number;
  readonly col: number;
  readonly times: number;
}

/** One step of the light-chasing walkthrough; `board` is the board after the step. */
export type ChaseStepView =
  /** Pass 1 or 2 of the chase: the lit cells of `row` are cleared by pressing the cells below them. */
  | { readonly kind: 'chase'; readonly pass: 1 | 2; readonly row: number; readonly presses: readonly ChasePressView[]; readonly board: readonly number[] }
  /** After the first chase: the bottom row that was left, and the top-row presses the table gives for it. */
  | { readonly kind: 'topRow'; readonly bottomRow: readonly number[]; readonly presses: readonly ChasePressView[]; readonly board: readonly number[] };

/** How the walkthrough ends. */
export type ChaseOutcome =
  /** The first chase alone cleared the board. */
  | 'solvedByChase'
  /** The table's top row and the second chase cleared it. */
  | 'solved'
  /** The bottom row left is not in the table: the board cannot be solved. */
  | 'unsolvable'
  /** The table for this width is too large to derive here (see `UnavailableView` of the lookup table). */
  | 'noTable';

/** The light-chasing walkthrough of a plain board. */
export interface ChaseWalkthroughView {
  readonly kind: 'walkthrough';
  readonly steps: readonly ChaseStepView[];
  readonly outcome: ChaseOutcome;
  /** The bottom row after the first chase, (state - objective) mod k per column. */
  readonly bottomRow: readonly number[];
}

/** The bottom-row lookup table of the board's width and height. */
export interface LookupTableView {
  readonly kind: 'table';
  /** Bottom row left by a chase -> top-row presses, (state - objective) mod k and press counts per column. */
  readonly entries: readonly { readonly bottomRow: readonly number[]; readonly topRow: readonly number[] }[];
  /** How many entries the table has (`entries` may list fewer). */
  readonly total: number;
  /** The index in `entries` of the row this board's chase leaves, or null (solved by the chase, or not listed). */
  readonly match: number | null;
}

/** The quiet patterns of the board's shape. */
export interface QuietPatternsView {
  readonly kind: 'patterns';
  /** How many quiet patterns there are, the zero pattern included (decimal). */
  readonly count: string;
  /** Generators (every quiet pattern is a sum of multiples of them), press counts per cell, row-major. */
  readonly generators: readonly { readonly pattern: readonly number[]; readonly order: number }[];
  /** How many generators there are (`generators` may list fewer). */
  readonly total: number;
}

/** Every solution of the board, when there are few. */
export interface SolutionsListView {
  readonly kind: 'solutions';
  /** How many solutions there are (decimal); "0" when the board cannot be solved. */
  readonly count: string;
  /** Fewest presses first, the path solution first; null when there are more than `limit`. */
  readonly solutions: readonly { readonly presses: readonly number[]; readonly total: number }[] | null;
  readonly limit: number;
}

/**
 * The Learn panel's "Why some boards cannot be solved" section: paragraphs in plain words, made
 * from the board's own press matrix (rank, nullity, the share of solvable boards), never fixed numbers.
 */
export interface PressRulesView {
  readonly kind: 'rules';
  readonly paragraphs: readonly string[];
}

/** The Learn panel's data for one board. */
export type TeachingView =
  | {
      readonly kind: 'teaching';
      readonly board: BoardView;
      /** What a press changes on this board and why some of its boards cannot be solved. */
      readonly rules: PressRulesView | UnavailableView;
      readonly chase: ChaseWalkthroughView | UnavailableView;
      readonly lookup: LookupTableView | UnavailableView;
      readonly quiet: QuietPatternsView | UnavailableView;
      readonly solutions: SolutionsListView | UnavailableView;
    }
  | UnavailableView;

/** The path and teaching family's messages from the extension host to the webview. */
export type PathTeachingHostMessage =
  | { readonly type: 'pathResult'; readonly requestId: number; readonly version: number; readonly path: SolutionPathView }
  | { readonly type: 'teachingResult'; readonly requestId: number; readonly version: number; readonly teaching: TeachingView };

/** The path and teaching family's messages from the webview to the extension host. */
export type PathTeachingWebviewMessage =
  /** The shortest path of the board (answered by `pathResult`). */
  | { readonly type: 'path'; readonly requestId: number; readonly position?: PlayPosition }
  /** The Learn panel's data for the board (answered by `teachingResult`). */
  | { readonly type: 'teaching'; readonly requestId: number; readonly position?: PlayPosition };

// The board picture: the webview rasterises an SVG to PNG for the host.

/** Host to webview: draw `svg` (a board picture of `width` x `height` user units) on a canvas at `scale` and send it back as PNG. */
export interface PictureRequest {
  readonly type: 'rasterizePicture';
  readonly requestId: number;
  readonly svg: string;
  readonly width: number;
  readonly height: number;
  readonly scale: number;
}

/** Webview to host: the PNG bytes of the picture of `requestId`, or why it could not be drawn. */
export type PictureReply =
  | { readonly type: 'pictureRasterized'; readonly requestId: number; readonly png: Uint8Array }
  | { readonly type: 'pictureFailed'; readonly requestId: number; readonly message: string };

/** True when `value` is a well-formed {@link PictureRequest}. */
export function isPictureRequest(value: unknown): value is PictureRequest {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    message.type === 'rasterizePicture' &&
    Number.isInteger(message.requestId) &&
    typeof message.svg === 'string' &&
    [message.width, message.height, message.scale].every((size) => typeof size === 'number' && Number.isFinite(size) && size > 0)
  );
}

/** True when `value` is a well-formed {@link PictureReply}. */
export function isPictureReply(value: unknown): value is PictureReply {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  if (!Number.isInteger(message.requestId)) return false;
  if (message.type === 'pictureRasterized') return message.png instanceof Uint8Array;
  return message.type === 'pictureFailed' && typeof message.message === 'string';
}

// The two unions and the check of what arrives from the webview.

/** Messages from the extension host to the webview. */
export type HostMessage = DocumentHostMessage | SolveHostMessage | PathTeachingHostMessage | PlayHostMessage;

/** Messages from the webview to the extension host. */
export type WebviewMessage = DocumentWebviewMessage | DesignWebviewMessage | PlayWebviewMessage | SolveWebviewMessage | PathTeachingWebviewMessage;

function isPlayPosition(value: unknown): value is PlayPosition {
  if (typeof value !== 'object' || value === null) return false;
  const { presses, start } = value as { presses?: unknown; start?: unknown };
  if (start !== undefined && !(start instanceof Uint8Array && start.length <= MAX_EDITOR_CELLS)) return false;
  return (
    Array.isArray(presses) &&
    presses.length <= MAX_PLAY_PRESSES &&
    presses.every((press: unknown) => {
      if (typeof press !== 'object' || press === null) return false;
      const { row, col, delta } = press as Record<string, unknown>;
      return Number.isInteger(row) && Number.isInteger(col) && (delta === 1 || delta === -1);
    })
  );
}

/** Type guard for messages arriving from the webview (the host never trusts their shape). */
export function isWebviewMessage(value: unknown): value is WebviewMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  const int = (key: string): boolean => Number.isInteger(message[key]);
  const optionalPosition = message.position === undefined || isPlayPosition(message.position);
  switch (message.type) {
    case 'ready':
    case 'resync':
    case 'undoEdit':
    case 'redoEdit':
    case 'clearTarget':
      return true;
    case 'holes':
      return message.cells instanceof Uint32Array && message.cells.length <= MAX_EDITOR_CELLS && typeof message.hole === 'boolean';
    case 'neighbourhood':
      return neighbourhoodProblem(message.neighbourhood) === null;
    case 'target':
      return int('row') && int('col') && (message.delta === 1 || message.delta === -1);
    case 'openAsText':
      return (
        (message.line === undefined || (int('line') && (message.line as number) >= 1)) &&
        (message.column === undefined || (int('column') && (message.column as number) >= 1))
      );
    case 'randomize':
      return message.difficulty === undefined || isDifficulty(message.difficulty);
    case 'press':
      return int('row') && int('col') && (message.delta === 1 || message.delta === -1);
    case 'keepPosition':
      return int('version') && isPlayPosition(message.position);
    case 'share':
      return int('version') && optionalPosition;
    case 'newGame':
      return int('requestId') && (message.difficulty === undefined || isDifficulty(message.difficulty));
    case 'gameWon':
      return int('moves') && (message.moves as number) >= 0;
    case 'nextLevel':
      return true;
    case 'playStatus': {
      const status = message.status as Record<string, unknown> | null;
      return typeof status === 'object' && status !== null && ['playing', 'canUndo', 'canRedo'].every((key) => typeof status[key] === 'boolean');
    }
    case 'reshape': {
      const changes = message.changes as Record<string, unknown> | null;
      if (typeof changes !== 'object' || changes === null) return false;
      return Object.entries(changes).every(([key, v]) =>
        key === 'topology' ? isTopology(v) : ['rows', 'columns', 'states', 'objective'].includes(key) && Number.isInteger(v),
      );
    }
    case 'solve':
      return int('requestId') && (message.purpose === 'solution' || message.purpose === 'baseline') && optionalPosition;
    case 'hint':
    case 'path':
    case 'teaching':
      return int('requestId') && optionalPosition;
    case 'cancel':
      return int('requestId');
    default:
      return false;
  }
}
