/**
 * The whole command's time limit, `--timeout SECS` (default {@link DEFAULT_TIME_LIMIT_SECONDS} s,
 * 0 lifts it), as `solve`, `hint`, `path`, `generate` and `analyze` read it: the deadline their
 * stages work to (the minimum search gets what is left of it, a job estimated beyond it is refused
 * at once), and the one-line error a command that reaches it ends with (exit 3). The process that
 * runs a command also stops it hard at the limit (see commandProcess.ts), so every stage ends.
 */

import { secondsFlag } from './secondsFlag';
import { CliError, ExitCode } from './cliError';

/** The time limit of a command without `--timeout`: two minutes. */
export const DEFAULT_TIME_LIMIT_SECONDS = 120;

/** The commands that take `--timeout` and end within it. */
export const TIMED_COMMANDS: readonly string[] = ['solve', 'hint', 'path', 'generate', 'analyze'];

/** parseArgs declaration of `--timeout SECS`. */
export const TIMEOUT_OPTION = { timeout: { type: 'string' } } as const;

/** The help lines of `--timeout`, the same in every timed command. */
export const TIMEOUT_HELP = `  --timeout SECS  the whole command's time limit (default ${DEFAULT_TIME_LIMIT_SECONDS}; 0 lifts it): work
                  estimated beyond it is refused at once, and a command that reaches it ends
                  with what it has proven or with exit 3 and one line; seconds in digits
                  with at most 3 decimals (such as 5 or 0.5)`;

/** A command's time limit. */
export interface TimeLimit {
  /** The limit in seconds; Infinity when lifted (`--timeout 0`). */
  readonly seconds: number;
  /** When the command must have ended, on performance.now()'s clock; Infinity when lifted. */
  readonly deadline: number;
}

/**
 * The time limit of `--timeout` (its value as parseArgs gives it, undefined for the default),
 * counted from `started`. Throws the seconds flags' usage error for a bad value.
 */
export function timeLimitFlag(value: string | undefined, started: number = performance.now()): TimeLimit {
  const seconds = value === undefined ? DEFAULT_TIME_LIMIT_SECONDS : secondsFlag('timeout', value);
  if (seconds === 0) return { seconds: Infinity, deadline: Infinity };
  return { seconds, deadline: started + seconds * 1000 };
}

/** Milliseconds left before the limit (Infinity when lifted, 0 once it has passed). */
export function remainingMs(limit: TimeLimit, now: number = performance.now()): number {
  return Math.max(0, limit.deadline - now);
}

/** A limit as it was given: "0.2 s", "120 s" (the seconds of --timeout, so the words match the flag). */
export function describeSeconds(seconds: number): string {
  return `${seconds} s`;
}

/** The one line of a command stopped by its limit: "stopped at the time limit of 5 s (--timeout; 0 lifts it) while ...". */
export function timeLimitMessage(seconds: number, doing: string): string {
  return `stopped at the time limit of ${describeSeconds(seconds)} (--timeout; 0 lifts it) while ${doing}`;
}

/** The error (exit 3) of a command that reached its limit while `doing` something. */
export function outOfTime(limit: TimeLimit, doing: string): CliError {
  return new CliError(timeLimitMessage(limit.seconds, doing), ExitCode.SolverFailure);
}

/** Throws {@link outOfTime} when the limit has passed. */
export function checkTimeLimit(limit: TimeLimit, doing: string): void {
  if (performance.now() >= limit.deadline) throw outOfTime(limit, doing);
}
