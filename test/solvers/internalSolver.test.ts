import * as assert from 'node:assert/strict';
import { createPuzzle, randomSolvablePuzzle } from '../../src/core/puzzle';
import { createRandom } from '../../src/core/random';
import { createInternalSolver } from '../../src/solvers/internalSolver';
import { solvePuzzle } from '../../src/solvers/internal/solvePuzzle';
import { SolveCancelledError, type SolveProgress } from '../../src/solvers/types';

describe('solvers: the internal engine in-process behind the Solver interface', () => {
  it('gives the engine’s result', async () => {
    const solver = createInternalSolver();
    assert.equal(solver.name, 'internal');
    const puzzle = randomSolvablePuzzle({ rows: 7, columns: 9, states: 4, objective: 1, topology: 'torus' }, createRandom('in-process'));
    const result = await solver.solve(puzzle);
    const expected = solvePuzzle(puzzle);
    assert.deepEqual(result.presses, expected.presses);
    assert.equal(result.solutionCount, expected.solutionCount);
    const classic = await solver.solve(createPuzzle({ rows: 5, columns: 5, states: 2, objective: 0, topology: 'plain' }, 1));
    assert.equal(classic.totalPresses, 15);
    assert.equal(classic.minimal, true);
    assert.equal(classic.solutionCount, 4n);
  });

  it('forwards the engine’s progress, and stops at a progress report once the signal is aborted', async () => {
    const controller = new AbortController();
    const seen: SolveProgress[] = [];
    const allOn39 = createPuzzle({ rows: 39, columns: 39, states: 2, objective: 0, topology: 'plain' }, 1);
    const solving = createInternalSolver().solve(allOn39, {
      signal: controller.signal,
      minimumTimeoutMs: 10_000,
      onProgress: (progress) => {
        seen.push(progress);
        controller.abort();
      },
    });
    await assert.rejects(solving, SolveCancelledError);
    assert.equal(seen.length, 1);
    assert.equal(seen[0].phase, 'minimum');
  });

  it('rejects at once for an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await assert.rejects(
      createInternalSolver().solve(createPuzzle({ rows: 2, columns: 2, states: 2, objective: 0, topology: 'plain' }, 1), { signal: controller.signal }),
      SolveCancelledError,
    );
  });
});
