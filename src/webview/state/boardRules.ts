/**
 * The rules of a shown board beyond its cells: which cells are holes, which
 * state each cell must reach, and which cells a press changes. The webview's one place for them,
 * over the shared vocabulary's neighbourhoodInto (the rule the core uses). Pure.
 */

import type { PuzzleView } from '../../protocol/protocol';
import { neighbourhoodCapacity, neighbourhoodInto, type CellRules } from '../../domain/topology';

/** The board fields the rules depend on. */
export type RulesView = Pick<PuzzleView, 'rows' | 'columns' | 'topology' | 'neighbourhood' | 'holes'>;

/** What a board must reach: one state for every cell (a number) or one per cell (row-major, 0 at holes). */
export type BoardGoal = number | Uint8Array;

/** Whether cell `index` (row-major) is a hole. */
export function isHoleAt(puzzle: Pick<PuzzleView, 'holes'>, index: number): boolean {
  return puzzle.holes !== undefined && puzzle.holes[index] === 1;
}

/** The state cell `index` must reach: its target, or the objective (0 at a hole, which has no state). */
export function targetAt(puzzle: Pick<PuzzleView, 'objective' | 'target' | 'holes'>, index: number): number {
  if (puzzle.target !== undefined) return puzzle.target[index];
  return isHoleAt(puzzle, index) ? 0 : puzzle.objective;
}

// Per holes array: the objective's goal with 0 at the holes (holes never change once received).
const holedGoals = new WeakMap<Uint8Array, { readonly objective: number; readonly goal: Uint8Array }>();

/**
 * What the board must reach, as cheaply as it can be said: the objective (a number) for a board
 * without holes or target, the target, or (holes without a target) the objective with 0 at the
 * holes, made once per holes array.
 */
export function boardGoal(puzzle: Pick<PuzzleView, 'objective' | 'target' | 'holes'>): BoardGoal {
  if (puzzle.target !== undefined) return puzzle.target;
  if (puzzle.holes === undefined) return puzzle.objective;
  const known = holedGoals.get(puzzle.holes);
  if (known !== undefined && known.objective === puzzle.objective) return known.goal;
  const goal = new Uint8Array(puzzle.holes.length);
  for (let index = 0; index < goal.length; index++) goal[index] = puzzle.holes[index] ? 0 : puzzle.objective;
  holedGoals.set(puzzle.holes, { objective: puzzle.objective, goal });
  return goal;
}

/** The goal state of cell `index` under `goal`. */
export function goalAt(goal: BoardGoal, index: number): number {
  return typeof goal === 'number' ? goal : goal[index];
}

/** Whether a target is set and not every cell of the board (holes aside) must reach the same state. */
export function hasMixedTarget(puzzle: Pick<PuzzleView, 'target' | 'holes'>): boolean {
  const { target } = puzzle;
  if (target === undefined) return false;
  let first = -1;
  for (let index = 0; index < target.length; index++) {
    if (isHoleAt(puzzle, index)) continue;
    if (first === -1) first = target[index];
    else if (target[index] !== first) return true;
  }
  return false;
}

/** The cell rules of a shown board, for neighbourhoodInto. */
export function cellRules(puzzle: RulesView): CellRules {
  return { rows: puzzle.rows, columns: puzzle.columns, topology: puzzle.topology, neighbourhood: puzzle.neighbourhood, holes: puzzle.holes ?? null };
}

// One scratch buffer, grown to the largest neighbourhood seen: the webview runs one press at a time.
let scratch = new Int32Array(9);

/**
 * The cells a press of `index` changes, in a shared buffer valid until the next call (a hole
 * changes nothing: an empty view).
 */
export function changedCells(puzzle: RulesView, index: number): Int32Array {
  const rules = cellRules(puzzle);
  const capacity = neighbourhoodCapacity(rules);
  if (scratch.length < capacity) scratch = new Int32Array(capacity);
  return scratch.subarray(0, neighbourhoodInto(rules, index, scratch));
}

/** A board's values (states or targets) as the test hooks carry them: cells joined by ",", rows by "/", "." at holes ("1,./0,1"). */
export function holedGridText(values: Uint8Array, board: { readonly columns: number; readonly holes?: Uint8Array }): string {
  const lines: string[] = [];
  for (let start = 0; start < values.length; start += board.columns) {
    const cells: string[] = [];
    for (let index = start; index < Math.min(values.length, start + board.columns); index++)
      cells.push(board.holes?.[index] === 1 ? '.' : String(values[index]));
    lines.push(cells.join(','));
  }
  return lines.join('/');
}
