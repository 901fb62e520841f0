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
  /** The solver failed. */
  SolverFailure: 3,
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
