/**
 * What each key of a `.lights` file means, for people: the facts of the format's documentation ("Keys")
 * in one table, with ranges and choices taken from the shared vocabulary and the limits, so that
 * hover and completion say the same thing as the reader checks. Pure.
 */

import { MAX_COLUMNS, MAX_ROWS, MAX_STATES, MAX_TITLE_LENGTH, MIN_STATES } from '../domain/limits';
import * as l10n from '../domain/l10n';
import { DIFFICULTIES } from '../domain/difficultyScale';
import { MAX_OFFSET, NEIGHBOURHOOD_NAMES, TOPOLOGIES } from '../domain/topology';
import { difficultyDescription, neighbourhoodDescription, topologyDescription } from '../domain/vocabularyWords';

/** One allowed value of a key that takes a choice, with what it means. */
export interface KeyChoice {
  /** The value as TOML text: `"torus"`, `2`. */
  readonly value: string;
  readonly description: string;
}

/** What a person needs to know about one key, in the display language (the key and the values stay as written in files). */
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

/**
 * The facts of every known key, in canonical order (KNOWN_KEYS), in the display language: built
 * when asked for, so that the words are those of the bundle in use.
 */
export function allKeyFacts(): readonly KeyFacts[] {
  return [
    {
      key: 'version',
      description: l10n.t('The format version of the file. Version 2 adds holes, `neighbourhood` and `target`.'),
      type: l10n.t('integer'),
      range: l10n.t('1 or 2'),
      default: '1',
      since: 1,
      choices: [
        { value: '1', description: l10n.t('the classic format: square grid, one objective for every cell') },
        { value: '2', description: l10n.t('adds holes (`.` cells), `neighbourhood` and `target`') },
      ],
    },
    {
      key: 'title',
      description: l10n.t('A title for people, shown above the grid.'),
      type: l10n.t('string'),
      range: l10n.t('at most {0} characters', MAX_TITLE_LENGTH),
      default: l10n.t('none'),
      since: 1,
      choices: [],
    },
    {
      key: 'rows',
      description: l10n.t('The number of rows of the board.'),
      type: l10n.t('integer'),
      range: l10n.t('{0} to {1}', 1, MAX_ROWS),
      default: l10n.t('required'),
      since: 1,
      choices: [],
    },
    {
      key: 'columns',
      description: l10n.t('The number of columns of the board.'),
      type: l10n.t('integer'),
      range: l10n.t('{0} to {1}', 1, MAX_COLUMNS),
      default: l10n.t('required'),
      since: 1,
      choices: [],
    },
    {
      key: 'states',
      description: l10n.t('How many states each cell has; a press adds 1 to a cell, wrapping from the last state back to 0.'),
      type: l10n.t('integer'),
      range: l10n.t('{0} to {1}', MIN_STATES, MAX_STATES),
      default: '2',
      since: 1,
      choices: [],
    },
    {
      key: 'objective',
      description: l10n.t('The state every cell must reach to solve the puzzle. Not with `target`.'),
      type: l10n.t('integer'),
      range: l10n.t('0 to states - 1'),
      default: '0',
      since: 1,
      choices: [],
    },
    {
      key: 'topology',
      description: l10n.t('How the cells are connected.'),
      type: l10n.t('string'),
      range: quoted(TOPOLOGIES),
      default: '"plain"',
      since: 1,
      choices: TOPOLOGIES.map((topology) => ({ value: `"${topology}"`, description: topologyDescription(topology) })),
    },
    {
      key: 'neighbourhood',
      description: l10n.t(
        'Which cells a press changes: a name, or a list of [row, column] offsets from the pressed cell (each from -{0} to {1}; the cell itself changes only when [0, 0] is listed). Not with topology = "hex".',
        MAX_OFFSET,
        MAX_OFFSET,
      ),
      type: l10n.t('string or array of [row, column] pairs'),
      range: l10n.t('{0} or a list of offsets', quoted(NEIGHBOURHOOD_NAMES)),
      default: '"cross"',
      since: 2,
      choices: [
        ...NEIGHBOURHOOD_NAMES.map((name) => ({ value: `"${name}"`, description: neighbourhoodDescription(name) })),
        { value: '[[-1, 0], [1, 0], [0, -1], [0, 1]]', description: l10n.t('the sigma game: the four cells around the pressed cell, not the cell itself') },
      ],
    },
    {
      key: 'difficulty',
      description: l10n.t('How hard the puzzle is compared with the other puzzles of its board shape, as the generator rated it.'),
      type: l10n.t('string'),
      range: quoted(DIFFICULTIES),
      default: l10n.t('none'),
      since: 1,
      choices: DIFFICULTIES.map((difficulty) => ({ value: `"${difficulty}"`, description: difficultyDescription(difficulty) })),
    },
    {
      key: 'minMoves',
      description: l10n.t('The fewest presses that solve the puzzle, as the generator found it.'),
      type: l10n.t('integer'),
      range: l10n.t('0 or more'),
      default: l10n.t('none'),
      since: 1,
      choices: [],
    },
    {
      key: 'grid',
      description: l10n.t(
        'The state of each cell: one line per row, top row first, cells separated by spaces. In version 2 a `.` is a hole (not part of the board).',
      ),
      type: l10n.t('multi-line string'),
      range: l10n.t('`rows` lines of `columns` cells, each from 0 to states - 1'),
      default: l10n.t('required'),
      since: 1,
      choices: [],
    },
    {
      key: 'target',
      description: l10n.t('The state each cell must reach, written like `grid`, with a `.` exactly where `grid` has a hole. Not with `objective`.'),
      type: l10n.t('multi-line string'),
      range: l10n.t('`rows` lines of `columns` cells, each from 0 to states - 1'),
      default: l10n.t('none (every cell must reach `objective`)'),
      since: 2,
      choices: [],
    },
  ];
}

/** The facts of a known key (in the display language), or undefined for any other key. */
export function keyFacts(key: string): KeyFacts | undefined {
  return allKeyFacts().find((facts) => facts.key === key);
}

/** The facts of a key as Markdown: its meaning, then type, range, default and (for version 2 keys) the version it needs. */
export function keyFactsMarkdown(facts: KeyFacts): string {
  const lines = [
    `**${facts.key}**: ${facts.description}`,
    '',
    `- ${l10n.t('type: {0}', facts.type)}`,
    `- ${l10n.t('allowed: {0}', facts.range)}`,
    `- ${l10n.t('default: {0}', facts.default)}`,
  ];
  if (facts.since === 2) lines.push(`- ${l10n.t('needs `version = 2`')}`);
  return lines.join('\n');
}
