/**
 * The press system of any board shape as the analysis and the Learn panel read it: the matrix A
 * over the n cells that are not holes, A[i][j] = 1 when a press of cell j changes cell i (not
 * symmetric for a one-sided custom neighbourhood). Quiet patterns are the kernel of A (press
 * patterns that change nothing); a board is solvable when A x = target - state has a solution.
 * Every shape, classic or not, takes the engine's {@link BoardSystem} (one part per prime
 * power of k, joined by the Chinese remainder theorem), so the analysis and the solver share one
 * route and one cache. Pure.
 */

import type { BoardShape, Puzzle } from '../../core/puzzle';
import { boardSystem, particularSolution, reducedEchelon, type BoardSystem } from '../../solvers/internal/boardSystem';
import { rightHandSide } from '../../solvers/internal/solvePuzzle';
import { isPrime } from '../../solvers/internal/arithmetic/modular';
import { compactBoard, compactGrid, fullGrid, type CompactBoard } from '../compactBoard';

/** The most cells (holes not counted) {@link pressSystem} takes: the Learn panel's facts are for small boards. */
export const MAX_DENSE_PRESS_CELLS = 576;

/** A quiet pattern generator: a row-major press pattern (0 at holes) and how many times it must be pressed to change nothing. */
export interface QuietGenerator {
  readonly pattern: Uint8Array;
  readonly order: number;
}

/** The press system of a shape, with the facts the Learn panel states about it. */
export interface PressSystem {
  readonly board: CompactBoard;
  readonly states: number;
  /** The engine's system of the shape. */
  readonly system: BoardSystem;
  /** Every quiet pattern is sum c_i g_i (mod k) for exactly one choice of 0 <= c_i < order_i. */
  readonly kernel: readonly QuietGenerator[];
  /** For each prime p dividing k: the rank of A over the field of p elements. */
  readonly primeRanks: readonly { readonly prime: number; readonly rank: number }[];
}

/** The {@link PressSystem} of a shape; a RangeError beyond {@link MAX_DENSE_PRESS_CELLS} cells. */
export function pressSystem(shape: BoardShape): PressSystem {
  const board = compactBoard(shape);
  if (board.cells > MAX_DENSE_PRESS_CELLS) {
    throw new RangeError(`a dense press system takes boards of up to ${MAX_DENSE_PRESS_CELLS} cells; this one has ${board.cells}`);
  }
  const system = boardSystem(shape);
  // Over Z_(p^e) the quiet patterns form a p-group with one cyclic factor per dimension of A's kernel over GF(p).
  const primeRanks = system.parts.map(({ part }) => ({ prime: part.power.prime, rank: board.cells - part.kernelOrders.length }));
  return { board, states: shape.states, system, kernel: system.kernel, primeRanks };
}

/** A solution (press counts 0..k-1 per cell in compact order) of A x = b, b in compact order; null when there is none. */
export function solvePressSystem(system: PressSystem, rightHandSide: ArrayLike<number>): Uint8Array | null {
  const presses = particularSolution(system.system, fullGrid(system.board, rightHandSide));
  return presses && compactGrid(system.board, presses);
}

/** The quiet patterns of any shape as generators: the kernel of the engine's system. */
export function quietGenerators(shape: BoardShape): readonly QuietGenerator[] {
  return boardSystem(shape).kernel;
}

/** For prime k: a basis of the quiet patterns in reduced row echelon form over the row-major cells (new arrays). */
export function quietBasis(shape: BoardShape): Uint8Array[] {
  if (!isPrime(shape.states)) throw new RangeError(`a quiet basis needs a prime number of states, got ${shape.states}`);
  const system = boardSystem(shape);
  // The system holds its basis only up to a size; past it the basis is worked out here, as before.
  if (system.quietBasis) return system.quietBasis.map((pattern) => pattern.slice());
  return reducedEchelon(
    system.kernel.map((generator) => generator.pattern.slice()),
    shape.states,
  );
}

/** One solution of a puzzle (row-major, 0 at holes; found when asked, null when there is none) and the quiet patterns, from the engine's system. */
export function solutionSystem(puzzle: Puzzle): { readonly particular: () => Uint8Array | null; readonly kernel: readonly QuietGenerator[] } {
  const system = boardSystem(puzzle);
  return { particular: () => particularSolution(system, rightHandSide(puzzle)), kernel: system.kernel };
}
