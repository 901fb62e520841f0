import * as assert from 'node:assert/strict';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import fc from 'fast-check';
import { applyPresses, createPuzzle, randomSolvablePuzzle, solvesPuzzle, totalPresses, type BoardShape, type Puzzle } from '../../../src/core/puzzle';
import { createRandom } from '../../../src/core/random';
import type { Neighbourhood, Topology } from '../../../src/domain/topology';
import {
  ClingoCrashedError,
  ClingoError,
  ClingoNotExecutableError,
  ClingoNotFoundError,
  ClingoOutputError,
  ClingoRestrictedError,
  ClingoTimeoutError,
} from '../../../src/solvers/clingo/clingoErrors';
import type { ClingoRunner } from '../../../src/solvers/clingo/clingoRunner';
import { COUNT_CELL_LIMIT, ENUMERATE_OPTIONS, OPTIMISE_OPTIONS, type ClingoSolver } from '../../../src/solvers/clingo/clingoEngineCore';
import { createClingoSolver, type ClingoSolverOptions } from '../../../src/solvers/clingo/clingoSolver';
import type { ExecutableFileSystem } from '../../../src/solvers/clingo/findExecutable';
import { interpretEnumeration, interpretOptimisation } from '../../../src/solvers/clingo/interpretOutput';
import { lightsProgram } from '../../../src/solvers/clingo/lightsProgram';
import { createNativeRunner } from '../../../src/solvers/clingo/nativeRunner';
import type { ProcessLauncher } from '../../../src/solvers/clingo/processLauncher';
import { createWasmRunner } from '../../../src/solvers/clingo/wasmRunner';
import { solvePuzzle } from '../../../src/solvers/internal/solvePuzzle';
import { createInternalSolver } from '../../../src/solvers/internalSolver';
import { SolveCancelledError, type SolveOptions, type SolveResult, type Solver } from '../../../src/solvers/types';
import { assertBruteForceCertificate, assertBruteForceSolves, bruteForceApplyPresses, bruteForceSolve } from '../../support/bruteForce';
import { puzzleFromRows } from '../../support/puzzleRows';
import {
  assertProcessesGone,
  ENCODING_PATH,
  encodingText,
  nativeClingo,
  recordingLog,
  requireClingoExecutable,
  WASM_PATH,
  wasmWorkerScript,
} from './clingoTestSupport';
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
      unproven: null,
      solutionCount: 0n,
      quietPatterns: null,
      certificate: unsolvable.certificate,
      solver: 'clingo',
      runner,
      elapsedMs: 0,
    } satisfies SolveResult);
    // clingo says only UNSATISFIABLE; the proof is the internal engine's, checked here by its definition.
    assertBruteForceCertificate(CORNER_5, unsolvable.certificate, `corner 5x5 (${runner})`);
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
    assertBruteForceCertificate(CORNER_5, result.certificate, 'corner 5x5');
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

/**
 * The clingo engine (both runners) against the internal engine on 300 random puzzles, and
 * against the brute-force oracle where it can try every pattern: every topology, k from 2 to 9,
 * solvable and unsolvable boards, up to 6x6. Both engines must agree on solvability, on the
 * minimum number of presses (which clingo must prove, its lower bound equal to it) and on the
 * solution count, every returned pattern must solve its puzzle, and every unsolvable board must
 * come with a certificate that proves it, both checked with the oracle's own neighbour rules.
 *
 * clingo's search grows like k^(free presses): about k^columns on plain and hex boards (the
 * encoding decides cells row by row and propagation chases the lights down) and k^(2 columns) on
 * a torus. Boards where that exceeds 5000 are left out, so a 6x6 board has at most 4 states here
 * and 9 states come with at most 3 columns; the benchmarks show where clingo stops finishing.
 */
/** The size of clingo's search on a board, as described above. */
function searchSize(puzzle: Pick<Puzzle, 'rows' | 'columns' | 'states' | 'topology'>): number {
  const free = puzzle.topology === 'torus' && puzzle.rows > 2 ? 2 * puzzle.columns : puzzle.columns;
  return puzzle.states ** free;
}

const SEARCH_LIMIT = 5000;
/** Boards with at most this many press patterns are also checked against the brute-force oracle. */
const ORACLE_LIMIT = 2 ** 14;

/** Half the boards are scrambled from the solved board (solvable), half are random cells (often not). */
const crossCheckPuzzle: fc.Arbitrary<Puzzle> = fc
  .record({
    rows: fc.integer({ min: 1, max: 6 }),
    columns: fc.integer({ min: 1, max: 6 }),
    states: fc.integer({ min: 2, max: 9 }),
    topology: fc.constantFrom<Topology>('plain', 'torus', 'hex'),
    objectiveSeed: fc.nat(),
    cellSeeds: fc.array(fc.nat(), { minLength: 36, maxLength: 36 }),
    scrambled: fc.boolean(),
  })
  .filter((board) => searchSize(board) <= SEARCH_LIMIT)
  .map(({ rows, columns, states, topology, objectiveSeed, cellSeeds, scrambled }) => {
    const solved = createPuzzle({ rows, columns, states, topology, objective: objectiveSeed % states });
    const values = cellSeeds.slice(0, rows * columns).map((seed) => seed % states);
    return scrambled ? applyPresses(solved, values) : { ...solved, grid: Uint8Array.from(values) };
  });

function describeBoard(puzzle: Puzzle): string {
  return `${puzzle.rows}x${puzzle.columns} k=${puzzle.states} objective ${puzzle.objective} ${puzzle.topology} [${[...puzzle.grid].join('')}]`;
}

function checkAgainstInternal(puzzle: Puzzle, result: SolveResult, internal: SolveResult, runner: 'native' | 'wasm'): void {
  const board = `${runner}: ${describeBoard(puzzle)}`;
  assert.equal(result.runner, runner, board);
  assert.equal(result.solvable, internal.solvable, board);
  assert.equal(result.solutionCount, internal.solutionCount, board);
  if (!result.solvable) {
    assert.equal(result.lowerBound, null, board);
    assertBruteForceCertificate(puzzle, result.certificate, board);
    return;
  }
  assert.equal(result.certificate, null, board);
  assert.equal(result.minimal, true, `${board}: clingo did not prove its minimum`);
  assert.equal(internal.minimal, true, board);
  assert.equal(result.totalPresses, internal.totalPresses, board);
  assert.equal(result.lowerBound, result.totalPresses, board);
  assert.ok(result.presses, board);
  assert.ok(
    bruteForceApplyPresses(puzzle, result.presses).every((state) => state === puzzle.objective),
    `${board}: the presses do not solve it`,
  );
}

describe('clingo engine: cross-check with the internal engine', function () {
  this.timeout(15 * 60_000);
  let native: ClingoSolver | undefined;
  let wasm: ClingoSolver | undefined;

  before(function () {
    requireClingoExecutable(this);
    const common = {
      trusted: true,
      log: recordingLog(),
      encodingPath: ENCODING_PATH,
      wasmWorkerScript: wasmWorkerScript(),
      wasmPath: WASM_PATH,
      timeoutSeconds: 120,
    };
    native = createClingoSolver({ ...common, runner: 'native', clingoPath: nativeClingo() });
    wasm = createClingoSolver({ ...common, runner: 'wasm' });
  });

  // Only what the before hook made: it may have skipped or failed before making anything.
  after(() => {
    native?.dispose();
    wasm?.dispose();
  });

  it('both runners agree with the internal engine on 300 random puzzles (all topologies, k 2..9, up to 6x6)', async () => {
    assert.ok(native && wasm, 'the before hook made both solvers');
    const [nativeSolver, wasmSolver] = [native, wasm];
    const seen = { topologies: new Set<string>(), states: new Set<number>(), solvable: 0, unsolvable: 0, sixBySix: 0, oracle: 0 };
    await fc.assert(
      fc.asyncProperty(crossCheckPuzzle, async (puzzle) => {
        const internal = solvePuzzle(puzzle);
        // The two runners at once: clingo's process and the WebAssembly worker each take a core.
        const [fromNative, fromWasm] = await Promise.all([nativeSolver.solve(puzzle), wasmSolver.solve(puzzle)]);
        checkAgainstInternal(puzzle, fromNative, internal, 'native');
        checkAgainstInternal(puzzle, fromWasm, internal, 'wasm');
        if (puzzle.states ** (puzzle.rows * puzzle.columns) <= ORACLE_LIMIT) {
          const oracle = bruteForceSolve(puzzle);
          assert.equal(internal.solvable, oracle.solvable, describeBoard(puzzle));
          assert.equal(internal.solutionCount, oracle.solutionCount, describeBoard(puzzle));
          assert.equal(internal.totalPresses, oracle.minTotal, describeBoard(puzzle));
          seen.oracle += 1;
        }
        seen.topologies.add(puzzle.topology);
        seen.states.add(puzzle.states);
        if (internal.solvable) seen.solvable += 1;
        else seen.unsolvable += 1;
        if (puzzle.rows === 6 && puzzle.columns === 6) seen.sixBySix += 1;
      }),
      { seed: 20_240_611, numRuns: 300, endOnFailure: true },
    );
    assert.deepEqual([...seen.topologies].sort(), ['hex', 'plain', 'torus']);
    assert.deepEqual(
      [...seen.states].sort((a, b) => a - b),
      [2, 3, 4, 5, 6, 7, 8, 9],
    );
    assert.ok(seen.solvable >= 100 && seen.unsolvable >= 40, JSON.stringify({ ...seen, topologies: undefined, states: undefined }));
    assert.ok(seen.sixBySix > 0 && seen.oracle >= 50, JSON.stringify({ ...seen, topologies: undefined, states: undefined }));
  });
});

/**
 * The clingo engine (both runners) on boards with holes, every named neighbourhood, custom
 * and asymmetric offset lists (the sigma game, [[0, 1]]), a target per cell, plain and torus.
 * The encoding alone (clingo's runs, no internal engine) and the whole engine (which also checks
 * clingo's claims against the internal engine and takes its certificate) are each checked against
 * the brute-force oracle and against the internal engine: the same solvability, solution count and
 * proven minimum; every press pattern solves the board without pressing a hole; every unsolvable
 * board comes with a certificate that proves it by its definition.
 */
const SIGMA: Neighbourhood = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
];

/** Row-major holes from rows of 0 and 1. */
function holesOf(rows: readonly (readonly number[])[]): Uint8Array {
  return Uint8Array.from(rows.flat());
}

/** A board of `shape` with these cell states (0 at holes). */
function board(shape: BoardShape, cells: readonly (readonly number[])[]): Puzzle {
  return { ...createPuzzle(shape), grid: Uint8Array.from(cells.flat()) };
}

/** Literal boards, one of each kind, with the minimum the oracle finds by trying every pattern. */
const LITERAL_BOARDS: readonly { name: string; puzzle: Puzzle; minimum: number | null; count: bigint }[] = [
  {
    name: 'a 3x3 ring (centre hole), all on',
    puzzle: createPuzzle(
      {
        rows: 3,
        columns: 3,
        states: 2,
        objective: 0,
        topology: 'plain',
        holes: holesOf([
          [0, 0, 0],
          [0, 1, 0],
          [0, 0, 0],
        ]),
      },
      1,
    ),
    minimum: 8,
    count: 1n,
  },
  {
    name: 'knight moves on 3x4, all on',
    puzzle: createPuzzle({ rows: 3, columns: 4, states: 2, objective: 0, topology: 'plain', neighbourhood: 'knight' }, 1),
    minimum: 4,
    count: 1n,
  },
  {
    name: 'the sigma game on 3x3, all on',
    puzzle: createPuzzle({ rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain', neighbourhood: SIGMA }, 1),
    minimum: null,
    count: 0n,
  },
  {
    name: 'a 2x3 picture as target, 3 states',
    puzzle: board({ rows: 2, columns: 3, states: 3, objective: 0, topology: 'plain', target: Uint8Array.from([1, 0, 2, 0, 2, 1]) }, [
      [0, 0, 0],
      [0, 0, 0],
    ]),
    minimum: 5,
    count: 3n,
  },
];

const offsetArbitrary: fc.Arbitrary<Neighbourhood> = fc.uniqueArray(fc.tuple(fc.integer({ min: -2, max: 2 }), fc.integer({ min: -2, max: 2 })), {
  maxLength: 5,
  selector: ([row, column]) => `${row},${column}`,
});

/** Square boards up to 4x4 with k in 2..4, random holes, any neighbourhood and an optional target; half scrambled from their goal. */
const puzzleWithRules: fc.Arbitrary<Puzzle> = fc
  .record({
    rows: fc.integer({ min: 1, max: 4 }),
    columns: fc.integer({ min: 1, max: 4 }),
    states: fc.integer({ min: 2, max: 4 }),
    topology: fc.constantFrom<'plain' | 'torus'>('plain', 'torus'),
    neighbourhood: fc.oneof(
      fc.constantFrom<Neighbourhood | undefined>(
        undefined,
        'cross',
        'x',
        'moore',
        'knight',
        SIGMA,
        [[0, 1]],
        [
          [0, 0],
          [1, 1],
        ],
      ),
      offsetArbitrary,
    ),
    holeBits: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 16, maxLength: 16 }),
    withTarget: fc.boolean(),
    seeds: fc.array(fc.nat(), { minLength: 32, maxLength: 32 }),
    scrambled: fc.boolean(),
  })
  .map(({ rows, columns, states, topology, neighbourhood, holeBits, withTarget, seeds, scrambled }) => {
    const cells = rows * columns;
    const holes = Uint8Array.from(holeBits.slice(0, cells), (bit) => (bit === 0 ? 1 : 0));
    const target = withTarget ? Uint8Array.from(seeds.slice(0, cells), (seed, cell) => (holes[cell] ? 0 : seed % states)) : null;
    const shape: BoardShape = {
      rows,
      columns,
      states,
      objective: seeds[31] % states,
      topology,
      ...(neighbourhood !== undefined ? { neighbourhood } : {}),
      ...(holes.includes(1) ? { holes } : {}),
      ...(target ? { target } : {}),
    };
    const goal = createPuzzle(shape);
    const solved: Puzzle = target ? { ...goal, grid: target.slice() } : goal;
    const values = seeds.slice(16, 16 + cells).map((seed, cell) => (holes[cell] ? 0 : seed % states));
    return scrambled ? applyPresses(solved, values) : { ...solved, grid: Uint8Array.from(values) };
  })
  .filter((puzzle) => puzzle.states ** puzzle.grid.filter((_, cell) => !puzzle.holes?.[cell]).length <= 2 ** 12);

function boardWithRulesText(puzzle: Puzzle): string {
  return JSON.stringify({
    rows: puzzle.rows,
    columns: puzzle.columns,
    k: puzzle.states,
    objective: puzzle.objective,
    topology: puzzle.topology,
    neighbourhood: puzzle.neighbourhood,
    holes: puzzle.holes ? [...puzzle.holes].join('') : null,
    target: puzzle.target ? [...puzzle.target].join('') : null,
    grid: [...puzzle.grid].join(''),
  });
}

function checkResult(puzzle: Puzzle, result: SolveResult, runner: 'native' | 'wasm'): void {
  const what = `${runner}: ${boardWithRulesText(puzzle)}`;
  const oracle = bruteForceSolve(puzzle);
  assert.equal(result.runner, runner, what);
  assert.equal(result.solvable, oracle.solvable, what);
  assert.equal(result.solutionCount, oracle.solutionCount, what);
  if (!result.solvable) {
    assertBruteForceCertificate(puzzle, result.certificate, what);
    return;
  }
  assert.equal(result.minimal, true, `${what}: clingo did not prove its minimum`);
  assert.equal(result.totalPresses, oracle.minTotal, what);
  assert.ok(result.presses, what);
  assertBruteForceSolves(puzzle, result.presses, what);
}

describe('clingo engine: holes, neighbourhoods and targets', function () {
  this.timeout(10 * 60_000);
  let native: ClingoSolver | undefined;
  let wasm: ClingoSolver | undefined;
  let runners: ClingoRunner[] = [];

  before(function () {
    requireClingoExecutable(this);
    const common = {
      trusted: true,
      log: recordingLog(),
      encodingPath: ENCODING_PATH,
      wasmWorkerScript: wasmWorkerScript(),
      wasmPath: WASM_PATH,
      timeoutSeconds: 120,
    };
    native = createClingoSolver({ ...common, runner: 'native', clingoPath: nativeClingo() });
    wasm = createClingoSolver({ ...common, runner: 'wasm' });
    runners = [
      createNativeRunner({ executable: nativeClingo(), log: common.log }),
      createWasmRunner({ workerScript: common.wasmWorkerScript, wasmPath: WASM_PATH, log: common.log }),
    ];
  });

  after(() => {
    native?.dispose();
    wasm?.dispose();
    for (const runner of runners) runner.dispose();
  });

  it('the encoding alone, on both runners, finds the minimum and enumerates every solution the oracle finds (150 random boards)', async () => {
    assert.equal(runners.length, 2, 'the before hook made both runners');
    const encoding = encodingText();
    await fc.assert(
      fc.asyncProperty(puzzleWithRules, async (puzzle) => {
        const oracle = bruteForceSolve(puzzle);
        const program = lightsProgram(encoding, puzzle);
        // The two runners at once: clingo's process and the WebAssembly worker each take a core.
        await Promise.all(
          runners.map(async (runner) => {
            const what = `${runner.kind}: ${boardWithRulesText(puzzle)}`;
            const found = interpretOptimisation(await runner.run({ program, options: OPTIMISE_OPTIONS, timeoutMs: 60_000 }), puzzle, 60);
            assert.equal(found.solvable, oracle.solvable, what);
            if (!found.solvable) return;
            assert.equal(found.minimal, true, what);
            assert.equal(found.totalPresses, oracle.minTotal, what);
            assertBruteForceSolves(puzzle, found.presses, what);
            const counted = interpretEnumeration(await runner.run({ program, options: ENUMERATE_OPTIONS, timeoutMs: 60_000 }), puzzle);
            assert.equal(counted, oracle.solutionCount, what);
          }),
        );
      }),
      { seed: 15_2025, numRuns: 150, endOnFailure: true },
    );
  });

  for (const { name, puzzle, minimum, count } of LITERAL_BOARDS) {
    it(`solves ${name} with both runners: ${minimum === null ? 'not solvable' : `${minimum} presses`}, ${count} solution${count === 1n ? '' : 's'}`, async () => {
      assert.ok(native && wasm, 'the before hook made both solvers');
      const oracle = bruteForceSolve(puzzle);
      assert.equal(oracle.minTotal, minimum, 'the oracle agrees with the literal minimum');
      assert.equal(oracle.solutionCount, count, 'the oracle agrees with the literal count');
      for (const [solver, runner] of [
        [native, 'native'],
        [wasm, 'wasm'],
      ] as const) {
        const result = await solver.solve(puzzle);
        assert.equal(result.totalPresses, minimum, runner);
        assert.equal(result.solutionCount, count, runner);
        checkResult(puzzle, result, runner);
      }
    });
  }

  it('solves a board that is all holes: nothing to press, proven', async () => {
    assert.ok(native && wasm, 'the before hook made both solvers');
    const puzzle = createPuzzle({ rows: 2, columns: 2, states: 3, objective: 1, topology: 'plain', holes: Uint8Array.from([1, 1, 1, 1]) });
    for (const solver of [native, wasm]) {
      const result = await solver.solve(puzzle);
      assert.deepEqual([result.solvable, result.totalPresses, result.minimal, result.solutionCount], [true, 0, true, 1n]);
      assert.deepEqual([...(result.presses ?? [])], [0, 0, 0, 0]);
    }
  });

  it('agrees with the oracle and the internal engine on 120 random boards with holes, neighbourhoods and targets', async () => {
    assert.ok(native && wasm, 'the before hook made both solvers');
    const [nativeSolver, wasmSolver] = [native, wasm];
    const seen = { holed: 0, targets: 0, lists: 0, torus: 0, solvable: 0, unsolvable: 0 };
    await fc.assert(
      fc.asyncProperty(puzzleWithRules, async (puzzle) => {
        const internal = solvePuzzle(puzzle);
        const oracle = bruteForceSolve(puzzle);
        assert.equal(internal.solvable, oracle.solvable, `internal: ${boardWithRulesText(puzzle)}`);
        assert.equal(internal.totalPresses, oracle.minTotal, `internal: ${boardWithRulesText(puzzle)}`);
        const [fromNative, fromWasm] = await Promise.all([nativeSolver.solve(puzzle), wasmSolver.solve(puzzle)]);
        checkResult(puzzle, fromNative, 'native');
        checkResult(puzzle, fromWasm, 'wasm');
        if (puzzle.holes) seen.holed++;
        if (puzzle.target) seen.targets++;
        if (Array.isArray(puzzle.neighbourhood)) seen.lists++;
        if (puzzle.topology === 'torus') seen.torus++;
        if (oracle.solvable) seen.solvable++;
        else seen.unsolvable++;
      }),
      { seed: 15_2024, numRuns: 120, endOnFailure: true },
    );
    for (const [kind, number] of Object.entries(seen)) assert.ok(number >= 10, `${kind}: ${number} boards of 120 (${JSON.stringify(seen)})`);
  });
});
