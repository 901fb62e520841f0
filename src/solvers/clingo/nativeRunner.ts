/**
 * The native runner: the clingo executable, started without a shell from its absolute path, in a
 * fresh temporary directory, with the program on stdin ({@link ProcessLauncher}). clingo gets
 * `--time-limit` so it stops by itself at the deadline and still prints its best model; a hard
 * deadline a little later kills the process group in case it does not. Cancellation kills the
 * process group at once. Its output is read through a byte cap. The command line and clingo's
 * messages go to the log, and the command line is part of every failure's message.
 */

import * as l10n from '../../domain/l10n';
import { SolveCancelledError } from '../types';
import { ClingoCrashedError, ClingoNotExecutableError, ClingoNotFoundError, ClingoOutputError } from './clingoErrors';
import { checkExitStatus, runContext, tail, type ClingoLog, type ClingoRunner, type ClingoRunOutput, type ClingoRunRequest } from './clingoRunner';
import { execaLauncher, MAX_OUTPUT_BYTES, type LaunchOutcome, type ProcessLauncher, type SpawnError } from './processLauncher';

/** How long after the deadline a clingo that did not stop by itself is killed. */
export const DEFAULT_KILL_GRACE_MS = 2000;

/** Options of {@link createNativeRunner}. */
export interface NativeRunnerOptions {
  /** Absolute path of the executable (see {@link findExecutable}). */
  readonly executable: string;
  readonly log: ClingoLog;
  /** Starts processes (execa by default; tests may substitute it). */
  readonly launcher?: ProcessLauncher;
  /** Milliseconds between the deadline and the kill (default {@link DEFAULT_KILL_GRACE_MS}). */
  readonly killGraceMs?: number;
  /** The most bytes read from clingo's stdout, and from its stderr, before it is killed (default {@link MAX_OUTPUT_BYTES}); a run's own bound can only lower it. */
  readonly maxOutputBytes?: number;
}

/** Quotes an argument for the log line when it needs it (the log only; nothing runs a shell). */
function quoteForLog(argument: string): string {
  return /^[\w@%+=:,./-]+$/.test(argument) ? argument : `'${argument.replace(/'/g, `'\\''`)}'`;
}

/** A runner that starts `options.executable` for every run. */
export function createNativeRunner(options: NativeRunnerOptions): ClingoRunner {
  const launcher = options.launcher ?? execaLauncher;
  const graceMs = options.killGraceMs ?? DEFAULT_KILL_GRACE_MS;
  const runnerMaxOutputBytes = options.maxOutputBytes ?? MAX_OUTPUT_BYTES;
  return {
    kind: 'native',
    dispose() {},
    async run(request: ClingoRunRequest): Promise<ClingoRunOutput> {
      if (request.signal?.aborted) throw new SolveCancelledError();
      const timeLimitSeconds = Math.max(1, Math.ceil(request.timeoutMs / 1000));
      const args = [...request.options, `--time-limit=${timeLimitSeconds}`, '-'];
      const commandLine = [options.executable, ...args].map(quoteForLog).join(' ');
      const maxOutputBytes = Math.min(request.maxOutputBytes ?? Infinity, runnerMaxOutputBytes);
      const stop = new AbortController();
      let timedOut = false;
      const deadline = setTimeout(() => {
        timedOut = true;
        stop.abort();
      }, request.timeoutMs + graceMs);
      const cancel = (): void => stop.abort();
      request.signal?.addEventListener('abort', cancel, { once: true });
      options.log.info(`clingo (native): ${commandLine} < program (${request.program.length} characters)`);
      const started = performance.now();
      try {
        const outcome = await launcher.launch({
          file: options.executable,
          args,
          input: request.program,
          signal: stop.signal,
          maxOutputBytes,
        });
        if (request.signal?.aborted) throw new SolveCancelledError();
        const elapsed = (performance.now() - started).toFixed(0);
        if (outcome.stderr.trim() !== '') options.log.info(`clingo (native) stderr: ${tail(outcome.stderr, 2000)}`);
        if (outcome.spawnError) throw startFailure(options.executable, outcome.spawnError);
        options.log.info(`clingo (native) pid ${outcome.pid ?? '?'} in ${outcome.cwd} ended after ${elapsed} ms: ${ending(outcome, timedOut)}`);
        if (outcome.overflow) {
          throw new ClingoOutputError(
            l10n.t(
              'clingo printed more than {0} bytes on {1} and was stopped ({2})',
              maxOutputBytes,
              outcome.overflow,
              // On one line: what floods is often many lines of one message.
              runContext(commandLine, outcome.stderr.replace(/\s+/g, ' ')),
            ),
          );
        }
        if (!timedOut) {
          if (outcome.signal !== null)
            throw new ClingoCrashedError(l10n.t('clingo was stopped by {0} ({1})', outcome.signal, runContext(commandLine, outcome.stderr)));
          if (outcome.exitCode === null)
            throw new ClingoCrashedError(l10n.t('clingo ended without an exit status ({0})', runContext(commandLine, outcome.stderr)));
          checkExitStatus(outcome.exitCode, outcome.stderr, 'clingo', commandLine);
        }
        return { stdout: outcome.stdout, stderr: outcome.stderr, exitCode: timedOut ? null : outcome.exitCode, timedOut, commandLine };
      } finally {
        clearTimeout(deadline);
        request.signal?.removeEventListener('abort', cancel);
      }
    },
  };
}

/** How a run ended, for the log. */
function ending(outcome: LaunchOutcome, timedOut: boolean): string {
  if (timedOut) return 'killed at the deadline';
  if (outcome.overflow) return `killed for printing too much on ${outcome.overflow}`;
  return outcome.signal ? `signal ${outcome.signal}` : `exit status ${outcome.exitCode}`;
}

/** The error for a process that could not be started, saying what is missing. */
function startFailure(executable: string, { code, message, missingInterpreter, fileExists }: SpawnError): Error {
  if (code === 'ENOENT') {
    if (missingInterpreter !== null) {
      return new ClingoNotExecutableError(
        l10n.t('"{0}" cannot be started: the interpreter "{1}" named on its first line (#!) does not exist ({2})', executable, missingInterpreter, message),
      );
    }
    if (fileExists) {
      return new ClingoNotExecutableError(
        l10n.t(
          '"{0}" exists but cannot be started: something it needs is missing (for a program, its loader: is it built for another system?) ({1})',
          executable,
          message,
        ),
      );
    }
    return new ClingoNotFoundError(l10n.t('clingo could not be started: "{0}" does not exist ({1})', executable, message));
  }
  if (code === 'EACCES' || code === 'ENOEXEC' || code === 'EISDIR')
    return new ClingoNotExecutableError(l10n.t('"{0}" cannot be executed ({1}: {2})', executable, code, message));
  return new ClingoCrashedError(l10n.t('clingo could not be started ({0}: {1})', code, message));
}
