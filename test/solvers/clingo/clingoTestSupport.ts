/**
 * Shared pieces of the clingo engine's tests: the real assets (the encoding, clingo.wasm), a wasm
 * worker bundle built from the current sources, the native executable the tests run (clingo on
 * PATH, Debian's gringo package in CI) and the skip of the suites that need it, a log that
 * records, and checks that processes are gone.
 */

import * as assert from 'node:assert/strict';
import { accessSync, constants, existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';
import { buildSync } from 'esbuild';
import type { ClingoLog } from '../../../src/solvers/clingo/clingoRunner';

/** The repository root (this file runs from out/test/solvers/clingo). */
export const REPOSITORY = join(__dirname, '..', '..', '..', '..');

/** The encoding the extension ships. */
export const ENCODING_PATH = join(REPOSITORY, 'asp', 'lightsout.lp');

/** clingo-wasm's single-threaded module, as shipped next to the worker bundle. */
export const WASM_PATH = join(REPOSITORY, 'node_modules', 'clingo-wasm', 'dist', 'clingo.wasm');

/** Why the suites that need the clingo executable skip without it (test/run.js prints it once). */
export const NO_CLINGO_REASON = 'no clingo executable on PATH; apt-get install gringo';

/** The environment variable that turns that skip into a failure (.ci/run sets it). */
export const REQUIRE_CLINGO_VARIABLE = 'LIGHTS_OUT_REQUIRE_CLINGO';

/** The clingo executable on `path` (the process's PATH by default), or null when there is none. */
export function clingoOnPath(path = process.env.PATH ?? ''): string | null {
  for (const directory of path.split(delimiter)) {
    if (!isAbsolute(directory)) continue;
    const file = join(directory, 'clingo');
    try {
      accessSync(file, constants.X_OK);
      if (statSync(file).isFile()) return file;
    } catch {
      // Not here.
    }
  }
  return null;
}

/** The native executable the tests run: clingo on PATH (Debian's clingo 5.4 in CI). Only for suites that require it. */
export function nativeClingo(): string {
  const found = clingoOnPath();
  if (found === null) throw new Error(NO_CLINGO_REASON);
  return found;
}

/**
 * Skips the suite of a `before` hook, saying why: test/run.js finds the reason on the suite
 * (`skipReason`), prints it once with the number of tests skipped for it, and counts them in its
 * summary line.
 */
export function skipSuite(context: Mocha.Context, reason: string): never {
  const suite = context.test?.parent;
  if (suite) (suite as Mocha.Suite & { skipReason?: string }).skipReason = reason;
  return context.skip();
}

/**
 * For the `before` hook of a suite that needs the clingo executable: without clingo on PATH the
 * suite is skipped with {@link NO_CLINGO_REASON}, or fails when {@link REQUIRE_CLINGO_VARIABLE} is
 * set (to anything but 0), so CI always runs it.
 */
export function requireClingoExecutable(context: Mocha.Context): void {
  if (clingoOnPath() !== null) return;
  const required = process.env[REQUIRE_CLINGO_VARIABLE];
  if (required !== undefined && required !== '' && required !== '0') {
    throw new Error(`${NO_CLINGO_REASON} (${REQUIRE_CLINGO_VARIABLE}=${required} makes this a failure)`);
  }
  skipSuite(context, NO_CLINGO_REASON);
}

/**
 * A PATH like `path` without `command`: every folder that holds it is replaced by a folder in
 * `scratch` of links to everything else in it.
 */
export function pathWithout(command: string, scratch: string, path = process.env.PATH ?? ''): string {
  return path
    .split(delimiter)
    .filter((folder) => folder !== '')
    .map((folder, index) => {
      if (!existsSync(join(folder, command))) return folder;
      const copy = join(scratch, `path-${index}`);
      mkdirSync(copy, { recursive: true });
      for (const name of readdirSync(folder)) {
        if (name !== command) symlinkSync(join(folder, name), join(copy, name));
      }
      return copy;
    })
    .join(delimiter);
}

/** The encoding's text. */
export function encodingText(): string {
  return readFileSync(ENCODING_PATH, 'utf8');
}

let bundle: string | null = null;

/**
 * The wasm worker bundled from the current sources, the same way the extension's build bundles
 * it; built once per test run, so the tests never run a stale build.
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

/**
 * The processes whose command line contains `marker` (zombies, whose command line is empty, do
 * not count), read from /proc: how the tests see every process a fake clingo started.
 */
export function markedProcesses(marker: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(marker)) found.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

/** `/proc/PID/cmdline` as one line, for messages. */
function commandLineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '(ended)';
  }
}

/** Polls `condition` every 20 ms until it holds or `withinMs` have passed; resolves whether it held. */
export async function eventually(condition: () => boolean, withinMs = 10_000): Promise<boolean> {
  const until = Date.now() + withinMs;
  while (!condition()) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

/** Waits until no process with `marker` in its command line runs, and asserts it. */
export async function assertNoMarkedProcesses(marker: string): Promise<void> {
  await eventually(() => markedProcesses(marker).length === 0);
  assert.deepEqual(
    markedProcesses(marker).map((pid) => `${pid}: ${commandLineOf(pid)}`),
    [],
    `processes with ${marker} in their command line still run`,
  );
}
