/**
 * Checks large `.lights` documents in a worker thread (dist/diagnosticsWorker.js) through the
 * one worker runner (src/workers), so that reading a board of millions of cells never blocks the
 * extension host. One worker per running check; a newer check of the same document terminates
 * the older one, which is how a check is cancelled; one idle worker is kept a while for the next
 * check. No vscode import: diagnosticsController.ts decides what runs here and shows the
 * results; tests drive it with the real worker or a fake.
 */

import type { JobDefinition } from '../workers/jobDefinition';
import { WorkerRunner, type WorkerFactory } from '../workers/workerRunner';
import { defaultWorkerFactory } from '../workers/workerTransport';
import type { LightsDiagnostic } from './lightsDiagnostics';

/**
 * Documents longer than this many characters are checked off the host's thread. A board of more
 * than a million cells always is: each cell takes a digit and a separator (a space or a line
 * break), so its grid alone is about two million characters.
 */
const OFF_THREAD_TEXT_LENGTH = 1_000_000;

/** True when `text` is checked in a worker thread (see {@link OFF_THREAD_TEXT_LENGTH}). */
export function checksOffThread(text: string): boolean {
  return text.length > OFF_THREAD_TEXT_LENGTH;
}

/**
 * How long an idle worker is kept for the next check of a large text, in milliseconds. A thread
 * takes about 40 ms to start, as long as the check of a two-million-character text itself, and
 * each edit of such a text starts one: the next check after an edit skips the start.
 */
const OFF_THREAD_IDLE_MS = 30_000;

/** What the host sends the worker: the text to check. */
export interface DiagnosticsRequest {
  readonly text: string;
}

/** The check was replaced by a newer one of the same document, or cancelled. */
export class DiagnosticsCancelledError extends Error {
  override readonly name = 'DiagnosticsCancelledError';
  constructor() {
    super('the check was cancelled');
  }
}

/** A failure reported by the worker, or the worker's own failure. */
export class DiagnosticsWorkerError extends Error {
  override readonly name = 'DiagnosticsWorkerError';
}

/**
 * The diagnostics job of the worker runner (src/workers): every failure, thrown in the worker or
 * of the worker, is a {@link DiagnosticsWorkerError} (problems in the text are not failures: they
 * are the diagnostics).
 */
export const diagnosticsJob: JobDefinition<DiagnosticsRequest, LightsDiagnostic[]> = {
  kind: 'diagnostics',
  errors: {},
  cancelled: () => new DiagnosticsCancelledError(),
  failed: (message) => new DiagnosticsWorkerError(message),
};

/** The checks running in worker threads, at most one per document key. */
export class OffThreadDiagnostics {
  private readonly runner: WorkerRunner<DiagnosticsRequest, LightsDiagnostic[]>;
  private readonly running = new Map<string, AbortController>();

  /** `workerScript` is dist/diagnosticsWorker.js; `startWorker` defaults to the transport of this thread (a worker thread in Node, a Web Worker in a browser). */
  constructor(workerScript: string, startWorker: WorkerFactory = defaultWorkerFactory()) {
    this.runner = new WorkerRunner(diagnosticsJob, workerScript, { startWorker, idleTimeoutMs: OFF_THREAD_IDLE_MS });
  }

  /**
   * The diagnostics of `text`, computed in a worker thread. A later call with the same key,
   * {@link cancel} or {@link dispose} ends this one: its promise then rejects with a
   * {@link DiagnosticsCancelledError}; any failure rejects with a {@link DiagnosticsWorkerError}.
   */
  diagnose(key: string, text: string): Promise<LightsDiagnostic[]> {
    this.cancel(key);
    const controller = new AbortController();
    this.running.set(key, controller);
    return this.runner.run({ text }, { signal: controller.signal }).finally(() => {
      if (this.running.get(key) === controller) this.running.delete(key);
    });
  }

  /** Ends the key's running check, if any; returns whether there was one. */
  cancel(key: string): boolean {
    const controller = this.running.get(key);
    this.running.delete(key);
    controller?.abort();
    return controller !== undefined;
  }

  /** Ends every running check and the idle worker. */
  dispose(): void {
    for (const key of [...this.running.keys()]) this.cancel(key);
    this.runner.dispose();
  }
}
