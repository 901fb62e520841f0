/**
 * `lights-out hint`: one cell to press next, on a shortest path to the objective.
 */

import { parseArgs } from 'node:util';
import { hintFromSolution } from '../solvers/hint';
import { createInternalSolver } from '../solvers/internalSolver';
import { DEFAULT_MINIMUM_TIMEOUT_MS, type Solver } from '../solvers/types';
import { ID_OPTION, puzzleSources, readPuzzleInput } from './boardArguments';
import { secondsFlag } from './secondsFlag';
import { ExitCode, usageError } from './cliError';
import type { CommandOutput } from './output';
import { solveInternally } from './solveSession';
import { checkTimeLimit, DEFAULT_TIME_LIMIT_SECONDS, TIMEOUT_OPTION, timeLimitFlag } from './timeLimit';

/** Help text of `lights-out hint`. */
export const HINT_HELP = `Usage:
  lights-out hint FILE [--json] [--min-timeout SECS] [--timeout SECS]
  lights-out hint --id ID [--json] [--min-timeout SECS] [--timeout SECS]

Prints one cell to press next (0-based row and column, never a hole): it lies on a shortest path
to the objective (or to the target per cell). With --json: {"row": r, "col": c}, plus "remaining"
(presses of the shortest solution) and "shortest" (whether that solution is proven minimal); row
and col are null, with "solved" or "solvable": false, when there is nothing to press. --min-timeout SECS bounds the search for the
fewest presses (default ${DEFAULT_MINIMUM_TIMEOUT_MS / 1000}); a solution it did not prove shortest gives "shortest": false.
--timeout SECS is the whole command's time limit (default ${DEFAULT_TIME_LIMIT_SECONDS}; 0 lifts it): a board
estimated beyond it is refused at once, the search gets at most what is left of it, and a
command that reaches it with nothing to report ends with exit 3 and one line. Both take
seconds in digits with at most 3 decimals (such as 5 or 0.5).
--id ID reads the puzzle from a puzzle ID (see lights-out id) or a link to a puzzle in place of
FILE, with the same output; a bad ID exits with 2 and one line naming the problem.

Exit codes: 0 a hint (or already solved), 1 not solvable, 2 bad input or usage, 3 solver failure
(or the time limit).`;

/**
 * Runs `lights-out hint` with the arguments after the command name: the exit code at once for
 * --help, a usage error thrown for bad flags or input, else a promise of the exit code.
 */
export function hintCommand(args: string[], out: CommandOutput, internalSolver: Solver = createInternalSolver()): number | Promise<number> {
  const started = performance.now();
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      ...ID_OPTION,
      json: { type: 'boolean', default: false },
      'min-timeout': { type: 'string' },
      ...TIMEOUT_OPTION,
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    out.stdout(HINT_HELP);
    return ExitCode.Ok;
  }
  const sources = puzzleSources(positionals, values.id);
  if (sources.length !== 1) throw usageError('hint takes exactly one FILE or --id ID');
  const minimumTimeoutMs = values['min-timeout'] !== undefined ? secondsFlag('min-timeout', values['min-timeout']) * 1000 : DEFAULT_MINIMUM_TIMEOUT_MS;
  const timeLimit = timeLimitFlag(values.timeout, started);
  const board = readPuzzleInput(sources[0], out);
  checkTimeLimit(timeLimit, 'reading the board');
  const { puzzle } = board;
  return solveInternally(board, { internalSolver, minimumTimeoutMs, timeLimit, terminal: out.terminal ?? null }).then((result) => {
    const hint = hintFromSolution(puzzle, result);
    switch (hint.kind) {
      case 'press':
        out.stdout(
          values.json
            ? JSON.stringify({ row: hint.cell.row, col: hint.cell.col, remaining: hint.remaining, shortest: hint.shortest })
            : `press row ${hint.cell.row}, column ${hint.cell.col} (0-based); ${hint.remaining} presses to go`,
        );
        return ExitCode.Ok;
      case 'solved':
        out.stdout(values.json ? JSON.stringify({ row: null, col: null, solved: true }) : 'already solved: nothing to press');
        return ExitCode.Ok;
      case 'unsolvable':
        out.stdout(
          values.json
            ? JSON.stringify({ row: null, col: null, solvable: false })
            : `not solvable: no press leads to the ${puzzle.target ? 'target' : 'objective'}`,
        );
        return ExitCode.Unsolvable;
      default: {
        const unexpected: never = hint;
        throw new Error(`unknown hint ${JSON.stringify(unexpected)}`);
      }
    }
  });
}
