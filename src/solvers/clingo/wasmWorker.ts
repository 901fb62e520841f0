/**
 * The worker-thread entry of the wasm runner (bundled as an ES module, dist/clingoWasmWorker.mjs,
 * with clingo.wasm beside it): loads clingo-wasm's single-threaded build once, then runs one
 * program per message, forwarding clingo's output line by line. clingo-wasm is synchronous, so
 * the runner cancels by terminating this worker.
 *
 * The emscripten module is imported by file path because clingo-wasm's package exports only its
 * worker-spawning client; the bundle includes it either way.
 */

import { parentPort, workerData } from 'node:worker_threads';
import createClingoModule, { type ClingoModule } from '../../../node_modules/clingo-wasm/dist/clingo.js';
import type { WasmReply, WasmRunMessage, WasmWorkerData } from './wasmProtocol';

const port = parentPort;
const data = (workerData ?? {}) as WasmWorkerData;
let currentRun = -1;
let stderr: string[] = [];

function post(reply: WasmReply): void {
  port?.postMessage(reply);
}

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

const loading: Promise<ClingoModule> = createClingoModule({
  print: (line) => post({ type: 'stdout', id: currentRun, line }),
  printErr: (line) => stderr.push(line),
  ...(data.wasmPath ? { locateFile: (file: string, prefix?: string) => (file.endsWith('.wasm') ? (data.wasmPath as string) : `${prefix ?? ''}${file}`) } : {}),
});
// A load failure is reported to the run that waits for the module.
loading.catch(() => {});

port?.on('message', async (message: WasmRunMessage) => {
  let clingo: ClingoModule;
  try {
    clingo = await loading;
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
