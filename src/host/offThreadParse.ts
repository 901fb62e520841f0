/**
 * Parses large `.lights` texts in a worker thread through the one worker runner, so that reading a
 * board of millions of cells never blocks the extension host: the grid editor's parse and the
 * diagnostics of a large document both run here. One worker per running parse; a newer parse of the
 * same document terminates the older one, which is how a parse is cancelled; one idle worker is
 * kept a while for the next parse.
 *
 * The parse result crosses the thread boundary by structured cloning, which keeps plain objects,
 * arrays, Maps (the layout's keys) and the grid's Uint8Array (its buffer is transferred, not
 * copied). It does not keep classes: smol-toml's TomlDate values in unknown keys (`extra`) would
 * come back as plain Dates, which print differently. So the worker replaces each date in `extra`
 * with its TOML text (TomlDate's toISOString, which is the value as written) and lists where it
 * was; the host puts a TomlDate made from that text back in its place ({@link encodeParseResult},
 * {@link decodeParseResult}). No vscode import; tests drive it with the real worker or a fake.
 */

import { TomlDate } from 'smol-toml';
import { OFF_THREAD_TEXT_LENGTH } from '../domain/limits';
import { gridDigest, rememberGridDigest, type GridDigest } from '../domain/gridDigest';
import { MAX_EDITOR_CELLS } from '../protocol/protocol';
import { gridDigestKernelRuns, gridDigestWithKernel } from '../solvers/internal/kernels/gridDigestKernel';
import type { ParseResult } from '../core/format/formatDocument';
import type { JobDefinition } from '../workers/jobDefinition';
import { WorkerRunner, type WorkerFactory } from '../workers/workerRunner';
import { defaultWorkerFactory } from '../workers/workerTransport';

/** True when `text` is parsed in a worker thread (see {@link OFF_THREAD_TEXT_LENGTH}). */
export function parsesOffThread(text: string): boolean {
  return text.length > OFF_THREAD_TEXT_LENGTH;
}

/**
 * How long an idle worker is kept for the next parse of a large text, in milliseconds. A thread
 * takes about 40 ms to start, as long as the parse of a two-million-character text itself, and
 * each edit of such a text starts one: the next parse after an edit skips the start.
 */
const OFF_THREAD_IDLE_MS = 30_000;

/** What the host sends the worker: the text to parse. */
export interface ParseRequest {
  readonly text: string;
}

/** A date in `extra`: the keys and indexes that lead to it, and its TOML text. */
export interface EncodedDate {
  readonly path: readonly (string | number)[];
  readonly text: string;
}

/** What the worker answers: the parse with its dates as text (see {@link encodeParseResult}). */
export interface EncodedParse {
  readonly result: ParseResult;
  readonly dates: readonly EncodedDate[];
  /**
   * The digest of the puzzle's grid ({@link gridDigest}) when the grid editor can draw it (at most
   * MAX_EDITOR_CELLS cells): worked out here, beside the parse, so that neither the host nor the
   * webview passes over the cells for it while a large board opens.
   */
  readonly gridDigest?: GridDigest;
}

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
 * The parse job of the worker runner: every failure, thrown in the worker or of the
 * worker, is a {@link ParseWorkerError} (a text that does not parse is not a failure: its
 * ParseResult says why); the grid's buffer is transferred, not copied.
 */
export const parseJob: JobDefinition<ParseRequest, EncodedParse> = {
  kind: 'parse',
  errors: {},
  cancelled: () => new ParseCancelledError(),
  failed: (message) => new ParseWorkerError(message),
  transferOutput: parseTransfer,
};

/**
 * The worker's answer for `result`: replaces the dates in `result`'s `extra` in place with null and
 * lists them as text (the worker's copy is thrown away after posting), with the grid's digest when
 * the grid editor can draw the puzzle.
 */
export function encodeParseResult(result: ParseResult): EncodedParse {
  if (!result.ok) return { result, dates: [] };
  const { grid } = result.document.puzzle;
  const digest = grid.length <= MAX_EDITOR_CELLS ? { gridDigest: workerGridDigest(grid) } : {};
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
  return { result, dates, ...digest };
}

/**
 * {@link gridDigest} of `grid`, through the SIMD kernel where the engine runs it (a third of the
 * JavaScript pass's time on a board of millions of cells); the worker's grid is posted and dropped
 * after, so it is not memoised.
 */
function workerGridDigest(grid: Uint8Array): GridDigest {
  return gridDigestKernelRuns() ? gridDigestWithKernel(grid) : { ...gridDigest(grid) };
}

/** The buffers of an encoded parse to transfer rather than copy: the grid's. */
export function parseTransfer({ result }: EncodedParse): ArrayBuffer[] {
  if (!result.ok) return [];
  const { buffer } = result.document.puzzle.grid;
  return buffer instanceof ArrayBuffer ? [buffer] : [];
}

/**
 * The parse result of a worker's answer, with its dates TomlDates again (see {@link
 * encodeParseResult}); the grid's digest, when the answer has it, is remembered for the grid
 * ({@link rememberGridDigest}).
 */
export function decodeParseResult({ result, dates, gridDigest: digest }: EncodedParse): ParseResult {
  if (!result.ok) return result;
  if (digest !== undefined) rememberGridDigest(result.document.puzzle.grid, digest);
  for (const { path, text } of dates) {
    let container = result.document.extra as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) container = container[key] as Record<string | number, unknown>;
    // defineProperty, not assignment: a key named "__proto__" stays an ordinary key.
    Object.defineProperty(container, path[path.length - 1], { value: new TomlDate(text), enumerable: true, writable: true, configurable: true });
  }
  return result;
}

/** The parses running in worker threads, at most one per document (an object, or a string such as its URI). */
export class OffThreadParse {
  private readonly runner: WorkerRunner<ParseRequest, EncodedParse>;
  private readonly running = new Map<object | string, AbortController>();

  /** `workerScript` locates the worker entry serving {@link parseJob}; `startWorker` defaults to the transport of this thread (a worker thread in Node, a Web Worker in a browser). */
  constructor(workerScript: string, startWorker: WorkerFactory = defaultWorkerFactory()) {
    this.runner = new WorkerRunner(parseJob, workerScript, { startWorker, idleTimeoutMs: OFF_THREAD_IDLE_MS });
  }

  /**
   * The parse of `text`, computed in a worker thread. A later call with the same document,
   * {@link cancel} or {@link dispose} ends this one: its promise then rejects with a
   * {@link ParseCancelledError}; any failure rejects with a {@link ParseWorkerError}.
   */
  parse(document: object | string, text: string): Promise<ParseResult> {
    this.cancel(document);
    const controller = new AbortController();
    this.running.set(document, controller);
    return this.runner
      .run({ text }, { signal: controller.signal })
      .then(decodeParseResult)
      .finally(() => {
        if (this.running.get(document) === controller) this.running.delete(document);
      });
  }

  /** Ends the document's running parse, if any; returns whether there was one. */
  cancel(document: object | string): boolean {
    const controller = this.running.get(document);
    this.running.delete(document);
    controller?.abort();
    return controller !== undefined;
  }

  /** Ends every running parse and the idle worker. */
  dispose(): void {
    for (const document of [...this.running.keys()]) this.cancel(document);
    this.runner.dispose();
  }
}

let bundled: OffThreadParse | undefined;

/**
 * The runner on the worker entry compiled beside this module, for a grid session given no parse
 * of its own (the tests'); the composition roots give theirs, located for their host.
 */
export function bundledOffThreadParse(): OffThreadParse {
  // A forward slash: Node's worker threads take it on every platform.
  bundled ??= new OffThreadParse(`${__dirname}/parseWorker.js`);
  return bundled;
}
