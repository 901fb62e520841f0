/**
 * A span of a text as bytes, one per character, when every character in it is ASCII: the grid
 * string of a large board turned into bytes at once by the engine's native UTF-8 encoder, then read
 * by the grid reader a 32-bit word (two cells) at a time instead of a character at a time through
 * `charCodeAt`, which costs a check of the string's representation per character. Pure.
 */

import { SPACE } from './characterCodes';

/** The characters of `text` from `start` as bytes: byte i is character start + i. */
export interface AsciiSpan {
  /** Offset in the text of byte 0. */
  readonly start: number;
  /** The span's characters (each below 0x80), then spaces up to a whole number of words. */
  readonly bytes: Uint8Array;
  /** `bytes` as little-endian 32-bit words: word j holds bytes 4j .. 4j + 3, byte 4j lowest (typed arrays are little-endian on every platform VS Code runs on). */
  readonly words: Int32Array;
  /** Characters in the span (bytes past it are padding). */
  readonly length: number;
}

const encoder = new TextEncoder();

/** `text` from `start` to `end` as an {@link AsciiSpan}, or null when a character there is not ASCII. */
export function asciiSpan(text: string, start: number, end: number): AsciiSpan | null {
  const length = end - start;
  // Room for one more word, so that a character past ASCII never fits where the span's last one would.
  const bytes = new Uint8Array(4 * Math.ceil(length / 4) + 4);
  const { read, written } = encoder.encodeInto(text.slice(start, end), bytes);
  if (read !== length || written !== length) return null;
  bytes.fill(SPACE, length);
  return { start, bytes, words: new Int32Array(bytes.buffer, 0, bytes.length / 4), length };
}
