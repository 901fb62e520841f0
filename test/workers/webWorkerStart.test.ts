import * as assert from 'node:assert/strict';
import { browserUrl, deferredWebWorker, isBrowserUrl } from '../../src/workers/webWorkerStart';
import type { WebWorkerLike } from '../../src/workers/workerTransport';

/** A Web Worker that records what happens to it. */
class RecordingWorker {
  readonly posted: unknown[] = [];
  readonly listeners: string[] = [];
  terminated = false;
  constructor(readonly url: string) {}
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  addEventListener(type: string): void {
    this.listeners.push(type);
  }
  terminate(): void {
    this.terminated = true;
  }
}

function recorder(): { construct: (url: string) => WebWorkerLike; started: RecordingWorker[] } {
  const started: RecordingWorker[] = [];
  return {
    started,
    construct: (url) => {
      const worker = new RecordingWorker(url);
      started.push(worker);
      return worker as unknown as WebWorkerLike;
    },
  };
}

describe('workers: starting a Web Worker from a file the host serves under its own scheme', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('starts from http(s), blob and data URLs as they are, and fetches anything else (code-server’s vscode-remote:) into a Blob URL, once', async () => {
    for (const url of ['https://cdn/x.js', 'http://127.0.0.1/x.js', 'blob:https://a/1', 'data:text/javascript,1']) {
      assert.ok(isBrowserUrl(url), url);
      assert.equal(await browserUrl(url, 'text/javascript'), url);
    }
    const fetched: string[] = [];
    globalThis.fetch = (async (url: string) => {
      fetched.push(url);
      return new Response('self.onmessage = () => {};');
    }) as typeof fetch;
    const url = 'vscode-remote://localhost:8080/ext/dist/web/solverWorker.js';
    assert.equal(isBrowserUrl(url), false);
    const blob = await browserUrl(url, 'text/javascript');
    assert.match(blob, /^blob:/);
    assert.equal(await browserUrl(url, 'text/javascript'), blob);
    assert.deepEqual(fetched, [url]);
  });

  it('says which file could not be read, and tries it again next time', async () => {
    let calls = 0;
    globalThis.fetch = (async () => {
      calls++;
      return new Response('missing', { status: 404 });
    }) as typeof fetch;
    const url = 'vscode-remote://localhost/ext/dist/web/missing.js';
    await assert.rejects(browserUrl(url, 'text/javascript'), /missing\.js could not be read \(HTTP 404\)/);
    await assert.rejects(browserUrl(url, 'text/javascript'));
    assert.equal(calls, 2);
  });

  it('queues messages until the worker starts, posts the first messages before them, and attaches earlier listeners', async () => {
    const { construct, started } = recorder();
    let start!: (value: { url: string; first: unknown[] }) => void;
    const worker = deferredWebWorker(new Promise((resolve) => (start = resolve)), construct);
    worker.addEventListener('message', () => {});
    worker.postMessage('job 1');
    worker.postMessage('job 2');
    assert.equal(started.length, 0);
    start({ url: 'blob:x', first: [{ type: 'wasm' }] });
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(started.length, 1);
    assert.equal(started[0].url, 'blob:x');
    assert.deepEqual(started[0].posted, [{ type: 'wasm' }, 'job 1', 'job 2']);
    assert.deepEqual(started[0].listeners, ['message']);
    worker.postMessage('job 3');
    worker.addEventListener('error', () => {});
    assert.deepEqual(started[0].posted.slice(3), ['job 3']);
    assert.deepEqual(started[0].listeners, ['message', 'error']);
    worker.terminate();
    assert.ok(started[0].terminated);
  });

  it('starts nothing when terminated first, and tells its error listeners when the script cannot be had', async () => {
    const { construct, started } = recorder();
    const stopped = deferredWebWorker(Promise.resolve({ url: 'blob:y' }), construct);
    stopped.postMessage('never');
    stopped.terminate();
    const failing = deferredWebWorker(Promise.reject(new Error('x.js could not be read (HTTP 404)')), construct);
    const errors: (string | undefined)[] = [];
    failing.addEventListener('error', (event) => errors.push(event.message));
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(started.length, 0);
    assert.deepEqual(errors, ['the worker could not be started: x.js could not be read (HTTP 404)']);
  });
});
