/**
 * A k = 2 board of at most 30 cells as bit masks, for walking its whole state space: bit i of a
 * mask is cell i (row-major), as in the web game's state numbers. Pure.
 *
 * The solvable states are the images A x of the press patterns x (A the closed-neighbourhood
 * matrix, symmetric), and the patterns with one image form a coset x + ker A. With the quiet
 * patterns (ker A) in reduced row echelon form, each coset has exactly one member whose pivot
 * cells are all unpressed: the representative. The representatives are therefore exactly the
 * patterns over the free (non-pivot) cells, 2^(N - d) of them for N cells and d = dim ker A, one
 * per solvable state.
 */

import type { BoardShape } from '../core/puzzle';
import { neighbourhood } from '../core/topology';
import { boardSystem } from '../solvers/internal/boardSystem';

/** The most cells a {@link BinaryBoard} can have: masks are 32-bit integers and stay positive. */
export const MAX_BINARY_BOARD_CELLS = 30;

/** A k = 2 board shape as bit masks. */
export interface BinaryBoard {
  readonly cells: number;
  /** The cells each press toggles, per cell (column i of A). */
  readonly neighbourhoods: Int32Array;
  /** Every quiet pattern: entry j is the sum of the echelon basis vectors picked by the bits of j. */
  readonly quietPatterns: Int32Array;
  /** The cells that are not pivots of the quiet basis, ascending: a representative presses only these. */
  readonly freeCells: Int32Array;
  /** The number of the solved board (every cell at the objective). */
  readonly solvedState: number;
  /** The number of the all-on board (every cell at 1 - objective). */
  readonly allOnState: number;
}

/** The {@link BinaryBoard} of a shape with k = 2 and at most {@link MAX_BINARY_BOARD_CELLS} cells. */
export function binaryBoard(shape: BoardShape): BinaryBoard {
  const cells = shape.rows * shape.columns;
  if (shape.states !== 2) throw new RangeError(`a binary board has 2 states, got ${shape.states}`);
  if (cells > MAX_BINARY_BOARD_CELLS) throw new RangeError(`a binary board has at most ${MAX_BINARY_BOARD_CELLS} cells, got ${cells}`);
  const neighbourhoods = new Int32Array(cells);
  for (let cell = 0; cell < cells; cell++) {
    for (const other of neighbourhood(shape, cell)) neighbourhoods[cell] |= 1 << other;
  }
  const basis = boardSystem(shape).quietBasis ?? [];
  const pivots = new Set<number>();
  const basisMasks = basis.map((vector) => {
    pivots.add(vector.indexOf(1));
    let mask = 0;
    vector.forEach((value, cell) => {
      if (value !== 0) mask |= 1 << cell;
    });
    return mask;
  });
  const quietPatterns = new Int32Array(2 ** basisMasks.length);
  for (let j = 1; j < quietPatterns.length; j++) {
    const lowest = 31 - Math.clz32(j & -j);
    quietPatterns[j] = quietPatterns[j & (j - 1)] ^ basisMasks[lowest];
  }
  const freeCells = Int32Array.from(Array.from({ length: cells }, (_, cell) => cell).filter((cell) => !pivots.has(cell)));
  const full = cells === 0 ? 0 : (2 ** cells - 1) | 0;
  const solvedState = shape.objective === 1 ? full : 0;
  return { cells, neighbourhoods, quietPatterns, freeCells, solvedState, allOnState: full ^ solvedState };
}
