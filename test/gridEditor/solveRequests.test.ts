import * as assert from 'node:assert/strict';
import { parseLights } from '../../src/core/format/formatRead';
import { createPuzzle } from '../../src/core/puzzle';
import { solveForPanel, SolveProgressForwarder, SolveRequests, type PanelSolveServices } from '../../src/gridEditor/solveRequests';
import { solvePuzzle } from '../../src/solvers/internal/solvePuzzle';
import { SolveCancelledError, SolverMemoryError, type SolveProgress, type Solver } from '../../src/solvers/types';
import type { HostMessage } from '../../src/protocol/protocol';
import { waitUntil } from '../support/waitUntil';

const allOn3 = createPuzzle({ rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain' }, 1);

/** Services around `solver`, with the log kept as lines. */
function services(solver: Solver): { services: PanelSolveServices; logs: string[] } {
  const logs: string[] = [];
  return {
    logs,
    services: {
      solver: () => ({ solver, label: 'internal' }),
      log: { info: (message) => logs.push(`info ${message}`), error: (message) => logs.push(`error ${message}`) },
      progressDelayMs: 60_000,
    },
  };
}

const failing = (error: Error): Solver => ({ name: 'internal', solve: () => Promise.reject(error) });

/** Solves the all-on 3x3 board with `solver`; what the panel and the user were told. */
async function solveAllOn3(solver: Solver) {
  const { services: panelServices, logs } = services(solver);
  const errors: string[] = [];
  const posted: HostMessage[] = [];
  const solved = await solveForPanel({
    puzzle: allOn3,
    version: 4,
    requestId: 1,
    signal: new AbortController().signal,
    services: panelServices,
    panel: { post: (message) => posted.push(message) },
    onError: (message) => errors.push(message),
  });
  return { solved, errors, logs, posted };
}

describe('editor: a panel’s solve and hint requests', () => {
  it('says up front what a long solve of the internal engine will take, in its progress message and the log', async () => {
    // A solver that waits for its cancel: the panel's progress shows at once (no delay), and nothing is solved.
    const waiting: Solver = {
      name: 'internal',
      solve: (_puzzle, options) => new Promise((_resolve, reject) => options?.signal?.addEventListener('abort', () => reject(new SolveCancelledError()))),
    };
    const large = createPuzzle({ rows: 3000, columns: 3000, states: 4, objective: 0, topology: 'hex' }, 1);
    for (const [puzzle, message] of [
      [large, /^Solving the 3000x3000 board with the internal engine: about \d+(\.\d)? s…$/],
      [allOn3, /^Solving the 3x3 board with the internal engine…$/],
    ] as const) {
      const { services: panelServices, logs } = services(waiting);
      const posted: HostMessage[] = [];
      const controller = new AbortController();
      const solving = solveForPanel({
        puzzle,
        version: 1,
        requestId: 2,
        signal: controller.signal,
        services: { ...panelServices, progressDelayMs: 0 },
        panel: { post: (sent) => posted.push(sent) },
        onError: () => {},
      });
      await waitUntil(() => posted.some((sent) => sent.type === 'progress'));
      const progress = posted.find((sent) => sent.type === 'progress');
      assert.ok(progress && progress.type === 'progress');
      assert.match(progress.message, message);
      controller.abort();
      assert.equal(await solving, null);
      assert.equal(
        logs.some((line) => line.includes('takes about')),
        puzzle === large,
      );
    }
  });

  it('forwards a solve’s progress only once started, only when what the panel shows changes, and never after stop', () => {
    const posted: HostMessage[] = [];
    const progress = new SolveProgressForwarder({ post: (message) => posted.push(message) }, 7, 'Solving…');
    progress.report({ phase: 'system', fraction: 0.5 });
    assert.deepEqual(posted, []);
    progress.start();
    progress.report({ phase: 'system', fraction: 0.504 });
    progress.report({ phase: 'minimum', fraction: 2, bestTotal: 9, lowerBound: 3 });
    progress.stop();
    progress.report({ phase: 'minimum', fraction: 0.1 });
    assert.deepEqual(posted, [
      { type: 'progress', requestId: 7, message: 'Solving…', solve: { phase: 'system', fraction: 0.5 } },
      { type: 'progress', requestId: 7, message: 'Solving…', solve: { phase: 'minimum', fraction: 1, bestTotal: 9, lowerBound: 3 } },
    ]);
  });

  it('starts with the message alone when the engine has not reported yet', () => {
    const posted: HostMessage[] = [];
    const progress = new SolveProgressForwarder({ post: (message) => posted.push(message) }, 2, 'Solving…');
    progress.start();
    progress.report({ phase: 'system', fraction: Number.NaN });
    assert.deepEqual(posted, [
      { type: 'progress', requestId: 2, message: 'Solving…' },
      { type: 'progress', requestId: 2, message: 'Solving…', solve: { phase: 'system', fraction: 0 } },
    ]);
  });

  it('solves and logs the engine, the time and the presses', async () => {
    const { solved, errors, logs, posted } = await solveAllOn3({ name: 'internal', solve: async (puzzle) => ({ ...solvePuzzle(puzzle), elapsedMs: 2 }) });
    assert.equal(solved?.result.totalPresses, 5);
    assert.equal(solved?.label, 'internal');
    assert.equal(solved?.version, 4);
    assert.deepEqual(errors, []);
    assert.deepEqual(posted, []);
    assert.deepEqual(logs, ['info solve 3x3, 2 states, plain: internal engine, 2.0 ms, 5 presses (minimal), 1 solutions']);
  });

  it('turns a cancel, a board too large for memory and an engine failure into sentences for the user', async () => {
    const cancelled = await solveAllOn3(failing(new SolveCancelledError()));
    assert.equal(cancelled.solved, null);
    assert.deepEqual(cancelled.errors, ['Cancelled.']);
    assert.deepEqual(cancelled.logs, ['info solve 3x3, 2 states, plain: cancelled']);
    const memory = await solveAllOn3(failing(new SolverMemoryError('needs 9 GB', 9e9)));
    assert.deepEqual(memory.errors, ['needs 9 GB']);
    assert.deepEqual(memory.logs, ['info solve 3x3, 2 states, plain: needs 9 GB']);
    const broken = await solveAllOn3(failing(new Error('boom')));
    assert.deepEqual(broken.errors, ['The internal engine failed: boom']);
    assert.deepEqual(broken.logs, ['error solve 3x3, 2 states, plain: internal engine failed: boom']);
  });

  it('answers Solve pressed while the game searches the same board from that search: its first solution at once, then its answer', async () => {
    const posted: HostMessage[] = [];
    const runs: { report(progress: SolveProgress): void; finish(): void }[] = [];
    const solver: Solver = {
      name: 'internal',
      solve: (puzzle, options) =>
        new Promise((resolve) => runs.push({ report: (progress) => options?.onProgress?.(progress), finish: () => resolve(solvePuzzle(puzzle)) })),
    };
    const requests = new SolveRequests({
      document: { version: 3 },
      panel: { post: (message) => posted.push(message) },
      services: services(solver).services,
      parse: async () => ({ parsed: parseLights('rows = 3\ncolumns = 3\ngrid = """\n1 1 1\n1 1 1\n1 1 1\n"""\n'), version: 3 }),
      running: new Map(),
    });
    const baseline = requests.solve(1, 'baseline', undefined);
    await waitUntil(() => runs.length === 1);
    const { presses, totalPresses } = solvePuzzle(allOn3);
    runs[0].report({
      phase: 'minimum',
      fraction: 0,
      firstSolution: { presses: presses ?? new Uint8Array(0), totalPresses: totalPresses ?? 0, solutionCount: 1n },
    });
    const solution = requests.solve(2, 'solution', undefined);
    await waitUntil(() => posted.some((message) => message.type === 'solveFirst'));
    assert.equal(runs.length, 1, 'one engine run for both');
    const first = posted.find((message) => message.type === 'solveFirst');
    assert.ok(first?.type === 'solveFirst' && first.requestId === 2 && first.solution.totalPresses === 5);
    runs[0].finish();
    await Promise.all([baseline, solution]);
    const results = posted.filter((message) => message.type === 'solveResult');
    assert.deepEqual(
      results.map(
        (message) => message.type === 'solveResult' && [message.requestId, message.purpose, message.outcome.ok && message.outcome.solution.totalPresses],
      ),
      [
        [1, 'baseline', 5],
        [2, 'solution', 5],
      ],
    );
  });

  it('answers a hint for a broken text, or for a press off the board, with the reason and the version', async () => {
    const posted: HostMessage[] = [];
    const running = new Map<number, AbortController>();
    let text = 'rows = 3\ncolumns = 3\ngrid = """\n1 1\n"""\n';
    const requests = new SolveRequests({
      document: { version: 3 },
      panel: { post: (message) => posted.push(message) },
      services: services({ name: 'internal', solve: async (puzzle) => solvePuzzle(puzzle) }).services,
      parse: async () => ({ parsed: parseLights(text), version: 3 }),
      running,
    });
    await requests.hint(1, undefined);
    text = 'rows = 1\ncolumns = 2\ngrid = """\n1 1\n"""\n';
    await requests.hint(2, { presses: [{ row: 0, col: 5, delta: 1 }] });
    await requests.hint(3, undefined);
    assert.deepEqual(posted, [
      { type: 'hintResult', requestId: 1, version: 3, hint: { kind: 'error', message: 'The text has errors; fix them first (Open as Text).' } },
      { type: 'hintResult', requestId: 2, version: 3, hint: { kind: 'error', message: 'a press at row 1, column 6 lies outside the 1 × 2 board' } },
      { type: 'hintResult', requestId: 3, version: 3, hint: { kind: 'press', row: 0, col: 1, remaining: 1, shortest: true } },
    ]);
    assert.equal(running.size, 0, 'no request is left to cancel');
  });
});
