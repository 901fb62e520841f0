/**
 * fast-check arbitraries for `.lights` tests: valid documents, and renderings of a document as
 * text in many hand-written styles (key order, comments, spacing, indentation, CRLF, byte
 * order mark, both multi-line delimiters, aligned or ragged grids, unknown keys and tables);
 * version 2 documents with neighbourhoods (names and offset lists), holes and targets, rendered
 * in the same styles, with neighbourhood lists sometimes spread over lines with comments.
 * Every rendering parses back to exactly its document; the tests rely on that.
 */

import fc from 'fast-check';
import { stringify } from 'smol-toml';
import type { Difficulty } from '../../src/domain/difficultyScale';
import { MAX_STATES, MIN_STATES } from '../../src/domain/limits';
import { MAX_OFFSET, NEIGHBOURHOOD_NAMES, type Neighbourhood, type Offset, type Topology } from '../../src/domain/topology';
import { type LightsDocument, writtenVersion } from '../../src/core/format/formatDocument';
import type { Puzzle } from '../../src/core/puzzle';

const KNOWN = ['version', 'title', 'rows', 'columns', 'states', 'objective', 'topology', 'neighbourhood', 'difficulty', 'minMoves', 'grid', 'target'];

/** A number of states, often small, sometimes above 10 (two-digit cells). */
export const statesArbitrary = fc.oneof(fc.integer({ min: MIN_STATES, max: 4 }), fc.integer({ min: MIN_STATES, max: MAX_STATES }));

/** A valid puzzle of at most `maxSide` x `maxSide` cells. */
export function puzzleArbitrary(maxSide = 6): fc.Arbitrary<Puzzle> {
  return fc
    .record({
      rows: fc.integer({ min: 1, max: maxSide }),
      columns: fc.integer({ min: 1, max: maxSide }),
      states: statesArbitrary,
      objectiveSeed: fc.nat(),
      topology: fc.constantFrom<Topology>('plain', 'torus', 'hex'),
      cellSeeds: fc.array(fc.nat(), { minLength: maxSide * maxSide, maxLength: maxSide * maxSide }),
    })
    .map(({ rows, columns, states, objectiveSeed, topology, cellSeeds }) => ({
      rows,
      columns,
      states,
      objective: objectiveSeed % states,
      topology,
      grid: Uint8Array.from(cellSeeds.slice(0, rows * columns), (seed) => seed % states),
    }));
}

/** A key name that the format does not define (bare). */
const unknownKeyArbitrary = fc.stringMatching(/^[a-z][a-zA-Z0-9_-]{0,7}$/).filter((key) => !KNOWN.includes(key));

/** A TOML value that smol-toml writes and reads back unchanged (no -0, no NaN). */
const scalarArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -1e6, max: 1e6 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.boolean(),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }).filter((value) => !Object.is(value, -0)),
  fc.array(fc.integer({ min: -9, max: 99 }), { maxLength: 4 }),
);

/** A table value for an unknown `[table]` section. */
const tableArbitrary = fc.dictionary(unknownKeyArbitrary, fc.oneof(fc.integer({ min: 0, max: 99 }), fc.string({ maxLength: 6 })), { maxKeys: 3 });

/** A valid document with optional title, metadata and unknown keys and tables. */
export function documentArbitrary(maxSide = 6): fc.Arbitrary<LightsDocument> {
  return fc
    .record({
      puzzle: puzzleArbitrary(maxSide),
      title: fc.option(fc.string({ unit: 'grapheme', maxLength: 30 }), { nil: undefined }),
      difficulty: fc.option(fc.constantFrom<Difficulty>('easy', 'medium', 'hard'), { nil: undefined }),
      minMoves: fc.option(fc.nat({ max: 1000 }), { nil: undefined }),
      scalars: fc.dictionary(unknownKeyArbitrary, scalarArbitrary, { maxKeys: 3 }),
      tables: fc.dictionary(unknownKeyArbitrary, tableArbitrary, { maxKeys: 2 }),
    })
    .map(({ puzzle, title, difficulty, minMoves, scalars, tables }) => {
      const extra: Record<string, unknown> = { ...scalars };
      for (const [key, table] of Object.entries(tables)) if (!(key in extra)) extra[key] = { ...table };
      return {
        puzzle,
        version: 1,
        ...(title !== undefined ? { title } : {}),
        ...(difficulty !== undefined ? { difficulty } : {}),
        ...(minMoves !== undefined ? { minMoves } : {}),
        extra,
      };
    });
}

/** The choices of one hand-written rendering of a document. */
export interface Style {
  readonly lineBreak: '\n' | '\r\n';
  readonly byteOrderMark: boolean;
  /** A sort key per line, to shuffle the top-level key lines (grid included). */
  readonly order: readonly number[];
  readonly writeVersion: boolean;
  readonly writeDefaults: boolean;
  /** Per line: indentation, spaces around `=`, a trailing comment, a comment line before. */
  readonly decorations: readonly { indent: string; before: string; after: string; trailing: string; commentLine: string }[];
  readonly delimiter: '"""' | "'''";
  readonly aligned: boolean;
  /** Per cell gap widths, cycled. */
  readonly gaps: readonly string[];
  readonly rowIndent: string;
  readonly rowTrailing: string;
  readonly blankRowLines: boolean;
  readonly closingOnLastRow: boolean;
  readonly headerComment: string;
}

const commentArbitrary = fc.oneof(
  fc.constant(''),
  fc.string({ unit: 'grapheme-ascii', maxLength: 12 }).map((text) => `# ${text.replace(/[\r\n]/g, '')}`),
);

/** Random rendering choices. */
export const styleArbitrary: fc.Arbitrary<Style> = fc.record({
  lineBreak: fc.constantFrom<'\n' | '\r\n'>('\n', '\r\n'),
  byteOrderMark: fc.boolean(),
  order: fc.array(fc.nat(), { minLength: 20, maxLength: 20 }),
  writeVersion: fc.boolean(),
  writeDefaults: fc.boolean(),
  decorations: fc.array(
    fc.record({
      indent: fc.constantFrom('', '', ' ', '\t'),
      before: fc.constantFrom(' ', '', '  ', '\t'),
      after: fc.constantFrom(' ', '', '   '),
      trailing: commentArbitrary.map((comment) => (comment === '' ? '' : `  ${comment}`)),
      commentLine: commentArbitrary,
    }),
    { minLength: 20, maxLength: 20 },
  ),
  delimiter: fc.constantFrom<'"""' | "'''">('"""', "'''"),
  aligned: fc.boolean(),
  gaps: fc.array(fc.constantFrom(' ', ' ', '  ', '\t', ' \t'), { minLength: 1, maxLength: 4 }),
  rowIndent: fc.constantFrom('', '', '  ', '\t'),
  rowTrailing: fc.constantFrom('', '', ' ', '\t '),
  blankRowLines: fc.boolean(),
  closingOnLastRow: fc.boolean(),
  headerComment: commentArbitrary,
});

/** One grid row as written in `style`. */
/** A hand-written text of a random document, with the document it must parse to. */
export function renderedDocumentArbitrary(maxSide = 6): fc.Arbitrary<{ document: LightsDocument; text: string }> {
  return fc.tuple(documentArbitrary(maxSide), styleArbitrary).map(([document, style]) => ({ document, text: renderDocument(document, style) }));
}

/** One random change of a text: an insertion, deletion, replacement, line swap or line copy. */
export type Mutation =
  | { kind: 'insert'; at: number; text: string }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'replace'; at: number; text: string }
  | { kind: 'swapLines'; first: number; second: number }
  | { kind: 'copyLine'; from: number; to: number };

/** Fragments of TOML and of awkward text, for fuzzing. */
export const TOML_PIECES = [
  '"',
  "'",
  '"""',
  "'''",
  '=',
  '#',
  '[',
  ']',
  '{',
  '}',
  ',',
  '.',
  '\\',
  '\n',
  '\r\n',
  '\r',
  ' ',
  '\t',
  '\uFEFF',
  '\u0000',
  'x',
  '0',
  '9',
  '36',
  '-',
  '+',
  'e',
  'inf',
  'rows',
  'grid',
  'states',
  'version',
  '2',
  'é',
  '😀',
  '\ud800',
];

/** A fragment to insert: a TOML piece or up to three arbitrary UTF-16 code units. */
export const pieceArbitrary = fc.oneof(fc.constantFrom(...TOML_PIECES), fc.string({ unit: 'binary', maxLength: 3 }));

/** A random {@link Mutation}; offsets and line numbers are taken modulo the text's size. */
export const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), text: pieceArbitrary }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 8 }) }),
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), text: pieceArbitrary }),
  fc.record({ kind: fc.constant('swapLines' as const), first: fc.nat(), second: fc.nat() }),
  fc.record({ kind: fc.constant('copyLine' as const), from: fc.nat(), to: fc.nat() }),
);

/** The text after one mutation. */
export function mutate(text: string, mutation: Mutation): string {
  const at = (offset: number): number => (text.length === 0 ? 0 : offset % (text.length + 1));
  switch (mutation.kind) {
    case 'insert':
      return text.slice(0, at(mutation.at)) + mutation.text + text.slice(at(mutation.at));
    case 'delete':
      return text.slice(0, at(mutation.at)) + text.slice(at(mutation.at) + mutation.length);
    case 'replace':
      return text.slice(0, at(mutation.at)) + mutation.text + text.slice(at(mutation.at) + 1);
    case 'swapLines': {
      const lines = text.split('\n');
      const first = mutation.first % lines.length;
      const second = mutation.second % lines.length;
      [lines[first], lines[second]] = [lines[second], lines[first]];
      return lines.join('\n');
    }
    case 'copyLine': {
      const lines = text.split('\n');
      lines.splice(mutation.to % (lines.length + 1), 0, lines[mutation.from % lines.length]);
      return lines.join('\n');
    }
    default: {
      const unreachable: never = mutation;
      return unreachable;
    }
  }
}

/** A list of distinct offsets in -10..10 (often small), in a random order; sometimes empty. */
export const offsetListArbitrary: fc.Arbitrary<Offset[]> = fc.uniqueArray(
  fc.oneof(
    fc.tuple(fc.integer({ min: -2, max: 2 }), fc.integer({ min: -2, max: 2 })),
    fc.tuple(fc.integer({ min: -MAX_OFFSET, max: MAX_OFFSET }), fc.integer({ min: -MAX_OFFSET, max: MAX_OFFSET })),
  ),
  { maxLength: 9, selector: ([row, column]) => `${row},${column}` },
);

/** A neighbourhood for a square board: none, a name, or a list. */
export const neighbourhoodArbitrary: fc.Arbitrary<Neighbourhood | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(...NEIGHBOURHOOD_NAMES),
  offsetListArbitrary,
);

/** The version 2 features to lay over a puzzle: seeds for holes and a target, and a neighbourhood. */
interface Features {
  readonly neighbourhood: Neighbourhood | undefined;
  readonly holeSeeds: readonly number[] | null;
  readonly targetSeeds: readonly number[] | null;
}

const featuresArbitrary = (cells: number): fc.Arbitrary<Features> =>
  fc.record({
    neighbourhood: neighbourhoodArbitrary,
    holeSeeds: fc.option(fc.array(fc.nat({ max: 3 }), { minLength: cells, maxLength: cells }), { nil: null }),
    targetSeeds: fc.option(fc.array(fc.nat(), { minLength: cells, maxLength: cells }), { nil: null }),
  });

/** `puzzle` with the features laid over it (a hole where a seed is 0, never every cell; 0 at holes). */
function withFeatures(puzzle: Puzzle, features: Features): Puzzle {
  const cells = puzzle.rows * puzzle.columns;
  let holes: Uint8Array | null = features.holeSeeds === null ? null : Uint8Array.from(features.holeSeeds.slice(0, cells), (seed) => (seed === 0 ? 1 : 0));
  if (holes !== null && !holes.includes(0)) holes[0] = 0;
  if (holes !== null && !holes.includes(1)) holes = null;
  const grid = puzzle.grid.map((value, index) => (holes !== null && holes[index] ? 0 : value));
  const target =
    features.targetSeeds === null
      ? null
      : Uint8Array.from(features.targetSeeds.slice(0, cells), (seed, index) => (holes !== null && holes[index] ? 0 : seed % puzzle.states));
  const neighbourhood = puzzle.topology === 'hex' ? undefined : features.neighbourhood;
  return {
    rows: puzzle.rows,
    columns: puzzle.columns,
    states: puzzle.states,
    objective: target === null ? puzzle.objective : 0,
    topology: puzzle.topology,
    ...(neighbourhood !== undefined ? { neighbourhood } : {}),
    ...(holes !== null ? { holes } : {}),
    ...(target !== null ? { target } : {}),
    grid,
  };
}

/**
 * A valid document that may use every version 2 feature, with the version it is written as
 * (sometimes 2 without any feature).
 */
export function version2DocumentArbitrary(maxSide = 6): fc.Arbitrary<LightsDocument> {
  return documentArbitrary(maxSide).chain((document) =>
    fc.tuple(featuresArbitrary(document.puzzle.rows * document.puzzle.columns), fc.boolean()).map(([features, statesTwo]) => {
      const puzzle = withFeatures(document.puzzle, features);
      return { ...document, puzzle, version: writtenVersion({ version: statesTwo ? 2 : 1, puzzle }) };
    }),
  );
}

/** One grid row as written in `style`, holes as `.`. */
function renderRow(values: ArrayLike<number>, holes: Uint8Array | null, offset: number, columns: number, states: number, style: Style): string {
  const width = states > 10 ? 2 : 1;
  const parts: string[] = [];
  for (let column = 0; column < columns; column++) {
    const token = holes !== null && holes[offset + column] ? '.' : String(values[offset + column]);
    const text = style.aligned ? token.padStart(width, ' ') : token;
    parts.push((column === 0 ? style.rowIndent : style.gaps[column % style.gaps.length]) + text);
  }
  return parts.join('') + style.rowTrailing;
}

/** A neighbourhood list written by hand: spacing varies, and with `multiline` one pair per line with comments. */
function renderOffsets(offsets: readonly Offset[], style: Style, multiline: boolean): string {
  const gap = style.gaps[0].replace(/\t/g, ' ');
  const pairs = offsets.map(([row, column]) => `[${gap}${row},${gap}${column}${gap}]`);
  if (!multiline || pairs.length === 0) return `[${pairs.join(`,${gap}`)}]`;
  return `[${style.lineBreak}${pairs.map((pair) => `  ${pair}, # an offset${style.lineBreak}`).join('')}]`;
}

/**
 * A hand-written text of `document` in `style`, with a neighbourhood list spread over lines with
 * comments when `multilineOffsets`; it parses back to `document`.
 */
export function renderDocument(document: LightsDocument, style: Style, multilineOffsets = false): string {
  const { puzzle } = document;
  const lines: { text: string; sortKey: number }[] = [];
  const add = (key: string, value: string): void => {
    const index = lines.length;
    const decoration = style.decorations[index % style.decorations.length];
    const comment = decoration.commentLine === '' ? '' : decoration.commentLine + style.lineBreak;
    lines.push({
      text: `${comment}${decoration.indent}${key}${decoration.before}=${decoration.after}${value}${decoration.trailing}`,
      sortKey: style.order[index % style.order.length],
    });
  };
  const value = (item: unknown): string => stringify({ v: item }).slice(4).replace(/\n$/, '');
  // Version 1 may go unsaid; version 2 must be written.
  if (style.writeVersion || document.version !== 1) add('version', String(document.version));
  if (document.title !== undefined) add('title', value(document.title));
  add('rows', String(puzzle.rows));
  add('columns', String(puzzle.columns));
  if (style.writeDefaults || puzzle.states !== 2) add('states', String(puzzle.states));
  if (!puzzle.target && (style.writeDefaults || puzzle.objective !== 0)) add('objective', String(puzzle.objective));
  if (style.writeDefaults || puzzle.topology !== 'plain') add('topology', value(puzzle.topology));
  const { neighbourhood } = puzzle;
  if (neighbourhood !== undefined)
    add('neighbourhood', typeof neighbourhood === 'string' ? value(neighbourhood) : renderOffsets(neighbourhood, style, multilineOffsets));
  if (document.difficulty !== undefined) add('difficulty', value(document.difficulty));
  if (document.minMoves !== undefined) add('minMoves', String(document.minMoves));
  const tables: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(document.extra)) {
    if (typeof item === 'object' && item !== null && !Array.isArray(item)) tables[key] = item;
    else add(key, value(item));
  }
  const gridString = (values: Uint8Array): string => {
    const rows: string[] = [];
    for (let row = 0; row < puzzle.rows; row++) rows.push(renderRow(values, puzzle.holes ?? null, row * puzzle.columns, puzzle.columns, puzzle.states, style));
    const separator = style.blankRowLines ? style.lineBreak + style.rowIndent + style.lineBreak : style.lineBreak;
    const body = style.closingOnLastRow ? rows.join(separator) : rows.join(separator) + style.lineBreak;
    return `${style.delimiter}${style.lineBreak}${body}${style.delimiter}`;
  };
  add('grid', gridString(puzzle.grid));
  if (puzzle.target) add('target', gridString(puzzle.target));
  const ordered = lines.map((line, index) => ({ ...line, index })).sort((a, b) => a.sortKey - b.sortKey || a.index - b.index);
  let text = (style.byteOrderMark ? '\uFEFF' : '') + (style.headerComment === '' ? '' : style.headerComment + style.lineBreak);
  text += ordered.map((line) => line.text + style.lineBreak).join('');
  if (Object.keys(tables).length > 0) text += style.lineBreak + stringify(tables).replace(/\n/g, style.lineBreak);
  return text;
}

/** A hand-written text of a random version 2 document, with the document it must parse to. */
export function renderedVersion2Arbitrary(maxSide = 6): fc.Arbitrary<{ document: LightsDocument; text: string }> {
  return fc
    .tuple(version2DocumentArbitrary(maxSide), styleArbitrary, fc.boolean())
    .map(([document, style, multiline]) => ({ document, text: renderDocument(document, style, multiline) }));
}
