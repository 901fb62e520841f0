/**
 * The worker entry of the wasm runner: a Node worker thread (an ES module with clingo.wasm beside
 * it) or a Web Worker in VS Code for the Web (a script with clingo.wasm beside it, or given its
 * bytes by a first `wasm` message when it was started from a Blob URL). It loads clingo-wasm's
 * single-threaded build once, then runs one program per message, forwarding clingo's output line by line. clingo-wasm is synchronous, so
 * the runner cancels by terminating this worker.
 *
 * The emscripten module is imported by file path because clingo-wasm's package exports only its
 * worker-spawning client; the bundle includes it either way.
 */

import createClingoModule, { type ClingoModule } from '../../../node_modules/clingo-wasm/dist/clingo.js';
import { currentJobPort, runsInWebWorker } from '../../workers/workerTransport';
import type { WasmBinaryMessage, WasmReply, WasmRunMessage, WasmWorkerData } from './wasmProtocol';

const port = currentJobPort();
const data = workerData();
/** clingo.wasm's bytes, when the runner sent them (a Web Worker started from a Blob URL). */
let wasmBinary: ArrayBuffer | undefined;
let currentRun = -1;
let stderr: string[] = [];

/** The data the runner started this worker with: a worker thread's workerData; a Web Worker has none. */
function workerData(): WasmWorkerData {
  if (runsInWebWorker()) return {};
  // Reached at run time, not imported: the browser bundle of this worker holds no Node module.
  const scope = globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } };
  const threads = scope.process?.getBuiltinModule?.('node:worker_threads') as { workerData?: WasmWorkerData } | undefined;
  return threads?.workerData ?? {};
}

/** Where clingo.wasm is: the runner's path, else (a Web Worker) the file beside this script's URL. */
function locateWasm(file: string, prefix?: string): string {
  if (!file.endsWith('.wasm')) return `${prefix ?? ''}${file}`;
  if (data.wasmPath) return data.wasmPath;
  // Given the bytes, the module reads no file: the name is only asked for (a Blob URL is no base for another URL).
  if (wasmBinary) return file;
  return runsInWebWorker() ? new URL(file, (globalThis as unknown as { location: { href: string } }).location.href).href : `${prefix ?? ''}${file}`;
}

function post(reply: WasmReply): void {
  port?.postMessage(reply);
}

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** The parts of the WebAssembly API used here (the project's libraries do not declare it). */
interface WebAssemblyApi {
  instantiate(bytes: ArrayBuffer, imports: object): Promise<{ readonly instance: object }>;
}

/** The module's parameters, with emscripten's hook for instantiating the module itself (this build reads no `wasmBinary`). */
type ModuleParams = Parameters<typeof createClingoModule>[0] & {
  instantiateWasm?(imports: object, receive: (instance: object) => void): object;
};

let loading: Promise<ClingoModule> | undefined;
/** Loads the module once: at start in a worker thread, at the first message in a Web Worker (which may bring clingo.wasm's bytes). */
function load(): Promise<ClingoModule> {
  if (!loading) {
    let instantiationFailed: (error: unknown) => void = () => {};
    const failure = new Promise<never>((_, reject) => (instantiationFailed = reject));
    const params: ModuleParams = {
      print: (line) => post({ type: 'stdout', id: currentRun, line }),
      printErr: (line) => stderr.push(line),
      locateFile: locateWasm,
    };
    const bytes = wasmBinary;
    if (bytes) {
      params.instantiateWasm = (imports, receive) => {
        const api = (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly;
        api.instantiate(bytes, imports).then(({ instance }) => receive(instance), instantiationFailed);
        // Asynchronous: emscripten waits for `receive` (a failure ends the load through `failure`).
        return {};
      };
    }
    loading = Promise.race([createClingoModule(params), failure]);
    // A load failure is reported to the run that waits for the module.
    loading.catch(() => {});
  }
  return loading;
}
if (!runsInWebWorker()) void load();

port?.on('message', async (received: unknown) => {
  const message = received as WasmRunMessage | WasmBinaryMessage;
  if (message.type === 'wasm') {
    wasmBinary = message.binary;
    void load();
    return;
  }
  let clingo: ClingoModule;
  try {
    clingo = await load();
  } catch (error) {
    post({ type: 'failed', id: message.id, message: `clingo-wasm could not be loaded: ${errorText(error)}` });
    return;
  }
  currentRun = message.id;
  stderr = [];
  try {
    const status = clingo.ccall('run', 'number', ['string', 'string'], [message.program, message.options.join(' ')]);
    post({ type: 'done', id: message.id, status, stderr: stderr.join('\n') });
  } catch (error) {
    post({ type: 'failed', id: message.id, message: `clingo-wasm stopped: ${errorText(error)}${stderr.length > 0 ? `; ${stderr.join('\n')}` : ''}` });
  }
});
