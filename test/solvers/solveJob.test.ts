import * as assert from 'node:assert/strict';
import { PuzzleError } from '../../src/core/puzzle';
import { solveJob } from '../../src/solvers/solveJob';
import { SolveCancelledError, SolverMemoryError } from '../../src/solvers/types';
import { reviveError, serializeError } from '../../src/workers/errorRegistry';
import { WorkerJobError } from '../../src/workers/jobDefinition';

/** An error as it comes back from the worker: serialized there, revived on the host. */
function roundTrip(error: unknown): Error {
  return reviveError(serializeError(error, solveJob.errors ?? {}), solveJob.errors ?? {}, (serialized) => new WorkerJobError(serialized.message));
}

describe('solvers: the solve job of the worker runner', () => {
  it('is the job of kind "solve", cancelled with a SolveCancelledError', () => {
    assert.equal(solveJob.kind, 'solve');
    assert.ok(solveJob.cancelled?.() instanceof SolveCancelledError);
  });

  it('brings a memory error back as its class with the bytes it needs, and an invalid board as a PuzzleError', () => {
    const memory = roundTrip(new SolverMemoryError('too large', 123_456_789));
    assert.ok(memory instanceof SolverMemoryError);
    assert.equal(memory.message, 'too large');
    assert.equal(memory.bytesNeeded, 123_456_789);
    const invalid = roundTrip(new PuzzleError('states must be in 2..36'));
    assert.ok(invalid instanceof PuzzleError);
    assert.equal(invalid.message, 'states must be in 2..36');
  });

  it('brings any other failure back as a WorkerJobError with its message', () => {
    const other = roundTrip(new TypeError('boom'));
    assert.ok(other instanceof WorkerJobError);
    assert.equal(other.message, 'boom');
  });
});
