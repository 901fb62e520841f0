/**
 * The grid's board work off the extension host's thread: generation and solution paths run in a
 * worker of the board work job (boardWorkJob.ts) through the one worker runner, so a generation
 * of many seconds never blocks the host, reports its steps, and is cancelled by terminating its
 * worker. One idle worker is kept warm, because most paths and generations take milliseconds and a
 * worker takes longer than that to start. Workers are started through a narrow WorkerFactory, so it
 * is tested without threads.
 */

import { generatePuzzle, type GeneratedPuzzle, type GenerationProgress } from '../analysis/generatePuzzle';
import type { BoardShape, Puzzle } from '../core/puzzle';
import type { SolutionPathView } from '../protocol/protocol';
import { WorkerRunner, type WorkerFactory } from '../workers/workerRunner';
import { boardWorkJob, type BoardWorkInput, type BoardWorkOutput, type GenerationRequest } from './boardWorkJob';
import { solutionPathView } from './solutionPathView';

/** Options of one piece of board work. */
export interface BoardWorkOptions {
  /** Aborting it ends the work (its worker is terminated); the promise rejects with a SolveCancelledError. */
  readonly signal?: AbortSignal;
  /** Hears of each step of a generation. */
  readonly onProgress?: (progress: GenerationProgress) => void;
}

/** Generation and solution paths, off the caller's thread. */
export interface BoardWork {
  /** generatePuzzle(shape, request) in a worker; rejects with the generation's own errors (boardWorkJob.ts). */
  generate(shape: BoardShape, request: GenerationRequest, options?: BoardWorkOptions): Promise<GeneratedPuzzle>;
  /** solutionPathView(puzzle) in a worker. */
  solutionPath(puzzle: Puzzle, options?: Omit<BoardWorkOptions, 'onProgress'>): Promise<SolutionPathView>;
  /** Cancels all running work and ends the idle worker; stays usable. */
  dispose(): void;
}

/** How long an idle board worker is kept for the next piece of work. */
const IDLE_WORKER_MS = 60_000;

/** The work itself, as the worker does it (boardWorker.ts); `reportProgress` hears of a generation's steps. */
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
    default: {
      const unexpected: never = input;
      throw new Error(`unknown board work ${JSON.stringify(unexpected)}`);
    }
  }
}

/** A {@link BoardWork} whose workers run `workerScript` (dist/boardWorker.js), started by `startWorker` (the thread's transport by default). */
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
    dispose: () => runner.dispose(),
  };
}

let bundled: BoardWork | undefined;

/**
 * Board work on boardWorker.js beside this module (dist/ once bundled, out/src/gridEditor/ when
 * compiled for the tests), for a grid session given none; the provider gives its panels one from
 * the host's own dist folder (lightsEditorProvider.ts).
 */
export function bundledBoardWork(): BoardWork {
  // A forward slash: Node's worker threads take it on every platform.
  bundled ??= createBoardWork(`${__dirname}/boardWorker.js`);
  return bundled;
}
