import * as assert from 'node:assert/strict';
import { createPuzzle, type Puzzle } from '../../src/core/puzzle';
import { samePuzzle, SharedSolves } from '../../src/gridEditor/sharedSolves';
import { solvePuzzle } from '../../src/solvers/internal/solvePuzzle';
import { SolveCancelledError, type SolveOptions, type SolveProgress, type SolveResult, type Solver } from '../../src/solvers/types';

const allOn3 = createPuzzle({ rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain' }, 1);

/** An engine whose runs end when the test says, each with the options it was given. */
function heldSolver(): { solver: Solver; runs: { puzzle: Puzzle; options: SolveOptions; finish(): void }[] } {
  const runs: { puzzle: Puzzle; options: SolveOptions; finish(): void }[] = [];
  const solver: Solver = {
    name: 'internal',
    solve: (puzzle, options = {}) =>
      new Promise<SolveResult>((resolve, reject) => {
        options.signal?.addEventListener('abort', () => reject(new SolveCancelledError()));
        runs.push({ puzzle, options, finish: () => resolve(solvePuzzle(puzzle)) });
      }),
  };
  return { solver, runs };
}

const firstReport = (puzzle: Puzzle): SolveProgress => {
  const { presses, totalPresses } = solvePuzzle(puzzle);
  return { phase: 'minimum', fraction: 0, firstSolution: { presses: presses ?? new Uint8Array(0), totalPresses: totalPresses ?? 0, solutionCount: 1n } };
};

describe('editor: engine runs shared by the requests for the same board', () => {
  it('runs the engine once for requests of the same board at once, and tells a later one the first solution already found', async () => {
    const { solver, runs } = heldSolver();
    const shared = new SharedSolves();
    const heardFirst: SolveProgress[] = [];
    const heardSecond: SolveProgress[] = [];
    const first = shared.solve(solver, allOn3, { minimumTimeoutMs: 100, onProgress: (report) => heardFirst.push(report) });
    const report = firstReport(allOn3);
    runs[0].options.onProgress?.(report);
    const second = shared.solve(
      solver,
      { ...allOn3, grid: Uint8Array.from(allOn3.grid) },
      { minimumTimeoutMs: 100, onProgress: (report) => heardSecond.push(report) },
    );
    assert.equal(runs.length, 1, 'the same board (another array of the same cells): one run');
    assert.deepEqual(heardSecond, [report], 'the first solution, at once');
    runs[0].finish();
    const [a, b] = await Promise.all([first, second]);
    assert.equal(a, b);
    assert.deepEqual(heardFirst, [report]);
    // The run ended: a new request starts one of its own.
    void shared.solve(solver, allOn3, { minimumTimeoutMs: 100 });
    assert.equal(runs.length, 2);
    runs[1].finish();
  });

  it('runs the engine apart for another board or another time for the fewest presses', () => {
    const { solver, runs } = heldSolver();
    const shared = new SharedSolves();
    void shared.solve(solver, allOn3, { minimumTimeoutMs: 100 });
    void shared.solve(solver, { ...allOn3, objective: 1 }, { minimumTimeoutMs: 100 });
    void shared.solve(solver, allOn3, { minimumTimeoutMs: 200 });
    assert.equal(runs.length, 3);
    runs.forEach((run) => run.finish());
  });

  it('cancels only the request whose signal aborts, and the run once every request has left', async () => {
    const { solver, runs } = heldSolver();
    const shared = new SharedSolves();
    const leaving = new AbortController();
    const staying = new AbortController();
    const left = shared.solve(solver, allOn3, { signal: leaving.signal });
    const stays = shared.solve(solver, allOn3, { signal: staying.signal });
    leaving.abort();
    await assert.rejects(left, SolveCancelledError);
    assert.equal(runs[0].options.signal?.aborted, false, 'the other request still waits');
    runs[0].finish();
    assert.equal((await stays).solvable, true);

    const only = new AbortController();
    const alone = shared.solve(solver, allOn3, { signal: only.signal });
    only.abort();
    await assert.rejects(alone, SolveCancelledError);
    assert.equal(runs[1].options.signal?.aborted, true, 'nobody waits: the engine stops');
    // A request after that starts a new run rather than join the cancelled one.
    void shared.solve(solver, allOn3);
    assert.equal(runs.length, 3);
    runs[2].finish();
    await assert.rejects(shared.solve(solver, allOn3, { signal: AbortSignal.abort() }), SolveCancelledError);
  });

  it('tells boards apart by shape, rules and cells', () => {
    const holes = Uint8Array.from({ length: 9 }, (_, cell) => (cell === 4 ? 1 : 0));
    assert.ok(samePuzzle(allOn3, { ...allOn3, grid: Uint8Array.from(allOn3.grid), holes: null } as Puzzle));
    for (const other of [
      { ...allOn3, grid: Uint8Array.from(allOn3.grid, (value, cell) => (cell === 8 ? 0 : value)) },
      { ...allOn3, states: 3 },
      { ...allOn3, topology: 'torus' as const },
      { ...allOn3, holes },
      { ...allOn3, target: new Uint8Array(9) },
      { ...allOn3, neighbourhood: 'moore' as const },
    ]) {
      assert.equal(samePuzzle(allOn3, other as Puzzle), false, JSON.stringify(other));
    }
  });
});
