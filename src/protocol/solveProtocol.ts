/**
 * The grid protocol's solve family (see protocol.ts, the entry both sides import): solve and hint
 * requests, their answers, and the progress of a request that takes a while (with the `cancel`
 * that ends it). Each request carries a `requestId` chosen by the webview; its answer carries it
 * back with the document `version` it was computed for, so the webview drops outdated answers.
 */

import type { PlayPosition } from './playProtocol';

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
   * For an unsolvable board, the engine's proof (SolveResult.certificate): a weight 0..k-1 per
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

/** How far a running solve has come (the engine's progress, see SolveProgress in src/solvers/types.ts). */
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
