/**
 * Words for people, shared by the webview's panels: cells named as "row 2, column 4" (1-based,
 * never the 0-based indices the code uses), counts written for the display language, nouns in
 * the singular or plural, and the words for a board's goal ("switch every light off"). Pure: no
 * DOM; the display language comes from `navigator.language` when there is a navigator.
 */

/** Counts below this are written plainly ("9999"); from here on with the language's grouping ("10,000"). */
export const GROUPING_THRESHOLD = 10_000;

const FALLBACK_LOCALE = 'en-US';

/** The display language: the browser's (in VS Code, its display language), else US English. */
function displayLocale(): string {
  const navigatorLike = (globalThis as { readonly navigator?: { readonly language?: unknown } }).navigator;
  return typeof navigatorLike?.language === 'string' && navigatorLike.language !== '' ? navigatorLike.language : FALLBACK_LOCALE;
}

function numberFormat(locale: string): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale, { useGrouping: true, maximumFractionDigits: 3 });
  } catch {
    // An unknown language tag: the count is still worth showing.
    return new Intl.NumberFormat(FALLBACK_LOCALE, { useGrouping: true, maximumFractionDigits: 3 });
  }
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

/** `count` (through {@link formatCount}) and the noun that goes with it: "1 press", "3 presses", "10,000 solutions". */
export function plural(count: number | bigint | string, singular: string, pluralForm = `${singular}s`, locale?: string): string {
  return `${formatCount(count, locale)} ${String(count).trim() === '1' ? singular : pluralForm}`;
}

/** A cell named for people from its 0-based row and column: (1, 3) is "row 2, column 4". */
export function cellName(row0: number, col0: number): string {
  return `row ${row0 + 1}, column ${col0 + 1}`;
}

/** "once", "twice", "3 times". */
export function timesText(count: number): string {
  return count === 1 ? 'once' : count === 2 ? 'twice' : `${formatCount(count)} times`;
}

/** "a", "a and b", "a, b and c". */
export function listText(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
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
    const atGoal = objective === 0 ? 'off' : 'on';
    return { goal: `switch every light ${atGoal}`, unit: 'light', offGoal: objective === 0 ? 'on' : 'off', atGoal };
  }
  return { goal: `bring every cell to state ${objective}`, unit: 'cell', offGoal: `not yet in state ${objective}`, atGoal: `in state ${objective}` };
}
