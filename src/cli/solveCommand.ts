/**
 * `lights-out solve`: solve a .lights file (or several), or a generated board, with the internal
 * engine, clingo, or both side by side, and print the result as JSON (a contract, {@link SolveJson})
 * or as a readable report ({@link readableResult}). Every engine runs behind the {@link Solver}
 * interface, so the command is asynchronous once its flags are read (a promise of the exit code).
 */

import { parseArgs } from 'node:util';
import { createPuzzle, randomSolvablePuzzle, type Puzzle } from '../core/puzzle';
import { createRandom } from '../core/random';
import { COUNT_CELL_LIMIT, COUNT_MODEL_LIMIT, type RunnerChoice } from '../solvers/clingo/clingoEngineCore';
import { createInternalSolver } from '../solvers/internalSolver';
import { DEFAULT_MINIMUM_TIMEOUT_MS, type Solver } from '../solvers/types';
import {
  ID_OPTION,
  integerFlag,
  puzzleSources,
  type PuzzleSource,
  readPuzzleInput,
  SHAPE_OPTIONS,
  shapeFromFlags,
  type ShapeFlagValues,
} from './boardArguments';
import { ExitCode, usageError } from './cliError';
import { collectGarbage } from './collectGarbage';
import type { CommandOutput } from './output';
import { secondsFlag } from './secondsFlag';
import { SolveAnswers } from './solveAnswers';
import { cliSearchThreads, solveInternally, type Board, type SolveSession } from './solveSession';
import { checkTimeLimit, type TimeLimit, TIMEOUT_HELP, TIMEOUT_OPTION, timeLimitFlag } from './timeLimit';
import { locateClingoAssets, solveWithClingo, type ClingoAssets, type ClingoFlags } from './solveWithClingo';

/** Help text of `lights-out solve`. */
export const SOLVE_HELP = `Usage:
  lights-out solve FILE... [--solver internal|clingo|both] [--min-timeout SECS] [--timeout SECS]
                   [--json] [--no-presses]
  lights-out solve --id ID [--solver ...] [--min-timeout SECS] [--timeout SECS] [--json] [--no-presses]
  lights-out solve --rows R --columns C [--states K] [--objective T] [--topology plain|torus|hex]
                   [--neighbourhood NAME|JSON] (--fill V | --random SEED) [--solver ...] [--json]
                   [--no-presses] [--timeout SECS]

Solves a puzzle: whether it can be solved, a solution with the fewest presses, and the exact
number of solutions; for a board that cannot be solved, a proof that it cannot. Without a FILE
or --id, solves a generated board: every cell V (--fill), or a random solvable board made by
random presses from the solved board (--random SEED). A FILE or a puzzle ID brings its own rules
(holes, neighbourhood, target: format version 2); the board flags, --neighbourhood among them,
only apply without one.

Options:
  --id ID         solve the puzzle of a puzzle ID (see lights-out id) or of a link to a puzzle,
                  in place of a FILE: the same output as for the file, with the board named
                  "puzzle ID"; a bad ID exits with 2 and one line naming the problem
  --neighbourhood NAME|JSON
                  which cells a press changes, without a FILE: cross (the default: the cell
                  and the 4 cells beside it), x (the cell and its 4 diagonal neighbours), moore
                  (the cell and all 8 around it), knight (the cell and the 8 knight moves), or a
                  JSON list of [row, column] offsets in -10..10, e.g. '[[-1,0],[1,0],[0,-1],[0,1]]'
                  (the sigma game: the pressed cell changes only when [0,0] is listed); not with
                  --topology hex
  --solver NAME   the engine: internal (default, exact linear algebra), clingo (answer set
                  programming with asp/lightsout.lp), or both (each one, compared)
  --min-timeout SECS
                  the time the search for the fewest presses may take (default ${DEFAULT_MINIMUM_TIMEOUT_MS / 1000}; 0 takes
                  the first solution; seconds as for --timeout: digits, at most 3 decimals); a search estimated to take longer is not started and
                  the first solution comes at once; either way an answer not proven is
                  reported with "minimal": false, a proven "lowerBound" and "unprovenReason"
  --clingo PATH   the clingo executable (default: clingo on PATH)
  --runner KIND   force clingo's runner: native (the executable) or wasm (the built-in
                  clingo-wasm); by default the executable when one is found, else wasm
${TIMEOUT_HELP}; the search for the fewest
                  presses and clingo get at most what is left of it
  --verbose       print the clingo engine's log on stderr (command lines, clingo's messages)
  --json          print one JSON object: {"solvable", "presses", "totalPresses", "minimal",
                  "lowerBound", "unprovenReason", "solutionCount", "certificate", "solver",
                  "elapsedMs"}; with
                  clingo also "runner" ("native" or "wasm"); with --solver both, the internal
                  engine's fields plus "engines" ({"internal": {...}, "clingo": {...}}, a failed
                  engine as {"error": message}) and "agree" (same solvability and solution
                  count, the same minimum where both proved theirs, and no solution below the
                  other's lower bound); for several FILEs, one JSON array of these objects, one
                  per FILE in order
  --no-presses    print neither the press grid nor the certificate ("presses" and
                  "certificate" null), for very large boards
  -h, --help      show this help

JSON fields: "presses" is an R x C grid of press counts 0..K-1, with null at holes (the whole
field null when not solvable);
"minimal" is true when "totalPresses" is proven to be the fewest; "lowerBound" is a proven lower
bound on the presses of every solution (equal to "totalPresses" when minimal; null when not
solvable); "unprovenReason" is one sentence saying why "totalPresses" is not proven the fewest
(the solutions too many to search within --min-timeout, the search stopped at its time limit,
their quiet patterns too large to hold in memory, or no time allowed), null when minimal or not
solvable; "solutionCount" is a decimal string; "certificate" is, for a board that cannot be
solved, an R x C grid of marks 0..K-1 (null at holes) such that every press changes the sum of
mark times state by a multiple of K while the objective (or the target) needs another value of
that sum modulo K (null when solvable). In the readable report "." is a cell not pressed (or
not marked); on a board with holes, a hole is "." and a cell not pressed is 0.

On a terminal, a progress line on stderr shows the phase, the share done, the best solution
found and the lower bound; it is erased before the result. Pipes and files never get it.

clingo's solution count is its own enumeration for boards of at most ${COUNT_CELL_LIMIT} cells with at most ${COUNT_MODEL_LIMIT}
solutions, else the internal engine's linear algebra (clingo proves the optimum, not the count);
its proof of unsolvability and its lower bound before the optimum is proven come from the
internal engine.

Exit codes: 0 solvable, 1 not solvable, 2 bad input or usage, 3 solver failure (including a
board too large for memory or estimated beyond --timeout, the time limit reached with nothing
to report, a forced native runner without an executable, and engines that
disagree with --solver both).`;

/** The engines `--solver` names. */
type SolverFlag = 'internal' | 'clingo' | 'both';

/** What `solve` uses besides its arguments and output; tests replace parts of it. */
export interface SolveEnvironment {
  /** Locates the clingo engine's files (by default relative to the running bundle, see {@link locateClingoAssets}). */
  readonly assets: () => ClingoAssets;
  /** The internal engine (by default in this process). */
  readonly internalSolver: Solver;
}

/**
 * Runs `lights-out solve` with the arguments after the command name. Returns the exit code at once
 * for --help, throws a usage error (exit 2) for bad flags or input, and otherwise returns a
 * promise of the exit code. Progress goes to `out.terminal` when it is a TTY.
 */
export function solveCommand(args: string[], out: CommandOutput, environment: Partial<SolveEnvironment> = {}): number | Promise<number> {
  const started = performance.now();
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      ...SHAPE_OPTIONS,
      ...ID_OPTION,
      fill: { type: 'string' },
      random: { type: 'string' },
      solver: { type: 'string', default: 'internal' },
      'min-timeout': { type: 'string' },
      clingo: { type: 'string' },
      runner: { type: 'string' },
      ...TIMEOUT_OPTION,
      verbose: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      'no-presses': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    out.stdout(SOLVE_HELP);
    return ExitCode.Ok;
  }
  const solver = values.solver as SolverFlag;
  if (!['internal', 'clingo', 'both'].includes(solver)) throw usageError(`--solver must be internal, clingo or both, got "${values.solver}"`);
  if (solver === 'internal') {
    const stray = (['clingo', 'runner'] as const).find((flag) => values[flag] !== undefined);
    if (stray) throw usageError(`--${stray} applies to --solver clingo or both`);
  }
  if (values.runner !== undefined && values.runner !== 'native' && values.runner !== 'wasm')
    throw usageError(`--runner must be native or wasm, got "${values.runner}"`);
  const timeLimit = timeLimitFlag(values.timeout, started);
  const minimumTimeoutMs = values['min-timeout'] !== undefined ? secondsFlag('min-timeout', values['min-timeout']) * 1000 : DEFAULT_MINIMUM_TIMEOUT_MS;
  if (values.clingo !== undefined && values.clingo.trim() === '') throw usageError('--clingo needs the path of the clingo executable');
  let boards: Iterable<Board>;
  const sources = puzzleSources(positionals, values.id);
  if (sources.length > 0) {
    const generatorFlags = ['rows', 'columns', 'states', 'objective', 'topology', 'neighbourhood', 'fill', 'random'] as const;
    const stray = generatorFlags.find((flag) => values[flag] !== undefined);
    const given = positionals.length > 0 ? { flag: 'FILE', says: 'a FILE' } : { flag: '--id', says: 'a puzzle ID' };
    if (stray === 'neighbourhood') throw usageError(`--neighbourhood only applies when no ${given.flag} is given: ${given.says} says its own neighbourhood`);
    if (stray) throw usageError(`--${stray} only applies when no ${given.flag} is given`);
    boards = eachBoard(sources, out, timeLimit);
  } else {
    boards = [{ label: 'generated board', puzzle: generatedBoard(values) }];
  }

  const answers = new SolveAnswers(out, values.json, sources.length > 1, !values['no-presses']);
  const session: SolveSession = {
    out,
    json: values.json,
    includeGrids: !values['no-presses'],
    minimumTimeoutMs,
    timeLimit,
    internalSolver: environment.internalSolver ?? createInternalSolver({ searchThreads: cliSearchThreads() }),
    terminal: out.terminal ?? null,
  };
  if (solver !== 'internal') {
    const flags: ClingoFlags = {
      runner: (values.runner as RunnerChoice | undefined) ?? 'auto',
      clingoPath: values.clingo,
      timeLimit,
      verbose: values.verbose,
    };
    const assets = (environment.assets ?? locateClingoAssets)();
    return solveWithClingo(boards, solver, flags, assets, session, answers);
  }
  return solveEachInternally(boards, session, answers);
}

/**
 * The boards of `sources`, each read when it is wanted, so that a board is dropped once its answer
 * is written and memory is that of the largest board, whatever their number. The first is read
 * at once, so that a bad single FILE is refused before anything runs.
 */
function eachBoard(sources: readonly PuzzleSource[], out: CommandOutput, timeLimit: TimeLimit): Iterable<Board> {
  const read = (source: PuzzleSource): Board => {
    const board = readPuzzleInput(source, out);
    checkTimeLimit(timeLimit, 'reading the boards');
    return board;
  };
  // Held here only until it is taken.
  const first: Board[] = [read(sources[0])];
  return (function* () {
    yield first.pop() as Board;
    for (const source of sources.slice(1)) {
      collectGarbage();
      yield read(source);
    }
  })();
}

/** Solves and prints every board with the internal engine; 1 when one is not solvable, else 0. */
async function solveEachInternally(boards: Iterable<Board>, session: SolveSession, answers: SolveAnswers): Promise<number> {
  let exitCode: number = ExitCode.Ok;
  for (const board of boards) {
    const result = await solveInternally(board, session);
    answers.answer(board, result);
    if (!result.solvable) exitCode = ExitCode.Unsolvable;
  }
  answers.end();
  return exitCode;
}

function generatedBoard(values: ShapeFlagValues & { fill?: string; random?: string }): Puzzle {
  const shape = shapeFromFlags(values);
  const { fill, random: seed } = values;
  if ((fill === undefined) === (seed === undefined)) throw usageError('give exactly one of --fill V or --random SEED (or a FILE, or --id ID)');
  if (fill !== undefined) return createPuzzle(shape, integerFlag('fill', fill, 0, shape.states - 1));
  return randomSolvablePuzzle(shape, createRandom(seed as string));
}
