/**
 * `lights-out path`: a shortest sequence of presses from a .lights file's board (or a puzzle ID's)
 * to its objective (or target), printed as the breadth-first search of classic Lights Out programs
 * prints its path.
 */

import { parseArgs } from 'node:util';
import { pathStates } from '../analysis/pathStates';
import { shortestPath, type ShortestPath } from '../analysis/shortestPath';
import { escapeControlCharacters } from '../core/escapeControlCharacters';
import { ID_OPTION, puzzleSources, readPuzzleInput } from './boardArguments';
import { CliError, ExitCode, usageError } from './cliError';
import { TextStream, type CommandOutput } from './output';
import { progressLine } from './progressLine';
import { checkTimeLimit, TIMEOUT_HELP, TIMEOUT_OPTION, timeLimitFlag } from './timeLimit';

/**
 * The most cells a board may have for `path`: every line holds the whole board as a number, so
 * the output grows with cells x presses (a 100x100 board of 36 states prints up to 350,000 lines
 * of 10,000 digits, written as they are made).
 */
export const MAX_PATH_CELLS = 10_000;

/** Help text of `lights-out path`. */
export const PATH_HELP = `Usage:
  lights-out path FILE [--json] [--timeout SECS]
  lights-out path --id ID [--json] [--timeout SECS]

Prints a shortest sequence of presses from the board in FILE to its objective (or its target
per cell), one line per press in the web game's format "state: (row, col)", row and col 0-based.
state is the board before that press as a number whose base-K digits are the cells, least
significant first: cell (r, c) is digit r*C + c, or, on a board with holes, the cells that are
not holes are the digits in row-major order (a hole has no digit). It is written in hexadecimal
for 2 states and in base K with digits 0-9a-z otherwise. Presses commute; the order is the web
game's breadth-first search order (highest cell first, among the shortest solutions the one that
presses the first differing cell more often). An already solved board prints nothing ([] with
--json).

Options:
  --id ID         the puzzle of a puzzle ID (see lights-out id) or of a link to a puzzle, in
                  place of FILE, with the same output; a bad ID exits with 2 and one line
                  naming the problem
  --json          print a JSON array [{"state": "<decimal>", "row": r, "col": c}, ...]
${TIMEOUT_HELP}
  -h, --help      show this help

Boards of at most ${MAX_PATH_CELLS} cells, rows x columns (holes count).

Exit codes: 0 path printed, 1 not solvable, 2 bad input or usage, 3 solver failure (or the time
limit).`;

/** One entry of `lights-out path --json` (a contract). */
export interface PathStepJson {
  state: string;
  row: number;
  col: number;
}

/** Runs `lights-out path` with the arguments after the command name. */
export function pathCommand(args: string[], out: CommandOutput): number {
  const started = performance.now();
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { ...ID_OPTION, ...TIMEOUT_OPTION, json: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
  });
  if (values.help) {
    out.stdout(PATH_HELP);
    return ExitCode.Ok;
  }
  const sources = puzzleSources(positionals, values.id);
  if (sources.length !== 1) throw usageError('path takes exactly one FILE or --id ID');
  const timeLimit = timeLimitFlag(values.timeout, started);
  const { label, puzzle } = readPuzzleInput(sources[0], out);
  checkTimeLimit(timeLimit, 'reading the board');
  // The board's name for messages (the file's, or "puzzle ID"), on one line whatever it holds.
  const name = escapeControlCharacters(label);
  const cells = puzzle.rows * puzzle.columns;
  if (cells > MAX_PATH_CELLS)
    throw usageError(`${name}: a ${puzzle.rows}x${puzzle.columns} board has ${cells} cells; path prints boards of at most ${MAX_PATH_CELLS}`);
  let path: ShortestPath | null;
  // On a terminal only: the search holds the thread, so the line says what runs until it ends.
  const line = progressLine(out.terminal ?? null);
  line?.show(`${name}: finding a shortest path on the ${puzzle.rows}x${puzzle.columns} board`);
  try {
    path = shortestPath(puzzle);
  } catch (error) {
    throw new CliError(`${name}: solver failed: ${(error as Error).message}`, ExitCode.SolverFailure);
  } finally {
    line?.clear();
  }
  if (!path) {
    out.stderr(`${name}: not solvable: no sequence of presses reaches the ${puzzle.target ? 'target' : 'objective'}`);
    return ExitCode.Unsolvable;
  }
  checkTimeLimit(timeLimit, 'finding the path');
  if (!path.minimal) out.stderr(`${name}: note: the solution set is too large to search exhaustively; this path is not proven shortest`);
  else if (!path.webGameOrder) out.stderr(`${name}: note: too many shortest solutions to pick the web game's; this is another shortest path`);
  // Written press by press: at the limit the output is gigabytes (350,000 lines of 10,000 digits).
  const stream = new TextStream(out);
  if (values.json) {
    let first = true;
    stream.write('[');
    for (const { state, row, col } of pathStates(puzzle, path.presses, 'decimal')) {
      if (!first) stream.line(',');
      first = false;
      const step: PathStepJson = { state, row, col };
      stream.write(JSON.stringify(step));
    }
    stream.write(']');
  } else {
    for (const { state, row, col } of pathStates(puzzle, path.presses, 'game')) stream.line(`${state}: (${row}, ${col})`);
  }
  stream.end();
  return ExitCode.Ok;
}
