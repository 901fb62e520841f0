/**
 * The independent brute-force oracle of every solver test: it tries every press pattern of a small
 * board and reports exactly what a solver must find (solvability, the exact solution count, the
 * minimum number of presses, the quiet patterns), and checks a solver's presses, quiet patterns
 * and certificates by their definitions.
 *
 * Independence is the point: nothing here comes from src/solvers or the topology code in
 * src/domain. The press rules are written again from the documented text (topologies plain, torus
 * and hex odd-r; the named neighbourhoods and offset lists; holes; a target per cell), so a test
 * that compares this oracle with a solver cross-checks two separate readings of the rules. Only
 * types are shared (erased at compile time).
 *
 * Counting method: an odometer over the press counts of the cells that are not holes (the first
 * such cell is the fastest digit, each digit 0..k-1). Every odometer step presses exactly one cell
 * once more modulo k (a digit that wraps from k-1 to 0 has been pressed k times, which changes
 * nothing), so the board state, the number of cells off their goal and the total press count are
 * all updated incrementally in O(neighbourhood) per step.
 */

import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import type { BoardShape } from '../../src/core/puzzle';

/** The default largest number of press patterns (k^(cells that are not holes)) the oracle agrees to try. */
export const BRUTE_FORCE_PATTERN_LIMIT = 2 ** 22;

/** The rules of a board as the oracle reads them: which cells a press changes. */
export type BruteForceShape = Pick<BoardShape, 'rows' | 'columns' | 'topology'> & Partial<Pick<BoardShape, 'neighbourhood' | 'holes'>>;

/** A board for the oracle: a shape and its cell states, row-major, each in 0..states-1 (0 at holes). */
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
  /** Whether at least one press pattern takes the board to its goal. */
  readonly solvable: boolean;
  /** The exact number of press patterns (counts 0..k-1 per cell that is not a hole) that solve the board. */
  readonly solutionCount: bigint;
  /** The smallest total press count among the solutions, or null when unsolvable. */
  readonly minTotal: number | null;
  /** How many solutions have exactly `minTotal` presses (0 when unsolvable). */
  readonly minimalPatternCount: number;
  /** The first minimal solution in odometer order (row-major, 0 at holes), or null. */
  readonly firstMinimalPattern: Uint8Array | null;
  /** How many press patterns were tried: k^(cells that are not holes). */
  readonly patternCount: number;
  /**
   * Every solving pattern in odometer order, each row-major with counts 0..k-1 (0 at holes);
   * present only when `collectSolutions` was asked for.
   */
  readonly allSolutions?: readonly Uint8Array[];
}

type Offsets = readonly (readonly [number, number])[];

/** The named neighbourhoods, the pressed cell first; `cross` in the order up, left, right, down. */
const NAMED_OFFSETS: Readonly<Record<string, Offsets>> = {
  cross: [
    [0, 0],
    [-1, 0],
    [0, -1],
    [0, 1],
    [1, 0],
  ],
  x: [
    [0, 0],
    [-1, -1],
    [-1, 1],
    [1, -1],
    [1, 1],
  ],
  moore: [-1, 0, 1].flatMap((row) => [-1, 0, 1].map((column) => [row, column] as const)),
  knight: [
    [0, 0],
    [-2, -1],
    [-2, 1],
    [-1, -2],
    [-1, 2],
    [1, -2],
    [1, 2],
    [2, -1],
    [2, 1],
  ],
};

/** Hex, odd rows shifted half a cell right: the cell, its row neighbours, then the rows above and below. */
function hexOffsets(row: number): Offsets {
  const left = row % 2 === 0 ? -1 : 0;
  return [
    [0, 0],
    [0, -1],
    [0, 1],
    [-1, left],
    [-1, left + 1],
    [1, left],
    [1, left + 1],
  ];
}

function isHole(shape: BruteForceShape, cell: number): boolean {
  return !!shape.holes && shape.holes[cell] === 1;
}

/**
 * The cells a press of (row, column) changes by the documented rules, each once, as row-major
 * indices in the order of the rule's offsets:
 *
 * - square boards: the offsets of the neighbourhood (absent: `cross`, the cell then up, left,
 *   right, down; `x` the cell and its diagonals; `moore` all nine; `knight` the cell and the
 *   knight moves; a list: exactly its offsets, the cell itself only when [0, 0] is listed);
 * - hex, odd rows shifted half a cell right: the cell, (r, c-1), (r, c+1), and for even r
 *   (r-1, c-1), (r-1, c), (r+1, c-1), (r+1, c), for odd r (r-1, c), (r-1, c+1), (r+1, c), (r+1, c+1);
 * - plain and hex drop cells off the board, torus wraps them (a cell reached twice counts once);
 * - a hole is never changed, and pressing a hole changes nothing.
 *
 * Throws a RangeError for a cell outside the board.
 */
export function bruteForceNeighbourhood(shape: BruteForceShape, row: number, column: number): number[] {
  const { rows, columns, topology } = shape;
  if (!Number.isInteger(row) || !Number.isInteger(column) || row < 0 || row >= rows || column < 0 || column >= columns) {
    throw new RangeError(`cell (${row}, ${column}) is outside the ${rows}x${columns} board`);
  }
  if (isHole(shape, row * columns + column)) return [];
  let offsets: Offsets;
  if (topology === 'hex') offsets = hexOffsets(row);
  else if (topology === 'plain' || topology === 'torus') {
    const neighbourhood = shape.neighbourhood ?? 'cross';
    offsets = typeof neighbourhood === 'string' ? NAMED_OFFSETS[neighbourhood] : neighbourhood;
  } else {
    const unknown: never = topology;
    throw new RangeError(`unknown topology ${String(unknown)}`);
  }
  const cells = new Set<number>();
  for (const [rowStep, columnStep] of offsets) {
    let neighbourRow = row + rowStep;
    let neighbourColumn = column + columnStep;
    if (topology === 'torus') {
      neighbourRow = ((neighbourRow % rows) + rows) % rows;
      neighbourColumn = ((neighbourColumn % columns) + columns) % columns;
    } else if (neighbourRow < 0 || neighbourRow >= rows || neighbourColumn < 0 || neighbourColumn >= columns) {
      continue;
    }
    const cell = neighbourRow * columns + neighbourColumn;
    if (!isHole(shape, cell)) cells.add(cell);
  }
  return [...cells];
}

/**
 * How much a press pattern adds to every cell (row-major, not reduced): the sum of the press
 * counts of the cells whose press changes it. The press matrix times `presses`.
 */
export function bruteForceChanges(shape: BruteForceShape, presses: ArrayLike<number>): number[] {
  const { rows, columns } = shape;
  if (presses.length !== rows * columns) {
    throw new RangeError(`a press pattern for a ${rows}x${columns} board has ${rows * columns} entries, got ${presses.length}`);
  }
  const changes = new Array<number>(rows * columns).fill(0);
  for (let index = 0; index < presses.length; index++) {
    if (!Number.isInteger(presses[index])) throw new RangeError(`press count at index ${index} is not an integer`);
    if (presses[index] === 0) continue;
    for (const cell of bruteForceNeighbourhood(shape, Math.floor(index / columns), index % columns)) changes[cell] += presses[index];
  }
  return changes;
}

/** The state cell `cell` must reach: its target, or the objective. */
function goalOf(puzzle: BoardShape, cell: number): number {
  return puzzle.target ? puzzle.target[cell] : puzzle.objective;
}

/**
 * Applies a press pattern (row-major press counts, any integers, taken mod k) with the oracle's
 * own rules and returns the new grid; the input is not changed. Lets a test check a solver's
 * answer without trusting src/core.
 */
export function bruteForceApplyPresses(puzzle: BruteForcePuzzle, presses: ArrayLike<number>): Uint8Array {
  checkBoard(puzzle);
  const k = puzzle.states;
  const changes = bruteForceChanges(puzzle, presses);
  return Uint8Array.from(puzzle.grid, (state, cell) => (((state + changes[cell]) % k) + k) % k);
}

/**
 * Tries all k^(cells that are not holes) press patterns of the board and reports the exact
 * solution count, the minimum total press count and how many patterns reach it. Refuses
 * (RangeError) a board with more patterns than `options.patternLimit` (default
 * {@link BRUTE_FORCE_PATTERN_LIMIT}) and an invalid board.
 */
export function bruteForceSolve(puzzle: BruteForcePuzzle, options: BruteForceOptions = {}): BruteForceResult {
  checkBoard(puzzle);
  const { rows, columns, states } = puzzle;
  const cellCount = rows * columns;
  const free: number[] = [];
  for (let cell = 0; cell < cellCount; cell++) if (!isHole(puzzle, cell)) free.push(cell);
  const patternCount = countPatterns(puzzle, free.length, options.patternLimit ?? BRUTE_FORCE_PATTERN_LIMIT);
  const { offsets, cells } = buildPressTable(puzzle, free);
  const goal = Uint8Array.from({ length: cellCount }, (_, cell) => goalOf(puzzle, cell));

  const state = Uint8Array.from(puzzle.grid);
  const digits = new Uint8Array(cellCount);
  let cellsOffGoal = 0;
  for (const cell of free) if (state[cell] !== goal[cell]) cellsOffGoal++;
  let total = 0;

  let solutionCount = 0;
  let minTotal = Infinity;
  let minimalPatternCount = 0;
  let firstMinimalPattern: Uint8Array | null = null;
  const allSolutions: Uint8Array[] | undefined = options.collectSolutions ? [] : undefined;
  const lastState = states - 1;

  for (let pattern = 0; pattern < patternCount; pattern++) {
    if (pattern > 0) {
      let position = 0;
      for (;;) {
        for (let at = offsets[position], end = offsets[position + 1]; at < end; at++) {
          const target = cells[at];
          const before = state[target];
          const after = before === lastState ? 0 : before + 1;
          state[target] = after;
          if (before === goal[target]) cellsOffGoal++;
          else if (after === goal[target]) cellsOffGoal--;
        }
        const cell = free[position];
        if (digits[cell] === lastState) {
          digits[cell] = 0;
          total -= lastState;
          position++;
        } else {
          digits[cell]++;
          total++;
          break;
        }
      }
    }
    if (cellsOffGoal !== 0) continue;
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
 * Every quiet pattern of the board shape: the press patterns (counts 0..k-1, row-major, 0 at
 * holes) that change no cell, in odometer order, so the zero pattern comes first. They form a
 * group under addition mod k, so their number divides k^(cells that are not holes). Same limits
 * as {@link bruteForceSolve}.
 */
export function bruteForceQuietPatterns(shape: BoardShape, options: Omit<BruteForceOptions, 'collectSolutions'> = {}): Uint8Array[] {
  const cells = shape.rows * shape.columns;
  const solvedBoard: BruteForcePuzzle = {
    ...shape,
    target: null,
    grid: Uint8Array.from({ length: cells }, (_, cell) => (isHole(shape, cell) ? 0 : shape.objective)),
  };
  const result = bruteForceSolve(solvedBoard, { ...options, collectSolutions: true });
  return [...(result.allSolutions ?? [])];
}

/** Whether pressing `presses` changes no cell modulo `modulus` (default the board's k) and presses no hole. */
export function bruteForceIsQuiet(shape: BruteForceShape & Pick<BoardShape, 'states'>, presses: ArrayLike<number>, modulus = shape.states): boolean {
  return quietFault(shape, presses, modulus) === null;
}

/**
 * Why `certificate` (row-major, or an R x C grid with null at holes) does not prove the puzzle
 * unsolvable, or null when it does. A proof is a vector y over the cells, entries 0..k-1 and 0 at
 * holes, such that every press changes the y-weighted sum of the board by a multiple of k (the sum
 * of y over the cells the press changes is 0 mod k), while y . (goal - state) is not 0 mod k.
 */
export function bruteForceCertificateFault(puzzle: BruteForcePuzzle, certificate: ArrayLike<number> | readonly (readonly (number | null)[])[]): string | null {
  const k = puzzle.states;
  const marks = flatten(puzzle, certificate, 'certificate').map((mark) => mark ?? 0);
  for (let cell = 0; cell < marks.length; cell++) {
    const mark = marks[cell];
    if (!Number.isInteger(mark) || mark < 0 || mark >= k) return `mark ${mark} at cell ${cell} is outside 0..${k - 1}`;
    if (isHole(puzzle, cell) && mark !== 0) return `a mark on the hole at cell ${cell}`;
  }
  for (let cell = 0; cell < marks.length; cell++) {
    const row = Math.floor(cell / puzzle.columns);
    const change = bruteForceNeighbourhood(puzzle, row, cell % puzzle.columns).reduce((sum, changed) => sum + marks[changed], 0);
    if (change % k !== 0) return `pressing cell ${cell} changes the marked sum by ${change}, not a multiple of ${k}`;
  }
  let gap = 0;
  for (let cell = 0; cell < marks.length; cell++) gap += marks[cell] * (goalOf(puzzle, cell) - puzzle.grid[cell] + k);
  return gap % k === 0 ? `the marked sums of the board and of its goal agree mod ${k}` : null;
}

/**
 * Asserts that `presses` (row-major, or an R x C grid with null at holes) takes the board to its
 * goal modulo `modulus` (default the board's k), pressing no hole.
 */
export function assertBruteForceSolves(
  puzzle: BruteForcePuzzle,
  presses: ArrayLike<number> | readonly (readonly (number | null)[])[] | null | undefined,
  what = '',
  modulus = puzzle.states,
): void {
  assert.ok(presses, `${what}: no presses`);
  const flat = flatten(puzzle, presses, what).map((times) => times ?? 0);
  flat.forEach((times, cell) => assert.ok(!isHole(puzzle, cell) || times % modulus === 0, `${what}: a press on the hole at cell ${cell}`));
  const changes = bruteForceChanges(puzzle, flat);
  changes.forEach((change, cell) => {
    if (isHole(puzzle, cell)) return;
    const missing = goalOf(puzzle, cell) - puzzle.grid[cell] - change;
    assert.equal(((missing % modulus) + modulus) % modulus, 0, `${what}: cell ${cell} misses its goal mod ${modulus}`);
  });
}

/** Asserts that `pattern` is quiet modulo `modulus`: pressing it changes no cell and presses no hole. */
export function assertBruteForceQuiet(shape: BruteForceShape, pattern: ArrayLike<number>, modulus: number, what = ''): void {
  const fault = quietFault(shape, pattern, modulus);
  assert.equal(fault, null, `${what}: ${fault}`);
}

/** Asserts that `certificate` proves the board unsolvable (see {@link bruteForceCertificateFault}). */
export function assertBruteForceCertificate(
  puzzle: BruteForcePuzzle,
  certificate: ArrayLike<number> | readonly (readonly (number | null)[])[] | null | undefined,
  what = '',
): void {
  assert.ok(certificate, `${what}: no certificate for an unsolvable board`);
  const fault = bruteForceCertificateFault(puzzle, certificate);
  assert.equal(fault, null, `${what}: ${fault}`);
}

function quietFault(shape: BruteForceShape, pattern: ArrayLike<number>, modulus: number): string | null {
  for (let cell = 0; cell < pattern.length; cell++) if (isHole(shape, cell) && pattern[cell] % modulus !== 0) return `a press on the hole at cell ${cell}`;
  const changes = bruteForceChanges(shape, pattern);
  const cell = changes.findIndex((change) => change % modulus !== 0);
  return cell < 0 ? null : `cell ${cell} changes by ${changes[cell]} mod ${modulus}`;
}

/** A row-major copy of `values`; an R x C grid must have null exactly at the holes. */
function flatten(shape: BruteForceShape, values: ArrayLike<number> | readonly (readonly (number | null)[])[], what: string): (number | null)[] {
  if (!Array.isArray(values)) {
    const flat = Array.from(values as ArrayLike<number>);
    assert.equal(flat.length, shape.rows * shape.columns, `${what}: length`);
    return flat;
  }
  const grid = values as readonly (readonly (number | null)[])[];
  if (grid.length > 0 && !Array.isArray(grid[0])) return flatten(shape, Uint8Array.from(values as readonly number[]), what);
  assert.equal(grid.length, shape.rows, `${what}: rows`);
  for (const row of grid) assert.equal(row.length, shape.columns, `${what}: columns`);
  const flat = grid.flat();
  flat.forEach((value, cell) => assert.equal(value === null, isHole(shape, cell), `${what}: null exactly at holes (cell ${cell})`));
  return flat;
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

function countPatterns(shape: BoardShape, freeCells: number, patternLimit: number): number {
  const patternCount = shape.states ** freeCells;
  if (patternCount > patternLimit) {
    throw new RangeError(
      `brute force refuses a ${shape.rows}x${shape.columns} board with ${shape.states} states: ` +
        `${shape.states}^${freeCells} patterns exceed the limit of ${patternLimit}`,
    );
  }
  return patternCount;
}

/** The presses of the free cells, flattened: free cell `free[i]` changes `cells[offsets[i] .. offsets[i + 1])`. */
function buildPressTable(shape: BruteForceShape, free: readonly number[]): { offsets: Int32Array; cells: Int32Array } {
  const offsets = new Int32Array(free.length + 1);
  const lists = free.map((cell, position) => {
    const list = bruteForceNeighbourhood(shape, Math.floor(cell / shape.columns), cell % shape.columns);
    offsets[position + 1] = offsets[position] + list.length;
    return list;
  });
  const cells = new Int32Array(offsets[free.length]);
  lists.forEach((list, position) => cells.set(list, offsets[position]));
  return { offsets, cells };
}

/**
 * A set of press patterns over Z_k given as a particular pattern plus every combination of
 * generators, generator g taken 0..order-1 times (the shape of a solver's solution set).
 */
export interface BruteForceCoset {
  readonly k: number;
  readonly particular: ArrayLike<number>;
  readonly generators: readonly { readonly pattern: ArrayLike<number>; readonly order: number }[];
}

/** The sum of a pattern's entries: its total press count. */
export function patternTotal(pattern: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < pattern.length; i++) sum += pattern[i];
  return sum;
}

/** Every member of the set, by an ordinary counter over the coefficients (small sets only). */
export function* cosetMembers(set: BruteForceCoset): Generator<number[]> {
  const digits = set.generators.map(() => 0);
  for (;;) {
    const x = Array.from(set.particular);
    set.generators.forEach((g, i) => {
      for (let cell = 0; cell < x.length; cell++) x[cell] = (x[cell] + g.pattern[cell] * digits[i]) % set.k;
    });
    yield x;
    let i = 0;
    while (i < digits.length && ++digits[i] === set.generators[i].order) digits[i++] = 0;
    if (i === digits.length) return;
  }
}

/** The least total over the set, by enumeration. */
export function cosetMinimum(set: BruteForceCoset): number {
  let best = Infinity;
  for (const x of cosetMembers(set)) best = Math.min(best, patternTotal(x));
  return best;
}

/** Whether the pattern is a member of the set (by enumeration). */
export function cosetHas(set: BruteForceCoset, presses: ArrayLike<number>): boolean {
  for (const x of cosetMembers(set)) if (x.every((value, cell) => value === presses[cell])) return true;
  return false;
}

/**
 * The least total of a set over Z_2 of at most 32 cells, by a Gray code over bit masks (fast
 * enough for 2^22 members).
 */
export function binaryCosetMinimum(set: BruteForceCoset): number {
  const toMask = (pattern: ArrayLike<number>): number => {
    let mask = 0;
    for (let cell = 0; cell < pattern.length; cell++) if (pattern[cell] & 1) mask |= 1 << cell;
    return mask;
  };
  const masks = set.generators.map((g) => toMask(g.pattern));
  let current = toMask(set.particular);
  let best = popcount(current);
  for (let step = 1; step < 2 ** masks.length; step++) {
    current ^= masks[31 - Math.clz32(step & -step)];
    best = Math.min(best, popcount(current));
  }
  return best;
}

function popcount(value: number): number {
  let count = 0;
  for (let rest = value >>> 0; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/**
 * A set over Z_k with the given cell and generator counts, drawn from `values` and
 * `orderChoices`: each generator gets an order dividing k and values that are multiples of
 * k / order. Generators need not be independent, so enumeration may meet a member more than once,
 * which the minimum does not mind.
 */
export function randomCoset(
  k: number,
  cells: number,
  generatorCount: number,
  values: readonly number[],
  orderChoices: readonly number[],
): { k: number; particular: Uint8Array; generators: { pattern: Uint8Array; order: number }[] } {
  const orders = Array.from({ length: k - 1 }, (_, i) => i + 2).filter((order) => k % order === 0);
  let next = 0;
  const value = (): number => values[next++ % values.length];
  const particular = Uint8Array.from({ length: cells }, () => value() % k);
  const generators = Array.from({ length: generatorCount }, (_, g) => {
    const order = orders[orderChoices[g % orderChoices.length] % orders.length];
    const unit = k / order;
    const pattern = Uint8Array.from({ length: cells }, () => ((value() % order) * unit) % k);
    return { pattern, order };
  });
  return { k, particular, generators };
}

/**
 * A k = 3 set of `cells` cells in `classes` classes of equal cells (cell c in class c mod classes):
 * each class has a random signature in the `d` generators and a random value of the particular,
 * so a class's cells add up instead of cancelling (large sums, few entries).
 */
export function classedCoset(
  cells: number,
  d: number,
  classes: number,
  seed: number,
): { k: number; particular: Uint8Array; generators: { pattern: Uint8Array; order: number }[] } {
  let state = seed;
  const next = (): number => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 16) % 3;
  };
  const signatures = Array.from({ length: classes }, () => Array.from({ length: d }, next));
  const values = Array.from({ length: classes }, next);
  return {
    k: 3,
    particular: Uint8Array.from({ length: cells }, (_, cell) => values[cell % classes]),
    generators: Array.from({ length: d }, (_, i) => ({ pattern: Uint8Array.from({ length: cells }, (_, cell) => signatures[cell % classes][i]), order: 3 })),
  };
}

/** An arbitrary k: primes, prime powers and composites in 2..36. */
export const anyK = fc.constantFrom(2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 16, 25, 27, 30, 36);
