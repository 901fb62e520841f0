/**
 * The Learn panel's state and texts: the host's teaching data (`teachingResult`), the step of the
 * light-chasing walkthrough shown, the solution picked in the list, and whether the shown board is
 * still the one the data is for. Like the path panel (solutionPathState.ts) the walkthrough
 * follows the board: pressing the ringed cells of a step in play mode brings the board to the next
 * step's board, and the walkthrough moves there; a board that is on no step (half a step pressed,
 * or another edit) has the reducer ask for the data of that board, shown from its first step
 * with presses, so the rings show the cells that are left. The texts explain in plain words, for
 * the board's goal: lights on or off for two states, states 0..k-1 otherwise; cells and columns
 * are counted from 1. Pure.
 */

import type { BoardView, ChasePressView, ChaseStepView, ChaseWalkthroughView, QuietPatternsView, SolutionsListView, TeachingView } from '../shared/protocol';
import { boardKey } from './boardKey';
import type { CellPosition } from './gridGeometry';
import { followBoard } from './solutionPathState';
import { cellName, formatCount, goalWords, listText, plural, timesText, type GoalWords } from './wording';

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

/** "column 2", "columns 1 and 3", "columns 1, 3 and 5" (1-based from 0-based columns). */
export function columnsPhrase(columns: readonly number[]): string {
  const numbers = columns.map((col) => formatCount(col + 1));
  return numbers.length === 1 ? `column ${numbers[0]}` : `columns ${listText(numbers)}`;
}

/** The columns pressed, with how often when any is pressed more than once: "columns 1 and 3 twice each", "column 1 twice and column 4 once". */
function pressesPhrase(presses: readonly ChasePressView[]): string {
  const times = presses[0]?.times ?? 1;
  if (presses.every((press) => press.times === times)) {
    const columns = columnsPhrase(presses.map((press) => press.col));
    return times === 1 ? columns : `${columns} ${timesText(times)}${presses.length > 1 ? ' each' : ''}`;
  }
  return listText(presses.map((press) => `column ${formatCount(press.col + 1)} ${timesText(press.times)}`));
}

/** The columns of a row, given as (state - objective) mod k per column, whose cells are not at the goal. */
function offGoalColumns(row: readonly number[]): number[] {
  return row.flatMap((value, col) => (value !== 0 ? [col] : []));
}

/** "lights on in columns 1 and 5 of the bottom row", "a light on in column 3 of the bottom row". */
function bottomRowPhrase(bottomRow: readonly number[], words: GoalWords): string {
  const columns = offGoalColumns(bottomRow);
  if (columns.length === 0) return `every ${words.unit} of the bottom row ${words.atGoal}`;
  return `${columns.length === 1 ? `a ${words.unit}` : `${words.unit}s`} ${words.offGoal} in ${columnsPhrase(columns)} of the bottom row`;
}

/** What light chasing is, for the board's goal (`states` and `objective`). */
export function chaseIntroText(states: number, objective = 0): string {
  const words = goalWords(states, objective);
  const often = states === 2 ? '' : `, as many times as it takes to bring that cell to state ${objective}`;
  return (
    `Row by row from the top, press the cell right below every ${words.unit} that is ${words.offGoal}${often}. ` +
    `At the end only the bottom row can still have ${words.unit}s ${words.offGoal}. ` +
    'The bottom-row table then says which cells of the top row to press, and a second chase from the top solves the board.'
  );
}

/** What one walkthrough step says, for a board with `states` states per cell and the goal state `objective`. */
export function chaseStepText(step: ChaseStepView, states: number, objective = 0): string {
  const words = goalWords(states, objective);
  switch (step.kind) {
    case 'chase': {
      const prefix = step.pass === 2 ? 'Second chase. ' : '';
      const row = formatCount(step.row + 1);
      const below = formatCount(step.row + 2);
      if (step.presses.length === 0) return `${prefix}Every ${words.unit} of row ${row} is ${words.atGoal} already: nothing to press in row ${below}.`;
      const columns = columnsPhrase(step.presses.map((press) => press.col));
      const one = step.presses.length === 1;
      const has = `${one ? `a ${words.unit}` : `${words.unit}s`} ${words.offGoal} in ${columns}`;
      const often = step.presses.some((press) => press.times > 1) ? ` (${pressesPhrase(step.presses)})` : '';
      const press = one ? 'the cell right below it' : 'the cells right below them';
      return `${prefix}Row ${row} has ${has}. Press ${press}, in row ${below}${often}: then every ${words.unit} of row ${row} is ${words.atGoal}.`;
    }
    case 'topRow': {
      const columns = offGoalColumns(step.bottomRow);
      const left = `${columns.length === 1 ? `a ${words.unit}` : `${words.unit}s`} ${words.offGoal}, in ${columnsPhrase(columns)}`;
      const pressed = step.presses.length === 0 ? 'nothing' : pressesPhrase(step.presses);
      return `Now only the bottom row has ${left}. The bottom-row table says what to press for this row: ${pressed} of the top row. Then chase again from the top.`;
    }
    default: {
      const unknownStep: never = step;
      throw new Error(`unknown step ${JSON.stringify(unknownStep)}`);
    }
  }
}

/** What the walkthrough says at its end. */
export function chaseOutcomeText(walkthrough: ChaseWalkthroughView, states: number, objective = 0): string {
  const words = goalWords(states, objective);
  const pressed = walkthrough.steps.some((step) => step.presses.length > 0);
  switch (walkthrough.outcome) {
    case 'solvedByChase':
      return pressed
        ? `The chase solved the board: every ${words.unit} is ${words.atGoal}, and the table was not needed.`
        : 'The board is already solved: there is nothing to chase.';
    case 'solved':
      return `The second chase solved the board: every ${words.unit} is ${words.atGoal}.`;
    case 'unsolvable':
      return `The chase left ${bottomRowPhrase(walkthrough.bottomRow, words)}. That row is not in the bottom-row table: no presses in the top row fix it, so this board cannot be solved.`;
    case 'noTable':
      return `The chase left ${bottomRowPhrase(walkthrough.bottomRow, words)}. For a board this wide the bottom-row table is too large to work out here, so the walkthrough stops.`;
    default: {
      const unknownOutcome: never = walkthrough.outcome;
      throw new Error(`unknown outcome ${String(unknownOutcome)}`);
    }
  }
}

/** The text of the walkthrough at `position`: a step, or the outcome at the end. */
export function chasePositionText(walkthrough: ChaseWalkthroughView, position: number, states: number, objective = 0): string {
  const step = walkthrough.steps[position];
  return step === undefined ? chaseOutcomeText(walkthrough, states, objective) : chaseStepText(step, states, objective);
}

/** "Step 2 of 9", or "End (after 9 steps)", for the walkthrough counter. */
export function chaseCounter(walkthrough: ChaseWalkthroughView, position: number): string {
  const count = walkthrough.steps.length;
  return position >= count ? `End (after ${plural(count, 'step')})` : `Step ${formatCount(position + 1)} of ${formatCount(count)}`;
}

/** The board before the walkthrough step at `position` (the board after the last step at the end). */
export function chaseBoardAt(board: BoardView, walkthrough: ChaseWalkthroughView, position: number): ArrayLike<number> {
  return position === 0 ? board.grid : (walkthrough.steps[Math.min(position, walkthrough.steps.length) - 1]?.board ?? board.grid);
}

/** What the bottom-row table is, for a board of this size and goal. */
export function lookupIntroText(board: Pick<BoardView, 'rows' | 'columns' | 'states' | 'objective'>): string {
  const words = goalWords(board.states, board.objective);
  return (
    `This table is for boards ${plural(board.columns, 'column')} wide and ${plural(board.rows, 'row')} high. ` +
    `Each line pairs the ${words.unit}s a chase can leave ${words.offGoal} in the bottom row (left) with the cells to press in the top row (right); after those presses, a second chase solves the board.`
  );
}

/** The heading of the table's first column: "Lights on in the bottom row". */
export function lookupBottomHeading(states: number, objective = 0): string {
  const words = goalWords(states, objective);
  return `${words.unit === 'light' ? 'Lights' : 'Cells'} ${words.offGoal} in the bottom row`;
}

/** A bottom row of the table as a plain list of columns: "columns 1 and 5" (cells not at the goal). */
export function lookupBottomText(bottomRow: readonly number[]): string {
  const columns = offGoalColumns(bottomRow);
  return columns.length === 0 ? 'none' : columnsPhrase(columns);
}

/** The top-row presses of a table row as a plain list: "columns 1 and 2", "column 1 twice and column 3 once". */
export function lookupTopText(topRow: readonly number[]): string {
  const presses = topRow.flatMap((times, col) => (times > 0 ? [{ row: 0, col, times }] : []));
  return presses.length === 0 ? 'nothing' : pressesPhrase(presses);
}

/** A row of the bottom-row table in one sentence (for screen readers). */
export function lookupRowDescription(bottomRow: readonly number[], topRow: readonly number[], states: number, objective = 0): string {
  const phrase = bottomRowPhrase(bottomRow, goalWords(states, objective));
  return `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}: press ${lookupTopText(topRow)} of the top row.`;
}

/** What a quiet pattern is. */
export const QUIET_PATTERN_TEXT = 'Pressing every cell of a quiet pattern changes nothing; two solutions of a board differ by a quiet pattern.';

/** How many quiet patterns the board's shape has and how they are made from the ones drawn. */
export function quietCountText(quiet: Pick<QuietPatternsView, 'count' | 'total' | 'generators'>, states: number): string {
  if (quiet.total === 0) return 'This board shape has no quiet pattern except pressing nothing, so a board that can be solved has exactly one solution.';
  const drawn = quiet.total > quiet.generators.length ? ` (the first ${formatCount(quiet.generators.length)} of ${formatCount(quiet.total)} are drawn)` : '';
  const count = `This board shape has ${plural(quiet.count, 'quiet pattern')}`;
  if (states === 2) {
    if (quiet.total === 1) return `${count}: pressing nothing, and this one${drawn}:`;
    return `${count}, pressing nothing included. Each of them is made by pressing some of these ${formatCount(quiet.total)} together${drawn}:`;
  }
  const these = quiet.total === 1 ? 'this one any number of times' : `these ${formatCount(quiet.total)}, each any number of times`;
  return `${count}, pressing nothing included. Each of them is made by pressing ${these}${drawn}:`;
}

/** The caption of quiet pattern `index` (0-based) that changes nothing when pressed `order` times. */
export function quietPatternCaption(index: number, order: number, states: number): string {
  const name = `Pattern ${formatCount(index + 1)}`;
  return order === states ? name : `${name} (pressing it ${timesText(order)} is the same as pressing nothing)`;
}

/** What the list of solutions says above the list, or instead of it. */
export function solutionsText(solutions: Pick<SolutionsListView, 'count' | 'solutions' | 'limit'>, states: number, objective = 0): string {
  if (solutions.count === '0') return `This board has no solution: no presses ${goalWords(states, objective).goal}.`;
  if (solutions.solutions === null) {
    return `This board has ${plural(solutions.count, 'solution')}; they are listed only when there are at most ${formatCount(solutions.limit)}. Any two of them differ by a quiet pattern.`;
  }
  if (solutions.count === '1') return 'This board has exactly one solution. Choose it to ring its cells on the grid.';
  return `This board has ${plural(solutions.count, 'solution')}, fewest presses first; any two of them differ by a quiet pattern. Choose one to ring its cells on the grid.`;
}

/** The name of solution `index` (0-based) in the list; the first is the one the Path panel shows. */
export function solutionTitle(index: number, presses: number): string {
  return `Solution ${formatCount(index + 1)}: ${plural(presses, 'press', 'presses')}${index === 0 ? ' (the one Path shows)' : ''}`;
}

/** A press pattern described for screen readers: "press row 1, column 2; row 3, column 1 twice". */
export function patternDescription(pattern: ArrayLike<number>, columns: number, limit = 40): string {
  const cells: string[] = [];
  let count = 0;
  for (let index = 0; index < pattern.length; index++) {
    const value = pattern[index];
    if (value === 0) continue;
    count += 1;
    if (cells.length < limit) cells.push(`${cellName(Math.floor(index / columns), index % columns)}${value > 1 ? ` ${timesText(value)}` : ''}`);
  }
  if (count === 0) return 'nothing pressed';
  if (count > limit) return `${plural(count, 'cell')} pressed`;
  return `press ${cells.join('; ')}`;
}

/**
 * A board described for screen readers: which lights are on (two states; on a mostly lit board,
 * which are off), or which cells are in which state; at most `limit` cells are named.
 */
export function boardDescription(grid: ArrayLike<number>, columns: number, states: number, limit = 40): string {
  const name = (index: number) => cellName(Math.floor(index / columns), index % columns);
  const nonZero: number[] = [];
  const off: number[] = [];
  for (let index = 0; index < grid.length; index++) (grid[index] !== 0 ? nonZero : off).push(index);
  if (states === 2) {
    if (nonZero.length === 0) return 'every light off';
    if (off.length === 0) return 'every light on';
    if (off.length < nonZero.length) {
      return off.length > limit ? `${plural(nonZero.length, 'light')} on` : `every light on except at ${off.map(name).join('; ')}`;
    }
    if (nonZero.length > limit) return `${plural(nonZero.length, 'light')} on`;
    return nonZero.length === 1 ? `one light on, at ${name(nonZero[0])}` : `lights on at ${nonZero.map(name).join('; ')}`;
  }
  if (nonZero.length === 0) return 'every cell in state 0';
  if (nonZero.length > limit) return `${plural(nonZero.length, 'cell')} not in state 0`;
  return `${nonZero.map((index) => `${name(index)} in state ${grid[index]}`).join('; ')}; every other cell in state 0`;
}
