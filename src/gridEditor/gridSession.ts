/**
 * One grid panel's conversation with the extension host, free of the vscode module: it turns
 * each webview intent into one edit of the document (through {@link DocumentPort}), passes
 * requests on (solve and hint ones to {@link SolveRequests}, solution path and teaching ones to
 * {@link BoardViewRequests}), answers a New game with a random board of the document's shape
 * without editing it, hands Share's links to {@link ShareUi}, and re-sends the document whenever
 * it changes (the changed rows only, when that is enough: {@link DocumentPoster}), each whole
 * `document` followed by the difficulty scale of its shape ({@link DifficultyScaleRequests}, made
 * in the board worker). The VS Code adapter ({@link LightsEditorProvider}) supplies the ports;
 * tests supply fakes.
 */

import type { ParsedLights, ParseResult } from '../core/format/formatDocument';
import type { TextEdit } from '../core/format/formatEdits';
import { wholeText, type TextChange, type TextSource } from '../core/format/formatIncremental';
import { PuzzleError } from '../core/puzzle';
import { GenerationError, type GeneratedPuzzle } from '../analysis/generatePuzzle';
import { SolveCancelledError, SolverMemoryError, type Solver } from '../solvers/types';
import {
  isWebviewMessage,
  MAX_DIFFICULTY_CELLS,
  MAX_EDITOR_CELLS,
  type BoardContextView,
  type HostMessage,
  type NewGameOutcome,
  type PlayPosition,
  type PlayStatusView,
  type WebviewMessage,
} from '../protocol/protocol';
import type { Difficulty } from '../domain/difficultyScale';
import * as l10n from '../domain/l10n';
import { difficultyLabel } from '../domain/vocabularyWords';
import { DocumentPoster } from './documentPoster';
import { bundledBoardWork, type BoardWork } from './boardWork';
import type { ShowProgress } from '../host/delayedProgress';
import { generateWithProgress } from './generationProgress';
import { IntentError, keepPositionEdits, pressEdits, randomizeEdits, randomizeRequest, reshapeEdits, type RandomizeOutcome } from './gridIntents';
import { clearTargetEdits, holeEdits, neighbourhoodEdits, targetEdits } from './boardDesignIntents';
import { bundledParse, SessionParse, type ParsedDocument } from './sessionParse';
import { SolveRequests } from './solveRequests';
import { BoardViewRequests } from './boardViewRequests';
import { DifficultyScaleRequests } from './difficultyScaleRequests';
import { shareChoices, sharePuzzle, type ShareChoice, type ShareUi } from './puzzleShare';

/** The document as the session sees it. */
export interface DocumentPort extends ParsedDocument {
  readonly isDirty: boolean;
  /** Applies the edits as one undoable change; resolves false when the editor refused them. */
  applyEdits(edits: readonly TextEdit[]): Promise<boolean>;
}

/**
 * Where the session's messages go (the webview panel). Messages posted while the webview's first
 * page loads wait for it and reach it in order, once its script listens (VS Code queues them until
 * the page has loaded); a page loaded again later (the panel was hidden and shown) gets only what
 * is posted after it said `ready`.
 */
export interface PanelPort {
  post(message: HostMessage): void;
}

/** A logger (the "Lights Out" output channel in VS Code). */
export interface SessionLogger {
  info(message: string): void;
  error(message: string): void;
}

/** Everything else the session needs from its host. */
export interface SessionServices {
  /** The engine chosen by the settings, with a label for the result ("internal", "clingo (wasm)"). */
  solver(): { solver: Solver; label: string };
  readonly log: SessionLogger;
  /** Opens the document in the text editor, with the cursor at a 1-based line and column when given. */
  openAsText(line?: number, column?: number): void;
  /** Runs VS Code's Undo or Redo on the document (Setup's buttons; play has its own history). */
  undoRedo?(which: 'undo' | 'redo'): void;
  /** The panel's game changed mode or history (for the keybindings' context). */
  playStatusChanged?(status: PlayStatusView): void;
  /** A fresh seed for Randomize. */
  randomSeed(): string;
  /** Milliseconds after which a running solve reports progress (1000 in VS Code). */
  readonly progressDelayMs?: number;
  /** Milliseconds a solve may search for the fewest presses (default DEFAULT_MINIMUM_TIMEOUT_MS, 30 s). */
  readonly minimumTimeoutMs?: number;
  /**
   * Parses a large text (see parsesOffThread) off the host's thread, at most one per document;
   * defaults to {@link bundledOffThreadParse}.
   */
  readonly parseOffThread?: (document: object, text: string) => Promise<ParseResult>;
  /** Generation and solution paths off the host's thread; defaults to {@link bundledBoardWork}. */
  readonly boardWork?: BoardWork;
  /** Shows a cancellable progress notice (VS Code's notification) for a generation that takes over `progressDelayMs`; none when absent. */
  readonly showProgress?: ShowProgress;
  /**
   * Where the panel's board comes from (a file, an example, a level with its best): posted to the
   * webview as a `context` message after every `ready`, and again on {@link GridSession.postContext}.
   * Without it no `context` is posted (the webview takes the board for a file's).
   */
  boardContext?(): BoardContextView;
  /** The panel's game reached the goal in `moves` moves (a level records its best); nothing happens without it. */
  gameWon?(moves: number): void;
  /** The win banner's Next level was chosen (the level after this one opens); nothing happens without it. */
  nextLevel?(): void;
  /** Share's choice, clipboard and messages; without it Share only logs that it cannot copy. */
  readonly shareUi?: ShareUi;
}

/**
 * What a generation for the document's board ended with: the puzzle, with the document version
 * whose board it is of; none because the text has errors; refused with a message for the user; or cancelled.
 */
type Generation =
  | { readonly kind: 'generated'; readonly generated: GeneratedPuzzle; readonly version: number }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'cancelled' };

/** Messages of one panel: handle webview messages, and call {@link documentChanged} on every text change. */
export class GridSession {
  private editQueue: Promise<void> = Promise.resolve();
  private readonly running = new Map<number, AbortController>();
  /** Running generations (Randomize, New game), cancelled when the panel closes. */
  private readonly generations = new Set<AbortController>();
  private ready = false;
  /**
   * True until the panel is first hidden: the webview shows the page loaded when the panel opened,
   * which receives what is posted before it says `ready` (see {@link PanelPort}).
   */
  private firstPage = true;
  /** The document went to the first page before it said `ready` (see {@link prepare}). */
  private postedEarly = false;
  private readonly pendingCommands: HostMessage[] = [];
  private readonly parses: SessionParse;
  private readonly poster: DocumentPoster;
  private readonly solves: SolveRequests;
  private readonly boardViews: BoardViewRequests;
  /** Counts the document posts asked for: an off-thread parse posts only if no later post was asked for. */
  private postsAsked = 0;
  private disposed = false;
  private readonly scales: DifficultyScaleRequests;
  /** What the webview last said about its game. */
  playStatus: PlayStatusView = { playing: false, canUndo: false, canRedo: false };

  constructor(
    private readonly document: DocumentPort,
    private readonly panel: PanelPort,
    private readonly services: SessionServices,
  ) {
    this.parses = new SessionParse(document, services.parseOffThread ?? bundledParse, (message) => services.log.error(message));
    this.poster = new DocumentPoster((message) => {
      panel.post(message);
      if (message.type === 'document') this.scales.documentPosted(message.version, message.state);
    });
    this.scales = new DifficultyScaleRequests({ panel, log: services.log, boardWork: () => this.boardWork(), isReady: () => this.reachesPage });
    this.solves = new SolveRequests({ document, panel, services, parse: () => this.parse(), running: this.running });
    this.boardViews = new BoardViewRequests({
      panel,
      services,
      parse: () => this.parse(),
      afterEdits: () => this.editQueue,
      boardWork: () => this.boardWork(),
      running: this.running,
    });
  }

  /** Handles one message from the webview; malformed messages are logged and ignored. */
  async handle(message: unknown): Promise<void> {
    if (!isWebviewMessage(message)) {
      this.services.log.error(`ignored a malformed message from the grid: ${JSON.stringify(message)?.slice(0, 200)}`);
      return;
    }
    await this.dispatch(message);
  }

  /**
   * Re-sends the document after the text (or its dirty state) changed; `changes` are the text
   * changes of the one change event that led to the current version (VS Code's contentChanges),
   * which let a change of a few cells be read from the changed rows alone.
   */
  documentChanged(changes: readonly TextChange[] = []): void {
    this.parses.advance(changes);
    if (this.reachesPage) this.postDocument();
  }

  /**
   * Call as the panel opens, right after its webview's HTML is set: starts the parse of the text
   * (a large text's parse in a worker takes about as long as the webview takes to load) and, when
   * it ends before the page says `ready`, posts the document at once: VS Code hands it to the page
   * as soon as the page has loaded, without waiting for the `ready` round trip. `ready` then posts
   * only what changed since (an empty `rows` when nothing did; a page that missed the document
   * answers that with `resync`).
   */
  prepare(): void {
    this.parse().then(
      ({ parsed, version }) => {
        if (this.ready || !this.firstPage || this.disposed || this.postsAsked > 0 || version !== this.document.version) return;
        this.postsAsked++;
        this.postedEarly = true;
        this.poster.postParse(parsed, version, this.document.isDirty);
      },
      (error: unknown) => this.services.log.error(`reading the document failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  /**
   * The panel was hidden: VS Code drops a hidden webview (the grid does not retain it) and loads it
   * again when it is shown, so messages wait for the new webview's `ready`.
   */
  webviewHidden(): void {
    this.ready = false;
    this.firstPage = false;
    this.postedEarly = false;
  }

  /** Whether what is posted now reaches the page: it said `ready`, or it is the first page and the document went to it early. */
  private get reachesPage(): boolean {
    return this.ready || this.postedEarly;
  }

  /** Forwards a palette command to the webview, once it is ready. */
  sendCommand(message: HostMessage): void {
    if (this.ready) this.panel.post(message);
    else this.pendingCommands.push(message);
  }

  /**
   * Posts where the board comes from ({@link SessionServices.boardContext}) again, e.g. after a
   * level's best changed; nothing without the service or before the webview is ready (`ready` posts it).
   */
  postContext(): void {
    const context = this.services.boardContext?.();
    if (this.ready && context !== undefined) this.panel.post({ type: 'context', context });
  }

  /** Cancels running solves, generations and the difficulty scale (the panel closed). */
  dispose(): void {
    this.disposed = true;
    this.scales.dispose();
    for (const controller of [...this.running.values(), ...this.generations]) controller.abort();
    this.running.clear();
    this.generations.clear();
  }

  /** The parse of the current text and the version it is of (see SessionParse.parse). */
  parse(): Promise<{ parsed: ParseResult; version: number }> {
    return this.parses.parse();
  }

  private async dispatch(message: WebviewMessage): Promise<void> {
    switch (message.type) {
      case 'ready':
        this.ready = true;
        // After the early document, what changed since (see prepare); else the whole document.
        if (!this.postedEarly) this.poster.reset();
        this.postedEarly = false;
        this.postDocument();
        this.postContext();
        for (const command of this.pendingCommands.splice(0)) this.panel.post(command);
        return;
      case 'resync':
        this.poster.reset();
        this.postDocument();
        return;
      case 'press':
        return this.edit((text, parsed) => pressEdits(text, parsed, message.row, message.col, message.delta, false));
      case 'keepPosition':
        return this.keepPosition(message.version, message.position);
      case 'undoEdit':
        this.services.undoRedo?.('undo');
        return;
      case 'redoEdit':
        this.services.undoRedo?.('redo');
        return;
      case 'playStatus':
        this.playStatus = message.status;
        this.services.playStatusChanged?.(message.status);
        return;
      case 'reshape':
        return this.edit((text, parsed) => reshapeEdits(wholeText(text), parsed, message.changes, { maxCells: MAX_EDITOR_CELLS }));
      case 'holes':
        return this.edit((text, parsed) => holeEdits(wholeText(text), parsed, message.cells, message.hole));
      case 'neighbourhood':
        return this.edit((text, parsed) => neighbourhoodEdits(wholeText(text), parsed, message.neighbourhood));
      case 'target':
        return this.edit((text, parsed) => targetEdits(wholeText(text), parsed, message.row, message.col, message.delta));
      case 'clearTarget':
        return this.edit((text, parsed) => clearTargetEdits(wholeText(text), parsed));
      case 'randomize':
        return this.randomize(message.difficulty);
      case 'solve':
        return this.solves.solve(message.requestId, message.purpose, message.position);
      case 'hint':
        return this.solves.hint(message.requestId, message.position);
      case 'path':
        return this.boardViews.path(message.requestId, message.position);
      case 'teaching':
        return this.boardViews.teaching(message.requestId, message.position);
      case 'cancel':
        this.running.get(message.requestId)?.abort();
        return;
      case 'openAsText':
        this.services.openAsText(message.line, message.column);
        return;
      case 'newGame':
        return this.newGame(message.requestId, message.difficulty);
      case 'gameWon':
        this.services.gameWon?.(message.moves);
        return;
      case 'nextLevel':
        this.services.nextLevel?.();
        return;
      case 'share':
        return this.share(message.version, message.position);
      default: {
        const unexpected: never = message;
        throw new Error(`unhandled message ${JSON.stringify(unexpected)}`);
      }
    }
  }

  /**
   * Posts the current document (as `rows` when the webview's board allows): at once when it is
   * parsed or parses on this thread, else once its worker is done, unless the text changed again
   * meanwhile (the webview keeps showing the older one).
   */
  private postDocument(): void {
    const asked = ++this.postsAsked;
    const post = (parsed: ParseResult, version: number): void => this.poster.postParse(parsed, version, this.document.isDirty);
    const onThread = this.parses.onThread();
    if ('parsed' in onThread) {
      post(onThread.parsed, this.document.version);
      return;
    }
    this.parses.parse(onThread).then(
      ({ parsed, version }) => {
        if (asked === this.postsAsked && !this.disposed && version === this.document.version) post(parsed, version);
      },
      (error: unknown) => this.services.log.error(`reading the document failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
    );
  }

  private notice(severity: 'info' | 'error', message: string): void {
    this.panel.post({ type: 'notice', severity, message });
  }

  /** Runs edits one at a time, each against the text as it is when its turn comes. */
  private edit(makeEdits: (text: TextSource, parsed: ParsedLights) => TextEdit[]): Promise<void> {
    const next = this.editQueue.then(async () => {
      // parse() answers for the current version, so the text read next is the text it parsed.
      const { parsed } = await this.parse();
      if (!parsed.ok) {
        this.notice('error', l10n.t('The text has errors, so the grid does not change it. Fix them in the text editor (Open as Text).'));
        return;
      }
      let edits: TextEdit[];
      try {
        edits = makeEdits(this.parses.text(), parsed);
      } catch (error) {
        if (error instanceof IntentError || error instanceof PuzzleError || error instanceof GenerationError) {
          this.notice('error', error.message);
          return;
        }
        throw error;
      }
      if (edits.length === 0) return;
      if (!(await this.document.applyEdits(edits))) this.notice('error', l10n.t('VS Code did not accept the change (is the file read-only?).'));
    });
    this.editQueue = next.catch((error: unknown) => {
      this.services.log.error(`grid edit failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      this.notice('error', l10n.t('The change failed: {0}', error instanceof Error ? error.message : String(error)));
    });
    return this.editQueue;
  }

  /**
   * Generates a new board in the board worker ({@link generateForBoard}), then replaces the board
   * with it as one edit, unless the document changed meanwhile. Cancel changes nothing.
   */
  private async randomize(difficulty: Difficulty | undefined): Promise<void> {
    const controller = new AbortController();
    this.generations.add(controller);
    let generation: Generation;
    try {
      generation = await this.generateForBoard('randomize', difficulty, controller.signal);
    } finally {
      this.generations.delete(controller);
    }
    if (generation.kind === 'cancelled') return;
    if (generation.kind === 'invalid') {
      this.notice('error', l10n.t('The text has errors, so the grid does not change it. Fix them in the text editor (Open as Text).'));
      return;
    }
    if (generation.kind === 'refused') {
      this.notice('error', generation.message);
      return;
    }
    const { generated, version } = generation;
    // Set inside the edit, which runs when its turn in the queue comes.
    const result: { outcome?: RandomizeOutcome } = {};
    await this.edit((text, current) => {
      if (this.document.version !== version) {
        throw new IntentError(l10n.t('The puzzle changed while a new one was being made, so it was not replaced. Randomize again.'));
      }
      result.outcome = randomizeEdits(wholeText(text), current, generated);
      return result.outcome.edits;
    });
    const made = result.outcome;
    if (difficulty && made?.clamped) this.notice('info', clampedNotice(difficulty, made));
  }

  /**
   * A new game: a board generated as Randomize makes it ({@link generateForBoard}), answered with
   * one `newGameResult` for the version whose board it is of; the document is never edited. The
   * panel's `cancel` with `requestId` (or the notice's Cancel) ends it with "Cancelled."; a closed
   * panel gets no answer.
   */
  private async newGame(requestId: number, difficulty: Difficulty | undefined): Promise<void> {
    const controller = new AbortController();
    this.generations.add(controller);
    this.running.set(requestId, controller);
    let generation: Generation;
    const version = this.document.version;
    try {
      generation = await this.generateForBoard('new game', difficulty, controller.signal);
    } finally {
      this.generations.delete(controller);
      if (this.running.get(requestId) === controller) this.running.delete(requestId);
    }
    if (this.disposed) return;
    const answer = (outcome: NewGameOutcome, at: number): void => this.panel.post({ type: 'newGameResult', requestId, version: at, outcome });
    switch (generation.kind) {
      case 'cancelled':
        return answer({ ok: false, message: l10n.t('Cancelled.') }, version);
      case 'invalid':
        return answer({ ok: false, message: l10n.t('The text has errors; fix them first (Open as Text).') }, version);
      case 'refused':
        return answer({ ok: false, message: generation.message }, version);
      case 'generated': {
        const { generated } = generation;
        // The webview words `clamped` with the new game's announcement: no notice beside it.
        answer(
          {
            ok: true,
            grid: generated.puzzle.grid,
            minMoves: generated.minMoves,
            clamped: generated.clamped,
            ...(generated.difficulty ? { difficulty: generated.difficulty } : {}),
          },
          generation.version,
        );
        return;
      }
      default: {
        const unexpected: never = generation;
        throw new Error(`unknown generation ${JSON.stringify(unexpected)}`);
      }
    }
  }

  /**
   * The one route of Randomize and New game: after the edits already asked for (so the new board
   * is of the board they make), a random solvable puzzle of the document's board (its shape,
   * holes, rules and target; of `difficulty` when given, refused on boards over
   * MAX_DIFFICULTY_CELLS) generated in the board worker under a delayed progress notice whose
   * Cancel (like aborting `signal`) ends the worker. `what` names the work in the log.
   */
  private async generateForBoard(what: string, difficulty: Difficulty | undefined, signal: AbortSignal): Promise<Generation> {
    await this.editQueue;
    const { parsed, version } = await this.parse();
    if (!parsed.ok) return { kind: 'invalid' };
    const { rows, columns } = parsed.document.puzzle;
    if (difficulty && rows * columns > MAX_DIFFICULTY_CELLS) {
      return {
        kind: 'refused',
        message: l10n.t(
          'Difficulty levels are offered for boards of at most {0} cells; this {1}x{2} board has {3}. Choose "any".',
          MAX_DIFFICULTY_CELLS,
          rows,
          columns,
          rows * columns,
        ),
      };
    }
    const { shape, request } = randomizeRequest(parsed, this.services.randomSeed(), difficulty);
    try {
      const generated = await generateWithProgress(this.boardWork(), shape, request, {
        delayMs: this.services.progressDelayMs ?? 1000,
        signal,
        ...(this.services.showProgress ? { show: this.services.showProgress } : {}),
      });
      return { kind: 'generated', generated, version };
    } catch (error) {
      if (error instanceof SolveCancelledError) {
        this.services.log.info(`${what} ${rows}x${columns}${difficulty ? ` ${difficulty}` : ''}: cancelled`);
        return { kind: 'cancelled' };
      }
      if (error instanceof GenerationError || error instanceof PuzzleError || error instanceof SolverMemoryError)
        return { kind: 'refused', message: error.message };
      const message = error instanceof Error ? error.message : String(error);
      this.services.log.error(`${what} ${rows}x${columns}: ${error instanceof Error ? (error.stack ?? message) : message}`);
      return { kind: 'refused', message: l10n.t('A new puzzle could not be made: {0}', message) };
    }
  }

  /** The board worker: the services', else the bundle's. */
  private boardWork(): BoardWork {
    return this.services.boardWork ?? bundledBoardWork();
  }

  /**
   * Share: after the edits already asked for, a link to the document's puzzle (or to the game's
   * start and the position played, see {@link shareChoices}) through the services' {@link ShareUi};
   * a text with errors, or a position played on another version of the document, is refused with
   * a message. Never edits the document.
   */
  private async share(version: number, position: PlayPosition | undefined): Promise<void> {
    const ui = this.services.shareUi;
    if (ui === undefined) {
      this.services.log.error('share: no clipboard to copy a link to');
      return;
    }
    await this.editQueue;
    const { parsed, version: parsedVersion } = await this.parse();
    if (!parsed.ok) {
      ui.error(l10n.t('The text has errors, so there is no puzzle to share. Fix them in the text editor (Open as Text).'));
      return;
    }
    if (position !== undefined && version !== parsedVersion) {
      ui.error(l10n.t('The puzzle changed in the meantime, so this position was not shared. Share again from the new puzzle.'));
      return;
    }
    let choices: ShareChoice[];
    try {
      choices = shareChoices(parsed.document, position);
    } catch (error) {
      if (error instanceof IntentError) {
        ui.error(error.message);
        return;
      }
      throw error;
    }
    try {
      await sharePuzzle(choices, ui);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.services.log.error(`share: ${error instanceof Error ? (error.stack ?? message) : message}`);
      ui.error(l10n.t('The link could not be copied: {0}', message));
    }
  }

  private keepPosition(version: number, position: PlayPosition): Promise<void> {
    if (version !== this.document.version) {
      this.notice('error', l10n.t('The puzzle changed in the meantime, so this position was not kept. Play it again from the new puzzle.'));
      return this.editQueue;
    }
    return this.edit((text, parsed) => keepPositionEdits(wholeText(text), parsed, position));
  }
}

/**
 * What Randomize says when the board has no puzzle of the difficulty asked for: "This board has no
 * hard puzzle; the new one needs 9 moves (medium), the closest found."
 */
export function clampedNotice(asked: Difficulty, made: Pick<RandomizeOutcome, 'minMoves' | 'difficulty'>): string {
  const askedWord = difficultyLabel(asked);
  // Null (no certified minimum) never comes with a clamped board; it would read "null moves".
  const moves = String(made.minMoves);
  if (made.difficulty) {
    const madeWord = difficultyLabel(made.difficulty);
    return made.minMoves === 1
      ? l10n.t('This board has no {0} puzzle; the new one needs {1} move ({2}), the closest found.', askedWord, moves, madeWord)
      : l10n.t('This board has no {0} puzzle; the new one needs {1} moves ({2}), the closest found.', askedWord, moves, madeWord);
  }
  return made.minMoves === 1
    ? l10n.t('This board has no {0} puzzle; the new one needs {1} move, the closest found.', askedWord, moves)
    : l10n.t('This board has no {0} puzzle; the new one needs {1} moves, the closest found.', askedWord, moves);
}
