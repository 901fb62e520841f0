import * as assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { AnalysisLimitError } from '../../src/analysis/analysisLimits';
import type { AnalysisWorkerRequest, AnalysisWorkerResponse } from '../../src/analysis/analysisWorkerProtocol';
import { analyzeStateSpace } from '../../src/analysis/analyzeStateSpace';
import { AnalysisCancelledError, createWorkerAnalysis, WorkerAnalysisError, type AnalysisWorkerFactory } from '../../src/analysis/workerAnalysis';

// The worker entry as tsc compiles it (out/src/analysis/analysisWorker.js): it runs without a bundle.
const compiledWorker = join(__dirname, '..', '..', 'src', 'analysis', 'analysisWorker.js');

const shape = (rows: number, columns: number, states = 2) => ({ rows, columns, states, objective: 0, topology: 'plain' as const });

/** A worker that answers with `respond` (or never, when it returns undefined) and records what it got. */
function fakeWorkers(respond: (request: AnalysisWorkerRequest) => AnalysisWorkerResponse | undefined) {
  const log = { started: 0, terminated: 0, requests: [] as AnalysisWorkerRequest[] };
  const factory: AnalysisWorkerFactory = () => {
    log.started++;
    const events = new EventEmitter();
    return {
      postMessage(request: AnalysisWorkerRequest) {
        log.requests.push(request);
        const response = respond(request);
        if (response !== undefined) setImmediate(() => events.emit('message', response));
      },
      async terminate() {
        log.terminated++;
        return 0;
      },
      once(event: string, listener: (...args: unknown[]) => void) {
        events.once(event, listener);
        return this as unknown as Worker;
      },
    } as unknown as Worker;
  };
  return { factory, log };
}

describe('analysis: worker analysis for the report (fake and real worker threads)', () => {
  it('analyses in a real worker thread with the same result as in-process', async () => {
    const analyze = createWorkerAnalysis(compiledWorker);
    const result = await analyze(shape(4, 4));
    assert.deepEqual(result, analyzeStateSpace(shape(4, 4)));
    assert.equal(result.maxMoves, 7);
  });

  it('refuses a shape over the limits at once, without starting a worker, with the analysis message', async () => {
    const { factory, log } = fakeWorkers(() => undefined);
    const analyze = createWorkerAnalysis('worker.js', factory);
    await assert.rejects(analyze(shape(6, 6)), (error: Error) => {
      assert.ok(error instanceof AnalysisLimitError);
      assert.equal(error.message, 'the analysis of a 6x6 board with 2 states visits all 2^36 = 68,719,476,736 states; the limit is 1,073,741,824 (2^30)');
      return true;
    });
    assert.equal(log.started, 0);
  });

  it('posts the shape and the hardest limit, and terminates the worker after its answer', async () => {
    const expected = analyzeStateSpace(shape(3, 3));
    const { factory, log } = fakeWorkers(() => ({ ok: true, analysis: expected }));
    const analyze = createWorkerAnalysis('worker.js', factory);
    assert.equal(await analyze(shape(3, 3), { hardestLimit: 3 }), expected);
    assert.deepEqual(log.requests, [{ shape: shape(3, 3), hardestLimit: 3 }]);
    assert.equal(log.terminated, 1);
  });

  it('cancels by terminating the worker', async () => {
    const { factory, log } = fakeWorkers(() => undefined);
    const controller = new AbortController();
    const running = createWorkerAnalysis('worker.js', factory)(shape(5, 5), { signal: controller.signal });
    controller.abort();
    await assert.rejects(running, AnalysisCancelledError);
    assert.equal(log.terminated, 1);
    await assert.rejects(createWorkerAnalysis('worker.js', factory)(shape(5, 5), { signal: controller.signal }), AnalysisCancelledError);
    assert.equal(log.started, 1);
  });

  it('passes the analysis error through with its name', async () => {
    const { factory } = fakeWorkers(() => ({ ok: false, name: 'RangeError', message: 'boom' }));
    await assert.rejects(
      createWorkerAnalysis('worker.js', factory)(shape(2, 2)),
      (error: Error) => error instanceof WorkerAnalysisError && error.name === 'RangeError' && error.message === 'boom',
    );
  });
});
