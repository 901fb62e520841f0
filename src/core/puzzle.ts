/**
 * The Lights Out puzzle model: a rectangular board of cells, each holding a state 0..k-1.
 * Pressing a cell adds 1 (mod k) to it and to each of its neighbours; the goal is every cell
 * equal to the objective state. Pure: no I/O, no vscode.
 */

import type { Random } from './random';
import { neighbourhoodInto } from './topology';

import { MAX_STATES, MIN_STATES, TOPOLOGIES, type Topology } from '../shared/puzzleVocabulary';

export { MAX_STATES, MIN_STATES, TOPOLOGIES, type Topology };

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
  if (!Number.isInteger(rows) || rows < 1) throw new PuzzleError(`rows must be an integer >= 1, got ${rows}`);
  if (!Number.isInteger(columns) || columns < 1) throw new PuzzleError(`columns must be an integer >= 1, got ${columns}`);
  if (!Number.isInteger(states) || states < MIN_STATES || states > MAX_STATES) {
    throw new PuzzleError(`states must be an integer in ${MIN_STATES}..${MAX_STATES}, got ${states}`);
  }
  if (!Number.isInteger(objective) || objective < 0 || objective >= states) {
    throw new PuzzleError(`objective must be an integer in 0..${states - 1}, got ${objective}`);
  }
  if (!TOPOLOGIES.includes(topology)) throw new PuzzleError(`topology must be one of ${TOPOLOGIES.join(', ')}, got ${String(topology)}`);
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
  return { ...pickShape(shape), grid: new Uint8Array(cellCount(shape)).fill(fill) };
}

/** Splits a row-major array into `rows` arrays of `columns` numbers. */
export function toRows(values: ArrayLike<number>, rows: number, columns: number): number[][] {
  const result: number[][] = [];
  for (let r = 0; r < rows; r++) result.push(Array.from({ length: columns }, (_, c) => values[r * columns + c]));
  return result;
}

/** Just the shape fields of a puzzle or shape (drops the grid and anything else). */
export function pickShape(shape: BoardShape): BoardShape {
  return { rows: shape.rows, columns: shape.columns, states: shape.states, objective: shape.objective, topology: shape.topology };
}

/** A copy of the puzzle with its own grid. */
export function clonePuzzle(puzzle: Puzzle): Puzzle {
  return { ...pickShape(puzzle), grid: puzzle.grid.slice() };
}

function checkCell(shape: BoardShape, row: number, col: number): void {
  if (!Number.isInteger(row) || row < 0 || row >= shape.rows || !Number.isInteger(col) || col < 0 || col >= shape.columns) {
    throw new PuzzleError(`cell (${row}, ${col}) is outside the ${shape.rows}x${shape.columns} board`);
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

const scratchNeighbours = new Int32Array(7);

/** Adds `times` (mod k) to cell `index` and its neighbourhood, in place. */
export function pressInPlace(puzzle: Puzzle, index: number, times = 1): void {
  const k = puzzle.states;
  const step = mod(times, k);
  if (step === 0) return;
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

/** True when every cell is in the objective state. */
export function isSolved(puzzle: Puzzle): boolean {
  return puzzle.grid.every((value) => value === puzzle.objective);
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
 * The game spec's "Validate Solution": plays `moves` in order from the puzzle and reports whether
 * every move is on the board and whether the objective is reached. `moves` counts presses.
 */
export function validateMoves(puzzle: Puzzle, moves: readonly Move[]): MoveValidation {
  let current = clonePuzzle(puzzle);
  let count = 0;
  for (let index = 0; index < moves.length; index++) {
    const { row, col, times = 1 } = moves[index];
    if (!Number.isInteger(row) || row < 0 || row >= puzzle.rows || !Number.isInteger(col) || col < 0 || col >= puzzle.columns) {
      return { valid: false, moveIndex: index, reason: `move ${index + 1} presses (${row}, ${col}), outside the ${puzzle.rows}x${puzzle.columns} board` };
    }
    if (!Number.isInteger(times) || times < 0) {
      return { valid: false, moveIndex: index, reason: `move ${index + 1} has press count ${times}; expected a non-negative integer` };
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
 * A uniformly random solvable puzzle: the solved board after pressing every cell a random
 * number of times (0..k-1), as the seeds generate puzzles.
 */
export function randomSolvablePuzzle(shape: BoardShape, random: Random): Puzzle {
  const puzzle = createPuzzle(shape);
  for (let cell = 0; cell < puzzle.grid.length; cell++) pressInPlace(puzzle, cell, random.nextInt(shape.states));
  return puzzle;
}

/**
 * The puzzle on a new shape: cells on both boards keep their state (lowered to states - 1 when it
 * no longer exists), new cells get the new objective.
 */
export function reshapePuzzle(puzzle: Puzzle, shape: BoardShape): Puzzle {
  checkShape(shape);
  const { rows, columns, states, objective } = shape;
  const grid = new Uint8Array(rows * columns).fill(objective);
  for (let row = 0; row < Math.min(rows, puzzle.rows); row++) {
    for (let column = 0; column < Math.min(columns, puzzle.columns); column++) {
      grid[row * columns + column] = Math.min(puzzle.grid[row * puzzle.columns + column], states - 1);
    }
  }
  return { ...pickShape(shape), grid };
}
