/**
 * The Learn panel's data for the shown board, computed by the pure analysis (src/analysis) and
 * shaped for the webview: the light-chasing walkthrough (chase, look the bottom row up, press the
 * top row, chase again), the bottom-row lookup table of the board's width and height, the quiet
 * patterns of its shape and all of its solutions when there are few. Each part says why, in plain
 * words for the user, when it is not available (torus and hex boards, sizes over the limits).
 * Pure.
 */

import { allSolutions } from '../analysis/allSolutions';
import { bottomRowLookup, type BottomRowEntry } from '../analysis/bottomRowLookup';
import { lightChasingSteps, type ChaseStep } from '../analysis/lightChasing';
import { quietPatterns } from '../analysis/quietPatterns';
import { applyPresses, type Puzzle } from '../core/puzzle';
import {
  MAX_TEACHING_CELLS,
  type ChasePressView,
  type ChaseStepView,
  type ChaseWalkthroughView,
  type LookupTableView,
  type QuietPatternsView,
  type SolutionsListView,
  type TeachingView,
  type UnavailableView,
} from '../shared/protocol';
import { boardView, countText } from './solutionPathView';

/**
 * The most top rows (k^columns) the panel derives a bottom-row table from: 2^12, a board 12 wide
 * with 2 states (about 20 ms); wider boards get the walkthrough's first chase and no table.
 */
export const MAX_TEACHING_LOOKUP_PATTERNS = 2 ** 12;

/** The most rows of the bottom-row table listed. */
export const MAX_LISTED_LOOKUP_ROWS = 64;

/** The most quiet-pattern generators drawn. */
export const MAX_LISTED_QUIET_PATTERNS = 16;

/** All solutions are listed when there are at most this many. */
export const MAX_LISTED_SOLUTIONS = 64;

const PLAIN_ONLY = 'Light chasing needs a plain board: on a torus (whose edges wrap around) or a hex board, a press also changes rows that are already done.';

/** The Learn panel's data for `puzzle`; `unavailable` for boards over {@link MAX_TEACHING_CELLS} cells. */
export function teachingView(puzzle: Puzzle): TeachingView {
  const cells = puzzle.rows * puzzle.columns;
  if (cells > MAX_TEACHING_CELLS) {
    return {
      kind: 'unavailable',
      reason: `The Learn panel covers boards of up to ${countText(MAX_TEACHING_CELLS)} cells; this board has ${countText(cells)} (${countText(puzzle.rows)} rows of ${countText(puzzle.columns)} cells).`,
    };
  }
  const table = lookupTable(puzzle);
  const chase = chaseWalkthrough(puzzle, 'entries' in table ? table.entries : null);
  return {
    kind: 'teaching',
    board: boardView(puzzle),
    chase,
    lookup:
      'entries' in table ? lookupTableView(table.entries, chase.kind === 'walkthrough' && chase.outcome !== 'solvedByChase' ? chase.bottomRow : null) : table,
    quiet: quietPatternsView(puzzle),
    solutions: solutionsListView(puzzle),
  };
}

function unavailable(reason: string): UnavailableView {
  return { kind: 'unavailable', reason };
}

/** The full bottom-row table of the board's width and height, or why there is none. */
function lookupTable(puzzle: Puzzle): { readonly entries: BottomRowEntry[] } | UnavailableView {
  if (puzzle.topology !== 'plain') return unavailable(`The bottom-row table is part of light chasing. ${PLAIN_ONLY}`);
  const patterns = puzzle.states ** puzzle.columns;
  if (patterns > MAX_TEACHING_LOOKUP_PATTERNS) {
    return unavailable(
      `The table is found by trying every way to press the top row: ${countText(patterns)} ways on this board, more than the ${countText(MAX_TEACHING_LOOKUP_PATTERNS)} the panel tries ` +
        '(a board 12 columns wide with lights that are on or off).',
    );
  }
  return { entries: bottomRowLookup(puzzle.columns, puzzle.rows, puzzle.states) };
}

function lookupTableView(entries: readonly BottomRowEntry[], bottomRow: readonly number[] | null): LookupTableView {
  const listed = entries.slice(0, MAX_LISTED_LOOKUP_ROWS);
  const key = bottomRow?.join(',');
  const match = key === undefined ? -1 : listed.findIndex((entry) => entry.bottomRow.join(',') === key);
  return {
    kind: 'table',
    entries: listed.map((entry) => ({ bottomRow: Array.from(entry.bottomRow), topRow: Array.from(entry.topRow) })),
    total: entries.length,
    match: match < 0 ? null : match,
  };
}

function chasePresses(step: ChaseStep): ChasePressView[] {
  return step.presses.map(({ row, col, times }) => ({ row, col, times }));
}

/** Light chasing step by step; `entries` is the table of the board's size, or null when it is too large. */
function chaseWalkthrough(puzzle: Puzzle, entries: readonly BottomRowEntry[] | null): ChaseWalkthroughView | UnavailableView {
  if (puzzle.topology !== 'plain') return unavailable(PLAIN_ONLY);
  const first = lightChasingSteps(puzzle);
  const steps: ChaseStepView[] = first.steps.map((step) => ({
    kind: 'chase',
    pass: 1,
    row: step.row,
    presses: chasePresses(step),
    board: Array.from(step.board.grid),
  }));
  const bottomRow = Array.from(first.bottomRow);
  const view = (outcome: ChaseWalkthroughView['outcome']): ChaseWalkthroughView => ({ kind: 'walkthrough', steps, outcome, bottomRow });
  if (first.solved) return view('solvedByChase');
  if (entries === null) return view('noTable');
  const key = bottomRow.join(',');
  const entry = entries.find((candidate) => candidate.bottomRow.join(',') === key);
  if (!entry) return view('unsolvable');
  const pattern = new Uint8Array(puzzle.rows * puzzle.columns);
  pattern.set(entry.topRow);
  const afterTopRow = applyPresses(first.final, pattern);
  const presses: ChasePressView[] = [];
  entry.topRow.forEach((times, col) => {
    if (times > 0) presses.push({ row: 0, col, times });
  });
  steps.push({ kind: 'topRow', bottomRow, presses, board: Array.from(afterTopRow.grid) });
  const second = lightChasingSteps(afterTopRow);
  for (const step of second.steps) steps.push({ kind: 'chase', pass: 2, row: step.row, presses: chasePresses(step), board: Array.from(step.board.grid) });
  // The table's rows are verified to clear the board; a failure here would be a bug in it.
  if (!second.solved) throw new Error('the bottom-row table did not clear the board');
  return view('solved');
}

function quietPatternsView(puzzle: Puzzle): QuietPatternsView {
  const quiet = quietPatterns(puzzle);
  return {
    kind: 'patterns',
    count: quiet.count.toString(),
    generators: quiet.generators.slice(0, MAX_LISTED_QUIET_PATTERNS).map((generator) => ({ pattern: Array.from(generator.pattern), order: generator.order })),
    total: quiet.generators.length,
  };
}

function solutionsListView(puzzle: Puzzle): SolutionsListView {
  const found = allSolutions(puzzle, MAX_LISTED_SOLUTIONS);
  return {
    kind: 'solutions',
    count: found.count.toString(),
    solutions:
      found.solutions === null
        ? null
        : found.solutions.map((presses) => ({ presses: Array.from(presses), total: presses.reduce((sum, value) => sum + value, 0) })),
    limit: MAX_LISTED_SOLUTIONS,
  };
}
