/**
 * The one progress line of a long command on a terminal: written on stderr only when stderr is a
 * TTY, rewritten in place, and cleared before the command prints its result, so pipes, files and
 * tests never see it.
 */

import { escapeControlCharacters } from '../core/escapeControlCharacters';

/** Where progress goes: a terminal's stream, written without newlines (process.stderr is one). */
export interface ProgressTerminal {
  readonly isTTY?: boolean;
  write(text: string): unknown;
}

/** A line shown in place on a terminal. */
export interface ProgressLine {
  /** Replaces the line with `text` (control characters escaped, so a file name cannot drive the terminal). */
  show(text: string): void;
  /** Erases the line, if one was shown; the cursor is back at the start of an empty line. */
  clear(): void;
}

/**
 * A progress line on `terminal` ("\r text\x1b[K", the rest of the old line erased), or null when
 * `terminal` is not a TTY: then there is nothing to show progress on.
 */
export function progressLine(terminal: ProgressTerminal | null): ProgressLine | null {
  if (!terminal?.isTTY) return null;
  let shown = false;
  return {
    show: (text) => {
      terminal.write(`\r ${escapeControlCharacters(text)}\x1b[K`);
      shown = true;
    },
    clear: () => {
      if (shown) terminal.write('\r\x1b[K');
      shown = false;
    },
  };
}
