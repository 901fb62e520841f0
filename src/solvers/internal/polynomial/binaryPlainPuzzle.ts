/**
 * Puzzles on the GF(2) plain fast path ({@link binaryPlainSystem}), end to end in packed bits:
 * packing the board, the particular solution, its check on the packed board, the minimum search
 * over the kernel when it is small enough to hold, and for an unsolvable board a certificate: the
 * first kernel generator ((q / g) x^i, chased) with odd overlap with the board. Pure.
 */

import type { Puzzle } from '../../../core/puzzle';
import type { SolveOptions } from '../../types';
import { MAX_KERNEL_CELLS, MAX_QUIET_BASIS_CELLS, reducedEchelon } from '../boardSystem';
import { overlapParity, packCells, solvingPressCount, unpackCells, verifiesPacked } from './binaryPlainPacking';
import { binaryKernelPattern, binaryPlainSystem, solveBinaryPlain, type BinaryPlainSystem } from './binaryPlainSolver';
import { kernelBuildMs } from '../minimum/minimumSearchCost';
import { rowOrientation } from '../reduction/rowOrientation';
import { checkSolverMemory } from '../solverMemory';
import { searchesMinimum, settledOutcome, unsolvableOutcome, type SolveOutcome } from '../solveOutcome';

/** A shape's system with its kernel and quiet basis (in the puzzle's own orientation), built once. */
interface PreparedShape {
  readonly system: BinaryPlainSystem;
  /** The kernel as row-major 0/1 patterns, built on first use; null when too large to hold (see {@link MAX_KERNEL_CELLS}). */
  kernel(): readonly Uint8Array[] | null;
  readonly quietPatterns: readonly Uint8Array[] | null;
}

const cache = new Map<string, PreparedShape>();

function prepare(rows: number, columns: number): PreparedShape {
  const key = `${rows}x${columns}`;
  const hit = cache.get(key);
  if (hit) return hit;
  checkSolverMemory({ rows, columns, topology: 'plain', states: 2 });
  const { width, height } = rowOrientation(rows, columns);
  const system = binaryPlainSystem(width, height);
  const cells = rows * columns;
  const d = system.nullity;
  let kernel: Uint8Array[] | null | undefined;
  const kernelOnce = (): Uint8Array[] | null =>
    (kernel ??=
      d > 0 && d * cells <= MAX_KERNEL_CELLS
        ? Array.from({ length: d }, (_, index) => unpackCells(binaryKernelPattern(system, index), rows, columns, system.wordsPerRow))
        : null);
  const quietPatterns =
    d === 0
      ? []
      : d * cells <= MAX_QUIET_BASIS_CELLS
        ? reducedEchelon(
            (kernelOnce() ?? []).map((pattern) => pattern.slice()),
            2,
          )
        : null;
  const prepared = { system, kernel: kernelOnce, quietPatterns };
  // Two shapes: a held kernel may take hundreds of megabytes.
  if (cache.size >= 2) cache.delete(cache.keys().next().value as string);
  cache.set(key, prepared);
  return prepared;
}

/** The stand-in {@link withPackedPresses} replaces. */
const NO_PRESSES = new Uint8Array(0);

/**
 * The outcome with `presses` a getter that unpacks the packed pattern on its first read and keeps
 * it: a caller that never reads the press grid (the command line's --no-presses) never pays for
 * one byte per cell (10^8 bytes at 10000x10000), and a spread or a structured clone reads it as
 * any other field.
 */
function withPackedPresses(outcome: SolveOutcome, unpack: () => Uint8Array): SolveOutcome {
  let presses: Uint8Array | undefined;
  return Object.defineProperty(outcome, 'presses', { enumerable: true, configurable: true, get: () => (presses ??= unpack()) });
}

/**
 * Solves a plain puzzle with k = 2 on the fast path. A solvable board's `presses` is unpacked
 * from bits when first read (see {@link withPackedPresses}).
 */
export function solveBinaryPlainPuzzle(puzzle: Puzzle, options: SolveOptions = {}): SolveOutcome {
  const { rows, columns } = puzzle;
  const prepared = prepare(rows, columns);
  const { system, quietPatterns } = prepared;
  const words = system.wordsPerRow;
  const board = packCells(puzzle.grid, puzzle.objective, rows, columns, words);
  const particular = solveBinaryPlain(system, board);
  const d = system.nullity;
  if (!particular) {
    for (let index = 0; index < d; index++) {
      const quiet = binaryKernelPattern(system, index);
      if (overlapParity(quiet, board) === 0) continue;
      if (!verifiesPacked(system, null, quiet)) throw new Error('internal solver: a GF(2) certificate is not quiet');
      const certificate = unpackCells(quiet, rows, columns, words);
      return unsolvableOutcome(certificate, quietPatterns);
    }
    throw new Error('internal solver: an unsolvable board is orthogonal to every quiet pattern');
  }
  const total = solvingPressCount(system, board, particular);
  if (total === null) throw new Error('internal solver: the GF(2) fast path produced a pattern that does not solve the board');
  const solutionCount = 1n << BigInt(d);
  const cells = rows * columns;
  const settle = (presses: Uint8Array): SolveOutcome =>
    settledOutcome(
      {
        k: 2,
        particular: presses,
        total,
        solutionCount,
        orders: new Array<number>(d).fill(2),
        kernelHeld: d * cells <= MAX_KERNEL_CELLS,
        kernelMs: kernelBuildMs(cells, d, 0),
        kernel: () => (prepared.kernel() ?? []).map((pattern) => ({ pattern, order: 2 })),
        quietPatterns,
        solves: (found) => verifiesPacked(system, board, packCells(found, 0, rows, columns, words)),
      },
      options,
    );
  // Nothing to search: the presses stay packed until someone reads them.
  if (d === 0 || total === 0 || !searchesMinimum(options)) return withPackedPresses(settle(NO_PRESSES), () => unpackCells(particular, rows, columns, words));
  return settle(unpackCells(particular, rows, columns, words));
}
