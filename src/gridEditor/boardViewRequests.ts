/**
 * A grid panel's solution path and teaching requests: each waits for the edits already asked
 * for, reads the current board (at the play position when given), computes its view (the path in
 * the board worker, the Learn panel's teaching on this thread) and answers the panel with a
 * `pathResult` or `teachingResult` for the document version it was computed for. No vscode import.
 */

import type { ParseResult } from '../core/format/formatDocument';
import type { Puzzle } from '../core/puzzle';
import { SolveCancelledError } from '../solvers/types';
import * as l10n from '../domain/l10n';
import type { HostMessage, PlayPosition, SolutionPathView, TeachingView } from '../protocol/protocol';
import type { BoardWork } from './boardWork';
import { IntentError, puzzleAtPosition } from './gridIntents';
import { teachingView } from './teachingView';

/** What the path and teaching requests need from their grid session. */
export interface BoardViewRequestsHost {
  readonly panel: { post(message: HostMessage): void };
  readonly services: {
    readonly log: { info(message: string): void; error(message: string): void };
    /** Milliseconds after which a running path reports progress (1000 in VS Code). */
    readonly progressDelayMs?: number;
  };
  /** The parse of the current text and the version it is of (GridSession.parse). */
  parse(): Promise<{ parsed: ParseResult; version: number }>;
  /** Settles once the edits asked for so far are done (a press just before a request), so the answer is about the board they make. */
  afterEdits(): Promise<void>;
  /** The board worker that finds solution paths. */
  boardWork(): BoardWork;
  /**
   * The session's running requests by id: a path is in it while it runs, so the panel's `cancel`
   * and the session's dispose reach it by aborting its controller.
   */
  readonly running: Map<number, AbortController>;
}

/** Answers one panel's `path` and `teaching` messages. */
export class BoardViewRequests {
  constructor(private readonly host: BoardViewRequestsHost) {}

  /**
   * The solution path, found in the board worker: a `progress` message (the panel shows it with
   * Cancel) once it takes longer than `progressDelayMs`; the panel's `cancel` ends the worker.
   */
  async path(requestId: number, position: PlayPosition | undefined): Promise<void> {
    const { panel, services, running } = this.host;
    const controller = new AbortController();
    running.set(requestId, controller);
    const timer = setTimeout(
      () => panel.post({ type: 'progress', requestId, message: l10n.t('Finding a shortest sequence of presses…') }),
      services.progressDelayMs ?? 1000,
    );
    try {
      await this.host.afterEdits();
      const { version, result } = await this.computeForBoard(
        'solution path',
        (message) => l10n.t('The solution path could not be computed: {0}', message),
        position,
        (puzzle) => this.host.boardWork().solutionPath(puzzle, { signal: controller.signal }),
      );
      const path: SolutionPathView = 'view' in result ? result.view : { kind: 'unavailable', reason: result.reason };
      panel.post({ type: 'pathResult', requestId, version, path });
    } catch (error) {
      if (!(error instanceof SolveCancelledError)) throw error;
      // The panel dropped the request when its Cancel was pressed; a closed panel wants nothing.
      services.log.info('solution path: cancelled');
    } finally {
      clearTimeout(timer);
      running.delete(requestId);
    }
  }

  /** The Learn panel's data for the board, answered with one `teachingResult`. */
  async teaching(requestId: number, position: PlayPosition | undefined): Promise<void> {
    await this.host.afterEdits();
    const { version, result } = await this.computeForBoard(
      'Learn panel',
      (message) => l10n.t('The Learn panel could not be computed: {0}', message),
      position,
      teachingView,
    );
    const teaching: TeachingView = 'view' in result ? result.view : { kind: 'unavailable', reason: result.reason };
    this.host.panel.post({ type: 'teachingResult', requestId, version, teaching });
  }

  /**
   * A view of the current board at `position` (the teaching view is quick: at most 0.3 s at its
   * cell limit; the path is computed in the board worker), or the reason there is none for the
   * user (`failed` words a failure's message; `what` names the view in the log; a position that
   * does not fit the board gives its own reason); with the document version it is for.
   */
  private async computeForBoard<V>(
    what: string,
    failed: (message: string) => string,
    position: PlayPosition | undefined,
    compute: (puzzle: Puzzle) => V | Promise<V>,
  ): Promise<{ version: number; result: { view: V } | { reason: string } }> {
    const { parsed, version } = await this.host.parse();
    if (!parsed.ok) return { version, result: { reason: l10n.t('The text has errors; fix them first (Open as Text).') } };
    let puzzle: Puzzle;
    try {
      puzzle = puzzleAtPosition(parsed.document.puzzle, position);
    } catch (error) {
      // A position that does not fit the board (its message says why) is no failure to log.
      if (error instanceof IntentError) return { version, result: { reason: error.message } };
      throw error;
    }
    try {
      return { version, result: { view: await compute(puzzle) } };
    } catch (error) {
      if (error instanceof SolveCancelledError) throw error;
      const message = error instanceof Error ? error.message : String(error);
      this.host.services.log.error(`${what} failed: ${error instanceof Error ? (error.stack ?? message) : message}`);
      return { version, result: { reason: failed(message) } };
    }
  }
}
