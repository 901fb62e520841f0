import * as assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { createPuzzle, PuzzleError, randomSolvablePuzzle, type Puzzle } from '../../src/core/puzzle';
import { createRandom } from '../../src/core/random';
import { solvePuzzle } from '../../src/solvers/internal/solvePuzzle';
import { SolveCancelledError, SolverMemoryError, type SolveProgress, type SolveResult } from '../../src/solvers/types';
import type { SolveJobInput } from '../../src/solvers/solveJob';
import { createWorkerSolver } from '../../src/solvers/workerSolver';
import type { WorkerFactory } from '../../src/workers/workerRunner';
import { fakeWorkers } from '../workers/fakeJobWorker';

const script = join(__dirname, '..', '..', '..', 'dist', 'solverWorker.js');

const allOn = (rows: number, columns: number): Puzzle => createPuzzle({ rows, columns, states: 2, objective: 0, topology: 'plain' }, 1);

/** Real worker threads, counted. */
function countedThreads(): { factory: WorkerFactory; started: Worker[] } {
  const started: Worker[] = [];
  return {
    started,
    factory: (path) => {
      const worker = new Worker(path);
      started.push(worker);
      return worker;
    },
  };
}

describe('solvers: worker-thread solver', () => {
  before(() => {
    if (!existsSync(script)) throw new Error(`${script} is missing: npm test builds it first (npm run build)`);
  });

  it('solves in a worker with the same result as in-process, and keeps the worker warm for the next solve', async () => {
    const puzzle = randomSolvablePuzzle({ rows: 60, columns: 70, states: 3, objective: 1, topology: 'hex' }, createRandom('w'));
    const { factory, started } = countedThreads();
    const solver = createWorkerSolver(script, factory);
    try {
      const result = await solver.solve(puzzle);
      const expected = solvePuzzle(puzzle);
      assert.deepEqual(result.presses, expected.presses);
      assert.equal(result.solutionCount, expected.solutionCount);
      assert.equal(result.solver, 'internal');
      const small = await solver.solve(allOn(5, 5));
      assert.equal(small.totalPresses, 15);
      assert.equal(small.minimal, true);
      assert.equal(started.length, 1, 'the second solve ran in the warm worker');
    } finally {
      solver.dispose();
    }
  });

  it('solves even the smallest board in the worker, never in-process', async () => {
    const { factory, workers } = fakeWorkers();
    const solver = createWorkerSolver('solver.js', factory);
    const solving = solver.solve(allOn(1, 1), { minimumTimeoutMs: 250 });
    assert.equal(workers.length, 1);
    const input = workers[0].requests[0].input as SolveJobInput;
    assert.deepEqual(input, { puzzle: { rows: 1, columns: 1, states: 2, objective: 0, topology: 'plain', grid: Uint8Array.of(1) }, minimumTimeoutMs: 250 });
    const answer = solvePuzzle(allOn(1, 1));
    workers[0].answer(answer);
    assert.equal(await solving, answer);
    solver.dispose();
  });

  it('forwards the engine’s progress', async () => {
    const { factory, workers } = fakeWorkers();
    const solver = createWorkerSolver('solver.js', factory);
    const seen: SolveProgress[] = [];
    const solving = solver.solve(allOn(3, 3), { onProgress: (progress) => seen.push(progress) });
    assert.equal(workers[0].requests[0].wantsProgress, true);
    workers[0].progress({ phase: 'system', fraction: 1 });
    workers[0].progress({ phase: 'minimum', fraction: 0.5, bestTotal: 5, lowerBound: 3 });
    workers[0].answer(solvePuzzle(allOn(3, 3)));
    await solving;
    assert.deepEqual(seen, [
      { phase: 'system', fraction: 1 },
      { phase: 'minimum', fraction: 0.5, bestTotal: 5, lowerBound: 3 },
    ]);
    solver.dispose();
  });

  it('forwards the engine’s progress from the real worker, and honours the minimum timeout', async () => {
    const solver = createWorkerSolver(script);
    try {
      const seen: SolveProgress[] = [];
      // All-on 39x39 has 2^32 solutions: its minimum search is estimated at over a second (a shorter timeout answers at
      // once, without a search), so within 2 s it runs, reports progress, and ends or stops at the timeout.
      const result = await solver.solve(allOn(39, 39), { minimumTimeoutMs: 2000, onProgress: (progress) => seen.push(progress) });
      assert.ok(seen.some(({ phase }) => phase === 'minimum'));
      // The first solution crosses the thread boundary whole: its presses and the exact count.
      const first = seen.find((progress) => progress.firstSolution !== undefined)?.firstSolution;
      assert.ok(first !== undefined && first.presses instanceof Uint8Array && first.presses.length === 39 * 39);
      assert.equal(first.solutionCount, 2n ** 32n);
      assert.ok(result.totalPresses !== null && result.totalPresses <= first.totalPresses);
      for (const { phase, fraction } of seen) assert.ok((phase === 'system' || phase === 'minimum') && fraction >= 0 && fraction <= 1);
      assert.equal(result.solutionCount, 2n ** 32n);
      assert.ok(result.totalPresses !== null && result.lowerBound !== null && result.lowerBound <= result.totalPresses);
      assert.ok(result.totalPresses >= 561, 'no solution beats the published minimum (OEIS A075464)');
    } finally {
      solver.dispose();
    }
  });

  it('cancels by terminating the worker, and starts a new one for the next solve', async () => {
    const { factory, started } = countedThreads();
    const solver = createWorkerSolver(script, factory);
    try {
      const controller = new AbortController();
      const solving = solver.solve(createPuzzle({ rows: 600, columns: 600, states: 4, objective: 0, topology: 'plain' }, 1), { signal: controller.signal });
      const exited = new Promise((resolve) => started[0].once('exit', resolve));
      controller.abort();
      await assert.rejects(solving, SolveCancelledError);
      await exited;
      assert.equal((await solver.solve(allOn(4, 4))).totalPresses, 4);
      assert.equal(started.length, 2);
      await assert.rejects(solver.solve(allOn(4, 4), { signal: controller.signal }), SolveCancelledError);
      assert.equal(started.length, 2, 'no worker for an aborted signal');
    } finally {
      solver.dispose();
    }
  });

  it('brings the engine’s errors back as their classes', async () => {
    const solver = createWorkerSolver(script);
    try {
      const invalid = { ...allOn(2, 2), rows: 0 };
      await assert.rejects(solver.solve(invalid), (error: Error) => error instanceof PuzzleError && error.message === 'rows must be an integer >= 1, got 0');
    } finally {
      solver.dispose();
    }
    const { factory, workers } = fakeWorkers();
    const faked = createWorkerSolver('solver.js', factory);
    const solving = faked.solve(allOn(2, 2));
    const message = 'a 10000x10000 torus board with 7 states needs about 9.1 GB to solve';
    workers[0].fail({ kind: 'SolverMemoryError', name: 'SolverMemoryError', message, data: 9.1e9 });
    await assert.rejects(solving, (error: Error) => error instanceof SolverMemoryError && error.message === message && error.bytesNeeded === 9.1e9);
    faked.dispose();
  });

  it('dispose cancels every running solve', async () => {
    const { factory, workers } = fakeWorkers();
    const solver = createWorkerSolver('solver.js', factory);
    const solving: Promise<SolveResult>[] = [solver.solve(allOn(2, 2)), solver.solve(allOn(3, 3))];
    solver.dispose();
    for (const running of solving) await assert.rejects(running, SolveCancelledError);
    assert.deepEqual(
      workers.map((worker) => worker.terminated),
      [true, true],
    );
  });
});
