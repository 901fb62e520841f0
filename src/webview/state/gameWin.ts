/**
 * A won game as the win banner shows it: the moves against the fewest possible, the stars of a
 * level, and where to go next (New game; Next level when a level follows). Pure.
 */

import * as l10n from '../../domain/l10n';
import { levelStars, MAX_STARS, type Stars } from '../../levels/levelProgress';
import { gameWon } from './gridViewState';
import type { GridViewState } from './gridViewTypes';
import { sessionBest } from './playSession';
import { formatCount } from '../words/wording';

/** What the win banner says and offers. */
export interface WinDisplay {
  /** "Solved!", or "Level 3 solved!". */
  readonly heading: string;
  /** "7 moves: the fewest possible.", "9 moves; the fewest possible is 7." */
  readonly text: string;
  /** A level's stars for this win (0..3), null outside levels. */
  readonly stars: Stars | null;
  /** The stars in words, for the accessible name: "2 of 3 stars". */
  readonly starsText: string | null;
  /** Whether a level follows this one (the banner offers Next level and focuses it). */
  readonly nextLevel: boolean;
}

/** The banner of the game shown when it has just been won in Play, else null. */
export function winDisplay(state: GridViewState): WinDisplay | null {
  if (!gameWon(state)) return null;
  const moves = state.game.moves.length;
  // The level's own board; a New game dealt over a level is a game like any other.
  const level = state.context.kind === 'level' && state.game.start === null ? state.context : null;
  const best = level !== null ? Math.min(level.minMoves, sessionBest(state.game) ?? level.minMoves) : sessionBest(state.game);
  const movesText = moves === 1 ? l10n.t('1 move') : l10n.t('{0} moves', formatCount(moves));
  let text: string;
  if (best === null) text = l10n.t('Solved in {0}.', movesText);
  else if (moves <= best) text = l10n.t('{0}: the fewest possible.', movesText);
  else text = l10n.t('{0}; the fewest possible is {1}.', movesText, formatCount(best));
  if (level === null) return { heading: l10n.t('Solved!'), text, stars: null, starsText: null, nextLevel: false };
  const stars = levelStars(moves, level.minMoves);
  return {
    heading: l10n.t('Level {0} solved!', formatCount(level.number)),
    text,
    stars,
    starsText: l10n.t('{0} of {1} stars', stars, MAX_STARS),
    nextLevel: level.number < level.count,
  };
}
