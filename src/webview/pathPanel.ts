/**
 * The path panel of the grid webview (DOM): the shortest path's presses in the web game's format
 * (`1ff: (2, 2)`), the press shown next, and Previous/Next to step through them. The ringed cell
 * on the puzzle grid is the press shown; in play mode pressing it (on the grid, or with "Press
 * it") moves the panel on: it follows the board, see solutionPathState.ts. Next never changes the
 * board by itself, so stepping through the path is always safe to try. Renders a {@link GridViewState}; sends
 * {@link GridViewEvent}s.
 *
 * Test hooks (data-testid): path-panel, path-close, path-summary, path-step, path-previous,
 * path-next, path-press, path-refresh, path-list (its items carry data-index, and aria-current="step" on the
 * press shown next).
 */

import { button, element, show } from './dom';
import { isRunning, type GridViewEvent, type GridViewState } from './gridViewState';
import { pathAtShownBoard, pathLine, pathStepText, pathSummary, type PathDisplay } from './solutionPathState';

/** The path panel. */
export class PathPanel {
  /** The panel's root, to be placed in the page. */
  readonly element: HTMLElement;
  private readonly summary = element('p', { className: 'panel-summary', testId: 'path-summary' });
  private readonly step = element('p', { className: 'panel-step', testId: 'path-step' });
  private readonly previous = button('Previous', 'path-previous', 'Show the previous press');
  private readonly next = button('Next', 'path-next', 'Show the next press');
  private readonly pressIt = button('Press it', 'path-press', 'Press the ringed cell (play mode)', 'secondary');
  private readonly refresh = button('Show path for this board', 'path-refresh', 'Compute the path again for the board as it is now', 'secondary');
  private readonly help = element('p', {
    className: 'panel-help',
    text: 'The ringed cell on the grid is the press shown. In play mode, press it (or use Press it): the list follows the board, and Undo steps back.',
  });
  private readonly list = element('ol', { className: 'path-list', testId: 'path-list', attributes: { 'aria-label': 'Presses in order' } });
  private listedView: PathDisplay['view'] | null = null;
  private shownPosition = -1;

  constructor(dispatch: (event: GridViewEvent) => void) {
    const close = button('', 'path-close', 'Close the solution path', 'icon secondary dismiss');
    close.setAttribute('aria-label', 'Close the solution path');
    const heading = element('h2', { text: 'Solution path', attributes: { id: 'path-heading' } });
    this.element = element('section', { className: 'side-panel', testId: 'path-panel', attributes: { 'aria-labelledby': 'path-heading' } }, [
      element('div', { className: 'panel-heading' }, [heading, close]),
      this.summary,
      element('div', { className: 'panel-controls', attributes: { role: 'group', 'aria-label': 'Step through the path' } }, [this.previous, this.next, this.pressIt, this.refresh]),
      this.step,
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
      this.summary.textContent = computing ? 'Computing the shortest path…' : 'No path yet.';
      for (const node of [this.step, this.help, this.list, this.previous, this.next, this.pressIt]) show(node, false);
      show(this.refresh, !computing);
      return;
    }
    const moves = path.view.kind === 'path' ? path.view.moves : [];
    this.summary.textContent = `${pathSummary(path.view)}${computing ? ' Updating…' : ''}`;
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
    this.pressIt.title = !state.playMode ? 'Turn on Play mode to press cells of the path' : atBoard ? 'Press the ringed cell' : 'The grid is at another press of the path: press the presses before it first';
    show(this.refresh, path.stale || path.view.kind === 'unavailable');
    show(this.help, stepping && !path.stale);
    show(this.list, stepping);
    this.renderList(path);
  }

  private renderList(path: PathDisplay): void {
    if (this.listedView !== path.view) {
      this.listedView = path.view;
      this.shownPosition = -1;
      const moves = path.view.kind === 'path' ? path.view.moves : [];
      this.list.replaceChildren(...moves.map((move, index) => element('li', { text: pathLine(move), attributes: { 'data-index': String(index), title: `Press ${index + 1}: row ${move.row + 1}, column ${move.col + 1}` } })));
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
      current.scrollIntoView({ block: 'nearest' });
    }
    this.shownPosition = path.position;
  }
}
