/**
 * Every solution of a board, when there are few enough to list: a particular solution plus each
 * quiet pattern ({@link quietPatterns}). The all-on 5x5 board has four: a particular solution x,
 * and x plus each of the board's two quiet patterns or their sum. Pure.
 */

import { checkShape, type Puzzle } from '../../core/puzzle';
import { solutionSystem } from './pressSystem';

/** The solutions of a board. */
export interface AllSolutions {
  /** How many press patterns (counts 0..k-1 per cell) solve the board; 0n when it cannot be solved. */
  readonly count: bigint;
  /**
   * Every solution, row-major press counts, when there are at most `limit`: fewest presses first,
   * and among equal totals the one that presses the first differing cell (row-major) more often
   * first, so the first entry is the path solution of the breadth-first search ({@link ShortestPathTable}). Null
   * when there are more than `limit`.
   */
  readonly solutions: readonly Uint8Array[] | null;
}

/** All solutions of a puzzle when there are at most `limit` of them (and their count either way). */
export function allSolutions(puzzle: Puzzle, limit: number): AllSolutions {
  checkShape(puzzle);
  const system = solutionSystem(puzzle);
  const particular = system.particular();
  if (!particular) return { count: 0n, solutions: [] };
  const count = system.kernel.reduce((product, generator) => product * BigInt(generator.order), 1n);
  if (count > BigInt(limit)) return { count, solutions: null };
  const k = puzzle.states;
  const solutions: Uint8Array[] = [particular.slice()];
  const current = particular.slice();
  const radices = system.kernel.map((generator) => generator.order);
  for (let step = 1; step < Number(count); step++) {
    // Mixed-radix modular Gray code: each step adds one generator, so a solution costs one vector addition.
    let i = 0;
    for (let rest = step; rest % radices[i] === 0; rest /= radices[i]) i++;
    const pattern = system.kernel[i].pattern;
    for (let cell = 0; cell < current.length; cell++) if (pattern[cell] !== 0) current[cell] = (current[cell] + pattern[cell]) % k;
    solutions.push(current.slice());
  }
  const totals = new Map(solutions.map((solution) => [solution, solution.reduce((sum, value) => sum + value, 0)]));
  solutions.sort((a, b) => (totals.get(a) as number) - (totals.get(b) as number) || firstDifference(b, a));
  return { count, solutions };
}

/** Positive when `a` presses the first differing cell more often than `b`. */
function firstDifference(a: Uint8Array, b: Uint8Array): number {
  for (let cell = 0; cell < a.length; cell++) if (a[cell] !== b[cell]) return a[cell] - b[cell];
  return 0;
}
