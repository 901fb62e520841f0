/**
 * The native runner: the clingo executable, started without a shell from its absolute path, in a
 * fresh temporary directory, with the program on stdin. clingo gets `--time-limit` so it stops by
 * itself at the deadline and still prints its best model; a hard deadline a little later kills
 * the process group in case it does not. Cancellation kills the process group at once. The
 * command line and clingo's messages go to the log.
 */

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SolveCancelledError } from '../types';
import { ClingoCrashedError, ClingoNotExecutableError, ClingoNotFoundError } from './clingoErrors';
import { checkExitStatus, tail, type ClingoLog, type ClingoRunner, type ClingoRunOutput, type ClingoRunRequest } from './clingoRunner';
import { execaLauncher, type ProcessLauncher } from './processLauncher';

/** How long after the deadline a clingo that did not stop by itself is killed. */
export const DEFAULT_KILL_GRACE_MS = 2000;

/** Options of {@link createNativeRunner}. */
export interface NativeRunnerOptions {
  /** Absolute path of the executable (see findExecutable.ts). */
  readonly executable: string;
  readonly log: ClingoLog;
  /** Starts processes (execa by default; tests may substitute it). */
  readonly launcher?: ProcessLauncher;
  /** Milliseconds between the deadline and the kill (default {@link DEFAULT_KILL_GRACE_MS}). */
  readonly killGraceMs?: number;
}

/** Quotes an argument for the log line when it needs it (the log only; nothing runs a shell). */
function quoteForLog(argument: string): string {
  return /^[\w@%+=:,./-]+$/.test(argument) ? argument : `'${argument.replace(/'/g, `'\\''`)}'`;
}

/** A runner that starts `options.executable` for every run. */
export function createNativeRunner(options: NativeRunnerOptions): ClingoRunner {
  const launcher = options.launcher ?? execaLauncher;
  const graceMs = options.killGraceMs ?? DEFAULT_KILL_GRACE_MS;
  return {
    kind: 'native',
    dispose() {},
    async run(request: ClingoRunRequest): Promise<ClingoRunOutput> {
      if (request.signal?.aborted) throw new SolveCancelledError();
      const timeLimitSeconds = Math.max(1, Math.ceil(request.timeoutMs / 1000));
      const args = [...request.options, `--time-limit=${timeLimitSeconds}`, '-'];
      const commandLine = [options.executable, ...args].map(quoteForLog).join(' ');
      const cwd = await mkdtemp(join(tmpdir(), 'lights-out-clingo-'));
      const stop = new AbortController();
      let timedOut = false;
      const deadline = setTimeout(() => {
        timedOut = true;
        stop.abort();
      }, request.timeoutMs + graceMs);
      const cancel = (): void => stop.abort();
      request.signal?.addEventListener('abort', cancel, { once: true });
      options.log.info(`clingo (native): ${commandLine} < program (${request.program.length} characters), in ${cwd}`);
      const started = performance.now();
      try {
        const outcome = await launcher.launch({ file: options.executable, args, cwd, input: request.program, signal: stop.signal });
        if (request.signal?.aborted) throw new SolveCancelledError();
        const elapsed = (performance.now() - started).toFixed(0);
        if (outcome.stderr.trim() !== '') options.log.info(`clingo (native) stderr: ${tail(outcome.stderr, 2000)}`);
        if (outcome.spawnError) {
          const { code, message } = outcome.spawnError;
          if (code === 'ENOENT') throw new ClingoNotFoundError(`clingo could not be started: "${options.executable}" does not exist (${message})`);
          if (code === 'EACCES' || code === 'ENOEXEC' || code === 'EISDIR') throw new ClingoNotExecutableError(`"${options.executable}" cannot be executed (${code}: ${message})`);
          throw new ClingoCrashedError(`clingo could not be started (${code}: ${message})`);
        }
        options.log.info(`clingo (native) pid ${outcome.pid ?? '?'} ended after ${elapsed} ms: ${timedOut ? 'killed at the deadline' : outcome.signal ? `signal ${outcome.signal}` : `exit status ${outcome.exitCode}`}`);
        if (!timedOut) {
          if (outcome.signal !== null) throw new ClingoCrashedError(`clingo was stopped by ${outcome.signal}${outcome.stderr.trim() ? `: ${tail(outcome.stderr)}` : ''}`);
          if (outcome.exitCode === null) throw new ClingoCrashedError('clingo ended without an exit status');
          checkExitStatus(outcome.exitCode, outcome.stderr, 'clingo');
        }
        return { stdout: outcome.stdout, stderr: outcome.stderr, exitCode: timedOut ? null : outcome.exitCode, timedOut, commandLine };
      } finally {
        clearTimeout(deadline);
        request.signal?.removeEventListener('abort', cancel);
        await rm(cwd, { recursive: true, force: true }).catch(() => {});
      }
    },
  };
}
