/**
 * Starting a process, the one effect of the native runner, behind a narrow interface; the default
 * uses execa. The process runs without a shell in a fresh temporary directory, gets its input on
 * stdin, and on POSIX systems leads a process group of its own. Its output is read through a hard
 * byte cap. However the run ends (the process exits, it is stopped, it prints too much, or this
 * process exits first) the whole group is killed and the directory removed: nothing it started
 * outlives the run, and nothing is left in the temporary folder.
 */

import { rmSync } from 'node:fs';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { execa } from 'execa';

/** One process to run. */
export interface LaunchRequest {
  /** Absolute path of the executable (never looked up through a shell). */
  readonly file: string;
  readonly args: readonly string[];
  /** Written to the process's stdin, which is then closed. */
  readonly input: string;
  /** Aborting it kills the process and everything it started. */
  readonly signal: AbortSignal;
  /**
   * The most bytes read from stdout, and from stderr (default {@link MAX_OUTPUT_BYTES}): a
   * process that prints more is killed with its group, and its outcome says `overflow`.
   */
  readonly maxOutputBytes?: number;
}

/** Why a process could not be started. */
export interface SpawnError {
  /** The system's error code (ENOENT, EACCES, ...). */
  readonly code: string;
  readonly message: string;
  /**
   * For ENOENT on a file that exists: the `#!` interpreter named on its first line, which is what
   * is missing; null when the file does not exist or is no script.
   */
  readonly missingInterpreter: string | null;
  /** For ENOENT: whether the file itself exists (then something it needs to start is missing). */
  readonly fileExists: boolean;
}

/** How a process ended. */
export interface LaunchOutcome {
  readonly pid: number | undefined;
  /** The exit code, or null when the process was ended by a signal or never started. */
  readonly exitCode: number | null;
  /** The signal that ended the process (e.g. "SIGKILL"), or null. */
  readonly signal: string | null;
  readonly stdout: string;
  readonly stderr: string;
  /** The stream that went past `maxOutputBytes` (the process was killed for it), or null. */
  readonly overflow: 'stdout' | 'stderr' | null;
  /** The temporary working directory the process ran in (removed by the time this is returned). */
  readonly cwd: string;
  /** When the process could not be started, why. */
  readonly spawnError: SpawnError | null;
}

/** Runs processes. */
export interface ProcessLauncher {
  launch(request: LaunchRequest): Promise<LaunchOutcome>;
}

/**
 * The largest output kept from one stream of a process when the request names no limit: clingo's
 * JSON for big boards is a few megabytes, and what is kept is held about three times over (the
 * chunks, the bytes joined, the text) while it is read.
 */
export const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

/** The name prefix of the temporary working directories, in the system's temporary folder. */
export const WORK_DIRECTORY_PREFIX = 'lights-out-clingo-';

/**
 * Kills the process group led by `pid` (POSIX) or the process tree (Windows, through taskkill).
 * Does nothing when it is gone already.
 */
function killProcessGroup(pid: number): void {
  if (process.platform === 'win32') {
    void execa('taskkill', ['/pid', String(pid), '/T', '/F'], { reject: false, windowsHide: true });
    return;
  }
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // ESRCH: the group is gone already.
  }
}

/** Process groups started and not yet ended, and working directories not yet removed. */
const runningGroups = new Set<number>();
const workDirectories = new Set<string>();
let exitHookInstalled = false;

/**
 * When this process exits (the extension host shutting down, the command line calling
 * process.exit) with runs still going, their groups are killed and their directories removed
 * synchronously: 'exit' handlers cannot wait. execa's own cleanup skips detached processes.
 */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const group of runningGroups) killProcessGroup(group);
    for (const directory of workDirectories) {
      try {
        rmSync(directory, { recursive: true, force: true });
      } catch {
        // Nothing more can be done while exiting.
      }
    }
  });
}

/** Collects a stream's bytes up to `cap`; past it, calls `onOverflow` once and keeps nothing more. */
function capped(stream: Readable | null, cap: number, onOverflow: () => void): () => string {
  const chunks: Buffer[] = [];
  let bytes = 0;
  let over = false;
  stream?.on('data', (chunk: Buffer | string) => {
    if (over) return;
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    bytes += buffer.length;
    if (bytes > cap) {
      over = true;
      onOverflow();
      return;
    }
    chunks.push(buffer);
  });
  return () => Buffer.concat(chunks).toString('utf8');
}

/** The interpreter a script names on its `#!` line, or null for a file that is no script. */
async function scriptInterpreter(file: string): Promise<string | null> {
  try {
    const handle = await open(file, 'r');
    try {
      const { buffer, bytesRead } = await handle.read(Buffer.alloc(256), 0, 256, 0);
      const firstLine = buffer.subarray(0, bytesRead).toString('utf8').split('\n')[0];
      if (!firstLine.startsWith('#!')) return null;
      return firstLine.slice(2).trim().split(/\s+/)[0] || null;
    } finally {
      await handle.close();
    }
  } catch {
    return null;
  }
}

async function spawnErrorOf(file: string, code: string, message: string): Promise<SpawnError> {
  if (code !== 'ENOENT') return { code, message, missingInterpreter: null, fileExists: true };
  const fileExists = await stat(file).then(
    () => true,
    () => false,
  );
  return { code, message, missingInterpreter: fileExists ? await scriptInterpreter(file) : null, fileExists };
}

async function launchIn(cwd: string, request: LaunchRequest): Promise<LaunchOutcome> {
  const cap = request.maxOutputBytes ?? MAX_OUTPUT_BYTES;
  const posix = process.platform !== 'win32';
  const subprocess = execa(request.file, [...request.args], {
    cwd,
    input: request.input,
    reject: false,
    shell: false,
    // A group of its own: killing the group reaches grandchildren too.
    detached: posix,
    // The output is read here, through the cap, not buffered by execa.
    buffer: false,
    windowsHide: true,
  });
  const pid = subprocess.pid;
  const stopGroup = (): void => {
    if (pid !== undefined) killProcessGroup(pid);
    subprocess.kill('SIGKILL');
  };
  let overflow: 'stdout' | 'stderr' | null = null;
  const onOverflow = (stream: 'stdout' | 'stderr') => (): void => {
    overflow ??= stream;
    stopGroup();
    // Stop reading at once, even if something outside the group still holds the pipe.
    subprocess.stdout?.destroy();
    subprocess.stderr?.destroy();
  };
  const stdout = capped(subprocess.stdout, cap, onOverflow('stdout'));
  const stderr = capped(subprocess.stderr, cap, onOverflow('stderr'));
  if (pid !== undefined) runningGroups.add(pid);
  // When the leader ends, whatever it left running in its group ends with it. (On Windows the tree
  // of an ended process can no longer be found; taskkill reaches it only while the leader runs.)
  if (posix) {
    subprocess.once('exit', () => {
      if (pid !== undefined) killProcessGroup(pid);
    });
  }
  if (request.signal.aborted) stopGroup();
  request.signal.addEventListener('abort', stopGroup, { once: true });
  try {
    const result = await subprocess;
    const code = typeof result.code === 'string' ? result.code : 'UNKNOWN';
    const spawnError = pid === undefined ? await spawnErrorOf(request.file, code, result.shortMessage ?? result.message ?? code) : null;
    return { pid, exitCode: result.exitCode ?? null, signal: result.signal ?? null, stdout: stdout(), stderr: stderr(), overflow, cwd, spawnError };
  } finally {
    request.signal.removeEventListener('abort', stopGroup);
    if (pid !== undefined) runningGroups.delete(pid);
  }
}

/** The default launcher, on execa. */
export const execaLauncher: ProcessLauncher = {
  async launch(request) {
    installExitHook();
    const cwd = await mkdtemp(join(tmpdir(), WORK_DIRECTORY_PREFIX));
    workDirectories.add(cwd);
    try {
      return await launchIn(cwd, request);
    } finally {
      await rm(cwd, { recursive: true, force: true }).catch(() => {});
      workDirectories.delete(cwd);
    }
  },
};
