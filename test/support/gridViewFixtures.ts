/**
 * Building blocks for the grid webview's reducer tests: boards, host messages, solve answers and a
 * runner that applies events in order and collects what they post and announce.
 */

import type { HostMessage, PuzzleView, SolutionView, WebviewMessage } from '../../src/protocol/protocol';
import { reduce } from '../../src/webview/state/gridViewState';
import { type GridViewEvent, type GridViewState, shownPuzzle, type Transition } from '../../src/webview/state/gridViewTypes';

/** A 2x2 two-state plain board with these cells (as bytes, as the protocol carries them; any other fields overridden). */
export const puzzleView = (grid: readonly number[], extra: Partial<PuzzleView> = {}): PuzzleView => ({
  rows: 2,
  columns: 2,
  states: 2,
  objective: 0,
  topology: 'plain',
  grid: Uint8Array.from(grid),
  ...extra,
});

/** The cells of the board shown, as plain numbers for deepEqual, or undefined when no puzzle is shown. */
export const shownCells = (state: GridViewState): number[] | undefined => {
  const puzzle = shownPuzzle(state);
  return puzzle ? Array.from(puzzle.grid) : undefined;
};

/** The cells of the host's document (the game's start in play), as plain numbers. */
export const confirmedCells = (state: GridViewState): number[] | null =>
  state.confirmed?.state.kind === 'puzzle' ? Array.from(state.confirmed.state.puzzle.grid) : null;

/** The host's `rows` message: `rows` (0-based) changed to `cells` (row after row), over `baseVersion`. */
export const rowsMessage = (version: number, baseVersion: number, rows: readonly number[], cells: readonly number[], dirty = true): HostMessage => ({
  type: 'rows',
  version,
  baseVersion,
  dirty,
  rows: Uint32Array.from(rows),
  cells: Uint8Array.from(cells),
  warnings: [],
});

/** The host's `document` message for a valid puzzle. */
export const documentMessage = (view: PuzzleView, version = 1, dirty = false): HostMessage => ({
  type: 'document',
  version,
  dirty,
  state: { kind: 'puzzle', puzzle: view, warnings: [] },
});

/** A host message as a reducer event. */
export const host = (message: HostMessage): GridViewEvent => ({ type: 'host', message });

/** A solvable solve answer with these presses (minimal, one solution, the internal engine, 3 ms, a 30 s search limit). */
export const solutionView = (presses: readonly number[], extra: Partial<SolutionView> = {}): SolutionView => ({
  solvable: true,
  presses: Uint8Array.from(presses),
  totalPresses: presses.reduce((a, b) => a + b, 0),
  minimal: true,
  lowerBound: presses.reduce((a, b) => a + b, 0),
  minimumTimeoutMs: 30_000,
  unprovenReason: null,
  certificate: null,
  solutionCount: '1',
  solver: 'internal',
  elapsedMs: 3,
  ...extra,
});

/** The last transition of `events` applied in order, with every message posted and sentence announced on the way. */
export function runEvents(state: GridViewState, ...events: GridViewEvent[]): Transition & { readonly posted: WebviewMessage[]; readonly announced: string[] } {
  let last: Transition = { state, messages: [] };
  const posted: WebviewMessage[] = [];
  const announced: string[] = [];
  for (const event of events) {
    last = reduce(last.state, event);
    posted.push(...last.messages);
    if (last.announce !== undefined) announced.push(last.announce);
  }
  return { ...last, posted, announced };
}
