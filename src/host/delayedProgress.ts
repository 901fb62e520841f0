/**
 * Progress for work that is usually quick but can take seconds: nothing is shown for the first
 * moment (a notification that flashes for 20 ms helps nobody), then a cancellable progress notice
 * with the work's latest message until the work ends. Cancel aborts the work's signal. Free of the
 * vscode module: the notice is a port, {@link ShowProgress}.
 */

/** A shown progress notice. */
export interface ProgressNotice {
  /** Shows `message` under the notice's title. */
  report(message: string): void;
  /** Takes the notice away. */
  close(): void;
}

/** Shows a cancellable notice titled `title`; `onCancel` is called when the user cancels it. */
export type ShowProgress = (title: string, onCancel: () => void) => ProgressNotice;

/** How {@link withDelayedProgress} shows its notice. */
export interface DelayedProgressOptions {
  /** The notice's title: what is being done ("Generating a hard 5x5 puzzle"). */
  readonly title: string;
  readonly show: ShowProgress;
  /** Milliseconds the work runs before the notice shows. */
  readonly delayMs: number;
  /** Aborting it aborts the work too (a closed panel). */
  readonly signal?: AbortSignal;
}

/**
 * Runs `work` with a signal that Cancel (or `options.signal`) aborts, showing the notice once the
 * work has run for `delayMs` and closing it when the work settles; `report` sets the notice's
 * message (kept until the notice shows). Resolves or rejects as `work` does.
 */
export async function withDelayedProgress<T>(
  work: (signal: AbortSignal, report: (message: string) => void) => Promise<T>,
  options: DelayedProgressOptions,
): Promise<T> {
  const controller = new AbortController();
  const abort = (): void => controller.abort();
  options.signal?.addEventListener('abort', abort, { once: true });
  if (options.signal?.aborted) controller.abort();
  let latest: string | undefined;
  let notice: ProgressNotice | undefined;
  const timer = setTimeout(() => {
    notice = options.show(options.title, abort);
    if (latest !== undefined) notice.report(latest);
  }, options.delayMs);
  try {
    return await work(controller.signal, (message) => {
      latest = message;
      notice?.report(message);
    });
  } finally {
    clearTimeout(timer);
    notice?.close();
    options.signal?.removeEventListener('abort', abort);
  }
}
