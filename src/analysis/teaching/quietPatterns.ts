/**
 * The quiet patterns of a board shape: the press patterns that change nothing. Adding one to a
 * solution gives another solution, and every solution of a board is one solution plus a quiet
 * pattern. The 5x5 board has two, one shaped like an X and one pressing whole columns, and
 * their sum. On a board with holes a quiet pattern presses no hole; with a one-sided neighbourhood it is
 * a pattern x with A x = 0 for the board's own press matrix A. Pure.
 */

import { checkShape, isClassicBoard, type BoardShape } from '../../core/puzzle';
import { boardSystem } from '../../solvers/internal/boardSystem';
import { isPrime } from '../../solvers/internal/arithmetic/modular';
import { quietBasis, quietGenerators } from './pressSystem';

/** The quiet patterns of a shape, as generators. */
export interface QuietPatterns {
  /**
   * Every quiet pattern is sum c_i g_i (mod k) for exactly one choice of 0 <= c_i < order_i.
   * Patterns are row-major press counts 0..k-1. For prime k the generators are a basis in reduced
   * row echelon form over the cells in row-major order, each of order k (for 5x5 with k = 2:
   * the column pattern, then the X, because the column pattern's first pressed cell comes first); for composite k they
   * are the internal solver's Smith-form generators.
   */
  readonly generators: readonly { readonly pattern: Uint8Array; readonly order: number }[];
  /** How many quiet patterns there are, the zero pattern included: the solutions of every solvable board. */
  readonly count: bigint;
}

/** The quiet patterns of a board shape (the objective does not matter). */
export function quietPatterns(shape: BoardShape): QuietPatterns {
  checkShape(shape);
  let generators: { pattern: Uint8Array; order: number }[];
  if (isClassicBoard(shape)) {
    const system = boardSystem(shape);
    generators = system.quietBasis
      ? system.quietBasis.map((pattern) => ({ pattern: pattern.slice(), order: shape.states }))
      : system.kernel.map(({ pattern, order }) => ({ pattern: pattern.slice(), order }));
  } else if (isPrime(shape.states)) {
    generators = quietBasis(shape).map((pattern) => ({ pattern, order: shape.states }));
  } else {
    generators = quietGenerators(shape).map(({ pattern, order }) => ({ pattern: pattern.slice(), order }));
  }
  return { generators, count: generators.reduce((product, generator) => product * BigInt(generator.order), 1n) };
}
