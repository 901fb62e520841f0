/**
 * The built-in levels of Play Levels: one `.lights` file per level in the extension's levels/
 * folder ("07-sixteen-switches.lights", written by scripts/makeLevels.js), in the order of their
 * file names. A level is named by its file's title and needs the file's `minMoves`, the proven
 * fewest moves its stars are counted against. Pure: the caller reads the files.
 */

import { parseLights } from '../core/format/formatRead';
import type { Puzzle } from '../core/puzzle';

/** The extension of a level's file. */
const LEVEL_EXTENSION = '.lights';

/** One level. */
export interface Level {
  /** Its file's name without ".lights" ("07-sixteen-switches"): the level's identity in the saved progress. */
  readonly id: string;
  /** Its file's name ("07-sixteen-switches.lights"). */
  readonly fileName: string;
  /** Its place in the sequence, from 1. */
  readonly number: number;
  /** Its title ("Sixteen Switches"), else its id. */
  readonly name: string;
  /** The fewest moves that solve it. */
  readonly minMoves: number;
  /** The board, as its file gives it. */
  readonly puzzle: Puzzle;
}

/** The levels read from files, and the files left out with the reason. */
export interface LevelList {
  readonly levels: readonly Level[];
  /** "name: reason" for each `.lights` file that is not a level (no puzzle, or no fewest moves). */
  readonly skipped: readonly string[];
}

/** Whether `fileName` names a level's file: a plain name (no folder) ending with ".lights". */
export function isLevelFileName(fileName: string): boolean {
  return fileName.endsWith(LEVEL_EXTENSION) && fileName.length > LEVEL_EXTENSION.length && !/[/\\]/.test(fileName) && !fileName.startsWith('.');
}

/**
 * The levels of `files` ([name, text] pairs): every `.lights` file that is a puzzle with
 * `minMoves` above 0, ordered by file name and numbered from 1. Other names are ignored; a
 * `.lights` file that is not a level is listed in `skipped`.
 */
export function levelList(files: readonly (readonly [fileName: string, text: string])[]): LevelList {
  const skipped: string[] = [];
  const levels: Omit<Level, 'number'>[] = [];
  const sorted = files.filter(([fileName]) => isLevelFileName(fileName)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [fileName, text] of sorted) {
    const parsed = parseLights(text);
    if (!parsed.ok) {
      skipped.push(`${fileName}: ${parsed.errors[0].message}`);
      continue;
    }
    const { document } = parsed;
    if (document.minMoves === undefined || document.minMoves < 1) {
      skipped.push(`${fileName}: no fewest number of moves above 0 (minMoves)`);
      continue;
    }
    const id = fileName.slice(0, -LEVEL_EXTENSION.length);
    const title = document.title?.trim();
    levels.push({ id, fileName, name: title !== undefined && title !== '' ? title : id, minMoves: document.minMoves, puzzle: document.puzzle });
  }
  return { levels: levels.map((level, index) => ({ ...level, number: index + 1 })), skipped };
}
