/**
 * What the level picker shows: one item per level ("Level 7: Sixteen Switches") saying whether it
 * is solved, its stars and the player's best against the fewest moves, with the first unsolved
 * level (else the first) chosen at first; every level can be picked, solved or not. Pure: the
 * command shows the items.
 */

import * as l10n from '../domain/l10n';
import type { Level } from './levelList';
import { firstUnsolved, levelStars, MAX_STARS, solvedCount, type LevelBests } from './levelProgress';

/** One item of the picker. */
export interface LevelPickItem {
  readonly level: Level;
  /** "Level 7: Sixteen Switches". */
  readonly label: string;
  /** Stars and moves: "$(star-full)$(star-full)$(star-empty) 2 of 3 stars · moves: best 7, fewest 5", or that it is not solved yet. */
  readonly description: string;
  /** The board in words, as `describeBoard` gives it. */
  readonly detail: string;
}

/** The picker: its items in level order, the one chosen at first, and its prompt. */
export interface LevelPicker {
  readonly items: readonly LevelPickItem[];
  /** The index of the item chosen at first: the first unsolved level, else the first. */
  readonly activeIndex: number;
  /** "3 of 50 levels solved. Choose a level to play." */
  readonly placeholder: string;
}

/** The stars as icons VS Code draws in a picker's text: full ones, then empty ones. */
export function starIcons(stars: number): string {
  return '$(star-full)'.repeat(stars) + '$(star-empty)'.repeat(MAX_STARS - stars);
}

/** The item's description: stars and best moves for a solved level, else that it is not solved yet. */
export function levelDescription(level: Level, bests: LevelBests): string {
  const best = bests[level.id];
  if (best === undefined) return l10n.t('not solved yet · fewest moves: {0}', level.minMoves);
  const stars = levelStars(best, level.minMoves);
  return `${starIcons(stars)} ${l10n.t('{0} of {1} stars · moves: best {2}, fewest {3}', stars, MAX_STARS, best, level.minMoves)}`;
}

/** The picker of `levels` with the player's `bests`; `describeBoard` says what each board is ("5x5, 3 states, torus"). */
export function levelPicker(levels: readonly Level[], bests: LevelBests, describeBoard: (level: Level) => string): LevelPicker {
  const items = levels.map((level) => ({
    level,
    label: l10n.t('Level {0}: {1}', level.number, level.name),
    description: levelDescription(level, bests),
    detail: describeBoard(level),
  }));
  const next = firstUnsolved(levels, bests);
  return {
    items,
    activeIndex: next === undefined ? 0 : levels.indexOf(next),
    placeholder: l10n.t('{0} of {1} levels solved. Choose a level to play.', solvedCount(levels, bests), levels.length),
  };
}
