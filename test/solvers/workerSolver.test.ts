import * as assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { createPuzzle, randomSolvablePuzzle } from '../../src/core/puzzle';
import { createRandom } from '../../src/core/random';
import { solvePuzzle } from '../../src/solvers/internal/solvePuzzle';
import { SolveCancelledError } from '../../src/solvers/types';
import { createWorkerSolver, IN_PROCESS_CELL_LIMIT } from '../../src/solvers/workerSolver';

const script = join(__dirname, '..', '..', '..', 'dist', 'solverWorker.js');

describe('solvers: worker-thread solver', () => {
  before(() => {
    if (!existsSync(script)) throw new Error(`${script} is missing: npm test builds it first (npm run build)`);
  });

  it('solves large boards in a worker with the same result as in-process', async () => {
    const puzzle = randomSolvablePuzzle({ rows: 60, columns: 70, states: 3, objective: 1, topology: 'hex' }, createRandom('w'));
    assert.ok(puzzle.grid.length > IN_PROCESS_CELL_LIMIT);
    let started = 0;
    const solver = createWorkerSolver(script, (path) => {
      started++;
      return new Worker(path);
    });
    const result = await solver.solve(puzzle);
    const expected = solvePuzzle(puzzle);
    assert.equal(started, 1);
    assert.deepEqual(result.presses, expected.presses);
    assert.equal(result.solutionCount, expected.solutionCount);
  });

  it('solves small boards in-process without starting a worker', async () => {
    const solver = createWorkerSolver(script, () => {
      throw new Error('no worker expected');
    });
    const result = await solver.solve(createPuzzle({ rows: 5, columns: 5, states: 2, objective: 0, topology: 'plain' }, 1));
    assert.equal(result.totalPresses, 15);
  });

  it('cancels by terminating the worker', async () => {
    const solver = createWorkerSolver(script);
    const controller = new AbortController();
    const solving = solver.solve(createPuzzle({ rows: 600, columns: 600, states: 4, objective: 0, topology: 'plain' }, 1), { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await assert.rejects(solving, SolveCancelledError);
  });

  it('passes the engine error through with its name', async () => {
    const solver = createWorkerSolver(script);
    await assert.rejects(
      solver.solve(createPuzzle({ rows: 3000, columns: 3000, states: 4, objective: 0, topology: 'plain' }, 1)),
      (error: Error) => error.name === 'SolverLimitError',
    );
  });
});
