import * as assert from 'node:assert/strict';
import { createPuzzle, type Puzzle } from '../../src/core/puzzle';
import { createBoardWork, doBoardWork } from '../../src/gridEditor/boardWork';
import { withDelayedProgress, type ProgressNotice } from '../../src/host/delayedProgress';
import { generationProgressMessage, generationTitle } from '../../src/gridEditor/generationProgress';
import { SolveCancelledError } from '../../src/solvers/types';
import { FakeJobWorker } from '../workers/fakeJobWorker';
import { waitUntil } from '../support/waitUntil';

const SHAPE = { rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain' } as const;

describe('editor: board work off the host thread (fake workers)', () => {
  it('does a generation and a path as the worker does them', () => {
    const steps: string[] = [];
    const output = doBoardWork({ task: 'generate', shape: SHAPE, request: { seed: 'seed-1', difficulty: 'hard' } }, (step) => steps.push(step.stage));
    assert.equal(output.task, 'generate');
    if (output.task === 'generate') assert.equal(output.generated.difficulty, 'hard');
    assert.equal(steps[0], 'shape');
    const puzzle: Puzzle = { ...createPuzzle(SHAPE), grid: Uint8Array.from([0, 1, 0, 1, 1, 1, 0, 1, 0]) };
    const path = doBoardWork({ task: 'path', puzzle }, undefined);
    assert.equal(path.task, 'path');
    if (path.task === 'path' && path.path.kind === 'path') assert.deepEqual(path.path.moves, [{ row: 1, col: 1, state: 'ba' }]);
    else assert.fail(`no path: ${JSON.stringify(path)}`);
  });

  it('forwards the generation steps and cancelling terminates the worker and rejects with SolveCancelledError', async () => {
    const workers: FakeJobWorker[] = [];
    const work = createBoardWork('boardWorker.js', () => {
      const worker = new FakeJobWorker();
      workers.push(worker);
      return worker;
    });
    const controller = new AbortController();
    const heard: string[] = [];
    const running = work.generate(SHAPE, { seed: 1, difficulty: 'hard' }, { signal: controller.signal, onProgress: (step) => heard.push(step.stage) });
    assert.equal(workers.length, 1);
    assert.deepEqual(workers[0].requests[0].input, { task: 'generate', shape: SHAPE, request: { seed: 1, difficulty: 'hard' } });
    assert.equal(workers[0].requests[0].wantsProgress, true);
    workers[0].progress({ stage: 'shape' });
    workers[0].progress({ stage: 'solve', solve: 1, budget: 200 });
    controller.abort();
    await assert.rejects(running, SolveCancelledError);
    assert.deepEqual(heard, ['shape', 'solve']);
    assert.equal(workers[0].terminated, true);
    work.dispose();
  });

  it('answers a path from the worker and keeps the worker for the next piece of work', async () => {
    const workers: FakeJobWorker[] = [];
    const work = createBoardWork('boardWorker.js', () => {
      const worker = new FakeJobWorker((request, self) => self.answer({ task: 'path', path: { kind: 'unavailable', reason: `job ${request.jobId}` } }));
      workers.push(worker);
      return worker;
    });
    assert.deepEqual(await work.solutionPath(createPuzzle(SHAPE)), { kind: 'unavailable', reason: 'job 1' });
    assert.deepEqual(await work.solutionPath(createPuzzle(SHAPE)), { kind: 'unavailable', reason: 'job 2' });
    assert.equal(workers.length, 1);
    assert.equal(workers[0].requests[0].wantsProgress, false);
    work.dispose();
    assert.equal(workers[0].terminated, true);
  });

  it('names the generation and its steps in plain words', () => {
    assert.equal(generationTitle(SHAPE, 'hard'), 'Generating a hard 3x3 puzzle');
    assert.equal(generationTitle({ rows: 40, columns: 30, topology: 'torus' }, undefined), 'Generating a random 40x30 torus puzzle');
    assert.equal(generationTitle(SHAPE, 'easy'), 'Generating an easy 3x3 puzzle');
    assert.equal(generationProgressMessage({ stage: 'shape' }), 'Rating the board shape…');
    assert.equal(generationProgressMessage({ stage: 'solve', solve: 3, budget: 104 }), 'Checking candidate 3 of at most 104 for its fewest moves…');
    assert.equal(generationProgressMessage({ stage: 'build' }), 'Building the board…');
  });
});

describe('editor: delayed progress notice (fake notice)', () => {
  function fakeNotices() {
    const events: string[] = [];
    const cancels: (() => void)[] = [];
    const show = (title: string, onCancel: () => void): ProgressNotice => {
      events.push(`show ${title}`);
      cancels.push(onCancel);
      return { report: (message) => events.push(`report ${message}`), close: () => events.push('close') };
    };
    return { events, cancels, show };
  }

  it('shows nothing for work that ends before the delay', async () => {
    const { events, show } = fakeNotices();
    const result = await withDelayedProgress(async (_signal, report) => (report('step'), 42), { title: 'Working', show, delayMs: 60_000 });
    assert.equal(result, 42);
    assert.deepEqual(events, []);
  });

  it('shows the latest message once the delay passes, and Cancel aborts the work, which ends with its error', async () => {
    const { events, cancels, show } = fakeNotices();
    const running = withDelayedProgress(
      (signal, report) =>
        new Promise<number>((_resolve, reject) => {
          report('first');
          report('second');
          signal.addEventListener('abort', () => reject(new SolveCancelledError()));
        }),
      { title: 'Generating a hard 5x5 puzzle', show, delayMs: 0 },
    );
    await waitUntil(() => cancels.length === 1);
    assert.deepEqual(events, ['show Generating a hard 5x5 puzzle', 'report second']);
    cancels[0]();
    await assert.rejects(running, SolveCancelledError);
    assert.deepEqual(events, ['show Generating a hard 5x5 puzzle', 'report second', 'close']);
  });

  it('aborts the work when the caller’s signal aborts (a closed panel)', async () => {
    const { show } = fakeNotices();
    const owner = new AbortController();
    let seen: AbortSignal | undefined;
    const running = withDelayedProgress(
      (signal) => {
        seen = signal;
        return new Promise<void>((_resolve, reject) => signal.addEventListener('abort', () => reject(new SolveCancelledError())));
      },
      { title: 'Working', show, delayMs: 60_000, signal: owner.signal },
    );
    owner.abort();
    await assert.rejects(running, SolveCancelledError);
    assert.equal(seen?.aborted, true);
  });
});
