/**
 * `lights-out generate`: print a new solvable .lights puzzle.
 */

import { parseArgs } from 'node:util';
import { DIFFICULTIES, printLights, type Difficulty } from '../core/format';
import { GenerationError, generatePuzzle } from '../solvers/internal/generatePuzzle';
import { integerFlag, SHAPE_OPTIONS, shapeFromFlags } from './boardArguments';
import { CliError, ExitCode, usageError } from './cliError';
import type { CommandOutput } from './output';

/** Help text of `lights-out generate`. */
export const GENERATE_HELP = `Usage:
  lights-out generate --rows R --columns C [--states K] [--objective T] [--topology plain|torus|hex]
                      [--seed S] [--moves N | --difficulty easy|medium|hard] [--title TEXT]

Prints a solvable puzzle as a .lights file. It is made by random presses from the solved board.
With --moves N its minimum number of moves is exactly N; with --difficulty it lies in the range
easy 5-10, medium 11-15, hard 16 and more. Both are clamped to what the board allows (a note on
stderr says so). The certified minimum is recorded as minMoves.

Options:
  --seed S        any text; the same seed gives the same puzzle (default: random)
  --moves N       the exact minimum number of moves
  --difficulty D  easy, medium or hard
  --title TEXT    the puzzle's title
  -h, --help      show this help`;

/** Runs `lights-out generate` with the arguments after the command name. */
export function generateCommand(args: string[], out: CommandOutput): number {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      ...SHAPE_OPTIONS,
      seed: { type: 'string' },
      moves: { type: 'string' },
      difficulty: { type: 'string' },
      title: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    out.stdout(GENERATE_HELP);
    return ExitCode.Ok;
  }
  if (positionals.length > 0) throw usageError(`generate takes no FILE, got "${positionals[0]}"`);
  const shape = shapeFromFlags(values);
  const moves = integerFlag('moves', values.moves, 0, Number.MAX_SAFE_INTEGER);
  const difficulty = values.difficulty as Difficulty | undefined;
  if (difficulty !== undefined && !DIFFICULTIES.includes(difficulty)) throw usageError(`--difficulty must be easy, medium or hard, got "${difficulty}"`);
  if (moves !== undefined && difficulty !== undefined) throw usageError('give --moves or --difficulty, not both');
  const seed = values.seed ?? String(Date.now());
  let generated;
  try {
    generated = generatePuzzle(shape, { seed, ...(moves !== undefined ? { moves } : {}), ...(difficulty ? { difficulty } : {}) });
  } catch (error) {
    if (error instanceof GenerationError) throw usageError(error.message);
    throw new CliError(`generation failed: ${(error as Error).message}`, ExitCode.SolverFailure);
  }
  if (generated.clamped) {
    out.stderr(`note: this board allows at most ${generated.minMoves} moves from what was explored; asked for ${generated.target}`);
  }
  out.stdout(
    printLights({
      puzzle: generated.puzzle,
      version: 1,
      ...(values.title !== undefined ? { title: values.title } : {}),
      ...(difficulty ? { difficulty } : {}),
      ...(generated.minMoves !== null ? { minMoves: generated.minMoves } : {}),
      extra: {},
    }).replace(/\n$/, ''),
  );
  return ExitCode.Ok;
}
