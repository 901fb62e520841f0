/**
 * The failures of the clingo engine that a user can act on, one class each, with messages
 * written for the editor's error line and the log. A solve that finds no solution is not an
 * error: it is a result with `solvable: false`. Pure.
 */

/** The base class of every clingo engine failure. */
export class ClingoError extends Error {
  override readonly name: string = 'ClingoError';
}

/** The configured executable, or `clingo` on PATH, does not exist. */
export class ClingoNotFoundError extends ClingoError {
  override readonly name = 'ClingoNotFoundError';
}

/** The executable exists but cannot be run (no execute permission, a directory, ...). */
export class ClingoNotExecutableError extends ClingoError {
  override readonly name = 'ClingoNotExecutableError';
}

/** clingo stopped abnormally: killed by a signal, an error exit code, or a worker that failed. */
export class ClingoCrashedError extends ClingoError {
  override readonly name = 'ClingoCrashedError';
}

/** clingo found no model within the time limit. */
export class ClingoTimeoutError extends ClingoError {
  override readonly name = 'ClingoTimeoutError';
}

/**
 * clingo's output is not what the engine expects (not JSON, another shape, a wrong model, too
 * much of it) or claims what the internal engine refutes.
 */
export class ClingoOutputError extends ClingoError {
  override readonly name = 'ClingoOutputError';
}

/** A native clingo run was asked for in an untrusted workspace (Restricted Mode). */
export class ClingoRestrictedError extends ClingoError {
  override readonly name = 'ClingoRestrictedError';
}
