/**
 * A brute-force oracle for version 2 boards (holes, any neighbourhood, a target per cell), for the
 * clingo engine's and the command line's tests. Like test/support/bruteForce.ts it is independent
 * of the code under test: the rules are written again from the text (docs/lights-format.md,
 * version 2), without src/domain/topology.ts or the shared vocabulary's offset tables.
 *
 * - A press of cell (r, c) changes (r + dr, c + dc) for every listed offset [dr, dc]; the cell
 *   itself only when [0, 0] is listed. Named neighbourhoods: cross = the cell and its 4 orthogonal
 *   neighbours, x = the cell and its 4 diagonal ones, moore = the cell and all 8 around it,
 *   knight = the cell and the 8 knight moves.
 * - plain drops cells off the board; torus wraps them, a cell reached twice changing once.
 * - A hole has no state, cannot be pressed, and is never changed.
 * - The board is solved when every cell that is not a hole equals its target (or the objective).
 */

import * as assert from 'node:assert/strict';
import type { Neighbourhood, Puzzle } from '../../../src/core/puzzle';

const WRITTEN_OFFSETS: Record<string, [number, number][]> = {
  cross: [
    [0, 0],
    [-1, 0],
    [1, 0],
    [0, -1],
    [0, 1],
  ],
  x: [
    [0, 0],
    [-1, -1],
    [-1, 1],
    [1, -1],
    [1, 1],
  ],
  moore: [-1, 0, 1].flatMap((dr) => [-1, 0, 1].map((dc): [number, number] => [dr, dc])),
  knight: [
    [0, 0],
    [-2, -1],
    [-2, 1],
    [2, -1],
    [2, 1],
    [-1, -2],
    [1, -2],
    [-1, 2],
    [1, 2],
  ],
};

function offsetsOf(neighbourhood: Neighbourhood | undefined): readonly (readonly [number, number])[] {
  if (neighbourhood === undefined) return WRITTEN_OFFSETS.cross;
  return typeof neighbourhood === 'string' ? WRITTEN_OFFSETS[neighbourhood] : neighbourhood;
}

function hole(puzzle: Puzzle, cell: number): boolean {
  return !!puzzle.holes && puzzle.holes[cell] === 1;
}

/** The cells a press of `cell` changes (each once), by the rules above; none for a hole. Square boards only. */
export function oracleChanges(puzzle: Puzzle, cell: number): number[] {
  assert.notEqual(puzzle.topology, 'hex', 'the version 2 oracle reads square boards only');
  if (hole(puzzle, cell)) return [];
  const { rows, columns } = puzzle;
  const row = Math.floor(cell / columns);
  const column = cell % columns;
  const changed = new Set<number>();
  for (const [dr, dc] of offsetsOf(puzzle.neighbourhood)) {
    let r = row + dr;
    let c = column + dc;
    if (puzzle.topology === 'torus') {
      r = ((r % rows) + rows) % rows;
      c = ((c % columns) + columns) % columns;
    } else if (r < 0 || r >= rows || c < 0 || c >= columns) {
      continue;
    }
    if (!hole(puzzle, r * columns + c)) changed.add(r * columns + c);
  }
  return [...changed];
}

/** The state cell `cell` must reach. */
function goal(puzzle: Puzzle, cell: number): number {
  return puzzle.target ? puzzle.target[cell] : puzzle.objective;
}

/** What trying every press pattern of the cells that are not holes tells. */
export interface OracleResult {
  readonly solvable: boolean;
  readonly solutionCount: bigint;
  readonly minTotal: number | null;
}

/** Tries every press pattern (k^(cells that are not holes), at most `limit`) and reports solvability, the count and the minimum. */
export function oracleSolve(puzzle: Puzzle, limit = 2 ** 16): OracleResult {
  const k = puzzle.states;
  const free = [...puzzle.grid.keys()].filter((cell) => !hole(puzzle, cell));
  assert.ok(k ** free.length <= limit, `the oracle tries at most ${limit} patterns`);
  const changes = free.map((cell) => oracleChanges(puzzle, cell));
  const digits = new Array<number>(free.length).fill(0);
  let count = 0n;
  let minTotal: number | null = null;
  for (;;) {
    const state = [...puzzle.grid];
    let total = 0;
    digits.forEach((times, index) => {
      total += times;
      for (const cell of changes[index]) state[cell] = (state[cell] + times) % k;
    });
    if (free.every((cell) => state[cell] === goal(puzzle, cell))) {
      count++;
      if (minTotal === null || total < minTotal) minTotal = total;
    }
    let at = 0;
    while (at < digits.length && digits[at] === k - 1) digits[at++] = 0;
    if (at === digits.length) break;
    digits[at]++;
  }
  return { solvable: count > 0n, solutionCount: count, minTotal };
}

/** Asserts that `presses` (row-major, or an R x C grid with null at holes) solves the puzzle by the oracle's rules, pressing no hole. */
export function assertOracleSolves(puzzle: Puzzle, presses: ArrayLike<number> | readonly (readonly (number | null)[])[], what: string): void {
  const flat = flatten(puzzle, presses, what);
  const state = [...puzzle.grid];
  flat.forEach((times, cell) => {
    if (hole(puzzle, cell)) assert.ok(times === null || times === 0, `${what}: a press on the hole at cell ${cell}`);
    for (const changed of oracleChanges(puzzle, cell)) state[changed] = (state[changed] + (times ?? 0)) % puzzle.states;
  });
  for (let cell = 0; cell < state.length; cell++)
    if (!hole(puzzle, cell)) assert.equal(state[cell], goal(puzzle, cell), `${what}: cell ${cell} misses its target`);
}

/**
 * Asserts that `certificate` proves the puzzle unsolvable by its definition: marks y (0 or null at
 * holes) such that every press changes the marked sum by a multiple of k (the sum of y over the
 * cells it changes is 0 mod k), while y . (target - state) is not 0 mod k.
 */
export function assertOracleCertificate(
  puzzle: Puzzle,
  certificate: ArrayLike<number> | readonly (readonly (number | null)[])[] | null | undefined,
  what: string,
): void {
  assert.ok(certificate, `${what}: no certificate for an unsolvable board`);
  const marks = flatten(puzzle, certificate, what).map((mark) => mark ?? 0);
  const k = puzzle.states;
  marks.forEach((mark, cell) => {
    assert.ok(Number.isInteger(mark) && mark >= 0 && mark < k, `${what}: mark ${mark} outside 0..${k - 1}`);
    if (hole(puzzle, cell)) assert.equal(mark, 0, `${what}: a mark on the hole at cell ${cell}`);
  });
  for (let cell = 0; cell < marks.length; cell++) {
    const change = oracleChanges(puzzle, cell).reduce((sum, changed) => sum + marks[changed], 0);
    assert.equal(change % k, 0, `${what}: pressing cell ${cell} changes the marked sum by ${change}`);
  }
  const gap = marks.reduce((sum, mark, cell) => sum + mark * (goal(puzzle, cell) - puzzle.grid[cell] + k), 0) % k;
  assert.notEqual(gap, 0, `${what}: the marked sums of the board and of its target agree mod ${k}`);
}

function flatten(puzzle: Puzzle, values: ArrayLike<number> | readonly (readonly (number | null)[])[], what: string): (number | null)[] {
  if (!Array.isArray(values)) return Array.from(values as ArrayLike<number>);
  const grid = values as readonly (readonly (number | null)[])[];
  assert.equal(grid.length, puzzle.rows, `${what}: rows`);
  for (const row of grid) assert.equal(row.length, puzzle.columns, `${what}: columns`);
  const flat = grid.flat();
  flat.forEach((value, cell) => assert.equal(value === null, hole(puzzle, cell), `${what}: null exactly at holes (cell ${cell})`));
  return flat;
}
