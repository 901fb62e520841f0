import * as assert from 'node:assert/strict';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import { applyPresses, createPuzzle, randomSolvablePuzzle, solvesPuzzle, totalPresses, type Puzzle } from '../../../src/core/puzzle';
import { puzzleFromRows } from '../../support/puzzleRows';
import { createRandom } from '../../../src/core/random';
import {
  ClingoCrashedError,
  ClingoError,
  ClingoNotExecutableError,
  ClingoNotFoundError,
  ClingoOutputError,
  ClingoRestrictedError,
  ClingoTimeoutError,
} from '../../../src/solvers/clingo/clingoErrors';
import { COUNT_CELL_LIMIT, createClingoSolver, type ClingoSolverOptions } from '../../../src/solvers/clingo/clingoSolver';
import type { ExecutableFileSystem } from '../../../src/solvers/clingo/findExecutable';
import type { ProcessLauncher } from '../../../src/solvers/clingo/processLauncher';
import { createWasmRunner } from '../../../src/solvers/clingo/wasmRunner';
import { solvePuzzle } from '../../../src/solvers/internal/solvePuzzle';
import { createInternalSolver } from '../../../src/solvers/internalSolver';
import { SolveCancelledError, type SolveOptions, type SolveResult, type Solver } from '../../../src/solvers/types';
import { assertCertifiesUnsolvable } from './certificateCheck';
import { assertProcessesGone, ENCODING_PATH, nativeClingo, recordingLog, requireClingoExecutable, WASM_PATH, wasmWorkerScript } from './clingoTestSupport';
import {
  failingExit,
  flooder,
  garbagePrinter,
  interruptedWithError,
  LIAR_STDERR,
  missingPath,
  notExecutableFile,
  optimumLiar,
  segfaulter,
  sleeper,
  unsatisfiableLiar,
  wrongModelPrinter,
} from './fakeExecutables';

const ALL_ON_5 = createPuzzle({ rows: 5, columns: 5, states: 2, objective: 0, topology: 'plain' }, 1);
/**
 * One press in the middle of the solved 9x9 board: the minimum is that press, and with a quiet
 * pattern added a solution with more. Above COUNT_CELL_LIMIT, so no enumeration follows the optimisation.
 */
const ONE_PRESS_9 = applyPresses(
  createPuzzle({ rows: 9, columns: 9, states: 2, objective: 0, topology: 'plain' }, 0),
  Uint8Array.from({ length: 81 }, (_, cell) => (cell === 40 ? 1 : 0)),
);
const CORNER_5 = puzzleFromRows({ states: 2, objective: 0, topology: 'plain' }, [
  [1, 0, 0, 0, 0],
  [0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0],
]);
/**
 * A board clingo finds a model for at once (under half a second, native and wasm) but needs about
 * 8 s (native) to prove optimal.
 */
const HARD = randomSolvablePuzzle({ rows: 10, columns: 10, states: 3, objective: 0, topology: 'plain' }, createRandom('solver deadline'));

/** A launcher that must never be used (untrusted workspaces). */
const forbiddenLauncher: ProcessLauncher = {
  launch: () => assert.fail('no process may be started'),
};
/** A file system that must never be asked (untrusted workspaces need no executable lookup). */
const forbiddenFileSystem: ExecutableFileSystem = {
  kind: () => assert.fail('no executable lookup expected'),
  isExecutable: () => assert.fail('no executable lookup expected'),
};

function solver(options: Partial<ClingoSolverOptions> = {}) {
  return createClingoSolver({
    trusted: true,
    log: recordingLog(),
    wasmWorkerScript: wasmWorkerScript(),
    wasmPath: WASM_PATH,
    encodingPath: ENCODING_PATH,
    ...options,
  });
}

async function withSolver<T>(options: Partial<ClingoSolverOptions>, use: (engine: ReturnType<typeof solver>) => Promise<T>): Promise<T> {
  const engine = solver(options);
  try {
    return await use(engine);
  } finally {
    engine.dispose();
  }
}

/** Solves the all-on 5x5 board and the unsolvable corner board with `runner`, checking everything the result says. */
async function solvesAndCounts(runner: 'native' | 'wasm', options: Partial<ClingoSolverOptions>): Promise<void> {
  const log = recordingLog();
  await withSolver({ runner, ...options, log }, async (engine) => {
    const result = await engine.solve(ALL_ON_5);
    assert.equal(result.solvable, true);
    assert.equal(result.totalPresses, 15);
    assert.equal(result.minimal, true);
    assert.equal(result.lowerBound, 15);
    assert.equal(result.certificate, null);
    assert.equal(result.solutionCount, 4n);
    assert.equal(result.solver, 'clingo');
    assert.equal(result.runner, runner);
    assert.equal(result.quietPatterns, null);
    assert.ok(result.presses && solvesPuzzle(ALL_ON_5, result.presses));
    assert.match(log.text(), new RegExp(`clingo engine: ${runner} runner`));
    assert.match(log.text(), /4 solutions, enumerated by clingo/);
    assert.match(log.text(), new RegExp(`clingo engine \\(${runner}\\) solved 5x5`));
    const unsolvable = await engine.solve(CORNER_5);
    assert.deepEqual({ ...unsolvable, elapsedMs: 0 }, {
      solvable: false,
      presses: null,
      totalPresses: null,
      minimal: false,
      lowerBound: null,
      solutionCount: 0n,
      quietPatterns: null,
      certificate: unsolvable.certificate,
      solver: 'clingo',
      runner,
      elapsedMs: 0,
    } satisfies SolveResult);
    // clingo says only UNSATISFIABLE; the proof is the internal engine's, checked here by its definition.
    assertCertifiesUnsolvable(CORNER_5, unsolvable.certificate, `corner 5x5 (${runner})`);
  });
}

/** A board clingo finds a model for at once is stopped at the time limit: its best model, not minimal. */
async function bestModelAtTheTimeLimit(runner: 'native' | 'wasm', timeoutSeconds: number): Promise<void> {
  const result = await withSolver({ runner, timeoutSeconds, ...(runner === 'native' ? { clingoPath: nativeClingo() } : {}) }, (engine) => engine.solve(HARD));
  assert.equal(result.solvable, true);
  assert.equal(result.minimal, false);
  assert.equal(result.runner, runner);
  assert.ok(result.presses && solvesPuzzle(HARD, result.presses));
  const internal = solvePuzzle(HARD);
  assert.ok(internal.minimal, 'the internal engine proves the minimum of this board');
  assert.ok((result.totalPresses as number) >= (internal.totalPresses as number));
  // clingo proved no bound in time: the internal engine's proven minimum is the lower bound.
  assert.equal(result.lowerBound, internal.totalPresses);
  assert.equal(result.solutionCount, internal.solutionCount);
}

/** Cancelling a solve that runs rejects it; the engine works afterwards. */
async function cancelsARunningSolve(runner: 'native' | 'wasm'): Promise<void> {
  await withSolver({ runner, ...(runner === 'native' ? { clingoPath: nativeClingo() } : {}) }, async (engine) => {
    const controller = new AbortController();
    const solving = engine.solve(HARD, { signal: controller.signal });
    setTimeout(() => controller.abort(), 300);
    await assert.rejects(solving, SolveCancelledError);
    assert.equal((await engine.solve(ALL_ON_5)).totalPresses, 15);
  });
}

describe('clingo engine: the solver on the clingo executable', () => {
  before(function () {
    requireClingoExecutable(this);
  });

  it('solves with the native runner: minimum, count, and which runner solved', () => solvesAndCounts('native', { clingoPath: nativeClingo() }));

  it('takes the count from the linear algebra for boards above the enumeration limit, and says so', async () => {
    const puzzle = randomSolvablePuzzle({ rows: 9, columns: 8, states: 2, objective: 0, topology: 'plain' }, createRandom('count'));
    assert.ok(puzzle.rows * puzzle.columns > COUNT_CELL_LIMIT);
    const log = recordingLog();
    const result = await withSolver({ runner: 'native', clingoPath: nativeClingo(), log }, (engine) => engine.solve(puzzle));
    assert.equal(result.solutionCount, solvePuzzle(puzzle).solutionCount);
    assert.match(log.text(), /by the internal engine's linear algebra/);
    assert.doesNotMatch(log.text(), /--opt-mode=ignore/);
  });

  it('auto: runs the executable on PATH when the workspace is trusted', async () => {
    const choice = await solver({ lookupEnvironment: { PATH: dirname(nativeClingo()), platform: 'linux', home: '/root' } }).chooseRunner();
    assert.deepEqual(choice, { kind: 'native', reason: `${nativeClingo()} (found on PATH)` });
  });

  // The limits leave clingo room for its first model on a loaded machine, far below what proving this board's minimum takes.
  it('returns the best model found by the time limit as not minimal (native)', function () {
    this.timeout(30_000);
    return bestModelAtTheTimeLimit('native', 4);
  });

  it('cancels a running solve (native)', () => cancelsARunningSolve('native'));
});

describe('clingo engine: the solver', () => {
  it('solves with the wasm runner: minimum, count, and which runner solved', () => solvesAndCounts('wasm', {}));

  it('auto: falls back to the built-in clingo-wasm when nothing is configured and clingo is not on PATH', async () => {
    const log = recordingLog();
    await withSolver({ lookupEnvironment: { PATH: '/nonexistent', platform: 'linux', home: '/root' }, launcher: forbiddenLauncher, log }, async (engine) => {
      assert.equal((await engine.chooseRunner()).kind, 'wasm');
      assert.equal((await engine.solve(ALL_ON_5)).runner, 'wasm');
      assert.match(log.text(), /wasm runner, no clingo executable on PATH/);
    });
  });

  it('auto: a configured path that does not work is an error, not a silent fallback', async () => {
    await assert.rejects(
      solver({ clingoPath: missingPath(), launcher: forbiddenLauncher }).solve(ALL_ON_5),
      (error: Error) => error instanceof ClingoNotFoundError && /lightsOut\.clingoPath/.test(error.message),
    );
    await assert.rejects(solver({ clingoPath: notExecutableFile(), launcher: forbiddenLauncher }).solve(ALL_ON_5), ClingoNotExecutableError);
  });

  it('native forced without an executable is an error', async () => {
    await assert.rejects(
      solver({ runner: 'native', lookupEnvironment: { PATH: '/nonexistent', platform: 'linux', home: '/root' } }).solve(ALL_ON_5),
      ClingoNotFoundError,
    );
  });

  it('Restricted Mode: never starts a process or looks for one, whatever is configured; clingo-wasm still solves', async () => {
    const log = recordingLog();
    await withSolver({ trusted: false, clingoPath: '/usr/bin/clingo', launcher: forbiddenLauncher, fileSystem: forbiddenFileSystem, log }, async (engine) => {
      const result = await engine.solve(ALL_ON_5);
      assert.equal(result.runner, 'wasm');
      assert.equal(result.totalPresses, 15);
      assert.match(log.text(), /not trusted \(Restricted Mode\)/);
    });
    await assert.rejects(
      solver({ trusted: false, runner: 'native', clingoPath: '/usr/bin/clingo', launcher: forbiddenLauncher, fileSystem: forbiddenFileSystem }).solve(ALL_ON_5),
      (error: Error) => error instanceof ClingoRestrictedError && /Restricted Mode/.test(error.message),
    );
  });

  it('fake executables: garbage output is an error', async () => {
    const fake = garbagePrinter();
    await assert.rejects(
      solver({ clingoPath: fake.path }).solve(ALL_ON_5),
      (error: Error) => error instanceof ClingoOutputError && /not JSON.*garbage/.test(error.message),
    );
    await assertProcessesGone([fake.pid() as number]);
  });

  it('fake executables: a well-formed model that does not solve the board is an error', async () => {
    await assert.rejects(
      solver({ clingoPath: wrongModelPrinter().path }).solve(ALL_ON_5),
      (error: Error) => error instanceof ClingoOutputError && /does not solve the puzzle/.test(error.message),
    );
  });

  it('fake executables: one that sleeps past the timeout is killed with its child and reported', async () => {
    const fake = sleeper();
    await assert.rejects(
      solver({ clingoPath: fake.path, timeoutSeconds: 0.5, killGraceMs: 200 }).solve(ALL_ON_5),
      (error: Error) => error instanceof ClingoTimeoutError && /time limit of 0\.5 s/.test(error.message),
    );
    await assertProcessesGone([fake.pid() as number, fake.childPid() as number]);
  });

  it("fake executables: a non-zero exit and a crash are reported with clingo's message", async () => {
    const failing = failingExit();
    await assert.rejects(
      solver({ clingoPath: failing.path }).solve(ALL_ON_5),
      (error: Error) => error instanceof ClingoCrashedError && /exit status 3: clingo: fatal/.test(error.message),
    );
    await assertProcessesGone([failing.pid() as number]);
    await assert.rejects(
      solver({ clingoPath: segfaulter().path }).solve(ALL_ON_5),
      (error: Error) => error instanceof ClingoCrashedError && /SIGSEGV/.test(error.message),
    );
  });

  it('fake executables: a missing path is reported before anything starts', async () => {
    await assert.rejects(solver({ clingoPath: missingPath(), runner: 'native', launcher: forbiddenLauncher }).solve(ALL_ON_5), ClingoNotFoundError);
  });

  it("fake executables: an UNSATISFIABLE for a solvable board is an error with the internal engine's answer, the command line and clingo's stderr", async () => {
    const liar = unsatisfiableLiar();
    await assert.rejects(solver({ clingoPath: liar.path }).solve(ALL_ON_5), (error: Error) => {
      assert.ok(error instanceof ClingoOutputError, error.name);
      assert.match(error.message, /^clingo reported UNSATISFIABLE, but the board is solvable: the internal engine solves it with 15 presses \(command: /);
      assert.ok(error.message.includes(`command: ${liar.path} --outf=2 --opt-mode=opt --models=0 --heuristic=Domain --time-limit=30 -`), error.message);
      assert.ok(error.message.includes(`clingo's stderr: ${LIAR_STDERR}`), error.message);
      return true;
    });
  });

  it('fake executables: an UNSATISFIABLE the internal engine confirms is the answer', async () => {
    const result = await solver({ clingoPath: unsatisfiableLiar().path }).solve(CORNER_5);
    assert.deepEqual([result.solvable, result.runner, result.solutionCount, result.lowerBound], [false, 'native', 0n, null]);
    assertCertifiesUnsolvable(CORNER_5, result.certificate, 'corner 5x5');
  });

  it("fake executables: an OPTIMUM FOUND above the internal engine's proven minimum is an error", async () => {
    const internal = solvePuzzle(ONE_PRESS_9);
    assert.deepEqual([internal.totalPresses, internal.minimal], [1, true]);
    const quiet = (internal.quietPatterns as Uint8Array[])[0];
    const other = (internal.presses as Uint8Array).map((times, cell) => times ^ quiet[cell]);
    assert.ok(solvesPuzzle(ONE_PRESS_9, other));
    const atoms = [...other].flatMap((times, cell) => (times ? [`press(${cell},1)`] : []));
    const liar = optimumLiar(atoms);
    await assert.rejects(solver({ clingoPath: liar.path }).solve(ONE_PRESS_9), (error: Error) => {
      assert.ok(error instanceof ClingoOutputError, error.name);
      assert.match(
        error.message,
        new RegExp(`^clingo reported OPTIMUM FOUND with ${atoms.length} presses, but the internal engine's proven minimum is 1 \\(command: `),
      );
      assert.ok(error.message.includes(`clingo's stderr: ${LIAR_STDERR}`), error.message);
      return true;
    });
  });

  it('fake executables: an OPTIMUM FOUND above a solution the internal engine found within minimumTimeoutMs is an error', async () => {
    // The all-on 39x39 board has 2^32 solutions: with no time for the search, the internal engine proves no minimum.
    const allOn39 = createPuzzle({ rows: 39, columns: 39, states: 2, objective: 0, topology: 'plain' }, 1);
    const internal = solvePuzzle(allOn39, { minimumTimeoutMs: 0 });
    assert.equal(internal.minimal, false);
    const others = (internal.quietPatterns as Uint8Array[]).map((quiet) => (internal.presses as Uint8Array).map((times, cell) => times ^ quiet[cell]));
    const more = others.reduce((best, other) => (totalPresses(other) > totalPresses(best) ? other : best));
    assert.ok(totalPresses(more) > (internal.totalPresses as number) && solvesPuzzle(allOn39, more));
    const atoms = [...more].flatMap((times, cell) => (times ? [`press(${cell},1)`] : []));
    await assert.rejects(solver({ clingoPath: optimumLiar(atoms).path }).solve(allOn39, { minimumTimeoutMs: 0 }), (error: Error) => {
      assert.ok(error instanceof ClingoOutputError, error.name);
      assert.match(
        error.message,
        new RegExp(
          `^clingo reported OPTIMUM FOUND with ${atoms.length} presses, but the internal engine found a solution with ${internal.totalPresses} \\(command: `,
        ),
      );
      return true;
    });
  });

  it("fake executables: clingo's stderr and the command line are in the message when it exits with status 1 and prints nothing", async () => {
    const fake = interruptedWithError();
    await assert.rejects(solver({ clingoPath: fake.path }).solve(ALL_ON_5), (error: Error) => {
      assert.ok(error instanceof ClingoOutputError, error.name);
      assert.match(error.message, /not JSON/);
      assert.ok(error.message.includes(`command: ${fake.path} --outf=2`), error.message);
      assert.ok(error.message.includes("clingo's stderr: *** ERROR: (clingo): std::bad_alloc"), error.message);
      return true;
    });
  });

  it('fake executables: one that floods stdout is stopped at the byte cap', async () => {
    const fake = flooder();
    await assert.rejects(
      solver({ clingoPath: fake.path, maxOutputBytes: 65_536 }).solve(ALL_ON_5),
      (error: Error) => error instanceof ClingoOutputError && /more than 65536 bytes on stdout/.test(error.message),
    );
    await assertProcessesGone([fake.pid() as number]);
  });

  it('returns the best model found by the time limit as not minimal (wasm)', function () {
    this.timeout(30_000);
    return bestModelAtTheTimeLimit('wasm', 8);
  });

  it('cancels a running solve (wasm)', () => cancelsARunningSolve('wasm'));

  it('shares a wasm runner between solvers without disposing it', async () => {
    let started = 0;
    const shared = createWasmRunner({
      workerScript: wasmWorkerScript(),
      wasmPath: WASM_PATH,
      log: recordingLog(),
      startWorker: (script, data) => {
        started += 1;
        return new Worker(script, { workerData: data });
      },
    });
    try {
      for (let solve = 0; solve < 3; solve++) {
        const engine = solver({ runner: 'wasm', wasmRunner: shared, startWorker: () => assert.fail('the shared runner is used') });
        assert.equal((await engine.solve(ALL_ON_5)).totalPresses, 15);
        engine.dispose();
      }
      assert.equal(started, 1);
    } finally {
      shared.dispose();
    }
  });

  it('checks clingo with the internal engine it is given, passing on the minimum search time and the signal', async () => {
    const asked: SolveOptions[] = [];
    const inProcess = createInternalSolver();
    const recording: Solver = {
      name: 'internal',
      solve: (puzzle, options = {}) => {
        asked.push(options);
        return inProcess.solve(puzzle, options);
      },
    };
    const controller = new AbortController();
    const result = await withSolver({ runner: 'wasm', internalSolver: recording }, (engine) =>
      engine.solve(CORNER_5, { minimumTimeoutMs: 1234, signal: controller.signal }),
    );
    assert.equal(result.solvable, false);
    assert.deepEqual(
      asked.map((options) => [options.minimumTimeoutMs, options.signal]),
      [[1234, controller.signal]],
    );
  });

  it('rejects a solve cancelled before it starts', async () => {
    const controller = new AbortController();
    controller.abort();
    await assert.rejects(solver({ launcher: forbiddenLauncher }).solve(ALL_ON_5, { signal: controller.signal }), SolveCancelledError);
  });

  it('reads the encoding from its file, or takes its text; a missing file is an error', async () => {
    // An encoding that shows nothing: its one model is the empty press pattern, which solves a solved 1x1 board.
    const solved: Puzzle = createPuzzle({ rows: 1, columns: 1, states: 3, objective: 1, topology: 'plain' });
    const result = await withSolver({ runner: 'wasm', encodingPath: undefined, encodingText: 'value(1).\n#show.\n' }, (engine) => engine.solve(solved));
    assert.deepEqual([result.totalPresses, result.minimal, result.solutionCount], [0, false, 1n]);
    await assert.rejects(
      solver({ encodingPath: '/nonexistent/lightsout.lp' }).solve(ALL_ON_5),
      (error: Error) => error instanceof ClingoError && /cannot read the clingo encoding/.test(error.message),
    );
    assert.throws(() => createClingoSolver({ trusted: true, log: recordingLog(), wasmWorkerScript: 'x', encodingPath: 'a', encodingText: 'b' }), TypeError);
    assert.throws(() => solver({ timeoutSeconds: 0 }), RangeError);
  });
});
