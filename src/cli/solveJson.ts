/**
 * The JSON of `lights-out solve --json` (a contract), written as it is made so that the grids of
 * the largest boards never stand whole in one string, and when two engines' answers for one board
 * agree. Pure but for the stream it writes to.
 */

import { isHole, type Puzzle } from '../core/puzzle';
import type { SolveResult } from '../solvers/types';
import type { TextStream } from './output';
import { unprovenSentence } from './solveReport';

/** The JSON printed by `lights-out solve --json` (a contract); `Grid` is how its grids are held. */
export interface SolveJson<Grid = (number | null)[][]> {
  solvable: boolean;
  /** The press grid, R x C counts 0..k-1 with null at holes; null when not solvable or with --no-presses. */
  presses: Grid | null;
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
  certificate: Grid | null;
  solver: string;
  /** Which clingo runner solved; only with `"solver": "clingo"`. */
  runner?: 'native' | 'wasm';
  elapsedMs: number;
}

/** Converts a solve result to the JSON contract; `runner` is there only for clingo. `includeGrids: false` drops the press and certificate grids. */
export function solveJson(puzzle: Puzzle, result: SolveResult, includeGrids: boolean): SolveJson {
  return solveJsonWith(result, includeGrids, (values) => cellRows(puzzle, values));
}

/** {@link solveJson} with its grids as {@link JsonGrid}s, for {@link writeJson}. */
export function streamedSolveJson(puzzle: Puzzle, result: SolveResult, includeGrids: boolean): SolveJson<JsonGrid> {
  return solveJsonWith(result, includeGrids, (values) => new JsonGrid(puzzle, values));
}

function solveJsonWith<Grid>(result: SolveResult, includeGrids: boolean, grid: (values: Uint8Array) => Grid): SolveJson<Grid> {
  return {
    solvable: result.solvable,
    presses: includeGrids && result.presses ? grid(result.presses) : null,
    totalPresses: result.totalPresses,
    minimal: result.minimal,
    lowerBound: result.lowerBound,
    unprovenReason: unprovenSentence(result),
    solutionCount: result.solutionCount.toString(),
    certificate: includeGrids && result.certificate ? grid(result.certificate) : null,
    solver: result.solver,
    ...(result.solver === 'clingo' && result.runner ? { runner: result.runner } : {}),
    elapsedMs: Math.round(result.elapsedMs * 1000) / 1000,
  };
}

/** The JSON text of the numbers 0..35. */
const NUMBER_TEXT = Array.from({ length: 36 }, (_, value) => String(value));

/**
 * A grid of the JSON (R x C values 0..k-1, null at holes) that is written one row at a time by
 * {@link writeJson}, and as its rows by JSON.stringify.
 */
export class JsonGrid {
  constructor(
    readonly puzzle: Pick<Puzzle, 'rows' | 'columns' | 'holes'>,
    readonly values: ArrayLike<number>,
  ) {}

  /** Row `row` as JSON text, e.g. "[1,0,null]". */
  rowText(row: number): string {
    const { columns } = this.puzzle;
    // Joined from an array: built by `+=` a long row is a deep rope that is slow to flatten.
    const texts = new Array<string>(columns);
    for (let column = 0; column < columns; column++) {
      const cell = row * columns + column;
      texts[column] = isHole(this.puzzle, cell) ? 'null' : (NUMBER_TEXT[this.values[cell]] ?? String(this.values[cell]));
    }
    return `[${texts.join(',')}]`;
  }

  toJSON(): (number | null)[][] {
    return cellRows(this.puzzle, this.values);
  }
}

/**
 * Writes `value` as JSON, as JSON.stringify would but for its {@link JsonGrid}s, which are written
 * one row a line, so that only one row at a time is made into text. Objects and arrays that hold
 * a grid are opened here; everything else goes through JSON.stringify.
 */
export function writeJson(stream: TextStream, value: unknown): void {
  if (value instanceof JsonGrid) {
    stream.write('[');
    for (let row = 0; row < value.puzzle.rows; row++) {
      if (row > 0) stream.line(',');
      stream.write(value.rowText(row));
    }
    stream.write(']');
  } else if (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).some(holdsGrid)) {
    stream.write('{');
    let first = true;
    for (const [key, member] of Object.entries(value)) {
      if (member === undefined) continue;
      stream.write(`${first ? '' : ','}${JSON.stringify(key)}:`);
      first = false;
      writeJson(stream, member);
    }
    stream.write('}');
  } else {
    stream.write(JSON.stringify(value));
  }
}

function holdsGrid(value: unknown): boolean {
  if (value instanceof JsonGrid) return true;
  return typeof value === 'object' && value !== null && Object.values(value).some(holdsGrid);
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
export interface BothJson<Grid = (number | null)[][]> extends SolveJson<Grid> {
  engines: { internal: SolveJson<Grid>; clingo: SolveJson<Grid> | { error: string } };
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
