/**
 * A shortest sequence of presses from a board to its objective, in the order the breadth-first search
 * of classic Lights Out programs prints it: the path solution (see {@link ShortestPathTable}: among
 * the shortest solutions, the one that presses the first differing cell, row-major, more often),
 * pressed from the highest cell index down. Presses commute, so any order reaches the objective;
 * this one makes each step's board the search's next board. Pure.
 */

import { applyPresses, checkShape, isSolved, type Puzzle } from '../core/puzzle';
import { neighbourTable } from '../domain/topology';
import { solvePuzzle } from '../solvers/internal/solvePuzzle';
import { grayCodeDigit } from '../solvers/internal/minimum/minimumSmallSearch';
import { solutionSystem } from './teaching/pressSystem';
import { popcount } from '../solvers/internal/arithmetic/modularMatrix';

/**
 * The most work (solutions x cells) spent enumerating every solution to find the path solution
 * for k > 2 (and comparing the shortest ones for k = 2); beyond it the solver's minimum is used
 * and the order is not the breadth-first search's.
 */
export const MAX_PATH_ENUMERATION = 2 ** 26;

/** One press of a path: 0-based row and column. */
export interface PathMove {
  readonly row: number;
  readonly col: number;
}

/** A shortest path found by {@link shortestPath}. */
export interface ShortestPath {
  /** The solution pressed: press counts per cell, row-major, each 0..k-1. */
  readonly presses: Uint8Array;
  /** One entry per press, in path order (a cell pressed twice appears twice in a row). */
  readonly moves: readonly PathMove[];
  /** True when no solution has fewer presses (always, unless the solution set is beyond the solver's exact search). */
  readonly minimal: boolean;
  /**
   * True when `presses` is the breadth-first search's path solution; false when the solution set was too
   * large to search that way (k = 2: more than 2^{@link MAX_BINARY_PATH_KERNEL} solutions; other k:
   * {@link MAX_PATH_ENUMERATION}) and another shortest (or the solver's best) solution was taken.
   */
  readonly webGameOrder: boolean;
}

/** A shortest path to the objective, or null when the board cannot be solved. */
export function shortestPath(puzzle: Puzzle): ShortestPath | null {
  checkShape(puzzle);
  const found = pathSolution(puzzle);
  if (!found) return null;
  return { ...found, moves: pathMoves(found.presses, puzzle.columns) };
}

/** The presses of a solution as path moves: highest cell first, each cell as often as it is pressed. */
export function pathMoves(presses: ArrayLike<number>, columns: number): PathMove[] {
  const moves: PathMove[] = [];
  for (let cell = presses.length - 1; cell >= 0; cell--) {
    for (let time = 0; time < presses[cell]; time++) moves.push({ row: Math.floor(cell / columns), col: cell % columns });
  }
  return moves;
}

/** The board before each move of a path, in order, as row-major cell states (a new array each). */
export function* pathBoards(puzzle: Puzzle, moves: readonly PathMove[]): Generator<{ readonly grid: Uint8Array; readonly move: PathMove }> {
  const grid = puzzle.grid.slice();
  const { offsets, cells } = neighbourTable(puzzle);
  const k = puzzle.states;
  for (const move of moves) {
    yield { grid: grid.slice(), move };
    const cell = move.row * puzzle.columns + move.col;
    for (let at = offsets[cell]; at < offsets[cell + 1]; at++) grid[cells[at]] = (grid[cells[at]] + 1) % k;
  }
}

function pathSolution(puzzle: Puzzle): Omit<ShortestPath, 'moves'> | null {
  const cells = puzzle.rows * puzzle.columns;
  const system = solutionSystem(puzzle);
  const size = system.kernel.reduce((product, generator) => product * generator.order, 1);
  const binary = puzzle.states === 2 && system.kernel.length <= MAX_BINARY_PATH_KERNEL;
  if (!binary && size * cells > MAX_PATH_ENUMERATION) {
    const result = solvePuzzle(puzzle);
    if (!result.solvable || !result.presses) return null;
    return { presses: result.presses, minimal: result.minimal, webGameOrder: false };
  }
  const particular = system.particular();
  if (!particular) return null;
  const found = binary
    ? binaryPathSolution(
        particular,
        system.kernel.map((generator) => generator.pattern),
      )
    : { presses: enumerateForPathSolution(particular, system.kernel, puzzle.states), webGameOrder: true };
  // Verified like every solver answer before it is shown.
  if (!isSolved(applyPresses(puzzle, found.presses))) throw new Error('path solution does not solve the board');
  return { ...found, minimal: true };
}

/** The most quiet-pattern generators for the k = 2 transform: 2^24 totals (64 MiB). */
export const MAX_BINARY_PATH_KERNEL = 24;

/**
 * k = 2: the totals of all 2^d solutions x0 + sum_{i in j} g_i come from one Walsh-Hadamard
 * transform (as in {@link minimumSolution}): with s_c the d-bit signature of cell c (bit i = g_i at c)
 * and a[s] = sum over cells of signature s of (1 - 2 x0_c), the total of solution j is
 * X0 + (A - a^(j)) / 2, least where the transform is largest. The shortest solutions are then
 * compared cell by cell for the path rule, unless there are too many of them to compare
 * ({@link MAX_PATH_ENUMERATION} cell comparisons), when the first is taken.
 */
export function binaryPathSolution(particular: Uint8Array, generators: readonly Uint8Array[]): { presses: Uint8Array; webGameOrder: boolean } {
  const d = generators.length;
  const cells = particular.length;
  const signatures = new Int32Array(cells);
  for (let i = 0; i < d; i++) {
    const pattern = generators[i];
    for (let cell = 0; cell < cells; cell++) if (pattern[cell] !== 0) signatures[cell] |= 1 << i;
  }
  const transform = new Int32Array(2 ** d);
  for (let cell = 0; cell < cells; cell++) transform[signatures[cell]] += 1 - 2 * particular[cell];
  for (let half = 1; half < transform.length; half *= 2) {
    for (let block = 0; block < transform.length; block += 2 * half) {
      for (let i = block; i < block + half; i++) {
        const a = transform[i];
        const b = transform[i + half];
        transform[i] = a + b;
        transform[i + half] = a - b;
      }
    }
  }
  let largest = -Infinity;
  for (let j = 0; j < transform.length; j++) if (transform[j] > largest) largest = transform[j];
  const shortest: number[] = [];
  for (let j = 0; j < transform.length; j++) if (transform[j] === largest) shortest.push(j);
  const member = (j: number): Uint8Array => particular.map((value, cell) => value ^ (popcount(signatures[cell] & j) & 1));
  const webGameOrder = shortest.length * cells <= MAX_PATH_ENUMERATION;
  let best = member(shortest[0]);
  if (!webGameOrder) return { presses: best, webGameOrder };
  for (let t = 1; t < shortest.length; t++) {
    const candidate = member(shortest[t]);
    let cell = 0;
    while (cell < cells && candidate[cell] === best[cell]) cell++;
    if (cell < cells && candidate[cell] > best[cell]) best = candidate;
  }
  return { presses: best, webGameOrder };
}

/**
 * The path solution among x0 + sum c_i g_i: every combination once, in a mixed-radix modular Gray
 * code (each step adds one generator, as in {@link minimumSolution}), keeping the least total and, among
 * equal totals, the pattern with more presses at the first differing cell.
 */
export function enumerateForPathSolution(
  particular: Uint8Array,
  generators: readonly { readonly pattern: Uint8Array; readonly order: number }[],
  k: number,
): Uint8Array {
  const current = particular.slice();
  let weight = current.reduce((sum, value) => sum + value, 0);
  const best = current.slice();
  let bestWeight = weight;
  const supports = generators.map((generator) => {
    const cells: number[] = [];
    generator.pattern.forEach((value, cell) => {
      if (value !== 0) cells.push(cell);
    });
    return { cells: Int32Array.from(cells), values: Int32Array.from(cells, (cell) => generator.pattern[cell]) };
  });
  const radices = generators.map((generator) => generator.order);
  const total = radices.reduce((product, radix) => product * radix, 1);
  for (let step = 1; step < total; step++) {
    const i = grayCodeDigit(step, radices);
    const { cells, values } = supports[i];
    for (let j = 0; j < cells.length; j++) {
      const cell = cells[j];
      const next = (current[cell] + values[j]) % k;
      weight += next - current[cell];
      current[cell] = next;
    }
    if (weight > bestWeight) continue;
    if (weight === bestWeight) {
      let cell = 0;
      while (cell < current.length && current[cell] === best[cell]) cell++;
      if (cell === current.length || current[cell] < best[cell]) continue;
    }
    best.set(current);
    bestWeight = weight;
  }
  return best;
}
