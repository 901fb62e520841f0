/**
 * The messages between the host ({@link WorkerRunner}) and a job's worker thread ({@link serveJob}), the
 * same for every kind of job. Each message carries the job's id, so a worker kept warm between
 * jobs never mixes their messages up. Inputs, progress and outputs cross as structured clones:
 * plain objects, arrays, Maps, typed arrays and bigints survive; class instances arrive as plain
 * objects, which is why errors travel as {@link SerializedError}. Pure types.
 */

/** Host to worker: run one job. */
export interface JobRequest<Input> {
  readonly type: 'job';
  readonly jobId: number;
  readonly input: Input;
  /** Whether the host listens to progress; when false, the job's progress is not posted at all. */
  readonly wantsProgress: boolean;
}

/** Host to worker, before its first job when the extension speaks another language than English: the words to use, as {@link useL10nBundle} takes them. */
export interface L10nRequest {
  readonly type: 'l10n';
  readonly bundle: Readonly<Record<string, string>>;
  /** The display language the bundle is written for (numbers are grouped its way). */
  readonly locale?: string;
}

/** Worker to host: how far the job has come (any number of these, before its end). */
export interface JobProgressMessage<Progress> {
  readonly type: 'progress';
  readonly jobId: number;
  readonly progress: Progress;
}

/** Worker to host: the job's output (its end). */
export interface JobResultMessage<Output> {
  readonly type: 'result';
  readonly jobId: number;
  readonly output: Output;
}

/** Worker to host: the job threw (its end). */
export interface JobErrorMessage {
  readonly type: 'error';
  readonly jobId: number;
  readonly error: SerializedError;
}

/** Everything a worker posts to the host. */
export type JobReply<Output, Progress> = JobProgressMessage<Progress> | JobResultMessage<Output> | JobErrorMessage;

/**
 * A thrown error as it crosses the thread boundary. `kind` is its class's key in the job's error
 * registry ({@link ErrorRegistry}), which re-creates the same class on the host with `message` and
 * `data`; null when the class is not registered, and then `name` (the error's own name) is kept for
 * the log only, never to decide anything.
 */
export interface SerializedError {
  readonly kind: string | null;
  readonly name: string;
  readonly message: string;
  /** What the class needs beyond its message (e.g. the bytes a solve would need); undefined when nothing. */
  readonly data: unknown;
}
