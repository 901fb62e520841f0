/**
 * Shared pieces of the clingo engine's tests: the real assets (the encoding, clingo.wasm), a wasm
 * worker bundle built from the current sources, the native executable the tests run (Debian's
 * clingo), a log that records, and a check that a process is gone.
 */

import * as assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import type { ClingoLog } from '../../../src/solvers/clingo/clingoRunner';

/** The repository root (this file runs from out/test/solvers/clingo). */
export const REPOSITORY = join(__dirname, '..', '..', '..', '..');

/** The encoding the extension ships. */
export const ENCODING_PATH = join(REPOSITORY, 'asp', 'lightsout.lp');

/** clingo-wasm's single-threaded module, as shipped next to the worker bundle. */
export const WASM_PATH = join(REPOSITORY, 'node_modules', 'clingo-wasm', 'dist', 'clingo.wasm');

/** The native executable the tests run: Debian's clingo 5.4 (package gringo). */
export const NATIVE_CLINGO = '/usr/bin/clingo';

/** The encoding's text. */
export function encodingText(): string {
  return readFileSync(ENCODING_PATH, 'utf8');
}

let bundle: string | null = null;

/**
 * The wasm worker bundled from the current sources (out/test-bundles/clingoWasmWorker.mjs), the
 * same way esbuild.js bundles dist/clingoWasmWorker.mjs; built once per test run, so the tests
 * never run a stale dist/ build.
 */
export function wasmWorkerScript(): string {
  if (bundle === null) {
    const outfile = join(REPOSITORY, 'out', 'test-bundles', 'clingoWasmWorker.mjs');
    buildSync({
      entryPoints: [join(REPOSITORY, 'src', 'solvers', 'clingo', 'wasmWorker.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'error',
    });
    bundle = outfile;
  }
  return bundle;
}

/** Fails the suite early when Debian's clingo is missing (CI installs the gringo package). */
export function requireNativeClingo(): void {
  if (!existsSync(NATIVE_CLINGO)) throw new Error(`${NATIVE_CLINGO} is missing: apt-get install gringo (Debian's clingo 5.4)`);
}

/** A log that keeps every line. */
export interface RecordingLog extends ClingoLog {
  readonly lines: string[];
  text(): string;
}

/** A fresh {@link RecordingLog}. */
export function recordingLog(): RecordingLog {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => lines.push(`info ${message}`),
    error: (message) => lines.push(`error ${message}`),
    text: () => lines.join('\n'),
  };
}

/** True while a process with this id runs (a zombie, dead and waiting to be reaped by init, does not count). */
export function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** Waits up to `withinMs` for each process to be gone, then asserts that it is. */
export async function assertProcessesGone(pids: readonly number[], withinMs = 3000): Promise<void> {
  const until = Date.now() + withinMs;
  while (pids.some(processRuns) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  for (const pid of pids) assert.equal(processRuns(pid), false, `process ${pid} still runs`);
}
