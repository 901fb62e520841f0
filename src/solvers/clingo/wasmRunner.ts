/**
 * The built-in runner: clingo-wasm in a worker (a Node worker thread, or a Web Worker in VS Code
 * for the Web: {@link webWasmWorkerFactory}), so solving never blocks the caller's
 * thread. clingo-wasm is synchronous, so terminating the worker is the only way to stop a run:
 * at the deadline (the models printed so far are kept) and on cancellation. One worker is kept
 * between runs (loading the module costs tens of milliseconds), runs are served one at a time, the
 * worker does not keep the process alive while idle, and it is terminated after a while without
 * runs (its wasm memory is tens of megabytes).
 */

import type { Worker } from 'node:worker_threads';
import { fetchBytes } from '../../workers/webWorkerStart';
import { newWebWorker, webJobWorker, type WebWorkerLike } from '../../workers/workerTransport';
import * as l10n from '../../domain/l10n';
import { SolveCancelledError } from '../types';
import { ClingoCrashedError, ClingoOutputError } from './clingoErrors';
import { checkExitStatus, tail, type ClingoLog, type ClingoRunner, type ClingoRunOutput, type ClingoRunRequest } from './clingoRunner';
import type { WasmBinaryMessage, WasmReply, WasmRunMessage, WasmWorkerData } from './wasmProtocol';

/**
 * The largest program clingo-wasm takes, in UTF-8 bytes: the program is copied onto the wasm
 * stack, and about a megabyte overflows it. 512 KiB is a board of about 60 x 60 cells, beyond
 * what clingo solves in minutes anyway.
 */
export const MAX_WASM_PROGRAM_BYTES = 512 * 1024;

/** The worker operations the runner uses. */
export type WasmWorkerHandle = Pick<Worker, 'postMessage' | 'terminate' | 'on' | 'off' | 'ref' | 'unref'>;

/** Starts a worker thread running `script` with `data`; injected so tests can substitute it. */
export type WasmWorkerFactory = (script: string, data: WasmWorkerData) => WasmWorkerHandle;

/** Options of {@link createWasmRunner}. */
export interface WasmRunnerOptions {
  /** The path of the bundled wasm worker script. */
  readonly workerScript: string;
  /** clingo.wasm; by default the file next to the worker script. */
  readonly wasmPath?: string;
  readonly log: ClingoLog;
  readonly startWorker?: WasmWorkerFactory;
  /** The idle worker is terminated after this many milliseconds without runs (default {@link DEFAULT_IDLE_TIMEOUT_MS}). */
  readonly idleTimeoutMs?: number;
}

/** How long an idle worker is kept for the next run. */
export const DEFAULT_IDLE_TIMEOUT_MS = 60_000;

/**
 * Starts the wasm worker as a Node worker thread (the default of {@link createWasmRunner}).
 * node:worker_threads is reached at run time, not imported, so this module also loads in a browser.
 */
export const startWasmWorkerThread: WasmWorkerFactory = (script, data) => {
  const scope = globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } };
  const threads = scope.process?.getBuiltinModule?.('node:worker_threads') as { Worker: typeof Worker } | undefined;
  if (!threads) throw new Error('the clingo-wasm worker thread needs Node.js 20.16 or later; in a browser, start it with webWasmWorkerFactory');
  return new threads.Worker(script, { workerData: data });
};

/**
 * Starts the wasm worker as a Web Worker given the bytes of clingo.wasm (fetched once from
 * `wasmUrl`), for hosts that serve the extension's files
 * under their own scheme: the script is then started from a Blob URL ({@link deferredWebWorker}),
 * which cannot find clingo.wasm beside itself.
 */
export function webWasmWorkerFactory(wasmUrl: string): WasmWorkerFactory {
  let binary: Promise<ArrayBuffer> | undefined;
  const fetchBinary = (): Promise<ArrayBuffer> => {
    binary ??= fetchBytes(wasmUrl);
    // A failure is tried again by the next worker.
    binary.catch(() => (binary = undefined));
    return binary;
  };
  return (script, data) => {
    if (data.wasmPath !== undefined) throw new TypeError('the Web Worker of clingo-wasm is given clingo.wasm by the host; wasmPath cannot be given');
    // Each worker gets a copy: the fetched bytes stay for the next worker.
    const first = fetchBinary().then((bytes): readonly WasmBinaryMessage[] => [{ type: 'wasm', binary: bytes.slice(0) }]);
    return webWasmWorkerHandle(newWebWorker(script, first));
  };
}

/** A Web Worker as the runner's {@link WasmWorkerHandle}: its messages become `message` events, and an unreadable message or a failed script an `error`. */
export function webWasmWorkerHandle(worker: WebWorkerLike): WasmWorkerHandle {
  const errors = {
    unreadableMessage: 'a message of the clingo-wasm worker could not be deserialized',
    scriptFailed: 'the clingo-wasm worker script failed',
    unreadableMessageEvent: 'error',
  } as const;
  return webJobWorker(worker, errors) as unknown as WasmWorkerHandle;
}

/** A runner on clingo-wasm in a reusable worker (a worker thread by default; see {@link webWasmWorkerFactory}). */
export function createWasmRunner(options: WasmRunnerOptions): ClingoRunner {
  const startWorker: WasmWorkerFactory = options.startWorker ?? startWasmWorkerThread;
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  let worker: WasmWorkerHandle | null = null;
  let nextId = 1;
  let queue: Promise<unknown> = Promise.resolve();
  let idleTimer: ReturnType<typeof setTimeout> | null = null;

  const stopWorker = (): void => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    const current = worker;
    worker = null;
    if (current) void current.terminate();
  };

  const startIdleTimer = (): void => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(stopWorker, idleTimeoutMs);
    // Node's timers can let the process exit; a browser's are plain numbers.
    (idleTimer as { unref?: () => void }).unref?.();
  };

  const runOne = (request: ClingoRunRequest, commandLine: string): Promise<ClingoRunOutput> =>
    new Promise<ClingoRunOutput>((resolve, reject) => {
      if (request.signal?.aborted) {
        reject(new SolveCancelledError());
        return;
      }
      const id = nextId++;
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      const handle = worker ?? startWorker(options.workerScript, options.wasmPath ? { wasmPath: options.wasmPath } : {});
      worker = handle;
      const lines: string[] = [];
      // Characters, a close enough count of bytes for a limit of megabytes.
      let printed = 0;
      const started = performance.now();
      const finish = (): void => {
        clearTimeout(deadline);
        request.signal?.removeEventListener('abort', onAbort);
        handle.off('message', onMessage);
        handle.off('error', onError);
        handle.off('exit', onExit);
        if (worker === handle) {
          handle.unref();
          startIdleTimer();
        }
      };
      const onMessage = (reply: WasmReply): void => {
        if (reply.id !== id) return;
        switch (reply.type) {
          case 'stdout':
            lines.push(reply.line);
            printed += reply.line.length + 1;
            if (request.maxOutputBytes !== undefined && printed > request.maxOutputBytes) {
              finish();
              stopWorker();
              lines.length = 0;
              reject(
                new ClingoOutputError(l10n.t('clingo printed more than {0} bytes on {1} and was stopped ({2})', request.maxOutputBytes, 'stdout', commandLine)),
              );
            }
            return;
          case 'done':
            finish();
            options.log.info(`clingo (wasm) run ${id} ended after ${(performance.now() - started).toFixed(0)} ms: exit status ${reply.status}`);
            if (reply.stderr.trim() !== '') options.log.info(`clingo (wasm) stderr: ${tail(reply.stderr, 2000)}`);
            try {
              checkExitStatus(reply.status, reply.stderr, l10n.t('the built-in clingo-wasm'));
            } catch (error) {
              stopWorker();
              reject(error);
              return;
            }
            resolve({ stdout: lines.join('\n'), stderr: reply.stderr, exitCode: reply.status, timedOut: false, commandLine });
            return;
          case 'failed':
            finish();
            stopWorker();
            reject(new ClingoCrashedError(reply.message));
            return;
          default: {
            const unknown: never = reply;
            finish();
            stopWorker();
            reject(new ClingoCrashedError(`the clingo-wasm worker sent an unknown message: ${JSON.stringify(unknown)?.slice(0, 100)}`));
          }
        }
      };
      const onError = (error: Error): void => {
        finish();
        stopWorker();
        reject(new ClingoCrashedError(`the clingo-wasm worker failed: ${error.message}`));
      };
      const onExit = (code: number): void => {
        finish();
        if (worker === handle) worker = null;
        reject(new ClingoCrashedError(`the clingo-wasm worker exited unexpectedly (code ${code})`));
      };
      const onAbort = (): void => {
        finish();
        stopWorker();
        options.log.info(`clingo (wasm) run ${id} cancelled; worker terminated`);
        reject(new SolveCancelledError());
      };
      const deadline = setTimeout(() => {
        finish();
        stopWorker();
        options.log.info(`clingo (wasm) run ${id} stopped at the deadline (${request.timeoutMs} ms); worker terminated`);
        resolve({ stdout: lines.join('\n'), stderr: '', exitCode: null, timedOut: true, commandLine });
      }, request.timeoutMs);
      handle.on('message', onMessage);
      handle.on('error', onError);
      handle.on('exit', onExit);
      request.signal?.addEventListener('abort', onAbort, { once: true });
      handle.ref();
      const message: WasmRunMessage = { type: 'run', id, program: request.program, options: request.options };
      handle.postMessage(message);
    });

  return {
    kind: 'wasm',
    dispose: stopWorker,
    run(request: ClingoRunRequest): Promise<ClingoRunOutput> {
      const commandLine = `clingo-wasm ${request.options.join(' ')}`;
      const bad = request.options.find((option) => /\s/.test(option) || option === '');
      if (bad !== undefined) return Promise.reject(new RangeError(`clingo-wasm options cannot contain whitespace: "${bad}"`));
      const bytes = new TextEncoder().encode(request.program).length;
      if (bytes > MAX_WASM_PROGRAM_BYTES) {
        return Promise.reject(
          new ClingoCrashedError(
            `the board is too large for the built-in clingo-wasm (a program of ${bytes} bytes; the limit is ${MAX_WASM_PROGRAM_BYTES}). Install clingo to use the native executable.`,
          ),
        );
      }
      options.log.info(`clingo (wasm): ${commandLine} < program (${request.program.length} characters)`);
      const turn = queue.then(() => runOne(request, commandLine));
      queue = turn.catch(() => {});
      const signal = request.signal;
      if (!signal) return turn;
      // A run still waiting for its turn is cancelled at once; runOne then skips it.
      return new Promise<ClingoRunOutput>((resolve, reject) => {
        const onAbort = (): void => reject(new SolveCancelledError());
        signal.addEventListener('abort', onAbort, { once: true });
        turn.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
      });
    },
  };
}
