/**
 * The JSON of `lights-out solve --json` (a contract), and when two engines' answers for one board
 * agree. Pure.
 */

import { isHole, type Puzzle } from '../core/puzzle';
import type { SolveResult } from '../solvers/types';
import { unprovenSentence } from './solveReport';

/** The JSON printed by `lights-out solve --json` (a contract). */
export interface SolveJson {
  solvable: boolean;
  /** The press grid, R x C counts 0..k-1 with null at holes; null when not solvable or with --no-presses. */
  presses: (number | null)[][] | null;
  totalPresses: number | null;
  /** Whether `totalPresses` is proven to be the fewest possible. */
  minimal: boolean;
  /** A proven lower bound on the presses of every solution (equal to totalPresses when minimal); null when not solvable. */
  lowerBound: number | null;
  /**
   * Why `totalPresses` is not proven the fewest, one plain sentence ("not proven minimal: searching
   * all 387,420,489 solutions would take about 2 min, over the 30 s allowed (--min-timeout)"); null
   * when minimal or not solvable.
   */
  unprovenReason: string | null;
  solutionCount: string;
  /**
   * For an unsolvable board, the proof: an R x C grid of marks 0..k-1, null at holes, such that
   * every press changes the sum of mark times state by a multiple of k, while the objective (or
   * the target) needs another sum mod k; null when solvable or with --no-presses.
   */
  certificate: (number | null)[][] | null;
  solver: string;
  /** Which clingo runner solved; only with `"solver": "clingo"`. */
  runner?: 'native' | 'wasm';
  elapsedMs: number;
}

/** Converts a solve result to the JSON contract; `runner` is there only for clingo. `includeGrids: false` drops the press and certificate grids. */
export function solveJson(puzzle: Puzzle, result: SolveResult, includeGrids: boolean): SolveJson {
  return {
    solvable: result.solvable,
    presses: includeGrids && result.presses ? cellRows(puzzle, result.presses) : null,
    totalPresses: result.totalPresses,
    minimal: result.minimal,
    lowerBound: result.lowerBound,
    unprovenReason: unprovenSentence(result),
    solutionCount: result.solutionCount.toString(),
    certificate: includeGrids && result.certificate ? cellRows(puzzle, result.certificate) : null,
    solver: result.solver,
    ...(result.solver === 'clingo' && result.runner ? { runner: result.runner } : {}),
    elapsedMs: Math.round(result.elapsedMs * 1000) / 1000,
  };
}

/** A row-major array as R x C rows of numbers, null at the puzzle's holes. */
export function cellRows(puzzle: Pick<Puzzle, 'rows' | 'columns' | 'holes'>, values: ArrayLike<number>): (number | null)[][] {
  const rows: (number | null)[][] = [];
  for (let row = 0; row < puzzle.rows; row++) {
    const line: (number | null)[] = [];
    for (let column = 0; column < puzzle.columns; column++) {
      const cell = row * puzzle.columns + column;
      line.push(isHole(puzzle, cell) ? null : values[cell]);
    }
    rows.push(line);
  }
  return rows;
}

/** The JSON of `--solver both`: the internal engine's answer, both engines', and whether they agree. */
export interface BothJson extends SolveJson {
  engines: { internal: SolveJson; clingo: SolveJson | { error: string } };
  agree: boolean;
}

/**
 * Whether two answers for one board agree: the same solvability and solution count; where both
 * proved their minimum the same minimum; and no solution either found below the lower bound the
 * other proved (a proven minimum is such a bound).
 */
export function enginesAgree(first: SolveResult, second: SolveResult): boolean {
  if (first.solvable !== second.solvable || first.solutionCount !== second.solutionCount) return false;
  if (!first.solvable || first.totalPresses === null || second.totalPresses === null) return first.solvable === second.solvable;
  if (first.minimal && second.minimal) return first.totalPresses === second.totalPresses;
  return provenBound(first) <= second.totalPresses && provenBound(second) <= first.totalPresses;
}

/** The fewest presses a solution can have by what `result` proved: its minimum, or its lower bound. */
function provenBound(result: SolveResult): number {
  if (result.minimal && result.totalPresses !== null) return result.totalPresses;
  return result.lowerBound ?? 0;
}
