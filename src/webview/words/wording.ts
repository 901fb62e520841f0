/**
 * Words for people, shared by the webview's panels: cells named as "row 2, column 4" (1-based,
 * never the 0-based indices the code uses), counts written for the display language, and the
 * words for a board's goal ("switch every light off"). Every number a panel writes for people goes
 * through {@link formatCount}. Pure apart from reading the display language: `data-locale` of the
 * webview's `<html>` (the host writes VS Code's display language there; `lang` names the language
 * of the words), else `navigator.language`, else US English.
 */

import * as l10n from '../../domain/l10n';
import { DIFFICULTIES, type Difficulty, type DifficultyScale, type MovesRange } from '../../domain/difficultyScale';
import { difficultyLabel } from '../../domain/vocabularyWords';

/** Counts below this are written plainly ("9999"); from here on with the language's grouping ("10,000"). */
export const GROUPING_THRESHOLD = 10_000;

const FALLBACK_LOCALE = 'en-US';

interface LanguageScope {
  readonly document?: { readonly documentElement?: { readonly dataset?: { readonly locale?: unknown } } | null };
  readonly navigator?: { readonly language?: unknown };
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The display language: the `data-locale` of the page's `<html>` when there is a document (the
 * host puts VS Code's display language there), else the browser's language, else US English.
 */
export function displayLocale(): string {
  const scope = globalThis as LanguageScope;
  const locale = scope.document?.documentElement?.dataset?.locale;
  if (nonEmpty(locale)) return locale.trim();
  const language = scope.navigator?.language;
  return nonEmpty(language) ? language : FALLBACK_LOCALE;
}

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = formats.get(locale);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, { useGrouping: true, maximumFractionDigits: 3 });
    } catch {
      // An unknown language tag: the count is still worth showing.
      format = new Intl.NumberFormat(FALLBACK_LOCALE, { useGrouping: true, maximumFractionDigits: 3 });
    }
    formats.set(locale, format);
  }
  return format;
}

/**
 * A count for people: below {@link GROUPING_THRESHOLD} written plainly ("9999"), from there on
 * grouped for `locale` (default: the display language), "10,000" in English, "10.000" in German.
 * Strings are decimal integers such as the exact solution counts the host sends, which may be
 * larger than a number can hold exactly; anything else is returned as it is.
 */
export function formatCount(count: number | bigint | string, locale?: string): string {
  let value: number | bigint;
  if (typeof count === 'string') {
    const text = count.trim();
    if (!/^-?\d+$/.test(text)) return count;
    value = BigInt(text);
  } else {
    value = count;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  const magnitude = value < 0 ? -value : value;
  if (magnitude < GROUPING_THRESHOLD) return String(value);
  return numberFormat(locale ?? displayLocale()).format(value);
}

/** A cell named for people from its 0-based row and column: (1, 3) is "row 2, column 4". */
export function cellName(row0: number, col0: number): string {
  return l10n.t('row {0}, column {1}', formatCount(row0 + 1), formatCount(col0 + 1));
}

/** "once", "twice", "3 times". */
export function timesText(count: number): string {
  return count === 1 ? l10n.t('once') : count === 2 ? l10n.t('twice') : l10n.t('{0} times', formatCount(count));
}

/** "a", "a and b", "a, b and c". */
export function listText(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return l10n.t('{0} and {1}', parts.slice(0, -1).join(', '), parts[parts.length - 1]);
}

/**
 * How the panels speak of a board's goal and of its cells. Two-state boards have lights that are
 * on or off; boards with more states have cells in states 0..k-1.
 */
export interface GoalWords {
  /** What solving does: "switch every light off", "switch every light on", "bring every cell to state 2". */
  readonly goal: string;
  /** What a cell is called: "light" or "cell". */
  readonly unit: 'light' | 'cell';
  /** A cell not at the goal yet: "on", "off", "not yet in state 2". */
  readonly offGoal: string;
  /** A cell at the goal: "off", "on", "in state 2". */
  readonly atGoal: string;
}

/** The words for the goal of a board with `states` states per cell and the goal state `objective`. */
export function goalWords(states: number, objective: number): GoalWords {
  if (states === 2) {
    const on = l10n.t('on');
    const off = l10n.t('off');
    return objective === 0
      ? { goal: l10n.t('switch every light off'), unit: 'light', offGoal: on, atGoal: off }
      : { goal: l10n.t('switch every light on'), unit: 'light', offGoal: off, atGoal: on };
  }
  return {
    goal: l10n.t('bring every cell to state {0}', objective),
    unit: 'cell',
    offGoal: l10n.t('not yet in state {0}', objective),
    atGoal: l10n.t('in state {0}', objective),
  };
}

/** Which words a board's goal takes: lights to switch off, lights to switch on, or cells to bring to a state (the objective). */
export type GoalKind = 'off' | 'on' | 'state';

/** The {@link GoalKind} of a board with `states` states per cell and the goal state `objective`. */
export function goalKind(states: number, objective: number): GoalKind {
  return states === 2 ? (objective === 0 ? 'off' : 'on') : 'state';
}

/** A count of presses for people: "1 press", "12 presses" (the count through {@link formatCount}). */
export function pressCount(count: number | bigint | string): string {
  return String(count).trim() === '1' ? l10n.t('1 press') : l10n.t('{0} presses', formatCount(count));
}

/** A count of moves for people: "1 move", "12 moves". */
export function moveCount(count: number | bigint | string): string {
  return String(count).trim() === '1' ? l10n.t('1 move') : l10n.t('{0} moves', formatCount(count));
}

/** A count of solutions for people: "1 solution", "10,000 solutions" (exact counts may come as decimal strings). */
export function solutionCount(count: number | bigint | string): string {
  return String(count).trim() === '1' ? l10n.t('1 solution') : l10n.t('{0} solutions', formatCount(count));
}

/** A difficulty's name as the panel shows it ("easy", "medium", "hard"; "any" for Randomize's choice of any solvable board). */
export function difficultyName(difficulty: Difficulty | 'any'): string {
  return difficulty === 'any' ? l10n.t('any') : difficultyLabel(difficulty);
}

/** A range of fewest moves for people: "1-5 moves", or "6 moves" and "1 move" when it holds one count. */
export function movesRangeText(range: MovesRange): string {
  return range.min === range.max ? moveCount(range.min) : l10n.t('{0}-{1} moves', formatCount(range.min), formatCount(range.max));
}

/**
 * A choice of the difficulty picker as it reads on one board: "any", "easy: 1-5 moves", "medium:
 * 6 moves", from the board's difficulty `scale` (the one New game and Randomize aim at); "medium:
 * none on this board" for a level the scale lacks (a new puzzle then takes the nearest level);
 * the level's bare name while the scale is not known (null).
 */
export function difficultyChoiceText(choice: Difficulty | 'any', scale: DifficultyScale | null): string {
  const name = difficultyName(choice);
  if (choice === 'any' || scale === null) return name;
  const range = scale[choice];
  return range === null ? l10n.t('{0}: none on this board', name) : l10n.t('{0}: {1}', name, movesRangeText(range));
}

/** The picker's tooltip for a known scale: "Fewest moves of a new puzzle on this board: easy: 1-5 moves; medium: 6-10 moves; hard: 11-15 moves". */
export function difficultyScaleText(scale: DifficultyScale): string {
  const levels = DIFFICULTIES.filter((level) => scale[level] !== null).map((level) => difficultyChoiceText(level, scale));
  return l10n.t('Fewest moves of a new puzzle on this board: {0}', levels.join('; '));
}
