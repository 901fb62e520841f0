/**
 * `lights-out id`: the puzzle ID of a .lights file on one line, or the link that opens the puzzle
 * in VS Code. The ID is what `solve`, `hint` and `path` read with `--id`.
 */

import { parseArgs } from 'node:util';
import { encodePuzzleId, MAX_PUZZLE_ID_LENGTH } from '../core/puzzleId/puzzleId';
import { puzzleLink } from '../core/puzzleId/puzzleLink';
import { readPuzzleFile } from './boardArguments';
import { ExitCode, usageError } from './cliError';
import type { CommandOutput } from './output';

/** Help text of `lights-out id`. */
export const ID_HELP = `Usage:
  lights-out id FILE [--link] [--title | --no-title]

Prints the puzzle ID of the board in FILE on one line: a short text that holds the whole puzzle
(its size, states, objective or target per cell, topology, neighbourhood, holes and cells), such
as 5x5k2.1.Awy.Hf_X. solve, hint and path read it with --id ID, and the VS Code command Open
Puzzle from ID or Link... opens it. With --link, prints the link that opens the puzzle in VS Code
instead; a link also carries FILE's title, so the puzzle opens under its name. Nothing else of
FILE is kept (minMoves, difficulty).

Options:
  --link          print the link that opens the puzzle in VS Code (vscode://...) instead
  --title         put FILE's title in the ID too (the default for --link)
  --no-title      leave the title out (the default for a bare ID)
  -h, --help      show this help

A puzzle whose ID would be longer than ${MAX_PUZZLE_ID_LENGTH} characters has none: share the file instead.

Exit codes: 0 the ID printed, 2 bad input or usage (including a puzzle too large for an ID).`;

/**
 * Runs `lights-out id` with the arguments after the command name. Throws a usage error for bad
 * flags or input, and the codec's PuzzleIdError (exit 2) for a puzzle too large for an ID.
 */
export function idCommand(args: string[], out: CommandOutput): number {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      title: { type: 'boolean' },
      'no-title': { type: 'boolean' },
      link: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    out.stdout(ID_HELP);
    return ExitCode.Ok;
  }
  if (positionals.length !== 1) throw usageError('id takes exactly one FILE');
  if (values.title && values['no-title']) throw usageError('give --title or --no-title, not both');
  const { puzzle, title } = readPuzzleFile(positionals[0], out);
  // A bare ID is the puzzle alone, as short as it can be; a link also carries the title.
  const withTitle = values.title ?? (values['no-title'] ? false : values.link);
  const id = encodePuzzleId({ puzzle, ...(title !== undefined && withTitle ? { title } : {}) });
  out.stdout(values.link ? puzzleLink(id) : id);
  return ExitCode.Ok;
}
