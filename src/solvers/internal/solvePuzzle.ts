/**
 * The internal engine: exact solving over Z_k for every k in 2..36, every topology and size.
 *
 * 1. Light chasing reduces the N = rows * columns unknowns to m free presses (see chasePlan.ts).
 * 2. The reduced m x m system is solved over Z_(p^e) for each prime power of k by its Smith
 *    normal form (smithForm.ts), and the parts are combined by the Chinese remainder theorem.
 * 3. The solution set is x0 + kernel; its size is the exact solution count, and the
 *    minimum-press member is found by a Gray-code walk over the kernel (minimumSearch.ts).
 * 4. Every returned pattern is applied to the board before it is reported.
 * Pure.
 */

import { applyPresses, cellCount, checkShape, isSolved, type Puzzle } from '../../core/puzzle';
import type { SolveOptions, SolveResult } from '../types';
import { solveBinaryPlainPuzzle } from './binaryPlainPuzzle';
import { boardSystem, particularSolution, type BoardSystem } from './boardSystem';
import { minimumSolution, solutionCount } from './minimumSearch';
import { isPrime } from './modular';
import { solvePrimePlainPuzzle } from './primePlainPuzzle';

/** The right-hand side of a board's system: b_e = objective - state_e (mod k). */
export function rightHandSide(puzzle: Puzzle): Uint8Array {
  const k = puzzle.states;
  return puzzle.grid.map((state) => (puzzle.objective - state + k) % k);
}

/** Solves a puzzle exactly over Z_k. Never changes the puzzle. */
export function solvePuzzle(puzzle: Puzzle, options: SolveOptions = {}): SolveResult {
  const started = performance.now();
  checkShape(puzzle);
  if (puzzle.grid.length !== cellCount(puzzle)) throw new RangeError(`the grid has ${puzzle.grid.length} cells, expected ${cellCount(puzzle)}`);
  const outcome = solveOnBestPath(puzzle, options.exactSearchLimit);
  return { ...outcome, solver: 'internal', elapsedMs: performance.now() - started };
}

/**
 * Plain boards with prime k take the polynomial fast paths (bit-packed for k = 2); other
 * topologies and composite k take the general chase + Smith form path.
 */
export function solveOnBestPath(puzzle: Puzzle, exactSearchLimit?: number): Omit<SolveResult, 'solver' | 'elapsedMs'> {
  if (puzzle.topology === 'plain' && puzzle.states === 2) return solveBinaryPlainPuzzle(puzzle, exactSearchLimit);
  if (puzzle.topology === 'plain' && isPrime(puzzle.states)) return solvePrimePlainPuzzle(puzzle, exactSearchLimit);
  return solveWithSystem(boardSystem(puzzle), puzzle, exactSearchLimit);
}

/** Solves a puzzle with a prepared {@link BoardSystem} (for many boards of one shape). */
export function solveWithSystem(system: BoardSystem, puzzle: Puzzle, exactSearchLimit?: number): Omit<SolveResult, 'solver' | 'elapsedMs'> {
  const particular = particularSolution(system, rightHandSide(puzzle));
  const quietPatterns = system.quietBasis;
  if (!particular) {
    return { solvable: false, presses: null, totalPresses: null, minimal: false, solutionCount: 0n, quietPatterns };
  }
  const set = { k: puzzle.states, particular, generators: system.kernel };
  const best = minimumSolution(set, exactSearchLimit);
  if (!isSolved(applyPresses(puzzle, best.presses))) {
    throw new Error('internal solver: the found press pattern does not solve the board');
  }
  return { solvable: true, presses: best.presses, totalPresses: best.total, minimal: best.minimal, solutionCount: solutionCount(set), quietPatterns };
}
