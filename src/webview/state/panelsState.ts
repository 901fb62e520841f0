/**
 * The learn features of the grid webview: the Path panel (a shortest sequence of presses, step by
 * step) and the Learn panel (light chasing, the lookup table, quiet patterns, every solution).
 * Both follow the shown board: pressing the ringed cell moves them on, a board on none of their
 * steps asks the host for new data. Pure.
 */

import type { SolutionPathView, TeachingView, WebviewMessage } from '../../protocol/protocol';
import * as l10n from '../../domain/l10n';
import type { CellPosition } from '../board/gridGeometry';
import { newRequest, requestPosition, shownPuzzle, unchanged, withAnnouncement, type GridViewState, type Transition } from './gridViewTypes';
import {
  chaseHighlights,
  firstPressingStep,
  goToChaseStep,
  pickSolution,
  solutionHighlights,
  syncTeaching,
  teachingDisplay,
  walkthroughOf,
} from './learnState';
import { chasePositionText } from '../words/learnWords';
import { goToPathStep, pathDisplay, pathHighlight, pathStepText, pathSummary, syncPath } from './solutionPathState';

/** The events of this feature. */
export type PanelsEvent =
  | { readonly type: 'showPath' }
  | { readonly type: 'closePath' }
  | { readonly type: 'pathGoTo'; readonly position: number }
  | { readonly type: 'pathMove'; readonly direction: 1 | -1 }
  | { readonly type: 'setLearnOpen'; readonly open: boolean }
  | { readonly type: 'refreshTeaching' }
  | { readonly type: 'chaseGoTo'; readonly position: number }
  | { readonly type: 'chaseMove'; readonly direction: 1 | -1 }
  | { readonly type: 'pickSolution'; readonly index: number | null };

/** Applies an event of the Path or Learn panel. */
export function reducePanels(state: GridViewState, event: PanelsEvent): Transition {
  switch (event.type) {
    case 'showPath':
      return requestPath({ ...state, pathOpen: true, highlightFrom: 'path' });
    case 'closePath':
      return closePath(state);
    case 'pathGoTo':
      return pathGoTo(state, event.position);
    case 'pathMove':
      return state.path ? pathGoTo(state, state.path.position + event.direction) : unchanged(state);
    case 'setLearnOpen':
      return setLearnOpen(state, event.open);
    case 'refreshTeaching':
      return requestTeaching(state);
    case 'chaseGoTo':
      return chaseGoTo(state, event.position);
    case 'chaseMove':
      return state.teaching ? chaseGoTo(state, state.teaching.position + event.direction) : unchanged(state);
    case 'pickSolution':
      return state.teaching
        ? unchanged({ ...state, teaching: pickSolution(state.teaching, event.index), highlightFrom: event.index === null ? state.highlightFrom : 'solution' })
        : unchanged(state);
    default: {
      const unknownEvent: never = event;
      throw new Error(`unknown panel event ${JSON.stringify(unknownEvent)}`);
    }
  }
}

/** The open panels ask for data for the board that the next document brings. */
export function wantPanels(state: GridViewState): GridViewState {
  return state.pathOpen || state.learnOpen ? { ...state, panelsWanted: true } : state;
}

/** Asks for the shortest path of the shown board (the panel keeps showing the previous one until the answer). */
export function requestPath(state: GridViewState): Transition {
  if (!shownPuzzle(state) || state.confirmed === null) return unchanged({ ...state, panelsWanted: state.pathOpen || state.panelsWanted });
  const { state: next, request } = newRequest(withoutPathRequest(state));
  const position = requestPosition(state);
  return {
    state: { ...next, pending: { ...next.pending, path: request } },
    messages: [...cancelPathRequest(state), { type: 'path', requestId: request.requestId, ...(position ? { position } : {}) }],
  };
}

/** The `cancel` of the running path request, if any: the host ends its worker. */
function cancelPathRequest(state: GridViewState): WebviewMessage[] {
  const running = state.pending.path;
  return running === null ? [] : [{ type: 'cancel', requestId: running.requestId }];
}

/** The state without the running path request and its progress line. */
function withoutPathRequest(state: GridViewState): GridViewState {
  const running = state.pending.path;
  if (running === null) return state;
  const progress = state.progress?.requestId === running.requestId ? null : state.progress;
  return { ...state, progress, pending: { ...state.pending, path: null } };
}

function closePath(state: GridViewState): Transition {
  const highlightFrom = state.highlightFrom === 'path' ? null : state.highlightFrom;
  return { state: { ...withoutPathRequest(state), pathOpen: false, path: null, highlightFrom }, messages: cancelPathRequest(state) };
}

function pathGoTo(state: GridViewState, position: number): Transition {
  if (state.path === null) return unchanged(state);
  const path = goToPathStep(state.path, position);
  const next: GridViewState = { ...state, path, highlightFrom: 'path' };
  return path === state.path ? unchanged(next) : { state: next, messages: [], announce: pathStepText(path) };
}

/** A path answer: shown, or asked again when it is about an older text and not about the shown board. */
export function pathResult(state: GridViewState, requestId: number, version: number, view: SolutionPathView): Transition {
  if (state.pending.path?.requestId !== requestId) return unchanged(state);
  const pending = { ...state.pending, path: null };
  if (state.progress?.requestId === requestId) state = { ...state, progress: null };
  if (!state.pathOpen) return unchanged({ ...state, pending });
  const path = pathDisplay(view, state.boardKey);
  if (path.stale && state.confirmed !== null && version < state.confirmed.version) return requestPath({ ...state, pending, path });
  const summary = pathSummary(view);
  const step = pathStepText(path);
  return {
    state: { ...state, pending, path },
    messages: [],
    announce: step === summary ? l10n.t('Solution path: {0}', summary) : l10n.t('Solution path: {0} {1}', summary, step),
  };
}

function setLearnOpen(state: GridViewState, open: boolean): Transition {
  if (open === state.learnOpen) return unchanged(state);
  if (open) return requestTeaching({ ...state, learnOpen: true });
  const highlightFrom = state.highlightFrom === 'chase' || state.highlightFrom === 'solution' ? null : state.highlightFrom;
  return unchanged({ ...state, learnOpen: false, teaching: null, pending: { ...state.pending, teaching: null }, highlightFrom });
}

/** Asks for the Learn panel's data for the shown board; `follow` shows it from its first step with presses. */
export function requestTeaching(state: GridViewState, follow = false): Transition {
  if (!state.learnOpen) return unchanged(state);
  if (!shownPuzzle(state) || state.confirmed === null) return unchanged({ ...state, panelsWanted: true });
  const { state: next, request } = newRequest(state);
  const position = requestPosition(state);
  return {
    state: { ...next, pending: { ...next.pending, teaching: { ...request, follow } } },
    messages: [{ type: 'teaching', requestId: request.requestId, ...(position ? { position } : {}) }],
  };
}

function chaseGoTo(state: GridViewState, position: number): Transition {
  const walkthrough = walkthroughOf(state.teaching);
  if (state.teaching === null || walkthrough === null) return unchanged(state);
  const teaching = goToChaseStep(state.teaching, position);
  const next: GridViewState = { ...state, teaching, highlightFrom: 'chase' };
  if (teaching === state.teaching) return unchanged(next);
  const board = teaching.view.kind === 'teaching' ? teaching.view.board : null;
  return { state: next, messages: [], announce: chasePositionText(walkthrough, teaching.position, board?.states ?? 2, board?.objective) };
}

/** A Learn answer: shown (from its first step with presses when the board had left the walkthrough), or asked again when outdated. */
export function teachingResult(state: GridViewState, requestId: number, version: number, view: TeachingView): Transition {
  const pendingTeaching = state.pending.teaching;
  if (pendingTeaching?.requestId !== requestId) return unchanged(state);
  const pending = { ...state.pending, teaching: null };
  if (!state.learnOpen) return unchanged({ ...state, pending });
  const fresh = teachingDisplay(view, state.boardKey);
  const follow = pendingTeaching.follow;
  if (fresh.stale && state.confirmed !== null && version < state.confirmed.version) return requestTeaching({ ...state, pending, teaching: fresh }, follow);
  const teaching = follow ? goToChaseStep(fresh, firstPressingStep(fresh)) : fresh;
  const highlightFrom = state.highlightFrom === null || state.highlightFrom === 'solution' ? 'chase' : state.highlightFrom;
  const walkthrough = walkthroughOf(teaching);
  const announce =
    view.kind !== 'teaching'
      ? view.reason
      : follow && walkthrough !== null
        ? chasePositionText(walkthrough, teaching.position, view.board.states, view.board.objective)
        : l10n.t('Learn panel updated for this board.');
  return { state: { ...state, pending, teaching, highlightFrom }, messages: [], announce };
}

/** The cells ringed on the grid: the next press of the path, the presses of a walkthrough step, or a picked solution's cells. */
export function highlightedCells(state: GridViewState): CellPosition[] {
  switch (state.highlightFrom) {
    case null:
      return [];
    case 'path': {
      const cell = pathHighlight(state.path);
      return cell === null ? [] : [cell];
    }
    case 'chase':
      return chaseHighlights(state.teaching, state.boardKey);
    case 'solution':
      return solutionHighlights(state.teaching, state.boardKey);
    default: {
      const unknownSource: never = state.highlightFrom;
      throw new Error(`unknown highlight source ${String(unknownSource)}`);
    }
  }
}

/**
 * Moves the open panels to the step of the new board, and asks for their data again when the
 * board is on no step of theirs (or it was wanted, or the panel had no data for the old board);
 * reads out the step a panel moved to.
 */
export function followPanels(before: GridViewState, transition: Transition): Transition {
  const key = transition.state.boardKey;
  const path = transition.state.path ? syncPath(transition.state.path, key) : null;
  const teaching = transition.state.teaching ? syncTeaching(transition.state.teaching, key) : null;
  let next: GridViewState =
    path === transition.state.path && teaching === transition.state.teaching ? transition.state : { ...transition.state, path, teaching };
  const messages = [...transition.messages];
  if (shownPuzzle(next) !== null) {
    const wanted = next.panelsWanted;
    const boardChanged = before.boardKey !== key;
    next = { ...next, panelsWanted: false };
    const ask = (asked: Transition): void => {
      next = asked.state;
      messages.push(...asked.messages);
    };
    if (next.pathOpen && (wanted || (boardChanged && (path === null || path.stale || path.view.kind === 'unavailable')))) ask(requestPath(next));
    if (next.learnOpen && (wanted || (boardChanged && (teaching === null || teaching.stale || teaching.view.kind === 'unavailable')))) {
      ask(requestTeaching(next, !wanted && teaching !== null && teaching.stale));
    }
  }
  let announce = transition.announce;
  if (announce === undefined && path !== null && !path.stale && before.path && path.position !== before.path.position) announce = pathStepText(path);
  const walkthrough = walkthroughOf(teaching);
  if (
    announce === undefined &&
    teaching !== null &&
    walkthrough !== null &&
    !teaching.stale &&
    before.teaching &&
    teaching.position !== before.teaching.position
  ) {
    const board = teaching.view.kind === 'teaching' ? teaching.view.board : null;
    announce = chasePositionText(walkthrough, teaching.position, board?.states ?? 2, board?.objective);
  }
  return withAnnouncement(next, messages, announce);
}
