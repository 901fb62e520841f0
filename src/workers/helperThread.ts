/**
 * A helper thread: a Node worker thread that takes messages from the thread that started it and
 * answers through memory they share (a SharedArrayBuffer in the message), so its starter can wait
 * for it synchronously with Atomics.wait while its own work runs on. Unlike the job runner's
 * workers it has no replies, no progress and no idle life: it is started for one piece of work
 * and ended after it. Node's worker_threads is reached at run time through
 * `process.getBuiltinModule`, as in workerTransport.ts, so this module loads anywhere; where there
 * is no Node (a browser), no thread starts.
 */

/** The bits of a Node worker the helper uses. */
interface NodeWorker {
  postMessage(message: unknown): void;
  on(event: 'error', listener: (error: unknown) => void): void;
  unref(): void;
  terminate(): Promise<number>;
}

/** The bits of node:worker_threads the helper uses. */
interface WorkerThreadsModule {
  readonly Worker: new (script: string) => NodeWorker;
  readonly parentPort: { on(event: 'message', listener: (message: unknown) => void): void } | null;
}

function workerThreads(): WorkerThreadsModule | undefined {
  const scope = globalThis as unknown as { readonly process?: { readonly getBuiltinModule?: (id: string) => unknown } };
  return scope.process?.getBuiltinModule?.('node:worker_threads') as WorkerThreadsModule | undefined;
}

/** A started helper thread. */
export interface HelperThread<Message> {
  /** Sends the thread a message (copied by structured clone; a SharedArrayBuffer in it is shared). */
  post(message: Message): void;
  /** Ends the thread at once (its work stops wherever it is); calling it again does nothing. */
  end(): void;
}

/**
 * Starts a helper thread running `script` (a file path), or returns null where threads cannot
 * start (no Node, or the thread failed to be created). The thread never keeps the process alive
 * (unreferenced), and its errors are left to the work's own report through shared memory (a
 * thread that fails only stops answering), never thrown into the starter.
 */
export function startHelperThread<Message>(script: string): HelperThread<Message> | null {
  const threads = workerThreads();
  if (threads === undefined) return null;
  let worker: NodeWorker;
  try {
    worker = new threads.Worker(script);
  } catch {
    return null;
  }
  worker.on('error', () => undefined);
  worker.unref();
  let ended = false;
  return {
    post: (message) => worker.postMessage(message),
    end: () => {
      if (ended) return;
      ended = true;
      void worker.terminate();
    },
  };
}

/** In a helper thread: calls `handle` with every message its starter posts. Does nothing outside a Node worker thread. */
export function serveHelperMessages<Message>(handle: (message: Message) => void): void {
  workerThreads()?.parentPort?.on('message', (message) => handle(message as Message));
}
