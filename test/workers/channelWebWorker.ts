/**
 * A Web Worker made of a real message channel, for testing the web transport in Node: the host
 * holds a {@link ChannelWebWorker} (the `Worker` object's API: postMessage, addEventListener,
 * terminate), and the "worker" side is the other port, which has the API of a Web Worker's global
 * scope (postMessage, addEventListener with `event.data`). Messages are structured-cloned and
 * buffers transferred as between real threads; only the thread itself is missing, so a job that
 * never ends is one whose promise never settles.
 */

import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { WebWorkerLike, WebWorkerScopeLike } from '../../src/workers/workerTransport';

/** The `error` event a browser fires on a Worker object whose script throws. */
interface WorkerErrorEvent {
  readonly message: string;
  preventDefault(): void;
}

export class ChannelWebWorker implements WebWorkerLike {
  /** The worker's side: serve a job on it with `webJobPort(worker.scope)`. */
  readonly scope: WebWorkerScopeLike;
  terminated = false;
  /** How many error events a listener prevented the default of (the browser's own report). */
  prevented = 0;
  private readonly host: MessagePort;
  private readonly inside: MessagePort;
  private readonly errorListeners: ((event: WorkerErrorEvent) => void)[] = [];

  constructor() {
    const { port1, port2 } = new MessageChannel();
    this.host = port1;
    this.inside = port2;
    this.scope = {
      postMessage: (message, transfer) => port2.postMessage(message, transfer ?? []),
      addEventListener: (_type, listener) => port2.addEventListener('message', listener as unknown as (event: Event) => void),
    };
  }

  postMessage(message: unknown, transfer?: ArrayBuffer[]): void {
    this.host.postMessage(message, transfer ?? []);
  }

  addEventListener(type: 'message' | 'messageerror' | 'error', listener: (event: never) => void): void {
    if (type === 'error') this.errorListeners.push(listener as (event: WorkerErrorEvent) => void);
    else this.host.addEventListener(type, listener as (event: Event) => void);
  }

  terminate(): void {
    this.terminated = true;
    this.host.close();
    this.inside.close();
  }

  /** What a browser does when the worker's script throws outside a job. */
  failScript(message: string): void {
    const event: WorkerErrorEvent = { message, preventDefault: () => this.prevented++ };
    for (const listener of this.errorListeners) listener(event);
  }
}
