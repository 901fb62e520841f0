import * as assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { Worker } from 'node:worker_threads';
import { randomSolvablePuzzle } from '../../../src/core/puzzle';
import { createRandom } from '../../../src/core/random';
import { ClingoCrashedError } from '../../../src/solvers/clingo/clingoErrors';
import { parseClingoOutput } from '../../../src/solvers/clingo/clingoOutput';
import { lightsProgram } from '../../../src/solvers/clingo/lightsProgram';
import { completeWitnesses } from '../../../src/solvers/clingo/partialOutput';
import { createWasmRunner, MAX_WASM_PROGRAM_BYTES, type WasmWorkerFactory, type WasmWorkerHandle } from '../../../src/solvers/clingo/wasmRunner';
import { SolveCancelledError } from '../../../src/solvers/types';
import { encodingText, recordingLog, WASM_PATH, wasmWorkerScript } from './clingoTestSupport';

const OPTIONS = ['--outf=2', '--opt-mode=opt', '--models=0', '--heuristic=Domain'];

/** Real workers, counted. */
function countingWorkers(): { factory: WasmWorkerFactory; started: number; terminated: number; unrefs: number } {
  const counts = { started: 0, terminated: 0, unrefs: 0 };
  const factory: WasmWorkerFactory = (script, data) => {
    counts.started += 1;
    const worker = new Worker(script, { workerData: data });
    const terminate = worker.terminate.bind(worker);
    const unref = worker.unref.bind(worker);
    worker.terminate = () => {
      counts.terminated += 1;
      return terminate();
    };
    worker.unref = () => {
      counts.unrefs += 1;
      unref();
    };
    return worker;
  };
  return Object.assign(counts, { factory });
}

/** A program clingo-wasm finds a model for in under half a second but cannot prove optimal for many seconds. */
function hardProgram(): string {
  return lightsProgram(
    encodingText(),
    randomSolvablePuzzle({ rows: 10, columns: 10, states: 3, objective: 0, topology: 'plain' }, createRandom('solver deadline')),
  );
}

describe('clingo engine: wasm runner', () => {
  it('runs programs in one reused worker that does not hold the process while idle', async () => {
    const workers = countingWorkers();
    const runner = createWasmRunner({ workerScript: wasmWorkerScript(), wasmPath: WASM_PATH, log: recordingLog(), startWorker: workers.factory });
    try {
      const first = await runner.run({ program: '{ a; b }. :- not a. #minimize { 1 : b }.', options: OPTIONS, timeoutMs: 30_000 });
      assert.equal(first.exitCode, 30);
      assert.equal(parseClingoOutput(first.stdout).Result, 'OPTIMUM FOUND');
      assert.match(parseClingoOutput(first.stdout).Solver ?? '', /clingo version 5\.8/);
      const second = await runner.run({ program: 'a. :- a.', options: ['--outf=2'], timeoutMs: 30_000 });
      assert.equal(parseClingoOutput(second.stdout).Result, 'UNSATISFIABLE');
      assert.equal(second.exitCode, 20);
      assert.equal(workers.started, 1);
      assert.equal(workers.terminated, 0);
      assert.equal(workers.unrefs, 2);
    } finally {
      runner.dispose();
    }
    assert.equal(workers.terminated, 1);
  });

  it('terminates the worker after a while without runs, and starts a new one when needed', async () => {
    const workers = countingWorkers();
    const runner = createWasmRunner({
      workerScript: wasmWorkerScript(),
      wasmPath: WASM_PATH,
      log: recordingLog(),
      startWorker: workers.factory,
      idleTimeoutMs: 100,
    });
    try {
      await runner.run({ program: 'a.', options: ['--outf=2'], timeoutMs: 30_000 });
      await runner.run({ program: 'b.', options: ['--outf=2'], timeoutMs: 30_000 });
      assert.deepEqual([workers.started, workers.terminated], [1, 0]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.deepEqual([workers.started, workers.terminated], [1, 1]);
      assert.equal(parseClingoOutput((await runner.run({ program: 'c.', options: ['--outf=2'], timeoutMs: 30_000 })).stdout).Result, 'SATISFIABLE');
      assert.equal(workers.started, 2);
    } finally {
      runner.dispose();
    }
  });

  it('serves overlapping runs one after the other', async () => {
    const runner = createWasmRunner({ workerScript: wasmWorkerScript(), wasmPath: WASM_PATH, log: recordingLog() });
    try {
      const outputs = await Promise.all([1, 2, 3].map((n) => runner.run({ program: `value(${n}).`, options: ['--outf=2'], timeoutMs: 30_000 })));
      assert.deepEqual(
        outputs.map((output) => parseClingoOutput(output.stdout).Call[0].Witnesses?.[0].Value),
        [['value(1)'], ['value(2)'], ['value(3)']],
      );
    } finally {
      runner.dispose();
    }
  });

  it('stops a run at the deadline by terminating the worker, keeping the models printed so far', async function () {
    this.timeout(30_000);
    const workers = countingWorkers();
    const runner = createWasmRunner({ workerScript: wasmWorkerScript(), wasmPath: WASM_PATH, log: recordingLog(), startWorker: workers.factory });
    try {
      const started = Date.now();
      const output = await runner.run({ program: hardProgram(), options: OPTIONS, timeoutMs: 3000 });
      assert.ok(Date.now() - started < 4000);
      assert.equal(output.timedOut, true);
      assert.equal(output.exitCode, null);
      assert.ok(completeWitnesses(output.stdout).length > 0, 'a model was printed before the deadline');
      assert.equal(workers.terminated, 1);
      const next = await runner.run({ program: 'a.', options: ['--outf=2'], timeoutMs: 30_000 });
      assert.equal(parseClingoOutput(next.stdout).Result, 'SATISFIABLE');
      assert.equal(workers.started, 2);
    } finally {
      runner.dispose();
    }
  });

  it('cancels a running solve by terminating the worker, and a waiting one at once', async () => {
    const workers = countingWorkers();
    const log = recordingLog();
    const runner = createWasmRunner({ workerScript: wasmWorkerScript(), wasmPath: WASM_PATH, log, startWorker: workers.factory });
    try {
      const running = new AbortController();
      const waiting = new AbortController();
      const first = runner.run({ program: hardProgram(), options: OPTIONS, timeoutMs: 60_000, signal: running.signal });
      const second = runner.run({ program: 'a.', options: ['--outf=2'], timeoutMs: 60_000, signal: waiting.signal });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const cancelledAt = Date.now();
      waiting.abort();
      await assert.rejects(second, SolveCancelledError);
      running.abort();
      await assert.rejects(first, SolveCancelledError);
      assert.ok(Date.now() - cancelledAt < 1000);
      assert.equal(workers.terminated, 1);
      assert.match(log.text(), /cancelled; worker terminated/);
    } finally {
      runner.dispose();
    }
  });

  it("reports programs clingo refuses as a crash with clingo's message, and starts afresh", async () => {
    const workers = countingWorkers();
    const runner = createWasmRunner({ workerScript: wasmWorkerScript(), wasmPath: WASM_PATH, log: recordingLog(), startWorker: workers.factory });
    try {
      await assert.rejects(
        runner.run({ program: 'a(X) :- b.', options: ['--outf=2'], timeoutMs: 30_000 }),
        (error: Error) => error instanceof ClingoCrashedError && /unsafe/.test(error.message),
      );
      assert.equal(parseClingoOutput((await runner.run({ program: 'a.', options: ['--outf=2'], timeoutMs: 30_000 })).stdout).Result, 'SATISFIABLE');
      assert.equal(workers.started, 2);
    } finally {
      runner.dispose();
    }
  });

  it("refuses programs larger than clingo-wasm's stack without starting a worker", async () => {
    const runner = createWasmRunner({ workerScript: wasmWorkerScript(), log: recordingLog(), startWorker: () => assert.fail('no worker expected') });
    await assert.rejects(
      runner.run({ program: `% ${'x'.repeat(MAX_WASM_PROGRAM_BYTES)}\n`, options: ['--outf=2'], timeoutMs: 1000 }),
      (error: Error) => error instanceof ClingoCrashedError && /too large.*Install clingo/.test(error.message),
    );
  });

  it('reports a wasm file that cannot be loaded', async () => {
    const runner = createWasmRunner({ workerScript: wasmWorkerScript(), wasmPath: '/nonexistent/clingo.wasm', log: recordingLog() });
    try {
      await assert.rejects(
        runner.run({ program: 'a.', options: ['--outf=2'], timeoutMs: 30_000 }),
        (error: Error) => error instanceof ClingoCrashedError && /could not be loaded/.test(error.message),
      );
    } finally {
      runner.dispose();
    }
  });

  it('reports a worker that dies or fails', async () => {
    const fake =
      (behaviour: (emitter: EventEmitter) => void): WasmWorkerFactory =>
      () => {
        const emitter = new EventEmitter();
        const handle = {
          postMessage: () => setImmediate(() => behaviour(emitter)),
          terminate: async () => 0,
          on: (event: string, listener: (...args: unknown[]) => void) => emitter.on(event, listener),
          off: (event: string, listener: (...args: unknown[]) => void) => emitter.off(event, listener),
          ref: () => {},
          unref: () => {},
        };
        return handle as unknown as WasmWorkerHandle;
      };
    const run = (behaviour: (emitter: EventEmitter) => void): Promise<unknown> =>
      createWasmRunner({ workerScript: 'fake.mjs', log: recordingLog(), startWorker: fake(behaviour) }).run({
        program: 'a.',
        options: ['--outf=2'],
        timeoutMs: 5000,
      });
    await assert.rejects(
      run((emitter) => emitter.emit('exit', 7)),
      (error: Error) => error instanceof ClingoCrashedError && /exited unexpectedly \(code 7\)/.test(error.message),
    );
    await assert.rejects(
      run((emitter) => emitter.emit('error', new Error('out of memory'))),
      (error: Error) => error instanceof ClingoCrashedError && /out of memory/.test(error.message),
    );
    await assert.rejects(
      run((emitter) => emitter.emit('message', { type: 'surprise', id: 1 })),
      (error: Error) => error instanceof ClingoCrashedError && /unknown message/.test(error.message),
    );
  });
});
