/**
 * A light scanner of TOML text that finds where things are: the position of each top-level
 * key and its value, table headers, and the content of string values. smol-toml gives values
 * but no positions; this fills that gap for diagnostics and for minimal text edits.
 *
 * It understands just enough TOML to never lose its place in a valid document: comments, bare
 * and quoted keys, dotted keys, table headers, and values of every kind (strings of the four
 * kinds, arrays and inline tables spanning lines, scalars). It is run on text that smol-toml has
 * already accepted, but it never throws and always terminates on any text. Its key, string and
 * blank scanners are shared with the nesting guard ({@link findDeepNesting}). Pure.
 */

import { lineEndOf, textStart } from './textPosition';
import {
  BACKSLASH,
  CARRIAGE_RETURN,
  CLOSE_BRACE,
  CLOSE_BRACKET,
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

/** Where a top-level key was found. Offsets are into the scanned text. */
export interface KeyLocation {
  /** The key's name (the first segment for a dotted key). */
  readonly name: string;
  /** Offset of the first character of the line holding the key. */
  readonly lineStart: number;
  /** Offset of the key's first character (the quote for a quoted key). */
  readonly keyStart: number;
  /** Offset just past the key's last segment. */
  readonly keyEnd: number;
  /**
   * Offset of the value's first character, or -1 when the value is not this key's own value:
   * a dotted key (`a.b = 1`) or a table header (`[a]`).
   */
  readonly valueStart: number;
  /** Offset just past the value, or -1 as for `valueStart`. */
  readonly valueEnd: number;
}

/** The layout of a TOML text as far as the `.lights` format needs it. */
export interface TomlLayout {
  /**
   * Top-level keys in the order first seen: `key = value` lines before the first table header,
   * then the first segment of each table header and of each dotted key. A name appears once,
   * at its first occurrence.
   */
  readonly keys: ReadonlyMap<string, KeyLocation>;
  /** The line break the text uses first: `\r\n` or `\n` (`\n` when it has none). */
  readonly lineBreak: '\n' | '\r\n';
}

/** The kinds of TOML string, by their opening delimiter. */
export type StringDelimiter = '"""' | "'''" | '"' | "'";

/** Where the content of a string value lies, from {@link locateString}. */
export interface StringLocation {
  readonly delimiter: StringDelimiter;
  /** Offset of the content's first character (after the newline that TOML trims, if any). */
  readonly contentStart: number;
  /** Offset just past the content (where the closing delimiter starts). */
  readonly contentEnd: number;
  /**
   * True when the raw content is exactly the string's value: a literal string, or a basic string
   * without backslash escapes. Then every offset in the content maps to one value character.
   */
  readonly verbatim: boolean;
}

/** Scans `text` (TOML, optionally starting with a byte order mark) for its top-level layout. */
export function scanLayout(text: string): TomlLayout {
  const keys = new Map<string, KeyLocation>();
  const length = text.length;
  let position = textStart(text);
  let lineStart = position;
  let inTable = false;
  while (position < length) {
    position = skipBlanks(text, position);
    if (position >= length) break;
    const code = text.charCodeAt(position);
    if (code === LINE_FEED) {
      position += 1;
      lineStart = position;
      continue;
    }
    if (code === CARRIAGE_RETURN) {
      position += 1;
      continue;
    }
    const next =
      code === HASH
        ? lineEndOf(text, position)
        : code === OPEN_BRACKET
          ? scanHeader(text, position, lineStart, keys)
          : scanKeyValue(text, position, lineStart, inTable, keys);
    if (code === OPEN_BRACKET) inTable = true;
    position = Math.max(next, position + 1);
  }
  return { keys, lineBreak: detectLineBreak(text) };
}

/** Finds where the content of the string value starting at `valueStart` lies, or null if no string starts there. */
export function locateString(text: string, valueStart: number, valueEnd: number): StringLocation | null {
  const first = text.charCodeAt(valueStart);
  if (first !== DOUBLE_QUOTE && first !== SINGLE_QUOTE) return null;
  const multiline = text.charCodeAt(valueStart + 1) === first && text.charCodeAt(valueStart + 2) === first && valueEnd - valueStart >= 6;
  const quote = first === DOUBLE_QUOTE ? '"' : "'";
  const delimiterLength = multiline ? 3 : 1;
  if (valueEnd - valueStart < 2 * delimiterLength) return null;
  let contentStart = valueStart + delimiterLength;
  const contentEnd = valueEnd - delimiterLength;
  if (multiline) {
    if (text.charCodeAt(contentStart) === LINE_FEED) contentStart += 1;
    else if (text.charCodeAt(contentStart) === CARRIAGE_RETURN && text.charCodeAt(contentStart + 1) === LINE_FEED) contentStart += 2;
  }
  contentStart = Math.min(contentStart, contentEnd);
  return {
    delimiter: (multiline ? quote.repeat(3) : quote) as StringDelimiter,
    contentStart,
    contentEnd,
    verbatim: first !== DOUBLE_QUOTE || !text.slice(contentStart, contentEnd).includes('\\'),
  };
}

function detectLineBreak(text: string): '\n' | '\r\n' {
  const end = text.indexOf('\n');
  return end > 0 && text.charCodeAt(end - 1) === CARRIAGE_RETURN ? '\r\n' : '\n';
}

/** Offset of the first character at or after `position` that is not a space or tab. */
export function skipBlanks(text: string, position: number): number {
  while (position < text.length) {
    const code = text.charCodeAt(position);
    if (code !== SPACE && code !== TAB) break;
    position += 1;
  }
  return position;
}

/**
 * Offset of the first character at or after `position` that is not a space, tab, line break or
 * part of a comment; `text.length` when there is none.
 */
export function skipBlanksAndComments(text: string, position: number): number {
  while (position < text.length) {
    const code = text.charCodeAt(position);
    if (code === SPACE || code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN) position += 1;
    else if (code === HASH) position = lineEndOf(text, position);
    else break;
  }
  return position;
}

function isBareKeyCharacter(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code === 0x5f || code === 0x2d;
}

/** Offset just past the key segment (bare, "basic" or 'literal') at `position`, or -1 if none starts there. */
export function keySegmentEnd(text: string, position: number): number {
  const code = text.charCodeAt(position);
  if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) {
    const end = skipSingleLineString(text, position);
    return text.charCodeAt(end - 1) === code && end - position >= 2 ? end : -1;
  }
  let end = position;
  while (end < text.length && isBareKeyCharacter(text.charCodeAt(end))) end += 1;
  return end > position ? end : -1;
}

/** One part of a key, from {@link readKeySegment}. */
export interface KeySegment {
  /** The segment's name, or null when it could not be decoded (a quoted key with invalid escapes). */
  readonly name: string | null;
  readonly end: number;
}

/** Reads one key segment (bare, "basic" or 'literal') at `position`, or null if none starts there. */
export function readKeySegment(text: string, position: number): KeySegment | null {
  const end = keySegmentEnd(text, position);
  if (end < 0) return null;
  const code = text.charCodeAt(position);
  if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) {
    const raw = text.slice(position + 1, end - 1);
    return { name: code === SINGLE_QUOTE ? raw : unescapeBasic(raw), end };
  }
  return { name: text.slice(position, end), end };
}

const ESCAPES: Readonly<Record<string, string>> = { b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', e: '\x1b', '"': '"', '\\': '\\' };

/** The value of a one-line basic string's content (TOML escapes decoded), or null if an escape is invalid. */
function unescapeBasic(raw: string): string | null {
  if (!raw.includes('\\')) return raw;
  let valid = true;
  const value = raw.replace(
    /\\(?:x([0-9A-Fa-f]{2})|u([0-9A-Fa-f]{4})|U([0-9A-Fa-f]{8})|(.?))/gs,
    (_match, x?: string, u?: string, long?: string, other?: string) => {
      const hex = x ?? u ?? long;
      if (hex !== undefined) {
        const codePoint = parseInt(hex, 16);
        if (codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) {
          valid = false;
          return '';
        }
        return String.fromCodePoint(codePoint);
      }
      const escaped = Object.prototype.hasOwnProperty.call(ESCAPES, other ?? '') ? ESCAPES[other ?? ''] : undefined;
      if (escaped === undefined) valid = false;
      return escaped ?? '';
    },
  );
  return valid ? value : null;
}

interface DottedKey {
  readonly first: KeySegment;
  readonly dotted: boolean;
  readonly end: number;
}

/** Reads a possibly dotted key at `position`; `end` is just past its last segment. */
function readKey(text: string, position: number): DottedKey | null {
  const first = readKeySegment(text, position);
  if (first === null) return null;
  let end = first.end;
  let dotted = false;
  for (;;) {
    const afterBlanks = skipBlanks(text, end);
    if (text.charCodeAt(afterBlanks) !== DOT) break;
    const segment = readKeySegment(text, skipBlanks(text, afterBlanks + 1));
    if (segment === null) break;
    dotted = true;
    end = segment.end;
  }
  return { first, dotted, end };
}

function scanHeader(text: string, position: number, lineStart: number, keys: Map<string, KeyLocation>): number {
  let keyStart = position + 1;
  if (text.charCodeAt(keyStart) === OPEN_BRACKET) keyStart += 1;
  keyStart = skipBlanks(text, keyStart);
  const key = readKey(text, keyStart);
  if (key !== null && key.first.name !== null && !keys.has(key.first.name)) {
    keys.set(key.first.name, { name: key.first.name, lineStart, keyStart, keyEnd: key.first.end, valueStart: -1, valueEnd: -1 });
  }
  return lineEndOf(text, position);
}

function scanKeyValue(text: string, position: number, lineStart: number, inTable: boolean, keys: Map<string, KeyLocation>): number {
  const key = readKey(text, position);
  if (key === null) return lineEndOf(text, position);
  const equals = skipBlanks(text, key.end);
  if (text.charCodeAt(equals) !== EQUALS) return lineEndOf(text, equals);
  const valueStart = skipBlanks(text, equals + 1);
  const valueEnd = skipValue(text, valueStart);
  const name = key.first.name;
  if (!inTable && name !== null && !keys.has(name)) {
    keys.set(name, {
      name,
      lineStart,
      keyStart: position,
      keyEnd: key.dotted ? key.first.end : key.end,
      valueStart: key.dotted ? -1 : valueStart,
      valueEnd: key.dotted ? -1 : valueEnd,
    });
  }
  return lineEndOf(text, valueEnd);
}

/** Offset just past the value starting at `position`. */
function skipValue(text: string, position: number): number {
  const code = text.charCodeAt(position);
  if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) return skipString(text, position);
  if (code === OPEN_BRACKET || code === OPEN_BRACE) return skipNested(text, position);
  let end = position;
  while (end < text.length) {
    const next = text.charCodeAt(end);
    if (next === HASH || next === LINE_FEED || next === CARRIAGE_RETURN) break;
    end += 1;
  }
  while (end > position && (text.charCodeAt(end - 1) === SPACE || text.charCodeAt(end - 1) === TAB)) end -= 1;
  return end;
}

/** Offset just past an array or inline table starting at `position` (the text's length if unclosed). */
function skipNested(text: string, position: number): number {
  let depth = 0;
  let index = position;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) {
      index = skipString(text, index);
      continue;
    }
    if (code === HASH) {
      index = lineEndOf(text, index);
      continue;
    }
    if (code === OPEN_BRACKET || code === OPEN_BRACE) depth += 1;
    else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      depth -= 1;
      if (depth <= 0) return index + 1;
    }
    index += 1;
  }
  return text.length;
}

/** Offset just past a string of any kind starting at `position` (the end of the line or text when it is unclosed). */
export function skipString(text: string, position: number): number {
  const quote = text.charCodeAt(position);
  if (text.charCodeAt(position + 1) === quote && text.charCodeAt(position + 2) === quote) {
    return skipMultilineString(text, position, quote);
  }
  return skipSingleLineString(text, position);
}

/**
 * Offset just past a one-line string starting at `position`: after its closing quote, or at the
 * end of the line if it is unclosed.
 */
function skipSingleLineString(text: string, position: number): number {
  const quote = text.charCodeAt(position);
  let index = position + 1;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code === LINE_FEED) return index;
    if (code === BACKSLASH && quote === DOUBLE_QUOTE) index += 2;
    else if (code === quote) return index + 1;
    else index += 1;
  }
  return text.length;
}

/**
 * Offset just past a multi-line string starting at `position`. Like TOML, a run of four or five
 * quotes at the end puts the first one or two into the content.
 */
function skipMultilineString(text: string, position: number, quote: number): number {
  const delimiter = quote === DOUBLE_QUOTE ? '"""' : "'''";
  const contentStart = position + 3;
  let closing = text.indexOf(delimiter, contentStart);
  if (closing < 0) return text.length;
  if (quote === DOUBLE_QUOTE) {
    // Searching only up to the candidate end keeps many strings in one file linear.
    const backslash = text.slice(contentStart, closing).indexOf('\\');
    if (backslash >= 0) closing = findClosingAfterEscapes(text, contentStart + backslash);
    if (closing < 0) return text.length;
  }
  let end = closing + 3;
  for (let extra = 0; extra < 2 && text.charCodeAt(end) === quote; extra++) end += 1;
  return end;
}

/** The offset of the closing `"""` of a basic multi-line string, scanning from `index` past escapes; -1 if none. */
function findClosingAfterEscapes(text: string, index: number): number {
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code === BACKSLASH) index += 2;
    else if (code === DOUBLE_QUOTE && text.charCodeAt(index + 1) === DOUBLE_QUOTE && text.charCodeAt(index + 2) === DOUBLE_QUOTE) return index;
    else index += 1;
  }
  return -1;
}
