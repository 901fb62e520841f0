/**
 * A grid panel's solve and hint requests: each reads the current board (at the play position
 * when given), solves it with the configured engine (panelSolve.ts), and answers the panel with a
 * `solveResult` or `hintResult` for the document version it solved. No vscode import.
 */

import type { ParseResult } from '../core/format/format';
import type { Puzzle } from '../core/puzzle';
import { hintFromSolution } from '../solvers/hint';
import * as l10n from '../domain/l10n';
import type { HostMessage, PlayPosition, SolutionView, SolvePurpose } from '../protocol/protocol';
import { hintView, solutionView } from './documentState';
import { puzzleAtPosition } from './playPosition';
import { solveForPanel, type PanelSolve, type PanelSolveServices } from './panelSolve';

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

/** Answers one panel's `solve` and `hint` messages. */
export class SolveRequests {
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
      return await solveForPanel({ puzzle, version, requestId, signal: controller.signal, services, panel, onError, onFirst });
    } finally {
      running.delete(requestId);
    }
  }
}
