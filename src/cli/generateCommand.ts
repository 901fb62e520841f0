/**
 * `lights-out generate`: print a new solvable .lights puzzle.
 */

import { parseArgs } from 'node:util';
import { DIFFICULTIES, printLights, type Difficulty } from '../core/format';
import { describeDifficultyScale } from '../shared/difficultyScale';
import { GenerationError, generatePuzzle } from '../analysis/generatePuzzle';
import { integerFlag, SHAPE_OPTIONS, shapeFromFlags } from './boardArguments';
import { CliError, ExitCode, usageError } from './cliError';
import type { CommandOutput } from './output';

/** Help text of `lights-out generate`. */
export const GENERATE_HELP = `Usage:
  lights-out generate --rows R --columns C [--states K] [--objective T] [--topology plain|torus|hex]
                      [--seed S] [--moves N | --difficulty easy|medium|hard] [--title TEXT]

Prints a solvable puzzle as a .lights file. It is made by random presses from the solved board.
With --moves N its minimum number of moves is exactly N. With --difficulty it lies in that
level's range for this board shape: lined up by fewest moves, the shape's solvable states fall
into three thirds, easy, medium and hard (5x5: easy 1-9, medium 10, hard 11-15 moves; 3x3:
easy 1-3, medium 4-5, hard 6-9), and the minimum aimed at is drawn from how common each is.
When the board has no such puzzle within reach, the closest found is made and a note on stderr
says so. The certified minimum is recorded as minMoves, and with --difficulty its level on the
board's scale as difficulty.

Options:
  --seed S        any text; the same seed gives the same puzzle (default: random)
  --moves N       the exact minimum number of moves
  --difficulty D  easy, medium or hard, relative to the board (see docs/lights-format.md)
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
  if (generated.clamped && difficulty && generated.scale) {
    out.stderr(
      `note: no ${difficulty} puzzle of this board was within reach (${describeDifficultyScale(generated.scale)} moves); ` +
        `made one needing ${generated.minMoves} moves (${generated.difficulty})`,
    );
  } else if (generated.clamped) {
    out.stderr(`note: this board allows at most ${generated.minMoves} moves from what was explored; asked for ${generated.target}`);
  }
  out.stdout(
    printLights({
      puzzle: generated.puzzle,
      version: 1,
      ...(values.title !== undefined ? { title: values.title } : {}),
      ...(difficulty && generated.difficulty ? { difficulty: generated.difficulty } : {}),
      ...(generated.minMoves !== null ? { minMoves: generated.minMoves } : {}),
      extra: {},
    }).replace(/\n$/, ''),
  );
  return ExitCode.Ok;
}
