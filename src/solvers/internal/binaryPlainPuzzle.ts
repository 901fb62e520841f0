/**
 * Puzzles on the GF(2) plain fast path (binaryPlainSolver.ts): orientation (rows along the longer
 * side), packing cells into bits, the minimum search over the kernel when it is small enough to
 * hold, and verification of every answer on the packed board. Pure.
 */

import type { Puzzle } from '../../core/puzzle';
import type { SolveResult } from '../types';
import { reducedEchelon } from './boardSystem';
import { binaryKernel, binaryPlainSystem, solveBinaryPlain, type BinaryPlainSystem } from './binaryPlainSolver';
import { minimumSolution } from './minimumSearch';

/** Kernels are searched for the minimum only while nullity x cells stays below this (bytes held). */
export const MAX_KERNEL_CELLS = 2 ** 26;
/** Quiet-pattern bases are returned only while nullity x cells stays below this. */
export const MAX_QUIET_BASIS_CELLS = 2 ** 21;

/** A shape's system with its kernel and quiet basis (in the puzzle's own orientation), built once. */
interface PreparedShape {
  readonly system: BinaryPlainSystem;
  readonly kernel: readonly Uint8Array[];
  readonly holdKernel: boolean;
  readonly quietPatterns: readonly Uint8Array[] | null;
}

const cache = new Map<string, PreparedShape>();

function prepare(puzzle: Pick<Puzzle, 'rows' | 'columns'>): PreparedShape {
  const key = `${puzzle.rows}x${puzzle.columns}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const o = orientation(puzzle);
  const system = binaryPlainSystem(o.width, o.height);
  const cells = puzzle.rows * puzzle.columns;
  const d = system.nullity;
  const holdKernel = d > 0 && d * cells <= MAX_KERNEL_CELLS;
  const kernel = holdKernel ? binaryKernel(system).map((pattern) => unpack(pattern, puzzle, o, system.wordsPerRow)) : [];
  const quietPatterns =
    d === 0
      ? []
      : holdKernel && d * cells <= MAX_QUIET_BASIS_CELLS
        ? reducedEchelon(
            kernel.map((p) => p.slice()),
            2,
          )
        : null;
  const prepared = { system, kernel, holdKernel, quietPatterns };
  if (cache.size >= 4) cache.delete(cache.keys().next().value as string);
  cache.set(key, prepared);
  return prepared;
}

/** How a puzzle's cells map onto chase rows: transposed when it is wider than tall. */
interface Orientation {
  readonly transposed: boolean;
  readonly width: number;
  readonly height: number;
}

function orientation(puzzle: Pick<Puzzle, 'rows' | 'columns'>): Orientation {
  const transposed = puzzle.columns > puzzle.rows;
  return { transposed, width: transposed ? puzzle.rows : puzzle.columns, height: transposed ? puzzle.columns : puzzle.rows };
}

/** Packs the right-hand side (state XOR objective) into chase rows. */
function packBoard(puzzle: Puzzle, o: Orientation, wordsPerRow: number): Uint32Array {
  const packed = new Uint32Array(o.height * wordsPerRow);
  const { grid, columns, rows } = puzzle;
  const flip = puzzle.objective & 1;
  if (!o.transposed) {
    for (let r = 0; r < rows; r++) {
      const from = r * columns;
      const base = r * wordsPerRow;
      for (let w = 0; w < wordsPerRow; w++) {
        const start = from + (w << 5);
        const end = Math.min(start + 32, from + columns);
        let word = 0;
        for (let i = end - 1; i >= start; i--) word = (word << 1) | ((grid[i] ^ flip) & 1);
        packed[base + w] = word;
      }
    }
    return packed;
  }
  for (let r = 0; r < rows; r++) {
    const bit = 1 << (r & 31);
    const wordIndex = r >> 5;
    for (let c = 0; c < columns; c++) if ((grid[r * columns + c] ^ flip) & 1) packed[c * wordsPerRow + wordIndex] |= bit;
  }
  return packed;
}

/** Unpacks chase rows into a row-major 0/1 pattern of the puzzle's own orientation. */
function unpack(packed: Uint32Array, puzzle: Pick<Puzzle, 'rows' | 'columns'>, o: Orientation, wordsPerRow: number): Uint8Array {
  const out = new Uint8Array(puzzle.rows * puzzle.columns);
  const { columns } = puzzle;
  for (let row = 0; row < o.height; row++) {
    const base = row * wordsPerRow;
    if (!o.transposed) {
      const from = row * columns;
      for (let w = 0; w < wordsPerRow; w++) {
        const word = packed[base + w];
        if (word === 0) continue;
        const start = from + (w << 5);
        const bits = Math.min(32, o.width - (w << 5));
        for (let b = 0; b < bits; b++) out[start + b] = (word >>> b) & 1;
      }
      continue;
    }
    for (let w = 0; w < wordsPerRow; w++) {
      let word = packed[base + w];
      const bit = w << 5;
      while (word !== 0) {
        // Visit only the set bits.
        const at = bit + 31 - Math.clz32(word & -word);
        out[at * columns + row] = 1;
        word &= word - 1;
      }
    }
  }
  return out;
}

/** True when the packed pattern solves the packed board: every row's equation holds. */
function verifies(system: BinaryPlainSystem, board: Uint32Array, presses: Uint32Array): boolean {
  const { width: n, height, wordsPerRow: W } = system;
  const spare = W * 32 - n;
  for (let r = 0; r < height; r++) {
    for (let w = 0; w < W; w++) {
      const at = r * W + w;
      const word = presses[at];
      const below = w > 0 ? presses[at - 1] >>> 31 : 0;
      const above = w + 1 < W ? presses[at + 1] << 31 : 0;
      let value = word ^ ((word << 1) | below) ^ ((word >>> 1) | above) ^ board[at];
      if (r > 0) value ^= presses[at - W];
      if (r + 1 < height) value ^= presses[at + W];
      if (w === W - 1 && spare > 0) value &= 0xffffffff >>> spare;
      if (value !== 0) return false;
    }
  }
  return true;
}

function popcount(words: Uint32Array): number {
  let total = 0;
  for (let i = 0; i < words.length; i++) {
    let v = words[i];
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    total += Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }
  return total;
}

/** Solves a plain puzzle with k = 2 on the fast path. */
export function solveBinaryPlainPuzzle(puzzle: Puzzle, exactSearchLimit?: number): Omit<SolveResult, 'solver' | 'elapsedMs'> {
  const o = orientation(puzzle);
  const { system, kernel, holdKernel, quietPatterns } = prepare(puzzle);
  const board = packBoard(puzzle, o, system.wordsPerRow);
  const particular = solveBinaryPlain(system, board);
  const d = system.nullity;
  if (!particular) return { solvable: false, presses: null, totalPresses: null, minimal: false, solutionCount: 0n, quietPatterns };
  const solutionCount = 1n << BigInt(d);
  if (!verifies(system, board, particular)) throw new Error('internal solver: the GF(2) fast path produced a pattern that does not solve the board');
  if (d === 0 || !holdKernel) {
    // Unique solution, or a kernel too large to hold: the particular solution, not proven minimal.
    return {
      solvable: true,
      presses: unpack(particular, puzzle, o, system.wordsPerRow),
      totalPresses: popcount(particular),
      minimal: d === 0,
      solutionCount,
      quietPatterns,
    };
  }
  const best = minimumSolution(
    { k: 2, particular: unpack(particular, puzzle, o, system.wordsPerRow), generators: kernel.map((pattern) => ({ pattern, order: 2 })) },
    exactSearchLimit,
  );
  if (!verifies(system, board, packBoard({ ...puzzle, grid: best.presses, objective: 0 }, o, system.wordsPerRow))) {
    throw new Error('internal solver: the minimum search left the solution set');
  }
  return { solvable: true, presses: best.presses, totalPresses: best.total, minimal: best.minimal, solutionCount, quietPatterns };
}
