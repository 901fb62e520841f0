/**
 * The nesting guard of reading a `.lights` file: one pass over the TOML text, before smol-toml
 * reads it, that finds the first value nested deeper than {@link MAX_NESTING_DEPTH}. A value's
 * depth counts the keys and array elements on its path from the top of the file: each part of a
 * table header (plus one for the element of a `[[table array]]`), each part of a dotted key, and
 * each array or inline table around it. Past the limit, the file is refused with an error there,
 * so that everything read later (smol-toml, the reader, the printer) works on shallow values.
 *
 * Like {@link scanLayout} it understands just enough TOML to never lose its place in a valid
 * document (strings of the four kinds, comments, quoted and dotted keys); on any other text it
 * never throws and always ends, in one pass. Pure.
 */

import { keySegmentEnd, readKeySegment, skipBlanks, skipBlanksAndComments, skipString } from './formatLayout';
import { MAX_NESTING_DEPTH } from '../../domain/limits';
import { lineEndOf, textStart } from './textPosition';
import {
  CARRIAGE_RETURN,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COMMA,
  DOT,
  DOUBLE_QUOTE,
  EQUALS,
  HASH,
  LINE_FEED,
  OPEN_BRACE,
  OPEN_BRACKET,
  SINGLE_QUOTE,
  SPACE,
  TAB,
} from './characterCodes';

/** The first place a text nests deeper than the limit: offsets of the key part or value there. */
export interface DeepNesting {
  readonly start: number;
  readonly end: number;
}

/**
 * What the scanner expects at the next character that is not blank: a table header or `key =
 * value` line at the top level; a value (or, in an array, its closing bracket); a key of an
 * inline table (or its closing brace); or, after a value inside an array or inline table, a comma
 * or the closing delimiter.
 */
type Expect = 'statement' | 'value' | 'key' | 'next';

/** The first place `text` nests deeper than `limit` (see the module comment), or null. */
export function findDeepNesting(text: string, limit: number = MAX_NESTING_DEPTH): DeepNesting | null {
  const length = text.length;
  // The open arrays and inline tables around the position: the depth of each, and its kind.
  const depths: number[] = [];
  const kinds: number[] = [];
  // The paths of the `[[table arrays]]` so far: a header through one goes through its last element too.
  const tableArrays = new Set<string>();
  let tableDepth = 0;
  let valueDepth = 0;
  let expect: Expect = 'statement';
  let position = textStart(text);
  // After a value: at the top level the rest of its line is skipped; inside a container a separator follows.
  const valueEnded = (end: number): void => {
    position = depths.length === 0 ? lineEndOf(text, end) : end;
    expect = depths.length === 0 ? 'statement' : 'next';
  };
  const closeContainer = (): void => {
    depths.pop();
    kinds.pop();
    valueEnded(position + 1);
  };
  while (position < length) {
    position = skipBlanksAndComments(text, position);
    if (position >= length) break;
    const code = text.charCodeAt(position);
    switch (expect) {
      case 'statement': {
        if (code === OPEN_BRACKET) {
          const header = readHeader(text, position, tableArrays, limit);
          if (typeof header !== 'number') return header;
          tableDepth = header;
          position = lineEndOf(text, position);
          break;
        }
        const key = readKeyParts(text, position, tableDepth, limit);
        if (key?.tooDeep) return key.tooDeep;
        const equals = key === null ? -1 : skipBlanks(text, key.end);
        if (key === null || text.charCodeAt(equals) !== EQUALS) {
          position = lineEndOf(text, position);
          break;
        }
        valueDepth = tableDepth + key.parts;
        expect = 'value';
        position = equals + 1;
        break;
      }
      case 'value': {
        if (code === COMMA || code === CLOSE_BRACKET || code === CLOSE_BRACE) {
          // No value here (an empty array, a trailing comma, or text TOML refuses): read the separator as such.
          if (depths.length === 0) valueEnded(position);
          else expect = 'next';
          break;
        }
        if (valueDepth > limit) return { start: position, end: position + 1 };
        if (code === OPEN_BRACKET || code === OPEN_BRACE) {
          depths.push(valueDepth);
          kinds.push(code);
          position += 1;
          if (code === OPEN_BRACKET) valueDepth += 1;
          else expect = 'key';
          break;
        }
        valueEnded(code === DOUBLE_QUOTE || code === SINGLE_QUOTE ? skipString(text, position) : scalarEnd(text, position));
        break;
      }
      case 'key': {
        if (code === CLOSE_BRACE) {
          closeContainer();
          break;
        }
        const key = readKeyParts(text, position, depths[depths.length - 1], limit);
        if (key?.tooDeep) return key.tooDeep;
        if (key === null) {
          position += 1;
          break;
        }
        position = skipBlanks(text, key.end);
        if (text.charCodeAt(position) === EQUALS) {
          valueDepth = depths[depths.length - 1] + key.parts;
          expect = 'value';
          position += 1;
        }
        break;
      }
      case 'next': {
        const inArray = kinds[kinds.length - 1] === OPEN_BRACKET;
        if (code === COMMA) {
          position += 1;
          valueDepth = depths[depths.length - 1] + 1;
          expect = inArray ? 'value' : 'key';
        } else if (code === (inArray ? CLOSE_BRACKET : CLOSE_BRACE)) {
          closeContainer();
        } else {
          position += 1;
        }
        break;
      }
      default: {
        const unexpected: never = expect;
        throw new Error(`unknown scanner state ${String(unexpected)}`);
      }
    }
  }
  return null;
}

/**
 * Reads the table header at `position` (its `[` or `[[`): the depth of the keys under it, or the
 * first part deeper than `limit`. Each part is a level; so is the element of each table array on
 * the way (a header `[a.b]` after `[[a]]` is inside the last `a`), and that of a `[[header]]`
 * itself, whose path joins `tableArrays`.
 */
function readHeader(text: string, position: number, tableArrays: Set<string>, limit: number): number | DeepNesting {
  const tableArray = text.charCodeAt(position + 1) === OPEN_BRACKET;
  const names: (string | null)[] = [];
  let depth = 0;
  let start = skipBlanks(text, position + (tableArray ? 2 : 1));
  for (;;) {
    const segment = readKeySegment(text, start);
    if (segment === null) return depth;
    names.push(segment.name);
    depth += 1;
    const afterBlanks = skipBlanks(text, segment.end);
    const last = text.charCodeAt(afterBlanks) !== DOT;
    const path = JSON.stringify(names);
    if (last && tableArray) tableArrays.add(path);
    if ((last && tableArray) || (!last && tableArrays.has(path))) depth += 1;
    if (depth > limit) return { start, end: segment.end };
    if (last) return depth;
    start = skipBlanks(text, afterBlanks + 1);
  }
}

/** A dotted key read by {@link readKeyParts}. */
interface KeyParts {
  readonly parts: number;
  /** Offset just past the last part read. */
  readonly end: number;
  /** The first part deeper than the limit, where reading stopped; absent when there is none. */
  readonly tooDeep?: DeepNesting;
}

/**
 * Reads the dotted key at `position` whose first part lies at depth `baseDepth + 1`, stopping at
 * the first part deeper than `limit`; null when no key starts there.
 */
function readKeyParts(text: string, position: number, baseDepth: number, limit: number): KeyParts | null {
  let parts = 0;
  let start = position;
  let lastEnd = position;
  for (;;) {
    const end = keySegmentEnd(text, start);
    if (end < 0) return parts === 0 ? null : { parts, end: lastEnd };
    parts += 1;
    if (baseDepth + parts > limit) return { parts, end, tooDeep: { start, end } };
    lastEnd = end;
    const afterBlanks = skipBlanks(text, end);
    if (text.charCodeAt(afterBlanks) !== DOT) return { parts, end };
    start = skipBlanks(text, afterBlanks + 1);
  }
}

/** Offset just past a number, boolean or date at `position`: at the first blank, separator or comment. */
function scalarEnd(text: string, position: number): number {
  let end = position + 1;
  while (end < text.length) {
    const code = text.charCodeAt(end);
    if (
      code === SPACE ||
      code === TAB ||
      code === LINE_FEED ||
      code === CARRIAGE_RETURN ||
      code === COMMA ||
      code === CLOSE_BRACKET ||
      code === CLOSE_BRACE ||
      code === HASH
    )
      break;
    end += 1;
  }
  return end;
}
