/**
 * The typed messages between the extension host (src/editor) and the grid webview
 * (src/webview). Both sides import this module and nothing else of each other. Messages are
 * plain JSON-serialisable objects; every union is handled with an exhaustive switch.
 *
 * Handshake: the webview posts `ready` once its script runs; only then does the host post the
 * `document` (and again after every change of the text), so no message is lost.
 * Requests that expect an answer carry a `requestId` chosen by the webview; answers carry it back
 * with the document `version` they were computed for, so the webview drops outdated answers.
 */

/** Board connectivity (mirrors core's Topology; repeated here so the webview imports no core code). */
export type TopologyName = 'plain' | 'torus' | 'hex';

/** Generator difficulty labels. */
export type DifficultyName = 'easy' | 'medium' | 'hard';

/** The puzzle as the webview draws it. `grid` is row-major, cell (r, c) at r * columns + c. */
export interface PuzzleView {
  readonly rows: number;
  readonly columns: number;
  readonly states: number;
  readonly objective: number;
  readonly topology: TopologyName;
  readonly grid: readonly number[];
  readonly title?: string;
  readonly difficulty?: DifficultyName;
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

/** A solve result as the webview shows it (from any engine). */
export interface SolutionView {
  readonly solvable: boolean;
  /** Presses per cell, row-major, when solvable. */
  readonly presses: readonly number[] | null;
  readonly totalPresses: number | null;
  readonly minimal: boolean;
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
  | { readonly kind: 'unsolvable' }
  | { readonly kind: 'error'; readonly message: string };

/** Commands run from the palette or a keybinding that the webview carries out itself. */
export type WebviewCommand = 'togglePlayMode' | 'solve' | 'hint' | 'reset';

/** Shape changes from the Rows, Columns, States, Objective and Topology controls. */
export interface ShapeChangeView {
  readonly rows?: number;
  readonly columns?: number;
  readonly states?: number;
  readonly objective?: number;
  readonly topology?: TopologyName;
}

/** Messages from the extension host to the webview. */
export type HostMessage =
  | {
      readonly type: 'document';
      /** The TextDocument's version this state was read from. */
      readonly version: number;
      readonly state: DocumentState;
      /** Whether the document has unsaved changes. */
      readonly dirty: boolean;
    }
  | {
      readonly type: 'solveResult';
      readonly requestId: number;
      readonly version: number;
      readonly purpose: SolvePurpose;
      readonly outcome: { readonly ok: true; readonly solution: SolutionView } | { readonly ok: false; readonly message: string };
    }
  | { readonly type: 'hintResult'; readonly requestId: number; readonly version: number; readonly hint: HintView }
  /** A solve is taking a while: show progress (and a Cancel button that posts `cancel`). */
  | { readonly type: 'progress'; readonly requestId: number; readonly message: string }
  | { readonly type: 'command'; readonly command: WebviewCommand }
  /** Something the user should read (for example why an edit was refused). */
  | { readonly type: 'notice'; readonly severity: 'info' | 'error'; readonly message: string };

/** Messages from the webview to the extension host. */
export type WebviewMessage =
  | { readonly type: 'ready' }
  /**
   * Press cell (row, col): `delta` +1 (left click, Space/Enter) or -1 (right click,
   * Shift+Space/Enter). In play mode the neighbours change too. Relative to the current text.
   */
  | { readonly type: 'press'; readonly row: number; readonly col: number; readonly delta: 1 | -1; readonly play: boolean }
  | { readonly type: 'reshape'; readonly changes: ShapeChangeView }
  /** Replace the grid by a random solvable puzzle of the current shape. */
  | { readonly type: 'randomize' }
  | { readonly type: 'solve'; readonly requestId: number; readonly purpose: SolvePurpose }
  | { readonly type: 'hint'; readonly requestId: number }
  | { readonly type: 'cancel'; readonly requestId: number }
  /** Put the grid back to the last saved state of the file. */
  | { readonly type: 'reset' }
  | { readonly type: 'openAsText' };

/** The most rows, and the most columns, the grid editor's controls offer. */
export const MAX_EDITOR_SIDE = 1000;

/** The most cells the grid editor draws; larger (valid) puzzles show a message instead. */
export const MAX_EDITOR_CELLS = 1_000_000;

/** Type guard for messages arriving from the webview (the host never trusts their shape). */
export function isWebviewMessage(value: unknown): value is WebviewMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  const int = (key: string): boolean => Number.isInteger(message[key]);
  switch (message.type) {
    case 'ready':
    case 'randomize':
    case 'reset':
    case 'openAsText':
      return true;
    case 'press':
      return int('row') && int('col') && (message.delta === 1 || message.delta === -1) && typeof message.play === 'boolean';
    case 'reshape': {
      const changes = message.changes as Record<string, unknown> | null;
      if (typeof changes !== 'object' || changes === null) return false;
      return Object.entries(changes).every(([key, v]) =>
        key === 'topology' ? v === 'plain' || v === 'torus' || v === 'hex' : ['rows', 'columns', 'states', 'objective'].includes(key) && Number.isInteger(v),
      );
    }
    case 'solve':
      return int('requestId') && (message.purpose === 'solution' || message.purpose === 'baseline');
    case 'hint':
    case 'cancel':
      return int('requestId');
    default:
      return false;
  }
}
