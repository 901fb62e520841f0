/**
 * The grid protocol's design family (see protocol.ts, the entry both sides import): Setup's edits
 * of the document (presses, shape, holes, neighbourhood, target, Undo and Redo) and Randomize.
 * The host turns each into one edit of the text, relative to the text as it is when its turn comes.
 */

import { DIFFICULTIES, type Neighbourhood } from '../domain/puzzleVocabulary';
import type { DifficultyName, TopologyName } from './documentProtocol';

/** The difficulty labels in the order the Randomize control lists them. */
export const DIFFICULTY_NAMES: readonly DifficultyName[] = DIFFICULTIES;

/**
 * The most cells a board may have for Randomize with a difficulty in the grid: the first
 * difficulty scale of a shape is computed on the extension host's thread (up to about 0.2 s at
 * this size, then cached); a plain Randomize has no limit.
 */
export const MAX_DIFFICULTY_CELLS = 400;

/** Shape changes from the Rows, Columns, States, Objective and Topology controls. */
export interface ShapeChangeView {
  readonly rows?: number;
  readonly columns?: number;
  readonly states?: number;
  readonly objective?: number;
  readonly topology?: TopologyName;
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
  | { readonly type: 'randomize'; readonly difficulty?: DifficultyName };
