import * as assert from 'node:assert/strict';
import { shapeDifficultyScale } from '../../src/analysis/difficultyDistribution';
import { createPuzzle, PuzzleError, type Puzzle } from '../../src/core/puzzle';
import { boardWorkJob, createBoardWork, doBoardWork } from '../../src/gridEditor/boardWork';
import { SolveCancelledError } from '../../src/solvers/types';
import { serializeError } from '../../src/workers/errorRegistry';
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

  it('makes a shape’s difficulty scale as generation does, and refuses an invalid shape', () => {
    const torus = { rows: 4, columns: 4, states: 3, topology: 'torus', holes: Uint8Array.from([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]) } as const;
    const output = doBoardWork({ task: 'scale', shape: torus }, undefined);
    assert.deepEqual(output, { task: 'scale', scale: shapeDifficultyScale(torus) });
    // The classic 3x3 board has no quiet patterns: C(9, m) of its states need m moves, cut in thirds.
    assert.deepEqual(doBoardWork({ task: 'scale', shape: SHAPE }, undefined), {
      task: 'scale',
      scale: { easy: { min: 1, max: 3 }, medium: { min: 4, max: 5 }, hard: { min: 6, max: 9 } },
    });
    assert.throws(() => doBoardWork({ task: 'scale', shape: { ...SHAPE, states: 1 } }, undefined), PuzzleError);
    assert.throws(() => doBoardWork({ task: 'scale', shape: { ...SHAPE, holes: Uint8Array.from([1]) } }, undefined), PuzzleError);
  });

  it('asks the worker for a scale, brings back its errors as their own class, and cancels', async () => {
    const workers: FakeJobWorker[] = [];
    const work = createBoardWork('boardWorker.js', () => {
      const worker = new FakeJobWorker((request, self) => {
        try {
          self.answer(doBoardWork(request.input as Parameters<typeof doBoardWork>[0], undefined));
        } catch (error) {
          self.fail(serializeError(error, boardWorkJob.errors));
        }
      });
      workers.push(worker);
      return worker;
    });
    assert.deepEqual(await work.difficultyScale(SHAPE), shapeDifficultyScale(SHAPE));
    assert.deepEqual(workers[0].requests[0].input, { task: 'scale', shape: SHAPE });
    assert.equal(workers[0].requests[0].wantsProgress, false);
    await assert.rejects(work.difficultyScale({ ...SHAPE, rows: 0 }), PuzzleError);
    work.dispose();

    const silent: FakeJobWorker[] = [];
    const waiting = createBoardWork('boardWorker.js', () => {
      const worker = new FakeJobWorker();
      silent.push(worker);
      return worker;
    });
    const controller = new AbortController();
    const running = waiting.difficultyScale(SHAPE, { signal: controller.signal });
    controller.abort();
    await assert.rejects(running, SolveCancelledError);
    assert.equal(silent[0].terminated, true);
    waiting.dispose();
  });

  it('refuses an answer of another task', async () => {
    const work = createBoardWork(
      'boardWorker.js',
      () => new FakeJobWorker((_request, self) => self.answer({ task: 'path', path: { kind: 'unavailable', reason: 'x' } })),
    );
    await assert.rejects(work.difficultyScale(SHAPE), /answered a difficulty scale with a path/);
    work.dispose();
  });
});
