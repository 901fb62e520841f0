/**
 * The size limits of a `.lights` file and of the boards it describes. Every limit is documented
 * in docs/lights-format.md; a file over a limit is rejected with an error that names the limit.
 * Pure constants. (The range of states per cell is the puzzle model's: MIN_STATES and MAX_STATES
 * of puzzle.ts.)
 */

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
