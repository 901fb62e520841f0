/**
 * Starting a Web Worker from an extension's file, wherever the web worker extension host serves it
 * from. VS Code for the Web starts workers from http(s) URLs (vscode.dev's extension files), but
 * code-server and other VS Code servers serve an installed extension's files under the
 * `vscode-remote:` scheme, which the extension host can `fetch` (it maps the URI to the server) yet
 * refuses to start a worker from ("Creating workers from remote extensions is currently not
 * supported"). Such a file is fetched once and started from a Blob URL of its bytes. A worker whose
 * URL must first be fetched is handed out at once: messages posted meanwhile wait, in order, and
 * listeners are attached when it starts; a failed fetch reaches the `error` listeners like a
 * failed script. No Node, no vscode.
 */

import type { WebWorkerLike } from './workerTransport';

/** URLs a browser starts a worker from (and fetches inside one) as they are. */
const BROWSER_URL = /^(https?|blob|data):/i;

/** The bytes at `url`; a response that is not ok is an error naming the URL and its HTTP status. */
export async function fetchBytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} could not be read (HTTP ${response.status})`);
  return response.arrayBuffer();
}

const fetched = new Map<string, Promise<string>>();

/** Fetches `url` and makes a Blob URL of its bytes, typed `type`; each URL once (a failure is tried again next time). */
function blobUrlOf(url: string, type: string): Promise<string> {
  let found = fetched.get(url);
  if (!found) {
    found = fetchBytes(url).then((bytes) => URL.createObjectURL(new Blob([bytes], { type })));
    fetched.set(url, found);
    found.catch(() => fetched.delete(url));
  }
  return found;
}

/** A URL the browser can start a worker from or fetch inside one: `url` itself when it is http(s), blob or data, else a Blob URL of its bytes. */
export function browserUrl(url: string, type: string): Promise<string> {
  return BROWSER_URL.test(url) ? Promise.resolve(url) : blobUrlOf(url, type);
}

/** Whether a worker can be started from `url` at once. */
export function isBrowserUrl(url: string): boolean {
  return BROWSER_URL.test(url);
}

type Listener = (event: { readonly data?: unknown; readonly message?: string; preventDefault?(): void }) => void;

/**
 * A Web Worker started from the URL `start` resolves to, after posting `first` messages (e.g. where
 * its data is); until then it queues what it is sent. `construct` makes the worker (`new Worker`).
 */
export function deferredWebWorker(
  start: Promise<{ readonly url: string; readonly first?: readonly unknown[] }>,
  construct: (url: string) => WebWorkerLike,
): WebWorkerLike {
  const listeners: { type: 'message' | 'messageerror' | 'error'; listener: Listener }[] = [];
  const queue: { message: unknown; transfer?: ArrayBuffer[] }[] = [];
  let worker: WebWorkerLike | undefined;
  let terminated = false;
  start.then(
    ({ url, first = [] }) => {
      if (terminated) return;
      const started = construct(url);
      for (const { type, listener } of listeners) started.addEventListener(type as 'message', listener);
      for (const message of first) started.postMessage(message);
      for (const { message, transfer } of queue.splice(0)) started.postMessage(message, transfer);
      worker = started;
    },
    (error: unknown) => {
      if (terminated) return;
      const message = `the worker could not be started: ${error instanceof Error ? error.message : String(error)}`;
      for (const { type, listener } of listeners) if (type === 'error') listener({ message });
    },
  );
  return {
    postMessage(message: unknown, transfer?: ArrayBuffer[]) {
      if (worker) worker.postMessage(message, transfer);
      else queue.push({ message, transfer });
    },
    addEventListener(type: 'message' | 'messageerror' | 'error', listener: Listener) {
      listeners.push({ type, listener });
      worker?.addEventListener(type as 'message', listener);
    },
    terminate() {
      terminated = true;
      queue.length = 0;
      worker?.terminate();
    },
  } as WebWorkerLike;
}
