/**
 * The limits of the puzzles and of the `.lights` text: the range of states per cell, the size of
 * a board and of a file, and the length past which a text is read off the main thread. A file
 * over a limit is rejected with an error that names the limit. Pure constants.
 */

/** The fewest states per cell (classic Lights Out: off and on). */
export const MIN_STATES = 2;

/** The most states per cell: 36 keeps every state one base-36 digit. */
export const MAX_STATES = 36;

/** The most rows a board may have. */
export const MAX_ROWS = 10_000;

/** The most columns a board may have. */
export const MAX_COLUMNS = 10_000;

/** The most cells (rows x columns) a board may have: a full 10000 x 10000 board. */
export const MAX_CELLS = 100_000_000;

/** The longest title, in characters (Unicode code points). */
export const MAX_TITLE_LENGTH = 200;

/**
 * The longest `.lights` text accepted, in characters (UTF-16 code units, which for the ASCII a
 * grid is made of equals bytes). Checked before any parsing. 400 million leaves room for the
 * canonical printing of the largest board with the widest cells (10000 x 10000 cells of two
 * digits plus a separator: 300 million characters) and stays below the longest string V8 can
 * hold (about 536 million characters).
 */
export const MAX_TEXT_LENGTH = 400_000_000;

/**
 * The most diagnostics of one severity that a parse reports. A broken 10000 x 10000 grid could
 * otherwise produce a hundred million errors; past this many, one last diagnostic says how many
 * more were found.
 */
export const MAX_REPORTED_DIAGNOSTICS = 100;

/**
 * The deepest nesting of keys and values: a value's depth is the number of keys and array
 * elements on its path from the top of the file (`a = 1` is 1 deep; `a.b.c = 1`, `a = [[1]]` and
 * `x = 1` under `[a.b]` are 3 deep). Checked on the text before it is parsed, so that no depth of
 * dotted keys, tables or arrays can exhaust the stack of the reader, the printer or smol-toml.
 */
export const MAX_NESTING_DEPTH = 64;

/**
 * The longest text, in characters, that the extension host reads on its own thread: a longer
 * `.lights` text is parsed and checked in a worker, and the status bar shows only its size, so
 * that typing in a large file never waits for a parse.
 */
export const OFF_THREAD_TEXT_LENGTH = 1_000_000;
