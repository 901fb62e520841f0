import * as assert from 'node:assert/strict';
import { SILENT_LOG, type ClingoRunner } from '../../../src/solvers/clingo/clingoRunner';
import { ClingoError } from '../../../src/solvers/clingo/clingoErrors';
import { createClingoEngine } from '../../../src/solvers/clingo/clingoEngineCore';
import { webWasmWorkerHandle } from '../../../src/solvers/clingo/wasmRunner';
import type { WebWorkerLike } from '../../../src/workers/workerTransport';

/** A wasm runner that is never asked to run (the tests only choose runners). */
const idleWasm: ClingoRunner = { kind: 'wasm', dispose: () => {}, run: () => Promise.reject(new Error('not run in this test')) };

describe('clingoEngineCore: the clingo engine without Node', () => {
  it('chooses clingo-wasm when the host has no executable, even with a configured clingoPath, and says why', async () => {
    const engine = createClingoEngine(
      { trusted: true, clingoPath: '/usr/bin/clingo', log: SILENT_LOG, wasmWorkerScript: 'w.js', wasmRunner: idleWasm, encodingText: '#show.' },
      { noNativeReason: 'VS Code for the Web cannot start programs' },
    );
    assert.deepEqual(await engine.chooseRunner(), { kind: 'wasm', reason: 'VS Code for the Web cannot start programs, so the built-in clingo-wasm is used' });
  });

  it('refuses the native runner when the host has no executable', async () => {
    const engine = createClingoEngine({ trusted: true, runner: 'native', log: SILENT_LOG, wasmWorkerScript: 'w.js', encodingText: '#show.' }, {});
    await assert.rejects(
      engine.chooseRunner(),
      (error: unknown) => error instanceof ClingoError && /cannot run here: this host cannot start programs/.test(error.message),
    );
  });

  it('needs a reader for an encodingPath', () => {
    assert.throws(() => createClingoEngine({ trusted: true, log: SILENT_LOG, wasmWorkerScript: 'w.js', encodingPath: '/asp/lightsout.lp' }, {}), TypeError);
  });

  it('uses the injected executable: where it is found and its runner', async () => {
    const located: string[] = [];
    const engine = createClingoEngine(
      { trusted: true, clingoPath: 'my-clingo', log: SILENT_LOG, wasmWorkerScript: 'w.js', encodingText: '#show.' },
      {
        native: {
          locate: (configured, setting) => {
            located.push(`${configured} (${setting})`);
            return Promise.resolve({ path: '/opt/my-clingo', source: 'PATH' });
          },
          runner: () => idleWasm,
        },
      },
    );
    assert.deepEqual(await engine.chooseRunner(), { kind: 'native', reason: '/opt/my-clingo (found on PATH)' });
    assert.deepEqual(located, ['my-clingo (lightsOut.clingoPath)']);
  });
});

describe('wasmRunner: a Web Worker as the wasm worker handle', () => {
  /** A Web Worker stand-in: records what is posted and lets the test fire its events. */
  function fakeWebWorker(): { worker: WebWorkerLike; fire: (type: string, event: unknown) => void; posted: unknown[]; terminated: () => boolean } {
    const listeners = new Map<string, ((event: never) => void)[]>();
    const posted: unknown[] = [];
    let terminated = false;
    const worker = {
      postMessage: (message: unknown) => posted.push(message),
      addEventListener: (type: string, listener: (event: never) => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
      terminate: () => {
        terminated = true;
      },
    } as unknown as WebWorkerLike;
    return { worker, fire: (type, event) => listeners.get(type)?.forEach((listener) => listener(event as never)), posted, terminated: () => terminated };
  }

  it('passes messages and errors to the listeners still on, and terminates the worker', async () => {
    const fake = fakeWebWorker();
    const handle = webWasmWorkerHandle(fake.worker);
    const messages: unknown[] = [];
    const errors: string[] = [];
    const onMessage = (message: unknown): void => void messages.push(message);
    handle.on('message', onMessage);
    handle.on('error', (error: Error) => void errors.push(error.message));
    handle.postMessage({ type: 'run', id: 1 });
    fake.fire('message', { data: { type: 'stdout', id: 1, line: 'a' } });
    handle.off('message', onMessage);
    fake.fire('message', { data: { type: 'done', id: 1 } });
    fake.fire('error', { message: 'out of memory' });
    fake.fire('messageerror', {});
    assert.deepEqual(fake.posted, [{ type: 'run', id: 1 }]);
    assert.deepEqual(messages, [{ type: 'stdout', id: 1, line: 'a' }]);
    assert.deepEqual(errors, ['out of memory', 'a message of the clingo-wasm worker could not be deserialized']);
    assert.equal(await handle.terminate(), 0);
    assert.equal(fake.terminated(), true);
  });
});
