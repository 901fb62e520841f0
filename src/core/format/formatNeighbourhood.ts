/**
 * The `neighbourhood` key of a `.lights` file (format version 2): reading its value with every
 * problem at the offending offset pair, and writing it back as written (a name stays a name, a
 * list keeps its order). The rule itself is {@link neighbourhoodProblem}; this module
 * only finds where in the text a broken pair lies. Pure.
 */

import { isNeighbourhoodName, MAX_OFFSET, NEIGHBOURHOOD_NAMES, neighbourhoodProblem, type Neighbourhood, type Offset } from '../../domain/topology';
import * as l10n from '../../domain/l10n';
import type { DiagnosticSink } from './formatLocate';
import { skipBlanksAndComments, skipString } from './formatLayout';
import { CLOSE_BRACE, CLOSE_BRACKET, COMMA, DOUBLE_QUOTE, OPEN_BRACE, OPEN_BRACKET, SINGLE_QUOTE } from './characterCodes';

/** A TOML integer as written (decimal with optional sign and underscores, hex, octal, binary). */
export const TOML_INTEGER = /^[+-]?(?:0x[0-9A-Fa-f_]+|0o[0-7_]+|0b[01_]+|[0-9_]+)$/;

/** The text of the neighbourhood's value, when the layout found it: its offsets in the file. */
export interface ValueText {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/**
 * Reads the parsed value of `neighbourhood`: a name, or a list of distinct [row, column] integer
 * pairs in -MAX_OFFSET..MAX_OFFSET. Each problem is reported at the pair (or number) it concerns
 * when `where` locates the value's text, else at `fallback`. Returns the neighbourhood as written
 * (pairs copied as plain numbers), or undefined when it is not valid.
 */
export function readNeighbourhood(
  value: unknown,
  where: ValueText | null,
  fallback: readonly [number, number],
  sink: DiagnosticSink,
): Neighbourhood | undefined {
  const names = NEIGHBOURHOOD_NAMES.map((name) => `"${name}"`);
  const [allButLast, last] = [names.slice(0, -1).join(', '), names[names.length - 1]];
  const raw = where === null ? null : where.text.slice(where.start, where.end);
  if (typeof value === 'string') {
    if (isNeighbourhoodName(value)) return value;
    sink.error(l10n.t('"neighbourhood" must be {0} or {1}, or a list of [row, column] offsets, got {2}', allButLast, last, JSON.stringify(value)), ...fallback);
    return undefined;
  }
  if (!Array.isArray(value)) {
    const shown =
      raw !== null && raw.length <= 40 && !raw.includes('\n') ? raw : typeof value === 'object' && value !== null ? l10n.t('a table') : String(value);
    sink.error(l10n.t('"neighbourhood" must be a name ({0} or {1}) or a list of [row, column] offsets, got {2}', allButLast, last, shown), ...fallback);
    return undefined;
  }
  const errorsBefore = sink.errorCount;
  const elements = where === null ? null : arrayElements(where.text, where.start, where.end);
  const pairRanges = elements !== null && elements.length === value.length ? elements : null;
  const firstSeen = new Map<string, number>();
  const offsets: Offset[] = [];
  value.forEach((pair: unknown, index) => {
    const which = index + 1;
    const range = pairRanges?.[index] ?? fallback;
    const pairText = pairRanges === null || where === null ? null : where.text.slice(range[0], range[1]);
    if (!Array.isArray(pair) || pair.length !== 2) {
      const shown = pairText !== null && pairText.length <= 40 && !pairText.includes('\n');
      sink.error(
        shown
          ? l10n.t('offset {0} of "neighbourhood" must be a pair [row, column], got {1}', which, pairText)
          : l10n.t('offset {0} of "neighbourhood" must be a pair [row, column]', which),
        ...range,
      );
      return;
    }
    const inner = pairRanges === null || where === null ? null : arrayElements(where.text, range[0], range[1]);
    const partRanges = inner !== null && inner.length === 2 ? inner : null;
    let numbers = true;
    (pair as unknown[]).forEach((part, side) => {
      const partRange = partRanges?.[side] ?? range;
      const partText = partRanges === null || where === null ? null : where.text.slice(partRange[0], partRange[1]);
      if (typeof part !== 'number' || !Number.isInteger(part) || (partText !== null && !TOML_INTEGER.test(partText))) {
        const got = partText ?? (typeof part === 'string' ? JSON.stringify(part) : String(part));
        sink.error(l10n.t('offset {0} of "neighbourhood" must hold two integers, got {1}', which, got), ...partRange);
        numbers = false;
      } else if (part < -MAX_OFFSET || part > MAX_OFFSET) {
        sink.error(l10n.t('offset {0} of "neighbourhood" has {1}: an offset must lie in -{2}..{3}', which, part, MAX_OFFSET, MAX_OFFSET), ...partRange);
        numbers = false;
      }
    });
    if (!numbers) return;
    const offset: Offset = [Number(pair[0]) || 0, Number(pair[1]) || 0];
    const key = `${offset[0]}, ${offset[1]}`;
    const first = firstSeen.get(key);
    if (first !== undefined) {
      sink.error(l10n.t('offset {0} of "neighbourhood" repeats [{1}], already offset {2}', which, key, first + 1), ...range);
      return;
    }
    firstSeen.set(key, index);
    offsets.push(offset);
  });
  if (sink.errorCount !== errorsBefore) return undefined;
  // The vocabulary has the last word on the rule; the checks above only place its problems.
  const problem = neighbourhoodProblem(offsets);
  if (problem !== null) {
    sink.error(problem, ...fallback);
    return undefined;
  }
  return offsets;
}

/** The value of `neighbourhood` as TOML text: `"moore"`, or an inline array `[[-1, 0], [1, 0]]` in the list's order. */
export function neighbourhoodText(neighbourhood: Neighbourhood): string {
  if (typeof neighbourhood === 'string') return JSON.stringify(neighbourhood);
  return `[${neighbourhood.map(([row, column]) => `[${row || 0}, ${column || 0}]`).join(', ')}]`;
}

/** True when two neighbourhoods are written the same: the same name, or the same pairs in the same order. */
export function sameNeighbourhoodText(a: Neighbourhood | undefined, b: Neighbourhood | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return neighbourhoodText(a) === neighbourhoodText(b);
}

/**
 * The ranges (trimmed offsets) of the elements of the TOML array that starts at `start` (its `[`)
 * and ends by `end`, or null when no array starts there. Skips strings, comments and nested
 * arrays and tables; never throws.
 */
export function arrayElements(text: string, start: number, end: number): [number, number][] | null {
  if (text.charCodeAt(start) !== OPEN_BRACKET) return null;
  const elements: [number, number][] = [];
  let depth = 0;
  let elementStart = -1;
  let elementEnd = -1;
  const close = (): void => {
    if (elementStart >= 0) elements.push([elementStart, elementEnd]);
    elementStart = -1;
  };
  let index = start + 1;
  while (index < end) {
    index = skipBlanksAndComments(text, index);
    if (index >= end) break;
    const code = text.charCodeAt(index);
    if (depth === 0 && code === COMMA) {
      close();
      index += 1;
      continue;
    }
    if (depth === 0 && code === CLOSE_BRACKET) {
      close();
      return elements;
    }
    if (elementStart < 0) elementStart = index;
    if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) {
      index = skipString(text, index);
    } else {
      if (code === OPEN_BRACKET || code === OPEN_BRACE) depth += 1;
      else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) depth -= 1;
      index += 1;
    }
    elementEnd = index;
  }
  return null;
}
