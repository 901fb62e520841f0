/**
 * The Learn panel's state: the host's teaching data (`teachingResult`), the step of the
 * light-chasing walkthrough shown, the solution picked in the list, and whether the shown board is
 * still the one the data is for. Like the path panel the walkthrough
 * follows the board: pressing the ringed cells of a step in play mode brings the board to the next
 * step's board, and the walkthrough moves there; a board that is on no step (half a step pressed,
 * or another edit) has the reducer ask for the data of that board, shown from its first step
 * with presses, so the rings show the cells that are left. Pure.
 */

import type { BoardView, ChaseWalkthroughView, TeachingView } from '../../protocol/protocol';
import { boardKey } from './boardKey';
import type { CellPosition } from '../board/gridGeometry';
import { followBoard } from './solutionPathState';

/** A section of the Learn panel. */
export type LearnSection = 'chase' | 'lookup' | 'solutions' | 'quiet' | 'rules';

/**
 * The Learn panel's sections in the order shown: first what a player can do by hand (light
 * chasing, then the bottom-row table it ends with, then the board's solutions to pick on the grid),
 * then the theory (quiet patterns, and the press matrix's rank and nullity: why some boards cannot
 * be solved).
 */
export const LEARN_SECTIONS: readonly LearnSection[] = ['chase', 'lookup', 'solutions', 'quiet', 'rules'];

/** Whether a section opens unfolded: the hands-on ones do; the theory waits to be opened. */
export function learnSectionStartsOpen(section: LearnSection): boolean {
  return section === 'chase' || section === 'lookup' || section === 'solutions';
}

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
  // A walkthrough's boards are small (MAX_TEACHING_CELLS): a copy as bytes costs nothing.
  return { ...board, grid: Uint8Array.from(grid) };
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

/** The board before the walkthrough step at `position` (the board after the last step at the end). */
export function chaseBoardAt(board: BoardView, walkthrough: ChaseWalkthroughView, position: number): ArrayLike<number> {
  return position === 0 ? board.grid : (walkthrough.steps[Math.min(position, walkthrough.steps.length) - 1]?.board ?? board.grid);
}
