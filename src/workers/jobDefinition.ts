/**
 * What the host and the worker thread of one kind of job agree on: its name, the errors it may
 * throw, the errors a cancelled or broken job rejects with, and the buffers its output hands over
 * instead of copying. Each job defines it once, beside its types (e.g. {@link solveJob}), and both
 * sides import that one definition: the host's {@link WorkerRunner} and the worker's
 * {@link serveJob}. Pure.
 */

import type { ErrorRegistry } from './errorRegistry';

/** One kind of job: `Input` goes to the worker, `Progress` comes back any number of times, then `Output` once. */
export interface JobDefinition<Input, Output, Progress = never> {
  /** The job's name in messages ("the solve job was cancelled"): `solve`, `analysis`. */
  readonly kind: string;
  /** The error classes the job may throw, re-created as the same classes on the host. */
  readonly errors: ErrorRegistry;
  /** The error a cancelled job rejects with; a {@link JobCancelledError} when omitted. */
  readonly cancelled?: () => Error;
  /**
   * The error a job rejects with when it threw an error of no registered class, or its worker
   * failed (crashed, ran out of memory, exited); a {@link WorkerJobError} when omitted.
   */
  readonly failed?: (message: string) => Error;
  /**
   * The buffers of `output` to transfer to the host rather than copy. They become unusable in the
   * worker, so list only buffers the worker keeps no reference to (nothing from a cache).
   */
  readonly transferOutput?: (output: Output) => ArrayBuffer[];
  /** Never set: it carries the job's types for the compiler, so runner and server are checked against each other. */
  readonly types?: { readonly input: Input; readonly output: Output; readonly progress: Progress };
}

/** The default error of a cancelled job. */
export class JobCancelledError extends Error {
  override readonly name = 'JobCancelledError';
  constructor(kind: string) {
    super(`the ${kind} job was cancelled`);
  }
}

/** The default error of a job whose worker failed, or that threw an error of no registered class. */
export class WorkerJobError extends Error {
  override readonly name = 'WorkerJobError';
}

/** The error `job` rejects with when cancelled. */
export function cancelledError<Input, Output, Progress>(job: JobDefinition<Input, Output, Progress>): Error {
  return job.cancelled ? job.cancelled() : new JobCancelledError(job.kind);
}

/** The error `job` rejects with when it failed with `message` (see {@link JobDefinition.failed}). */
export function failedError<Input, Output, Progress>(job: JobDefinition<Input, Output, Progress>, message: string): Error {
  return job.failed ? job.failed(message) : new WorkerJobError(message);
}
