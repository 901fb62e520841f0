/**
 * Parses large `.lights` documents in a worker thread (dist/parseWorker.js), so that reading a
 * board of millions of cells never blocks the extension host. One worker per parse; a newer
 * parse of the same document terminates the older one, which is how a parse is cancelled.
 *
 * The parse result crosses the thread boundary by structured cloning, which keeps plain objects,
 * arrays, Maps (the layout's keys) and the grid's Uint8Array (its buffer is transferred, not
 * copied). It does not keep classes: smol-toml's TomlDate values in unknown keys (`extra`) would
 * come back as plain Dates, which print differently. So the worker replaces each date in `extra`
 * with its TOML text (TomlDate's toISOString, which is the value as written) and lists where it
 * was; the host puts a TomlDate made from that text back in its place ({@link encodeParseResult},
 * {@link decodeParseResult}). No vscode import; tests drive it with the real worker or a fake.
 */

import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { TomlDate } from 'smol-toml';
import type { ParseResult } from '../core/format';

/**
 * Texts longer than this many characters are parsed off the host's thread. A board of more than
 * a million cells always is: each cell takes a digit and a separator, so its grid alone is about
 * two million characters. The same threshold as the diagnostics' (offThreadDiagnostics.ts).
 */
const OFF_THREAD_TEXT_LENGTH = 1_000_000;

/** True when `text` is parsed in a worker thread (see {@link OFF_THREAD_TEXT_LENGTH}). */
export function parsesOffThread(text: string): boolean {
  return text.length > OFF_THREAD_TEXT_LENGTH;
}

/** What the host sends the worker: the text to parse. */
export interface ParseRequest {
  readonly text: string;
}

/** A date in `extra`: the keys and indexes that lead to it, and its TOML text. */
export interface EncodedDate {
  readonly path: readonly (string | number)[];
  readonly text: string;
}

/** What the worker answers: the parse with its dates as text, or why it could not parse. */
export type ParseResponse =
  { readonly ok: true; readonly result: ParseResult; readonly dates: readonly EncodedDate[] } | { readonly ok: false; readonly message: string };

/** Starts a worker thread running a script; injected so tests can substitute it. */
export type ParseWorkerFactory = (script: string) => Pick<Worker, 'postMessage' | 'terminate' | 'once'>;

/** The parse was replaced by a newer one of the same document, or cancelled. */
export class ParseCancelledError extends Error {
  override readonly name = 'ParseCancelledError';
  constructor() {
    super('the parse was cancelled');
  }
}

/** A failure reported by the worker, or the worker's own failure. */
export class ParseWorkerError extends Error {
  override readonly name = 'ParseWorkerError';
}

/**
 * The worker's answer for `result`, and the buffers to transfer with it. Replaces the dates in
 * `result`'s `extra` in place (the worker's copy is thrown away after posting).
 */
export function encodeParseResult(result: ParseResult): { response: ParseResponse; transfer: ArrayBuffer[] } {
  if (!result.ok) return { response: { ok: true, result, dates: [] }, transfer: [] };
  const dates: EncodedDate[] = [];
  const pending: [container: Record<string, unknown> | unknown[], path: (string | number)[]][] = [[result.document.extra as Record<string, unknown>, []]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [container, path] = next;
    const entries: [string | number, unknown][] = Array.isArray(container) ? container.map((item, index) => [index, item]) : Object.entries(container);
    for (const [key, value] of entries) {
      if (value instanceof Date) {
        dates.push({ path: [...path, key], text: value.toISOString() });
        (container as Record<string | number, unknown>)[key] = null;
      } else if (typeof value === 'object' && value !== null) {
        pending.push([value as Record<string, unknown> | unknown[], [...path, key]]);
      }
    }
  }
  const { buffer } = result.document.puzzle.grid;
  return { response: { ok: true, result, dates }, transfer: buffer instanceof ArrayBuffer ? [buffer] : [] };
}

/** The parse result of a worker's answer, with its dates TomlDates again (see {@link encodeParseResult}). */
export function decodeParseResult(response: Extract<ParseResponse, { ok: true }>): ParseResult {
  const { result } = response;
  if (!result.ok) return result;
  for (const { path, text } of response.dates) {
    let container = result.document.extra as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) container = container[key] as Record<string | number, unknown>;
    // defineProperty, not assignment: a key named "__proto__" stays an ordinary key.
    Object.defineProperty(container, path[path.length - 1], { value: new TomlDate(text), enumerable: true, writable: true, configurable: true });
  }
  return result;
}

/** The parses running in worker threads, at most one per document. */
export class OffThreadParse {
  private readonly running = new Map<object, () => void>();

  /** `workerScript` is dist/parseWorker.js; `startWorker` defaults to a real worker thread. */
  constructor(
    private readonly workerScript: string,
    private readonly startWorker: ParseWorkerFactory = (script) => new Worker(script),
  ) {}

  /**
   * The parse of `text`, computed in a new worker thread. A later call with the same document,
   * {@link cancel} or {@link dispose} ends this one: its promise then rejects with a
   * {@link ParseCancelledError}.
   */
  parse(document: object, text: string): Promise<ParseResult> {
    this.cancel(document);
    const worker = this.startWorker(this.workerScript);
    return new Promise<ParseResult>((resolve, reject) => {
      const finish = (): boolean => {
        if (this.running.get(document) !== stop) return false;
        this.running.delete(document);
        void worker.terminate();
        return true;
      };
      const stop = (): void => {
        if (finish()) reject(new ParseCancelledError());
      };
      this.running.set(document, stop);
      worker.once('message', (response: ParseResponse) => {
        if (!finish()) return;
        if (response.ok) resolve(decodeParseResult(response));
        else reject(new ParseWorkerError(response.message));
      });
      worker.once('error', (error: Error) => {
        if (finish()) reject(new ParseWorkerError(error.message));
      });
      const request: ParseRequest = { text };
      worker.postMessage(request);
    });
  }

  /** Ends the document's running parse, if any; returns whether there was one. */
  cancel(document: object): boolean {
    const stop = this.running.get(document);
    stop?.();
    return stop !== undefined;
  }

  /** Ends every running parse. */
  dispose(): void {
    for (const document of [...this.running.keys()]) this.cancel(document);
  }
}

let bundled: OffThreadParse | undefined;

/**
 * The runner of the extension's bundle, shared by every grid panel: dist/parseWorker.js lies
 * beside dist/extension.js, which is this module's directory once bundled.
 */
export function bundledOffThreadParse(): OffThreadParse {
  bundled ??= new OffThreadParse(join(__dirname, 'parseWorker.js'));
  return bundled;
}
