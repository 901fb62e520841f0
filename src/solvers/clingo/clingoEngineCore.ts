/**
 * The clingo engine behind the common {@link Solver} interface, free of Node: its effects (finding
 * and running the clingo executable, reading the encoding file) are injected as
 * {@link ClingoDependencies}. {@link createClingoSolver} gives it Node's (execa, node:fs); the web extension
 * gives it no executable and a reader through vscode.workspace.fs. It builds the program (the encoding
 * asp/lightsout.lp plus the puzzle's facts), picks a runner, runs clingo's optimisation, checks
 * the model and counts the solutions.
 *
 * Runners: the clingo executable (native) when the workspace is trusted, the host can start
 * processes (a `native` dependency) and one is configured or on PATH; otherwise the built-in
 * clingo-wasm in a worker. In an untrusted workspace no
 * process is ever started, whatever the options say.
 *
 * Trust nothing from clingo: every model is applied to the board before it is used
 * ({@link interpretOptimisation}), and what no model proves, an UNSATISFIABLE and an OPTIMUM FOUND, is checked
 * against the internal engine's answer for the same board ({@link checkClaims}). A disagreement is a
 * {@link ClingoOutputError} naming clingo's command line and its stderr.
 *
 * Lower bound and proof: clingo reports no lower bound when its time runs out, and answers
 * UNSATISFIABLE without a reason. The result's `lowerBound` is clingo's optimum when proven, else
 * the internal engine's proven lower bound; the `certificate` of an unsolvable board is the
 * internal engine's.
 *
 * Solution count: clingo proves the optimum, not the count. When the board has at most
 * {@link COUNT_CELL_LIMIT} cells (holes not counted) and the internal engine's linear algebra says it has at most
 * {@link COUNT_MODEL_LIMIT} solutions, a second clingo run enumerates them all and its count must
 * agree with the linear algebra's (a disagreement is an error); otherwise, or when that run does
 * not finish in time, the count is the linear algebra's. See asp/README.md.
 */

import { boardCellCount, hasHoles, type Puzzle } from '../../core/puzzle';
import * as l10n from '../../domain/l10n';
import { neighbourhoodKey } from '../../domain/topology';
import { createInternalSolver } from '../internalSolver';
import { SolveCancelledError, type SolveOptions, type SolveResult, type Solver } from '../types';
import { checkClaims } from './checkClaims';
import { ClingoError, ClingoOutputError, ClingoRestrictedError } from './clingoErrors';
import { runContext, type ClingoLog, type ClingoRunner, type ClingoRunOutput, type RunnerKind } from './clingoRunner';
import type { LocatedExecutable } from './findExecutable';
import { interpretEnumeration, interpretOptimisation } from './interpretOutput';
import { lightsProgram } from './lightsProgram';
import { createWasmRunner, type WasmWorkerFactory } from './wasmRunner';

/** Which runner to use: `auto` prefers the executable and falls back to the built-in one. */
export type RunnerChoice = 'auto' | RunnerKind;

/** The default of lightsOut.clingoTimeoutSeconds. */
export const DEFAULT_TIMEOUT_SECONDS = 30;

/** Boards up to this many cells get their solutions enumerated by clingo for the count. */
export const COUNT_CELL_LIMIT = 64;
/** Boards with up to this many solutions get them enumerated by clingo for the count. */
export const COUNT_MODEL_LIMIT = 4096;

/** An enumeration is not started with less of the time limit left than this. */
const MIN_ENUMERATION_MS = 250;

/** The output a run may print besides its models (clingo's summary and times, its messages). */
export const OUTPUT_ALLOWANCE_BYTES = 4 * 1024 * 1024;
/** The improving models of an optimisation whose output is allowed in full; clingo finds the optimum of a solvable board in a few. */
export const OPTIMISATION_MODEL_ALLOWANCE = 64;
/** The most output any answer may take (of a board with some hundred thousand cells). */
export const MAX_ANSWER_OUTPUT_BYTES = 64 * 1024 * 1024;
/** The most bytes one model takes per cell: an atom such as "press(9999,35)" with its quotes, comma and spaces. */
const MODEL_BYTES_PER_CELL = 32;

/**
 * The most output an answer of `models` models for `puzzle` can take, on stdout and on stderr
 * each: {@link OUTPUT_ALLOWANCE_BYTES} and every model in full, at most
 * {@link MAX_ANSWER_OUTPUT_BYTES}. clingo stopped past it fails the solve, so that whatever it prints,
 * what is held of it stays a few megabytes for the boards clingo can solve.
 */
export function clingoOutputBound(puzzle: Pick<Puzzle, 'rows' | 'columns'>, models: number): number {
  const modelBytes = MODEL_BYTES_PER_CELL * puzzle.rows * puzzle.columns + 1024;
  return Math.min(MAX_ANSWER_OUTPUT_BYTES, OUTPUT_ALLOWANCE_BYTES + models * modelBytes);
}

/** clingo's options for finding and proving the minimum (`--models=0`: print every improvement). */
export const OPTIMISE_OPTIONS: readonly string[] = ['--outf=2', '--opt-mode=opt', '--models=0', '--heuristic=Domain'];
/** clingo's options for enumerating every solution, the #minimize statement ignored. */
export const ENUMERATE_OPTIONS: readonly string[] = ['--outf=2', '--opt-mode=ignore', '--models=0', '--heuristic=Domain'];

/** Options of the clingo engine, wherever it runs (see {@link createClingoSolver} for the Node-only ones). */
export interface ClingoEngineOptions {
  /** `auto` (default), or force `native` or `wasm`. */
  readonly runner?: RunnerChoice;
  /**
   * The clingo executable: an absolute path, `~/...`, or a name looked up in PATH; empty or
   * absent means `clingo` on PATH. In VS Code: lightsOut.clingoPath from user or machine settings
   * only. Never used when `trusted` is false.
   */
  readonly clingoPath?: string;
  /** Whether the workspace is trusted. False: no process is ever started; only clingo-wasm runs. */
  readonly trusted: boolean;
  /** The time limit of one solve (default {@link DEFAULT_TIMEOUT_SECONDS}). */
  readonly timeoutSeconds?: number;
  readonly log: ClingoLog;
  /** The path of the bundled wasm worker script. */
  readonly wasmWorkerScript: string;
  /**
   * A wasm runner shared between solvers (see createWasmRunner), so that solvers created per solve
   * reuse one worker; its owner disposes it. Without it the solver makes its own.
   */
  readonly wasmRunner?: ClingoRunner;
  /** clingo.wasm; by default the file next to the worker script. */
  readonly wasmPath?: string;
  /** The encoding file, asp/lightsout.lp (read once); or give its text as `encodingText`. */
  readonly encodingPath?: string;
  /** The encoding's text, instead of `encodingPath`. */
  readonly encodingText?: string;
  /** How the path option is called where the user sets it, for messages (default lightsOut.clingoPath). */
  readonly clingoPathSetting?: string;
  /** How the time limit is called where the user sets it, for messages (default lightsOut.clingoTimeoutSeconds). */
  readonly timeoutSetting?: string;
  /** Starts the wasm worker (a worker thread by default). */
  readonly startWorker?: WasmWorkerFactory;
  /**
   * The internal engine that checks clingo's claims, counts the solutions and supplies the lower
   * bound and the proof of unsolvability; its minimum search may take the solve's
   * `minimumTimeoutMs`. In-process by default (createInternalSolver); the extension passes its
   * worker-backed solver so that the check never runs on the extension host's thread.
   */
  readonly internalSolver?: Solver;
}

/** The clingo engine: a {@link Solver} that also frees its wasm worker on dispose. */
export interface ClingoSolver extends Solver {
  readonly name: 'clingo';
  /** The runner the next solve would use, and why (for status lines); never starts a process. */
  chooseRunner(): Promise<{ kind: RunnerKind; reason: string }>;
  /** Terminates the wasm worker it made, if any (not a shared `wasmRunner`). The solver stays usable. */
  dispose(): void;
}

/** The clingo executable where the host can start processes: how to find it and how to run it. */
export interface NativeClingo {
  /** The executable `configured` names (a path, `~/...` or a name looked up in PATH); rejects with a ClingoError naming `settingName` when there is none. */
  locate(configured: string, settingName: string): Promise<LocatedExecutable>;
  /** A runner on the executable at `executable`. */
  runner(executable: string, log: ClingoLog): ClingoRunner;
}

/** The effects of the clingo engine, injected by the host it runs in. */
export interface ClingoDependencies {
  /** The clingo executable; absent where no process can be started (VS Code for the Web): then only clingo-wasm runs. */
  readonly native?: NativeClingo;
  /** Why there is no `native` (for the runner's reason), e.g. "VS Code for the Web cannot start programs". */
  readonly noNativeReason?: string;
  /** Reads a UTF-8 text file: the encoding at `encodingPath`. Needed only with `encodingPath`. */
  readonly readText?: (path: string) => Promise<string>;
}

/**
 * Creates the clingo engine over the host's effects. Reads nothing and starts nothing until the
 * first solve. Without `dependencies.native`, `auto` always runs clingo-wasm (a configured
 * `clingoPath` is ignored: the host says so to its user) and `native` is refused.
 */
export function createClingoEngine(options: ClingoEngineOptions, dependencies: ClingoDependencies): ClingoSolver {
  if ((options.encodingPath === undefined) === (options.encodingText === undefined)) {
    throw new TypeError('createClingoSolver needs exactly one of encodingPath and encodingText');
  }
  if (options.encodingPath !== undefined && dependencies.readText === undefined) throw new TypeError('an encodingPath needs a readText dependency');
  const timeoutSeconds = options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
  if (!Number.isFinite(timeoutSeconds) || timeoutSeconds <= 0) throw new RangeError(`timeoutSeconds must be a positive number, got ${timeoutSeconds}`);
  const settingName = options.clingoPathSetting ?? 'lightsOut.clingoPath';
  const log = options.log;
  const internalSolver = options.internalSolver ?? createInternalSolver();
  let encoding: Promise<string> | null = options.encodingText !== undefined ? Promise.resolve(options.encodingText) : null;
  let wasm: ClingoRunner | null = null;

  const readEncoding = (): Promise<string> => {
    encoding ??= (dependencies.readText as (path: string) => Promise<string>)(options.encodingPath as string).catch((error: unknown) => {
      encoding = null;
      throw new ClingoError(l10n.t('cannot read the clingo encoding {0}: {1}', options.encodingPath ?? '', (error as Error).message));
    });
    return encoding;
  };

  const wasmRunner = (): ClingoRunner => {
    if (options.wasmRunner) return options.wasmRunner;
    wasm ??= createWasmRunner({
      workerScript: options.wasmWorkerScript,
      log,
      ...(options.wasmPath !== undefined ? { wasmPath: options.wasmPath } : {}),
      ...(options.startWorker ? { startWorker: options.startWorker } : {}),
    });
    return wasm;
  };

  /** The runner for the next solve: a native runner on the resolved executable, or the wasm runner. */
  const pickRunner = async (): Promise<{ runner: () => ClingoRunner; kind: RunnerKind; reason: string }> => {
    const choice = options.runner ?? 'auto';
    if (choice === 'wasm') return { runner: wasmRunner, kind: 'wasm', reason: 'the built-in clingo-wasm was asked for' };
    if (!options.trusted) {
      if (choice === 'native') {
        throw new ClingoRestrictedError(
          l10n.t('Restricted Mode: the clingo executable is never started in an untrusted workspace. Trust the workspace, or use the built-in clingo-wasm.'),
        );
      }
      return { runner: wasmRunner, kind: 'wasm', reason: 'the workspace is not trusted (Restricted Mode), so no executable is started' };
    }
    const native = dependencies.native;
    if (!native) {
      const why = dependencies.noNativeReason ?? 'this host cannot start programs';
      if (choice === 'native') {
        // The log's reason below stays English; the error is for the user.
        const shown = dependencies.noNativeReason ?? l10n.t('this host cannot start programs');
        throw new ClingoError(l10n.t('the clingo executable cannot run here: {0}. Use the built-in clingo-wasm.', shown));
      }
      return { runner: wasmRunner, kind: 'wasm', reason: `${why}, so the built-in clingo-wasm is used` };
    }
    const configured = options.clingoPath?.trim() ?? '';
    try {
      const located = await native.locate(configured === '' ? 'clingo' : configured, settingName);
      const executable = located.path;
      return {
        runner: () => native.runner(executable, log),
        kind: 'native',
        reason: located.source === 'configured' ? `${executable} (${settingName})` : `${executable} (found on PATH)`,
      };
    } catch (error) {
      // A configured path that does not work is the user's to fix; no clingo on PATH is not.
      if (choice === 'native' || configured !== '') throw error;
      return { runner: wasmRunner, kind: 'wasm', reason: `no clingo executable on PATH (${(error as Error).message})` };
    }
  };

  return {
    name: 'clingo',
    async chooseRunner() {
      const { kind, reason } = await pickRunner();
      return { kind, reason };
    },
    dispose() {
      wasm?.dispose();
    },
    async solve(puzzle: Puzzle, solveOptions: SolveOptions = {}): Promise<SolveResult> {
      const started = performance.now();
      const signal = solveOptions.signal;
      if (signal?.aborted) throw new SolveCancelledError();
      const program = lightsProgram(await readEncoding(), puzzle);
      const picked = await pickRunner();
      if (signal?.aborted) throw new SolveCancelledError();
      log.info(`clingo engine: ${picked.kind} runner, ${picked.reason}`);
      const runner = picked.runner();
      const timeoutMs = timeoutSeconds * 1000;
      const optimisation = await runner.run({
        program,
        options: OPTIMISE_OPTIONS,
        timeoutMs,
        maxOutputBytes: clingoOutputBound(puzzle, OPTIMISATION_MODEL_ALLOWANCE),
        ...(signal ? { signal } : {}),
      });
      const found = aboutRun(optimisation, () => interpretOptimisation(optimisation, puzzle, timeoutSeconds, options.timeoutSetting));
      // The internal engine's answer checks clingo's claims, counts the solutions, and supplies what
      // clingo cannot: a lower bound before the optimum is proven, and the proof of unsolvability.
      const internal = await internalSolver.solve(puzzle, {
        ...(solveOptions.minimumTimeoutMs !== undefined ? { minimumTimeoutMs: solveOptions.minimumTimeoutMs } : {}),
        ...(signal ? { signal } : {}),
      });
      aboutRun(optimisation, () => checkClaims(found, internal));

      const solutionCount = internal.solutionCount;
      if (found.solvable) {
        let how = "by the internal engine's linear algebra (clingo proves the optimum, not the count)";
        const remainingMs = timeoutMs - (performance.now() - started);
        // After a cut-off optimisation the enumeration, which exhausts the same search, would not finish either.
        if (found.minimal && boardCellCount(puzzle) <= COUNT_CELL_LIMIT && solutionCount <= BigInt(COUNT_MODEL_LIMIT) && remainingMs >= MIN_ENUMERATION_MS) {
          const enumeration = await runner.run({
            program,
            options: ENUMERATE_OPTIONS,
            timeoutMs: remainingMs,
            maxOutputBytes: clingoOutputBound(puzzle, COUNT_MODEL_LIMIT),
            ...(signal ? { signal } : {}),
          });
          const counted = aboutRun(enumeration, () => interpretEnumeration(enumeration, puzzle));
          if (counted === null) {
            how += "; clingo's enumeration did not finish in time";
          } else if (counted !== solutionCount) {
            throw new ClingoOutputError(
              `clingo enumerated ${counted} solutions, but the linear algebra counts ${solutionCount} (${runContext(enumeration.commandLine, enumeration.stderr)})`,
            );
          } else {
            how = "enumerated by clingo, equal to the linear algebra's count";
          }
        }
        log.info(`clingo engine: ${solutionCount} solution${solutionCount === 1n ? '' : 's'}, ${how}`);
      }

      const elapsedMs = performance.now() - started;
      const shape = [
        `${puzzle.rows}x${puzzle.columns}, ${puzzle.states} states, ${puzzle.topology}`,
        ...(puzzle.neighbourhood !== undefined ? [`neighbourhood ${neighbourhoodKey(puzzle.neighbourhood)}`] : []),
        ...(hasHoles(puzzle) ? [`${puzzle.rows * puzzle.columns - boardCellCount(puzzle)} holes`] : []),
        ...(puzzle.target ? ['a target per cell'] : []),
      ].join(', ');
      log.info(
        `clingo engine (${runner.kind}) solved ${shape} in ${elapsedMs.toFixed(1)} ms: ` +
          (found.solvable
            ? `${found.totalPresses} presses${found.minimal ? ' (proven minimal)' : ' (not proven minimal: time limit)'}`
            : 'not solvable (UNSATISFIABLE)'),
      );
      return {
        solvable: found.solvable,
        presses: found.solvable ? found.presses : null,
        totalPresses: found.solvable ? found.totalPresses : null,
        minimal: found.solvable ? found.minimal : false,
        lowerBound: found.solvable ? (found.minimal ? found.totalPresses : internal.lowerBound) : null,
        // clingo's optimisation is proven or cut off by its time limit.
        unproven: found.solvable && !found.minimal ? { kind: 'deadline', budgetMs: timeoutMs } : null,
        solutionCount,
        quietPatterns: null,
        certificate: found.solvable ? null : internal.certificate,
        solver: 'clingo',
        runner: runner.kind,
        elapsedMs,
      };
    },
  };
}

/**
 * Runs `interpret` on what `run` printed; a {@link ClingoOutputError} it throws (output of another
 * shape, a wrong model, a claim the internal engine refutes) gets the run's command line and
 * clingo's stderr added to its message.
 */
function aboutRun<T>(run: ClingoRunOutput, interpret: () => T): T {
  try {
    return interpret();
  } catch (error) {
    if (error instanceof ClingoOutputError) throw new ClingoOutputError(`${error.message} (${runContext(run.commandLine, run.stderr)})`, { cause: error });
    throw error;
  }
}
