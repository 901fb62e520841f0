/**
 * What the clingo engine needs from a way of running clingo: one program in, clingo's output
 * out, with a deadline and cancellation. Two variants implement it: the native executable
 * ({@link createNativeRunner}) and the built-in clingo-wasm in a worker thread ({@link createWasmRunner}). Pure types
 * and helpers.
 */

import * as l10n from '../../domain/l10n';
import { ClingoCrashedError } from './clingoErrors';

/** Which runner solved: the clingo executable, or the built-in clingo-wasm. */
export type RunnerKind = 'native' | 'wasm';

/** Where the engine reports what it runs (the "Lights Out" output channel in VS Code). */
export interface ClingoLog {
  info(message: string): void;
  error(message: string): void;
}

/** A log that drops everything. */
export const SILENT_LOG: ClingoLog = { info: () => {}, error: () => {} };

/** One run of clingo. */
export interface ClingoRunRequest {
  /** The whole logic program (passed on stdin, never as a file or command-line text). */
  readonly program: string;
  /** clingo's options, one argument each, e.g. `--outf=2`, `--opt-mode=opt`, `--models=0`. */
  readonly options: readonly string[];
  /** After this many milliseconds the run is stopped and whatever clingo printed is returned. */
  readonly timeoutMs: number;
  /** Aborting it stops the run; the promise then rejects with a SolveCancelledError. */
  readonly signal?: AbortSignal;
  /**
   * The most bytes of output an answer of this run can take, on stdout and on stderr each (see
   * `clingoOutputBound`): a clingo that prints more is stopped and the run fails with a
   * ClingoOutputError. Absent: the runner's own limit.
   */
  readonly maxOutputBytes?: number;
}

/** What a finished (or stopped) run printed. */
export interface ClingoRunOutput {
  /** clingo's standard output: with `--outf=2` a JSON object, cut off when `timedOut`. */
  readonly stdout: string;
  /** clingo's messages (warnings, info lines). */
  readonly stderr: string;
  /** clingo's exit status (see {@link isNormalExit}); null when the run was stopped. */
  readonly exitCode: number | null;
  /** True when the run was stopped at the deadline; `stdout` may end mid-way. */
  readonly timedOut: boolean;
  /** The command line (native) or the options (wasm), for the log. */
  readonly commandLine: string;
}

/** A way of running clingo. Runs may overlap; a runner serializes them when it must. */
export interface ClingoRunner {
  readonly kind: RunnerKind;
  /**
   * Runs clingo once. Rejects with SolveCancelledError when cancelled and with a ClingoError
   * when clingo cannot be run or stops abnormally; a run stopped at the deadline resolves with
   * `timedOut: true`.
   */
  run(request: ClingoRunRequest): Promise<ClingoRunOutput>;
  /** Frees what the runner holds (the wasm worker); later runs start afresh. */
  dispose(): void;
}

/**
 * clasp's exit statuses for a run that worked: bit 1 interrupted, 10 satisfiable, 20 search
 * space exhausted, combined (30 = satisfiable and exhausted, i.e. optimum found). 33 (out of
 * memory), 65 (error), 128 (bad program or option) and every other value mean failure.
 */
export const NORMAL_EXIT_CODES: readonly number[] = [0, 1, 10, 11, 20, 21, 30, 31];

/** True for an exit status of a run that worked (see {@link NORMAL_EXIT_CODES}). */
export function isNormalExit(exitCode: number): boolean {
  return NORMAL_EXIT_CODES.includes(exitCode);
}

/** The last `limit` characters of a text, for messages. */
export function tail(text: string, limit = 400): string {
  const trimmed = text.trim();
  return trimmed.length <= limit ? trimmed : `…${trimmed.slice(trimmed.length - limit)}`;
}

/**
 * What a failure's message adds about the run: the command line and the end of clingo's stderr
 * (or that it printed nothing there).
 */
export function runContext(commandLine: string, stderr: string): string {
  const detail = tail(stderr);
  return detail ? l10n.t("command: {0}; clingo's stderr: {1}", commandLine, detail) : l10n.t('command: {0}; nothing on stderr', commandLine);
}

/**
 * Throws {@link ClingoCrashedError} for a run that ended with an error status, with clingo's
 * messages and, when given, the command line.
 */
export function checkExitStatus(exitCode: number, stderr: string, who: string, commandLine?: string): void {
  if (isNormalExit(exitCode)) return;
  const detail = tail(stderr);
  if (commandLine) {
    throw new ClingoCrashedError(
      detail
        ? l10n.t('{0} failed with exit status {1}: {2} (command: {3})', who, exitCode, detail, commandLine)
        : l10n.t('{0} failed with exit status {1} and printed no message (command: {2})', who, exitCode, commandLine),
    );
  }
  throw new ClingoCrashedError(
    detail
      ? l10n.t('{0} failed with exit status {1}: {2}', who, exitCode, detail)
      : l10n.t('{0} failed with exit status {1} and printed no message', who, exitCode),
  );
}
