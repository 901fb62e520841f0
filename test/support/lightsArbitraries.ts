/**
 * fast-check arbitraries for `.lights` tests: valid documents, and renderings of a document as
 * text in many hand-written styles (key order, comments, spacing, indentation, CRLF, byte
 * order mark, both multi-line delimiters, aligned or ragged grids, unknown keys and tables).
 * Every rendering parses back to exactly its document; the tests rely on that.
 */

import fc from 'fast-check';
import { stringify } from 'smol-toml';
import type { Difficulty, LightsDocument } from '../../src/core/format/format';
import type { Puzzle, Topology } from '../../src/core/puzzle';

const KNOWN = ['version', 'title', 'rows', 'columns', 'states', 'objective', 'topology', 'neighbourhood', 'difficulty', 'minMoves', 'grid', 'target'];

/** A number of states, often small, sometimes above 10 (two-digit cells). */
export const statesArbitrary = fc.oneof(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 2, max: 36 }));

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
function renderRow(cells: readonly number[], states: number, style: Style): string {
  const width = states > 10 ? 2 : 1;
  const parts = cells.map((cell, index) => {
    const text = style.aligned ? String(cell).padStart(width, ' ') : String(cell);
    return (index === 0 ? style.rowIndent : style.gaps[index % style.gaps.length]) + text;
  });
  return parts.join('') + style.rowTrailing;
}

/** A hand-written text of `document` in `style`; it parses back to `document`. */
export function renderDocument(document: LightsDocument, style: Style): string {
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
  if (style.writeVersion) add('version', '1');
  if (document.title !== undefined) add('title', value(document.title));
  add('rows', String(puzzle.rows));
  add('columns', String(puzzle.columns));
  if (style.writeDefaults || puzzle.states !== 2) add('states', String(puzzle.states));
  if (style.writeDefaults || puzzle.objective !== 0) add('objective', String(puzzle.objective));
  if (style.writeDefaults || puzzle.topology !== 'plain') add('topology', value(puzzle.topology));
  if (document.difficulty !== undefined) add('difficulty', value(document.difficulty));
  if (document.minMoves !== undefined) add('minMoves', String(document.minMoves));
  const tables: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(document.extra)) {
    if (typeof item === 'object' && item !== null && !Array.isArray(item)) tables[key] = item;
    else add(key, value(item));
  }
  const rows: string[] = [];
  for (let row = 0; row < puzzle.rows; row++) {
    rows.push(renderRow(Array.from(puzzle.grid.subarray(row * puzzle.columns, (row + 1) * puzzle.columns)), puzzle.states, style));
  }
  const rowSeparator = style.blankRowLines ? style.lineBreak + style.rowIndent + style.lineBreak : style.lineBreak;
  const gridBody = style.closingOnLastRow ? rows.join(rowSeparator) : rows.join(rowSeparator) + style.lineBreak;
  add('grid', `${style.delimiter}${style.lineBreak}${gridBody}${style.delimiter}`);
  const ordered = lines.map((line, index) => ({ ...line, index })).sort((a, b) => a.sortKey - b.sortKey || a.index - b.index);
  let text = (style.byteOrderMark ? '\uFEFF' : '') + (style.headerComment === '' ? '' : style.headerComment + style.lineBreak);
  text += ordered.map((line) => line.text + style.lineBreak).join('');
  if (Object.keys(tables).length > 0) text += style.lineBreak + stringify(tables).replace(/\n/g, style.lineBreak);
  return text;
}

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
