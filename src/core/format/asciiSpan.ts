/**
 * Spans of a text as bytes, one per character, where every character is ASCII: the grid string of
 * a large board turned into bytes a window of about a million characters at a time by the
 * engine's native UTF-8 encoder, then read by the grid reader a 32-bit word (two cells) at a time
 * instead of a character at a time through `charCodeAt`, which costs a check of the string's
 * representation per character. One window's buffer is reused, so a text of hundreds of millions
 * of characters costs a megabyte more, not its size. Pure apart from the reader's own buffer.
 */

/** The characters of a text from `start` as bytes: byte i is character start + i. */
export interface AsciiSpan {
  /** Offset in the text of byte 0. */
  readonly start: number;
  /** The span's characters (each below 0x80), then bytes past them that mean nothing. */
  readonly bytes: Uint8Array;
  /** `bytes` as little-endian 32-bit words: word j holds bytes 4j .. 4j + 3, byte 4j lowest (typed arrays are little-endian on every platform VS Code runs on). */
  readonly words: Int32Array;
  /** Characters in the span. */
  readonly length: number;
}

/** Characters a window holds at most (a longer line gets a window of its own length). */
const WINDOW_CHARACTERS = 1 << 20;
/** The window after one with a character past ASCII holds just the span asked for; the next ones grow from this many characters. */
const REGROWN_WINDOW = 4096;

const encoder = new TextEncoder();

/**
 * The characters of a text up to `end` as bytes, a window at a time: {@link spanOf}. A window
 * holds the ASCII characters from where it starts up to the first that is not; after such a
 * character windows shrink to the span asked for and grow again, so that a text with a character
 * past ASCII on every line is not encoded a window per line.
 */
export class AsciiWindows {
  private buffer = new Uint8Array(0);
  private span: AsciiSpan | null = null;
  private windowStart = 0;
  // Below every span's end, so that the first span asked for is encoded.
  private windowEnd = -1;
  private windowLength: number;

  /** `windowCharacters`: how many characters a window holds at most. */
  constructor(
    private readonly text: string,
    private readonly end: number,
    private readonly windowCharacters = WINDOW_CHARACTERS,
  ) {
    this.windowLength = windowCharacters;
  }

  /**
   * A span holding `text` from `from` to `to` (at most `end`), starting at or before `from`, or null
   * when a character among them is past ASCII. The span is valid until the next call: windows share
   * one buffer.
   */
  spanOf(from: number, to: number): AsciiSpan | null {
    if (from < this.windowStart || to > this.windowEnd) this.encode(from, Math.min(this.end, Math.max(to, from + this.windowLength)));
    return to <= this.windowEnd ? this.span : null;
  }

  private encode(start: number, end: number): void {
    const length = end - start;
    // Room for a word more, so that a character past ASCII never fits where the window's last one would.
    if (this.buffer.length < length + 4) this.buffer = new Uint8Array(4 * Math.ceil(length / 4) + 4);
    const { read, written } = encoder.encodeInto(this.text.slice(start, end), this.buffer);
    let ascii = length;
    if (read !== length || written !== length) {
      // Each byte below 0x80 before the first that is not is an ASCII character; a character past ASCII has no such byte.
      ascii = 0;
      while (ascii < written && this.buffer[ascii] < 0x80) ascii += 1;
    }
    this.windowStart = start;
    this.windowEnd = start + ascii;
    this.windowLength = ascii < length ? 0 : Math.min(this.windowCharacters, Math.max(REGROWN_WINDOW, 2 * this.windowLength));
    this.span = { start, bytes: this.buffer, words: new Int32Array(this.buffer.buffer, 0, this.buffer.length / 4), length: ascii };
  }
}
