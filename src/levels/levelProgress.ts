/**
 * A player's progress through the levels: the fewest moves they have solved each level in (their
 * best), the stars a best earns against the level's fewest possible, where to go on, and what the
 * grid's caption and win banner are told about a level. Progress is kept by level id, so it
 * survives a reload (the extension keeps it in its global state) and a level that moves in the
 * sequence keeps its best. Pure.
 */

import type { BoardContextView } from '../protocol/protocol';
import type { Level } from './levelList';

/** The player's best (fewest) moves per level id; a level absent is not solved yet. */
export type LevelBests = Readonly<Record<string, number>>;

/** The stars a level shows: 0 while unsolved, 1 when solved, 2 within a few moves of the fewest, 3 at the fewest. */
export type Stars = 0 | 1 | 2 | 3;

/** The most stars a level can earn. */
export const MAX_STARS = 3;

/**
 * The bests kept in `stored` (the extension's global state, which anything may have written):
 * only entries whose value is a whole number of moves above 0; anything else reads as no progress.
 */
export function readLevelBests(stored: unknown): LevelBests {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const bests: Record<string, number> = {};
  for (const [id, moves] of Object.entries(stored)) {
    if (typeof moves === 'number' && Number.isSafeInteger(moves) && moves > 0) bests[id] = moves;
  }
  return bests;
}

/** The bests after level `id` was solved in `moves` moves, or null when that is no better than the best already kept. */
export function recordWin(bests: LevelBests, id: string, moves: number): LevelBests | null {
  if (!Number.isSafeInteger(moves) || moves < 1) return null;
  const best = bests[id];
  if (best !== undefined && best <= moves) return null;
  return { ...bests, [id]: moves };
}

/** How many moves above the fewest still earn two stars: a quarter of the fewest, at least 2. */
export function twoStarSlack(minMoves: number): number {
  return Math.max(2, Math.ceil(minMoves / 4));
}

/** The stars of a level whose fewest is `minMoves`, solved at best in `best` moves (undefined or null: not solved). */
export function levelStars(best: number | null | undefined, minMoves: number): Stars {
  if (best === undefined || best === null) return 0;
  if (best <= minMoves) return 3;
  return best <= minMoves + twoStarSlack(minMoves) ? 2 : 1;
}

/** The first level not solved yet, else undefined (every level is solved). */
export function firstUnsolved(levels: readonly Level[], bests: LevelBests): Level | undefined {
  return levels.find((level) => bests[level.id] === undefined);
}

/** How many of `levels` are solved. */
export function solvedCount(levels: readonly Level[], bests: LevelBests): number {
  return levels.filter((level) => bests[level.id] !== undefined).length;
}

/** The level after the one with `id`; undefined after the last level (or for an id that is no level). */
export function levelAfter(levels: readonly Level[], id: string): Level | undefined {
  const index = levels.findIndex((level) => level.id === id);
  return index < 0 ? undefined : levels[index + 1];
}

/** What the grid is told about `level` of `levels`: its number of how many, the player's best and its fewest moves. */
export function levelContext(level: Level, levels: readonly Level[], bests: LevelBests): BoardContextView {
  return { kind: 'level', number: level.number, count: levels.length, best: bests[level.id] ?? null, minMoves: level.minMoves };
}
