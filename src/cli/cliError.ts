/**
 * Errors of the command line, each with the exit code it ends the process with. Pure.
 */

/** The exit codes of `lights-out` (a contract). */
export const ExitCode = {
  /** The board is solvable (or the command succeeded). */
  Ok: 0,
  /** The board is not solvable. */
  Unsolvable: 1,
  /** Bad input or usage. */
  BadInput: 2,
  /** The solver failed, or writing the output failed (a full disk, an I/O error). */
  SolverFailure: 3,
  /**
   * The reader of the output went away (EPIPE, as in `lights-out solve big.lights | head -c 1`):
   * the command stops at once, quietly. 141 is 128 + SIGPIPE (13), the status a shell shows for
   * a C tool such as `cat` that the same pipe stops; pipelines read it as usual (`pipefail` sees
   * the early end, plain `| head` only looks at head's status). Not 0: 0 says "solvable" here,
   * and the command did not finish.
   */
  OutputClosed: 141,
} as const;

/** An exit code of `lights-out`. */
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** An error that ends the command with a message on stderr and a given exit code. */
export class CliError extends Error {
  override readonly name = 'CliError';
  constructor(
    message: string,
    readonly exitCode: ExitCode,
  ) {
    super(message);
  }
}

/** A bad-input error (exit code 2). */
export function usageError(message: string): CliError {
  return new CliError(message, ExitCode.BadInput);
}
