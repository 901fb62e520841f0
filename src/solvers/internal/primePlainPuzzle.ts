/**
 * Puzzles on the GF(p) plain fast path (primePlainSolver.ts), p an odd prime: orientation (rows
 * along the longer side), the minimum search over the kernel when it is small enough to hold,
 * and verification of every answer by applying it to the board. Pure.
 */

import { applyPresses, isSolved, type Puzzle } from '../../core/puzzle';
import type { SolveResult } from '../types';
import { MAX_KERNEL_CELLS, MAX_QUIET_BASIS_CELLS } from './binaryPlainPuzzle';
import { reducedEchelon } from './boardSystem';
import { minimumSolution } from './minimumSearch';
import { primeKernel, primePlainSystem, solvePrimePlain, type PrimePlainSystem } from './primePlainSolver';

/** A shape's system with its kernel and quiet basis (in the puzzle's own orientation), built once. */
interface PreparedShape {
  readonly system: PrimePlainSystem;
  readonly kernel: readonly Uint8Array[];
  readonly holdKernel: boolean;
  readonly quietPatterns: readonly Uint8Array[] | null;
}

const cache = new Map<string, PreparedShape>();

function prepare(rows: number, columns: number, p: number): PreparedShape {
  const key = `${rows}x${columns}:${p}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const transposed = columns > rows;
  const system = primePlainSystem(transposed ? rows : columns, transposed ? columns : rows, p);
  const cells = rows * columns;
  const d = system.nullity;
  const holdKernel = d > 0 && d * cells <= MAX_KERNEL_CELLS;
  const kernel = holdKernel ? primeKernel(system).map((pattern) => (transposed ? transpose(pattern, columns, rows) : pattern)) : [];
  const quietPatterns =
    d === 0
      ? []
      : holdKernel && d * cells <= MAX_QUIET_BASIS_CELLS
        ? reducedEchelon(
            kernel.map((pattern) => pattern.slice()),
            p,
          )
        : null;
  const prepared = { system, kernel, holdKernel, quietPatterns };
  if (cache.size >= 4) cache.delete(cache.keys().next().value as string);
  cache.set(key, prepared);
  return prepared;
}

/** Row-major values of a rows x columns array, transposed. */
function transpose(values: Uint8Array, rows: number, columns: number): Uint8Array {
  const out = new Uint8Array(values.length);
  for (let r = 0; r < rows; r++) for (let c = 0; c < columns; c++) out[c * rows + r] = values[r * columns + c];
  return out;
}

/** Solves a plain puzzle whose k is an odd prime on the fast path. */
export function solvePrimePlainPuzzle(puzzle: Puzzle, exactSearchLimit?: number): Omit<SolveResult, 'solver' | 'elapsedMs'> {
  const p = puzzle.states;
  const transposed = puzzle.columns > puzzle.rows;
  const { system, kernel, holdKernel, quietPatterns } = prepare(puzzle.rows, puzzle.columns, p);
  const rightHandSide = puzzle.grid.map((state) => (puzzle.objective - state + p) % p);
  const board = transposed ? transpose(rightHandSide, puzzle.rows, puzzle.columns) : rightHandSide;
  // Chase-oriented patterns back to the puzzle's own row-major order.
  const restore = (pattern: Uint8Array): Uint8Array => (transposed ? transpose(pattern, puzzle.columns, puzzle.rows) : pattern);
  const d = system.nullity;
  const solved = solvePrimePlain(system, board);
  if (!solved) return { solvable: false, presses: null, totalPresses: null, minimal: false, solutionCount: 0n, quietPatterns };
  const particular = restore(solved);
  const best = holdKernel
    ? minimumSolution({ k: p, particular, generators: kernel.map((pattern) => ({ pattern, order: p })) }, exactSearchLimit)
    : { presses: particular, total: particular.reduce((sum, value) => sum + value, 0), minimal: d === 0 };
  if (!isSolved(applyPresses(puzzle, best.presses))) throw new Error('internal solver: the GF(p) fast path returned a pattern that does not solve the board');
  return { solvable: true, presses: best.presses, totalPresses: best.total, minimal: best.minimal, solutionCount: BigInt(p) ** BigInt(d), quietPatterns };
}
