/**
 * The grid protocol's document family (see protocol.ts, the entry both sides import): the puzzle
 * as the webview draws it, the state of the text, and the messages that carry them. After the
 * webview's `ready` the host posts the whole `document`; a change of the text that keeps the
 * puzzle's shape and metadata then travels as `rows`, and a webview that gets `rows` for another
 * version than it shows posts `resync`.
 */

import type { Difficulty, Neighbourhood, Topology } from '../domain/puzzleVocabulary';

/** Board connectivity (the shared vocabulary's Topology). */
export type TopologyName = Topology;

/** Difficulty labels (the shared vocabulary's Difficulty). */
export type DifficultyName = Difficulty;

/** The most rows, and the most columns, the grid editor's controls offer. */
export const MAX_EDITOR_SIDE = 2000;

/** The most cells the grid editor draws; larger (valid) puzzles show a message instead. */
export const MAX_EDITOR_CELLS = 4_000_000;

/**
 * The puzzle as the webview draws it. `grid` is row-major, cell (r, c) at r * columns + c, one byte
 * per cell. The format version 2 fields are present only when the file sets them (see BoardShape
 * in src/core/puzzle.ts): `neighbourhood` (absent: cross), `holes` (1 at a hole) and `target` (the
 * state each cell must reach; absent: `objective` everywhere); `grid` and `target` hold 0 at holes.
 */
export interface PuzzleView {
  readonly rows: number;
  readonly columns: number;
  readonly states: number;
  readonly objective: number;
  readonly topology: TopologyName;
  readonly grid: Uint8Array;
  readonly neighbourhood?: Neighbourhood;
  readonly holes?: Uint8Array;
  readonly target?: Uint8Array;
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

/** The document family's messages from the extension host to the webview. */
export type DocumentHostMessage =
  | {
      readonly type: 'document';
      /** The TextDocument's version this state was read from. */
      readonly version: number;
      readonly state: DocumentState;
      /** Whether the document has unsaved changes. */
      readonly dirty: boolean;
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
  /** Something the user should read (for example why an edit was refused). */
  | { readonly type: 'notice'; readonly severity: 'info' | 'error'; readonly message: string };

/** The document family's messages from the webview to the extension host. */
export type DocumentWebviewMessage =
  | { readonly type: 'ready' }
  /** A `rows` message did not fit the board shown: post the whole `document` again. */
  | { readonly type: 'resync' }
  /** Open the document in the text editor, at a 1-based line and column when given (an error's place). */
  | { readonly type: 'openAsText'; readonly line?: number; readonly column?: number };
