import * as assert from 'node:assert/strict';
import { createPuzzle, type Puzzle } from '../../src/core/puzzle';
import { createBoardWork, doBoardWork } from '../../src/gridEditor/boardWork';
import { SolveCancelledError } from '../../src/solvers/types';
import { FakeJobWorker } from '../workers/fakeJobWorker';

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
});
