/**
 * `lights-out solve --solver clingo|both`: every board solved by the clingo engine (and, for
 * `both`, by the internal engine too, the answers compared), one after the other. A clingo run
 * is cancelled by SIGINT, SIGTERM and SIGHUP after its processes and files are cleaned up. The
 * clingo engine's files are found relative to the running code.
 */

import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ClingoError } from '../solvers/clingo/clingoErrors';
import type { ClingoLog } from '../solvers/clingo/clingoRunner';
import type { ClingoSolver, RunnerChoice } from '../solvers/clingo/clingoEngineCore';
import { createClingoSolver } from '../solvers/clingo/clingoSolver';
import { SolveCancelledError, type SolveResult } from '../solvers/types';
import { MAX_FLAG_SECONDS } from './secondsFlag';
import { CliError, ExitCode } from './cliError';
import type { SolveAnswers } from './solveAnswers';
import { solveInternally, withProgressTitle, type Board, type SolveSession } from './solveSession';
import { remainingMs, type TimeLimit } from './timeLimit';

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
 * the bundled clingo WebAssembly worker in its dist/, with clingo's WebAssembly beside it. Throws a {@link CliError}
 * (exit 3) when there is none.
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

/** The clingo flags of one command line. */
export interface ClingoFlags {
  readonly runner: RunnerChoice;
  readonly clingoPath: string | undefined;
  /** The command's time limit (--timeout): clingo gets what is left of it when the solver starts. */
  readonly timeLimit: TimeLimit;
  readonly verbose: boolean;
}

/** The signals that end a clingo solve early, after its processes and files are cleaned up. */
const CANCELLING_SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Runs a clingo solve with an AbortSignal that SIGINT, SIGTERM and SIGHUP abort: Node's default
 * for them is to die at once, which would leave clingo's process group running and its temporary
 * directory behind. Once the solve has cleaned up, the signal is raised again with its default
 * action, so whoever started the command sees it killed by that signal, as with any program.
 * Only clingo's runs are wrapped: the internal engine runs on this thread, where a handler could
 * not run before it ends, so there the default (die at once) is the right answer to Ctrl+C.
 */
async function cancelledBySignals<T>(solve: (signal: AbortSignal) => Promise<T>): Promise<T> {
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

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Solves every board with clingo (and the internal engine, for `both`), prints each answer, and
 * returns the exit code: 0 solvable, 1 a board not solvable, 3 a disagreement or a failed clingo
 * beside the internal engine (a failed clingo alone throws a {@link CliError}, exit 3).
 */
export async function solveWithClingo(
  boards: Iterable<Board>,
  solver: 'clingo' | 'both',
  flags: ClingoFlags,
  assets: ClingoAssets,
  session: SolveSession,
  answers: SolveAnswers,
): Promise<number> {
  const { out } = session;
  const log: ClingoLog = flags.verbose
    ? { info: (message) => out.stderr(message), error: (message) => out.stderr(message) }
    : { info: () => {}, error: (message) => out.stderr(message) };
  const clingo: ClingoSolver = createClingoSolver({
    runner: flags.runner,
    ...(flags.clingoPath !== undefined ? { clingoPath: flags.clingoPath } : {}),
    // The command line runs what its user asks for: there is no workspace to distrust.
    trusted: true,
    // The engine needs a finite positive limit: a lifted one is a day's, the longest a flag gives.
    timeoutSeconds: Math.max(0.001, Math.min(MAX_FLAG_SECONDS, remainingMs(flags.timeLimit) / 1000)),
    log,
    clingoPathSetting: '--clingo',
    timeoutSetting: '--timeout',
    internalSolver: session.internalSolver,
    encodingPath: assets.encodingPath,
    wasmWorkerScript: assets.wasmWorkerScript,
    ...(assets.wasmPath !== undefined ? { wasmPath: assets.wasmPath } : {}),
  });
  const solveByClingo = (board: Board): Promise<SolveResult> =>
    withProgressTitle(board, session, 'clingo', () =>
      cancelledBySignals(async (signal) => {
        try {
          return await clingo.solve(board.puzzle, { signal, minimumTimeoutMs: session.minimumTimeoutMs });
        } catch (error) {
          if (signal.aborted) throw error;
          if (error instanceof ClingoError || error instanceof SolveCancelledError) {
            throw new CliError(`${board.label}: the clingo engine failed: ${error.message}`, ExitCode.SolverFailure);
          }
          throw error;
        }
      }),
    );
  try {
    let exitCode: number = ExitCode.Ok;
    for (const board of boards) {
      const { label } = board;
      if (solver === 'clingo') {
        const result = await solveByClingo(board);
        answers.answer(board, result);
        if (!result.solvable && exitCode === ExitCode.Ok) exitCode = ExitCode.Unsolvable;
        continue;
      }
      const internal = await solveInternally(board, session);
      let other: SolveResult | { error: string };
      try {
        other = await solveByClingo(board);
      } catch (error) {
        other = { error: errorMessage(error) };
      }
      const agree = answers.both(board, internal, other);
      if (!agree) {
        const problem = 'error' in other ? other.error : 'the internal engine and clingo disagree';
        // The clingo engine's errors already start with the board's label.
        out.stderr(problem.startsWith(`${label}: `) ? problem : `${label}: ${problem}`);
        exitCode = ExitCode.SolverFailure;
      } else if (!internal.solvable && exitCode === ExitCode.Ok) {
        exitCode = ExitCode.Unsolvable;
      }
    }
    answers.end();
    return exitCode;
  } finally {
    clingo.dispose();
  }
}
