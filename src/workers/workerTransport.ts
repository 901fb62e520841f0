/**
 * The two transports of the one worker runner, chosen by the thread the code runs in: Node's
 * worker_threads (the desktop extension host, the CLI, the tests) and Web Workers (the web worker
 * extension host of VS Code for the Web). The runner ({@link WorkerRunner}) and the server
 * ({@link serveJob}) speak the same messages ({@link JobRequest}, {@link JobReply}) over either; only starting a worker
 * and reaching the host's port differ, and both live here. No module of Node is imported: in Node
 * it is reached at run time through `process.getBuiltinModule`, so the same code and the same
 * worker bundles load in a browser, where the bundler refuses every Node module.
 */

import type { JobPort } from './jobServer';
import { browserUrl, deferredWebWorker, isBrowserUrl } from './webWorkerStart';
import type { JobWorker, WorkerFactory } from './workerRunner';

/** The part of a Web Worker (`new Worker(url)`) the web transport uses. */
export interface WebWorkerLike {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: 'message' | 'messageerror', listener: (event: { readonly data: unknown }) => void): void;
  addEventListener(type: 'error', listener: (event: { readonly message?: string; preventDefault?(): void }) => void): void;
  terminate(): void;
}

/** The part of a Web Worker's global scope (`self` inside the worker) the web transport uses. */
export interface WebWorkerScopeLike {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
}

/** A transferable object (an ArrayBuffer is the only kind the jobs transfer). */
type Transferable = ArrayBuffer;

/** The bits of node:worker_threads the Node transport uses. */
interface WorkerThreadsModule {
  readonly Worker: new (script: string) => JobWorker;
  readonly parentPort: JobPort | null;
}

/** What the global scope may hold, in Node or in a browser. */
interface GlobalScope {
  readonly process?: { readonly getBuiltinModule?: (id: string) => unknown };
  readonly WorkerGlobalScope?: abstract new () => unknown;
  readonly Worker?: new (url: string) => WebWorkerLike;
}

const globalScope = globalThis as unknown as GlobalScope;

/** node:worker_threads when this runs in Node (20.16 or later), else undefined. */
function workerThreads(): WorkerThreadsModule | undefined {
  return globalScope.process?.getBuiltinModule?.('node:worker_threads') as WorkerThreadsModule | undefined;
}

/** True when this code runs inside a Web Worker (e.g. the web worker extension host, or a job's web worker). */
export function runsInWebWorker(): boolean {
  const scope = globalScope.WorkerGlobalScope;
  return scope !== undefined && globalThis instanceof scope;
}

/** How a {@link webJobWorker} reports its Web Worker's failures. */
export interface WebWorkerErrors {
  /** The error when a message of the worker could not be deserialized. */
  readonly unreadableMessage: string;
  /** The error when the worker's script failed and the browser gave no message. */
  readonly scriptFailed: string;
  /** The event that reports an unreadable message: 'messageerror' (as a Node worker does), or 'error' for listeners of that one only. */
  readonly unreadableMessageEvent: 'messageerror' | 'error';
}

/** A Web Worker adapted by {@link webJobWorker}: a {@link JobWorker} whose listeners can also be taken off. */
export interface WebJobWorker extends JobWorker {
  off(event: 'message' | 'messageerror' | 'error' | 'exit', listener: (value: never) => void): WebJobWorker;
  ref(): void;
  unref(): void;
}

/**
 * A Web Worker as a {@link JobWorker} (and as the clingo-wasm runner's worker handle): its messages,
 * message errors and errors become the runner's events, told as `errors` says. A Web Worker has no
 * exit event (a script error reaches `error`) and is never referenced by a process, so
 * `ref`/`unref` do nothing; `terminate` stops it at once.
 */
export function webJobWorker(
  worker: WebWorkerLike,
  errors: WebWorkerErrors = {
    unreadableMessage: 'the message could not be deserialized',
    scriptFailed: 'the worker script failed',
    unreadableMessageEvent: 'messageerror',
  },
): WebJobWorker {
  const listeners = { message: [] as ((value: never) => void)[], messageerror: [] as ((value: never) => void)[], error: [] as ((value: never) => void)[] };
  const emit = (event: keyof typeof listeners, value: unknown): void => {
    for (const listener of [...listeners[event]]) listener(value as never);
  };
  worker.addEventListener('message', (event) => emit('message', event.data));
  worker.addEventListener('messageerror', () => emit(errors.unreadableMessageEvent, new Error(errors.unreadableMessage)));
  worker.addEventListener('error', (event) => {
    // Handled here: the runner reports it as the job's failure, so the browser need not log it again.
    event.preventDefault?.();
    emit('error', new Error(event.message || errors.scriptFailed));
  });
  const job: WebJobWorker = {
    postMessage: (message) => worker.postMessage(message),
    on(event: 'message' | 'messageerror' | 'error' | 'exit', listener: (value: never) => void) {
      // A Web Worker never exits on its own: 'exit' has no event to listen to.
      if (event !== 'exit') listeners[event].push(listener);
      return job;
    },
    off(event, listener) {
      if (event === 'exit') return job;
      const index = listeners[event].lastIndexOf(listener);
      if (index >= 0) listeners[event].splice(index, 1);
      return job;
    },
    terminate: () => {
      worker.terminate();
      return Promise.resolve(0);
    },
    ref: () => {},
    unref: () => {},
  };
  return job;
}

/** A Web Worker's global scope as the {@link JobPort} of a job server. */
export function webJobPort(scope: WebWorkerScopeLike): JobPort {
  return {
    on: (_event, listener) => scope.addEventListener('message', (event) => listener(event.data)),
    postMessage: (message, transferList) => scope.postMessage(message, transferList ?? []),
  };
}

/** Starts a Node worker thread running the script at a file path. */
export const startWorkerThread: WorkerFactory = (script) => {
  const threads = workerThreads();
  if (!threads) throw new Error('worker threads need Node.js 20.16 or later');
  return new threads.Worker(script);
};

/**
 * A Web Worker running the script at `url`, which gets `first` (once it resolves) before any other
 * message. A script served under another scheme than http(s), blob or data (code-server's
 * `vscode-remote:`) starts from a Blob URL of its bytes ({@link browserUrl}).
 */
export function newWebWorker(url: string, first?: Promise<readonly unknown[]>): WebWorkerLike {
  const WebWorker = globalScope.Worker;
  if (!WebWorker) throw new Error('this environment cannot start Web Workers');
  const construct = (at: string): WebWorkerLike => new WebWorker(at);
  if (first === undefined && isBrowserUrl(url)) return construct(url);
  const start = Promise.all([browserUrl(url, 'text/javascript'), first ?? []]).then(([at, messages]) => ({ url: at, first: messages }));
  return deferredWebWorker(start, construct);
}

/** Starts a Web Worker running the script at a URL (in VS Code for the Web: the extension URI's text). */
export const startWebWorker: WorkerFactory = (script) => webJobWorker(newWebWorker(script));

/**
 * The transport of the thread this runs in: Web Workers inside a Web Worker (the web extension
 * host), else Node's worker threads. The script is a URL for the first and a file path for the second.
 */
export function defaultWorkerFactory(): WorkerFactory {
  return runsInWebWorker() ? startWebWorker : startWorkerThread;
}

/**
 * The port to the host of the worker this runs in: the global scope of a Web Worker, or the
 * `parentPort` of a Node worker thread; null on a main thread.
 */
export function currentJobPort(): JobPort | null {
  if (runsInWebWorker()) return webJobPort(globalThis as unknown as WebWorkerScopeLike);
  return workerThreads()?.parentPort ?? null;
}

/**
 * Where a bundled worker script is, for {@link defaultWorkerFactory}: the URI's text (a URL the
 * browser fetches) in a Web Worker, its file path in Node. `uri` is a vscode.Uri (e.g. the
 * extension URI joined with dist/ and the script's name), taken structurally so this stays free of vscode.
 */
export function workerScriptLocation(uri: { readonly fsPath: string; toString(skipEncoding?: boolean): string }): string {
  return runsInWebWorker() ? uri.toString(true) : uri.fsPath;
}
