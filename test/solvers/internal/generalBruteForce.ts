/**
 * An independent reference for boards of any rules, written from the definition only (no engine
 * code, no shared neighbour rules): the cells a press changes, computed from the offsets here, and
 * the whole solution set of a tiny board by enumerating all k^n press patterns (n = the cells that
 * are not holes).
 */

import type { Puzzle } from '../../../src/core/puzzle';

/** Offsets [row, column] of each named neighbourhood, spelled out again here. */
const NAMED: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
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

/** The cells a press of `index` changes, each once, holes left out (none for a hole). */
export function referenceEffect(puzzle: Puzzle, index: number): number[] {
  const { rows, columns, topology, holes } = puzzle;
  if (holes && holes[index]) return [];
  const r = Math.floor(index / columns);
  const c = index % columns;
  let offsets: readonly (readonly [number, number])[];
  if (topology === 'hex') {
    // Odd-r rows: an even row meets columns c - 1 and c of the rows next to it, an odd row c and c + 1.
    const left = r % 2 === 0 ? -1 : 0;
    offsets = [
      [0, 0],
      [0, -1],
      [0, 1],
      [-1, left],
      [-1, left + 1],
      [1, left],
      [1, left + 1],
    ];
  } else {
    const neighbourhood = puzzle.neighbourhood ?? 'cross';
    offsets = typeof neighbourhood === 'string' ? NAMED[neighbourhood] : neighbourhood;
  }
  const cells = new Set<number>();
  for (const [dr, dc] of offsets) {
    let row = r + dr;
    let column = c + dc;
    if (topology === 'torus') {
      row = ((row % rows) + rows) % rows;
      column = ((column % columns) + columns) % columns;
    } else if (row < 0 || row >= rows || column < 0 || column >= columns) continue;
    const cell = row * columns + column;
    if (!holes || !holes[cell]) cells.add(cell);
  }
  return [...cells];
}

/** b_i = target_i - state_i mod k (the target, or the objective; 0 at holes). */
export function referenceRightHandSide(puzzle: Puzzle): number[] {
  const k = puzzle.states;
  return Array.from(puzzle.grid, (state, index) => {
    if (puzzle.holes && puzzle.holes[index]) return 0;
    const target = puzzle.target ? puzzle.target[index] : puzzle.objective;
    return (target - state + k) % k;
  });
}

/** The whole solution set of a tiny board, summarised. */
export interface ReferenceSolutions {
  readonly count: number;
  /** The fewest total presses (entries 0..k-1 summed) of a solution; null when none. */
  readonly minimum: number | null;
  /** The number of quiet patterns (press patterns that change nothing). */
  readonly quiet: number;
}

/** Enumerates every press pattern over the cells that are not holes (an odometer, one column added per digit step). */
export function referenceSolutions(puzzle: Puzzle): ReferenceSolutions {
  const k = puzzle.states;
  const cells = puzzle.grid.length;
  const free = Array.from({ length: cells }, (_, index) => index).filter((index) => !(puzzle.holes && puzzle.holes[index]));
  const effects = free.map((index) => referenceEffect(puzzle, index));
  const b = referenceRightHandSide(puzzle);
  const change = new Array<number>(cells).fill(0);
  const digits = new Array<number>(free.length).fill(0);
  let total = 0;
  let count = 0;
  let quiet = 0;
  let minimum: number | null = null;
  for (;;) {
    let solves = true;
    let isQuiet = true;
    for (let i = 0; i < cells; i++) {
      if (change[i] !== b[i]) solves = false;
      if (change[i] !== 0) isQuiet = false;
    }
    if (solves) {
      count++;
      if (minimum === null || total < minimum) minimum = total;
    }
    if (isQuiet) quiet++;
    let position = 0;
    while (position < free.length) {
      for (const cell of effects[position]) change[cell] = (change[cell] + 1) % k;
      digits[position]++;
      total++;
      if (digits[position] < k) break;
      digits[position] = 0;
      total -= k;
      position++;
    }
    if (position === free.length) break;
  }
  return { count, minimum, quiet };
}

/** True when y is 0 at holes, sums to 0 mod k over the cells each press changes, and y . b is not 0 mod k. */
export function referenceCertificateHolds(puzzle: Puzzle, y: ArrayLike<number>): boolean {
  const k = puzzle.states;
  const b = referenceRightHandSide(puzzle);
  for (let j = 0; j < y.length; j++) {
    if (puzzle.holes && puzzle.holes[j]) {
      if (y[j] % k !== 0) return false;
      continue;
    }
    let sum = 0;
    for (const cell of referenceEffect(puzzle, j)) sum += y[cell];
    if (sum % k !== 0) return false;
  }
  let dot = 0;
  for (let i = 0; i < y.length; i++) dot += y[i] * b[i];
  return dot % k !== 0;
}

/** True when pressing `presses` changes nothing (each changed cell gets a multiple of k). */
export function referenceIsQuiet(puzzle: Puzzle, presses: ArrayLike<number>): boolean {
  const k = puzzle.states;
  const change = new Array<number>(presses.length).fill(0);
  for (let j = 0; j < presses.length; j++) for (const cell of referenceEffect(puzzle, j)) change[cell] += presses[j];
  return change.every((value) => value % k === 0) && Array.from(presses).every((value, index) => !(puzzle.holes && puzzle.holes[index]) || value % k === 0);
}
