/**
 * An independent brute-force oracle for tests: it tries every press pattern of a small board and
 * reports exactly what a solver must find (solvability, the exact solution count, the minimum
 * number of presses, the quiet patterns).
 *
 * Independence is the point of this file: it imports nothing from src/solvers and does not use
 * src/domain/topology.ts. The neighbour rules below are written again from the documentation text
 * of the topologies ("plain", "torus", "hex" odd-r), so a test that compares this oracle with the
 * solver, or with src/domain/topology.ts, cross-checks two separate readings of the rules. Only the
 * `BoardShape` type is shared (a type import, erased at compile time).
 *
 * Method: an odometer over the press counts (cell 0 is the fastest digit, each digit 0..k-1).
 * Every odometer step presses exactly one cell once more modulo k (a digit that wraps from k-1 to
 * 0 has been pressed k times, which changes nothing, so it too is "one more press"), so the board
 * state, the number of cells off the objective and the total press count are all updated
 * incrementally in O(neighbourhood) per step, amortised over about k/(k-1) presses.
 */

import type { BoardShape } from '../../src/core/puzzle';

/** The default largest number of press patterns (k^(rows*columns)) the oracle agrees to try. */
export const BRUTE_FORCE_PATTERN_LIMIT = 2 ** 22;

/** A board for the oracle: a shape and its cell states, row-major, each in 0..states-1. */
export interface BruteForcePuzzle extends BoardShape {
  readonly grid: ArrayLike<number>;
}

/** Options of {@link bruteForceSolve} and {@link bruteForceQuietPatterns}. */
export interface BruteForceOptions {
  /**
   * The largest number of press patterns to try (default {@link BRUTE_FORCE_PATTERN_LIMIT});
   * a board with more patterns than this is refused with a RangeError.
   */
  readonly patternLimit?: number;
  /** When true, the result lists every solving pattern in `allSolutions`. */
  readonly collectSolutions?: boolean;
}

/** Everything the oracle knows about a board after trying every press pattern. */
export interface BruteForceResult {
  /** Whether at least one press pattern takes the board to the objective. */
  readonly solvable: boolean;
  /** The exact number of press patterns (counts 0..k-1 per cell) that solve the board. */
  readonly solutionCount: bigint;
  /** The smallest total press count among the solutions, or null when unsolvable. */
  readonly minTotal: number | null;
  /** How many solutions have exactly `minTotal` presses (0 when unsolvable). */
  readonly minimalPatternCount: number;
  /** The first minimal solution in odometer order (cell 0 the fastest digit), or null. */
  readonly firstMinimalPattern: Uint8Array | null;
  /** How many press patterns were tried: k^(rows*columns). */
  readonly patternCount: number;
  /**
   * Every solving pattern in odometer order (cell 0 the fastest digit), each row-major with
   * counts 0..k-1; present only when `collectSolutions` was asked for.
   */
  readonly allSolutions?: readonly Uint8Array[];
}

/**
 * The closed neighbourhood of cell (row, column) by the documented rules: the cell itself first,
 * then its neighbours, each cell listed once, as row-major indices.
 *
 * - plain: the orthogonal neighbours (up, left, right, down) that lie on the board;
 * - torus: the same four with wrap-around, a cell reached twice (or the cell itself, on boards one
 *   or two wide) counted once;
 * - hex, odd rows shifted half a cell right: (r, c-1), (r, c+1), and for even r (r-1, c-1),
 *   (r-1, c), (r+1, c-1), (r+1, c), for odd r (r-1, c), (r-1, c+1), (r+1, c), (r+1, c+1);
 *   cells off the board are dropped.
 *
 * Throws a RangeError for a cell outside the board.
 */
export function bruteForceNeighbourhood(shape: Pick<BoardShape, 'rows' | 'columns' | 'topology'>, row: number, column: number): number[] {
  const { rows, columns, topology } = shape;
  if (!Number.isInteger(row) || !Number.isInteger(column) || row < 0 || row >= rows || column < 0 || column >= columns) {
    throw new RangeError(`cell (${row}, ${column}) is outside the ${rows}x${columns} board`);
  }
  let offsets: readonly (readonly [number, number])[];
  switch (topology) {
    case 'plain':
    case 'torus':
      offsets = [
        [-1, 0],
        [0, -1],
        [0, 1],
        [1, 0],
      ];
      break;
    case 'hex':
      offsets =
        row % 2 === 0
          ? [
              [0, -1],
              [0, 1],
              [-1, -1],
              [-1, 0],
              [1, -1],
              [1, 0],
            ]
          : [
              [0, -1],
              [0, 1],
              [-1, 0],
              [-1, 1],
              [1, 0],
              [1, 1],
            ];
      break;
    default: {
      const unknown: never = topology;
      throw new RangeError(`unknown topology ${String(unknown)}`);
    }
  }
  const cells = new Set<number>([row * columns + column]);
  for (const [rowStep, columnStep] of offsets) {
    let neighbourRow = row + rowStep;
    let neighbourColumn = column + columnStep;
    if (topology === 'torus') {
      neighbourRow = ((neighbourRow % rows) + rows) % rows;
      neighbourColumn = ((neighbourColumn % columns) + columns) % columns;
    } else if (neighbourRow < 0 || neighbourRow >= rows || neighbourColumn < 0 || neighbourColumn >= columns) {
      continue;
    }
    cells.add(neighbourRow * columns + neighbourColumn);
  }
  return [...cells];
}

/**
 * Applies a press pattern (row-major press counts, any integers, taken mod k) with the oracle's
 * own neighbour rules and returns the new grid; the input is not changed. Lets a test check a
 * solver's answer without trusting src/core.
 */
export function bruteForceApplyPresses(puzzle: BruteForcePuzzle, presses: ArrayLike<number>): Uint8Array {
  checkBoard(puzzle);
  const { rows, columns, states } = puzzle;
  if (presses.length !== rows * columns) {
    throw new RangeError(`a press pattern for a ${rows}x${columns} board has ${rows * columns} entries, got ${presses.length}`);
  }
  const grid = Uint8Array.from(puzzle.grid);
  for (let index = 0; index < presses.length; index++) {
    const times = presses[index];
    if (!Number.isInteger(times)) throw new RangeError(`press count at index ${index} is not an integer`);
    const step = ((times % states) + states) % states;
    if (step === 0) continue;
    for (const cell of bruteForceNeighbourhood(puzzle, Math.floor(index / columns), index % columns)) {
      grid[cell] = (grid[cell] + step) % states;
    }
  }
  return grid;
}

/**
 * Tries all k^(rows*columns) press patterns of the board and reports the exact solution count,
 * the minimum total press count and how many patterns reach it. Refuses (RangeError) a board with
 * more patterns than `options.patternLimit` (default {@link BRUTE_FORCE_PATTERN_LIMIT}) and an
 * invalid board.
 */
export function bruteForceSolve(puzzle: BruteForcePuzzle, options: BruteForceOptions = {}): BruteForceResult {
  checkBoard(puzzle);
  const { rows, columns, states, objective } = puzzle;
  const cellCount = rows * columns;
  const patternCount = countPatterns(puzzle, options.patternLimit ?? BRUTE_FORCE_PATTERN_LIMIT);
  const { offsets, cells } = buildNeighbourTable(puzzle);

  const state = Uint8Array.from(puzzle.grid);
  const digits = new Uint8Array(cellCount);
  let cellsOffObjective = 0;
  for (let index = 0; index < cellCount; index++) if (state[index] !== objective) cellsOffObjective++;
  let total = 0;

  let solutionCount = 0;
  let minTotal = Infinity;
  let minimalPatternCount = 0;
  let firstMinimalPattern: Uint8Array | null = null;
  const allSolutions: Uint8Array[] | undefined = options.collectSolutions ? [] : undefined;
  const lastState = states - 1;

  for (let pattern = 0; pattern < patternCount; pattern++) {
    if (pattern > 0) {
      let cell = 0;
      for (;;) {
        for (let at = offsets[cell], end = offsets[cell + 1]; at < end; at++) {
          const target = cells[at];
          const before = state[target];
          const after = before === lastState ? 0 : before + 1;
          state[target] = after;
          if (before === objective) cellsOffObjective++;
          else if (after === objective) cellsOffObjective--;
        }
        if (digits[cell] === lastState) {
          digits[cell] = 0;
          total -= lastState;
          cell++;
        } else {
          digits[cell]++;
          total++;
          break;
        }
      }
    }
    if (cellsOffObjective !== 0) continue;
    solutionCount++;
    if (allSolutions) allSolutions.push(digits.slice());
    if (total < minTotal) {
      minTotal = total;
      minimalPatternCount = 1;
      firstMinimalPattern = digits.slice();
    } else if (total === minTotal) {
      minimalPatternCount++;
    }
  }

  const solvable = solutionCount > 0;
  return {
    solvable,
    solutionCount: BigInt(solutionCount),
    minTotal: solvable ? minTotal : null,
    minimalPatternCount,
    firstMinimalPattern,
    patternCount,
    ...(allSolutions ? { allSolutions } : {}),
  };
}

/**
 * Every quiet pattern of the board shape: the press patterns (counts 0..k-1, row-major) that
 * change no cell, in odometer order (cell 0 the fastest digit), so the zero pattern comes first.
 * They form a group under addition mod k, so their number divides k^(rows*columns). Same limits
 * as {@link bruteForceSolve}.
 */
export function bruteForceQuietPatterns(shape: BoardShape, options: Omit<BruteForceOptions, 'collectSolutions'> = {}): Uint8Array[] {
  const solvedBoard: BruteForcePuzzle = { ...shape, grid: new Uint8Array(shape.rows * shape.columns).fill(shape.objective) };
  const result = bruteForceSolve(solvedBoard, { ...options, collectSolutions: true });
  return [...(result.allSolutions ?? [])];
}

function checkBoard(puzzle: BruteForcePuzzle): void {
  const { rows, columns, states, objective, grid } = puzzle;
  if (!Number.isInteger(rows) || rows < 1 || !Number.isInteger(columns) || columns < 1) {
    throw new RangeError(`a board needs at least one row and one column, got ${rows}x${columns}`);
  }
  if (!Number.isInteger(states) || states < 2 || states > 36) throw new RangeError(`states must be in 2..36, got ${states}`);
  if (!Number.isInteger(objective) || objective < 0 || objective >= states) {
    throw new RangeError(`objective must be in 0..${states - 1}, got ${objective}`);
  }
  if (grid.length !== rows * columns) throw new RangeError(`a ${rows}x${columns} grid has ${rows * columns} cells, got ${grid.length}`);
  for (let index = 0; index < grid.length; index++) {
    const value = grid[index];
    if (!Number.isInteger(value) || value < 0 || value >= states) throw new RangeError(`cell ${index} is ${value}, expected 0..${states - 1}`);
  }
}

function countPatterns(shape: BoardShape, patternLimit: number): number {
  const patternCount = shape.states ** (shape.rows * shape.columns);
  if (patternCount > patternLimit) {
    throw new RangeError(
      `brute force refuses a ${shape.rows}x${shape.columns} board with ${shape.states} states: ` +
        `${shape.states}^${shape.rows * shape.columns} patterns exceed the limit of ${patternLimit}`,
    );
  }
  return patternCount;
}

/** The oracle's own flattened neighbourhoods: cell i affects `cells[offsets[i] .. offsets[i + 1])`. */
function buildNeighbourTable(shape: BoardShape): { offsets: Int32Array; cells: Int32Array } {
  const cellCount = shape.rows * shape.columns;
  const offsets = new Int32Array(cellCount + 1);
  const lists: number[][] = [];
  for (let index = 0; index < cellCount; index++) {
    const list = bruteForceNeighbourhood(shape, Math.floor(index / shape.columns), index % shape.columns);
    lists.push(list);
    offsets[index + 1] = offsets[index] + list.length;
  }
  const cells = new Int32Array(offsets[cellCount]);
  lists.forEach((list, index) => cells.set(list, offsets[index]));
  return { offsets, cells };
}
