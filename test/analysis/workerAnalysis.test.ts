import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import { AnalysisLimitError } from '../../src/analysis/analysisLimits';
import { analyzeStateSpace } from '../../src/analysis/analyzeStateSpace';
import { AnalysisCancelledError, createWorkerAnalysis, type AnalysisJobInput } from '../../src/analysis/workerAnalysis';
import { PuzzleError } from '../../src/core/puzzle';
import { WorkerJobError } from '../../src/workers/jobDefinition';
import { fakeWorkers } from '../workers/fakeJobWorker';

// The worker entry as tsc compiles it (out/src/analysis/analysisWorker.js): it runs without a bundle.
const compiledWorker = join(__dirname, '..', '..', 'src', 'analysis', 'analysisWorker.js');

const shape = (rows: number, columns: number, states = 2) => ({ rows, columns, states, objective: 0, topology: 'plain' as const });

describe('analysis: worker analysis for the report (fake and real worker threads)', () => {
  it('analyses in a real worker thread with the same result as in-process', async () => {
    const analyze = createWorkerAnalysis(compiledWorker);
    const result = await analyze(shape(4, 4));
    assert.deepEqual(result, analyzeStateSpace(shape(4, 4)));
    assert.equal(result.maxMoves, 7);
  });

  it('refuses a shape over the limits at once, without starting a worker, with the analysis message', async () => {
    const { factory, workers } = fakeWorkers();
    const analyze = createWorkerAnalysis('worker.js', factory);
    await assert.rejects(analyze(shape(6, 6)), (error: Error) => {
      assert.ok(error instanceof AnalysisLimitError);
      assert.equal(error.message, 'the analysis of a 6x6 board with 2 states visits all 2^36 = 68,719,476,736 states; the limit is 1,073,741,824 (2^30)');
      return true;
    });
    assert.equal(workers.length, 0);
  });

  it('posts the shape and the hardest limit, and terminates the worker after its answer', async () => {
    const expected = analyzeStateSpace(shape(3, 3));
    const { factory, workers } = fakeWorkers((_request, worker) => setImmediate(() => worker.answer(expected)));
    const analyze = createWorkerAnalysis('worker.js', factory);
    assert.equal(await analyze(shape(3, 3), { hardestLimit: 3 }), expected);
    assert.deepEqual(
      workers[0].requests.map((request) => request.input as AnalysisJobInput),
      [{ shape: shape(3, 3), hardestLimit: 3 }],
    );
    assert.equal(workers[0].terminated, true);
  });

  it('cancels by terminating the worker', async () => {
    const { factory, workers } = fakeWorkers();
    const controller = new AbortController();
    const running = createWorkerAnalysis('worker.js', factory)(shape(5, 5), { signal: controller.signal });
    controller.abort();
    await assert.rejects(running, AnalysisCancelledError);
    assert.equal(workers[0].terminated, true);
    await assert.rejects(createWorkerAnalysis('worker.js', factory)(shape(5, 5), { signal: controller.signal }), AnalysisCancelledError);
    assert.equal(workers.length, 1);
  });

  it('brings the analysis’s errors back as their classes, and others as failures with their message', async () => {
    const { factory, workers } = fakeWorkers();
    const analyze = createWorkerAnalysis('worker.js', factory);
    const limited = analyze(shape(2, 2));
    workers[0].fail({ kind: 'AnalysisLimitError', name: 'AnalysisLimitError', message: 'too many states', data: undefined });
    await assert.rejects(limited, (error: Error) => error instanceof AnalysisLimitError && error.message === 'too many states');
    const other = analyze(shape(2, 2));
    workers[1].fail({ kind: null, name: 'RangeError', message: 'boom', data: undefined });
    await assert.rejects(other, (error: Error) => error instanceof WorkerJobError && error.message === 'boom');
  });

  it('brings an invalid shape’s PuzzleError back from a real worker thread', async () => {
    await assert.rejects(
      createWorkerAnalysis(compiledWorker)({ ...shape(2, 2), objective: 5 }),
      (error: Error) => error instanceof PuzzleError && error.message === 'objective must be an integer in 0..1, got 5',
    );
  });
});
