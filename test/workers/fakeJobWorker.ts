/**
 * A worker that runs nothing: the test answers for it (result, progress, error, crash) and sees
 * what it was sent, whether it was terminated, and whether it was let go while idle. For testing
 * WorkerRunner and the runners built on it without threads.
 */

import { EventEmitter } from 'node:events';
import type { WorkerFactory } from '../../src/workers/workerRunner';
import type { JobReply, JobRequest, SerializedError } from '../../src/workers/workerProtocol';

export class FakeJobWorker extends EventEmitter {
  readonly requests: JobRequest<unknown>[] = [];
  terminated = false;
  /** False while idle (unref), true while running a job (ref); undefined until either is called. */
  referenced: boolean | undefined;

  constructor(private readonly respond?: (request: JobRequest<unknown>, worker: FakeJobWorker) => void) {
    super();
  }

  postMessage(request: JobRequest<unknown>): void {
    this.requests.push(request);
    this.respond?.(request, this);
  }

  terminate(): Promise<number> {
    this.terminated = true;
    return Promise.resolve(1);
  }

  ref(): void {
    this.referenced = true;
  }

  unref(): void {
    this.referenced = false;
  }

  /** The id of the last job posted to this worker. */
  get lastJobId(): number {
    const last = this.requests[this.requests.length - 1];
    if (!last) throw new Error('no job was posted to this worker');
    return last.jobId;
  }

  reply(message: JobReply<unknown, unknown>): void {
    this.emit('message', message);
  }

  answer(output: unknown, jobId = this.lastJobId): void {
    this.reply({ type: 'result', jobId, output });
  }

  progress(progress: unknown, jobId = this.lastJobId): void {
    this.reply({ type: 'progress', jobId, progress });
  }

  fail(error: SerializedError, jobId = this.lastJobId): void {
    this.reply({ type: 'error', jobId, error });
  }

  /** What a real worker does when its code throws outside a job or runs out of memory. */
  crash(message: string): void {
    this.emit('error', new Error(message));
    this.emit('exit', 1);
  }
}

/** A factory of fake workers, each answering with `respond` (when given), and the workers it started. */
export function fakeWorkers(respond?: (request: JobRequest<unknown>, worker: FakeJobWorker) => void): {
  factory: WorkerFactory;
  workers: FakeJobWorker[];
  scripts: string[];
} {
  const workers: FakeJobWorker[] = [];
  const scripts: string[] = [];
  const factory: WorkerFactory = (script) => {
    const worker = new FakeJobWorker(respond);
    workers.push(worker);
    scripts.push(script);
    return worker;
  };
  return { factory, workers, scripts };
}
