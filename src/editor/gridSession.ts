/**
 * One grid panel's conversation with the extension host, free of the vscode module: it turns
 * each webview intent into one edit of the document (through {@link DocumentPort}), answers
 * solve, hint, solution path and teaching requests, and re-sends the document whenever it changes
 * (the changed rows only, when that is enough: documentPoster.ts). The VS Code adapter
 * (lightsEditorProvider.ts) supplies the ports; tests supply fakes.
 */

import type { ParsedLights, ParseResult } from '../core/format';
import type { TextEdit } from '../core/formatEdits';
import { wholeText, type TextChange, type TextSource } from '../core/formatIncremental';
import { PuzzleError, type Puzzle } from '../core/puzzle';
import { GenerationError } from '../analysis/generatePuzzle';
import { hintFromSolution } from '../solvers/hint';
import type { Solver } from '../solvers/types';
import {
  isWebviewMessage,
  MAX_DIFFICULTY_CELLS,
  MAX_EDITOR_CELLS,
  type DifficultyName,
  type HostMessage,
  type PlayPosition,
  type PlayStatusView,
  type SolutionPathView,
  type SolutionView,
  type SolvePurpose,
  type TeachingView,
  type WebviewMessage,
} from '../shared/protocol';
import { hintView, solutionView } from './documentState';
import { DocumentPoster } from './documentPoster';
import { IntentError, pressEdits, randomizeOutcome, reshapeEdits, type RandomizeOutcome } from './gridIntents';
import { clearTargetEdits, holeEdits, neighbourhoodEdits, targetEdits } from './boardDesignIntents';
import { bundledParse, SessionParse, type ParsedDocument } from './sessionParse';
import { keepPositionEdits, puzzleAtPosition } from './playPosition';
import { solutionPathView } from './solutionPathView';
import { solveForPanel, type PanelSolve } from './panelSolve';
import { teachingView } from './teachingView';

/** The document as the session sees it. */
export interface DocumentPort extends ParsedDocument {
  readonly isDirty: boolean;
  /** Applies the edits as one undoable change; resolves false when the editor refused them. */
  applyEdits(edits: readonly TextEdit[]): Promise<boolean>;
}

/** Where the session's messages go (the webview panel). */
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
   * defaults to the worker of the extension's bundle (dist/parseWorker.js).
   */
  readonly parseOffThread?: (document: object, text: string) => Promise<ParseResult>;
}

/** Messages of one panel: handle webview messages, and call {@link documentChanged} on every text change. */
export class GridSession {
  private editQueue: Promise<void> = Promise.resolve();
  private readonly running = new Map<number, AbortController>();
  private ready = false;
  private readonly pendingCommands: HostMessage[] = [];
  private readonly parses: SessionParse;
  private readonly poster: DocumentPoster;
  /** Counts the document posts asked for: an off-thread parse posts only if no later post was asked for. */
  private postsAsked = 0;
  private disposed = false;
  /** What the webview last said about its game. */
  playStatus: PlayStatusView = { playing: false, canUndo: false, canRedo: false };

  constructor(
    private readonly document: DocumentPort,
    private readonly panel: PanelPort,
    private readonly services: SessionServices,
  ) {
    this.parses = new SessionParse(document, services.parseOffThread ?? bundledParse, (message) => services.log.error(message));
    this.poster = new DocumentPoster((message) => panel.post(message));
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
    if (this.ready) this.postDocument();
  }

  /**
   * Starts the parse of the text before the webview asks for the document (a large text's parse
   * in a worker takes about as long as the webview takes to load): the parse is cached, or shared
   * while it runs, when it asks.
   */
  prepare(): void {
    this.parse().catch((error: unknown) => this.services.log.error(`reading the document failed: ${error instanceof Error ? error.message : String(error)}`));
  }

  /** Forwards a palette command to the webview, once it is ready. */
  sendCommand(message: HostMessage): void {
    if (this.ready) this.panel.post(message);
    else this.pendingCommands.push(message);
  }

  /** Cancels running solves (the panel closed). */
  dispose(): void {
    this.disposed = true;
    for (const controller of this.running.values()) controller.abort();
    this.running.clear();
  }

  /** The parse of the current text and the version it is of (see SessionParse.parse). */
  parse(): Promise<{ parsed: ParseResult; version: number }> {
    return this.parses.parse();
  }

  private async dispatch(message: WebviewMessage): Promise<void> {
    switch (message.type) {
      case 'ready':
        this.ready = true;
        this.poster.reset();
        this.postDocument();
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
        return this.solve(message.requestId, message.purpose, message.position);
      case 'hint':
        return this.hint(message.requestId, message.position);
      case 'path':
        return this.path(message.requestId, message.position);
      case 'teaching':
        return this.teaching(message.requestId, message.position);
      case 'cancel':
        this.running.get(message.requestId)?.abort();
        return;
      case 'openAsText':
        this.services.openAsText(message.line, message.column);
        return;
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
        this.notice('error', 'The text has errors, so the grid does not change it. Fix them in the text editor (Open as Text).');
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
      if (!(await this.document.applyEdits(edits))) this.notice('error', 'VS Code did not accept the change (is the file read-only?).');
    });
    this.editQueue = next.catch((error: unknown) => {
      this.services.log.error(`grid edit failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      this.notice('error', `The change failed: ${error instanceof Error ? error.message : String(error)}`);
    });
    return this.editQueue;
  }

  private async randomize(difficulty: DifficultyName | undefined): Promise<void> {
    // Set inside the edit, which runs when its turn in the queue comes.
    const result: { outcome?: RandomizeOutcome } = {};
    await this.edit((text, parsed) => {
      const { rows, columns } = parsed.document.puzzle;
      if (difficulty && rows * columns > MAX_DIFFICULTY_CELLS) {
        throw new IntentError(
          `Difficulty levels are offered for boards of at most ${MAX_DIFFICULTY_CELLS} cells; this ${rows}x${columns} board has ${rows * columns}. Choose "any".`,
        );
      }
      result.outcome = randomizeOutcome(wholeText(text), parsed, this.services.randomSeed(), difficulty);
      return result.outcome.edits;
    });
    const made = result.outcome;
    if (difficulty && made?.clamped) {
      this.notice(
        'info',
        `This board has no ${difficulty} puzzle; the new one needs ${made.minMoves} ${made.minMoves === 1 ? 'move' : 'moves'}${made.difficulty ? ` (${made.difficulty})` : ''}, the closest found.`,
      );
    }
  }

  private async path(requestId: number, position: PlayPosition | undefined): Promise<void> {
    // After the edits already asked for (a press just before), so the answer is about the board they make.
    await this.editQueue;
    const { version, result } = await this.computeForBoard('solution path', position, solutionPathView);
    const path: SolutionPathView = 'view' in result ? result.view : { kind: 'unavailable', reason: result.reason };
    this.panel.post({ type: 'pathResult', requestId, version, path });
  }

  private async teaching(requestId: number, position: PlayPosition | undefined): Promise<void> {
    // After the edits already asked for (a press just before), so the answer is about the board they make.
    await this.editQueue;
    const { version, result } = await this.computeForBoard('Learn panel', position, teachingView);
    const teaching: TeachingView = 'view' in result ? result.view : { kind: 'unavailable', reason: result.reason };
    this.panel.post({ type: 'teachingResult', requestId, version, teaching });
  }

  /**
   * A view of the current board (path and teaching views are quick: they have cell limits), or
   * the reason there is none for the user; with the document version it is for.
   */
  private async computeForBoard<V>(
    what: string,
    position: PlayPosition | undefined,
    compute: (puzzle: Puzzle) => V,
  ): Promise<{ version: number; result: { view: V } | { reason: string } }> {
    const { parsed, version } = await this.parse();
    if (!parsed.ok) return { version, result: { reason: 'The text has errors; fix them first (Open as Text).' } };
    try {
      return { version, result: { view: compute(puzzleAtPosition(parsed.document.puzzle, position)) } };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.services.log.error(`${what} failed: ${error instanceof Error ? (error.stack ?? message) : message}`);
      return { version, result: { reason: `The ${what} could not be computed: ${message}` } };
    }
  }

  private keepPosition(version: number, position: PlayPosition): Promise<void> {
    if (version !== this.document.version) {
      this.notice('error', 'The puzzle changed in the meantime, so this position was not kept. Play it again from the new puzzle.');
      return this.editQueue;
    }
    return this.edit((text, parsed) => keepPositionEdits(wholeText(text), parsed, position));
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
    // Registered before the parse, which can take a while for a large text: a cancel then counts too.
    const controller = new AbortController();
    this.running.set(requestId, controller);
    let parse: { parsed: ParseResult; version: number };
    try {
      parse = await this.parse();
    } finally {
      this.running.delete(requestId);
    }
    const { parsed, version } = parse;
    if (controller.signal.aborted) {
      onError('Cancelled.');
      return null;
    }
    if (!parsed.ok) {
      onError('The text has errors; fix them first (Open as Text).');
      return null;
    }
    let puzzle: Puzzle;
    try {
      puzzle = puzzleAtPosition(parsed.document.puzzle, position);
    } catch (error) {
      onError(error instanceof Error ? error.message : String(error));
      return null;
    }
    this.running.set(requestId, controller);
    try {
      return await solveForPanel({ puzzle, version, requestId, signal: controller.signal, services: this.services, panel: this.panel, onError, onFirst });
    } finally {
      this.running.delete(requestId);
    }
  }

  private async solve(requestId: number, purpose: SolvePurpose, position: PlayPosition | undefined): Promise<void> {
    const startVersion = this.document.version;
    const fail = (message: string): void =>
      this.panel.post({ type: 'solveResult', requestId, version: startVersion, purpose, outcome: { ok: false, message } });
    // The solution panel shows the engine's first solution while the search for the fewest goes on.
    const first =
      purpose === 'solution' ? (solution: SolutionView, version: number) => this.panel.post({ type: 'solveFirst', requestId, version, solution }) : undefined;
    const solved = await this.runSolver(requestId, position, fail, first);
    if (!solved) return;
    // An answer for an older version still goes out with that version: the webview shows a
    // solution of a board that has since changed as stale, and a baseline stays the best count
    // of the board that play started from.
    this.panel.post({
      type: 'solveResult',
      requestId,
      version: solved.version,
      purpose,
      outcome: { ok: true, solution: solutionView(solved.result, solved.label, solved.minimumTimeoutMs) },
    });
  }

  private async hint(requestId: number, position: PlayPosition | undefined): Promise<void> {
    const startVersion = this.document.version;
    const solved = await this.runSolver(requestId, position, (message) =>
      this.panel.post({ type: 'hintResult', requestId, version: startVersion, hint: { kind: 'error', message } }),
    );
    // A hint for an outdated board would point at the wrong cell.
    if (!solved || this.document.version !== solved.version) return;
    const hint = hintFromSolution(solved.puzzle, solved.result);
    this.panel.post({
      type: 'hintResult',
      requestId,
      version: solved.version,
      hint: hintView(hint, solved.result),
    });
  }
}
