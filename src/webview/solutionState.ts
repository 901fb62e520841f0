/**
 * The solution feature of the grid webview: Solve, Hint, the progress of a long solve and its
 * Cancel, and the answers to them; with the texts the panel shows for them. Answers are matched
 * to requests by id and to boards by key: only the latest request of each kind is waited for,
 * and an answer about a board that is no longer shown is shown greyed (a solution) or dropped
 * (a hint). Pure.
 */

import type { HintView, SolutionView, SolveProgressView, WebviewMessage } from '../shared/protocol';
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
import { patternDescription } from './learnState';
import { proofOfBoard, proofSentence, type ProofDisplay } from './unsolvableProof';
import { cellName, formatCount, plural } from './wording';

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
  if (!shownPuzzle(state)) return unchanged(state);
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
  return { state: { ...state, pending, progress: null }, messages: [{ type: 'cancel', requestId: progress.requestId }], announce: 'Cancelled.' };
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
  const waiting = [solution, baseline, hintRequest, path].some((request) => request?.requestId === requestId);
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
  const done = `${Math.floor(fraction * 100)}% done`;
  switch (solve.phase) {
    case 'system':
      return `${message} Solving the equations: ${done}.`;
    case 'minimum': {
      const best = solve.bestTotal === undefined ? '' : `, best so far ${formatCount(solve.bestTotal)}`;
      const bound = solve.lowerBound === undefined ? '' : `, at least ${formatCount(solve.lowerBound)}`;
      return `${message} Searching for the fewest presses: ${done}${best}${bound}.`;
    }
    default: {
      const unknownPhase: never = solve.phase;
      throw new Error(`unknown solve phase ${String(unknownPhase)}`);
    }
  }
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
 * The first solution of the running solve (`solveFirst`): shown at once, marked as still
 * searching; the solve stays pending, and its `solveResult` replaces it. Dropped unless it answers
 * the pending solve.
 */
export function solutionFirst(state: GridViewState, requestId: number, version: number, solution: SolutionView): Transition {
  const pendingSolve = state.pending.solution;
  if (pendingSolve === null || pendingSolve.requestId !== requestId || !solution.solvable) return unchanged(state);
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
        state: { ...cleared, hint: null, notice: { severity: 'info', message: 'Hint: the puzzle is already solved.' } },
        messages: [],
        announce: 'Hint: the puzzle is already solved.',
      };
    case 'unsolvable': {
      const proof = shownProof(cleared, answer.certificate ?? null);
      if (proof !== null) return { state: withProof(cleared, proof), messages: [], announce: `Hint: ${proofSentence(proof)}` };
      const message = 'Hint: no sequence of presses solves the puzzle from here.';
      return { state: { ...cleared, hint: null, notice: { severity: 'info', message } }, messages: [], announce: message };
    }
    case 'error': {
      const message = `No hint: ${answer.message}`;
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
  const way = hint.shortest ? 'on a shortest way to the goal' : 'on a way to the goal not proven shortest';
  return `Hint: press ${cellName(hint.row, hint.col)}. ${plural(hint.remaining, 'press', 'presses')} to go, ${way}.`;
}

/**
 * The texts of the solution panel for a solve answer: the summary line ("Fewest presses: 4
 * (proven) · 1 solution · internal, 3 ms", or "Best found: 661 presses; at least 540 (the search
 * stopped after 30 s) · …") and, for an unsolvable puzzle or a failed solve, the reason.
 */
export function describeSolution(display: SolutionDisplay): { readonly summary: string; readonly error: string | null } {
  if (!display.outcome.ok) return { summary: '', error: `The solver failed: ${display.outcome.message}` };
  const solution = display.outcome.solution;
  const engine = `${solution.solver}, ${formatMilliseconds(solution.elapsedMs)}`;
  if (display.searching === true && solution.solvable) {
    const total = solution.totalPresses ?? sumOf(solution.presses);
    return {
      summary: `Found: ${plural(total, 'press', 'presses')}; searching for the fewest… · ${plural(solution.solutionCount, 'solution')} · ${engine}`,
      error: null,
    };
  }
  if (!solution.solvable) {
    return { summary: `${plural(solution.solutionCount, 'solution')} · ${engine}`, error: 'No solution: no sequence of presses reaches the goal.' };
  }
  return { summary: `${pressesWords(solution)} · ${plural(solution.solutionCount, 'solution')} · ${engine}`, error: null };
}

/** How many presses a solution takes and what is proven of it: "Fewest presses: 4 (proven)", "Best found: 661 presses; at least 540 (…)". */
function pressesWords(solution: SolutionSummaryView): string {
  const total = solution.totalPresses ?? sumOf(solution.presses);
  // Absent in solutions saved by earlier versions.
  const bound = solution.lowerBound ?? null;
  if (solution.minimal || bound === total) return `Fewest presses: ${formatCount(total)} (proven)`;
  const best = `Best found: ${plural(total, 'press', 'presses')}`;
  if (bound === null) return `${best}, not proven fewest`;
  const limit = solution.minimumTimeoutMs;
  const stopped =
    typeof limit === 'number' && Number.isFinite(limit) && limit > 0 ? `the search stopped after ${formatDuration(limit)}` : 'the search stopped early';
  return `${best}; at least ${formatCount(bound)} (${stopped})`;
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
  const { summary, error } = describeSolution(display);
  return error === null ? `Solution: ${summary}` : `${error} ${summary}`.trim();
}

/**
 * A text alternative for the solution: the cells to press in reading order ("Solution: press row
 * 1, column 2; row 2, column 2 twice."), or their number when there are more than `limit`.
 */
export function pressesDescription(presses: ArrayLike<number>, columns: number, limit = 30): string {
  const cells = patternDescription(presses, columns, limit);
  return cells === 'nothing pressed' ? 'Solution: no presses needed.' : `Solution: ${cells}.`;
}

/** The accessible name of a solution cell: "row 2, column 3: press 1 time". */
export function solutionCellLabel(row: number, col: number, presses: number): string {
  return `${cellName(row, col)}: ${presses === 0 ? 'no press' : `press ${plural(presses, 'time')}`}`;
}

/** Milliseconds as "under 1 ms", "12 ms" or "1.5 s". */
export function formatMilliseconds(elapsedMs: number): string {
  if (!Number.isFinite(elapsedMs)) return '? ms';
  if (elapsedMs < 0.5) return 'under 1 ms';
  return elapsedMs < 1000 ? `${Math.round(elapsedMs)} ms` : `${(elapsedMs / 1000).toFixed(1)} s`;
}
