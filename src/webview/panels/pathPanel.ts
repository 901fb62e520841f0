/**
 * The path panel of the grid webview (DOM): a shortest way to solve the board as a numbered list
 * of presses ("Press row 3, column 3"), the step shown ("Step 1 of 5. Press row 3, column 3."),
 * a small picture of the board before that step with its cell ringed, and Previous/Next to step
 * through them. The ringed cell on the puzzle grid is the press shown; in play mode pressing it
 * (on the grid, or with "Press it") moves the panel on: it follows the board. Next never changes the board by itself, so stepping through the path is
 * always safe to try. Renders a {@link GridViewState}; sends {@link GridViewEvent}s.
 *
 * Test hooks (data-testid): path-panel, path-close, path-summary, path-step, path-board (the
 * picture of the board before the step shown), path-previous, path-next, path-press,
 * path-refresh, path-list (its items carry data-index, and aria-current="step" on the press shown
 * next).
 */

import * as l10n from '../../domain/l10n';
import { button, element, show } from '../dom';
import { type GridViewEvent, type GridViewState, isRunning } from '../state/gridViewTypes';
import { boardDescription } from '../words/boardDescriptions';
import { stepBoardSvg } from './miniBoardSvg';
import { pathAtShownBoard, pathBoardAt, pathLine, pathStepText, pathSummary, type PathDisplay } from '../state/solutionPathState';
import { cellName, formatCount } from '../words/wording';

/** The path panel. */
export class PathPanel {
  /** The panel's root, to be placed in the page. */
  readonly element: HTMLElement;
  private readonly summary = element('p', { className: 'panel-summary', testId: 'path-summary' });
  private readonly step = element('p', { className: 'panel-step', testId: 'path-step' });
  private readonly board = element('div', { className: 'mini-figure', testId: 'path-board' });
  private readonly previous = button(l10n.t('Previous'), 'path-previous', l10n.t('Show the previous press'));
  private readonly next = button(l10n.t('Next'), 'path-next', l10n.t('Show the next press'));
  private readonly pressIt = button(l10n.t('Press it'), 'path-press', l10n.t('Press the ringed cell (play mode)'), 'secondary');
  private readonly refresh = button(
    l10n.t('Show path for this board'),
    'path-refresh',
    l10n.t('Find a shortest way again for the board as it is now'),
    'secondary',
  );
  private readonly help = element('p', {
    className: 'panel-help',
    text: l10n.t(
      'The cell to press is ringed on the grid and in the picture. In play mode, press it on the grid (or use Press it): the list moves on with the board, and Undo goes back a step.',
    ),
  });
  private readonly list = element('ol', { className: 'path-list', testId: 'path-list', attributes: { 'aria-label': l10n.t('Presses, one per step') } });
  private listedView: PathDisplay['view'] | null = null;
  private shownPosition = -1;
  private drawnBoard: { readonly view: PathDisplay['view']; readonly position: number } | null = null;

  constructor(dispatch: (event: GridViewEvent) => void) {
    const close = button('', 'path-close', l10n.t('Close the solution path'), 'icon secondary dismiss');
    close.setAttribute('aria-label', l10n.t('Close the solution path'));
    const heading = element('h2', { text: l10n.t('Solution path'), attributes: { id: 'path-heading' } });
    this.element = element('section', { className: 'side-panel', testId: 'path-panel', attributes: { 'aria-labelledby': 'path-heading' } }, [
      element('div', { className: 'panel-heading' }, [heading, close]),
      this.summary,
      element('div', { className: 'panel-controls', attributes: { role: 'group', 'aria-label': l10n.t('Step through the path') } }, [
        this.previous,
        this.next,
        this.pressIt,
        this.refresh,
      ]),
      this.step,
      this.board,
      this.help,
      this.list,
    ]);
    close.addEventListener('click', () => dispatch({ type: 'closePath' }));
    this.previous.addEventListener('click', () => dispatch({ type: 'pathMove', direction: -1 }));
    this.next.addEventListener('click', () => dispatch({ type: 'pathMove', direction: 1 }));
    this.pressIt.addEventListener('click', () => dispatch({ type: 'applyPathStep' }));
    this.refresh.addEventListener('click', () => dispatch({ type: 'showPath' }));
    this.list.addEventListener('click', (event) => {
      const item = (event.target as Element | null)?.closest('li');
      if (item?.dataset.index !== undefined) dispatch({ type: 'pathGoTo', position: Number(item.dataset.index) });
    });
  }

  /** Shows the state's path (the panel is hidden when the path is closed). */
  render(state: GridViewState): void {
    show(this.element, state.pathOpen);
    if (!state.pathOpen) return;
    const path = state.path;
    const computing = isRunning(state, state.pending.path);
    this.element.setAttribute('aria-busy', String(computing));
    if (path === null) {
      this.summary.textContent = computing ? l10n.t('Finding a shortest way to solve the board…') : l10n.t('No path yet.');
      for (const node of [this.step, this.board, this.help, this.list, this.previous, this.next, this.pressIt]) show(node, false);
      show(this.refresh, !computing);
      return;
    }
    const moves = path.view.kind === 'path' ? path.view.moves : [];
    this.summary.textContent = computing ? `${pathSummary(path.view)} ${l10n.t('Updating…')}` : pathSummary(path.view);
    const stepping = moves.length > 0;
    show(this.step, stepping || path.view.kind === 'path');
    this.step.textContent = stepping ? pathStepText(path) : '';
    this.step.classList.toggle('panel-step--stale', path.stale);
    show(this.previous, stepping);
    show(this.next, stepping);
    this.previous.disabled = path.position <= 0;
    this.next.disabled = path.position >= moves.length;
    show(this.pressIt, stepping);
    const atBoard = pathAtShownBoard(path, state.boardKey);
    this.pressIt.disabled = !state.playMode || !atBoard || path.position >= moves.length;
    this.pressIt.title = !state.playMode
      ? l10n.t('Turn on Play mode to press the cells of the path')
      : atBoard
        ? l10n.t('Press the ringed cell')
        : l10n.t('The grid shows the board of another step: make the presses before this one first');
    show(this.refresh, path.stale || path.view.kind === 'unavailable');
    show(this.help, stepping && !path.stale);
    show(this.board, stepping && !path.stale);
    show(this.list, stepping);
    if (stepping && !path.stale) this.renderBoard(path);
    this.renderList(path);
  }

  /** The picture of the board before the step shown (the solved board at the end), its cell ringed. */
  private renderBoard(path: PathDisplay): void {
    if (this.drawnBoard !== null && this.drawnBoard.view === path.view && this.drawnBoard.position === path.position) return;
    this.drawnBoard = { view: path.view, position: path.position };
    const board = pathBoardAt(path, path.position);
    if (board === null || path.view.kind !== 'path') {
      this.board.replaceChildren();
      return;
    }
    const moves = path.view.moves;
    const move = moves[path.position];
    const rings = move === undefined ? [] : [move.row * board.columns + move.col];
    const description = boardDescription(board.grid, board.columns, board.states);
    const label =
      move === undefined
        ? l10n.t('The board after the last step: {0}.', description)
        : `${l10n.t('The board before step {0}: {1}.', formatCount(path.position + 1), description)} ${l10n.t('The cell to press, {0}, is ringed.', cellName(move.row, move.col))}`;
    this.board.replaceChildren(stepBoardSvg(board, board.grid, rings, label));
  }

  private renderList(path: PathDisplay): void {
    if (this.listedView !== path.view) {
      this.listedView = path.view;
      this.shownPosition = -1;
      const moves = path.view.kind === 'path' ? path.view.moves : [];
      const count = formatCount(moves.length);
      this.list.replaceChildren(
        ...moves.map((move, index) =>
          element('li', {
            text: pathLine(move),
            attributes: { 'data-index': String(index), title: l10n.t('Step {0} of {1}: show this press', formatCount(index + 1), count) },
          }),
        ),
      );
    }
    if (this.shownPosition === path.position && path.stale === this.list.classList.contains('path-list--stale')) return;
    this.list.classList.toggle('path-list--stale', path.stale);
    const items = this.list.children;
    items[this.shownPosition]?.removeAttribute('aria-current');
    items[this.shownPosition]?.classList.remove('current');
    for (let index = 0; index < Math.min(items.length, path.position); index++) items[index].classList.add('done');
    for (let index = path.position; index < items.length; index++) items[index].classList.remove('done');
    const current = items[path.position];
    if (current) {
      current.setAttribute('aria-current', 'step');
      current.classList.add('current');
      revealInList(this.list, current as HTMLElement);
    }
    this.shownPosition = path.position;
  }
}

/**
 * Scrolls `list` so that `item` is in view, with the list's own scroll only: scrollIntoView would
 * scroll the page as well, taking the board out of view while the steps are read. (The list is
 * positioned, so an item's offsetTop is from the list's top.)
 */
function revealInList(list: HTMLElement, item: HTMLElement): void {
  const top = item.offsetTop;
  const bottom = top + item.offsetHeight;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
}
