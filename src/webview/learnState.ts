/**
 * The Learn panel's state and texts: the host's teaching data (`teachingResult`), the step of the
 * light-chasing walkthrough shown, the solution picked in the list, and whether the shown board is
 * still the one the data is for. Like the path panel (solutionPathState.ts) the walkthrough
 * follows the board: pressing the ringed cells of a step in play mode brings the board to the next
 * step's board, and the walkthrough moves there; a board that is on no step (half a step pressed,
 * or another edit) has the reducer ask for the data of that board, shown from its first step
 * with presses, so the rings show the cells that are left. Pure.
 */

import type { BoardView, ChasePressView, ChaseStepView, ChaseWalkthroughView, TeachingView, TopologyName } from '../shared/protocol';
import { boardKey } from './boardKey';
import type { CellPosition } from './gridGeometry';
import { followBoard } from './solutionPathState';

/** The Learn panel's data. */
export interface TeachingDisplay {
  readonly view: TeachingView;
  /** Key of the board the data is for. */
  readonly boardKey: string | null;
  /** For a walkthrough: the key of the board before each step, then of the board after the last; otherwise the board's key alone. */
  readonly keys: readonly string[];
  /** The walkthrough step shown, 0..steps: `steps.length` is the end. */
  readonly position: number;
  /** True when the shown board is neither the data's board nor a step of the walkthrough. */
  readonly stale: boolean;
  /** The solution picked in the list (its cells are ringed on the grid), or null. */
  readonly solution: number | null;
}

function withGrid(board: BoardView, grid: readonly number[]): BoardView {
  return { ...board, grid };
}

/** The keys of the boards before each walkthrough step and after the last. */
export function walkthroughKeys(board: BoardView, walkthrough: ChaseWalkthroughView): string[] {
  return [boardKey(board), ...walkthrough.steps.map((step) => boardKey(withGrid(board, step.board)))];
}

/** The panel's data for a fresh answer, placed at the step of the shown board. */
export function teachingDisplay(view: TeachingView, shownKey: string | null): TeachingDisplay {
  if (view.kind !== 'teaching') return { view, boardKey: null, keys: [], position: 0, stale: false, solution: null };
  const key = boardKey(view.board);
  const keys = view.chase.kind === 'walkthrough' ? walkthroughKeys(view.board, view.chase) : [key];
  return syncTeaching({ view, boardKey: key, keys, position: 0, stale: false, solution: null }, shownKey);
}

/** Follows the shown board as {@link syncPath} does for the path. */
export function syncTeaching(display: TeachingDisplay, shownKey: string | null): TeachingDisplay {
  const found = followBoard(display.keys, display.position, shownKey);
  if (found === null) return display.keys.length === 0 || display.stale ? display : { ...display, stale: true };
  return found === display.position && !display.stale ? display : { ...display, position: found, stale: false };
}

/** The walkthrough of the data, if there is one. */
export function walkthroughOf(display: TeachingDisplay | null): ChaseWalkthroughView | null {
  return display?.view.kind === 'teaching' && display.view.chase.kind === 'walkthrough' ? display.view.chase : null;
}

/** The walkthrough moved to `position` (clamped). */
export function goToChaseStep(display: TeachingDisplay, position: number): TeachingDisplay {
  const walkthrough = walkthroughOf(display);
  if (walkthrough === null) return display;
  const clamped = Math.max(0, Math.min(walkthrough.steps.length, Math.trunc(position)));
  return clamped === display.position ? display : { ...display, position: clamped };
}

/** The solution picked (null to pick none); out-of-range indices pick none. */
export function pickSolution(display: TeachingDisplay, index: number | null): TeachingDisplay {
  const solutions = display.view.kind === 'teaching' && display.view.solutions.kind === 'solutions' ? display.view.solutions.solutions : null;
  const valid = index !== null && solutions !== null && Number.isInteger(index) && index >= 0 && index < solutions.length ? index : null;
  return valid === display.solution ? display : { ...display, solution: valid };
}

/** Whether the grid shows the board before the walkthrough step shown. */
export function chaseAtShownBoard(display: TeachingDisplay | null, shownKey: string | null): boolean {
  return display !== null && !display.stale && shownKey !== null && walkthroughOf(display) !== null && display.keys[display.position] === shownKey;
}

/**
 * The cells the current walkthrough step presses, to ring on the grid: only while the grid shows
 * that step's board (after Next without pressing, the step's own small board shows them).
 */
export function chaseHighlights(display: TeachingDisplay | null, shownKey: string | null): CellPosition[] {
  const walkthrough = walkthroughOf(display);
  if (display === null || walkthrough === null || !chaseAtShownBoard(display, shownKey)) return [];
  const step = walkthrough.steps[display.position];
  return step === undefined ? [] : step.presses.map(({ row, col }) => ({ row, col }));
}

/** The first step at or after `position` that presses something (the end when none does). */
export function firstPressingStep(display: TeachingDisplay, position = display.position): number {
  const walkthrough = walkthroughOf(display);
  if (walkthrough === null) return display.position;
  let index = Math.max(0, position);
  while (index < walkthrough.steps.length && walkthrough.steps[index].presses.length === 0) index++;
  return index;
}

/** The cells of the picked solution, while the shown board is the data's board. */
export function solutionHighlights(display: TeachingDisplay | null, shownKey: string | null): CellPosition[] {
  if (display === null || display.solution === null || display.view.kind !== 'teaching' || display.view.solutions.kind !== 'solutions') return [];
  if (shownKey !== display.boardKey) return [];
  const presses = display.view.solutions.solutions?.[display.solution]?.presses ?? [];
  const columns = display.view.board.columns;
  const cells: CellPosition[] = [];
  presses.forEach((count, index) => {
    if (count > 0) cells.push({ row: Math.floor(index / columns), col: index % columns });
  });
  return cells;
}

/** "column 2", "columns 1 and 3", "columns 1, 3 and 5" (1-based). */
export function columnsPhrase(columns: readonly number[]): string {
  const numbers = columns.map((col) => String(col + 1));
  if (numbers.length === 1) return `column ${numbers[0]}`;
  return `columns ${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;
}

/** "once", "twice", "3 times". */
function times(count: number): string {
  return count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`;
}

/** The columns pressed, with how often when any is pressed more than once: "column 1 twice and column 4 once". */
function pressesPhrase(presses: readonly ChasePressView[]): string {
  if (presses.every((press) => press.times === 1)) return columnsPhrase(presses.map((press) => press.col));
  const parts = presses.map((press) => `column ${press.col + 1} ${times(press.times)}`);
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** The columns of a bottom row that are off the objective, as a phrase. */
function bottomRowPhrase(bottomRow: readonly number[], states: number): string {
  const lit = bottomRow.flatMap((value, col) => (value !== 0 ? [col] : []));
  const where = lit.length === 0 ? 'nowhere' : `at ${columnsPhrase(lit)}`;
  return states === 2 ? `lit ${where}` : `off the objective ${where}`;
}

/** What one walkthrough step says (`states` of the board: "lit" for 2 states, "off the objective" otherwise). */
export function chaseStepText(step: ChaseStepView, states: number): string {
  switch (step.kind) {
    case 'chase': {
      const prefix = step.pass === 2 ? 'Second chase. ' : '';
      const row = step.row + 1;
      if (step.presses.length === 0) {
        return `${prefix}Row ${row} has no ${states === 2 ? 'lit cells' : 'cells off the objective'}: nothing to press in row ${row + 1}.`;
      }
      const cells = step.presses.map((press) => press.col);
      const state = states === 2 ? 'lit' : 'off the objective';
      const below = step.presses.length === 1 ? 'the cell directly below it' : 'the cells directly below them';
      return `${prefix}Row ${row} is ${state} at ${columnsPhrase(cells)}. Press ${below}, in row ${row + 1} (${pressesPhrase(step.presses)}): that clears row ${row}.`;
    }
    case 'topRow': {
      const pressed = step.presses.length === 0 ? 'nothing' : pressesPhrase(step.presses);
      return `Only the bottom row is left, ${bottomRowPhrase(step.bottomRow, states)}. The bottom-row table says: press ${pressed} in the top row. Then chase again from the top.`;
    }
    default: {
      const unknownStep: never = step;
      throw new Error(`unknown step ${JSON.stringify(unknownStep)}`);
    }
  }
}

/** What the walkthrough says at its end. */
export function chaseOutcomeText(walkthrough: ChaseWalkthroughView, states: number): string {
  const pressed = walkthrough.steps.some((step) => step.presses.length > 0);
  switch (walkthrough.outcome) {
    case 'solvedByChase':
      return pressed ? 'The chase cleared the board: solved, without the table.' : 'The board is already solved: there is nothing to chase.';
    case 'solved':
      return 'The second chase cleared the board: solved.';
    case 'unsolvable':
      return `The chase left the bottom row ${bottomRowPhrase(walkthrough.bottomRow, states)}. That row is not in the bottom-row table: no top-row presses clear it, so this board cannot be solved.`;
    case 'noTable':
      return `The chase left the bottom row ${bottomRowPhrase(walkthrough.bottomRow, states)}. The bottom-row table of a board this wide is too large to derive here, so the walkthrough stops.`;
    default: {
      const unknownOutcome: never = walkthrough.outcome;
      throw new Error(`unknown outcome ${String(unknownOutcome)}`);
    }
  }
}

/** The text of the walkthrough at `position`: a step, or the outcome at the end. */
export function chasePositionText(walkthrough: ChaseWalkthroughView, position: number, states: number): string {
  const step = walkthrough.steps[position];
  return step === undefined ? chaseOutcomeText(walkthrough, states) : chaseStepText(step, states);
}

/** "Step 2 of 9" or "End" for the walkthrough counter. */
export function chaseCounter(walkthrough: ChaseWalkthroughView, position: number): string {
  const count = walkthrough.steps.length;
  return position >= count ? `End (after ${count} ${count === 1 ? 'step' : 'steps'})` : `Step ${position + 1} of ${count}`;
}

/** The board before the walkthrough step at `position` (the board after the last step at the end). */
export function chaseBoardAt(board: BoardView, walkthrough: ChaseWalkthroughView, position: number): readonly number[] {
  return position === 0 ? board.grid : (walkthrough.steps[Math.min(position, walkthrough.steps.length) - 1]?.board ?? board.grid);
}

// The game spec's (seed 004) null patterns of the 5x5 board.
const SPEC_N1 = [0, 1, 1, 1, 0, 1, 0, 1, 0, 1, 1, 1, 0, 1, 1, 1, 0, 1, 0, 1, 0, 1, 1, 1, 0].join('');
const SPEC_N2 = [1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 0, 0, 0, 0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1].join('');

/** The game spec's name of a 5x5 quiet pattern (N₁, the X; N₂, the columns), or null. */
export function specPatternName(board: Pick<BoardView, 'rows' | 'columns' | 'states'> & { readonly topology: TopologyName }, pattern: readonly number[]): string | null {
  if (board.rows !== 5 || board.columns !== 5 || board.states !== 2 || board.topology !== 'plain') return null;
  const key = pattern.join('');
  if (key === SPEC_N1) return 'N₁, the spec’s X pattern';
  if (key === SPEC_N2) return 'N₂, the spec’s columns pattern';
  return null;
}

/** A press pattern described for screen readers: "presses at row 1, column 2; row 3, column 1 (twice)". */
export function patternDescription(pattern: readonly number[], columns: number, limit = 40): string {
  const cells: string[] = [];
  let count = 0;
  pattern.forEach((value, index) => {
    if (value === 0) return;
    count += 1;
    if (cells.length < limit) cells.push(`row ${Math.floor(index / columns) + 1}, column ${(index % columns) + 1}${value > 1 ? ` (${times(value)})` : ''}`);
  });
  if (count === 0) return 'no presses';
  if (count > limit) return `${count} cells pressed`;
  return `presses at ${cells.join('; ')}`;
}

/** A board described for screen readers: which cells are lit (two states) or in which state. */
export function boardDescription(grid: readonly number[], columns: number, states: number, limit = 40): string {
  const cells: string[] = [];
  let count = 0;
  grid.forEach((value, index) => {
    if (value === 0) return;
    count += 1;
    if (cells.length < limit) cells.push(`row ${Math.floor(index / columns) + 1}, column ${(index % columns) + 1}${states > 2 ? ` state ${value}` : ''}`);
  });
  if (count === 0) return states === 2 ? 'all cells off' : 'all cells in state 0';
  if (count > limit) return `${count} cells ${states === 2 ? 'on' : 'not in state 0'}`;
  return `${states === 2 ? 'on' : 'not in state 0'}: ${cells.join('; ')}`;
}

/** A row of the bottom-row table for screen readers. */
export function lookupRowDescription(bottomRow: readonly number[], topRow: readonly number[], states: number): string {
  const pressed = topRow.flatMap((value, col) => (value > 0 ? [{ row: 0, col, times: value }] : []));
  return `Bottom row ${bottomRowPhrase(bottomRow, states)}: press ${pressed.length === 0 ? 'nothing' : pressesPhrase(pressed)} in the top row.`;
}
