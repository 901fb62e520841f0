/**
 * The Lights Out puzzle model: a rectangular board of cells, each holding a state 0..k-1.
 * Pressing a cell adds 1 (mod k) to it and to each of its neighbours; the goal is every cell
 * equal to the objective state. Pure: no I/O, no vscode.
 */

import * as l10n from '../domain/l10n';
import { MAX_STATES, MIN_STATES } from '../domain/limits';
import { neighbourhoodCapacity, neighbourhoodInto, neighbourhoodProblem, TOPOLOGIES, type Neighbourhood, type Topology } from '../domain/topology';
import type { Random } from './random';

/** Room for the named neighbourhoods and hex; larger custom ones grow the scratch buffer. */
const MAX_OFFSETS = 9;

/** The shape of a board: everything about a puzzle except its cell states. */
export interface BoardShape {
  /** Number of rows, at least 1. */
  readonly rows: number;
  /** Number of columns, at least 1. */
  readonly columns: number;
  /** Number of states per cell, k in 2..36. */
  readonly states: number;
  /** The state every cell must reach, 0..k-1. */
  readonly objective: number;
  /** How cells are connected. */
  readonly topology: Topology;
  /**
   * Which cells a press changes (format version 2). Absent: `cross`, the classic rule. Hex boards
   * take none.
   */
  readonly neighbourhood?: Neighbourhood;
  /**
   * Holes (format version 2): 1 at a cell that is not part of the board (it has no state, cannot
   * be pressed, is never changed and is nobody's neighbour), 0 elsewhere; row-major. Absent or
   * null: no holes. `grid` and `target` hold 0 at holes.
   */
  readonly holes?: Uint8Array | null;
  /**
   * The state each cell must reach (format version 2), row-major, 0 at holes. Absent or null:
   * every cell must reach `objective`; present: `objective` is not used.
   */
  readonly target?: Uint8Array | null;
}

/**
 * A puzzle: a board shape and the state of every cell, row-major
 * (cell (r, c) is `grid[r * columns + c]`), each value in 0..states-1.
 */
export interface Puzzle extends BoardShape {
  readonly grid: Uint8Array;
}

/** One move of a play: press cell (row, col) `times` times (default 1). 0-based. */
export interface Move {
  readonly row: number;
  readonly col: number;
  readonly times?: number;
}

/** A thrown error for a puzzle or move that breaks the model's rules. */
export class PuzzleError extends Error {
  override readonly name = 'PuzzleError';
}

/** Throws a {@link PuzzleError} unless `shape` is a valid board shape. */
export function checkShape(shape: BoardShape): void {
  const { rows, columns, states, objective, topology } = shape;
  if (!Number.isInteger(rows) || rows < 1) throw new PuzzleError(l10n.t('rows must be an integer >= 1, got {0}', rows));
  if (!Number.isInteger(columns) || columns < 1) throw new PuzzleError(l10n.t('columns must be an integer >= 1, got {0}', columns));
  if (!Number.isInteger(states) || states < MIN_STATES || states > MAX_STATES) {
    throw new PuzzleError(l10n.t('states must be an integer in {0}..{1}, got {2}', MIN_STATES, MAX_STATES, states));
  }
  if (!Number.isInteger(objective) || objective < 0 || objective >= states) {
    throw new PuzzleError(l10n.t('objective must be an integer in 0..{0}, got {1}', states - 1, objective));
  }
  if (!TOPOLOGIES.includes(topology)) throw new PuzzleError(`topology must be one of ${TOPOLOGIES.join(', ')}, got ${String(topology)}`);
  const { neighbourhood, holes, target } = shape;
  if (neighbourhood !== undefined) {
    if (topology === 'hex') throw new PuzzleError(l10n.t('a hex board has its own six neighbours and takes no neighbourhood'));
    const problem = neighbourhoodProblem(neighbourhood);
    if (problem) throw new PuzzleError(problem);
  }
  const cells = rows * columns;
  if (holes) {
    if (holes.length !== cells) throw new PuzzleError(`holes of a ${rows}x${columns} board have ${cells} entries, got ${holes.length}`);
    if (holes.some((hole) => hole > 1)) throw new PuzzleError('holes must be 0 or 1');
  }
  if (target) {
    if (target.length !== cells) throw new PuzzleError(`the target of a ${rows}x${columns} board has ${cells} entries, got ${target.length}`);
    for (let index = 0; index < cells; index++) {
      if (target[index] >= states)
        throw new PuzzleError(l10n.t('the target of row {0}, column {1} is {2}, outside 0..{3}', ...cellNumbers(columns, index), target[index], states - 1));
      if (target[index] !== 0 && holes && holes[index])
        throw new PuzzleError(l10n.t('the target of row {0}, column {1} is {2}, but the cell is a hole', ...cellNumbers(columns, index), target[index]));
    }
  }
}

/** The 1-based row and column of a row-major cell index, for messages. */
function cellNumbers(columns: number, index: number): [row: number, column: number] {
  return [Math.floor(index / columns) + 1, (index % columns) + 1];
}

/** True when cell `index` (row-major) is a hole. */
export function isHole(shape: Pick<BoardShape, 'holes'>, index: number): boolean {
  return !!shape.holes && shape.holes[index] !== 0;
}

/** True when the board has at least one hole. */
export function hasHoles(shape: Pick<BoardShape, 'holes'>): boolean {
  return !!shape.holes && shape.holes.includes(1);
}

/** The state cell `index` must reach: its target, or the objective (0 at a hole). */
export function cellTarget(shape: Pick<BoardShape, 'objective' | 'target' | 'holes'>, index: number): number {
  if (shape.target) return shape.target[index];
  return isHole(shape, index) ? 0 : shape.objective;
}

/** The state every cell must reach, row-major (0 at holes): the target, or the objective everywhere. */
export function targetGrid(shape: BoardShape): Uint8Array {
  if (shape.target) return shape.target;
  const grid = new Uint8Array(cellCount(shape)).fill(shape.objective);
  if (shape.holes) for (let index = 0; index < grid.length; index++) if (shape.holes[index]) grid[index] = 0;
  return grid;
}

/** Number of cells that are part of the board (cells minus holes). */
export function boardCellCount(shape: BoardShape): number {
  let count = cellCount(shape);
  if (shape.holes) for (let index = 0; index < shape.holes.length; index++) count -= shape.holes[index];
  return count;
}

/**
 * True when the board uses any version 2 feature: a neighbourhood key (even `cross`), a hole, or a
 * target. A board that uses none is written as version 1.
 */
export function usesVersion2(shape: BoardShape): boolean {
  return shape.neighbourhood !== undefined || hasHoles(shape) || !!shape.target;
}

/**
 * True for the boards of format version 1: no holes and the classic cross neighbourhood (named or
 * absent), with a single objective. The engines' structured fast paths apply to these.
 */
export function isClassicBoard(shape: BoardShape): boolean {
  return (shape.neighbourhood === undefined || shape.neighbourhood === 'cross') && !hasHoles(shape);
}

/** Number of cells of a board. */
export function cellCount(shape: BoardShape): number {
  return shape.rows * shape.columns;
}

/** Creates a puzzle with every cell in state `fill` (default: the objective, i.e. solved). */
export function createPuzzle(shape: BoardShape, fill: number = shape.objective): Puzzle {
  checkShape(shape);
  if (!Number.isInteger(fill) || fill < 0 || fill >= shape.states) {
    throw new PuzzleError(`fill must be an integer in 0..${shape.states - 1}, got ${fill}`);
  }
  const grid = new Uint8Array(cellCount(shape));
  // A new array is 0 already: filling it with 0 would touch every page of a large board for nothing.
  if (fill !== 0) grid.fill(fill);
  if (shape.holes) for (let index = 0; index < grid.length; index++) if (shape.holes[index]) grid[index] = 0;
  return { ...pickShape(shape), grid };
}

/** Splits a row-major array into `rows` arrays of `columns` numbers. */
export function toRows(values: ArrayLike<number>, rows: number, columns: number): number[][] {
  const result: number[][] = [];
  for (let r = 0; r < rows; r++) result.push(Array.from({ length: columns }, (_, c) => values[r * columns + c]));
  return result;
}

/**
 * Just the shape fields of a puzzle or shape (drops the grid and anything else); the version 2
 * fields only when set, shared with the input (they are never changed in place).
 */
export function pickShape(shape: BoardShape): BoardShape {
  const picked: { -readonly [K in keyof BoardShape]: BoardShape[K] } = {
    rows: shape.rows,
    columns: shape.columns,
    states: shape.states,
    objective: shape.objective,
    topology: shape.topology,
  };
  if (shape.neighbourhood !== undefined) picked.neighbourhood = shape.neighbourhood;
  if (shape.holes) picked.holes = shape.holes;
  if (shape.target) picked.target = shape.target;
  return picked;
}

/** A copy of the puzzle with its own grid. */
export function clonePuzzle(puzzle: Puzzle): Puzzle {
  return { ...pickShape(puzzle), grid: puzzle.grid.slice() };
}

function checkCell(shape: BoardShape, row: number, col: number): void {
  if (!Number.isInteger(row) || row < 0 || row >= shape.rows || !Number.isInteger(col) || col < 0 || col >= shape.columns) {
    throw new PuzzleError(l10n.t('cell ({0}, {1}) is outside the {2}x{3} board', row, col, shape.rows, shape.columns));
  }
}

function mod(value: number, k: number): number {
  return ((value % k) + k) % k;
}

/**
 * Presses cell (row, col) `times` times (negative to undo presses) and returns the new puzzle:
 * the cell and each of its neighbours gain `times` mod k. The input is not changed.
 */
export function pressCell(puzzle: Puzzle, row: number, col: number, times = 1): Puzzle {
  checkCell(puzzle, row, col);
  const next = clonePuzzle(puzzle);
  pressInPlace(next, row * puzzle.columns + col, times);
  return next;
}

let scratchNeighbours = new Int32Array(MAX_OFFSETS);

/** Adds `times` (mod k) to every cell a press of cell `index` changes, in place (nothing at a hole). */
export function pressInPlace(puzzle: Puzzle, index: number, times = 1): void {
  const k = puzzle.states;
  const step = mod(times, k);
  if (step === 0) return;
  const capacity = neighbourhoodCapacity(puzzle);
  if (scratchNeighbours.length < capacity) scratchNeighbours = new Int32Array(capacity);
  const count = neighbourhoodInto(puzzle, index, scratchNeighbours);
  for (let i = 0; i < count; i++) {
    const cell = scratchNeighbours[i];
    puzzle.grid[cell] = (puzzle.grid[cell] + step) % k;
  }
}

/**
 * Applies a whole press pattern (row-major press counts, any integers, taken mod k) and returns
 * the new puzzle. The input is not changed.
 */
export function applyPresses(puzzle: Puzzle, presses: ArrayLike<number>): Puzzle {
  if (presses.length !== cellCount(puzzle)) {
    throw new PuzzleError(`a press pattern for a ${puzzle.rows}x${puzzle.columns} board has ${cellCount(puzzle)} entries, got ${presses.length}`);
  }
  const next = clonePuzzle(puzzle);
  for (let index = 0; index < presses.length; index++) {
    if (!Number.isInteger(presses[index])) throw new PuzzleError(`press count at index ${index} is not an integer`);
    pressInPlace(next, index, presses[index]);
  }
  return next;
}

/** True when every cell is in its target state (the objective, or its entry of `target`); holes hold 0. */
export function isSolved(puzzle: Puzzle): boolean {
  const { grid, target } = puzzle;
  if (target) {
    for (let index = 0; index < grid.length; index++) if (grid[index] !== target[index]) return false;
    return true;
  }
  if (!puzzle.holes) return grid.every((value) => value === puzzle.objective);
  for (let index = 0; index < grid.length; index++) if (grid[index] !== puzzle.objective && !puzzle.holes[index]) return false;
  return true;
}

/** True when pressing the pattern takes the puzzle to the objective. */
export function solvesPuzzle(puzzle: Puzzle, presses: ArrayLike<number>): boolean {
  return isSolved(applyPresses(puzzle, presses));
}

/** The outcome of {@link validateMoves}. */
export type MoveValidation =
  | { readonly valid: true; readonly solved: boolean; readonly moves: number; readonly final: Puzzle }
  | { readonly valid: false; readonly moveIndex: number; readonly reason: string };

/**
 * Validates a solution: plays `moves` in order from the puzzle and reports whether
 * every move is on the board and whether the objective is reached. `moves` counts presses.
 */
export function validateMoves(puzzle: Puzzle, moves: readonly Move[]): MoveValidation {
  let current = clonePuzzle(puzzle);
  let count = 0;
  for (let index = 0; index < moves.length; index++) {
    const { row, col, times = 1 } = moves[index];
    if (!Number.isInteger(row) || row < 0 || row >= puzzle.rows || !Number.isInteger(col) || col < 0 || col >= puzzle.columns) {
      const reason = l10n.t('move {0} presses ({1}, {2}), outside the {3}x{4} board', index + 1, row, col, puzzle.rows, puzzle.columns);
      return { valid: false, moveIndex: index, reason };
    }
    if (isHole(puzzle, row * puzzle.columns + col)) {
      return { valid: false, moveIndex: index, reason: l10n.t('move {0} presses row {1}, column {2}, which is a hole', index + 1, row + 1, col + 1) };
    }
    if (!Number.isInteger(times) || times < 0) {
      return { valid: false, moveIndex: index, reason: l10n.t('move {0} has press count {1}; expected a non-negative integer', index + 1, times) };
    }
    current = pressCell(current, row, col, times);
    count += times;
  }
  return { valid: true, solved: isSolved(current), moves: count, final: current };
}

/** Total number of presses of a pattern whose entries are press counts 0..k-1. */
export function totalPresses(presses: ArrayLike<number>): number {
  let total = 0;
  for (let index = 0; index < presses.length; index++) total += presses[index];
  return total;
}

/**
 * A uniformly random solvable puzzle: the solved board (every cell at its target) after pressing
 * every cell a random number of times (0..k-1), as the seeds generate puzzles.
 */
export function randomSolvablePuzzle(shape: BoardShape, random: Random): Puzzle {
  const puzzle = { ...createPuzzle(shape), grid: Uint8Array.from(targetGrid(shape)) };
  for (let cell = 0; cell < puzzle.grid.length; cell++) if (!isHole(shape, cell)) pressInPlace(puzzle, cell, random.nextInt(shape.states));
  return puzzle;
}

/**
 * The puzzle on a new shape (size, states, objective, topology and neighbourhood from `shape`):
 * cells on both boards keep their state, hole and target (states lowered to states - 1 when they
 * no longer exist); new cells are part of the board, in the new objective state, with the new
 * objective as their target when the puzzle has a target. `shape`'s own holes and target are not
 * used. Throws a {@link PuzzleError} for an invalid shape.
 */
export function reshapePuzzle(puzzle: Puzzle, shape: BoardShape): Puzzle {
  const { rows, columns, states, objective } = shape;
  const grid = new Uint8Array(rows * columns).fill(objective);
  const holes = puzzle.holes ? new Uint8Array(rows * columns) : null;
  const target = puzzle.target ? new Uint8Array(rows * columns).fill(objective) : null;
  for (let row = 0; row < Math.min(rows, puzzle.rows); row++) {
    for (let column = 0; column < Math.min(columns, puzzle.columns); column++) {
      const from = row * puzzle.columns + column;
      const to = row * columns + column;
      grid[to] = Math.min(puzzle.grid[from], states - 1);
      if (holes && puzzle.holes) holes[to] = puzzle.holes[from];
      if (target && puzzle.target) target[to] = Math.min(puzzle.target[from], states - 1);
    }
  }
  const next: Puzzle = { ...pickShape({ ...shape, holes: hasHoles({ holes }) ? holes : null, target }), grid };
  checkShape(next);
  return next;
}
