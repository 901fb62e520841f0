/**
 * A grid panel's solve and hint requests: each reads the current board (at the play position when
 * given), solves it with the engine the settings choose, and answers the panel with a
 * `solveResult` or `hintResult` for the document version it solved. A solve shows its progress to
 * the panel after a moment, passes on the engine's first solution as it comes, writes a log line,
 * and turns every failure into a sentence for the user. No vscode import.
 */

import type { ParseResult } from '../core/format/formatDocument';
import type { Puzzle } from '../core/puzzle';
import * as l10n from '../domain/l10n';
import { durationWords, unprovenClause } from '../domain/unprovenWords';
import type { HostMessage, PlayPosition, SolutionView, SolveProgressView, SolvePurpose } from '../protocol/protocol';
import { hintFromSolution } from '../solvers/hint';
import { describeSolveTime, solveTimeEstimateMs } from '../solvers/internal/solveTime';
import { DEFAULT_MINIMUM_TIMEOUT_MS, SolveCancelledError, SolverMemoryError, type SolveProgress, type SolveResult, type Solver } from '../solvers/types';
import { firstSolutionView, hintView, solutionView } from './documentState';
import { puzzleAtPosition } from './gridIntents';
import { SharedSolves } from './sharedSolves';

/** What the solve and hint requests need from their grid session. */
export interface SolveRequestsHost {
  /** The document; its version is read when a request starts and when a hint is ready. */
  readonly document: { readonly version: number };
  readonly panel: { post(message: HostMessage): void };
  readonly services: PanelSolveServices;
  /** The parse of the current text and the version it is of (GridSession.parse). */
  parse(): Promise<{ parsed: ParseResult; version: number }>;
  /**
   * The session's running requests by id: a request is in it while it can be cancelled, so the
   * panel's `cancel` and the session's dispose reach it by aborting its controller.
   */
  readonly running: Map<number, AbortController>;
}

/**
 * Answers one panel's `solve` and `hint` messages; requests for the same board at the same time
 * share one engine run ({@link SharedSolves}): Solve pressed while the game's search for the
 * fewest presses goes on shows that search's first solution and answer.
 */
export class SolveRequests {
  private readonly shared = new SharedSolves();

  constructor(private readonly host: SolveRequestsHost) {}

  /**
   * Answers a `solve` with one `solveResult` (and, for the solution panel, `solveFirst` messages
   * while the search for the fewest presses goes on); a failure's result carries the version the
   * request started at.
   */
  async solve(requestId: number, purpose: SolvePurpose, position: PlayPosition | undefined): Promise<void> {
    const { panel } = this.host;
    const startVersion = this.host.document.version;
    const fail = (message: string): void => panel.post({ type: 'solveResult', requestId, version: startVersion, purpose, outcome: { ok: false, message } });
    // The solution panel shows the engine's first solution while the search for the fewest goes on.
    const first =
      purpose === 'solution' ? (solution: SolutionView, version: number) => panel.post({ type: 'solveFirst', requestId, version, solution }) : undefined;
    const solved = await this.runSolver(requestId, position, fail, first);
    if (!solved) return;
    // An answer for an older version still goes out with that version: the webview shows a
    // solution of a board that has since changed as stale, and a baseline stays the best count
    // of the board that play started from.
    panel.post({
      type: 'solveResult',
      requestId,
      version: solved.version,
      purpose,
      outcome: { ok: true, solution: solutionView(solved.result, solved.label, solved.minimumTimeoutMs) },
    });
  }

  /**
   * Answers a `hint` with one `hintResult`: a failure's carries the version the request started
   * at; a hint is sent only while the document is still the version it was found for.
   */
  async hint(requestId: number, position: PlayPosition | undefined): Promise<void> {
    const { panel, document } = this.host;
    const startVersion = document.version;
    const solved = await this.runSolver(requestId, position, (message) =>
      panel.post({ type: 'hintResult', requestId, version: startVersion, hint: { kind: 'error', message } }),
    );
    // A hint for an outdated board would point at the wrong cell.
    if (!solved || document.version !== solved.version) return;
    const hint = hintFromSolution(solved.puzzle, solved.result);
    panel.post({
      type: 'hintResult',
      requestId,
      version: solved.version,
      hint: hintView(hint, solved.result),
    });
  }

  /**
   * Solves the current puzzle with the configured engine; null (after telling the webview) when it
   * cannot. `onFirst` gets the engine's first solution (see SolveProgress.firstSolution) as a view.
   */
  private async runSolver(
    requestId: number,
    position: PlayPosition | undefined,
    onError: (message: string) => void,
    onFirst?: (view: SolutionView, version: number) => void,
  ): Promise<PanelSolve | null> {
    const { running, services, panel } = this.host;
    // Registered before the parse, which can take a while for a large text: a cancel then counts too.
    const controller = new AbortController();
    running.set(requestId, controller);
    let parse: { parsed: ParseResult; version: number };
    try {
      parse = await this.host.parse();
    } finally {
      running.delete(requestId);
    }
    const { parsed, version } = parse;
    if (controller.signal.aborted) {
      onError(l10n.t('Cancelled.'));
      return null;
    }
    if (!parsed.ok) {
      onError(l10n.t('The text has errors; fix them first (Open as Text).'));
      return null;
    }
    let puzzle: Puzzle;
    try {
      puzzle = puzzleAtPosition(parsed.document.puzzle, position);
    } catch (error) {
      onError(error instanceof Error ? error.message : String(error));
      return null;
    }
    running.set(requestId, controller);
    try {
      return await solveForPanel({ puzzle, version, requestId, signal: controller.signal, services, panel, onError, onFirst, shared: this.shared });
    } finally {
      running.delete(requestId);
    }
  }
}

/** A finished solve: the result, the engine's label ("internal", "clingo (wasm)"), and what was solved. */
export interface PanelSolve {
  readonly result: SolveResult;
  readonly label: string;
  readonly puzzle: Puzzle;
  readonly version: number;
  readonly minimumTimeoutMs: number;
}

/** What a panel's solve takes from the session's services (a part of SessionServices). */
export interface PanelSolveServices {
  /** The engine chosen by the settings, with a label for the result ("internal", "clingo (wasm)"). */
  solver(): { solver: Solver; label: string };
  readonly log: { info(message: string): void; error(message: string): void };
  /** Milliseconds after which a running solve reports progress (default 1000). */
  readonly progressDelayMs?: number;
  /** Milliseconds the search for the fewest presses may take (default DEFAULT_MINIMUM_TIMEOUT_MS). */
  readonly minimumTimeoutMs?: number;
}

/** What a panel's solve needs. */
export interface PanelSolveRequest {
  readonly puzzle: Puzzle;
  /** The document version the puzzle was read from. */
  readonly version: number;
  readonly requestId: number;
  readonly signal: AbortSignal;
  readonly services: PanelSolveServices;
  readonly panel: { post(message: HostMessage): void };
  /** Gets the sentence for the user when the solve fails or is cancelled. */
  readonly onError: (message: string) => void;
  /** Gets the engine's first solution (SolveProgress.firstSolution) as a view, with the version. */
  readonly onFirst?: (view: SolutionView, version: number) => void;
  /** The engine runs this request may share with others for the same board (see SharedSolves); none: a run of its own. */
  readonly shared?: SharedSolves;
}

/** From this estimate on, a solve's progress message and the log say how long it will take. */
export const LONG_SOLVE_MS = 2000;

/** Solves the request's puzzle; null (after `onError`) when it failed or was cancelled. */
export async function solveForPanel(request: PanelSolveRequest): Promise<PanelSolve | null> {
  const { puzzle, version, requestId, signal, services, panel, onError, onFirst, shared } = request;
  const { solver, label } = services.solver();
  const minimumTimeoutMs = services.minimumTimeoutMs ?? DEFAULT_MINIMUM_TIMEOUT_MS;
  // The internal engine's estimate says up front what a long solve will take (the command line weighs --timeout against it).
  const estimatedMs = solver.name === 'internal' ? solveTimeEstimateMs(puzzle) : 0;
  const message =
    estimatedMs >= LONG_SOLVE_MS
      ? l10n.t('Solving the {0}x{1} board with the {2} engine: about {3}…', puzzle.rows, puzzle.columns, label, durationWords(estimatedMs))
      : l10n.t('Solving the {0}x{1} board with the {2} engine…', puzzle.rows, puzzle.columns, label);
  const progress = new SolveProgressForwarder(panel, requestId, message);
  const timer = setTimeout(() => progress.start(), services.progressDelayMs ?? 1000);
  const shape = `${puzzle.rows}x${puzzle.columns}, ${puzzle.states} states, ${puzzle.topology}`;
  if (estimatedMs >= LONG_SOLVE_MS) services.log.info(`solve ${shape}: ${describeSolveTime(puzzle, estimatedMs)}`);
  try {
    const started = performance.now();
    const onProgress = (report: SolveProgress): void => {
      if (report.firstSolution !== undefined && onFirst !== undefined && !signal.aborted) {
        onFirst(firstSolutionView(report.firstSolution, label, minimumTimeoutMs, performance.now() - started), version);
      }
      progress.report(report);
    };
    const options = { signal, minimumTimeoutMs, onProgress };
    const result = await (shared === undefined ? solver.solve(puzzle, options) : shared.solve(solver, puzzle, options));
    // The clingo engine says which runner solved: "clingo (native)" or "clingo (wasm)".
    const solvedBy = result.runner ? `${label} (${result.runner})` : label;
    services.log.info(
      `solve ${shape}: ${solvedBy} engine, ${result.elapsedMs.toFixed(1)} ms, ` +
        (result.solvable
          ? `${result.totalPresses} presses${result.minimal ? ' (minimal)' : result.lowerBound !== null ? ` (at least ${result.lowerBound})` : ''}, ${result.solutionCount} solutions` +
            (!result.minimal && result.unproven ? `; not proven minimal: ${unprovenClause(result.unproven)}` : '')
          : 'not solvable'),
    );
    return { result, label: solvedBy, puzzle, version, minimumTimeoutMs };
  } catch (error) {
    if (error instanceof SolveCancelledError) {
      services.log.info(`solve ${shape}: cancelled`);
      onError(l10n.t('Cancelled.'));
    } else if (error instanceof SolverMemoryError) {
      // Said before any work: the board is too large for this machine, which is no engine failure.
      services.log.info(`solve ${shape}: ${error.message}`);
      onError(error.message);
    } else {
      const message = error instanceof Error ? error.message : String(error);
      services.log.error(`solve ${shape}: ${label} engine failed: ${message}`);
      onError(l10n.t('The {0} engine failed: {1}', label, message));
    }
    return null;
  } finally {
    clearTimeout(timer);
    progress.stop();
  }
}

/**
 * The progress of one solve for the panel: nothing until {@link start} (the solve is taking a
 * while), then the message with the engine's latest report, again whenever the report changes
 * what the panel shows (the phase, the whole percent, the best or the bound); nothing after
 * {@link stop}.
 */
export class SolveProgressForwarder {
  private started = false;
  private stopped = false;
  private latest: SolveProgressView | undefined;
  private lastShown = '';

  constructor(
    private readonly panel: { post(message: HostMessage): void },
    private readonly requestId: number,
    private readonly message: string,
  ) {}

  /** The solve is taking a while: show the message (with the latest report) from now on. */
  start(): void {
    if (this.stopped) return;
    this.started = true;
    this.post();
  }

  /** The engine's report (its onProgress). */
  report(progress: SolveProgress): void {
    if (this.stopped) return;
    const fraction = Number.isFinite(progress.fraction) ? Math.min(1, Math.max(0, progress.fraction)) : 0;
    this.latest = {
      phase: progress.phase,
      fraction,
      ...(progress.bestTotal !== undefined ? { bestTotal: progress.bestTotal } : {}),
      ...(progress.lowerBound !== undefined ? { lowerBound: progress.lowerBound } : {}),
    };
    if (this.started) this.post();
  }

  /** The solve ended: later reports are dropped. */
  stop(): void {
    this.stopped = true;
  }

  private post(): void {
    const latest = this.latest;
    const shown = latest ? `${latest.phase} ${Math.floor(latest.fraction * 100)} ${latest.bestTotal} ${latest.lowerBound}` : 'none';
    if (shown === this.lastShown) return;
    this.lastShown = shown;
    this.panel.post({ type: 'progress', requestId: this.requestId, message: this.message, ...(latest ? { solve: latest } : {}) });
  }
}
