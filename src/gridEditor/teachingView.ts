/**
 * The Learn panel's data for the shown board, computed by the pure analysis and
 * shaped for the webview: the light-chasing walkthrough (chase, look the bottom row up, press the
 * top row, chase again), the bottom-row lookup table of the board's width and height, the quiet
 * patterns of its shape and all of its solutions when there are few. Each part says why, in plain
 * words for the user, when it is not available (torus and hex boards, sizes over the limits).
 * Pure.
 */

import { allSolutions } from '../analysis/teaching/allSolutions';
import { bottomRowLookup, type BottomRowEntry } from '../analysis/teaching/bottomRowLookup';
import { lightChasingSteps, type ChaseStep } from '../analysis/teaching/lightChasing';
import { applyPresses, isClassicBoard, type Puzzle } from '../core/puzzle';
import { pressRules, type PressRules } from '../analysis/teaching/pressRules';
import { quietPatterns } from '../analysis/teaching/quietPatterns';
import * as l10n from '../domain/l10n';
import { isNeighbourhoodName, neighbourhoodOffsets, SIGMA_KEY } from '../domain/topology';
import { neighbourhoodDescription } from '../domain/vocabularyWords';
import {
  MAX_TEACHING_CELLS,
  type ChasePressView,
  type ChaseStepView,
  type ChaseWalkthroughView,
  type LookupTableView,
  type PressRulesView,
  type QuietPatternsView,
  type SolutionsListView,
  type TeachingView,
  type UnavailableView,
} from '../protocol/protocol';
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

/** Why light chasing does not apply to the puzzle, for the user, or null when it does. */
function chaseProblem(puzzle: Puzzle): string | null {
  if (puzzle.topology !== 'plain') {
    return l10n.t('Light chasing needs a plain board: on a torus (whose edges wrap around) or a hex board, a press also changes rows that are already done.');
  }
  if (isClassicBoard(puzzle)) return null;
  return l10n.t(
    'Light chasing applies to boards with the cross rule and no holes: with another rule a press changes other cells than the one below, and a hole cannot be pressed.',
  );
}

/** The Learn panel's data for `puzzle`; `unavailable` for boards over {@link MAX_TEACHING_CELLS} cells. */
export function teachingView(puzzle: Puzzle): TeachingView {
  const cells = puzzle.rows * puzzle.columns;
  if (cells > MAX_TEACHING_CELLS) {
    return {
      kind: 'unavailable',
      reason: l10n.t(
        'The Learn panel covers boards of up to {0} cells; this board has {1} ({2} rows of {3} cells).',
        countText(MAX_TEACHING_CELLS),
        countText(cells),
        countText(puzzle.rows),
        countText(puzzle.columns),
      ),
    };
  }
  const table = lookupTable(puzzle);
  const chase = chaseWalkthrough(puzzle, 'entries' in table ? table.entries : null);
  return {
    kind: 'teaching',
    board: boardView(puzzle),
    rules: pressRulesView(puzzle),
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
  const problem = chaseProblem(puzzle);
  if (problem) return unavailable(`${l10n.t('The bottom-row table is part of light chasing.')} ${problem}`);
  const patterns = puzzle.states ** puzzle.columns;
  if (patterns > MAX_TEACHING_LOOKUP_PATTERNS) {
    return unavailable(
      l10n.t(
        'The table is found by trying every way to press the top row: {0} ways on this board, more than the {1} the panel tries (a board 12 columns wide with lights that are on or off).',
        countText(patterns),
        countText(MAX_TEACHING_LOOKUP_PATTERNS),
      ),
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
  const problem = chaseProblem(puzzle);
  if (problem) return unavailable(problem);
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

/** The {@link PressRulesView} of a puzzle's shape (boards of up to {@link MAX_TEACHING_CELLS} cells). */
export function pressRulesView(puzzle: Puzzle): PressRulesView | UnavailableView {
  const cells = puzzle.rows * puzzle.columns;
  if (cells > MAX_TEACHING_CELLS) return unavailable(l10n.t('The press matrix is worked out for boards of up to {0} cells.', countText(MAX_TEACHING_CELLS)));
  return { kind: 'rules', paragraphs: pressRulesParagraphs(puzzle, pressRules(puzzle)) };
}

/** The section's paragraphs for a puzzle and its press-matrix facts. */
export function pressRulesParagraphs(puzzle: Pick<Puzzle, 'topology'>, rules: PressRules): string[] {
  const paragraphs = [ruleSentence(puzzle, rules)];
  if (rules.holes > 0) paragraphs.push(holesSentence(rules.holes, rules.cells));
  const n = countText(rules.cells);
  const k = rules.states;
  paragraphs.push(
    k === 2
      ? l10n.t(
          'Write the rule as a press matrix A with one row and one column per cell ({0} by {0}): column j marks the cells a press of cell j changes. Pressing the cells x changes the board by A x, counting modulo 2 (on and off).',
          n,
        )
      : l10n.t(
          'Write the rule as a press matrix A with one row and one column per cell ({0} by {0}): column j marks the cells a press of cell j changes. Pressing the cells x changes the board by A x, counting modulo {1}.',
          n,
          k,
        ),
  );
  for (const { prime, rank, nullity } of rules.primes) {
    paragraphs.push(
      rules.primes.length === 1 && prime === k
        ? l10n.t("This board's press matrix has rank {0} and nullity {1} ({2} cells minus the rank).", countText(rank), countText(nullity), n)
        : l10n.t(
            "This board's press matrix counted modulo {0} has rank {1} and nullity {2} ({3} cells minus the rank).",
            prime,
            countText(rank),
            countText(nullity),
            n,
          ),
    );
  }
  paragraphs.push(fractionSentence(rules));
  if (rules.neighbourhoodKey === 'x' && puzzle.topology === 'plain') {
    paragraphs.push(
      l10n.t(
        'The x rule never leaves the colour of a chessboard square: presses on dark squares change only dark squares, and presses on light squares only light ones. So the board is two independent puzzles side by side, and each adds its own quiet patterns.',
      ),
    );
  }
  paragraphs.push(sutnerSentence(rules));
  return paragraphs;
}

/** What holes do, for a board of `holes` holes and `cells` other cells. */
function holesSentence(holes: number, cells: number): string {
  const h = countText(holes);
  const c = countText(cells);
  if (holes === 1) {
    return cells === 1
      ? l10n.t("The board has {0} hole: a hole has no state, cannot be pressed and is nobody's neighbour, so the puzzle lives on the other {1} cell.", h, c)
      : l10n.t("The board has {0} hole: a hole has no state, cannot be pressed and is nobody's neighbour, so the puzzle lives on the other {1} cells.", h, c);
  }
  return cells === 1
    ? l10n.t("The board has {0} holes: a hole has no state, cannot be pressed and is nobody's neighbour, so the puzzle lives on the other {1} cell.", h, c)
    : l10n.t("The board has {0} holes: a hole has no state, cannot be pressed and is nobody's neighbour, so the puzzle lives on the other {1} cells.", h, c);
}

/** What a press changes, naming the sigma and sigma-plus games. */
function ruleSentence(puzzle: Pick<Puzzle, 'topology'>, rules: PressRules): string {
  if (puzzle.topology === 'hex') return l10n.t('Here a press changes the cell and its six neighbours on the hexagonal board.');
  if (rules.neighbourhoodKey === 'cross') {
    return l10n.t(
      'Here a press changes the cell and the cells above, below, left and right of it: the classic rule, which mathematicians call the sigma-plus game (σ+).',
    );
  }
  if (rules.neighbourhoodKey === SIGMA_KEY) {
    return l10n.t(
      'Here a press changes only the four cells above, below, left and right of it, not the pressed cell itself: the sigma game (σ). The classic rule, which also changes the pressed cell, is the sigma-plus game (σ+).',
    );
  }
  if (isNeighbourhoodName(rules.neighbourhoodKey)) return l10n.t('Here a press changes {0}.', neighbourhoodDescription(rules.neighbourhoodKey));
  const offsets = neighbourhoodOffsets(rules.neighbourhood)
    .map(([row, column]) => l10n.t('{0} and {1}', rowOffsetWords(row), columnOffsetWords(column)))
    .join('; ');
  const places = l10n.t('Here a press changes the cells at these places from it: {0}.', offsets || l10n.t('none'));
  const self = rules.changesPressedCell ? l10n.t('The pressed cell itself is one of them.') : l10n.t('The pressed cell itself does not change.');
  const sided = rules.symmetric ? '' : ` ${l10n.t('The rule is one-sided: a press of one cell can change another whose press does not change it back.')}`;
  return `${places} ${self}${sided}`;
}

/** A row offset in words: "0 rows", "1 row down", "2 rows up". */
function rowOffsetWords(offset: number): string {
  const count = Math.abs(offset);
  if (offset === 0) return l10n.t('0 rows');
  if (offset > 0) return count === 1 ? l10n.t('1 row down') : l10n.t('{0} rows down', count);
  return count === 1 ? l10n.t('1 row up') : l10n.t('{0} rows up', count);
}

/** A column offset in words: "0 columns", "1 column right", "2 columns left". */
function columnOffsetWords(offset: number): string {
  const count = Math.abs(offset);
  if (offset === 0) return l10n.t('0 columns');
  if (offset > 0) return count === 1 ? l10n.t('1 column right') : l10n.t('{0} columns right', count);
  return count === 1 ? l10n.t('1 column left') : l10n.t('{0} columns left', count);
}

/** Which share of all boards can be solved, from the nullity. */
function fractionSentence(rules: PressRules): string {
  const total = countText(rules.totalBoards);
  if (rules.quietPatterns === 1n) {
    return l10n.t('Nullity 0 means no presses other than none change nothing, so every one of the {0} boards can be solved, in exactly one way.', total);
  }
  const prime = rules.primes.length === 1 && rules.primes[0].prime === rules.states ? rules.primes[0] : null;
  // The power is notation (" = 2^4"), the same in every language.
  const power = prime ? ` = ${prime.prime}^${prime.nullity}` : '';
  return l10n.t(
    'The presses that change nothing (the quiet patterns, {0} of them counting pressing nothing) make different presses give the same board, so they reach only {1} of the {2} boards: exactly 1 board in {0}{3} can be solved, and each of those in {0} ways.',
    countText(rules.quietPatterns),
    countText(rules.solvableBoards),
    total,
    power,
  );
}

/** Sutner's theorem, and what this board's all-on board does. */
function sutnerSentence(rules: PressRules): string {
  if (rules.states !== 2) {
    return rules.allOnSolvable
      ? l10n.t(
          "With {0} states, the board with every cell one step short of its goal can be solved here. (Sutner's theorem below is about two states.)",
          rules.states,
        )
      : l10n.t(
          "With {0} states, the board with every cell one step short of its goal cannot be solved here. (Sutner's theorem below is about two states.)",
          rules.states,
        );
  }
  const here = rules.allOnSolvable ? l10n.t('On this board it can.') : l10n.t('On this board it cannot.');
  if (rules.changesPressedCell && rules.symmetric) {
    const theorem = l10n.t(
      "Sutner's theorem (1989): when every press changes the pressed cell and the rule is symmetric (a press of one cell changes another exactly when a press of that one changes the first), the board with every light on can always be switched off, whatever the board's shape or holes, even when other boards cannot.",
    );
    return `${theorem} ${here}`;
  }
  const noPromise = !rules.changesPressedCell
    ? l10n.t(
        "Sutner's theorem (1989) promises that every light on can be switched off when each press changes the pressed cell and the rule is symmetric; this rule does not change the pressed cell, so there is no such promise.",
      )
    : l10n.t(
        "Sutner's theorem (1989) promises that every light on can be switched off when each press changes the pressed cell and the rule is symmetric; this rule is one-sided, so there is no such promise.",
      );
  return `${noPromise} ${here}`;
}
