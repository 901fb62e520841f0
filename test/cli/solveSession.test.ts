import * as assert from 'node:assert/strict';
import { CliError } from '../../src/cli/cliError';
import { describeSolveProgress, solveInternally, withProgressTitle, type Board } from '../../src/cli/solveSession';
import { timeLimitFlag } from '../../src/cli/timeLimit';
import { createPuzzle } from '../../src/core/puzzle';
import type { SolveOptions, SolveProgress, SolveResult, Solver } from '../../src/solvers/types';

const board: Board = { label: 'big\x1b.lights', puzzle: createPuzzle({ rows: 2, columns: 3, states: 2, objective: 0, topology: 'plain' }, 0) };
const NO_LIMIT = timeLimitFlag('0');
const RESULT = { solvable: true, totalPresses: 0 } as SolveResult;

/** A solver that reports `progress` in order, then answers (or throws `failure`), recording the options it got. */
function scriptedSolver(progress: SolveProgress[], failure?: Error): Solver & { options: SolveOptions[] } {
  const options: SolveOptions[] = [];
  return {
    name: 'internal',
    options,
    async solve(_puzzle, given = {}) {
      options.push(given);
      for (const step of progress) given.onProgress?.(step);
      if (failure) throw failure;
      return RESULT;
    },
  };
}

function terminal(isTTY: boolean): { isTTY: boolean; write: (text: string) => void; written: string[] } {
  const written: string[] = [];
  return { isTTY, write: (text) => written.push(text), written };
}

describe('cli: solve sessions (solveInternally, withProgressTitle, describeSolveProgress)', () => {
  it("describes a solve's progress: the phase, the share done, the best so far and the lower bound", () => {
    assert.equal(describeSolveProgress({ phase: 'system', fraction: 0.426 }), 'solving the linear system, 42%');
    assert.equal(
      describeSolveProgress({ phase: 'minimum', fraction: 0.5, bestTotal: 661, lowerBound: 540 }),
      'searching for the fewest presses, 50%, best 661, at least 540',
    );
    assert.equal(describeSolveProgress({ phase: 'minimum', fraction: 1.2 }), 'searching for the fewest presses, 100%');
  });

  it('shows the title and each progress on a terminal, skips first solutions, and clears the line', async () => {
    const tty = terminal(true);
    const solver = scriptedSolver([
      { phase: 'system', fraction: 0.5 },
      { phase: 'minimum', fraction: 0, firstSolution: { presses: Uint8Array.of(1), totalPresses: 1, solutionCount: 1n } },
      { phase: 'minimum', fraction: 0.25, bestTotal: 3 },
    ]);
    assert.equal(await solveInternally(board, { internalSolver: solver, minimumTimeoutMs: 1234, timeLimit: NO_LIMIT, terminal: tty }), RESULT);
    assert.equal(solver.options[0].minimumTimeoutMs, 1234);
    assert.deepEqual(tty.written, [
      '\r solving big\\u001b.lights (2x3)\x1b[K',
      '\r solving big\\u001b.lights (2x3): solving the linear system, 50%\x1b[K',
      '\r solving big\\u001b.lights (2x3): searching for the fewest presses, 25%, best 3\x1b[K',
      '\r\x1b[K',
    ]);
  });

  it('shows no progress when there is no terminal to show it on', async () => {
    for (const none of [null, terminal(false)]) {
      const solver = scriptedSolver([{ phase: 'system', fraction: 0.5 }]);
      await solveInternally(board, { internalSolver: solver, minimumTimeoutMs: 0, timeLimit: NO_LIMIT, terminal: none });
      assert.deepEqual(none?.written ?? [], []);
    }
  });

  it('refuses a board estimated beyond what is left of the time limit before any work, in one line (exit 3)', async () => {
    const solver = scriptedSolver([]);
    const big: Board = { label: 'big.lights', puzzle: createPuzzle({ rows: 3000, columns: 3000, states: 4, objective: 0, topology: 'hex' }, 1) };
    await assert.rejects(
      solveInternally(big, { internalSolver: solver, minimumTimeoutMs: 0, timeLimit: timeLimitFlag('0.5'), terminal: null }),
      (error: unknown) =>
        error instanceof CliError &&
        error.exitCode === 3 &&
        /^big\.lights: a 3000x3000 hex board with 4 states takes about \d+(\.\d)? s to solve; over the time limit of 0\.5 s \(--timeout; 0 lifts it\)$/.test(
          error.message,
        ),
    );
    assert.equal(solver.options.length, 0);
  });

  it('passes the limit to the engine as its deadline, and stops a linear system still solving at the limit (exit 3)', async () => {
    const limit = timeLimitFlag('5');
    const solver = scriptedSolver([]);
    await solveInternally(board, { internalSolver: solver, minimumTimeoutMs: 0, timeLimit: limit, terminal: null });
    assert.equal(solver.options[0].deadline, limit.deadline);
    // The clock is not waited on: the engine's first report comes after the limit is moved into the past.
    const passing = { seconds: 5, deadline: performance.now() + 60_000 };
    const slow: Solver = {
      name: 'internal',
      async solve(_puzzle, given = {}) {
        passing.deadline = performance.now() - 1;
        given.onProgress?.({ phase: 'system', fraction: 0.5 });
        return RESULT;
      },
    };
    await assert.rejects(
      solveInternally(board, { internalSolver: slow, minimumTimeoutMs: 0, timeLimit: passing, terminal: null }),
      (error: unknown) =>
        error instanceof CliError &&
        error.exitCode === 3 &&
        error.message === 'stopped at the time limit of 5 s (--timeout; 0 lifts it) while solving big\\u001b.lights',
    );
  });

  it('turns an engine failure into a solver failure (exit 3) naming the board, and still clears the line', async () => {
    const tty = terminal(true);
    await assert.rejects(
      solveInternally(board, { internalSolver: scriptedSolver([], new Error('out of memory')), minimumTimeoutMs: 0, timeLimit: NO_LIMIT, terminal: tty }),
      (error: unknown) => error instanceof CliError && error.exitCode === 3 && error.message === 'big\\u001b.lights: solver failed: out of memory',
    );
    assert.equal(tty.written.at(-1), '\r\x1b[K');
  });

  it('withProgressTitle names the engine while the solve runs and clears the line even when it throws', async () => {
    const tty = terminal(true);
    assert.equal(await withProgressTitle(board, { terminal: tty }, 'clingo', async () => 7), 7);
    assert.deepEqual(tty.written, ['\r solving big\\u001b.lights (2x3) with clingo\x1b[K', '\r\x1b[K']);
    await assert.rejects(
      withProgressTitle(board, { terminal: tty }, 'clingo', () => Promise.reject(new Error('no'))),
      /no/,
    );
    assert.equal(tty.written.length, 4);
  });
});
