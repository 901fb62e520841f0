/**
 * The words of the Learn panel: the sentences it shows, in plain words for the board's goal
 * (lights on or off for two states, states 0..k-1 otherwise): the light-chasing walkthrough's
 * introduction, steps, counter and outcome; the bottom-row table's introduction, headings and rows;
 * what quiet patterns are and how many a board shape has; and the list of solutions. Cells and
 * columns are counted from 1; each text is one whole message of the display language
 * for each goal, so no English word is glued into a translated sentence. Pure.
 */

import type { BoardView, ChasePressView, ChaseStepView, ChaseWalkthroughView, QuietPatternsView, SolutionsListView } from '../../protocol/protocol';
import * as l10n from '../../domain/l10n';
import { formatCount, goalKind, listText, pressCount, solutionCount, timesText } from './wording';
import type { LearnSection } from '../state/learnState';

/** The heading of a Learn section. */
export function learnSectionTitle(section: LearnSection): string {
  switch (section) {
    case 'chase':
      return l10n.t('Light chasing');
    case 'lookup':
      return l10n.t('Bottom-row table');
    case 'solutions':
      return l10n.t('All solutions');
    case 'quiet':
      return l10n.t('Quiet patterns');
    case 'rules':
      return l10n.t('Why some boards cannot be solved');
    default: {
      const unknownSection: never = section;
      throw new Error(`unknown section ${String(unknownSection)}`);
    }
  }
}

/** "column 2", "columns 1 and 3", "columns 1, 3 and 5" (1-based from 0-based columns). */
export function columnsPhrase(columns: readonly number[]): string {
  const numbers = columns.map((col) => formatCount(col + 1));
  return numbers.length === 1 ? l10n.t('column {0}', numbers[0]) : l10n.t('columns {0}', listText(numbers));
}

/** The columns pressed, with how often when any is pressed more than once: "columns 1 and 3 twice each", "column 1 twice and column 4 once". */
function pressesPhrase(presses: readonly ChasePressView[]): string {
  const times = presses[0]?.times ?? 1;
  const columnTimes = (press: ChasePressView): string => l10n.t('column {0} {1}', formatCount(press.col + 1), timesText(press.times));
  if (presses.every((press) => press.times === times)) {
    if (times === 1 || presses.length === 0) return columnsPhrase(presses.map((press) => press.col));
    if (presses.length === 1) return columnTimes(presses[0]);
    return l10n.t('columns {0} {1} each', listText(presses.map((press) => formatCount(press.col + 1))), timesText(times));
  }
  return listText(presses.map(columnTimes));
}

/** The columns of a row, given as (state - objective) mod k per column, whose cells are not at the goal. */
function offGoalColumns(row: readonly number[]): number[] {
  return row.flatMap((value, col) => (value !== 0 ? [col] : []));
}

/** "lights on in columns 1 and 5 of the bottom row", "a light on in column 3 of the bottom row". */
function bottomRowPhrase(bottomRow: readonly number[], states: number, objective: number): string {
  const columns = offGoalColumns(bottomRow);
  const kind = goalKind(states, objective);
  if (columns.length === 0) {
    if (kind === 'off') return l10n.t('every light of the bottom row off');
    if (kind === 'on') return l10n.t('every light of the bottom row on');
    return l10n.t('every cell of the bottom row in state {0}', objective);
  }
  const where = columnsPhrase(columns);
  if (columns.length === 1) {
    if (kind === 'off') return l10n.t('a light on in {0} of the bottom row', where);
    if (kind === 'on') return l10n.t('a light off in {0} of the bottom row', where);
    return l10n.t('a cell not yet in state {1} in {0} of the bottom row', where, objective);
  }
  if (kind === 'off') return l10n.t('lights on in {0} of the bottom row', where);
  if (kind === 'on') return l10n.t('lights off in {0} of the bottom row', where);
  return l10n.t('cells not yet in state {1} in {0} of the bottom row', where, objective);
}

/** What light chasing is, for the board's goal (`states` and `objective`). */
export function chaseIntroText(states: number, objective = 0): string {
  switch (goalKind(states, objective)) {
    case 'off':
      return l10n.t(
        'Row by row from the top, press the cell right below every light that is on. At the end only the bottom row can still have lights on. The bottom-row table then says which cells of the top row to press, and a second chase from the top solves the board.',
      );
    case 'on':
      return l10n.t(
        'Row by row from the top, press the cell right below every light that is off. At the end only the bottom row can still have lights off. The bottom-row table then says which cells of the top row to press, and a second chase from the top solves the board.',
      );
    case 'state':
      return l10n.t(
        'Row by row from the top, press the cell right below every cell that is not yet in state {0}, as many times as it takes to bring that cell to state {0}. At the end only the bottom row can still have cells not yet in state {0}. The bottom-row table then says which cells of the top row to press, and a second chase from the top solves the board.',
        objective,
      );
  }
}

/** A chase step of the walkthrough: which cells of `row` (1-based, as written) are not at the goal and what to press in the row below. */
function chaseRowText(step: Extract<ChaseStepView, { kind: 'chase' }>, states: number, objective: number): string {
  const kind = goalKind(states, objective);
  const row = formatCount(step.row + 1);
  const below = formatCount(step.row + 2);
  if (step.presses.length === 0) {
    if (kind === 'off') return l10n.t('Every light of row {0} is off already: nothing to press in row {1}.', row, below);
    if (kind === 'on') return l10n.t('Every light of row {0} is on already: nothing to press in row {1}.', row, below);
    return l10n.t('Every cell of row {0} is in state {2} already: nothing to press in row {1}.', row, below, objective);
  }
  const columns = columnsPhrase(step.presses.map((press) => press.col));
  const often = step.presses.some((press) => press.times > 1) ? ` (${pressesPhrase(step.presses)})` : '';
  const one = step.presses.length === 1;
  switch (kind) {
    case 'off':
      return one
        ? l10n.t('Row {0} has a light on in {1}. Press the cell right below it, in row {2}{3}: then every light of row {0} is off.', row, columns, below, often)
        : l10n.t(
            'Row {0} has lights on in {1}. Press the cells right below them, in row {2}{3}: then every light of row {0} is off.',
            row,
            columns,
            below,
            often,
          );
    case 'on':
      return one
        ? l10n.t('Row {0} has a light off in {1}. Press the cell right below it, in row {2}{3}: then every light of row {0} is on.', row, columns, below, often)
        : l10n.t(
            'Row {0} has lights off in {1}. Press the cells right below them, in row {2}{3}: then every light of row {0} is on.',
            row,
            columns,
            below,
            often,
          );
    case 'state':
      return one
        ? l10n.t(
            'Row {0} has a cell not yet in state {4} in {1}. Press the cell right below it, in row {2}{3}: then every cell of row {0} is in state {4}.',
            row,
            columns,
            below,
            often,
            objective,
          )
        : l10n.t(
            'Row {0} has cells not yet in state {4} in {1}. Press the cells right below them, in row {2}{3}: then every cell of row {0} is in state {4}.',
            row,
            columns,
            below,
            often,
            objective,
          );
  }
}

/** The top-row step of the walkthrough: what the chase left in the bottom row and what the table says to press. */
function topRowText(step: Extract<ChaseStepView, { kind: 'topRow' }>, states: number, objective: number): string {
  const kind = goalKind(states, objective);
  const columns = offGoalColumns(step.bottomRow);
  const where = columnsPhrase(columns);
  const pressed = step.presses.length === 0 ? l10n.t('nothing') : pressesPhrase(step.presses);
  const one = columns.length === 1;
  switch (kind) {
    case 'off':
      return one
        ? l10n.t(
            'Now only the bottom row has a light on, in {0}. The bottom-row table says what to press for this row: {1} of the top row. Then chase again from the top.',
            where,
            pressed,
          )
        : l10n.t(
            'Now only the bottom row has lights on, in {0}. The bottom-row table says what to press for this row: {1} of the top row. Then chase again from the top.',
            where,
            pressed,
          );
    case 'on':
      return one
        ? l10n.t(
            'Now only the bottom row has a light off, in {0}. The bottom-row table says what to press for this row: {1} of the top row. Then chase again from the top.',
            where,
            pressed,
          )
        : l10n.t(
            'Now only the bottom row has lights off, in {0}. The bottom-row table says what to press for this row: {1} of the top row. Then chase again from the top.',
            where,
            pressed,
          );
    case 'state':
      return one
        ? l10n.t(
            'Now only the bottom row has a cell not yet in state {2}, in {0}. The bottom-row table says what to press for this row: {1} of the top row. Then chase again from the top.',
            where,
            pressed,
            objective,
          )
        : l10n.t(
            'Now only the bottom row has cells not yet in state {2}, in {0}. The bottom-row table says what to press for this row: {1} of the top row. Then chase again from the top.',
            where,
            pressed,
            objective,
          );
  }
}

/** What one walkthrough step says, for a board with `states` states per cell and the goal state `objective`. */
export function chaseStepText(step: ChaseStepView, states: number, objective = 0): string {
  switch (step.kind) {
    case 'chase': {
      const text = chaseRowText(step, states, objective);
      return step.pass === 2 ? l10n.t('Second chase. {0}', text) : text;
    }
    case 'topRow':
      return topRowText(step, states, objective);
    default: {
      const unknownStep: never = step;
      throw new Error(`unknown step ${JSON.stringify(unknownStep)}`);
    }
  }
}

/** What the walkthrough says at its end. */
export function chaseOutcomeText(walkthrough: ChaseWalkthroughView, states: number, objective = 0): string {
  const kind = goalKind(states, objective);
  const pressed = walkthrough.steps.some((step) => step.presses.length > 0);
  switch (walkthrough.outcome) {
    case 'solvedByChase':
      if (!pressed) return l10n.t('The board is already solved: there is nothing to chase.');
      if (kind === 'off') return l10n.t('The chase solved the board: every light is off, and the table was not needed.');
      if (kind === 'on') return l10n.t('The chase solved the board: every light is on, and the table was not needed.');
      return l10n.t('The chase solved the board: every cell is in state {0}, and the table was not needed.', objective);
    case 'solved':
      if (kind === 'off') return l10n.t('The second chase solved the board: every light is off.');
      if (kind === 'on') return l10n.t('The second chase solved the board: every light is on.');
      return l10n.t('The second chase solved the board: every cell is in state {0}.', objective);
    case 'unsolvable':
      return l10n.t(
        'The chase left {0}. That row is not in the bottom-row table: no presses in the top row fix it, so this board cannot be solved.',
        bottomRowPhrase(walkthrough.bottomRow, states, objective),
      );
    case 'noTable':
      return l10n.t(
        'The chase left {0}. For a board this wide the bottom-row table is too large to work out here, so the walkthrough stops.',
        bottomRowPhrase(walkthrough.bottomRow, states, objective),
      );
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
  if (position < count) return l10n.t('Step {0} of {1}', formatCount(position + 1), formatCount(count));
  return count === 1 ? l10n.t('End (after 1 step)') : l10n.t('End (after {0} steps)', formatCount(count));
}

/** What the bottom-row table is, for a board of this size and goal. */
export function lookupIntroText(board: Pick<BoardView, 'rows' | 'columns' | 'states' | 'objective'>): string {
  const width = board.columns === 1 ? l10n.t('1 column') : l10n.t('{0} columns', formatCount(board.columns));
  const height = board.rows === 1 ? l10n.t('1 row') : l10n.t('{0} rows', formatCount(board.rows));
  const size = l10n.t('This table is for boards {0} wide and {1} high.', width, height);
  switch (goalKind(board.states, board.objective)) {
    case 'off':
      return `${size} ${l10n.t('Each line pairs the lights a chase can leave on in the bottom row (left) with the cells to press in the top row (right); after those presses, a second chase solves the board.')}`;
    case 'on':
      return `${size} ${l10n.t('Each line pairs the lights a chase can leave off in the bottom row (left) with the cells to press in the top row (right); after those presses, a second chase solves the board.')}`;
    case 'state':
      return `${size} ${l10n.t(
        'Each line pairs the cells a chase can leave not yet in state {0} in the bottom row (left) with the cells to press in the top row (right); after those presses, a second chase solves the board.',
        board.objective,
      )}`;
  }
}

/** The heading of the table's first column: "Lights on in the bottom row". */
export function lookupBottomHeading(states: number, objective = 0): string {
  const kind = goalKind(states, objective);
  if (kind === 'off') return l10n.t('Lights on in the bottom row');
  if (kind === 'on') return l10n.t('Lights off in the bottom row');
  return l10n.t('Cells not yet in state {0} in the bottom row', objective);
}

/** A bottom row of the table as a plain list of columns: "columns 1 and 5" (cells not at the goal). */
export function lookupBottomText(bottomRow: readonly number[]): string {
  const columns = offGoalColumns(bottomRow);
  return columns.length === 0 ? l10n.t('none') : columnsPhrase(columns);
}

/** The top-row presses of a table row as a plain list: "columns 1 and 2", "column 1 twice and column 3 once". */
export function lookupTopText(topRow: readonly number[]): string {
  const presses = topRow.flatMap((times, col) => (times > 0 ? [{ row: 0, col, times }] : []));
  return presses.length === 0 ? l10n.t('nothing') : pressesPhrase(presses);
}

/** A row of the bottom-row table in one sentence (for screen readers). */
export function lookupRowDescription(bottomRow: readonly number[], topRow: readonly number[], states: number, objective = 0): string {
  const phrase = bottomRowPhrase(bottomRow, states, objective);
  return l10n.t('{0}: press {1} of the top row.', `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}`, lookupTopText(topRow));
}

/** What a quiet pattern is (in the display language). */
export function quietPatternText(): string {
  return l10n.t('Pressing every cell of a quiet pattern changes nothing; two solutions of a board differ by a quiet pattern.');
}

/** How many quiet patterns the board's shape has and how they are made from the ones drawn. */
export function quietCountText(quiet: Pick<QuietPatternsView, 'count' | 'total' | 'generators'>, states: number): string {
  if (quiet.total === 0)
    return l10n.t('This board shape has no quiet pattern except pressing nothing, so a board that can be solved has exactly one solution.');
  const drawn =
    quiet.total > quiet.generators.length
      ? ` (${l10n.t('the first {0} of {1} are drawn', formatCount(quiet.generators.length), formatCount(quiet.total))})`
      : '';
  const count = String(quiet.count).trim() === '1' ? l10n.t('1 quiet pattern') : l10n.t('{0} quiet patterns', formatCount(quiet.count));
  const total = formatCount(quiet.total);
  if (states === 2) {
    if (quiet.total === 1) return l10n.t('This board shape has {0}: pressing nothing, and this one{1}:', count, drawn);
    return l10n.t('This board shape has {0}, pressing nothing included. Each of them is made by pressing some of these {1} together{2}:', count, total, drawn);
  }
  if (quiet.total === 1)
    return l10n.t('This board shape has {0}, pressing nothing included. Each of them is made by pressing this one any number of times{1}:', count, drawn);
  return l10n.t(
    'This board shape has {0}, pressing nothing included. Each of them is made by pressing these {1}, each any number of times{2}:',
    count,
    total,
    drawn,
  );
}

/** The caption of quiet pattern `index` (0-based) that changes nothing when pressed `order` times. */
export function quietPatternCaption(index: number, order: number, states: number): string {
  const number = formatCount(index + 1);
  return order === states ? l10n.t('Pattern {0}', number) : l10n.t('Pattern {0} (pressing it {1} is the same as pressing nothing)', number, timesText(order));
}

/** What the list of solutions says above the list, or instead of it. */
export function solutionsText(solutions: Pick<SolutionsListView, 'count' | 'solutions' | 'limit'>, states: number, objective = 0): string {
  if (solutions.count === '0') {
    const kind = goalKind(states, objective);
    if (kind === 'off') return l10n.t('This board has no solution: no presses switch every light off.');
    if (kind === 'on') return l10n.t('This board has no solution: no presses switch every light on.');
    return l10n.t('This board has no solution: no presses bring every cell to state {0}.', objective);
  }
  const count = solutionCount(solutions.count);
  if (solutions.solutions === null) {
    return l10n.t(
      'This board has {0}; they are listed only when there are at most {1}. Any two of them differ by a quiet pattern.',
      count,
      formatCount(solutions.limit),
    );
  }
  if (solutions.count === '1') return l10n.t('This board has exactly one solution. Choose it to ring its cells on the grid.');
  return l10n.t('This board has {0}, fewest presses first; any two of them differ by a quiet pattern. Choose one to ring its cells on the grid.', count);
}

/** The name of solution `index` (0-based) in the list; the first is the one the Path panel shows. */
export function solutionTitle(index: number, presses: number): string {
  const number = formatCount(index + 1);
  return index === 0 ? l10n.t('Solution {0}: {1} (the one Path shows)', number, pressCount(presses)) : l10n.t('Solution {0}: {1}', number, pressCount(presses));
}
