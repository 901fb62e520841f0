/**
 * Checks large `.lights` documents in a worker thread (dist/diagnosticsWorker.js), so that
 * reading a board of millions of cells never blocks the extension host. One worker per check;
 * a newer check of the same document terminates the older one, which is how a check is
 * cancelled. No vscode import: diagnosticsController.ts decides what runs here and shows the
 * results; tests drive it with the real worker or a fake.
 */

import { Worker } from 'node:worker_threads';
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

/** What the host sends the worker: the text to check. */
export interface DiagnosticsRequest {
  readonly text: string;
}

/** What the worker answers: the diagnostics of the text, or why it could not check it. */
export type DiagnosticsResponse = { readonly ok: true; readonly diagnostics: LightsDiagnostic[] } | { readonly ok: false; readonly message: string };

/** Starts a worker thread running a script; injected so tests can substitute it. */
export type DiagnosticsWorkerFactory = (script: string) => Pick<Worker, 'postMessage' | 'terminate' | 'once'>;

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

/** The checks running in worker threads, at most one per document key. */
export class OffThreadDiagnostics {
  private readonly running = new Map<string, () => void>();

  /** `workerScript` is dist/diagnosticsWorker.js; `startWorker` defaults to a real worker thread. */
  constructor(
    private readonly workerScript: string,
    private readonly startWorker: DiagnosticsWorkerFactory = (script) => new Worker(script),
  ) {}

  /**
   * The diagnostics of `text`, computed in a new worker thread. A later call with the same key,
   * {@link cancel} or {@link dispose} ends this one: its promise then rejects with a
   * {@link DiagnosticsCancelledError}.
   */
  diagnose(key: string, text: string): Promise<LightsDiagnostic[]> {
    this.cancel(key);
    const worker = this.startWorker(this.workerScript);
    return new Promise<LightsDiagnostic[]>((resolve, reject) => {
      const finish = (): boolean => {
        if (this.running.get(key) !== stop) return false;
        this.running.delete(key);
        void worker.terminate();
        return true;
      };
      const stop = (): void => {
        if (finish()) reject(new DiagnosticsCancelledError());
      };
      this.running.set(key, stop);
      worker.once('message', (response: DiagnosticsResponse) => {
        if (!finish()) return;
        if (response.ok) resolve(response.diagnostics);
        else reject(new DiagnosticsWorkerError(response.message));
      });
      worker.once('error', (error: Error) => {
        if (finish()) reject(new DiagnosticsWorkerError(error.message));
      });
      const request: DiagnosticsRequest = { text };
      worker.postMessage(request);
    });
  }

  /** Ends the key's running check, if any; returns whether there was one. */
  cancel(key: string): boolean {
    const stop = this.running.get(key);
    stop?.();
    return stop !== undefined;
  }

  /** Ends every running check. */
  dispose(): void {
    for (const key of [...this.running.keys()]) this.cancel(key);
  }
}
