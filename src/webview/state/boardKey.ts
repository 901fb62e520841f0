/**
 * Fingerprints of boards, to tell whether the shown board is still the one an answer (a
 * solution, a hint, a path step) was computed for, and the count of cells off the objective, to
 * tell whether a board is solved. Both are kept per grid array (grids are never changed once
 * made) and carried over from one grid to the next by {@link GridEdit}, so a press costs the
 * cells it changes, not the cells of the board.
 *
 * The fingerprint is the Zobrist code of the cells ({@link gridDigest}, src/domain/gridDigest.ts)
 * mixed with a code of the board's shape and rules. Pure apart from the memos, which only ever
 * hold values computed from the array they are keyed by.
 */

import type { BoardView } from '../../protocol/protocol';
import { neighbourhoodKey, type Topology } from '../../domain/topology';
import type { BoardGoal } from './boardRules';
import { gridDigest, highCode, lowCode, mix32, rememberGridDigest, type GridDigest } from '../../domain/gridDigest';
import { copyCells } from '../../domain/cellArray';

const TOPOLOGY_CODES: Readonly<Record<Topology, number>> = { plain: 0, torus: 1, hex: 2 };

interface OffObjective {
  readonly goal: BoardGoal;
  readonly count: number;
}

const offCounts = new WeakMap<Uint8Array, OffObjective>();

const hex = (value: number): string => (value >>> 0).toString(16).padStart(8, '0');

// Per holes or target array (never changed once received): its own Zobrist code, mixed into the shape's.
const ruleCodes = new WeakMap<Uint8Array, number>();

function arrayCode(values: Uint8Array | undefined, salt: number): number {
  if (values === undefined) return 0;
  let code = ruleCodes.get(values);
  if (code === undefined) {
    const digest = gridDigest(values);
    code = mix32(digest.low ^ Math.imul(digest.high, 0x27d4eb2f));
    ruleCodes.set(values, code);
  }
  return mix32(code ^ salt);
}

/** A 32-bit code of a text (FNV-1a), for the neighbourhood's canonical key. */
function textCode(text: string): number {
  let code = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) code = Math.imul(code ^ text.charCodeAt(index), 0x01000193);
  return code >>> 0;
}

/** The code of the rules beyond the classic board: 0 for a version 1 board, so its keys are what they were. */
function rulesCode(puzzle: BoardView): number {
  const key = neighbourhoodKey(puzzle.neighbourhood);
  const neighbourhood = key === 'cross' ? 0 : mix32(textCode(key) ^ 0x3c6ef372);
  return neighbourhood ^ arrayCode(puzzle.holes, 0x1b873593) ^ arrayCode(puzzle.target, 0x6b43a9b5);
}

/**
 * A short fingerprint of a board's shape, states, objective, rules (neighbourhood, holes, target) and cells: equal boards give equal
 * keys; different boards practically never do (a 64-bit code). Costs one pass over the cells the
 * first time a grid array is seen, nothing after that, and nothing for grids made by {@link GridEdit}
 * from a grid whose key was known.
 */
export function boardKey(puzzle: BoardView): string {
  const { low, high } = gridDigest(puzzle.grid);
  const shape = mix32(mix32(mix32(mix32(puzzle.states ^ 0x51ed270b) ^ (puzzle.objective + 0x2545f491)) ^ TOPOLOGY_CODES[puzzle.topology]) ^ rulesCode(puzzle));
  return `${puzzle.rows}x${puzzle.columns}:${hex(low ^ shape)}${hex(high ^ mix32(shape ^ 0x68e31da4))}`;
}

/**
 * How many cells of `grid` are not in their goal state: `goal` is one state for every cell, or a
 * state per cell (a target, 0 at holes, whose grid cells are 0 too). Memoised per array for the
 * last goal asked; one pass when unknown.
 */
export function cellsOffObjective(grid: Uint8Array, goal: BoardGoal): number {
  const known = offCounts.get(grid);
  if (known !== undefined && known.goal === goal) return known.count;
  let count = 0;
  if (typeof goal === 'number') {
    count = cellsOtherThan(grid, goal);
  } else {
    for (let cell = 0; cell < grid.length; cell++) if (grid[cell] !== goal[cell]) count++;
  }
  offCounts.set(grid, { goal, count });
  return count;
}

/**
 * How many cells of `grid` are not `value` (0..255): four cells at a time where the array allows,
 * counting the bytes of each word that differ from `value`'s (the high bit of each nonzero byte of
 * the word's XOR, found without a carry between bytes).
 */
function cellsOtherThan(grid: Uint8Array, value: number): number {
  let count = 0;
  let from = 0;
  if (grid.byteOffset % 4 === 0) {
    const words = new Uint32Array(grid.buffer, grid.byteOffset, grid.length >>> 2);
    const pattern = Math.imul(value, 0x01010101);
    for (let index = 0; index < words.length; index++) {
      const differ = words[index] ^ pattern;
      if (differ === 0) continue;
      const high = (((differ & 0x7f7f7f7f) + 0x7f7f7f7f) | differ) & 0x80808080;
      count += Math.imul(high >>> 7, 0x01010101) >>> 24;
    }
    from = words.length * 4;
  }
  for (let cell = from; cell < grid.length; cell++) if (grid[cell] !== value) count++;
  return count;
}

/** A grid edit that changes more cells than this does not remember them (see {@link cellsChangedFrom}). */
const MAX_REMEMBERED_CHANGES = 4096;

/** Grids made by a {@link GridEdit} that changed few cells: the grid each was made from (not kept alive by this) and the cells set. */
const madeFrom = new WeakMap<Uint8Array, { readonly source: WeakRef<Uint8Array>; readonly cells: readonly number[] }>();

/**
 * The cells in which `next` may differ from `previous` when `next` was made from `previous` by a
 * {@link GridEdit} that changed at most a few thousand cells (every cell it set, each at least
 * once); null when that is not known, and then the two must be compared. A press on a board of
 * millions of cells costs the cells it changes, also for whoever draws the new grid.
 */
export function cellsChangedFrom(previous: ArrayLike<number>, next: ArrayLike<number>): readonly number[] | null {
  if (!(next instanceof Uint8Array)) return null;
  const made = madeFrom.get(next);
  return made !== undefined && made.source.deref() === previous ? made.cells : null;
}

/**
 * A new grid made from `source` by changing some cells: a copy (one fast typed-array pass) whose
 * key and off-objective count follow each {@link GridEdit.set}, so they cost O(changes). The
 * source's own are computed once if unknown. `source` is never changed.
 */
export class GridEdit {
  private readonly grid: Uint8Array;
  private readonly digest: GridDigest;
  private off: number;
  private finished = false;
  /** The cells set so far, while they are few (see {@link cellsChangedFrom}). */
  private changes: number[] | null = [];

  /** Starts from a copy of `source`; `goal` is what the off-objective count is about (one state, or one per cell). */
  constructor(
    private readonly source: Uint8Array,
    private readonly goal: BoardGoal,
  ) {
    this.grid = copyCells(source);
    // Known for the source after its first edit (one pass each), so every grid made from it after that costs its changes only.
    this.digest = { ...gridDigest(source) };
    this.off = cellsOffObjective(source, goal);
  }

  /** The value of `cell` in the grid being made. */
  get(cell: number): number {
    return this.grid[cell];
  }

  /** Sets `cell` to `value` (0..255). */
  set(cell: number, value: number): void {
    if (this.finished) throw new Error('GridEdit: the grid is finished');
    const before = this.grid[cell];
    if (before === value) return;
    this.grid[cell] = value;
    if (this.changes !== null) {
      if (this.changes.length < MAX_REMEMBERED_CHANGES) this.changes.push(cell);
      else this.changes = null;
    }
    this.digest.low = (this.digest.low ^ lowCode(cell, before) ^ lowCode(cell, value)) >>> 0;
    this.digest.high = (this.digest.high ^ highCode(cell, before) ^ highCode(cell, value)) >>> 0;
    const goal = typeof this.goal === 'number' ? this.goal : this.goal[cell];
    this.off += (value !== goal ? 1 : 0) - (before !== goal ? 1 : 0);
  }

  /** Adds `delta` to `cell` modulo `states`. */
  add(cell: number, delta: number, states: number): void {
    this.set(cell, (((this.grid[cell] + delta) % states) + states) % states);
  }

  /** The finished grid (never changed after this), with its key and off-objective count remembered. */
  finish(): Uint8Array {
    this.finished = true;
    rememberGridDigest(this.grid, this.digest);
    offCounts.set(this.grid, { goal: this.goal, count: this.off });
    if (this.changes !== null) madeFrom.set(this.grid, { source: new WeakRef(this.source), cells: this.changes });
    return this.grid;
  }
}

/** Whether two grids hold the same cells (a fast pass over 32-bit words when both are aligned). */
export function sameGrid(a: Uint8Array, b: Uint8Array): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  const words = a.byteOffset % 4 === 0 && b.byteOffset % 4 === 0 ? a.length >>> 2 : 0;
  if (words > 0) {
    const wordsA = new Int32Array(a.buffer, a.byteOffset, words);
    const wordsB = new Int32Array(b.buffer, b.byteOffset, words);
    for (let i = 0; i < words; i++) if (wordsA[i] !== wordsB[i]) return false;
  }
  for (let i = words * 4; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
