/**
 * What a board canvas draws: the puzzle (with its selection, hint, highlights, proof marks and the
 * presses still to do), the presses of a solution, or nothing. Pure data.
 */

import type { CellPosition, GridLayout } from './gridGeometry';
import type { ProofDisplay } from '../state/unsolvableProof';

/** What to draw: the puzzle, the presses of a solution, or nothing. */
export type BoardPicture =
  | {
      readonly kind: 'puzzle';
      readonly layout: GridLayout;
      readonly states: number;
      /** The cell states, row-major; never changed once drawn (a changed board is a new array), so rasters can compare it with the last one. */
      readonly grid: Uint8Array;
      /** The selected cell, outlined when the grid has focus. */
      readonly selected: CellPosition | null;
      readonly hint: CellPosition | null;
      /** Cells to press in the step shown by the path or Learn panel, ringed like the hint. */
      readonly highlights?: readonly CellPosition[];
      /** The proof that the board cannot be solved: its cells framed, with their weight when k > 2. */
      readonly proof?: ProofDisplay | null;
      /** 1 at a hole (drawn as empty background), row-major; absent on a board without holes. */
      readonly holes?: Uint8Array;
      /** Each cell's target state, marked on the cell (a corner chip); given only when the target is not uniform. */
      readonly target?: Uint8Array;
      /** Cells outlined as the preview of a press (Play: the cells a press of the hovered or keyboard's cell changes), row-major indices. */
      readonly preview?: readonly number[];
      /** The presses still to do per cell of the solution that follows the game (row-major), marked on the cells; absent without one. */
      readonly toGo?: Uint8Array | null;
    }
  | {
      readonly kind: 'solution';
      readonly layout: GridLayout;
      /** Presses per cell, or null for an unsolvable puzzle or a failed solve (painted as an error). */
      readonly presses: Uint8Array | null;
      /** Drawn at full contrast either way; the board's edge is dashed while stale (by the stylesheet). */
      readonly stale: boolean;
      /** The keyboard's cell, outlined while the solution grid has focus. */
      readonly selected?: CellPosition;
    }
  | { readonly kind: 'empty' };

/** The puzzle variant of {@link BoardPicture}. */
export type PuzzlePicture = Extract<BoardPicture, { kind: 'puzzle' }>;

/** The solution variant of {@link BoardPicture}. */
export type SolutionPicture = Extract<BoardPicture, { kind: 'solution' }>;
