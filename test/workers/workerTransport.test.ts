import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import { JobCancelledError, WorkerJobError } from '../../src/workers/jobDefinition';
import { serveJob } from '../../src/workers/jobServer';
import { WorkerRunner } from '../../src/workers/workerRunner';
import {
  currentJobPort,
  defaultWorkerFactory,
  runsInWebWorker,
  startWebWorker,
  startWorkerThread,
  webJobPort,
  webJobWorker,
  workerScriptLocation,
} from '../../src/workers/workerTransport';
import { ChannelWebWorker } from './channelWebWorker';
import { CellsError, testJob, type TestJobInput } from './testJob';

/** The test job's work for the web transport, in this thread: `spin` never settles (a job that never ends). */
function work(input: TestJobInput, reportProgress: ((progress: number) => void) | undefined): unknown {
  switch (input.action) {
    case 'echo':
      return input.value;
    case 'progress':
      for (let step = 1; step <= input.steps; step++) reportProgress?.(step);
      return input.steps;
    case 'throw-cells':
      throw new CellsError(`cells ${input.cells.join(', ')} are wrong`, input.cells);
    case 'throw-range':
      throw new RangeError('out of range');
    case 'bytes':
      return new Uint8Array(input.length).fill(7);
    case 'spin':
      return new Promise(() => {});
    default:
      throw new Error(`the web transport test does not run ${input.action}`);
  }
}

/** A runner whose workers are channel Web Workers serving the test job, and the workers it started. */
function webRunner(): { runner: WorkerRunner<TestJobInput, unknown, number>; workers: ChannelWebWorker[]; scripts: string[] } {
  const workers: ChannelWebWorker[] = [];
  const scripts: string[] = [];
  const runner = new WorkerRunner(testJob, 'https://example.test/dist/testWorker.js', {
    idleTimeoutMs: 60_000,
    startWorker: (script) => {
      const worker = new ChannelWebWorker();
      serveJob(testJob, work, webJobPort(worker.scope));
      workers.push(worker);
      scripts.push(script);
      return webJobWorker(worker);
    },
  });
  return { runner, workers, scripts };
}

/** Runs `body` as if this thread were a Web Worker: `WorkerGlobalScope` defined, and the global scope one. */
function asWebWorker<T>(body: () => T): T {
  const scope = globalThis as { WorkerGlobalScope?: unknown };
  scope.WorkerGlobalScope = { [Symbol.hasInstance]: (value: unknown) => value === globalThis };
  try {
    return body();
  } finally {
    delete scope.WorkerGlobalScope;
  }
}

describe('workers: the two transports', () => {
  describe('Web Workers (a real message channel as the worker)', () => {
    it('runs a job: output, progress in order, and the worker kept warm for the next job', async () => {
      const { runner, workers, scripts } = webRunner();
      const progress: number[] = [];
      assert.equal(await runner.run({ action: 'progress', steps: 3 }, { onProgress: (step) => progress.push(step) }), 3);
      assert.deepEqual(progress, [1, 2, 3]);
      assert.deepEqual(await runner.run({ action: 'echo', value: { rows: [1, 2], name: 'row 2, column 4', big: 12n } }), {
        rows: [1, 2],
        name: 'row 2, column 4',
        big: 12n,
      });
      assert.deepEqual(scripts, ['https://example.test/dist/testWorker.js']);
      assert.equal(workers[0].terminated, false);
      runner.dispose();
      assert.equal(workers[0].terminated, true);
    });

    it('transfers the output’s buffers and re-creates the job’s error classes with their data', async () => {
      const { runner } = webRunner();
      const bytes = (await runner.run({ action: 'bytes', length: 4 })) as Uint8Array;
      assert.deepEqual([...bytes], [7, 7, 7, 7]);
      const cells = await runner.run({ action: 'throw-cells', cells: [2, 4] }).catch((error: unknown) => error);
      assert.ok(cells instanceof CellsError);
      assert.deepEqual([cells.message, cells.cells], ['cells 2, 4 are wrong', [2, 4]]);
      const range = await runner.run({ action: 'throw-range' }).catch((error: unknown) => error);
      assert.ok(range instanceof WorkerJobError);
      assert.equal(range.message, 'out of range');
      runner.dispose();
    });

    it('cancels a job that never ends by terminating its Web Worker, and runs the next in a new one', async () => {
      const { runner, workers } = webRunner();
      const controller = new AbortController();
      const never = runner.run({ action: 'spin' }, { signal: controller.signal });
      controller.abort();
      await assert.rejects(never, JobCancelledError);
      assert.equal(workers[0].terminated, true);
      assert.equal(await runner.run({ action: 'echo', value: 5 }), 5);
      assert.equal(workers.length, 2);
      runner.dispose();
    });

    it('fails the job when the worker’s script fails, handling the browser’s error event', async () => {
      const { runner, workers } = webRunner();
      const never = runner.run({ action: 'spin' });
      await new Promise((resolve) => setImmediate(resolve));
      workers[0].failScript('Uncaught ReferenceError: process is not defined');
      await assert.rejects(never, (error: unknown) => error instanceof WorkerJobError && error.message === 'Uncaught ReferenceError: process is not defined');
      assert.equal(workers[0].prevented, 1);
      assert.equal(workers[0].terminated, true);
      runner.dispose();
    });
  });

  describe('choosing the transport', () => {
    it('uses Node worker threads outside a Web Worker: no port on the main thread, file paths as scripts', async () => {
      assert.equal(runsInWebWorker(), false);
      assert.equal(currentJobPort(), null);
      assert.equal(defaultWorkerFactory(), startWorkerThread);
      assert.equal(
        workerScriptLocation({ fsPath: '/ext/dist/solverWorker.js', toString: () => 'file:///ext/dist/solverWorker.js' }),
        '/ext/dist/solverWorker.js',
      );
      const runner = new WorkerRunner(testJob, join(__dirname, 'testJobWorker.js'));
      assert.deepEqual(await runner.run({ action: 'echo', value: [1, 2, 3] }), [1, 2, 3]);
      runner.dispose();
    });

    it('uses Web Workers inside a Web Worker: URLs as scripts, the global scope as the port', () => {
      asWebWorker(() => {
        assert.equal(runsInWebWorker(), true);
        assert.equal(defaultWorkerFactory(), startWebWorker);
        assert.equal(
          workerScriptLocation({
            fsPath: '/ext/dist/solverWorker.js',
            toString: (skipEncoding) => (skipEncoding ? 'https://host/ext/dist/solverWorker.js' : 'encoded'),
          }),
          'https://host/ext/dist/solverWorker.js',
        );
        assert.notEqual(currentJobPort(), null);
        assert.throws(() => startWebWorker('https://host/ext/dist/solverWorker.js'), /this environment cannot start Web Workers/);
      });
    });
  });
});
