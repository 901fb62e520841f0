/**
 * The solution feature of the grid webview: Solve, Hint, the progress of a long solve and its
 * Cancel, and the answers to them; with the texts the panel shows for them. Answers are matched
 * to requests by id and to boards by key: only the latest request of each kind is waited for,
 * and an answer about a board that is no longer shown is shown greyed (a solution) or dropped
 * (a hint). Pure.
 */

import * as l10n from '../../domain/l10n';
import type { HintView, SolutionView, SolveProgressView, WebviewMessage } from '../../protocol/protocol';
import {
  newRequest,
  requestPosition,
  shownPuzzle,
  unchanged,
  type GridViewState,
  type HintDisplay,
  type PendingRequests,
  type PendingSolve,
  type SolutionDisplay,
  type SolutionSummaryView,
  type Transition,
} from './gridViewTypes';
import { patternDescription } from '../words/boardDescriptions';
import { pressesToGo } from './solutionFollow';
import { proofOfBoard, proofSentence, type ProofDisplay } from './unsolvableProof';
import { cellName, formatCount, pressCount, solutionCount } from '../words/wording';

/** The events of this feature. */
export type SolutionEvent = { readonly type: 'solve' } | { readonly type: 'hint' } | { readonly type: 'cancel' };

/** Applies a Solve, Hint or Cancel event. */
export function reduceSolution(state: GridViewState, event: SolutionEvent): Transition {
  switch (event.type) {
    case 'solve':
      return solve(state);
    case 'hint':
      return hint(state);
    case 'cancel':
      return cancel(state);
    default: {
      const unknownEvent: never = event;
      throw new Error(`unknown solution event ${JSON.stringify(unknownEvent)}`);
    }
  }
}

function solve(state: GridViewState): Transition {
  const puzzle = shownPuzzle(state);
  if (!puzzle || state.boardKey === null) return unchanged(state);
  const { state: next, request } = newRequest(state);
  const messages: WebviewMessage[] = [];
  if (state.pending.solution !== null) messages.push({ type: 'cancel', requestId: state.pending.solution.requestId });
  const position = requestPosition(state);
  messages.push({ type: 'solve', requestId: request.requestId, purpose: 'solution', ...(position ? { position } : {}) });
  const pendingSolve: PendingSolve = { ...request, rows: puzzle.rows, columns: puzzle.columns, topology: puzzle.topology };
  return { state: { ...next, pending: { ...next.pending, solution: pendingSolve } }, messages };
}

function hint(state: GridViewState): Transition {
  const puzzle = shownPuzzle(state);
  if (!puzzle) return unchanged(state);
  const followedHint = hintFromFollowed(state, puzzle.columns);
  if (followedHint !== null)
    return {
      state: { ...state, hint: followedHint, selected: { row: followedHint.row, col: followedHint.col } },
      messages: [],
      announce: hintText(followedHint),
    };
  const { state: next, request } = newRequest(state);
  const messages: WebviewMessage[] = [];
  if (state.pending.hint !== null) messages.push({ type: 'cancel', requestId: state.pending.hint.requestId });
  const position = requestPosition(state);
  messages.push({ type: 'hint', requestId: request.requestId, ...(position ? { position } : {}) });
  return { state: { ...next, pending: { ...next.pending, hint: request } }, messages };
}

function cancel(state: GridViewState): Transition {
  const progress = state.progress;
  if (progress === null) return unchanged(state);
  const { solution, baseline, hint: hintRequest, path } = state.pending;
  const pending: PendingRequests = {
    ...state.pending,
    solution: solution?.requestId === progress.requestId ? null : solution,
    baseline: baseline?.requestId === progress.requestId ? null : baseline,
    hint: hintRequest?.requestId === progress.requestId ? null : hintRequest,
    path: path?.requestId === progress.requestId ? null : path,
  };
  return { state: { ...state, pending, progress: null }, messages: [{ type: 'cancel', requestId: progress.requestId }], announce: l10n.t('Cancelled.') };
}

/** The state without the progress of request `requestId`. */
export function clearProgress(state: GridViewState, requestId: number): GridViewState {
  return state.progress?.requestId === requestId ? { ...state, progress: null } : state;
}

/**
 * A `progress` message: shown (and read out once, when it first comes) while one of the
 * waited-for requests (a solve, a hint, a solution path) runs, with the engine's report when there is one.
 */
export function progressArrived(state: GridViewState, requestId: number, message: string, solve?: SolveProgressView): Transition {
  const { solution, baseline, hint: hintRequest, path } = state.pending;
  // A quiet solve (the proof of a followed solution) shows no progress.
  const waiting = [solution?.quiet === true ? null : solution, baseline, hintRequest, path].some((request) => request?.requestId === requestId);
  if (!waiting) return unchanged(state);
  const first = state.progress?.requestId !== requestId;
  const text = progressText(message, solve);
  const next = { ...state, progress: { requestId, message: text } };
  return first ? { state: next, messages: [], announce: text } : unchanged(next);
}

/**
 * The progress line: the host's message and how far the engine has come, e.g. "Solving the 39x39
 * board with the internal engine… Searching for the fewest presses: 45% done, best so far 661,
 * at least 540."
 */
export function progressText(message: string, solve: SolveProgressView | undefined): string {
  if (solve === undefined) return message;
  const fraction = Number.isFinite(solve.fraction) ? Math.min(1, Math.max(0, solve.fraction)) : 0;
  const percent = Math.floor(fraction * 100);
  switch (solve.phase) {
    case 'system':
      return `${message} ${l10n.t('Solving the equations: {0}% done.', percent)}`;
    case 'minimum':
      return `${message} ${minimumProgress(percent, solve.bestTotal, solve.lowerBound)}`;
    default: {
      const unknownPhase: never = solve.phase;
      throw new Error(`unknown solve phase ${String(unknownPhase)}`);
    }
  }
}

/** How far the search for the fewest presses has come: "Searching for the fewest presses: 45% done, best so far 661, at least 540." */
function minimumProgress(percent: number, best: number | undefined, bound: number | undefined): string {
  if (best === undefined) {
    return bound === undefined
      ? l10n.t('Searching for the fewest presses: {0}% done.', percent)
      : l10n.t('Searching for the fewest presses: {0}% done, at least {1}.', percent, formatCount(bound));
  }
  return bound === undefined
    ? l10n.t('Searching for the fewest presses: {0}% done, best so far {1}.', percent, formatCount(best))
    : l10n.t('Searching for the fewest presses: {0}% done, best so far {1}, at least {2}.', percent, formatCount(best), formatCount(bound));
}

/**
 * A solve answer for the solution panel. It is about the board the request was asked for when
 * the host solved the document version it was asked over; otherwise the board is unknown and the
 * answer shows greyed, as about a board no longer shown.
 */
export function solutionResult(
  state: GridViewState,
  requestId: number,
  version: number,
  outcome: { readonly ok: true; readonly solution: SolutionView } | { readonly ok: false; readonly message: string },
): Transition {
  const pendingSolve = state.pending.solution;
  if (pendingSolve === null || pendingSolve.requestId !== requestId) return unchanged(state);
  const sameBoard = version === pendingSolve.version && pendingSolve.boardKey !== null;
  if (pendingSolve.quiet === true) return quietResult(state, sameBoard && pendingSolve.boardKey === state.boardKey, outcome);
  let kept: SolutionDisplay['outcome'] = outcome;
  let certificate: ArrayLike<number> | null = null;
  if (outcome.ok) {
    const { certificate: proof, ...summary } = outcome.solution;
    kept = { ok: true, solution: summary };
    certificate = proof ?? null;
  }
  const display: SolutionDisplay = {
    rows: pendingSolve.rows,
    columns: pendingSolve.columns,
    topology: pendingSolve.topology,
    boardKey: pendingSolve.boardKey ?? '',
    outcome: kept,
    stale: !sameBoard || pendingSolve.boardKey !== state.boardKey,
  };
  const next = clearProgress({ ...state, solution: display, pending: { ...state.pending, solution: null } }, requestId);
  const proof = display.stale ? null : shownProof(next, certificate);
  if (proof !== null) return { state: withProof(next, proof), messages: [], announce: proofSentence(proof) };
  return { state: next, messages: [], announce: solutionAnnouncement(display) };
}

/**
 * The answer of a quiet solve, the proof of a followed solution: it replaces the followed presses
 * when it is about the board shown and found them fewer or proved them the fewest; else it is dropped. No announcement.
 */
function quietResult(
  state: GridViewState,
  shownBoard: boolean,
  outcome: { readonly ok: true; readonly solution: SolutionView } | { readonly ok: false; readonly message: string },
): Transition {
  const cleared: GridViewState = { ...state, pending: { ...state.pending, solution: null } };
  const current = state.solution;
  if (!shownBoard || !outcome.ok || !outcome.solution.solvable || current === null || !current.outcome.ok) return unchanged(cleared);
  const { certificate: _certificate, ...summary } = outcome.solution;
  return unchanged({ ...cleared, solution: { ...current, stale: false, searching: false, outcome: { ok: true, solution: summary } } });
}

/**
 * The first solution of the running solve (`solveFirst`): shown at once, marked as still
 * searching; the solve stays pending, and its `solveResult` replaces it. Dropped unless it answers
 * the pending solve.
 */
export function solutionFirst(state: GridViewState, requestId: number, version: number, solution: SolutionView): Transition {
  const pendingSolve = state.pending.solution;
  if (pendingSolve === null || pendingSolve.requestId !== requestId || !solution.solvable || pendingSolve.quiet === true) return unchanged(state);
  const sameBoard = version === pendingSolve.version && pendingSolve.boardKey !== null;
  const { certificate: _certificate, ...summary } = solution;
  const display: SolutionDisplay = {
    rows: pendingSolve.rows,
    columns: pendingSolve.columns,
    topology: pendingSolve.topology,
    boardKey: pendingSolve.boardKey ?? '',
    outcome: { ok: true, solution: summary },
    stale: !sameBoard || pendingSolve.boardKey !== state.boardKey,
    searching: true,
  };
  return unchanged({ ...state, solution: display });
}

/** The proof of a certificate for the board shown, or null (no certificate, or one that proves nothing about this board). */
function shownProof(state: GridViewState, certificate: ArrayLike<number> | null): ProofDisplay | null {
  const puzzle = shownPuzzle(state);
  if (puzzle === null || state.boardKey === null || certificate === null) return null;
  return proofOfBoard(puzzle, state.boardKey, certificate);
}

/** The state showing `proof`: its sentence takes the place of an earlier information notice. */
function withProof(state: GridViewState, proof: ProofDisplay): GridViewState {
  return { ...state, proof, hint: null, notice: state.notice?.severity === 'info' ? null : state.notice };
}

/**
 * In Play with a solution following the game, a hint needs no engine: a cell of its presses to
 * go, the selected one when it has some, else the first in reading order.
 */
function hintFromFollowed(state: GridViewState, columns: number): HintDisplay | null {
  const presses = pressesToGo(state);
  const solution = state.solution;
  if (presses === null || solution === null || !solution.outcome.ok || state.boardKey === null) return null;
  const selectedCell = state.selected.row * columns + state.selected.col;
  const cell = presses[selectedCell] > 0 ? selectedCell : presses.findIndex((times) => times > 0);
  if (cell < 0) return null;
  const remaining = solution.outcome.solution.totalPresses ?? presses.reduce((total, times) => total + times, 0);
  return { row: Math.floor(cell / columns), col: cell % columns, remaining, shortest: solution.outcome.solution.minimal, boardKey: state.boardKey };
}

/** A hint answer: shown when it is about the board shown now, dropped otherwise. */
export function hintResult(state: GridViewState, requestId: number, version: number, answer: HintView): Transition {
  const pendingHint = state.pending.hint;
  if (pendingHint?.requestId !== requestId) return unchanged(state);
  const cleared = clearProgress({ ...state, pending: { ...state.pending, hint: null } }, requestId);
  const puzzle = shownPuzzle(state);
  if (!puzzle || state.boardKey === null || version !== pendingHint.version || pendingHint.boardKey !== state.boardKey) return unchanged(cleared);
  switch (answer.kind) {
    case 'press': {
      if (answer.row < 0 || answer.col < 0 || answer.row >= puzzle.rows || answer.col >= puzzle.columns) return unchanged(cleared);
      const shown: HintDisplay = { row: answer.row, col: answer.col, remaining: answer.remaining, shortest: answer.shortest, boardKey: state.boardKey };
      return { state: { ...cleared, hint: shown, selected: { row: answer.row, col: answer.col } }, messages: [], announce: hintText(shown) };
    }
    case 'solved':
      return {
        state: { ...cleared, hint: null, notice: { severity: 'info', message: l10n.t('Hint: the puzzle is already solved.') } },
        messages: [],
        announce: l10n.t('Hint: the puzzle is already solved.'),
      };
    case 'unsolvable': {
      const proof = shownProof(cleared, answer.certificate ?? null);
      if (proof !== null) return { state: withProof(cleared, proof), messages: [], announce: l10n.t('Hint: {0}', proofSentence(proof)) };
      const message = l10n.t('Hint: no sequence of presses solves the puzzle from here.');
      return { state: { ...cleared, hint: null, notice: { severity: 'info', message } }, messages: [], announce: message };
    }
    case 'error': {
      const message = l10n.t('No hint: {0}', answer.message);
      return { state: { ...cleared, hint: null, notice: { severity: 'error', message } }, messages: [], announce: message };
    }
    default: {
      const unknownHint: never = answer;
      throw new Error(`unknown hint ${JSON.stringify(unknownHint)}`);
    }
  }
}

/** The sentence of a hint, shown under the board and read out: "Hint: press row 2, column 4 (3 presses to go, on a shortest way)." */
export function hintText(hint: HintDisplay): string {
  const cell = cellName(hint.row, hint.col);
  const remaining = pressCount(hint.remaining);
  return hint.shortest
    ? l10n.t('Hint: press {0}. {1} to go, on a shortest way to the goal.', cell, remaining)
    : l10n.t('Hint: press {0}. {1} to go, on a way to the goal not proven shortest.', cell, remaining);
}

/**
 * The texts of the solution panel for a solve answer: the summary line in plain words ("Fewest
 * presses: 4 (proven) · 1 solution", or "Best found: 661 presses; at least 540 · …"), why an answer
 * is not proven the fewest ("Not proven fewest: searching all 387,420,489 solutions would take
 * about 3 h, over the 30 s allowed."; null otherwise), for an unsolvable puzzle or a failed solve
 * the reason, and the details line for the curious: which engine answered and how long it took
 * ("internal engine, 3 ms").
 */
export function describeSolution(display: SolutionDisplay): {
  readonly summary: string;
  readonly unproven: string | null;
  readonly error: string | null;
  readonly details: string;
} {
  if (!display.outcome.ok) return { summary: '', unproven: null, error: l10n.t('The solver failed: {0}', display.outcome.message), details: '' };
  const solution = display.outcome.solution;
  const details = l10n.t('Solved by the {0} engine in {1}', solution.solver, formatMilliseconds(solution.elapsedMs));
  if (display.searching === true && solution.solvable) {
    const total = solution.totalPresses ?? sumOf(solution.presses);
    return {
      summary: `${l10n.t('Found: {0}; searching for the fewest…', pressCount(total))} · ${solutionCount(solution.solutionCount)}`,
      unproven: null,
      error: null,
      details,
    };
  }
  if (!solution.solvable) {
    return { summary: solutionCount(solution.solutionCount), unproven: null, error: l10n.t('No solution: no sequence of presses reaches the goal.'), details };
  }
  // Absent in solutions saved by earlier versions.
  const reason = solution.minimal ? null : (solution.unprovenReason ?? null);
  return {
    summary: `${pressesWords(solution)} · ${solutionCount(solution.solutionCount)}`,
    unproven: reason === null ? null : l10n.t('Not proven fewest: {0}.', reason),
    error: null,
    details,
  };
}

/**
 * How many presses a solution takes and what is proven of it: "Fewest presses: 4 (proven)", "Best
 * found: 661 presses; at least 540", with why it is not proven said apart when the engine said it,
 * else "(the search stopped after 30 s)".
 */
function pressesWords(solution: SolutionSummaryView): string {
  const total = solution.totalPresses ?? sumOf(solution.presses);
  // Absent in solutions saved by earlier versions.
  const bound = solution.lowerBound ?? null;
  if (solution.minimal || bound === total) return l10n.t('Fewest presses: {0} (proven)', formatCount(total));
  const best = pressCount(total);
  if (typeof solution.unprovenReason === 'string') {
    return bound === null || bound === 0 ? l10n.t('Best found: {0}', best) : l10n.t('Best found: {0}; at least {1}', best, formatCount(bound));
  }
  if (bound === null) return l10n.t('Best found: {0}, not proven fewest', best);
  const limit = solution.minimumTimeoutMs;
  return typeof limit === 'number' && Number.isFinite(limit) && limit > 0
    ? l10n.t('Best found: {0}; at least {1} (the search stopped after {2})', best, formatCount(bound), formatDuration(limit))
    : l10n.t('Best found: {0}; at least {1} (the search stopped early)', best, formatCount(bound));
}

function sumOf(values: ArrayLike<number> | null): number {
  let sum = 0;
  for (let index = 0; index < (values?.length ?? 0); index++) sum += (values as ArrayLike<number>)[index];
  return sum;
}

/** A time limit for people: "30 s", "1.5 s", "500 ms", "2 min". */
export function formatDuration(milliseconds: number): string {
  if (milliseconds >= 60_000 && milliseconds % 60_000 === 0) return `${formatCount(milliseconds / 60_000)} min`;
  if (milliseconds >= 1000) return `${Number((milliseconds / 1000).toFixed(1))} s`;
  return `${Math.round(milliseconds)} ms`;
}

/** What the live region says when a solve answer arrives. */
export function solutionAnnouncement(display: SolutionDisplay): string {
  const { summary, unproven, error } = describeSolution(display);
  if (error !== null) return `${error} ${summary}`.trim();
  const said = l10n.t('Solution: {0}', summary);
  return unproven === null ? said : `${said} ${unproven}`;
}

/**
 * A text alternative for the solution: the cells to press in reading order ("Solution: press row
 * 1, column 2; row 2, column 2 twice."), or their number when there are more than `limit`.
 */
export function pressesDescription(presses: ArrayLike<number>, columns: number, limit = 30): string {
  if (!anyPress(presses)) return l10n.t('Solution: no presses needed.');
  return l10n.t('Solution: {0}.', patternDescription(presses, columns, limit));
}

function anyPress(presses: ArrayLike<number>): boolean {
  for (let index = 0; index < presses.length; index++) if (presses[index] !== 0) return true;
  return false;
}

/** The accessible name of a solution cell: "row 2, column 3: press 1 time". */
export function solutionCellLabel(row: number, col: number, presses: number): string {
  if (presses === 0) return l10n.t('{0}: no press', cellName(row, col));
  return presses === 1 ? l10n.t('{0}: press 1 time', cellName(row, col)) : l10n.t('{0}: press {1} times', cellName(row, col), formatCount(presses));
}

/** Milliseconds as "under 1 ms", "12 ms" or "1.5 s". */
export function formatMilliseconds(elapsedMs: number): string {
  if (!Number.isFinite(elapsedMs)) return '? ms';
  if (elapsedMs < 0.5) return l10n.t('under 1 ms');
  return elapsedMs < 1000 ? `${Math.round(elapsedMs)} ms` : `${(elapsedMs / 1000).toFixed(1)} s`;
}
