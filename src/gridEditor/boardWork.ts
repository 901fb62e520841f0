/**
 * The grid's board work off the extension host's thread: the two computations of the grid editor
 * that can take seconds there run in a worker of the board work job through the one worker runner,
 * so they never block the host and are cancelled by terminating their worker. Generation
 * (Randomize and New Puzzle with a difficulty: up to 21 s on a 13x13 torus with 5 states, hard)
 * reports its steps as progress; the solution path (Show Solution Path: up to 5 s on a 19x19 board
 * with 4 states) reports none. A board shape's difficulty scale (the one generation uses, shown by
 * the difficulty selector) is computed there too: up to about half a second for a new shape, then
 * cached in the worker. One idle worker is kept warm, because most paths and generations
 * take milliseconds and a worker takes longer than that to start. Workers are started through a
 * narrow WorkerFactory, so this is tested without threads.
 */

import { shapeDifficultyScale, type DistributionShape } from '../analysis/difficultyDistribution';
import { generatePuzzle, GenerationError, GenerationTimeoutError, type GeneratedPuzzle, type GenerationProgress } from '../analysis/generatePuzzle';
import { checkShape, PuzzleError, type BoardShape, type Puzzle } from '../core/puzzle';
import type { Difficulty, DifficultyScale } from '../domain/difficultyScale';
import type { SolutionPathView } from '../protocol/protocol';
import { SolveCancelledError, SolverMemoryError } from '../solvers/types';
import { errorKind } from '../workers/errorRegistry';
import type { JobDefinition } from '../workers/jobDefinition';
import { WorkerRunner, type WorkerFactory } from '../workers/workerRunner';
import { solutionPathView } from './solutionPathView';

/** What to generate: generatePuzzle's options that cross the thread boundary. */
export interface GenerationRequest {
  readonly seed: string | number;
  readonly difficulty?: Difficulty;
  readonly rate?: boolean;
}

/**
 * One piece of board work: a generation on a shape (or on a board, whose holes, rules and target
 * it keeps), a solution path, or the difficulty scale of a shape.
 */
export type BoardWorkInput =
  | { readonly task: 'generate'; readonly shape: BoardShape; readonly request: GenerationRequest }
  | { readonly task: 'path'; readonly puzzle: Puzzle }
  | { readonly task: 'scale'; readonly shape: DistributionShape };

/** The answer to a {@link BoardWorkInput}, with the same `task`. */
export type BoardWorkOutput =
  | { readonly task: 'generate'; readonly generated: GeneratedPuzzle }
  | { readonly task: 'path'; readonly path: SolutionPathView }
  | { readonly task: 'scale'; readonly scale: DifficultyScale };

/**
 * The board work job: progress is the generation's {@link GenerationProgress}; a cancelled job
 * rejects with a {@link SolveCancelledError} (as an in-process generation does when its signal
 * aborts); a request the board cannot meet comes back as a {@link GenerationError}, a deadline
 * missed as a {@link GenerationTimeoutError}, an invalid board as a {@link PuzzleError}, a board
 * too large for memory as a {@link SolverMemoryError}; anything else as a WorkerJobError.
 */
export const boardWorkJob: JobDefinition<BoardWorkInput, BoardWorkOutput, GenerationProgress> = {
  kind: 'board work',
  errors: {
    GenerationError: errorKind(GenerationError, (message) => new GenerationError(message)),
    GenerationTimeoutError: errorKind(GenerationTimeoutError, (message) => new GenerationTimeoutError(message)),
    PuzzleError: errorKind(PuzzleError, (message) => new PuzzleError(message)),
    SolverMemoryError: errorKind(
      SolverMemoryError,
      (message, bytesNeeded: number) => new SolverMemoryError(message, bytesNeeded),
      (error) => error.bytesNeeded,
    ),
  },
  cancelled: () => new SolveCancelledError(),
};

/** Options of one piece of board work. */
export interface BoardWorkOptions {
  /** Aborting it ends the work (its worker is terminated); the promise rejects with a SolveCancelledError. */
  readonly signal?: AbortSignal;
  /** Hears of each step of a generation. */
  readonly onProgress?: (progress: GenerationProgress) => void;
}

/** Generation, solution paths and difficulty scales, off the caller's thread. */
export interface BoardWork {
  /** generatePuzzle(shape, request) in a worker; rejects with the generation's own errors ({@link boardWorkJob}). */
  generate(shape: BoardShape, request: GenerationRequest, options?: BoardWorkOptions): Promise<GeneratedPuzzle>;
  /** solutionPathView(puzzle) in a worker. */
  solutionPath(puzzle: Puzzle, options?: Omit<BoardWorkOptions, 'onProgress'>): Promise<SolutionPathView>;
  /**
   * shapeDifficultyScale(shape) in a worker: the scale Randomize and New game aim with (rejects
   * with a {@link PuzzleError} for an invalid shape).
   */
  difficultyScale(shape: DistributionShape, options?: Omit<BoardWorkOptions, 'onProgress'>): Promise<DifficultyScale>;
  /** Cancels all running work and ends the idle worker; stays usable. */
  dispose(): void;
}

/** How long an idle board worker is kept for the next piece of work. */
const IDLE_WORKER_MS = 60_000;

/** The work itself, as the worker does it; `reportProgress` hears of a generation's steps. */
export function doBoardWork(input: BoardWorkInput, reportProgress: ((progress: GenerationProgress) => void) | undefined): BoardWorkOutput {
  switch (input.task) {
    case 'generate': {
      const { seed, difficulty, rate } = input.request;
      const generated = generatePuzzle(input.shape, {
        seed,
        ...(difficulty !== undefined ? { difficulty } : {}),
        ...(rate !== undefined ? { rate } : {}),
        ...(reportProgress ? { onProgress: reportProgress } : {}),
      });
      return { task: 'generate', generated };
    }
    case 'path':
      return { task: 'path', path: solutionPathView(input.puzzle) };
    case 'scale':
      // The objective does not matter to the scale; the check only needs one.
      checkShape({ ...input.shape, objective: 0 });
      return { task: 'scale', scale: shapeDifficultyScale(input.shape) };
    default: {
      const unexpected: never = input;
      throw new Error(`unknown board work ${JSON.stringify(unexpected)}`);
    }
  }
}

/** A {@link BoardWork} whose workers run `workerScript` (the entry serving {@link boardWorkJob} with {@link doBoardWork}), started by `startWorker` (the thread's transport by default). */
export function createBoardWork(workerScript: string, startWorker?: WorkerFactory): BoardWork {
  const runner = new WorkerRunner(boardWorkJob, workerScript, { idleTimeoutMs: IDLE_WORKER_MS, ...(startWorker ? { startWorker } : {}) });
  const jobOptions = ({ signal, onProgress }: BoardWorkOptions) => ({ ...(signal ? { signal } : {}), ...(onProgress ? { onProgress } : {}) });
  return {
    async generate(shape, request, options = {}) {
      const output = await runner.run({ task: 'generate', shape, request }, jobOptions(options));
      if (output.task !== 'generate') throw new Error(`the board worker answered a generation with a ${output.task}`);
      return output.generated;
    },
    async solutionPath(puzzle, options = {}) {
      const output = await runner.run({ task: 'path', puzzle }, jobOptions(options));
      if (output.task !== 'path') throw new Error(`the board worker answered a path with a ${output.task}`);
      return output.path;
    },
    async difficultyScale(shape, options = {}) {
      const output = await runner.run({ task: 'scale', shape }, jobOptions(options));
      if (output.task !== 'scale') throw new Error(`the board worker answered a difficulty scale with a ${output.task}`);
      return output.scale;
    },
    dispose: () => runner.dispose(),
  };
}

let bundled: BoardWork | undefined;

/**
 * Board work on the worker entry compiled beside this module, for a grid session given none (the
 * tests'); the editor provider gives its panels one located for their host.
 */
export function bundledBoardWork(): BoardWork {
  // A forward slash: Node's worker threads take it on every platform.
  bundled ??= createBoardWork(`${__dirname}/boardWorker.js`);
  return bundled;
}
