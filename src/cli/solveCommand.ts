/**
 * `lights-out solve`: solve a .lights file (or several), or a generated board, with the internal
 * engine, clingo, or both side by side, and print the result as JSON (a contract) or as a
 * readable grid. The internal engine answers synchronously; clingo runs make the command
 * asynchronous (a promise of the exit code).
 */

import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { escapeControlCharacters } from '../core/escapeControlCharacters';
import { createPuzzle, randomSolvablePuzzle, toRows, type Puzzle } from '../core/puzzle';
import { createRandom } from '../core/random';
import { ClingoError } from '../solvers/clingo/clingoErrors';
import type { ClingoLog } from '../solvers/clingo/clingoRunner';
import {
  COUNT_CELL_LIMIT,
  COUNT_MODEL_LIMIT,
  createClingoSolver,
  DEFAULT_TIMEOUT_SECONDS,
  type ClingoSolver,
  type RunnerChoice,
} from '../solvers/clingo/clingoSolver';
import { solvePuzzle } from '../solvers/internal/solvePuzzle';
import { SolveCancelledError, type SolveResult } from '../solvers/types';
import { integerFlag, readPuzzleFile, SHAPE_OPTIONS, shapeFromFlags } from './boardArguments';
import { CliError, ExitCode, usageError } from './cliError';
import type { CommandOutput } from './output';

/** Help text of `lights-out solve`. */
export const SOLVE_HELP = `Usage:
  lights-out solve FILE... [--solver internal|clingo|both] [--json] [--no-presses]
  lights-out solve --rows R --columns C [--states K] [--objective T] [--topology plain|torus|hex]
                   (--fill V | --random SEED) [--solver ...] [--json] [--no-presses]

Solves a puzzle: whether it can be solved, a solution with the fewest presses, and the exact
number of solutions. Without a FILE, solves a generated board: every cell V (--fill), or a random
solvable board made by random presses from the solved board (--random SEED).

Options:
  --solver NAME   the engine: internal (default, exact linear algebra), clingo (answer set
                  programming with asp/lightsout.lp), or both (each one, compared)
  --clingo PATH   the clingo executable (default: clingo on PATH)
  --runner KIND   force clingo's runner: native (the executable) or wasm (the built-in
                  clingo-wasm); by default the executable when one is found, else wasm
  --timeout SECS  clingo's time limit per board (default ${DEFAULT_TIMEOUT_SECONDS}); a best solution found by
                  then is reported with "minimal": false
  --verbose       print the clingo engine's log on stderr (command lines, clingo's messages)
  --json          print one JSON object: {"solvable", "presses", "totalPresses", "minimal",
                  "solutionCount", "solver", "elapsedMs"}; with clingo also "runner" ("native" or
                  "wasm"); with --solver both, the internal engine's fields plus "engines"
                  ({"internal": {...}, "clingo": {...}}, a failed engine as {"error": message})
                  and "agree" (same solvability and solution count, and the same minimum where
                  both proved theirs)
  --no-presses    do not print the press grid ("presses": null), for very large boards
  -h, --help      show this help

clingo's solution count is its own enumeration for boards of at most ${COUNT_CELL_LIMIT} cells with at most ${COUNT_MODEL_LIMIT}
solutions, else the internal engine's linear algebra (clingo proves the optimum, not the count).

Exit codes: 0 solvable, 1 not solvable, 2 bad input or usage, 3 solver failure (including a
forced native runner without an executable, and engines that disagree with --solver both).`;

/** The JSON printed by `lights-out solve --json` (a contract). */
export interface SolveJson {
  solvable: boolean;
  presses: number[][] | null;
  totalPresses: number | null;
  minimal: boolean;
  solutionCount: string;
  solver: string;
  /** Which clingo runner solved; only with `"solver": "clingo"`. */
  runner?: 'native' | 'wasm';
  elapsedMs: number;
}

/** Converts a solve result to the JSON contract; `runner` is there only for clingo. */
export function solveJson(puzzle: Puzzle, result: SolveResult, includePresses: boolean): SolveJson {
  return {
    solvable: result.solvable,
    presses: includePresses && result.presses ? toRows(result.presses, puzzle.rows, puzzle.columns) : null,
    totalPresses: result.totalPresses,
    minimal: result.minimal,
    solutionCount: result.solutionCount.toString(),
    solver: result.solver,
    ...(result.solver === 'clingo' && result.runner ? { runner: result.runner } : {}),
    elapsedMs: Math.round(result.elapsedMs * 1000) / 1000,
  };
}

/** The JSON of `--solver both`: the internal engine's answer, both engines', and whether they agree. */
export interface BothJson extends SolveJson {
  engines: { internal: SolveJson; clingo: SolveJson | { error: string } };
  agree: boolean;
}

/**
 * Whether two answers for one board agree: the same solvability and solution count, and where
 * both proved their minimum the same minimum (where one did, the other's total is not below it).
 */
export function enginesAgree(first: SolveResult, second: SolveResult): boolean {
  if (first.solvable !== second.solvable || first.solutionCount !== second.solutionCount) return false;
  if (!first.solvable || first.totalPresses === null || second.totalPresses === null) return first.solvable === second.solvable;
  if (first.minimal && second.minimal) return first.totalPresses === second.totalPresses;
  if (first.minimal) return second.totalPresses >= first.totalPresses;
  if (second.minimal) return first.totalPresses >= second.totalPresses;
  return true;
}

/** Where the clingo engine's files are: the encoding, the wasm worker script and clingo.wasm. */
export interface ClingoAssets {
  readonly encodingPath: string;
  readonly wasmWorkerScript: string;
  /** clingo.wasm; by default the file next to the worker script. */
  readonly wasmPath?: string;
}

/**
 * The clingo assets relative to the running code: the nearest directory above `start` (the
 * bundle's directory, dist/) that holds asp/lightsout.lp is the package root; the worker is
 * dist/clingoWasmWorker.mjs there, with dist/clingo.wasm beside it.
 */
export function locateClingoAssets(start: string = __dirname): ClingoAssets {
  let directory = start;
  for (let level = 0; level < 6; level++) {
    const encodingPath = join(directory, 'asp', 'lightsout.lp');
    if (existsSync(encodingPath)) return { encodingPath, wasmWorkerScript: join(directory, 'dist', 'clingoWasmWorker.mjs') };
    const parent = dirname(directory);
    if (parent === directory) break;
    directory = parent;
  }
  throw new CliError(`the clingo encoding asp/lightsout.lp was not found above ${start}; reinstall lights-out`, ExitCode.SolverFailure);
}

/** The engines `--solver` names. */
type SolverFlag = 'internal' | 'clingo' | 'both';

/** One board to solve, with its label for messages. */
interface Board {
  readonly label: string;
  readonly puzzle: Puzzle;
  readonly title?: string;
}

/** The clingo flags of one command line. */
interface ClingoFlags {
  readonly runner: RunnerChoice;
  readonly clingoPath: string | undefined;
  readonly timeoutSeconds: number;
  readonly verbose: boolean;
}

/**
 * Runs `lights-out solve` with the arguments after the command name. Returns the exit code, or a
 * promise of it when clingo runs (`--solver clingo` or `both`). `assets` locates the clingo
 * engine's files (by default relative to the running bundle, see {@link locateClingoAssets}).
 */
export function solveCommand(args: string[], out: CommandOutput, assets: () => ClingoAssets = locateClingoAssets): number | Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      ...SHAPE_OPTIONS,
      fill: { type: 'string' },
      random: { type: 'string' },
      solver: { type: 'string', default: 'internal' },
      clingo: { type: 'string' },
      runner: { type: 'string' },
      timeout: { type: 'string' },
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
    const stray = (['clingo', 'runner', 'timeout'] as const).find((flag) => values[flag] !== undefined);
    if (stray) throw usageError(`--${stray} applies to --solver clingo or both`);
  }
  if (values.runner !== undefined && values.runner !== 'native' && values.runner !== 'wasm')
    throw usageError(`--runner must be native or wasm, got "${values.runner}"`);
  let timeoutSeconds = DEFAULT_TIMEOUT_SECONDS;
  if (values.timeout !== undefined) {
    timeoutSeconds = Number(values.timeout);
    if (!/^\d+(\.\d+)?$/.test(values.timeout.trim()) || !(timeoutSeconds > 0) || timeoutSeconds > 86400)
      throw usageError(`--timeout must be a number of seconds in (0, 86400], got "${values.timeout}"`);
  }
  if (values.clingo !== undefined && values.clingo.trim() === '') throw usageError('--clingo needs the path of the clingo executable');
  const includePresses = !values['no-presses'];
  const boards: Board[] = [];
  if (positionals.length > 0) {
    const generatorFlags = ['rows', 'columns', 'states', 'objective', 'topology', 'fill', 'random'] as const;
    const stray = generatorFlags.find((flag) => values[flag] !== undefined);
    if (stray) throw usageError(`--${stray} only applies when no FILE is given`);
    if (values.json && positionals.length > 1) throw usageError('--json takes one FILE');
    for (const file of positionals) {
      const document = readPuzzleFile(file, out);
      boards.push({ label: file, puzzle: document.puzzle, ...(document.title !== undefined ? { title: document.title } : {}) });
    }
  } else {
    boards.push({ label: 'generated board', puzzle: generatedBoard(values) });
  }

  if (solver !== 'internal') {
    const flags: ClingoFlags = {
      runner: (values.runner as RunnerChoice | undefined) ?? 'auto',
      clingoPath: values.clingo,
      timeoutSeconds,
      verbose: values.verbose,
    };
    const located = assets();
    return cancelledBySignals((signal) => solveWithClingo(boards, solver, flags, values.json, includePresses, out, located, signal));
  }
  let exitCode: number = ExitCode.Ok;
  for (const { label, puzzle, title } of boards) {
    const result = solveInternally(label, puzzle);
    if (values.json) out.stdout(JSON.stringify(solveJson(puzzle, result, includePresses)));
    else out.stdout(readableResult(label, title, puzzle, result, includePresses));
    if (!result.solvable) exitCode = ExitCode.Unsolvable;
  }
  return exitCode;
}

function solveInternally(label: string, puzzle: Puzzle): SolveResult {
  try {
    return solvePuzzle(puzzle);
  } catch (error) {
    throw new CliError(`${label}: solver failed: ${(error as Error).message}`, ExitCode.SolverFailure);
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The signals that end a clingo solve early, after its processes and files are cleaned up. */
const CANCELLING_SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Runs a clingo solve with an AbortSignal that SIGINT, SIGTERM and SIGHUP abort: Node's default
 * for them is to die at once, which would leave clingo's process group running and its temporary
 * directory behind. Once the solve has cleaned up, the signal is raised again with its default
 * action, so whoever started the command sees it killed by that signal, as with any program.
 */
async function cancelledBySignals(solve: (signal: AbortSignal) => Promise<number>): Promise<number> {
  const controller = new AbortController();
  const received: { signal: NodeJS.Signals | null } = { signal: null };
  const onSignal = (name: NodeJS.Signals): void => {
    received.signal ??= name;
    controller.abort();
  };
  for (const name of CANCELLING_SIGNALS) process.on(name, onSignal);
  try {
    return await solve(controller.signal);
  } finally {
    for (const name of CANCELLING_SIGNALS) process.off(name, onSignal);
    if (received.signal !== null) process.kill(process.pid, received.signal);
  }
}

/** Solves every board with clingo (and the internal engine, for `both`), one after the other; `signal` cancels. */
async function solveWithClingo(
  boards: readonly Board[],
  solver: 'clingo' | 'both',
  flags: ClingoFlags,
  json: boolean,
  includePresses: boolean,
  out: CommandOutput,
  assets: ClingoAssets,
  signal: AbortSignal,
): Promise<number> {
  const log: ClingoLog = flags.verbose
    ? { info: (message) => out.stderr(message), error: (message) => out.stderr(message) }
    : { info: () => {}, error: (message) => out.stderr(message) };
  const clingo: ClingoSolver = createClingoSolver({
    runner: flags.runner,
    ...(flags.clingoPath !== undefined ? { clingoPath: flags.clingoPath } : {}),
    // The command line runs what its user asks for: there is no workspace to distrust.
    trusted: true,
    timeoutSeconds: flags.timeoutSeconds,
    log,
    clingoPathSetting: '--clingo',
    timeoutSetting: '--timeout',
    encodingPath: assets.encodingPath,
    wasmWorkerScript: assets.wasmWorkerScript,
    ...(assets.wasmPath !== undefined ? { wasmPath: assets.wasmPath } : {}),
  });
  const solveByClingo = async (label: string, puzzle: Puzzle): Promise<SolveResult> => {
    try {
      return await clingo.solve(puzzle, { signal });
    } catch (error) {
      if (signal.aborted) throw error;
      if (error instanceof ClingoError || error instanceof SolveCancelledError) {
        throw new CliError(`${label}: the clingo engine failed: ${error.message}`, ExitCode.SolverFailure);
      }
      throw error;
    }
  };
  try {
    let exitCode: number = ExitCode.Ok;
    for (const { label, puzzle, title } of boards) {
      if (solver === 'clingo') {
        const result = await solveByClingo(label, puzzle);
        if (json) out.stdout(JSON.stringify(solveJson(puzzle, result, includePresses)));
        else out.stdout(readableResult(label, title, puzzle, result, includePresses));
        if (!result.solvable && exitCode === ExitCode.Ok) exitCode = ExitCode.Unsolvable;
        continue;
      }
      const internal = solveInternally(label, puzzle);
      let other: SolveResult | { error: string };
      try {
        other = await solveByClingo(label, puzzle);
      } catch (error) {
        if (signal.aborted) throw error;
        other = { error: errorMessage(error) };
      }
      const agree = !('error' in other) && enginesAgree(internal, other);
      if (json) {
        const both: BothJson = {
          ...solveJson(puzzle, internal, includePresses),
          engines: { internal: solveJson(puzzle, internal, includePresses), clingo: 'error' in other ? other : solveJson(puzzle, other, includePresses) },
          agree,
        };
        out.stdout(JSON.stringify(both));
      } else {
        out.stdout(readableBoth(label, title, puzzle, internal, other, agree, includePresses));
      }
      if (!agree) {
        const problem = 'error' in other ? other.error : 'the internal engine and clingo disagree';
        // The clingo engine's errors already start with the board's label.
        out.stderr(problem.startsWith(`${label}: `) ? problem : `${label}: ${problem}`);
        exitCode = ExitCode.SolverFailure;
      } else if (!internal.solvable && exitCode === ExitCode.Ok) {
        exitCode = ExitCode.Unsolvable;
      }
    }
    return exitCode;
  } finally {
    clingo.dispose();
  }
}

function generatedBoard(values: Record<string, string | boolean | undefined>): Puzzle {
  const shape = shapeFromFlags(values as Record<string, string | undefined>);
  const fill = values.fill as string | undefined;
  const seed = values.random as string | undefined;
  if ((fill === undefined) === (seed === undefined)) throw usageError('give exactly one of --fill V or --random SEED (or a FILE)');
  if (fill !== undefined) return createPuzzle(shape, integerFlag('fill', fill, 0, shape.states - 1));
  return randomSolvablePuzzle(shape, createRandom(seed as string));
}

/** The engine of a result as shown to people: "internal", "clingo, native". */
function engineLabel(result: SolveResult): string {
  return result.runner ? `${result.solver}, ${result.runner}` : result.solver;
}

/** The lines of one result under the board's header: summary, then the press grid ("." for no press). */
function resultLines(puzzle: Puzzle, result: SolveResult, includePresses: boolean, indent: string): string[] {
  if (!result.solvable) return [`${indent}not solvable: no combination of presses reaches the objective`];
  const count = result.solutionCount;
  const lines = [
    `${indent}solvable: ${result.totalPresses} presses (${result.minimal ? 'minimal' : 'not proven minimal'}), ` +
      `${count} solution${count === 1n ? '' : 's'}, ${result.elapsedMs.toFixed(1)} ms (${engineLabel(result)})`,
  ];
  if (includePresses && result.presses) {
    const width = String(puzzle.states - 1).length;
    for (const row of toRows(result.presses, puzzle.rows, puzzle.columns)) {
      lines.push(indent + row.map((presses) => (presses === 0 ? '.' : String(presses)).padStart(width)).join(' '));
    }
  }
  return lines;
}

function boardHeader(label: string, title: string | undefined, puzzle: Puzzle): string {
  return `${escapeControlCharacters(label)}${title ? ` (${escapeControlCharacters(title)})` : ''}: ${puzzle.rows}x${puzzle.columns}, ${puzzle.states} states, objective ${puzzle.objective}, ${puzzle.topology}`;
}

/** The readable report of one solve: a summary and the press grid ("." for no press). */
export function readableResult(label: string, title: string | undefined, puzzle: Puzzle, result: SolveResult, includePresses: boolean): string {
  return [boardHeader(label, title, puzzle), ...resultLines(puzzle, result, includePresses, '  ')].join('\n');
}

/** The readable report of `--solver both`: each engine's answer, then the times side by side. */
export function readableBoth(
  label: string,
  title: string | undefined,
  puzzle: Puzzle,
  internal: SolveResult,
  clingo: SolveResult | { error: string },
  agree: boolean,
  includePresses: boolean,
): string {
  const lines = [boardHeader(label, title, puzzle), '  internal:', ...resultLines(puzzle, internal, includePresses, '    ')];
  if ('error' in clingo) {
    lines.push('  clingo:', `    failed: ${clingo.error}`);
  } else {
    lines.push(`  clingo (${clingo.runner ?? 'runner unknown'}):`, ...resultLines(puzzle, clingo, includePresses, '    '));
    lines.push(`  time: internal ${internal.elapsedMs.toFixed(1)} ms, clingo ${clingo.elapsedMs.toFixed(1)} ms`);
  }
  lines.push(agree ? '  the engines agree' : '  THE ENGINES DISAGREE');
  return lines.join('\n');
}
