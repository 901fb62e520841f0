/**
 * The one worker runner: runs jobs of one kind (a {@link JobDefinition}) in worker threads, so
 * long work never blocks the caller's thread (the extension host). A job posts its input, gets any
 * number of progress messages (forwarded to `onProgress`) and then one output or one error, which
 * comes back as its own class through the job's {@link ErrorRegistry}. Aborting the
 * job's signal terminates its worker (the only way to stop JavaScript running in another thread)
 * and rejects with the job's cancelled error; a crashed or exited worker rejects with the job's
 * failure. Optionally one idle worker is kept warm between jobs, so a short job does not wait for
 * a thread to start; a cancelled or failed job's worker is never reused. Threads are started
 * through a narrow {@link WorkerFactory}: Node worker threads or Web Workers ({@link defaultWorkerFactory}),
 * or fakes in tests.
 */

import { currentL10nBundle, currentL10nLocale } from '../domain/l10n';
import { reviveError } from './errorRegistry';
import { cancelledError, failedError, type JobDefinition } from './jobDefinition';
import type { JobReply, JobRequest, L10nRequest } from './workerProtocol';
import { defaultWorkerFactory } from './workerTransport';

/** The part of a worker the runner uses: a `Worker` of node:worker_threads has it, {@link webJobWorker} adapts a Web Worker; tests pass fakes. */
export interface JobWorker {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'messageerror' | 'error', listener: (error: Error) => void): unknown;
  on(event: 'exit', listener: (exitCode: number) => void): unknown;
  terminate(): Promise<number>;
  /** Lets the process exit while this worker is idle (`Worker.unref`); optional for fakes. */
  unref?(): void;
  /** Keeps the process alive while this worker runs a job again (`Worker.ref`). */
  ref?(): void;
}

/** Starts a worker running a bundled worker script (a file path or a URL, as the transport takes it); injected so tests can substitute it. */
export type WorkerFactory = (script: string) => JobWorker;

/** How a {@link WorkerRunner} starts and keeps its threads. */
export interface WorkerRunnerOptions {
  /** Starts a worker; when omitted, the transport of the thread this runs in ({@link defaultWorkerFactory}). */
  readonly startWorker?: WorkerFactory;
  /**
   * How long one idle worker is kept for the next job, in milliseconds; 0 (the default) ends
   * every worker with its job. An idle worker never keeps the process alive.
   */
  readonly idleTimeoutMs?: number;
}

/** Options of one job. */
export interface JobOptions<Progress> {
  /** Aborting it terminates the job's worker; the job then rejects with its cancelled error. */
  readonly signal?: AbortSignal;
  /** Called with each progress message of the job; the job's worker posts none when this is omitted. If it throws, the job ends with that error. */
  readonly onProgress?: (progress: Progress) => void;
}

/** What a thread reports to the job it runs. */
type ThreadEvent = { readonly type: 'message'; readonly message: unknown } | { readonly type: 'failure'; readonly message: string };

/** A started worker and the job it runs now, if any. */
interface Thread {
  readonly worker: JobWorker;
  report?: (event: ThreadEvent) => void;
  idleTimer?: ReturnType<typeof setTimeout>;
}

/** Runs the jobs of one {@link JobDefinition} in worker threads started from one script. */
export class WorkerRunner<Input, Output, Progress = never> {
  private idle: Thread | undefined;
  /** How to cancel each running job. */
  private readonly running = new Set<() => void>();
  private nextJobId = 1;

  /** `script` is the worker entry serving `job` with {@link serveJob}. */
  constructor(
    private readonly job: JobDefinition<Input, Output, Progress>,
    private readonly script: string,
    private readonly options: WorkerRunnerOptions = {},
  ) {}

  /**
   * The output of the job for `input`, computed in a worker thread: the idle worker if there is
   * one, else a new one (jobs run side by side, one per thread). Rejects with the job's cancelled
   * error when `signal` is or becomes aborted (no worker is started for an aborted signal), with
   * the re-created error when the job throws, and with the job's failure when its worker fails.
   */
  run(input: Input, options: JobOptions<Progress> = {}): Promise<Output> {
    const { signal, onProgress } = options;
    return new Promise<Output>((resolve, reject) => {
      if (signal?.aborted) throw cancelledError(this.job);
      const thread = this.takeThread();
      const jobId = this.nextJobId++;
      let ended = false;
      const end = (keepWorker: boolean, settle: () => void): void => {
        // A progress callback may cancel its own job and then throw: the first end counts.
        if (ended) return;
        ended = true;
        thread.report = undefined;
        signal?.removeEventListener('abort', cancel);
        this.running.delete(cancel);
        if (keepWorker) this.release(thread);
        else this.end(thread);
        settle();
      };
      const cancel = (): void => end(false, () => reject(cancelledError(this.job)));
      thread.report = (event) => {
        if (event.type === 'failure') {
          end(false, () => reject(failedError(this.job, event.message)));
          return;
        }
        const reply = event.message as JobReply<Output, Progress>;
        if (reply.jobId !== jobId) return;
        switch (reply.type) {
          case 'progress':
            try {
              onProgress?.(reply.progress);
            } catch (error) {
              end(false, () => reject(error));
            }
            return;
          case 'result':
            end(true, () => resolve(reply.output));
            return;
          case 'error':
            end(true, () => reject(reviveError(reply.error, this.job.errors, ({ message }) => failedError(this.job, message))));
            return;
          default: {
            const unexpected: never = reply;
            end(false, () => reject(failedError(this.job, `an unexpected message from the worker: ${String((unexpected as { type?: unknown }).type)}`)));
          }
        }
      };
      signal?.addEventListener('abort', cancel, { once: true });
      this.running.add(cancel);
      const request: JobRequest<Input> = { type: 'job', jobId, input, wantsProgress: onProgress !== undefined };
      try {
        thread.worker.postMessage(request);
      } catch (error) {
        // The input cannot be cloned; the worker never saw it.
        end(true, () => reject(error));
      }
    });
  }

  /** Cancels every running job (each rejects with its cancelled error) and ends the idle worker. The runner stays usable. */
  dispose(): void {
    for (const cancel of [...this.running]) cancel();
    const idle = this.idle;
    this.idle = undefined;
    if (idle) this.end(idle);
  }

  private takeThread(): Thread {
    const idle = this.idle;
    if (idle) {
      this.idle = undefined;
      clearTimeout(idle.idleTimer);
      idle.worker.ref?.();
      return idle;
    }
    const worker = (this.options.startWorker ?? defaultWorkerFactory())(this.script);
    const thread: Thread = { worker };
    const fail = (message: string): void => {
      if (thread.report) thread.report({ type: 'failure', message });
      else if (this.idle === thread) {
        this.idle = undefined;
        this.end(thread);
      }
    };
    worker.on('message', (message) => thread.report?.({ type: 'message', message }));
    worker.on('messageerror', (error) => fail(`a message from the worker could not be read: ${error.message}`));
    worker.on('error', (error) => fail(error.message));
    worker.on('exit', (exitCode) => fail(`the worker stopped (exit code ${exitCode})`));
    // The words of the extension's language, for the messages the job builds ({@link useL10nBundle} on the worker's side).
    const bundle = currentL10nBundle();
    if (bundle) worker.postMessage({ type: 'l10n', bundle, locale: currentL10nLocale() } satisfies L10nRequest);
    return thread;
  }

  /** Keeps a worker whose job ended for the next job, or ends it. */
  private release(thread: Thread): void {
    const idleTimeoutMs = this.options.idleTimeoutMs ?? 0;
    if (idleTimeoutMs <= 0 || this.idle !== undefined) {
      this.end(thread);
      return;
    }
    thread.worker.unref?.();
    thread.idleTimer = setTimeout(() => {
      if (this.idle !== thread) return;
      this.idle = undefined;
      this.end(thread);
    }, idleTimeoutMs);
    thread.idleTimer.unref?.();
    this.idle = thread;
  }

  private end(thread: Thread): void {
    thread.report = undefined;
    clearTimeout(thread.idleTimer);
    void thread.worker.terminate();
  }
}
