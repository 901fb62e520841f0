/**
 * The worker thread's side of the one worker runner: a worker entry (e.g. the
 * internal solver's) calls {@link serveJob} once with its job's definition and
 * the function doing the work. Each request is answered with the output, or with the thrown error
 * written by the job's error registry; progress is posted only when the host listens. The host
 * terminates the thread to cancel, so the work needs no cancellation of its own. The same entry
 * serves a Node worker thread and a Web Worker ({@link currentJobPort} picks the port). A worker of an
 * extension that speaks another language gets its words first (an {@link L10nRequest}).
 */

import { serializeError } from './errorRegistry';
import type { JobDefinition } from './jobDefinition';
import { useL10nBundle } from '../domain/l10n';
import type { JobReply, JobRequest, L10nRequest } from './workerProtocol';
import { currentJobPort } from './workerTransport';

/** The part of a worker's port to its host that a job server uses (Node's `parentPort` has it; {@link webJobPort} adapts a Web Worker's scope). */
export interface JobPort {
  on(event: 'message', listener: (message: unknown) => void): unknown;
  postMessage(message: unknown, transferList?: ArrayBuffer[]): void;
}

/** The work of a job: its output for `input`; `reportProgress` is undefined when the host does not listen. */
export type JobWork<Input, Output, Progress> = (input: Input, reportProgress: ((progress: Progress) => void) | undefined) => Output | Promise<Output>;

/**
 * Answers the job requests that reach `port` (by default the port to the host of the worker this
 * runs in: a Node worker thread's `parentPort` or a Web Worker's scope) with `work`. Throws when
 * there is no port, i.e. when called outside a worker.
 */
export function serveJob<Input, Output, Progress>(
  job: JobDefinition<Input, Output, Progress>,
  work: JobWork<Input, Output, Progress>,
  port: JobPort | null = currentJobPort(),
): void {
  if (!port) throw new Error(`the worker entry of the ${job.kind} job runs only in a worker thread`);
  const post = (reply: JobReply<Output, Progress>, transfer: ArrayBuffer[] = []): void => port.postMessage(reply, transfer);
  port.on('message', (message) => {
    const request = message as JobRequest<Input> | L10nRequest;
    if (request.type === 'l10n') useL10nBundle(request.bundle, request.locale);
    else void answer(request);
  });

  async function answer({ jobId, input, wantsProgress }: JobRequest<Input>): Promise<void> {
    const reportProgress = wantsProgress ? (progress: Progress): void => post({ type: 'progress', jobId, progress }) : undefined;
    try {
      const output = await work(input, reportProgress);
      post({ type: 'result', jobId, output }, job.transferOutput?.(output) ?? []);
    } catch (error) {
      // Also when the output cannot be cloned: the host then gets that error instead of no answer.
      post({ type: 'error', jobId, error: serializeError(error, job.errors) });
    }
  }
}
