/**
 * How many quiet patterns a board shape has (press patterns that change nothing, the zero pattern
 * included), found without solving a board: the number of solutions of every solvable state. One
 * means the board has no quiet patterns (nullity 0): then every press pattern is the only solution
 * of the board it makes, so its total is that board's fewest moves.
 *
 * Plain boards: A is invertible over Z_k exactly when it is invertible over GF(p) for every prime p
 * dividing k (det A is a unit mod k), and the plain fast paths of the internal solver give the
 * nullity over GF(p) from one polynomial gcd ({@link binaryPlainSystem}, {@link primePlainSystem}) in
 * O(n^2 + m n) steps for an m x n board, 1000x1000 in milliseconds. Every other shape, and a plain
 * one with quiet patterns and composite k, takes the shape's {@link BoardSystem}, O(N m + m^3),
 * unless the board is beyond the memory budget (then the count is unknown). Boards with holes or
 * another neighbourhood take the dense {@link pressSystem} while they are small, else the
 * engine's system of the whole shape. Pure; cached per shape (neighbourhood and holes included).
 */

import { isClassicBoard, type BoardShape } from '../../core/puzzle';
import { binaryPlainSystem } from '../../solvers/internal/polynomial/binaryPlainSolver';
import { boardSystem } from '../../solvers/internal/boardSystem';
import { SolverMemoryError } from '../../solvers/types';
import { primePowers } from '../../solvers/internal/arithmetic/modular';
import { primePlainSystem } from '../../solvers/internal/polynomial/primePlainSolver';
import { shapeKey } from '../compactBoard';
import { MAX_DENSE_PRESS_CELLS, pressSystem } from './pressSystem';

/** The shape a count depends on (not the objective or target). */
export type QuietPatternShape = Pick<BoardShape, 'rows' | 'columns' | 'states' | 'topology' | 'neighbourhood' | 'holes'>;

/** What is known of a shape's quiet patterns. */
export type QuietPatternCount =
  /** `count` quiet patterns: 1 for none but zero; k^nullity for prime k (Infinity past 2^1024). */
  | { readonly known: true; readonly count: number }
  /** The shape is beyond the engine's memory budget (`reason` names the memory it needs). */
  | { readonly known: false; readonly reason: string };

/**
 * The most cells of a row-by-row Krylov table (n^2 for n = min(rows, columns)) an odd-prime
 * nullity is found with: 64 MiB of 32-bit entries. k = 2 packs 32 cells a word and has no limit.
 */
export const MAX_PRIME_KRYLOV_CELLS = 2 ** 24;

const cache = new Map<string, QuietPatternCount>();
const CACHE_SIZE = 16;

/** The quiet patterns of a shape: their number, or why it is not known. */
export function quietPatternCount(shape: QuietPatternShape): QuietPatternCount {
  const key = shapeKey(shape);
  const hit = cache.get(key);
  if (hit) return hit;
  const result = countQuietPatterns(shape);
  cache.set(key, result);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return result;
}

function countQuietPatterns(shape: QuietPatternShape): QuietPatternCount {
  const k = shape.states;
  const full = { ...shape, objective: 0 };
  const classic = isClassicBoard(full);
  if (!classic && countedCells(shape) <= MAX_DENSE_PRESS_CELLS) {
    return { known: true, count: pressSystem(full).kernel.reduce((product, generator) => product * generator.order, 1) };
  }
  if (classic && shape.topology === 'plain') {
    const nullities = plainNullities(shape);
    if (nullities && nullities.every((nullity) => nullity === 0)) return { known: true, count: 1 };
    if (nullities && nullities.length === 1 && primePowers(k)[0].exponent === 1) return { known: true, count: k ** nullities[0] };
  }
  try {
    return { known: true, count: boardSystem(full).kernelOrders.reduce((product, order) => product * order, 1) };
  } catch (error) {
    if (error instanceof SolverMemoryError) return { known: false, reason: error.message };
    throw error;
  }
}

function countedCells(shape: QuietPatternShape): number {
  let cells = shape.rows * shape.columns;
  if (shape.holes) for (const hole of shape.holes) cells -= hole;
  return cells;
}

/** The nullity of a plain board over GF(p) for each prime p of k; null when one is over the Krylov limit. */
function plainNullities(shape: QuietPatternShape): number[] | null {
  // The fast paths chase along the longer side: rows of min(rows, columns) cells.
  const width = Math.min(shape.rows, shape.columns);
  const height = Math.max(shape.rows, shape.columns);
  const nullities: number[] = [];
  for (const { prime } of primePowers(shape.states)) {
    if (prime === 2) {
      nullities.push(binaryPlainSystem(width, height).nullity);
      continue;
    }
    if (width * width > MAX_PRIME_KRYLOV_CELLS) return null;
    nullities.push(primePlainSystem(width, height, prime).nullity);
  }
  return nullities;
}
