/**
 * The Learn panel of the grid webview (DOM), in plain words, in the order of {@link LEARN_SECTIONS}:
 * first what a player can do by hand, light chasing step by step (the cells of each step are
 * ringed on the puzzle grid and on the step's own small board), the bottom-row table of the
 * board's size (each row as a small picture and a list of columns) and its solutions when there
 * are few; then, folded until opened, the quiet patterns of its shape and the press matrix (why
 * some boards cannot be solved). Each part is a collapsible <details>. Renders a
 * {@link GridViewState}; sends {@link GridViewEvent}s.
 *
 * Test hooks (data-testid): learn-panel, learn-close, learn-status, learn-refresh, press-rules, chase-section,
 * chase-counter, chase-text, chase-board, chase-previous, chase-next, chase-press, chase-restart,
 * chase-where, lookup-table
 * (rows carry data-match="true" for this board's row), quiet-patterns, solutions-list (its
 * buttons carry data-index and aria-pressed).
 */

import type {
  BoardView,
  ChaseWalkthroughView,
  LookupTableView,
  QuietPatternsView,
  SolutionsListView,
  TeachingView,
  UnavailableView,
} from '../../protocol/protocol';
import * as l10n from '../../domain/l10n';
import { button, element, show } from '../dom';
import { type GridViewEvent, type GridViewState, isRunning } from '../state/gridViewTypes';
import { boardDescription, patternDescription } from '../words/boardDescriptions';
import {
  chaseAtShownBoard,
  chaseBoardAt,
  LEARN_SECTIONS,
  learnSectionStartsOpen,
  walkthroughOf,
  type LearnSection,
  type TeachingDisplay,
} from '../state/learnState';
import {
  chaseCounter,
  chaseIntroText,
  chasePositionText,
  learnSectionTitle,
  lookupBottomHeading,
  lookupBottomText,
  lookupIntroText,
  lookupRowDescription,
  lookupTopText,
  quietCountText,
  quietPatternCaption,
  quietPatternText,
  solutionsText,
  solutionTitle,
} from '../words/learnWords';
import { miniCellSize } from './miniBoard';
import { miniBoardSvg, stepBoardSvg } from './miniBoardSvg';
import { formatCount } from '../words/wording';

/** Each section's test id. */
const SECTION_TEST_IDS: Readonly<Record<LearnSection, string>> = {
  chase: 'chase-section',
  lookup: 'lookup-table',
  solutions: 'solutions-list',
  quiet: 'quiet-patterns',
  rules: 'press-rules',
};

function section(name: LearnSection, children: readonly Node[]): HTMLDetailsElement {
  return element('details', { className: 'learn-section', testId: SECTION_TEST_IDS[name], attributes: learnSectionStartsOpen(name) ? { open: '' } : {} }, [
    element('summary', { text: learnSectionTitle(name) }),
    ...children,
  ]);
}

/** A list of small pictures (quiet patterns, solutions), each item one picture. */
function gallery(items: readonly Node[]): HTMLUListElement {
  return element(
    'ul',
    { className: 'mini-gallery' },
    items.map((item) => element('li', {}, [item])),
  );
}

/** A picture whose words are written next to it: hidden from screen readers, which read the words. */
function decorative(picture: SVGSVGElement): SVGSVGElement {
  picture.setAttribute('aria-hidden', 'true');
  return picture;
}

/** The Learn panel. */
export class LearnPanel {
  /** The panel's root, to be placed in the page. */
  readonly element: HTMLElement;
  private readonly status = element('p', { className: 'panel-summary', testId: 'learn-status' });
  private readonly refresh = button(
    l10n.t('Update for this board'),
    'learn-refresh',
    l10n.t('Work the Learn panel out again for the board as it is now'),
    'secondary',
  );
  private readonly chaseBody = element('div', { className: 'learn-body' });
  private readonly chaseCounter = element('p', { className: 'panel-counter', testId: 'chase-counter' });
  private readonly chaseText = element('p', { className: 'panel-step', testId: 'chase-text' });
  private readonly chaseBoard = element('div', { className: 'mini-figure', testId: 'chase-board' });
  private readonly chasePrevious = button(l10n.t('Previous'), 'chase-previous', l10n.t('Show the previous step of the chase'));
  private readonly chaseNext = button(l10n.t('Next'), 'chase-next', l10n.t('Show the next step of the chase'));
  private readonly chaseRestart = button(l10n.t('Restart'), 'chase-restart', l10n.t('Go back to the first step of the chase'), 'secondary');
  private readonly chasePress = button(l10n.t('Press these cells'), 'chase-press', l10n.t('Press the ringed cells of this step (play mode)'), 'secondary');
  private readonly chaseWhere = element('p', { className: 'panel-help', testId: 'chase-where' });
  private readonly chaseReason = element('p', { className: 'panel-help' });
  private readonly chaseIntro = element('p', { className: 'panel-help' });
  private readonly lookupBody = element('div', { className: 'learn-body' });
  private readonly quietBody = element('div', { className: 'learn-body' });
  private readonly rulesBody = element('div', { className: 'learn-body' });
  private readonly solutionsBody = element('div', { className: 'learn-body' });
  private readonly sections: readonly HTMLDetailsElement[];
  private renderedView: TeachingView | null = null;
  private renderedStep: { readonly display: TeachingDisplay; readonly position: number; readonly stale: boolean } | null = null;
  private renderedSolution: number | null | undefined = undefined;

  constructor(private readonly dispatch: (event: GridViewEvent) => void) {
    const close = button('', 'learn-close', l10n.t('Close the Learn panel'), 'icon secondary dismiss');
    close.setAttribute('aria-label', l10n.t('Close the Learn panel'));
    const chaseControls = element('div', { className: 'panel-controls', attributes: { role: 'group', 'aria-label': l10n.t('Step through the chase') } }, [
      this.chasePrevious,
      this.chaseNext,
      this.chasePress,
      this.chaseRestart,
    ]);
    this.chaseBody.append(this.chaseCounter, chaseControls, this.chaseText, this.chaseBoard, this.chaseWhere);
    const bodies: Readonly<Record<LearnSection, readonly Node[]>> = {
      chase: [this.chaseIntro, this.chaseReason, this.chaseBody],
      lookup: [this.lookupBody],
      solutions: [this.solutionsBody],
      quiet: [this.quietBody],
      rules: [this.rulesBody],
    };
    this.sections = LEARN_SECTIONS.map((name) => section(name, bodies[name]));
    this.element = element(
      'section',
      { className: 'side-panel learn-panel', testId: 'learn-panel', attributes: { 'aria-labelledby': 'learn-heading', id: 'learn-panel' } },
      [
        element('div', { className: 'panel-heading' }, [element('h2', { text: l10n.t('Learn'), attributes: { id: 'learn-heading' } }), close]),
        element('div', { className: 'panel-status' }, [this.status, this.refresh]),
        ...this.sections,
      ],
    );
    close.addEventListener('click', () => dispatch({ type: 'setLearnOpen', open: false }));
    this.refresh.addEventListener('click', () => dispatch({ type: 'refreshTeaching' }));
    this.chasePrevious.addEventListener('click', () => dispatch({ type: 'chaseMove', direction: -1 }));
    this.chaseNext.addEventListener('click', () => dispatch({ type: 'chaseMove', direction: 1 }));
    this.chaseRestart.addEventListener('click', () => dispatch({ type: 'chaseGoTo', position: 0 }));
    this.chasePress.addEventListener('click', () => dispatch({ type: 'applyChaseStep' }));
  }

  /** Shows the state's teaching data (the panel is hidden when Learn is closed). */
  render(state: GridViewState): void {
    show(this.element, state.learnOpen);
    if (!state.learnOpen) return;
    const teaching = state.teaching;
    const computing = isRunning(state, state.pending.teaching);
    this.element.setAttribute('aria-busy', String(computing));
    let status = '';
    if (teaching === null) status = computing ? l10n.t('Working it out…') : l10n.t('Nothing to show yet.');
    else if (teaching.view.kind === 'unavailable') status = teaching.view.reason;
    else if (teaching.stale) status = l10n.t('The board has changed since: this still explains the board as it was.');
    if (computing && teaching !== null) status = `${status} ${l10n.t('Updating…')}`.trim();
    this.status.textContent = status;
    show(this.status, status !== '');
    show(this.refresh, !computing && (teaching === null || teaching.stale || teaching.view.kind === 'unavailable'));
    const view = teaching?.view.kind === 'teaching' ? teaching.view : null;
    for (const part of this.sections) show(part, view !== null);
    if (teaching === null || view === null) {
      this.renderedView = null;
      return;
    }
    if (this.renderedView !== teaching.view) {
      this.renderedView = teaching.view;
      this.renderedStep = null;
      this.renderedSolution = undefined;
      this.chaseIntro.textContent = chaseIntroText(view.board.states, view.board.objective);
      this.renderLookup(view.board, view.lookup);
      this.renderQuiet(view.board, view.quiet);
      this.rulesBody.replaceChildren(
        ...(view.rules.kind === 'rules'
          ? view.rules.paragraphs.map((text) => element('p', { text }))
          : [element('p', { className: 'panel-help', text: view.rules.reason })]),
      );
    }
    this.renderChase(teaching, view.board, view.chase, state);
    if (this.renderedSolution !== teaching.solution) {
      this.renderedSolution = teaching.solution;
      this.renderSolutions(view.board, view.solutions, teaching.solution);
    }
  }

  private renderChase(display: TeachingDisplay, board: BoardView, chase: ChaseWalkthroughView | UnavailableView, state: GridViewState): void {
    const walkthrough = walkthroughOf(display);
    show(this.chaseReason, walkthrough === null);
    show(this.chaseBody, walkthrough !== null);
    if (walkthrough === null) {
      this.chaseReason.textContent = chase.kind === 'unavailable' ? chase.reason : '';
      return;
    }
    const atBoard = chaseAtShownBoard(display, state.boardKey);
    const pressing = (walkthrough.steps[display.position]?.presses.length ?? 0) > 0;
    this.chasePress.disabled = !state.playMode || !atBoard || !pressing;
    this.chasePress.title = !state.playMode
      ? l10n.t('Turn on Play mode to press the cells of a step')
      : atBoard
        ? l10n.t('Press the ringed cells of this step')
        : l10n.t('The grid shows the board of another step');
    this.chaseWhere.textContent = atBoard
      ? pressing
        ? l10n.t('The cells to press are ringed on the grid as well. In play mode, press them there (or use Press these cells) and the walkthrough moves on.')
        : ''
      : l10n.t('The grid shows the board of another step; the board of this step is drawn here.');
    show(this.chaseWhere, this.chaseWhere.textContent !== '');
    const last = this.renderedStep;
    if (last !== null && last.display.view === display.view && last.position === display.position && last.stale === display.stale) return;
    this.renderedStep = { display, position: display.position, stale: display.stale };
    const position = display.position;
    this.chaseCounter.textContent = chaseCounter(walkthrough, position);
    this.chaseText.textContent = chasePositionText(walkthrough, position, board.states, board.objective);
    this.chasePrevious.disabled = position <= 0;
    this.chaseNext.disabled = position >= walkthrough.steps.length;
    this.chaseRestart.disabled = position === 0;
    const grid = chaseBoardAt(board, walkthrough, position);
    const step = walkthrough.steps[position];
    const rings = step === undefined ? [] : step.presses.map((press) => press.row * board.columns + press.col);
    const description = boardDescription(grid, board.columns, board.states);
    const when =
      step === undefined
        ? l10n.t('The board at the end: {0}.', description)
        : l10n.t('The board before step {0}: {1}.', formatCount(position + 1), description);
    const label = rings.length > 0 ? `${when} ${l10n.t('The cells to press are ringed.')}` : when;
    this.chaseBoard.replaceChildren(stepBoardSvg(board, grid, rings, label));
  }

  private renderLookup(board: BoardView, lookup: LookupTableView | UnavailableView): void {
    if (lookup.kind === 'unavailable') {
      this.lookupBody.replaceChildren(element('p', { className: 'panel-help', text: lookup.reason }));
      return;
    }
    const nodes: Node[] = [element('p', { className: 'panel-help', text: lookupIntroText(board) })];
    if (lookup.total === 0) {
      nodes.push(element('p', { text: l10n.t('On a board this size, a chase alone solves every board that can be solved: no table is needed.') }));
      this.lookupBody.replaceChildren(...nodes);
      return;
    }
    const size = miniCellSize(1, board.columns, 120);
    const rowSpec = (values: readonly number[], kind: 'cells' | 'presses') => ({
      rows: 1,
      columns: board.columns,
      topology: 'plain' as const,
      kind,
      states: board.states,
      values,
      cellSize: size,
    });
    // The table's bottom rows are (state - objective) mod k; the picture shows the cells as they look.
    const asCells = (bottomRow: readonly number[]) => bottomRow.map((value) => (value + board.objective) % board.states);
    const body = element('tbody');
    lookup.entries.forEach((entry, index) => {
      const match = lookup.match === index;
      const bottomText = lookupBottomText(entry.bottomRow);
      const topText = lookupTopText(entry.topRow);
      const row = element('tr', { className: match ? 'match' : '', attributes: match ? { 'data-match': 'true' } : {} }, [
        element('td', {}, [
          decorative(miniBoardSvg(rowSpec(asCells(entry.bottomRow), 'cells'), l10n.t('Bottom row: {0}', bottomText))),
          element('span', { text: bottomText }),
        ]),
        element('td', {}, [
          decorative(miniBoardSvg(rowSpec(entry.topRow, 'presses'), l10n.t('Top row: press {0}', topText))),
          element('span', { text: topText }),
        ]),
        element('td', { className: 'note', text: match ? l10n.t('its chase leaves this row') : '' }),
      ]);
      const description = lookupRowDescription(entry.bottomRow, entry.topRow, board.states, board.objective);
      row.setAttribute('aria-label', match ? `${description} ${l10n.t('This board’s chase leaves this row.')}` : description);
      body.append(row);
    });
    const header = (text: string) => element('th', { text, attributes: { scope: 'col' } });
    const table = element('table', { className: 'lookup' }, [
      element('caption', {
        className: 'visually-hidden',
        text: l10n.t('Bottom-row table: what to press in the top row for each bottom row a chase can leave'),
      }),
      element('thead', {}, [
        element('tr', {}, [header(lookupBottomHeading(board.states, board.objective)), header(l10n.t('Press in the top row')), header(l10n.t('This board'))]),
      ]),
      body,
    ]);
    nodes.push(table);
    if (lookup.total > lookup.entries.length)
      nodes.push(
        element('p', {
          className: 'panel-help',
          text: l10n.t('Showing the first {0} of {1} rows.', formatCount(lookup.entries.length), formatCount(lookup.total)),
        }),
      );
    this.lookupBody.replaceChildren(...nodes);
  }

  private renderQuiet(board: BoardView, quiet: QuietPatternsView | UnavailableView): void {
    if (quiet.kind === 'unavailable') {
      this.quietBody.replaceChildren(element('p', { className: 'panel-help', text: quiet.reason }));
      return;
    }
    const nodes: Node[] = [element('p', { className: 'panel-help', text: quietPatternText() }), element('p', { text: quietCountText(quiet, board.states) })];
    if (quiet.total > 0) {
      const size = miniCellSize(board.rows, board.columns, 110);
      const figures = quiet.generators.map((generator, index) => {
        const caption = quietPatternCaption(index, generator.order, board.states);
        return element('figure', { className: 'mini-figure' }, [
          miniBoardSvg(
            {
              rows: board.rows,
              columns: board.columns,
              topology: board.topology,
              kind: 'presses',
              states: board.states,
              values: generator.pattern,
              cellSize: size,
            },
            l10n.t('{0}: {1}', caption, patternDescription(generator.pattern, board.columns)),
          ),
          element('figcaption', { text: caption }),
        ]);
      });
      nodes.push(gallery(figures));
    }
    this.quietBody.replaceChildren(...nodes);
  }

  private renderSolutions(board: BoardView, solutions: SolutionsListView | UnavailableView, picked: number | null): void {
    if (solutions.kind === 'unavailable') {
      this.solutionsBody.replaceChildren(element('p', { className: 'panel-help', text: solutions.reason }));
      return;
    }
    const text = solutionsText(solutions, board.states, board.objective);
    if (solutions.solutions === null || solutions.count === '0') {
      this.solutionsBody.replaceChildren(element('p', { text }));
      return;
    }
    const size = miniCellSize(board.rows, board.columns, 90);
    const buttons = solutions.solutions.map((solution, index) => {
      const title = solutionTitle(index, solution.total);
      const pictureId = `solution-${index}-picture`;
      const picture = miniBoardSvg(
        { rows: board.rows, columns: board.columns, topology: board.topology, kind: 'presses', states: board.states, values: solution.presses, cellSize: size },
        patternDescription(solution.presses, board.columns),
      );
      picture.id = pictureId;
      const choice = element(
        'button',
        {
          className: 'solution-choice',
          attributes: {
            type: 'button',
            'data-index': String(index),
            'aria-pressed': String(picked === index),
            'aria-label': title,
            'aria-describedby': pictureId,
            title: l10n.t('{0}: ring its cells on the grid', title),
          },
        },
        [picture, element('span', { text: title })],
      );
      choice.addEventListener('click', () => this.dispatch({ type: 'pickSolution', index: picked === index ? null : index }));
      return choice;
    });
    this.solutionsBody.replaceChildren(element('p', { className: 'panel-help', text }), gallery(buttons));
  }
}
