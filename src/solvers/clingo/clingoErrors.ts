/**
 * The failures of the clingo engine that a user can act on, one class each, with messages
 * written for the editor's error line and the log. A solve that finds no solution is not an
 * error: it is a result with `solvable: false`. Pure.
 */

/** The base class of every clingo engine failure. */
export class ClingoError extends Error {
  override readonly name: string = 'ClingoError';
}

/**
 * The subclass of {@link ClingoError} whose instances are named `name`, so callers can tell the
 * failures apart by `instanceof` or by name.
 */
function clingoFailure<Name extends string>(name: Name) {
  return class extends ClingoError {
    override readonly name: Name = name;
  };
}

/** The configured executable, or `clingo` on PATH, does not exist. */
export const ClingoNotFoundError = clingoFailure('ClingoNotFoundError');

/** The executable exists but cannot be run (no execute permission, a directory, ...). */
export const ClingoNotExecutableError = clingoFailure('ClingoNotExecutableError');

/** clingo stopped abnormally: killed by a signal, an error exit code, or a worker that failed. */
export const ClingoCrashedError = clingoFailure('ClingoCrashedError');

/** clingo found no model within the time limit. */
export const ClingoTimeoutError = clingoFailure('ClingoTimeoutError');

/**
 * clingo's output is not what the engine expects (not JSON, another shape, a wrong model, too
 * much of it) or claims what the internal engine refutes.
 */
export const ClingoOutputError = clingoFailure('ClingoOutputError');

/** A native clingo run was asked for in an untrusted workspace (Restricted Mode). */
export const ClingoRestrictedError = clingoFailure('ClingoRestrictedError');
