/**
 * `lights-out hint`: one cell to press next, on a shortest path to the objective.
 */

import { parseArgs } from 'node:util';
import { escapeControlCharacters } from '../core/escapeControlCharacters';
import { hintFromSolution } from '../solvers/hint';
import { solvePuzzle } from '../solvers/internal/solvePuzzle';
import { readPuzzleFile } from './boardArguments';
import { CliError, ExitCode, usageError } from './cliError';
import type { CommandOutput } from './output';

/** Help text of `lights-out hint`. */
export const HINT_HELP = `Usage:
  lights-out hint FILE [--json]

Prints one cell to press next: it lies on a shortest path to the objective (0-based row and
column). With --json: {"row": r, "col": c}, plus "remaining" (presses of the shortest solution)
and "shortest" (whether that solution is proven minimal); row and col are null, with "solved" or
"solvable": false, when there is nothing to press.

Exit codes: 0 a hint (or already solved), 1 not solvable, 2 bad input or usage, 3 solver failure.`;

/** Runs `lights-out hint` with the arguments after the command name. */
export function hintCommand(args: string[], out: CommandOutput): number {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { json: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
  });
  if (values.help) {
    out.stdout(HINT_HELP);
    return ExitCode.Ok;
  }
  if (positionals.length !== 1) throw usageError('hint takes exactly one FILE');
  const { puzzle } = readPuzzleFile(positionals[0], out);
  let hint;
  try {
    hint = hintFromSolution(puzzle, solvePuzzle(puzzle));
  } catch (error) {
    throw new CliError(`${escapeControlCharacters(positionals[0])}: solver failed: ${(error as Error).message}`, ExitCode.SolverFailure);
  }
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
      out.stdout(values.json ? JSON.stringify({ row: null, col: null, solvable: false }) : 'not solvable: no press leads to the objective');
      return ExitCode.Unsolvable;
    default: {
      const unexpected: never = hint;
      throw new Error(`unknown hint ${JSON.stringify(unexpected)}`);
    }
  }
}
