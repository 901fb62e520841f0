/**
 * The grid webview's root reducer: one pure function from (state, event) to the new state, the
 * messages to post to the host and an optional sentence for the live region. It routes each event
 * to its feature (board, game, solution, Path and Learn panels) and holds the glue between them:
 * what the panel shows when a document arrives, a press is made or a game moves, and how the open
 * panels follow the board. Pure: no DOM, no timers, no randomness.
 *
 * Play never edits the document: a game's moves live in the state, the board shown is the
 * document's board after them, and requests about it carry the moves (`position`). Setup presses
 * edit the document, predicted here so the board redraws in the same frame.
 */
import * as l10n from '../../domain/l10n';
import type { HostMessage, PlayPress, PlayStatusView, PuzzleView, WebviewMessage } from '../../protocol/protocol';
import { commandEvent } from '../panels/gridActionBehaviour';
import { boardKey } from './boardKey';
import { designPress, reduceBoardDesign } from './boardDesignState';
import { keepPosition, randomize, shapeInput, share } from './setupRequests';
import { isHoleAt } from './boardRules';
import { cellName } from '../words/wording';
import { problemAnnouncement, reduceBoard } from './boardState';
import { documentAfterRows, keepShownGrid, shownPosition } from './documentUpdate';
import {
  confirmedPuzzle,
  DIFFICULTY_CHOICES,
  newRequest,
  shownPuzzle,
  unchanged,
  withAnnouncement,
  type GridViewEvent,
  type GridViewState,
  type PendingRequest,
  type ShownDocument,
  type Transition,
} from './gridViewTypes';
import { chaseAtShownBoard, walkthroughOf } from './learnState';
import { difficultyScaleArrived, scaleAfterDocument } from './difficultyScaleState';
import { followPanels, pathResult, reducePanels, teachingResult } from './panelsState';
import {
  addMove,
  awayFromDocument,
  canUndo,
  isPuzzleSolved,
  newSession,
  playStatusText,
  positionBoard,
  redoMove,
  restartSession,
  sessionStart,
  undoMove,
  type KnownPosition,
  type PlaySession,
} from './playSession';
import { followed, followGame, followStatusText } from './solutionFollow';
import { newGame, newGameArrived } from './newGame';
import { predictPress } from './pressPrediction';
import { hintResult, progressArrived, reduceSolution, solutionFirst, solutionResult, clearProgress } from './solutionState';
import { pathAtShownBoard, pathHighlight } from './solutionPathState';

/** What the host is told about the game (mode and history), for Ctrl+Z's keybinding (in Setup nothing: Undo is VS Code's). */
export function playStatusOf(state: GridViewState): PlayStatusView {
  return { playing: state.playMode, canUndo: state.playMode && canUndo(state.game), canRedo: state.playMode && state.game.undone.length > 0 };
}

/** The game's start board: the document's, or a New game's cells over its rules; null when there is none to play. */
export function gameStart(state: Pick<GridViewState, 'confirmed' | 'game'>): PuzzleView | null {
  const document = confirmedPuzzle(state);
  return document === null ? null : sessionStart(state.game, document);
}

/** Whether the game shown has just been won: Play, at least one move, every cell at its goal. */
export function gameWon(state: GridViewState): boolean {
  const puzzle = shownPuzzle(state);
  return state.playMode && puzzle !== null && state.game.moves.length > 0 && isPuzzleSolved(puzzle);
}

/** The game's status line (the panel's `role="status"`), or null in setup. */
export function gameStatusText(state: GridViewState): string | null {
  const puzzle = shownPuzzle(state);
  if (!state.playMode || puzzle === null) return null;
  const solved = isPuzzleSolved(puzzle);
  const status = playStatusText(state.game, solved);
  const toGo = solved ? null : followStatusText(state);
  return toGo === null ? status : `${status} · ${toGo}`;
}

/** Applies one event; tells the host when the game's mode or history changed, and when a game is won. See {@link Transition}. */
export function reduce(state: GridViewState, event: GridViewEvent): Transition {
  const transition = route(state, event);
  const messages = [...transition.messages];
  // A win of the document's own board (a level records it); a New game's board is no level's.
  const won = transition.state;
  if (!gameWon(state) && gameWon(won) && won.game.start === null) messages.push({ type: 'gameWon', moves: won.game.moves.length });
  const before = playStatusOf(state);
  const after = playStatusOf(transition.state);
  if (before.playing !== after.playing || before.canUndo !== after.canUndo || before.canRedo !== after.canRedo)
    messages.push({ type: 'playStatus', status: after });
  return messages.length === transition.messages.length ? transition : { ...transition, messages };
}

function route(state: GridViewState, event: GridViewEvent): Transition {
  switch (event.type) {
    case 'host':
      return hostMessage(state, event.message);
    case 'togglePlayMode':
      return setPlayMode(state, !state.playMode);
    case 'setPlayMode':
      return event.play === state.playMode ? unchanged(state) : setPlayMode(state, event.play);
    case 'press':
      return press(state, event.row, event.col, event.delta);
    case 'select':
    case 'zoom':
    case 'setCellSize':
      return reduceBoard(state, event);
    case 'randomize':
      return state.playMode ? newGame(state) : randomize(state);
    case 'newGame':
      return state.playMode ? newGame(state) : newGameFromSetup(state);
    case 'nextLevel':
      return state.context.kind === 'level' ? { state, messages: [{ type: 'nextLevel' }] } : unchanged(state);
    case 'solve':
    case 'hint':
    case 'cancel':
      return reduceSolution(state, event);
    case 'undo':
      return state.playMode ? showGame(state, undoMove(state.game)) : { state, messages: [{ type: 'undoEdit' }] };
    case 'redo':
      return state.playMode ? showGame(state, redoMove(state.game)) : { state, messages: [{ type: 'redoEdit' }] };
    case 'reset':
      return reset(state);
    case 'keepPosition':
      return keepPosition(state);
    case 'share':
      return share(state);
    case 'shapeInput':
      return shapeInput(state, event.field, event.value);
    case 'openAsText':
      return {
        state,
        messages: [
          { type: 'openAsText', ...(event.line === undefined ? {} : { line: event.line }), ...(event.column === undefined ? {} : { column: event.column }) },
        ],
      };
    case 'dismissNotice':
      return unchanged({ ...state, notice: null });
    case 'showPath':
    case 'closePath':
    case 'pathGoTo':
    case 'pathMove':
    case 'setLearnOpen':
    case 'refreshTeaching':
    case 'chaseGoTo':
    case 'chaseMove':
    case 'pickSolution':
      return reducePanels(state, event);
    case 'applyPathStep':
      return applyPathStep(state);
    case 'applyChaseStep':
      return applyChaseStep(state);
    case 'setDifficulty':
      return unchanged({ ...state, difficulty: DIFFICULTY_CHOICES.includes(event.difficulty) ? event.difficulty : 'any' });
    case 'setSetupTool':
    case 'holeDragStart':
    case 'holeDragOver':
    case 'holeDragEnd':
    case 'holeDragCancel':
    case 'pickNeighbourhood':
    case 'toggleOffset':
    case 'clearTarget':
      return reduceBoardDesign(state, event, show);
    default: {
      const unknownEvent: never = event;
      throw new Error(`unknown event ${JSON.stringify(unknownEvent)}`);
    }
  }
}

function hostMessage(state: GridViewState, message: HostMessage): Transition {
  switch (message.type) {
    case 'document':
      // A puzzle of another shape has another scale: none until the host sends it.
      return documentArrived(
        { ...state, difficultyScale: scaleAfterDocument(state, message.state) },
        { version: message.version, state: message.state, dirty: message.dirty },
      );
    case 'difficultyScale':
      return difficultyScaleArrived(state, message.scale);
    case 'rows': {
      const confirmed = documentAfterRows(state.confirmed, message, state.playMode ? undefined : shownPuzzle(state)?.grid);
      // Not about the board held: keep showing it and ask for the whole document.
      return confirmed === null ? { state, messages: [{ type: 'resync' }] } : documentArrived(state, confirmed);
    }
    case 'solveResult':
      return message.purpose === 'baseline'
        ? baselineResult(state, message.requestId, message.outcome)
        : solutionResult(state, message.requestId, message.version, message.outcome);
    case 'solveFirst':
      return solutionFirst(state, message.requestId, message.version, message.solution);
    case 'hintResult':
      return hintResult(state, message.requestId, message.version, message.hint);
    case 'pathResult':
      return pathResult(state, message.requestId, message.version, message.path);
    case 'teachingResult':
      return teachingResult(state, message.requestId, message.version, message.teaching);
    case 'progress':
      return progressArrived(state, message.requestId, message.message, message.solve);
    case 'command':
      return route(state, commandEvent(message.command, state));
    case 'newGameResult':
      return newGameArrived(state, message.requestId, message.outcome, (next, game) => {
        const shown = showGame(next, game, true);
        if (game.best !== null) return shown;
        const baseline = requestBaseline(shown.state);
        return withAnnouncement(baseline.state, [...shown.messages, ...baseline.messages], shown.announce);
      });
    case 'context': {
      const withContext: GridViewState = { ...state, context: message.context };
      // Levels and examples are played, never set up (they are read-only).
      return message.context.kind === 'file' || state.playMode ? unchanged(withContext) : setPlayMode(withContext, true);
    }
    case 'notice': {
      // A refused edit: drop any predicted board and show the last confirmed one again.
      const restored =
        message.severity === 'error' && state.confirmed && !state.playMode && state.document !== state.confirmed ? show(state, state.confirmed).state : state;
      return { state: { ...restored, notice: { severity: message.severity, message: message.message } }, messages: [], announce: message.message };
    }
    default: {
      const unknownMessage: never = message;
      throw new Error(`unknown host message ${JSON.stringify(unknownMessage)}`);
    }
  }
}

/**
 * A document from the host (a `document` message, or a `rows` message applied to the confirmed
 * one). In setup it is shown as it is (keeping the grid of a prediction it confirms). In play the game goes on over it when
 * it still holds the board the game started from; when it holds the position being played (after
 * Keep this position) the game goes on from there; any other board starts a new game.
 */
function documentArrived(state: GridViewState, arrived: ShownDocument): Transition {
  const confirmed = state.playMode ? arrived : keepShownGrid(state, arrived);
  const withConfirmed: GridViewState = { ...state, confirmed };
  const puzzle = confirmed.state.kind === 'puzzle' ? confirmed.state.puzzle : null;
  if (!state.playMode || puzzle === null) return show(withConfirmed, confirmed);
  const key = boardKey(puzzle);
  const previous = confirmedPuzzle(state);
  // Keep this position wrote the board being played: the game goes on from the file's board.
  const kept = awayFromDocument(state.game) && state.boardKey === key && (previous === null || boardKey(previous) !== key);
  const start = kept ? null : sessionStart(state.game, puzzle);
  if (start !== null && state.game.startKey === boardKey(start)) {
    return show(withConfirmed, playDocument(confirmed, start, state.game.moves, shownPosition(state)));
  }
  const restarted = state.game.moves.length > 0 && !kept && state.game.startKey !== null;
  const game = newSession(key, puzzle.minMoves ?? null);
  const shown = show({ ...withConfirmed, game }, confirmed);
  const baseline = requestBaseline(shown.state);
  let announce = shown.announce;
  let notice = baseline.state.notice;
  if (kept) announce = l10n.t('Position kept: the puzzle in the file now starts here.');
  else if (restarted) {
    notice = { severity: 'info', message: l10n.t('The puzzle changed, so the game started again from it.') };
    announce = notice.message;
  }
  return withAnnouncement({ ...baseline.state, notice }, [...shown.messages, ...baseline.messages], announce);
}

/** The document as drawn in play: the game's start board after its moves (from `previous` when that is nearer). */
function playDocument(confirmed: ShownDocument, start: PuzzleView, moves: readonly PlayPress[], previous: KnownPosition | null = null): ShownDocument {
  if (confirmed.state.kind !== 'puzzle' || (moves.length === 0 && start === confirmed.state.puzzle)) return confirmed;
  return { ...confirmed, state: { ...confirmed.state, puzzle: positionBoard(start, moves, previous) } };
}

/**
 * Shows a game's position (after Undo, Redo, Reset, or a New game when `fresh`): its start board
 * after its moves. A solution shown follows the moves (a New game drops it: it was about another board).
 */
function showGame(state: GridViewState, game: PlaySession, fresh = false): Transition {
  const start = gameStart({ confirmed: state.confirmed, game });
  if (game === state.game || state.confirmed === null || start === null) return unchanged(state);
  const previous = fresh ? null : shownPosition(state);
  const document = playDocument(state.confirmed, start, game.moves, previous);
  const puzzle = document.state.kind === 'puzzle' ? document.state.puzzle : null;
  if (fresh || puzzle === null) return show({ ...state, game, solution: fresh ? null : state.solution, hint: null, proof: null }, document);
  return followed(state, show(followGame(state, game, puzzle), document));
}

/**
 * Draws `document` (the host's, a predicted setup press, or a play position) and lets the rest
 * follow: the solution greys out when the board is no longer the solved one, a hint or a proof of
 * unsolvability for another board goes, the selection stays on the board, the open panels follow, a win is read out.
 */
function show(state: GridViewState, document: ShownDocument): Transition {
  const puzzle = document.state.kind === 'puzzle' ? document.state.puzzle : null;
  const key = puzzle ? boardKey(puzzle) : null;
  const stale = state.solution !== null && state.solution.boardKey !== key;
  // The same object when nothing changed, so the saved view state is not rewritten needlessly.
  const solution = state.solution && state.solution.stale !== stale ? { ...state.solution, stale } : state.solution;
  const hint = state.hint && state.hint.boardKey === key ? state.hint : null;
  const proof = state.proof && state.proof.boardKey === key ? state.proof : null;
  // The same object while it still fits the board, so the saved view state is not rewritten needlessly.
  const fits = puzzle === null || (state.selected.row < puzzle.rows && state.selected.col < puzzle.columns);
  const selected = fits ? state.selected : { row: Math.min(state.selected.row, puzzle.rows - 1), col: Math.min(state.selected.col, puzzle.columns - 1) };
  // The host drops answers computed while the document changed: stop showing such a request as running.
  const requests: readonly (PendingRequest | null)[] = [state.pending.solution, state.pending.baseline, state.pending.hint];
  const progressRequest = requests.find((request): request is PendingRequest => request !== null && request.requestId === state.progress?.requestId);
  const progress = progressRequest !== undefined && progressRequest.version < document.version ? null : state.progress;
  const next: GridViewState = { ...state, document, boardKey: key, solution, hint, proof, selected, progress };
  let announce = puzzle ? undefined : problemAnnouncement(state.document?.state ?? null, document.state);
  if (puzzle && state.playMode && state.boardKey !== key && isPuzzleSolved(puzzle) && state.game.moves.length > 0) announce = gameStatusText(next) ?? undefined;
  return followPanels(state, withAnnouncement(next, [], announce));
}

/**
 * Asks for the fewest presses from the game's start (the document's board). Until it answers, the
 * best shown is the one kept from before (a restored game) or the puzzle's `minMoves`.
 */
function requestBaseline(state: GridViewState): Transition {
  if (gameStart(state) === null) return unchanged(state);
  const { state: next, request } = newRequest(state);
  const messages: WebviewMessage[] = [];
  if (state.pending.baseline !== null) messages.push({ type: 'cancel', requestId: state.pending.baseline.requestId });
  const start = state.game.start;
  messages.push({ type: 'solve', requestId: request.requestId, purpose: 'baseline', ...(start === null ? {} : { position: { presses: [], start } }) });
  return { state: { ...next, pending: { ...next.pending, baseline: request } }, messages };
}

function baselineResult(
  state: GridViewState,
  requestId: number,
  outcome:
    | { readonly ok: true; readonly solution: { readonly solvable: boolean; readonly totalPresses: number | null } }
    | { readonly ok: false; readonly message: string },
): Transition {
  if (state.pending.baseline?.requestId !== requestId) return unchanged(state);
  const next = clearProgress({ ...state, pending: { ...state.pending, baseline: null } }, requestId);
  if (outcome.ok && outcome.solution.solvable && outcome.solution.totalPresses !== null) {
    return unchanged({ ...next, game: { ...next.game, best: outcome.solution.totalPresses } });
  }
  if (outcome.ok && !outcome.solution.solvable) {
    const message = l10n.t('This puzzle has no solution: no sequence of presses reaches the goal.');
    return { state: { ...next, notice: { severity: 'info', message } }, messages: [], announce: message };
  }
  return unchanged(next);
}

function setPlayMode(before: GridViewState, play: boolean): Transition {
  if (!play && before.context.kind !== 'file') {
    // A level or an example is read-only: Setup could change nothing.
    const message =
      before.context.kind === 'level'
        ? l10n.t('Levels are read-only: to change this one in Setup, use Save As to make a copy of your own.')
        : l10n.t('Examples are read-only: to change this one in Setup, use Save As to make a copy of your own.');
    return { state: { ...before, notice: { severity: 'info', message } }, messages: [], announce: message };
  }
  // The marks of a proof belong to the view they were asked in.
  // A hole drag never outlives Setup.
  const state: GridViewState = before.proof === null && before.holeDrag === null ? before : { ...before, proof: null, holeDrag: null };
  if (!play) {
    const baseline = state.pending.baseline;
    const messages: WebviewMessage[] = baseline === null ? [] : [{ type: 'cancel', requestId: baseline.requestId }];
    // The game is kept (not shown): back in Play over the same puzzle, it goes on where it was.
    const base: GridViewState = {
      ...state,
      playMode: false,
      pending: { ...state.pending, baseline: null },
      progress: state.progress?.requestId === baseline?.requestId ? null : state.progress,
    };
    const shown = state.confirmed === null ? unchanged(base) : show(base, state.confirmed);
    return {
      state: shown.state,
      messages: [...messages, ...shown.messages],
      announce: l10n.t('Setup: a press changes only the pressed cell, and the change is written to the file.'),
    };
  }
  const puzzle = confirmedPuzzle(state);
  const announce = l10n.t('Play: a press changes the cell and its neighbours. The file does not change while you play.');
  const key = puzzle ? boardKey(puzzle) : null;
  const start = gameStart(state);
  const going = awayFromDocument(state.game) || state.game.undone.length > 0 || state.game.resets.length > 0;
  if (start !== null && state.confirmed !== null && boardKey(start) === state.game.startKey && going) {
    const resumed = show({ ...state, playMode: true }, playDocument(state.confirmed, start, state.game.moves));
    const status = playStatusText(state.game, isPuzzleSolved(shownPuzzle(resumed.state) ?? start));
    return { ...resumed, announce: `${announce} ${l10n.t('The game goes on: {0}', status)}` };
  }
  const game = newSession(key, puzzle?.minMoves ?? null);
  const base: GridViewState = { ...state, playMode: true, game };
  const shown = state.confirmed === null ? unchanged(base) : show(base, state.confirmed);
  const baseline = requestBaseline(shown.state);
  return { state: baseline.state, messages: [...shown.messages, ...baseline.messages], announce };
}

function press(state: GridViewState, row: number, col: number, delta: 1 | -1): Transition {
  const puzzle = shownPuzzle(state);
  if (!puzzle || !state.document || !Number.isInteger(row) || !Number.isInteger(col) || row < 0 || col < 0 || row >= puzzle.rows || col >= puzzle.columns) {
    return unchanged(state);
  }
  const designed = designPress(state, row, col, delta, show);
  if (designed !== null) return designed;
  const selected: GridViewState = { ...state, selected: { row, col } };
  // A hole has no state and cannot be pressed (Setup's Holes tool makes it a cell again).
  if (isHoleAt(puzzle, row * puzzle.columns + col)) return withAnnouncement(selected, [], l10n.t('{0} is a hole: it cannot be pressed.', cellName(row, col)));
  const drawn: ShownDocument = {
    ...state.document,
    state: {
      kind: 'puzzle',
      puzzle: predictPress(puzzle, row, col, delta, state.playMode),
      warnings: state.document.state.kind === 'puzzle' ? state.document.state.warnings : [],
    },
  };
  if (state.playMode) {
    const game = addMove(state.game, { row, col, delta });
    const after = drawn.state.kind === 'puzzle' ? drawn.state.puzzle : puzzle;
    return followed(selected, show(followGame(selected, game, after), drawn));
  }
  // Setup: draw the predicted board now; the host's next document confirms or replaces it.
  const shown = show(selected, drawn);
  // The press goes first: requests caused by the new board (a new path, say) are about the pressed board.
  return withAnnouncement(shown.state, [{ type: 'press', row, col, delta }, ...shown.messages], shown.announce);
}

function reset(state: GridViewState): Transition {
  if (!state.playMode) {
    const message = l10n.t('Reset starts a game again in Play. In Setup, Undo takes back changes to the file.');
    return { state: { ...state, notice: { severity: 'info', message } }, messages: [], announce: message };
  }
  const reset = showGame(state, restartSession(state.game));
  return withAnnouncement(reset.state, reset.messages, reset.announce ?? l10n.t('The game starts again from the puzzle. Undo brings the moves back.'));
}

/** Palette's New Game in Setup: switch to Play, then deal a new game. */
function newGameFromSetup(state: GridViewState): Transition {
  const playing = setPlayMode(state, true);
  const dealt = newGame(playing.state);
  return withAnnouncement(dealt.state, [...playing.messages, ...dealt.messages], dealt.announce ?? playing.announce);
}

/** Presses the path's press shown, in play mode, when the grid shows the board before it. */
function applyPathStep(state: GridViewState): Transition {
  const cell = pathHighlight(state.path);
  if (!state.playMode || cell === null || !pathAtShownBoard(state.path, state.boardKey)) return unchanged(state);
  return press({ ...state, highlightFrom: 'path' }, cell.row, cell.col, 1);
}

/** Presses the cells of the walkthrough step shown, in play mode, when the grid shows the board before it. */
function applyChaseStep(state: GridViewState): Transition {
  const walkthrough = walkthroughOf(state.teaching);
  const step = walkthrough?.steps[state.teaching?.position ?? 0];
  if (!state.playMode || step === undefined || !chaseAtShownBoard(state.teaching, state.boardKey)) return unchanged(state);
  let current: GridViewState = { ...state, highlightFrom: 'chase' };
  let announce: string | undefined;
  for (const { row, col, times } of step.presses) {
    for (let time = 0; time < times; time++) {
      const pressed = press(current, row, col, 1);
      current = pressed.state;
      announce = pressed.announce ?? announce;
    }
  }
  // The boards between the first and the last press are on no step: drop the panels' requests they caused.
  current = { ...current, pending: { ...current.pending, path: state.pending.path, teaching: state.pending.teaching } };
  return followPanels(state, withAnnouncement(current, [], announce));
}
