/**
 * One solve of a grid panel's board with the engine the settings choose: progress to the panel
 * after a moment, the engine's first solution as it comes, a log line, and every failure turned
 * into a sentence for the user. No vscode import.
 */

import type { Puzzle } from '../core/puzzle';
import { DEFAULT_MINIMUM_TIMEOUT_MS, SolveCancelledError, SolverMemoryError, type SolveProgress, type SolveResult, type Solver } from '../solvers/types';
import * as l10n from '../domain/l10n';
import type { HostMessage, SolutionView } from '../protocol/protocol';
import { firstSolutionView } from './documentState';
import { SolveProgressForwarder } from './solveProgressForwarder';

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
}

/** Solves the request's puzzle; null (after `onError`) when it failed or was cancelled. */
export async function solveForPanel(request: PanelSolveRequest): Promise<PanelSolve | null> {
  const { puzzle, version, requestId, signal, services, panel, onError, onFirst } = request;
  const { solver, label } = services.solver();
  const minimumTimeoutMs = services.minimumTimeoutMs ?? DEFAULT_MINIMUM_TIMEOUT_MS;
  const progress = new SolveProgressForwarder(panel, requestId, l10n.t('Solving the {0}x{1} board with the {2} engine…', puzzle.rows, puzzle.columns, label));
  const timer = setTimeout(() => progress.start(), services.progressDelayMs ?? 1000);
  const shape = `${puzzle.rows}x${puzzle.columns}, ${puzzle.states} states, ${puzzle.topology}`;
  try {
    const started = performance.now();
    const onProgress = (report: SolveProgress): void => {
      if (report.firstSolution !== undefined && onFirst !== undefined && !signal.aborted) {
        onFirst(firstSolutionView(report.firstSolution, label, minimumTimeoutMs, performance.now() - started), version);
      }
      progress.report(report);
    };
    const result = await solver.solve(puzzle, { signal, minimumTimeoutMs, onProgress });
    // The clingo engine says which runner solved: "clingo (native)" or "clingo (wasm)".
    const solvedBy = result.runner ? `${label} (${result.runner})` : label;
    services.log.info(
      `solve ${shape}: ${solvedBy} engine, ${result.elapsedMs.toFixed(1)} ms, ` +
        (result.solvable
          ? `${result.totalPresses} presses${result.minimal ? ' (minimal)' : result.lowerBound !== null ? ` (at least ${result.lowerBound})` : ''}, ${result.solutionCount} solutions`
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
