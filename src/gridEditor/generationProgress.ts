/**
 * A generation (Randomize, New game, New Puzzle) in the board worker under a delayed, cancellable
 * progress notice ({@link withDelayedProgress}) that says what is being made and which step the
 * generator is on. Free of the vscode module.
 */

import type { GeneratedPuzzle, GenerationProgress } from '../analysis/generatePuzzle';
import type { BoardShape } from '../core/puzzle';
import * as l10n from '../domain/l10n';
import { topologyLabel } from '../domain/vocabularyWords';
import type { BoardWork, GenerationRequest } from './boardWork';
import { withDelayedProgress, type ShowProgress } from '../host/delayedProgress';

/** A notice shown nowhere. */
const noNotice: ShowProgress = () => ({ report: () => {}, close: () => {} });

/** The notice's message for a step of the generator. */
export function generationProgressMessage(progress: GenerationProgress): string {
  switch (progress.stage) {
    case 'shape':
      return l10n.t('Rating the board shape…');
    case 'solve':
      return l10n.t('Checking candidate {0} of at most {1} for its fewest moves…', progress.solve, progress.budget);
    case 'build':
      return l10n.t('Building the board…');
    default: {
      const unknown: never = progress;
      throw new Error(`unknown generation step ${JSON.stringify(unknown)}`);
    }
  }
}

/** The notice's title: "Generating a hard 5x5 puzzle", "Generating a random 40x40 torus puzzle". */
export function generationTitle(shape: Pick<BoardShape, 'rows' | 'columns' | 'topology'>, difficulty: string | undefined): string {
  const size = `${shape.rows}x${shape.columns}`;
  if (shape.topology === 'plain') {
    switch (difficulty) {
      case undefined:
        return l10n.t('Generating a random {0} puzzle', size);
      case 'easy':
        return l10n.t('Generating an easy {0} puzzle', size);
      case 'medium':
        return l10n.t('Generating a medium {0} puzzle', size);
      case 'hard':
        return l10n.t('Generating a hard {0} puzzle', size);
      default:
        return l10n.t('Generating a {0} {1} puzzle', difficulty, size);
    }
  }
  const topology = topologyLabel(shape.topology);
  switch (difficulty) {
    case undefined:
      return l10n.t('Generating a random {0} {1} puzzle', size, topology);
    case 'easy':
      return l10n.t('Generating an easy {0} {1} puzzle', size, topology);
    case 'medium':
      return l10n.t('Generating a medium {0} {1} puzzle', size, topology);
    case 'hard':
      return l10n.t('Generating a hard {0} {1} puzzle', size, topology);
    default:
      return l10n.t('Generating a {0} {1} puzzle', difficulty, `${size} ${topology}`);
  }
}

/** Where a generation's notice goes: nowhere when `show` is absent (tests). */
export interface GenerationNotice {
  readonly show?: ShowProgress;
  /** Milliseconds before the notice shows. */
  readonly delayMs: number;
  /** Aborting it cancels the generation too. */
  readonly signal?: AbortSignal;
}

/**
 * `boardWork.generate(shape, request)` under a notice titled by {@link generationTitle}, its
 * message following the generator's steps; Cancel terminates the worker, and the promise rejects
 * with a SolveCancelledError.
 */
export function generateWithProgress(boardWork: BoardWork, shape: BoardShape, request: GenerationRequest, notice: GenerationNotice): Promise<GeneratedPuzzle> {
  const work = (signal: AbortSignal, report: (message: string) => void): Promise<GeneratedPuzzle> =>
    boardWork.generate(shape, request, { signal, onProgress: (progress) => report(generationProgressMessage(progress)) });
  return withDelayedProgress(work, {
    title: generationTitle(shape, request.difficulty),
    show: notice.show ?? noNotice,
    delayMs: notice.delayMs,
    ...(notice.signal ? { signal: notice.signal } : {}),
  });
}
