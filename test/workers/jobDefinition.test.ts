import * as assert from 'node:assert/strict';
import { cancelledError, failedError, JobCancelledError, WorkerJobError, type JobDefinition } from '../../src/workers/jobDefinition';

class Cancelled extends Error {}
class Failed extends Error {}

const plain: JobDefinition<number, number> = { kind: 'sum', errors: {} };
const own: JobDefinition<number, number> = { kind: 'sum', errors: {}, cancelled: () => new Cancelled('stop'), failed: (message) => new Failed(message) };

describe('workers: job definitions', () => {
  it('a job without its own errors is cancelled with a JobCancelledError naming it, and fails with a WorkerJobError', () => {
    const cancelled = cancelledError(plain);
    assert.ok(cancelled instanceof JobCancelledError);
    assert.equal(cancelled.name, 'JobCancelledError');
    assert.equal(cancelled.message, 'the sum job was cancelled');
    const failed = failedError(plain, 'out of memory');
    assert.ok(failed instanceof WorkerJobError);
    assert.equal(failed.name, 'WorkerJobError');
    assert.equal(failed.message, 'out of memory');
  });

  it("a job's own errors win, with the message it failed with", () => {
    assert.ok(cancelledError(own) instanceof Cancelled);
    const failed = failedError(own, 'worker exited');
    assert.ok(failed instanceof Failed);
    assert.equal(failed.message, 'worker exited');
  });
});
