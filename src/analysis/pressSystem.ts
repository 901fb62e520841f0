/**
 * The press system of a board that is not classic (holes, or a neighbourhood other than the
 * cross), solved densely for the small boards the analysis and the Learn panel take: the matrix
 * A over the n cells that are not holes, A[i][j] = 1 when a press of cell j changes cell i (not
 * symmetric for a one-sided custom neighbourhood), in Smith form per prime power of k
 * (smithForm.ts) and joined by the Chinese remainder theorem. Quiet patterns are the kernel of A
 * (press patterns that change nothing); a board is solvable when A x = target - state has a
 * solution. Classic boards keep the engine's structured system (boardSystem.ts). Pure; cached per
 * shape ({@link shapeKey}).
 */

import { isClassicBoard, type BoardShape, type Puzzle } from '../core/puzzle';
import { boardSystem, particularSolution } from '../solvers/internal/boardSystem';
import { rightHandSide } from '../solvers/internal/solvePuzzle';
import { crtIdempotent, inverseMod, isPrime, primePowers } from '../solvers/internal/modular';
import { kernelGenerators, smithForm, solveWithSmithForm, type SmithForm } from '../solvers/internal/smithForm';
import { compactBoard, fullGrid, shapeKey, type CompactBoard } from './compactBoard';

/** The most cells (holes not counted) a dense press system is built for: O(n^3) steps, about 0.2 s at the limit. */
export const MAX_DENSE_PRESS_CELLS = 576;

/** A quiet pattern generator: a row-major press pattern (0 at holes) and how many times it must be pressed to change nothing. */
export interface QuietGenerator {
  readonly pattern: Uint8Array;
  readonly order: number;
}

/** The dense system of a shape. */
export interface PressSystem {
  readonly board: CompactBoard;
  readonly states: number;
  /** One Smith form per prime power of k, with its CRT idempotent. */
  readonly parts: readonly { readonly form: SmithForm; readonly idempotent: number }[];
  /** Every quiet pattern is sum c_i g_i (mod k) for exactly one choice of 0 <= c_i < order_i. */
  readonly kernel: readonly QuietGenerator[];
  /** For each prime p dividing k: the rank of A over the field of p elements. */
  readonly primeRanks: readonly { readonly prime: number; readonly rank: number }[];
}

const cache = new Map<string, PressSystem>();
const CACHE_SIZE = 8;

/** The dense {@link PressSystem} of a shape; a RangeError beyond {@link MAX_DENSE_PRESS_CELLS} cells. */
export function pressSystem(shape: BoardShape): PressSystem {
  const key = shapeKey(shape);
  const hit = cache.get(key);
  if (hit) return hit;
  const board = compactBoard(shape);
  if (board.cells > MAX_DENSE_PRESS_CELLS) {
    throw new RangeError(`a dense press system takes boards of up to ${MAX_DENSE_PRESS_CELLS} cells; this one has ${board.cells}`);
  }
  const k = shape.states;
  const n = board.cells;
  const matrix = Array.from({ length: n }, () => new Uint8Array(n));
  for (let j = 0; j < n; j++) for (let at = board.offsets[j]; at < board.offsets[j + 1]; at++) matrix[board.changes[at]][j] = 1;
  const parts = primePowers(k).map((power) => ({ form: smithForm(matrix, power), idempotent: crtIdempotent(k, power) }));
  const kernel = parts.flatMap(({ form, idempotent }) =>
    kernelGenerators(form).map(({ vector, order }) => ({
      pattern: fullGrid(
        board,
        vector.map((value) => (value * idempotent) % k),
      ),
      order,
    })),
  );
  const primeRanks = parts.map(({ form }) => {
    let rank = 0;
    for (let t = 0; t < form.rank; t++) if (form.exponents[t] === 0) rank++;
    return { prime: form.part.prime, rank };
  });
  const system = { board, states: k, parts, kernel, primeRanks };
  cache.set(key, system);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return system;
}

/** A solution (press counts 0..k-1 per cell in compact order) of A x = b, b in compact order; null when there is none. */
export function solvePressSystem(system: PressSystem, rightHandSide: ArrayLike<number>): Uint8Array | null {
  const k = system.states;
  const x = new Uint8Array(system.board.cells);
  for (const { form, idempotent } of system.parts) {
    const part = solveWithSmithForm(form, rightHandSide);
    if (!part) return null;
    for (let j = 0; j < x.length; j++) x[j] = (x[j] + part[j] * idempotent) % k;
  }
  return x;
}

/** b = target - state (mod k) per cell, in compact order: what the presses must add. */
export function compactRightHandSide(board: CompactBoard, grid: ArrayLike<number>): Uint8Array {
  const k = board.shape.states;
  return Uint8Array.from(board.boardCells, (index, j) => (board.target[j] - grid[index] + k) % k);
}

/**
 * The quiet patterns of any shape as generators: the engine's system for classic boards, the
 * dense system otherwise (boards of up to {@link MAX_DENSE_PRESS_CELLS} cells; larger ones take the
 * engine's system of the whole shape).
 */
export function quietGenerators(shape: BoardShape): readonly QuietGenerator[] {
  if (isClassicBoard(shape) || compactCellCount(shape) > MAX_DENSE_PRESS_CELLS) return boardSystem(shape).kernel;
  return pressSystem(shape).kernel;
}

/** For prime k: a basis of the quiet patterns in reduced row echelon form over the row-major cells. */
export function quietBasis(shape: BoardShape): Uint8Array[] {
  if (!isPrime(shape.states)) throw new RangeError(`a quiet basis needs a prime number of states, got ${shape.states}`);
  return reducedEchelon(
    quietGenerators(shape).map((generator) => generator.pattern.slice()),
    shape.states,
  );
}

/**
 * One solution of a puzzle (row-major, 0 at holes; found when asked, null when there is none) and
 * the quiet patterns: the engine's system for a classic
 * board without a target, the dense system for a small board otherwise, else the engine's.
 */
export function solutionSystem(puzzle: Puzzle): { readonly particular: () => Uint8Array | null; readonly kernel: readonly QuietGenerator[] } {
  if ((isClassicBoard(puzzle) && !puzzle.target) || compactCellCount(puzzle) > MAX_DENSE_PRESS_CELLS) {
    const system = boardSystem(puzzle);
    return { particular: () => particularSolution(system, rightHandSide(puzzle)), kernel: system.kernel };
  }
  const system = pressSystem(puzzle);
  const particular = (): Uint8Array | null => {
    const compact = solvePressSystem(system, compactRightHandSide(system.board, puzzle.grid));
    return compact && fullGrid(system.board, compact);
  };
  return { particular, kernel: system.kernel };
}

function compactCellCount(shape: BoardShape): number {
  let count = shape.rows * shape.columns;
  if (shape.holes) for (const hole of shape.holes) count -= hole;
  return count;
}

/** The reduced row echelon form of `vectors` over GF(p), zero rows dropped; the vectors are changed in place. */
export function reducedEchelon(vectors: Uint8Array[], p: number): Uint8Array[] {
  const rows = vectors.slice();
  const length = rows.length > 0 ? rows[0].length : 0;
  let rank = 0;
  for (let column = 0; column < length && rank < rows.length; column++) {
    const pivot = rows.findIndex((row, index) => index >= rank && row[column] !== 0);
    if (pivot < 0) continue;
    [rows[rank], rows[pivot]] = [rows[pivot], rows[rank]];
    const lead = rows[rank];
    const inverse = inverseMod(lead[column], p);
    for (let j = 0; j < length; j++) lead[j] = (lead[j] * inverse) % p;
    for (let i = 0; i < rows.length; i++) {
      if (i === rank || rows[i][column] === 0) continue;
      const factor = rows[i][column];
      const row = rows[i];
      for (let j = 0; j < length; j++) if (lead[j] !== 0) row[j] = (row[j] + (p - factor) * lead[j]) % p;
    }
    rank++;
  }
  return rows.slice(0, rank);
}
