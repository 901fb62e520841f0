/**
 * The grid protocol's path and teaching family (see protocol.ts, the entry both sides import):
 * the solution path (`path` → `pathResult`) and the Learn panel's data (`teaching` →
 * `teachingResult`). Like solves, they carry a `requestId` and are answered for a document
 * `version`; their answers also carry the board they were computed for, so the webview can tell
 * whether the shown board is still that board or one of its steps.
 */

import type { PuzzleView } from './documentProtocol';
import type { PlayPosition } from './playProtocol';

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
