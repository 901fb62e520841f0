/**
 * What each key of a `.lights` file means, for people: the facts of docs/lights-format.md ("Keys")
 * in one table, with ranges and choices taken from the shared vocabulary and the limits, so that
 * hover and completion say the same thing as the reader checks. Pure.
 */

import { MAX_COLUMNS, MAX_ROWS, MAX_TITLE_LENGTH } from '../core/limits';
import {
  DIFFICULTIES,
  DIFFICULTY_DESCRIPTIONS,
  MAX_OFFSET,
  MAX_STATES,
  MIN_STATES,
  NEIGHBOURHOOD_DESCRIPTIONS,
  NEIGHBOURHOOD_NAMES,
  TOPOLOGIES,
  TOPOLOGY_DESCRIPTIONS,
} from '../shared/puzzleVocabulary';

/** One allowed value of a key that takes a choice, with what it means. */
export interface KeyChoice {
  /** The value as TOML text: `"torus"`, `2`. */
  readonly value: string;
  readonly description: string;
}

/** What a person needs to know about one key. */
export interface KeyFacts {
  readonly key: string;
  /** What the key means, one or two sentences. */
  readonly description: string;
  /** Its TOML type in words: "integer", "string", "string or array". */
  readonly type: string;
  /** The values it allows, in words. */
  readonly range: string;
  /** What applies when it is left out: a value, or "required", or "none". */
  readonly default: string;
  /** The format version that introduced it. */
  readonly since: 1 | 2;
  /** Its allowed values when they are a short list, else empty. */
  readonly choices: readonly KeyChoice[];
}

const quoted = (values: readonly string[]): string => values.map((value) => `"${value}"`).join(', ');

/** The facts of every known key, in canonical order (KNOWN_KEYS). */
export const KEY_FACTS: readonly KeyFacts[] = [
  {
    key: 'version',
    description: 'The format version of the file. Version 2 adds holes, `neighbourhood` and `target`.',
    type: 'integer',
    range: '1 or 2',
    default: '1',
    since: 1,
    choices: [
      { value: '1', description: 'the classic format: square grid, one objective for every cell' },
      { value: '2', description: 'adds holes (`.` cells), `neighbourhood` and `target`' },
    ],
  },
  {
    key: 'title',
    description: 'A title for people, shown above the grid.',
    type: 'string',
    range: `at most ${MAX_TITLE_LENGTH} characters`,
    default: 'none',
    since: 1,
    choices: [],
  },
  {
    key: 'rows',
    description: 'The number of rows of the board.',
    type: 'integer',
    range: `1 to ${MAX_ROWS}`,
    default: 'required',
    since: 1,
    choices: [],
  },
  {
    key: 'columns',
    description: 'The number of columns of the board.',
    type: 'integer',
    range: `1 to ${MAX_COLUMNS}`,
    default: 'required',
    since: 1,
    choices: [],
  },
  {
    key: 'states',
    description: 'How many states each cell has; a press adds 1 to a cell, wrapping from the last state back to 0.',
    type: 'integer',
    range: `${MIN_STATES} to ${MAX_STATES}`,
    default: '2',
    since: 1,
    choices: [],
  },
  {
    key: 'objective',
    description: 'The state every cell must reach to solve the puzzle. Not with `target`.',
    type: 'integer',
    range: '0 to states - 1',
    default: '0',
    since: 1,
    choices: [],
  },
  {
    key: 'topology',
    description: 'How the cells are connected.',
    type: 'string',
    range: quoted(TOPOLOGIES),
    default: '"plain"',
    since: 1,
    choices: TOPOLOGIES.map((topology) => ({ value: `"${topology}"`, description: TOPOLOGY_DESCRIPTIONS[topology] })),
  },
  {
    key: 'neighbourhood',
    description: `Which cells a press changes: a name, or a list of [row, column] offsets from the pressed cell (each from -${MAX_OFFSET} to ${MAX_OFFSET}; the cell itself changes only when [0, 0] is listed). Not with topology = "hex".`,
    type: 'string or array of [row, column] pairs',
    range: `${quoted(NEIGHBOURHOOD_NAMES)} or a list of offsets`,
    default: '"cross"',
    since: 2,
    choices: [
      ...NEIGHBOURHOOD_NAMES.map((name) => ({ value: `"${name}"`, description: NEIGHBOURHOOD_DESCRIPTIONS[name] })),
      { value: '[[-1, 0], [1, 0], [0, -1], [0, 1]]', description: 'the sigma game: the four cells around the pressed cell, not the cell itself' },
    ],
  },
  {
    key: 'difficulty',
    description: 'How hard the puzzle is compared with the other puzzles of its board shape, as the generator rated it.',
    type: 'string',
    range: quoted(DIFFICULTIES),
    default: 'none',
    since: 1,
    choices: DIFFICULTIES.map((difficulty) => ({ value: `"${difficulty}"`, description: DIFFICULTY_DESCRIPTIONS[difficulty] })),
  },
  {
    key: 'minMoves',
    description: 'The fewest presses that solve the puzzle, as the generator found it.',
    type: 'integer',
    range: '0 or more',
    default: 'none',
    since: 1,
    choices: [],
  },
  {
    key: 'grid',
    description: 'The state of each cell: one line per row, top row first, cells separated by spaces. In version 2 a `.` is a hole (not part of the board).',
    type: 'multi-line string',
    range: '`rows` lines of `columns` cells, each from 0 to states - 1',
    default: 'required',
    since: 1,
    choices: [],
  },
  {
    key: 'target',
    description: 'The state each cell must reach, written like `grid`, with a `.` exactly where `grid` has a hole. Not with `objective`.',
    type: 'multi-line string',
    range: '`rows` lines of `columns` cells, each from 0 to states - 1',
    default: 'none (every cell must reach `objective`)',
    since: 2,
    choices: [],
  },
];

/** The facts of a known key, or undefined for any other key. */
export function keyFacts(key: string): KeyFacts | undefined {
  return KEY_FACTS.find((facts) => facts.key === key);
}

/** The facts of a key as Markdown: its meaning, then type, range, default and (for version 2 keys) the version it needs. */
export function keyFactsMarkdown(facts: KeyFacts): string {
  const lines = [`**${facts.key}**: ${facts.description}`, '', `- type: ${facts.type}`, `- allowed: ${facts.range}`, `- default: ${facts.default}`];
  if (facts.since === 2) lines.push('- needs `version = 2`');
  return lines.join('\n');
}
