/**
 * What the solves of one `lights-out solve` command line share: the boards, where the output goes,
 * the internal engine with its minimum-search time, and the progress line on a terminal.
 */

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { escapeControlCharacters } from '../core/escapeControlCharacters';
import type { Puzzle } from '../core/puzzle';
import type { SearchShareMessage, SearchThreads } from '../solvers/internal/minimum/minimumExhaustiveSearch';
import { describeSolveTime, solveTimeEstimateMs } from '../solvers/internal/solveTime';
import type { SolveProgress, SolveResult, Solver } from '../solvers/types';
import { startHelperThread } from '../workers/helperThread';
import { CliError, ExitCode } from './cliError';
import type { CommandOutput } from './output';
import { progressLine, type ProgressTerminal } from './progressLine';
import { describeSeconds, outOfTime, remainingMs, type TimeLimit } from './timeLimit';

/** One board to solve, with its label for messages. */
export interface Board {
  readonly label: string;
  readonly puzzle: Puzzle;
  readonly title?: string;
}

/** What every solve of one command line shares. */
export interface SolveSession {
  readonly out: CommandOutput;
  readonly json: boolean;
  /** Whether the press grid and the certificate are printed (not with --no-presses). */
  readonly includeGrids: boolean;
  /** The time the internal engine's search for the fewest presses may take (--min-timeout). */
  readonly minimumTimeoutMs: number;
  /** The command's time limit (--timeout): a solve estimated beyond what is left is refused, the search gets no more. */
  readonly timeLimit: TimeLimit;
  readonly internalSolver: Solver;
  /** Where progress goes when it is a terminal (stderr); null for none. */
  readonly terminal: ProgressTerminal | null;
}

/**
 * "searching for the fewest presses, 42%, best 661, at least 540": a solve's progress in a few
 * words, for the progress line.
 */
export function describeSolveProgress(progress: SolveProgress): string {
  const percent = `${Math.floor(Math.min(1, Math.max(0, progress.fraction)) * 100)}%`;
  switch (progress.phase) {
    case 'system':
      return `solving the linear system, ${percent}`;
    case 'minimum': {
      const best = progress.bestTotal !== undefined ? `, best ${progress.bestTotal}` : '';
      const bound = progress.lowerBound !== undefined ? `, at least ${progress.lowerBound}` : '';
      return `searching for the fewest presses, ${percent}${best}${bound}`;
    }
    default: {
      const unknown: never = progress.phase;
      throw new Error(`unknown solve phase ${String(unknown)}`);
    }
  }
}

/** The progress line's lead: "solving big.lights (39x39)". */
function progressTitle({ label, puzzle }: Board, engine: string): string {
  return `solving ${label} (${puzzle.rows}x${puzzle.columns})${engine}`;
}

/**
 * The second core for long minimum searches: threads of the search worker bundled beside the
 * command line (dist/minimumSearchWorker.js, or tsc's output of its entry); undefined when neither
 * is there.
 */
export function cliSearchThreads(): SearchThreads | undefined {
  const script = [join(__dirname, 'minimumSearchWorker.js'), join(__dirname, '..', 'solvers', 'internal', 'minimum', 'minimumSearchWorker.js')].find((file) =>
    existsSync(file),
  );
  return script === undefined ? undefined : { start: () => startHelperThread<SearchShareMessage>(script) };
}

/** What a solve by the internal engine needs of the session. */
export type InternalSolveSettings = Pick<SolveSession, 'internalSolver' | 'minimumTimeoutMs' | 'timeLimit' | 'terminal'>;

/**
 * Solves `board` with the internal engine, its progress on the terminal's one line while it runs
 * (cleared before this returns). A board whose solve is estimated beyond what is left of the time
 * limit is refused before any work, and a solve still solving its linear system at the limit is
 * stopped (at its next progress report): both a {@link CliError} with exit 3 and one line naming
 * the board. The search for the fewest presses ends by the limit with what it has proven. A
 * failure of the engine (including a board too large for memory) is a {@link CliError} with exit 3
 * naming the board.
 */
export async function solveInternally(board: Board, session: InternalSolveSettings): Promise<SolveResult> {
  const { timeLimit } = session;
  const name = escapeControlCharacters(board.label);
  const estimatedMs = solveTimeEstimateMs(board.puzzle);
  if (estimatedMs > remainingMs(timeLimit))
    throw new CliError(
      `${name}: ${describeSolveTime(board.puzzle, estimatedMs)}; over the time limit of ${describeSeconds(timeLimit.seconds)} (--timeout; 0 lifts it)`,
      ExitCode.SolverFailure,
    );
  const line = progressLine(session.terminal);
  const title = progressTitle(board, '');
  line?.show(title);
  try {
    return await session.internalSolver.solve(board.puzzle, {
      minimumTimeoutMs: session.minimumTimeoutMs,
      ...(Number.isFinite(timeLimit.deadline) ? { deadline: timeLimit.deadline } : {}),
      onProgress: (progress: SolveProgress) => {
        if (progress.phase === 'system' && performance.now() >= timeLimit.deadline) throw outOfTime(timeLimit, `solving ${name}`);
        // The first solution is for panels that show answers early; the line shows how far the search is.
        if (line && progress.firstSolution === undefined) line.show(`${title}: ${describeSolveProgress(progress)}`);
      },
    });
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(
      `${escapeControlCharacters(board.label)}: solver failed: ${error instanceof Error ? error.message : String(error)}`,
      ExitCode.SolverFailure,
    );
  } finally {
    line?.clear();
  }
}

/** Runs `solve` (a solve without progress of its own, such as clingo's) with "solving FILE (RxC) with ENGINE" on the terminal's line meanwhile. */
export async function withProgressTitle<T>(board: Board, session: Pick<SolveSession, 'terminal'>, engine: string, solve: () => Promise<T>): Promise<T> {
  const line = progressLine(session.terminal);
  line?.show(progressTitle(board, ` with ${engine}`));
  try {
    return await solve();
  } finally {
    line?.clear();
  }
}
