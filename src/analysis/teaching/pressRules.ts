/**
 * The facts behind "why can some boards not be solved?" for one board shape, as the Learn panel
 * teaches them: the press matrix A over the n cells that are not holes (A[i][j] = 1 when a press
 * of cell j changes cell i), its rank and nullity over the field of each prime p dividing k, how
 * many quiet patterns it has over Z_k, and so which share of all boards can be solved: the
 * solvable boards are the images A x, k^n / |ker A| of the k^n boards, so exactly 1 in |ker A|
 * (1 in p^d for prime k = p and nullity d). Also whether the all-on board (every cell one press
 * from its goal, b = 1) can be solved: Sutner (1989) proved it always can for the sigma-plus game
 * (each press changes the cell and its neighbours, a symmetric rule) with two states. Pure.
 */

import type { BoardShape } from '../../core/puzzle';
import { isSymmetricNeighbourhood, neighbourhoodKey, neighbourhoodOffsets, type Neighbourhood } from '../../domain/topology';
import { pressSystem, solvePressSystem } from './pressSystem';

/** The press-matrix facts of a board shape. */
export interface PressRules {
  /** The cells that are not holes: the size of the press matrix. */
  readonly cells: number;
  readonly holes: number;
  readonly states: number;
  /** The neighbourhood (absent: the cross; hex boards have their own six neighbours). */
  readonly neighbourhood: Neighbourhood | undefined;
  /** Its canonical key: a name, or the sorted offsets. */
  readonly neighbourhoodKey: string;
  /** True when a press changes the pressed cell itself. */
  readonly changesPressedCell: boolean;
  /** True when a in N(b) exactly when b in N(a): A is symmetric. */
  readonly symmetric: boolean;
  /** Per prime p dividing k: rank and nullity (cells - rank) of A over the field of p elements. */
  readonly primes: readonly { readonly prime: number; readonly rank: number; readonly nullity: number }[];
  /** |ker A| over Z_k: the quiet patterns, pressing nothing included; 1 in this many boards is solvable. */
  readonly quietPatterns: bigint;
  /** k^cells / quietPatterns. */
  readonly solvableBoards: bigint;
  readonly totalBoards: bigint;
  /** Whether A x = (1, ..., 1) has a solution: the board with every cell one step short of its goal. */
  readonly allOnSolvable: boolean;
}

/** The {@link PressRules} of a shape of up to MAX_DENSE_PRESS_CELLS cells (else a RangeError). */
export function pressRules(shape: BoardShape): PressRules {
  const system = pressSystem(shape);
  const n = system.board.cells;
  const k = BigInt(shape.states);
  const quietPatterns = system.kernel.reduce((product, generator) => product * BigInt(generator.order), 1n);
  const totalBoards = k ** BigInt(n);
  const hex = shape.topology === 'hex';
  const offsets = neighbourhoodOffsets(shape.neighbourhood);
  return {
    cells: n,
    holes: shape.rows * shape.columns - n,
    states: shape.states,
    neighbourhood: shape.neighbourhood,
    neighbourhoodKey: hex ? 'hex' : neighbourhoodKey(shape.neighbourhood),
    changesPressedCell: hex || offsets.some(([row, column]) => row === 0 && column === 0),
    symmetric: hex || isSymmetricNeighbourhood(shape.neighbourhood),
    primes: system.primeRanks.map(({ prime, rank }) => ({ prime, rank, nullity: n - rank })),
    quietPatterns,
    solvableBoards: totalBoards / quietPatterns,
    totalBoards,
    allOnSolvable: solvePressSystem(system, new Uint8Array(n).fill(1)) !== null,
  };
}
