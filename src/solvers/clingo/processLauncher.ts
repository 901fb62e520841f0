/**
 * Starting a process, the one effect of the native runner, behind a narrow interface; the default
 * uses execa. The process runs without a shell, gets its input on stdin, and on POSIX systems
 * leads a process group of its own, so stopping it kills its children too (a wrapper script and
 * whatever it started), leaving no orphans behind.
 */

import { execa } from 'execa';

/** One process to run. */
export interface LaunchRequest {
  /** Absolute path of the executable (never looked up through a shell). */
  readonly file: string;
  readonly args: readonly string[];
  /** The working directory. */
  readonly cwd: string;
  /** Written to the process's stdin, which is then closed. */
  readonly input: string;
  /** Aborting it kills the process and everything it started. */
  readonly signal: AbortSignal;
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
  /** When the process could not be started: the system's error code (ENOENT, EACCES, ...). */
  readonly spawnError: { readonly code: string; readonly message: string } | null;
}

/** Runs processes. */
export interface ProcessLauncher {
  launch(request: LaunchRequest): Promise<LaunchOutcome>;
}

/** The largest output kept from one process (clingo's JSON for big boards is a few megabytes). */
export const MAX_OUTPUT_BYTES = 256 * 1024 * 1024;

/**
 * Kills the process group led by `pid` (POSIX) or the process tree (Windows, through taskkill).
 * Does nothing when it is already gone.
 */
export function killProcessTree(pid: number): void {
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

/** Process groups started and not yet ended, killed if this process exits first. */
const running = new Set<number>();
let exitHookInstalled = false;

function track(pid: number): void {
  running.add(pid);
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // execa's own cleanup skips detached processes; without this a clingo would outlive a closed
  // extension host until its --time-limit.
  process.once('exit', () => {
    for (const group of running) killProcessTree(group);
  });
}

/** The default launcher, on execa. */
export const execaLauncher: ProcessLauncher = {
  async launch(request) {
    const posix = process.platform !== 'win32';
    const subprocess = execa(request.file, [...request.args], {
      cwd: request.cwd,
      input: request.input,
      reject: false,
      shell: false,
      // A group of its own: killing the group reaches grandchildren too.
      detached: posix,
      stripFinalNewline: false,
      maxBuffer: MAX_OUTPUT_BYTES,
      windowsHide: true,
    });
    const kill = (): void => {
      if (subprocess.pid !== undefined) killProcessTree(subprocess.pid);
      subprocess.kill('SIGKILL');
    };
    const pid = subprocess.pid;
    if (pid !== undefined) track(pid);
    if (request.signal.aborted) kill();
    request.signal.addEventListener('abort', kill, { once: true });
    try {
      const result = await subprocess;
      const started = subprocess.pid !== undefined;
      const code = typeof result.code === 'string' ? result.code : 'UNKNOWN';
      return {
        pid: subprocess.pid,
        exitCode: result.exitCode ?? null,
        signal: result.signal ?? null,
        stdout: typeof result.stdout === 'string' ? result.stdout : '',
        stderr: typeof result.stderr === 'string' ? result.stderr : '',
        spawnError: !started ? { code, message: result.shortMessage ?? result.message ?? code } : null,
      };
    } finally {
      request.signal.removeEventListener('abort', kill);
      if (pid !== undefined) running.delete(pid);
    }
  },
};
