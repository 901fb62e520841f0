/**
 * A k = 2 board of at most 30 cells (holes not counted) as bit masks, for walking its whole state
 * space: bit j of a mask is compact cell j (the j-th cell that is not a hole, row-major; see
 * {@link compactBoard}), as in the state numbers of {@link stateNumber}. Pure.
 *
 * The solvable states are the images A x of the press patterns x (A[i][j] = 1 when a press of j
 * changes i; not symmetric for a one-sided neighbourhood), and the patterns with one image form a
 * coset x + ker A. With the quiet patterns (ker A) in reduced row echelon form, each coset has
 * exactly one member whose pivot cells are all unpressed: the representative. The representatives
 * are therefore exactly the patterns over the free (non-pivot) cells, 2^(n - d) of them for n
 * cells and d = dim ker A, one per solvable state.
 */

import type { BoardShape } from '../core/puzzle';
import { popcount } from '../solvers/internal/arithmetic/modularMatrix';
import { compactBoard, type CompactBoard } from './compactBoard';

/** The most cells a {@link BinaryBoard} can have: masks are 32-bit integers and stay positive. */
export const MAX_BINARY_BOARD_CELLS = 30;

/** A k = 2 board shape as bit masks over its compact cells. */
export interface BinaryBoard {
  readonly cells: number;
  /** The compact board the masks number. */
  readonly board: CompactBoard;
  /** The cells each press toggles, per cell (column j of A). */
  readonly neighbourhoods: Int32Array;
  /** Every quiet pattern: entry j is the sum of the echelon basis vectors picked by the bits of j. */
  readonly quietPatterns: Int32Array;
  /** The cells that are not pivots of the quiet basis, ascending: a representative presses only these. */
  readonly freeCells: Int32Array;
  /** The number of the solved board (every cell at its target). */
  readonly solvedState: number;
  /** The number of the all-on board (every cell off its target). */
  readonly allOnState: number;
}

/** The {@link BinaryBoard} of a shape with k = 2 and at most {@link MAX_BINARY_BOARD_CELLS} cells that are not holes. */
export function binaryBoard(shape: BoardShape): BinaryBoard {
  if (shape.states !== 2) throw new RangeError(`a binary board has 2 states, got ${shape.states}`);
  const board = compactBoard(shape);
  const cells = board.cells;
  if (cells > MAX_BINARY_BOARD_CELLS) throw new RangeError(`a binary board has at most ${MAX_BINARY_BOARD_CELLS} cells, got ${cells}`);
  const neighbourhoods = new Int32Array(cells);
  for (let cell = 0; cell < cells; cell++) {
    for (let at = board.offsets[cell]; at < board.offsets[cell + 1]; at++) neighbourhoods[cell] |= 1 << board.changes[at];
  }
  const basisMasks = quietBasisMasks(neighbourhoods);
  const pivots = new Set(basisMasks.map((mask) => 31 - Math.clz32(mask & -mask)));
  const quietPatterns = new Int32Array(2 ** basisMasks.length);
  for (let j = 1; j < quietPatterns.length; j++) {
    const lowest = 31 - Math.clz32(j & -j);
    quietPatterns[j] = quietPatterns[j & (j - 1)] ^ basisMasks[lowest];
  }
  const freeCells = Int32Array.from(Array.from({ length: cells }, (_, cell) => cell).filter((cell) => !pivots.has(cell)));
  const full = cells === 0 ? 0 : (2 ** cells - 1) | 0;
  let solvedState = 0;
  board.target.forEach((value, cell) => (solvedState |= value << cell));
  return { cells, board, neighbourhoods, quietPatterns, freeCells, solvedState, allOnState: full ^ solvedState };
}

/**
 * The kernel of A over GF(2) in reduced row echelon form, pivots at the lowest cell of each
 * vector: elimination of the columns of A, recording which presses each reduced column combines.
 */
function quietBasisMasks(columns: Int32Array): number[] {
  const pivotOf = new Map<number, { column: number; presses: number }>();
  const kernel: number[] = [];
  for (let cell = 0; cell < columns.length; cell++) {
    let column = columns[cell];
    let presses = 1 << cell;
    while (column !== 0) {
      const bit = column & -column;
      const pivot = pivotOf.get(bit);
      if (!pivot) break;
      column ^= pivot.column;
      presses ^= pivot.presses;
    }
    if (column === 0) kernel.push(presses);
    else pivotOf.set(column & -column, { column, presses });
  }
  // Reduced echelon form: each basis vector's lowest bit (its pivot) is set in no other vector.
  const basis: number[] = [];
  for (let vector of kernel) {
    for (const known of basis) if (vector & known & -known) vector ^= known;
    const lead = vector & -vector;
    for (let i = 0; i < basis.length; i++) if (basis[i] & lead) basis[i] ^= vector;
    basis.push(vector);
  }
  return basis.sort((a, b) => (a & -a) - (b & -b));
}

/**
 * The walk over one coset representative per solvable state, in Gray-code order over the free
 * cells: each {@link CosetWalk.advance} presses or unpresses one free cell, so the representative,
 * its image and the presses of every coset member change by one cell each.
 */
export class CosetWalk {
  /** How many steps the walk has: one per solvable state, 2^(free cells). */
  readonly steps: number;
  /** The current representative (a press pattern over the free cells). */
  representative = 0;
  /** The state the representative's presses make from the solved board, xor the solved state. */
  image = 0;
  /** weights[j]: the presses of member representative ^ quietPatterns[j]. */
  readonly weights: Int32Array;

  constructor(private readonly board: BinaryBoard) {
    this.steps = 2 ** board.freeCells.length;
    this.weights = Int32Array.from(board.quietPatterns, popcount);
  }

  /** Moves from step `step - 1` to `step` (1 <= step < {@link CosetWalk.steps}, in order). */
  advance(step: number): void {
    const { freeCells, neighbourhoods, quietPatterns } = this.board;
    const cell = freeCells[31 - Math.clz32(step & -step)];
    const bit = 1 << cell;
    const representative = (this.representative ^= bit);
    this.image ^= neighbourhoods[cell];
    const weights = this.weights;
    for (let j = 0; j < weights.length; j++) weights[j] += (representative ^ quietPatterns[j]) & bit ? 1 : -1;
  }
}
