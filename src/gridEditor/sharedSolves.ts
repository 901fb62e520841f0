/**
 * One engine run for the requests of a panel that ask for the same board at the same time. A game
 * in Play asks for the fewest presses of its board as it opens (the baseline); Solve, pressed
 * while that search goes on, asks for the same board again. Solved twice, the second solve starts
 * a second worker, repeats the exact solve and halves the machine for both; joined, it shows the
 * first solution the running search has already found (or finds next) and its final answer. No
 * vscode import.
 */

import type { Puzzle } from '../core/puzzle';
import { sameCells } from '../domain/cellArray';
import { sameBoardRules } from '../domain/topology';
import { SolveCancelledError, type SolveOptions, type SolveProgress, type SolveResult, type Solver } from '../solvers/types';

/** A running engine call and the requests waiting for it. */
interface RunningSolve {
  readonly solver: Solver;
  readonly puzzle: Puzzle;
  readonly minimumTimeoutMs: number | undefined;
  readonly controller: AbortController;
  /** The engine's answer. */
  readonly result: Promise<SolveResult>;
  /** The progress callbacks of the requests waiting. */
  readonly listeners: Set<(progress: SolveProgress) => void>;
  /** The engine's report of its first solution, once made: a request that joins later is told it at once. */
  readonly firstReport: SolveProgress | undefined;
  /** The latest report, for a request that joins later. */
  readonly latestReport: SolveProgress | undefined;
  /** Requests waiting; the engine is cancelled when the last one leaves before the end. */
  waiting: number;
}

/** Whether two puzzles are the same board: shape, rules and cells. */
export function samePuzzle(a: Puzzle, b: Puzzle): boolean {
  return sameBoardRules(a, b) && sameCells(a.grid, b.grid);
}

/** The engine runs of one panel, shared by the requests that ask for the same board at once. */
export class SharedSolves {
  private readonly running = new Set<RunningSolve>();

  /**
   * Solves `puzzle` with `solver` as `solver.solve` would, joining a run of the same engine on the
   * same board with the same `minimumTimeoutMs` when one is going on: the request then gets the
   * run's reports from now on (its first solution and latest report at once, when they were made)
   * and its result. Aborting `options.signal` rejects this request with a SolveCancelledError; the
   * run itself is cancelled only when every request waiting for it has left.
   */
  solve(solver: Solver, puzzle: Puzzle, options: SolveOptions = {}): Promise<SolveResult> {
    const { signal, onProgress, minimumTimeoutMs } = options;
    if (signal?.aborted) return Promise.reject(new SolveCancelledError());
    const joined = [...this.running].find(
      (candidate) => candidate.solver === solver && candidate.minimumTimeoutMs === minimumTimeoutMs && samePuzzle(candidate.puzzle, puzzle),
    );
    let current: RunningSolve;
    if (joined === undefined) {
      current = this.start(solver, puzzle, minimumTimeoutMs, onProgress);
    } else {
      current = joined;
      if (onProgress !== undefined) {
        if (current.firstReport !== undefined) onProgress(current.firstReport);
        if (current.latestReport !== undefined && current.latestReport !== current.firstReport) onProgress(current.latestReport);
        current.listeners.add(onProgress);
      }
    }
    current.waiting += 1;
    return new Promise<SolveResult>((resolve, reject) => {
      let left = false;
      const leave = (): void => {
        if (left) return;
        left = true;
        if (onProgress !== undefined) current.listeners.delete(onProgress);
        signal?.removeEventListener('abort', cancelled);
        current.waiting -= 1;
        if (current.waiting === 0 && this.running.delete(current)) current.controller.abort();
      };
      const cancelled = (): void => {
        leave();
        reject(new SolveCancelledError());
      };
      signal?.addEventListener('abort', cancelled);
      current.result.then(
        (result) => {
          leave();
          resolve(result);
        },
        (error: unknown) => {
          leave();
          reject(error);
        },
      );
    });
  }

  /** Starts a run of `solver` on `puzzle`; `listener` hears its reports from the first (an engine may report at once). */
  private start(solver: Solver, puzzle: Puzzle, minimumTimeoutMs: number | undefined, listener: ((progress: SolveProgress) => void) | undefined): RunningSolve {
    const controller = new AbortController();
    const listeners = new Set<(progress: SolveProgress) => void>(listener === undefined ? [] : [listener]);
    const reports: { first?: SolveProgress; latest?: SolveProgress } = {};
    const result = solver.solve(puzzle, {
      signal: controller.signal,
      ...(minimumTimeoutMs !== undefined ? { minimumTimeoutMs } : {}),
      onProgress: (progress) => {
        if (progress.firstSolution !== undefined) reports.first = progress;
        reports.latest = progress;
        for (const heard of [...listeners]) heard(progress);
      },
    });
    const run: RunningSolve = {
      solver,
      puzzle,
      minimumTimeoutMs,
      controller,
      listeners,
      result,
      get firstReport() {
        return reports.first;
      },
      get latestReport() {
        return reports.latest;
      },
      waiting: 0,
    };
    this.running.add(run);
    // Ended (answered, failed or cancelled): later requests start a run of their own.
    const ended = (): void => void this.running.delete(run);
    result.then(ended, ended);
    return run;
  }
}
