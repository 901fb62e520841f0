/**
 * `lights-out generate`: print a new solvable puzzle, as a .lights file or as its puzzle ID.
 */

import { parseArgs } from 'node:util';
import { describeDifficultyScale, DIFFICULTIES, type Difficulty } from '../domain/difficultyScale';
import { printLights } from '../core/format/formatWrite';
import { escapeControlCharacters } from '../core/escapeControlCharacters';
import { hasHoles, usesVersion2, type BoardShape } from '../core/puzzle';
import { encodePuzzleId } from '../core/puzzleId/puzzleId';
import { GenerationError, GenerationTimeoutError, generatePuzzle, type GeneratedPuzzle, type GenerationProgress } from '../analysis/generatePuzzle';
import { integerFlag, readPuzzleFile, SHAPE_OPTIONS, shapeFromFlags, type ShapeFlagValues } from './boardArguments';
import { CliError, ExitCode, usageError } from './cliError';
import type { CommandOutput } from './output';
import { progressLine, type ProgressTerminal } from './progressLine';
import { TIMEOUT_HELP, TIMEOUT_OPTION, timeLimitFlag } from './timeLimit';

/** Help text of `lights-out generate`. */
export const GENERATE_HELP = `Usage:
  lights-out generate --rows R --columns C [--states K] [--objective T] [--topology plain|torus|hex]
                      [--neighbourhood NAME|JSON] [--holes FILE] [--seed S]
                      [--moves N | --difficulty easy|medium|hard] [--title TEXT] [--timeout SECS]
                      [--format lights|id]

Prints a solvable puzzle as a .lights file (or its puzzle ID, with --format id). It is made by
random presses from the solved board. With --moves N its minimum number of moves is exactly N.
With --difficulty it lies in that level's range for this board shape: lined up by fewest moves,
the shape's solvable states fall into three thirds, easy, medium and hard
(5x5: easy 1-9, medium 10, hard 11-15 moves; 3x3: easy 1-3, medium 4-5, hard 6-9), and the
minimum aimed at is drawn from how common each is.
When the board has no such puzzle within reach, the closest found is made and a note on stderr
says so. The certified minimum is recorded as minMoves, and with --difficulty its level on the
board's scale as difficulty. A board without quiet patterns (most plain boards) takes time
linear in its cells, 1000x1000 in well under a second; on a board with too many solutions, or
beyond the solver's limit, no minimum can be certified: the board is made with the number of
presses aimed at, without minMoves or difficulty, and a note on stderr says why.

A board with holes or another neighbourhood than cross is written as format version 2.

Options:
  --neighbourhood NAME|JSON
                  which cells a press changes: cross (the default), x, moore, knight, or a JSON
                  list of [row, column] offsets in -10..10, e.g. '[[-1,0],[1,0],[0,-1],[0,1]]'
                  (see lights-out solve --help); not with --topology hex
  --holes FILE    copy the holes (the "." cells) of the .lights FILE onto the board; FILE's
                  rows and columns give the board's size unless --rows and --columns are given,
                  and then they must agree (nothing else of FILE is used)
  --seed S        any text; the same seed gives the same puzzle (default: random)
  --moves N       the exact minimum number of moves
  --difficulty D  easy, medium or hard, relative to the board (see docs/lights-format.md)
  --title TEXT    the puzzle's title
${TIMEOUT_HELP}; progress shows on stderr
                  when it is a terminal
  --format F      lights (the default: the .lights file) or id (the puzzle's ID on one line, as
                  lights-out id prints it: the board, with the --title when one is given, never
                  minMoves or difficulty); a board too large for an ID exits with 2
  -h, --help      show this help`;

/** What `--format` names: the .lights text, or the puzzle ID. */
const FORMATS = ['lights', 'id'] as const;

/**
 * Runs `lights-out generate` with the arguments after the command name. Progress goes to
 * `terminal` (by default the output's, the process's stderr) only when it is a TTY.
 */
export function generateCommand(args: string[], out: CommandOutput, terminal: ProgressTerminal | null = out.terminal ?? null): number {
  const started = performance.now();
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      ...SHAPE_OPTIONS,
      holes: { type: 'string' },
      seed: { type: 'string' },
      moves: { type: 'string' },
      difficulty: { type: 'string' },
      title: { type: 'string' },
      ...TIMEOUT_OPTION,
      format: { type: 'string', default: 'lights' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    out.stdout(GENERATE_HELP);
    return ExitCode.Ok;
  }
  if (positionals.length > 0) throw usageError(`generate takes no FILE, got "${positionals[0]}"`);
  const format = values.format as (typeof FORMATS)[number];
  if (!FORMATS.includes(format)) throw usageError(`--format must be lights or id, got "${values.format}"`);
  const shape = values.holes !== undefined ? holedShape(values, values.holes, out) : shapeFromFlags(values);
  const moves = integerFlag('moves', values.moves, 0, Number.MAX_SAFE_INTEGER);
  const difficulty = values.difficulty as Difficulty | undefined;
  if (difficulty !== undefined && !DIFFICULTIES.includes(difficulty)) throw usageError(`--difficulty must be easy, medium or hard, got "${difficulty}"`);
  if (moves !== undefined && difficulty !== undefined) throw usageError('give --moves or --difficulty, not both');
  const timeLimit = timeLimitFlag(values.timeout, started);
  const seed = values.seed ?? String(Date.now());
  const progress = generationProgress(terminal, `generating ${describeRequest(shape, moves, difficulty)}`);
  let generated: GeneratedPuzzle;
  try {
    generated = generatePuzzle(shape, {
      seed,
      ...(moves !== undefined ? { moves } : {}),
      ...(difficulty ? { difficulty } : {}),
      allowUncertified: true,
      // performance.now(): sub-millisecond, so even a tiny --timeout is noticed at the first step after it.
      ...(Number.isFinite(timeLimit.deadline) ? { deadline: timeLimit.deadline, now: () => performance.now() } : {}),
      ...(progress ? { onProgress: progress.show } : {}),
    });
  } catch (error) {
    if (error instanceof GenerationError) throw usageError(error.message);
    if (error instanceof GenerationTimeoutError)
      throw new CliError(`generation ran out of time after ${timeLimit.seconds} s (--timeout; 0 lifts it): ${error.message}`, ExitCode.SolverFailure);
    throw new CliError(`generation failed: ${(error as Error).message}`, ExitCode.SolverFailure);
  } finally {
    progress?.clear();
  }
  const title = values.title !== undefined ? { title: values.title } : {};
  // A board too large for an ID throws the codec's PuzzleIdError (exit 2) before anything is printed.
  const text =
    format === 'id'
      ? encodePuzzleId({ puzzle: generated.puzzle, ...title })
      : printLights({
          puzzle: generated.puzzle,
          version: usesVersion2(generated.puzzle) ? 2 : 1,
          ...title,
          ...(difficulty && generated.difficulty ? { difficulty: generated.difficulty } : {}),
          ...(generated.minMoves !== null ? { minMoves: generated.minMoves } : {}),
          extra: {},
        }).replace(/\n$/, '');
  const note = generationNote(generated, difficulty);
  if (note) out.stderr(note);
  out.stdout(text);
  return ExitCode.Ok;
}

/**
 * The shape from the flags with the holes of the .lights file `file` (--holes): its size is the
 * file's unless --rows or --columns say otherwise, and a size that differs from the file's is a
 * usage error naming both. A file without holes is a note on stderr, not an error.
 */
function holedShape(values: ShapeFlagValues, file: string, out: CommandOutput): BoardShape {
  const { puzzle } = readPuzzleFile(file, out);
  const shape = shapeFromFlags(values, puzzle);
  const name = escapeControlCharacters(file);
  if (shape.rows !== puzzle.rows || shape.columns !== puzzle.columns) {
    throw usageError(
      `--holes ${name} is a ${puzzle.rows}x${puzzle.columns} board, but the board to generate is ${shape.rows}x${shape.columns}; give the same size, or leave out --rows and --columns`,
    );
  }
  if (!hasHoles(puzzle)) {
    out.stderr(`note: --holes ${name} has no holes; the board has none`);
    return shape;
  }
  return { ...shape, holes: puzzle.holes };
}

/** "300x300 hard", "5x5 torus, 3 states (12 moves)": what the progress line says is being made. */
function describeRequest(shape: BoardShape, moves: number | undefined, difficulty: Difficulty | undefined): string {
  const kind = [`${shape.rows}x${shape.columns}${shape.topology === 'plain' ? '' : ` ${shape.topology}`}`];
  if (shape.states !== 2) kind.push(`${shape.states} states`);
  const board = kind.join(', ');
  if (difficulty) return `${board} ${difficulty}`;
  return moves !== undefined ? `${board} (${moves} moves)` : board;
}

/**
 * The generation's progress line on a terminal ("\r generating 300x300 hard: certified solve 3 of
 * at most 104"), cleared at the end; null when `terminal` is not a TTY.
 */
function generationProgress(terminal: ProgressTerminal | null, title: string): { show: (progress: GenerationProgress) => void; clear: () => void } | null {
  const line = progressLine(terminal);
  if (!line) return null;
  return { show: (progress) => line.show(`${title}: ${describeProgress(progress)}`), clear: () => line.clear() };
}

function describeProgress(progress: GenerationProgress): string {
  switch (progress.stage) {
    case 'shape':
      return 'analysing the board shape';
    case 'solve':
      return `certified solve ${progress.solve} of at most ${progress.budget}`;
    case 'build':
      return 'building the board';
    default: {
      const unknown: never = progress;
      throw new Error(`unknown generation step ${String(unknown)}`);
    }
  }
}

/** The note on stderr when the puzzle is not quite what was asked, or its minimum is not certified. */
function generationNote(generated: GeneratedPuzzle, difficulty: Difficulty | undefined): string | null {
  if (generated.uncertified) {
    const { presses, reason } = generated.uncertified;
    const aimed = difficulty ? `, aimed at ${difficulty}` : '';
    return `note: no minMoves${difficulty ? ' or difficulty' : ''} recorded: ${reason}; the board is solved by ${presses} presses${aimed}`;
  }
  if (generated.clamped && difficulty && generated.scale) {
    return (
      `note: no ${difficulty} puzzle of this board was within reach (${describeDifficultyScale(generated.scale)} moves); ` +
      `made one needing ${generated.minMoves} moves (${generated.difficulty})`
    );
  }
  if (generated.clamped) return `note: this board allows at most ${generated.minMoves} moves from what was explored; asked for ${generated.target}`;
  return null;
}
