/**
 * Messages between the wasm runner ({@link createWasmRunner}) and its worker thread. clingo
 * prints its output line by line while it solves, and the worker forwards every line at once, so
 * the runner still has the models found so far when it has to stop a run at the deadline.
 */

/** The data a worker is started with. */
export interface WasmWorkerData {
  /** Absolute path of clingo.wasm; by default the file next to the worker script. */
  readonly wasmPath?: string;
}

/** Runner to worker: run one program. */
export interface WasmRunMessage {
  readonly type: 'run';
  /** Tags the replies of this run. */
  readonly id: number;
  readonly program: string;
  /** clingo's options, one argument each, none containing whitespace. */
  readonly options: readonly string[];
}

/**
 * Runner to a Web Worker, before any run: the bytes of clingo.wasm, fetched by the host. Without
 * them, a Web Worker fetches clingo.wasm beside its own script, which a worker started from a Blob
 * URL cannot (nor may it load another Blob URL of the extension host's).
 */
export interface WasmBinaryMessage {
  readonly type: 'wasm';
  readonly binary: ArrayBuffer;
}

/** Worker to runner. */
export type WasmReply =
  /** A line clingo printed on stdout. */
  | { readonly type: 'stdout'; readonly id: number; readonly line: string }
  /** The run ended with clingo's exit status and its messages (stderr). */
  | { readonly type: 'done'; readonly id: number; readonly status: number; readonly stderr: string }
  /** clingo could not run: the module failed to load, or the run threw (e.g. out of stack). */
  | { readonly type: 'failed'; readonly id: number; readonly message: string };
