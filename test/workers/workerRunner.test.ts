import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { errorKind } from '../../src/workers/errorRegistry';
import { JobCancelledError, WorkerJobError, type JobDefinition } from '../../src/workers/jobDefinition';
import { useL10nBundle } from '../../src/domain/l10n';
import { WorkerRunner, type WorkerFactory } from '../../src/workers/workerRunner';
import { fakeWorkers } from './fakeJobWorker';
import { CellsError, testJob, type TestJobInput } from './testJob';

// The test job's worker entry as tsc compiles it: it runs without a bundle.
const testWorker = join(__dirname, 'testJobWorker.js');

class QuotaError extends Error {
  constructor(
    message: string,
    readonly bytesNeeded: number,
  ) {
    super(message);
  }
}

class StoppedError extends Error {}
class BrokenError extends Error {}

/** A job with one registered error class carrying data, and its own cancelled and failure errors. */
const quotaJob: JobDefinition<{ readonly size: number }, string, { readonly fraction: number }> = {
  kind: 'quota',
  errors: {
    QuotaError: errorKind(
      QuotaError,
      (message, bytes: number) => new QuotaError(message, bytes),
      (error) => error.bytesNeeded,
    ),
  },
  cancelled: () => new StoppedError('stopped'),
  failed: (message) => new BrokenError(message),
};

/** A job with no errors of its own: the runner's defaults. */
const plainJob: JobDefinition<number, number> = { kind: 'plain', errors: {} };

/** Waits until `condition` holds (checked every few milliseconds, for at most 5 s). */
async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited > 5000) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('workers: the worker runner, with fake workers', () => {
  it('posts the input with a job id, resolves with the output and ends the worker', async () => {
    const { factory, workers, scripts } = fakeWorkers((request, worker) =>
      setImmediate(() => worker.answer(`size ${String((request.input as { size: number }).size)}`)),
    );
    const runner = new WorkerRunner(quotaJob, 'quota.js', { startWorker: factory });
    assert.equal(await runner.run({ size: 3 }), 'size 3');
    assert.deepEqual(scripts, ['quota.js']);
    assert.deepEqual(workers[0].requests, [{ type: 'job', jobId: 1, input: { size: 3 }, wantsProgress: false }]);
    assert.equal(workers[0].terminated, true, 'no warm worker unless asked for');
  });

  it('forwards every progress message in order, and asks for progress only when someone listens', async () => {
    const { factory, workers } = fakeWorkers();
    const runner = new WorkerRunner(quotaJob, 'quota.js', { startWorker: factory });
    const seen: number[] = [];
    const running = runner.run({ size: 1 }, { onProgress: ({ fraction }) => seen.push(fraction) });
    assert.equal(workers[0].requests[0].wantsProgress, true);
    workers[0].progress({ fraction: 0.25 });
    workers[0].progress({ fraction: 0.5 });
    workers[0].progress({ fraction: 0.75 }, workers[0].lastJobId + 1);
    workers[0].answer('done');
    assert.equal(await running, 'done');
    assert.deepEqual(seen, [0.25, 0.5], 'a message of another job id is not this job’s');
  });

  it('cancels by terminating the worker, with the job’s cancelled error, and starts no worker for an aborted signal', async () => {
    const { factory, workers } = fakeWorkers();
    const runner = new WorkerRunner(quotaJob, 'quota.js', { startWorker: factory, idleTimeoutMs: 60_000 });
    const controller = new AbortController();
    const running = runner.run({ size: 1 }, { signal: controller.signal });
    controller.abort();
    await assert.rejects(running, StoppedError);
    assert.equal(workers[0].terminated, true);
    workers[0].answer('too late');
    await assert.rejects(runner.run({ size: 2 }, { signal: controller.signal }), StoppedError);
    assert.equal(workers.length, 1);
    const defaults = new WorkerRunner(plainJob, 'plain.js', { startWorker: factory });
    await assert.rejects(
      defaults.run(1, { signal: controller.signal }),
      (error: Error) => error instanceof JobCancelledError && error.message === 'the plain job was cancelled',
    );
  });

  it('re-creates a registered error as its class with its data, and any other as the job’s failure', async () => {
    const { factory, workers } = fakeWorkers();
    const runner = new WorkerRunner(quotaJob, 'quota.js', { startWorker: factory });
    const registered = runner.run({ size: 1 });
    workers[0].fail({ kind: 'QuotaError', name: 'QuotaError', message: 'needs 9 GB', data: 9e9 });
    await assert.rejects(registered, (error: Error) => error instanceof QuotaError && error.message === 'needs 9 GB' && error.bytesNeeded === 9e9);
    const other = runner.run({ size: 1 });
    workers[1].fail({ kind: null, name: 'RangeError', message: 'boom', data: undefined });
    await assert.rejects(other, (error: Error) => error instanceof BrokenError && error.message === 'boom');
    const unknownKind = runner.run({ size: 1 });
    workers[2].fail({ kind: 'toString', name: 'QuotaError', message: 'no such kind', data: undefined });
    await assert.rejects(unknownKind, (error: Error) => error instanceof BrokenError && error.message === 'no such kind');
    const defaults = new WorkerRunner(plainJob, 'plain.js', { startWorker: factory });
    const plain = defaults.run(1);
    workers[3].fail({ kind: 'QuotaError', name: 'QuotaError', message: 'not registered here', data: 1 });
    await assert.rejects(plain, (error: Error) => error instanceof WorkerJobError && error.message === 'not registered here');
  });

  it('rejects with the job’s failure when the worker crashes or exits, and never reuses that worker', async () => {
    const { factory, workers } = fakeWorkers();
    const runner = new WorkerRunner(quotaJob, 'quota.js', { startWorker: factory, idleTimeoutMs: 60_000 });
    const crashed = runner.run({ size: 1 });
    workers[0].crash('out of memory');
    await assert.rejects(crashed, (error: Error) => error instanceof BrokenError && error.message === 'out of memory');
    assert.equal(workers[0].terminated, true);
    const exited = runner.run({ size: 1 });
    assert.equal(workers.length, 2);
    workers[1].emit('exit', 3);
    await assert.rejects(exited, (error: Error) => error instanceof BrokenError && error.message === 'the worker stopped (exit code 3)');
    const unreadable = runner.run({ size: 1 });
    workers[2].emit('messageerror', new Error('cannot deserialize'));
    await assert.rejects(unreadable, (error: Error) => error instanceof BrokenError && /could not be read: cannot deserialize/.test(error.message));
    runner.dispose();
  });

  it('ends the job with the error of a progress callback that throws', async () => {
    const { factory, workers } = fakeWorkers();
    const runner = new WorkerRunner(quotaJob, 'quota.js', { startWorker: factory });
    const running = runner.run(
      { size: 1 },
      {
        onProgress: () => {
          throw new TypeError('bad listener');
        },
      },
    );
    workers[0].progress({ fraction: 0.1 });
    await assert.rejects(running, (error: Error) => error instanceof TypeError && error.message === 'bad listener');
    assert.equal(workers[0].terminated, true);
  });

  it('lets a progress callback cancel its own job, and fails on a message of no known type', async () => {
    const { factory, workers } = fakeWorkers();
    const runner = new WorkerRunner(quotaJob, 'quota.js', { startWorker: factory, idleTimeoutMs: 60_000 });
    const controller = new AbortController();
    const running = runner.run(
      { size: 1 },
      {
        signal: controller.signal,
        onProgress: () => {
          controller.abort();
          throw new TypeError('after the abort');
        },
      },
    );
    workers[0].progress({ fraction: 0.5 });
    await assert.rejects(running, StoppedError);
    assert.equal(workers[0].terminated, true);
    const confused = runner.run({ size: 2 });
    workers[1].emit('message', { type: 'shout', jobId: workers[1].lastJobId });
    await assert.rejects(confused, (error: Error) => error instanceof BrokenError && error.message === 'an unexpected message from the worker: shout');
    assert.equal(workers[1].terminated, true);
  });

  it('keeps one worker warm between jobs, lets the process exit while it idles, and ends it after the idle time', async () => {
    const { factory, workers } = fakeWorkers((_request, worker) => setImmediate(() => worker.answer('ok')));
    const runner = new WorkerRunner(quotaJob, 'quota.js', { startWorker: factory, idleTimeoutMs: 20 });
    await runner.run({ size: 1 });
    assert.equal(workers[0].terminated, false);
    assert.equal(workers[0].referenced, false, 'an idle worker is unreferenced');
    await runner.run({ size: 2 });
    assert.equal(workers.length, 1, 'the second job ran in the warm worker');
    assert.deepEqual(
      workers[0].requests.map(({ jobId }) => jobId),
      [1, 2],
    );
    await until(() => workers[0].terminated);
    await runner.run({ size: 3 });
    assert.equal(workers.length, 2, 'after the idle time a new worker starts');
    runner.dispose();
    assert.equal(workers[1].terminated, true, 'dispose ends the idle worker');
  });

  it('runs jobs side by side in their own workers and keeps only one of them', async () => {
    const { factory, workers } = fakeWorkers();
    const runner = new WorkerRunner(quotaJob, 'quota.js', { startWorker: factory, idleTimeoutMs: 60_000 });
    const first = runner.run({ size: 1 });
    const second = runner.run({ size: 2 });
    assert.equal(workers.length, 2);
    workers[1].answer('second');
    workers[0].answer('first');
    assert.deepEqual(await Promise.all([first, second]), ['first', 'second']);
    assert.deepEqual(
      workers.map((worker) => worker.terminated),
      [true, false],
    );
    const third = runner.run({ size: 3 });
    assert.equal(workers.length, 2, 'the kept worker takes the next job');
    assert.equal(workers[1].referenced, true, 'a worker running a job is referenced again');
    runner.dispose();
    await assert.rejects(third, StoppedError);
    assert.equal(workers[1].terminated, true);
  });

  it('replaces a cancelled warm worker, and drops an idle worker that fails', async () => {
    const { factory, workers } = fakeWorkers();
    const runner = new WorkerRunner(quotaJob, 'quota.js', { startWorker: factory, idleTimeoutMs: 60_000 });
    const first = runner.run({ size: 1 });
    workers[0].answer('kept');
    await first;
    const controller = new AbortController();
    const cancelled = runner.run({ size: 2 }, { signal: controller.signal });
    controller.abort();
    await assert.rejects(cancelled, StoppedError);
    assert.equal(workers[0].terminated, true);
    const next = runner.run({ size: 3 });
    assert.equal(workers.length, 2, 'a new worker replaces the cancelled one');
    workers[1].answer('fresh');
    assert.equal(await next, 'fresh');
    workers[1].crash('gone while idle');
    assert.equal(workers[1].terminated, true);
    const after = runner.run({ size: 4 });
    assert.equal(workers.length, 3);
    workers[2].answer('again');
    assert.equal(await after, 'again');
    runner.dispose();
  });

  it('rejects when no worker can be started or the input cannot be cloned', async () => {
    const failing: WorkerFactory = () => {
      throw new Error('no threads here');
    };
    await assert.rejects(new WorkerRunner(plainJob, 'plain.js', { startWorker: failing }).run(1), /no threads here/);
    const uncloneable: WorkerFactory = (script) => {
      const worker = new Worker(script);
      return worker;
    };
    const runner = new WorkerRunner(testJob, testWorker, { startWorker: uncloneable });
    await assert.rejects(
      runner.run({ action: 'echo', value: () => 1 }),
      (error: Error) => error instanceof DOMException && /could not be cloned/.test(error.message),
    );
  });
});

describe('workers: the worker runner, in real worker threads', () => {
  let runner: WorkerRunner<TestJobInput, unknown, number>;
  let started: Worker[];

  beforeEach(() => {
    started = [];
    runner = new WorkerRunner(testJob, testWorker, {
      idleTimeoutMs: 60_000,
      startWorker: (script) => {
        const worker = new Worker(script);
        started.push(worker);
        return worker;
      },
    });
  });

  afterEach(() => runner.dispose());

  it('round-trips structured values, and transfers the output’s buffers', async () => {
    const value = { text: 'a', count: 12345678901234567890n, cells: Uint8Array.of(1, 2, 3), keys: new Map([['k', [1, null]]]) };
    assert.deepEqual(await runner.run({ action: 'echo', value }), value);
    assert.equal(await runner.run({ action: 'async', value: 21 }), 42);
    const bytes = await runner.run({ action: 'bytes', length: 5 });
    assert.deepEqual(bytes, Uint8Array.of(7, 7, 7, 7, 7));
  });

  it('forwards progress from the thread, in order', async () => {
    const seen: number[] = [];
    assert.equal(await runner.run({ action: 'progress', steps: 4 }, { onProgress: (step) => seen.push(step) }), 4);
    assert.deepEqual(seen, [1, 2, 3, 4]);
  });

  it('re-creates the job’s error class with its data, and other errors as failures', async () => {
    await assert.rejects(runner.run({ action: 'throw-cells', cells: [3, 5] }), (error: Error) => {
      assert.ok(error instanceof CellsError);
      assert.equal(error.message, 'cells 3, 5 are wrong');
      assert.deepEqual(error.cells, [3, 5]);
      return true;
    });
    await assert.rejects(runner.run({ action: 'throw-range' }), (error: Error) => error instanceof WorkerJobError && error.message === 'out of range');
    await assert.rejects(runner.run({ action: 'uncloneable' }), (error: Error) => error instanceof WorkerJobError && /could not be cloned/.test(error.message));
    assert.equal(started.length, 1, 'a job that threw leaves its worker usable');
  });

  it('keeps the thread warm: a second job runs in the same thread', async () => {
    const first = await runner.run({ action: 'thread' });
    const second = await runner.run({ action: 'thread' });
    assert.equal(second, first);
    assert.equal(started.length, 1);
  });

  it('cancels a job that never ends by terminating its thread, and runs the next in a new one', async () => {
    const first = await runner.run({ action: 'thread' });
    const controller = new AbortController();
    const spinning = runner.run({ action: 'spin' }, { signal: controller.signal });
    const exited = new Promise((resolve) => started[0].once('exit', resolve));
    setTimeout(() => controller.abort(), 20);
    await assert.rejects(spinning, JobCancelledError);
    await exited;
    const next = await runner.run({ action: 'thread' });
    assert.notEqual(next, first);
    assert.equal(started.length, 2);
  });

  it('rejects with a failure when the thread exits during a job', async () => {
    await assert.rejects(
      runner.run({ action: 'exit', code: 7 }),
      (error: Error) => error instanceof WorkerJobError && error.message === 'the worker stopped (exit code 7)',
    );
    assert.equal(await runner.run({ action: 'async', value: 2 }), 4);
    assert.equal(started.length, 2);
  });

  it('hands the words of the extension’s language to each worker it starts, before its first job', async () => {
    const { factory, workers } = fakeWorkers((request, worker) => {
      if (request.type === 'job') worker.answer(request.input, request.jobId);
    });
    const runner = new WorkerRunner(testJob, 'test.js', { startWorker: factory });
    await runner.run({ action: 'async', value: 1 });
    assert.deepEqual(
      workers[0].requests.map((request) => request.type),
      ['job'],
      'English: nothing more to send',
    );
    useL10nBundle({ Solve: 'Résoudre' }, 'fr');
    try {
      await runner.run({ action: 'async', value: 2 });
    } finally {
      useL10nBundle(undefined);
    }
    assert.deepEqual(workers[1].requests[0], { type: 'l10n', bundle: { Solve: 'Résoudre' }, locale: 'fr' });
    assert.equal(workers[1].requests[1].type, 'job');
  });
});
