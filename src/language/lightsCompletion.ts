/**
 * Completion in `.lights` text: at the start of a top-level line, the known keys the file does
 * not have yet (each as a snippet; `grid` and `target` as a board of the file's size); after
 * `key =`, the values that key allows. Editor-neutral: {@link registerLanguageFeatures} turns the
 * items into VS Code's. Pure.
 */

import { skipBlanks } from '../core/format/formatLayout';
import { MAX_COLUMNS, MAX_ROWS, MAX_STATES, MIN_STATES } from '../domain/limits';
import { lineStartOf } from '../core/format/textPosition';
import * as l10n from '../domain/l10n';
import { NEIGHBOURHOOD_NAMES } from '../domain/topology';
import { allKeyFacts, keyFacts, keyFactsMarkdown, type KeyChoice } from './lightsKeyFacts';
import { integerValue, objectiveOf, readLightsText, statesOf, type LightsText } from './lightsText';

/** One completion: what to show, and the snippet that replaces `replaceStart..replaceEnd` (offsets). */
export interface LightsCompletion {
  /** A key (at the start of a line) or a value (after `=`). */
  readonly kind: 'key' | 'value';
  readonly label: string;
  /** VS Code snippet syntax (`${1:5}`, `${1|a,b|}`); plain text has no `$`, `}` or `\`. */
  readonly snippet: string;
  readonly detail: string;
  /** Markdown. */
  readonly documentation: string;
  /** Sorts the items in the order the format documents them. */
  readonly sortText: string;
  readonly replaceStart: number;
  readonly replaceEnd: number;
}

/** The side of a board a completion offers when the file does not give it (the classic 5x5). */
const DEFAULT_SIDE = 5;

/** The completions at `offset` in `text`: keys, values, or none (inside a grid or a table, or after a value). */
export function lightsCompletions(text: string, offset: number): LightsCompletion[] {
  const prefix = text.slice(lineStartOf(text, offset), offset);
  const keyMatch = /^[ \t]*([A-Za-z0-9_-]*)$/.exec(prefix);
  const valueMatch = keyMatch === null ? /^[ \t]*([A-Za-z]+)[ \t]*=[ \t]*("?[A-Za-z0-9_-]*)$/.exec(prefix) : null;
  // Checked before the text is read: a space typed between cells of a large grid must stay cheap.
  if (keyMatch === null && valueMatch === null) return [];
  const lights = readLightsText(text);
  if (insideMultilineValue(lights, offset) || insideTable(lights, offset)) return [];
  if (keyMatch !== null) return keyCompletions(lights, offset - keyMatch[1].length, offset);
  if (valueMatch === null) return [];
  const partial = valueMatch[2];
  // An editor that closed the quote: replace it too, so the value is not left with two.
  const replaceEnd = partial.startsWith('"') && text.charAt(offset) === '"' ? offset + 1 : offset;
  return valueCompletions(lights, valueMatch[1], offset - partial.length, replaceEnd);
}

function keyCompletions(lights: LightsText, replaceStart: number, replaceEnd: number): LightsCompletion[] {
  const completions: LightsCompletion[] = [];
  allKeyFacts().forEach((facts, index) => {
    const key = facts.key;
    if (lights.layout.keys.has(key)) return;
    completions.push({
      kind: 'key',
      label: key,
      snippet: `${key} = ${valueSnippet(lights, key, facts.choices)}`,
      detail: `${facts.type}: ${facts.range}`,
      documentation: keyFactsMarkdown(facts),
      sortText: String(index).padStart(2, '0'),
      replaceStart,
      replaceEnd,
    });
  });
  return completions;
}

/** The snippet of a key's value: a choice list, a number to overtype, or a board of the file's size. */
function valueSnippet(lights: LightsText, key: string, choices: readonly KeyChoice[]): string {
  if (key === 'grid' || key === 'target') return boardSnippet(lights, key);
  if (key === 'title') return '"${1:Untitled}"';
  if (key === 'neighbourhood') return `"\${1|${NEIGHBOURHOOD_NAMES.join(',')}|}"`;
  if (choices.length > 0)
    return choices[0].value.startsWith('"')
      ? `"\${1|${choices.map((choice) => choice.value.slice(1, -1)).join(',')}|}"`
      : `\${1|${choices.map((choice) => choice.value).join(',')}|}`;
  return `\${1:${defaultNumber(lights, key)}}`;
}

function defaultNumber(lights: LightsText, key: string): number {
  switch (key) {
    case 'rows':
      return lights.grid?.rows.length || DEFAULT_SIDE;
    case 'columns':
      return widestRow(lights) || DEFAULT_SIDE;
    case 'states':
      return MIN_STATES;
    default:
      return 0;
  }
}

function widestRow(lights: LightsText): number {
  return Math.max(0, ...(lights.grid?.rows.map((row) => row.cells.length) ?? []));
}

/** A `"""` string of the file's rows and columns, every cell the objective (the grid) or 0 (the target). */
function boardSnippet(lights: LightsText, key: 'grid' | 'target'): string {
  const rows = integerValue(lights, 'rows', 1, MAX_ROWS) ?? DEFAULT_SIDE;
  const columns = integerValue(lights, 'columns', 1, MAX_COLUMNS) ?? DEFAULT_SIDE;
  const states = statesOf(lights) ?? MIN_STATES;
  const fill = key === 'grid' ? objectiveOf(lights, states) : 0;
  // A snippet of a huge board would freeze the editor; past a screenful, leave the cells to the user.
  const shownRows = Math.min(rows, 100);
  const shownColumns = Math.min(columns, 100);
  const row = Array.from({ length: shownColumns }, () => String(fill)).join(' ');
  const body = Array.from({ length: shownRows }, () => row);
  body[0] = `\${1:${body[0]}}`;
  return `"""\n${body.join('\n')}\n"""`;
}

function valueCompletions(lights: LightsText, key: string, replaceStart: number, replaceEnd: number): LightsCompletion[] {
  const facts = keyFacts(key);
  if (facts === undefined) return [];
  const values = facts.choices.length > 0 ? facts.choices : numberChoices(lights, key);
  return values.map((choice, index) => ({
    kind: 'value',
    label: choice.value,
    snippet: choice.value,
    detail: choice.description,
    documentation: keyFactsMarkdown(facts),
    sortText: String(index).padStart(2, '0'),
    replaceStart,
    replaceEnd,
  }));
}

/** Hints for a number: the board's own count for `rows`/`columns`, the first few state counts, the objectives the states allow. */
function numberChoices(lights: LightsText, key: string): KeyChoice[] {
  switch (key) {
    case 'rows': {
      const rows = lights.grid?.rows.length ?? 0;
      return rows > 0 ? [{ value: String(rows), description: l10n.t('the number of rows `grid` has') }] : [];
    }
    case 'columns': {
      const columns = widestRow(lights);
      return columns > 0 ? [{ value: String(columns), description: l10n.t('the number of cells in the widest row of `grid`') }] : [];
    }
    case 'states':
      return [2, 3, 4, 5, 6].map((states) => ({
        value: String(states),
        description: states === 2 ? l10n.t('off and on (classic Lights Out); up to {0} states', MAX_STATES) : l10n.t('states 0 to {0}', states - 1),
      }));
    case 'objective': {
      const states = Math.min(statesOf(lights) ?? MIN_STATES, 10);
      return Array.from({ length: states }, (_, state) => ({ value: String(state), description: l10n.t('every cell must reach state {0}', state) }));
    }
    default:
      return [];
  }
}

/** True when `offset` lies inside a value written over several lines (a grid string, an array). */
function insideMultilineValue(lights: LightsText, offset: number): boolean {
  for (const location of lights.layout.keys.values()) {
    if (location.valueStart < 0 || offset <= location.valueStart || offset >= location.valueEnd) continue;
    if (lights.text.slice(location.valueStart, location.valueEnd).includes('\n')) return true;
  }
  return false;
}

/** True when `offset` comes after the first table header: keys there belong to the table. */
function insideTable(lights: LightsText, offset: number): boolean {
  for (const location of lights.layout.keys.values()) {
    if (location.valueStart < 0 && lights.text.charAt(skipBlanks(lights.text, location.lineStart)) === '[' && offset > location.keyStart) return true;
  }
  return false;
}
