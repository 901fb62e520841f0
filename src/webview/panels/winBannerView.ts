/**
 * The win banner: shown over the board's caption when a game is won in Play, with the moves
 * against the fewest possible, a level's stars, and the way on: **Next level** in a level that has
 * one (focused), else **New game** (focused). The sentence is read out by the live region; the
 * banner is a labelled region the focus lands in. DOM only here.
 */

import * as l10n from '../../domain/l10n';
import { GRID_ACTIONS } from '../../protocol/gridActions';
import { MAX_STARS } from '../../levels/levelProgress';
import { button, element, show } from '../dom';
import type { WinDisplay } from '../state/gameWin';
import type { GridViewEvent } from '../state/gridViewTypes';

/** The banner of a won game. */
export class WinBannerView {
  readonly element: HTMLElement;
  private readonly heading: HTMLElement;
  private readonly text: HTMLElement;
  private readonly stars: HTMLElement;
  private readonly newGame: HTMLButtonElement;
  private readonly nextLevel: HTMLButtonElement;
  private shown: WinDisplay | null = null;

  constructor(dispatch: (event: GridViewEvent) => void) {
    this.heading = element('h2', { className: 'win-heading', attributes: { id: 'win-heading' } });
    this.text = element('p', { className: 'win-text', testId: 'win-text' });
    this.stars = element('p', { className: 'win-stars', testId: 'win-stars' });
    const { label, title, testId } = GRID_ACTIONS.newGame;
    this.newGame = button(label, `win-${testId}`, title, 'secondary');
    this.nextLevel = button(l10n.t('Next level'), 'win-next-level', l10n.t('Open the next level'));
    this.newGame.addEventListener('click', () => dispatch({ type: 'newGame' }));
    this.nextLevel.addEventListener('click', () => dispatch({ type: 'nextLevel' }));
    this.element = element('section', { className: 'win-banner', testId: 'win-banner', attributes: { 'aria-labelledby': 'win-heading' } }, [
      this.heading,
      this.stars,
      this.text,
      element('div', { className: 'win-actions' }, [this.nextLevel, this.newGame]),
    ]);
    show(this.element, false);
  }

  /** Shows `win` (null hides the banner); when it first appears, the focus goes to its way on. Returns whether it just appeared. */
  render(win: WinDisplay | null): boolean {
    const appeared = win !== null && this.shown === null;
    this.shown = win;
    show(this.element, win !== null);
    if (win === null) return false;
    this.heading.textContent = win.heading;
    this.text.textContent = win.text;
    show(this.stars, win.stars !== null);
    if (win.stars !== null) {
      this.stars.textContent = '★'.repeat(win.stars) + '☆'.repeat(MAX_STARS - win.stars);
      this.stars.setAttribute('aria-label', win.starsText ?? '');
      this.stars.setAttribute('role', 'img');
    }
    show(this.nextLevel, win.nextLevel);
    this.newGame.className = win.nextLevel ? 'secondary' : '';
    if (appeared) (win.nextLevel ? this.nextLevel : this.newGame).focus();
    return appeared;
  }
}
