/**
 * A grid panel's difficulty scale: after each whole `document` (`rows` never change the shape),
 * the scale of its shape, asked of the board worker once per distinct shape (the one New game and
 * Randomize aim with), posted as `difficultyScale` with the document's version. Asking about
 * another shape cancels the question about the old one; an answer about a shape no longer shown
 * is never posted, and one that comes while the webview is not ready goes with the next document.
 * Nothing for a text with errors or a board over MAX_DIFFICULTY_CELLS cells, which has no levels:
 * the webview forgets the scale of another shape on its own. No vscode import.
 */

import { shapeKey } from '../analysis/compactBoard';
import type { DistributionShape } from '../analysis/difficultyDistribution';
import type { DifficultyScale } from '../domain/difficultyScale';
import { MAX_DIFFICULTY_CELLS, type DocumentState, type HostMessage, type PuzzleView } from '../protocol/protocol';
import { SolveCancelledError } from '../solvers/types';
import type { BoardWork } from './boardWork';

/** What the scale requests need from their grid session. */
export interface DifficultyScaleHost {
  readonly panel: { post(message: HostMessage): void };
  readonly log: { error(message: string): void };
  /** The board worker that computes scales. */
  boardWork(): BoardWork;
  /** Whether the webview is ready for messages. */
  isReady(): boolean;
}

/** The difficulty scale of one shape, asked of the board worker: its answer once it came (null after a failure). */
interface ScaleRequest {
  readonly key: string;
  readonly controller: AbortController;
  answer: DifficultyScale | null | undefined;
}

/** Follows one panel's documents with the difficulty scale of their shape. */
export class DifficultyScaleRequests {
  /** The scale of the shape last asked of the board worker (running, or answered). */
  private request: ScaleRequest | null = null;
  /** The shape of the last `document` posted, and its version, when it has a scale to show; else null. */
  private wanted: { readonly key: string; readonly version: number } | null = null;
  private disposed = false;

  constructor(private readonly host: DifficultyScaleHost) {}

  /** A whole `document` was posted: post its shape's scale (at once when known), or ask for it. */
  documentPosted(version: number, state: DocumentState): void {
    const puzzle = state.kind === 'puzzle' ? state.puzzle : null;
    if (puzzle === null || puzzle.rows * puzzle.columns > MAX_DIFFICULTY_CELLS) {
      this.wanted = null;
      return;
    }
    const shape = distributionShape(puzzle);
    const key = shapeKey(shape);
    this.wanted = { key, version };
    const asked = this.request;
    if (asked?.key === key) {
      if (asked.answer) this.host.panel.post({ type: 'difficultyScale', version, scale: asked.answer });
      return;
    }
    asked?.controller.abort();
    const request: ScaleRequest = { key, controller: new AbortController(), answer: undefined };
    this.request = request;
    this.host
      .boardWork()
      .difficultyScale(shape, { signal: request.controller.signal })
      .then(
        (scale) => this.arrived(request, scale),
        (error: unknown) => {
          if (error instanceof SolveCancelledError) return;
          this.host.log.error(`difficulty scale ${key}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
          // Not asked again for this shape (nothing is posted): the selector shows its levels without ranges.
          this.arrived(request, null);
        },
      );
  }

  /** Cancels the question being asked (the panel closed). */
  dispose(): void {
    this.disposed = true;
    this.request?.controller.abort();
  }

  /** Keeps a scale's answer, and posts it when its shape is still the one shown in a ready webview. */
  private arrived(request: ScaleRequest, scale: DifficultyScale | null): void {
    request.answer = scale;
    const wanted = this.wanted;
    if (this.disposed || !this.host.isReady() || this.request !== request || wanted?.key !== request.key || scale === null) return;
    this.host.panel.post({ type: 'difficultyScale', version: wanted.version, scale });
  }
}

/** What a puzzle's difficulty scale depends on: its size, states, topology, neighbourhood and holes. */
function distributionShape(puzzle: PuzzleView): DistributionShape {
  return {
    rows: puzzle.rows,
    columns: puzzle.columns,
    states: puzzle.states,
    topology: puzzle.topology,
    ...(puzzle.neighbourhood !== undefined ? { neighbourhood: puzzle.neighbourhood } : {}),
    ...(puzzle.holes !== undefined ? { holes: puzzle.holes } : {}),
  };
}
