/**
 * fast-check arbitraries for version 2 `.lights` tests: documents with neighbourhoods (names and
 * offset lists), holes and targets, and hand-written renderings of them in the styles of
 * test/support/lightsArbitraries.ts (key order, comments, spacing, CRLF, both delimiters, aligned
 * or ragged rows, unknown keys), plus neighbourhood lists spread over lines with comments. Every
 * rendering parses back to exactly its document.
 */

import fc from 'fast-check';
import { stringify } from 'smol-toml';
import type { LightsDocument } from '../../src/core/format/format';
import { writtenVersion } from '../../src/core/format/formatDocument';
import type { Neighbourhood, Puzzle, Topology } from '../../src/core/puzzle';
import { NEIGHBOURHOOD_NAMES, type Offset } from '../../src/domain/puzzleVocabulary';
import { documentArbitrary, styleArbitrary, type Style } from '../support/lightsArbitraries';

/** A list of distinct offsets in -10..10 (often small), in a random order; sometimes empty. */
export const offsetListArbitrary: fc.Arbitrary<Offset[]> = fc.uniqueArray(
  fc.oneof(
    fc.tuple(fc.integer({ min: -2, max: 2 }), fc.integer({ min: -2, max: 2 })),
    fc.tuple(fc.integer({ min: -10, max: 10 }), fc.integer({ min: -10, max: 10 })),
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

/** A hand-written text of a version 2 `document` in `style`; it parses back to `document`. */
export function renderVersion2Document(document: LightsDocument, style: Style, multilineOffsets: boolean): string {
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
    .map(([document, style, multiline]) => ({ document, text: renderVersion2Document(document, style, multiline) }));
}

/** A topology other than hex, for the tests of neighbourhoods. */
export const squareTopologyArbitrary = fc.constantFrom<Topology>('plain', 'torus');
