/**
 * What the grid webview keeps across hiding its tab and reloading the window (`vscode.setState`,
 * which stores JSON): only what cannot be recomputed from the document: the game (its start
 * board's key and a New game's cells, moves, Resets, undone steps and best), the zoom, the selection, the last solution, the
 * open panels and the difficulty picked. Never a typed array: a solution's presses are saved as
 * one base-36 digit per cell, and only for boards of at most {@link MAX_SAVED_SOLUTION_CELLS}
 * cells. Restoring never trusts the saved value: anything malformed gives the initial state (a
 * malformed solution: no solution). Pure.
 */

import type { PlayPress } from '../../protocol/protocol';
import { isTopology } from '../../domain/topology';
import { MAX_STATES } from '../../domain/limits';
import { clampCellSize, type CellPosition } from '../board/gridGeometry';
import {
  DIFFICULTY_CHOICES,
  initialGridViewState,
  type DifficultyChoice,
  type GridViewState,
  type SolutionDisplay,
  type SolutionSummaryView,
} from './gridViewTypes';
import { newSession, type PlaySession, type PlayStep } from './playSession';

/** The most cells of a board whose solution is kept across reloads (a larger one is solved again when wanted). */
export const MAX_SAVED_SOLUTION_CELLS = 1_000_000;

/** A solution as saved: its presses as one base-36 digit per cell, row-major ("0120…"), or null when unsolvable. */
export type PersistedSolution = Omit<SolutionDisplay, 'outcome'> & {
  readonly outcome:
    | { readonly ok: true; readonly solution: Omit<SolutionSummaryView, 'presses'> & { readonly presses: string | null } }
    | { readonly ok: false; readonly message: string };
};

/** The part of the state kept across hiding the tab and reloading the window (`vscode.setState`): what cannot be recomputed. */
export interface PersistedViewState {
  readonly format: 4;
  readonly cellSize: number | null;
  readonly playMode: boolean;
  readonly selected: CellPosition;
  /**
   * The game: its start board's key, a New game's start cells (base-36 digits, null for the
   * document's board), moves, the moves of each Reset and undone steps as flat [row, col, delta,
   * ...] lists (an undone Reset is [0, 0, 0]), and the best.
   */
  readonly game: {
    readonly startKey: string | null;
    readonly start: string | null;
    readonly moves: readonly number[];
    readonly resets: readonly (readonly number[])[];
    readonly undone: readonly number[];
    readonly best: number | null;
    readonly bestFromFile: number | null;
  };
  readonly solution: PersistedSolution | null;
  readonly nextRequestId: number;
  readonly pathOpen: boolean;
  readonly learnOpen: boolean;
  readonly difficulty: DifficultyChoice;
}

const flatPresses = (presses: readonly PlayPress[]): number[] => presses.flatMap((press) => [press.row, press.col, press.delta]);

const flatSteps = (steps: readonly PlayStep[]): number[] =>
  steps.flatMap((step) => (step.kind === 'reset' ? [0, 0, 0] : [step.press.row, step.press.col, step.press.delta]));

function stepsFromFlat(values: unknown): PlayStep[] | null {
  if (!Array.isArray(values) || values.length % 3 !== 0) return null;
  const steps: PlayStep[] = [];
  for (let i = 0; i < values.length; i += 3) {
    if (values[i] === 0 && values[i + 1] === 0 && values[i + 2] === 0) {
      steps.push({ kind: 'reset' });
      continue;
    }
    const press = pressesFromFlat(values.slice(i, i + 3));
    if (press === null) return null;
    steps.push({ kind: 'press', press: press[0] });
  }
  return steps;
}

function pressesFromFlat(values: unknown): PlayPress[] | null {
  if (!Array.isArray(values) || values.length % 3 !== 0) return null;
  const presses: PlayPress[] = [];
  for (let i = 0; i < values.length; i += 3) {
    const [row, col, delta] = [values[i], values[i + 1], values[i + 2]];
    if (!Number.isInteger(row) || !Number.isInteger(col) || row < 0 || col < 0 || (delta !== 1 && delta !== -1)) return null;
    presses.push({ row, col, delta });
  }
  return presses;
}

/** The part of `state` to save with `setState`. */
export function persistedViewState(state: GridViewState): PersistedViewState {
  const { game } = state;
  return {
    format: 4,
    cellSize: state.cellSize,
    playMode: state.playMode,
    selected: state.selected,
    game: {
      startKey: game.startKey,
      start: game.start === null || game.start.length > MAX_SAVED_SOLUTION_CELLS ? null : pressesText(game.start),
      moves: flatPresses(game.moves),
      resets: game.resets.map(flatPresses),
      undone: flatSteps(game.undone),
      best: game.best,
      bestFromFile: game.bestFromFile,
    },
    solution: state.solution === null ? null : persistedSolution(state.solution),
    nextRequestId: state.nextRequestId,
    pathOpen: state.pathOpen,
    learnOpen: state.learnOpen,
    difficulty: state.difficulty,
  };
}

/**
 * The state to start from given what `getState` returned (anything: a missing or malformed value
 * gives the initial state, in Play when `openInPlay`: a file opened afresh is ready to play). A restored game goes on when the first document shows the board it
 * started from, and asks for its best again when it had none.
 */
export function restoreGridViewState(saved: unknown, openInPlay = false): GridViewState {
  const initial: GridViewState = { ...initialGridViewState(), playMode: openInPlay };
  if (typeof saved !== 'object' || saved === null) return initial;
  const value = saved as Partial<Record<keyof PersistedViewState, unknown>>;
  if (value.format !== 4) return initial;
  const count = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null);
  const selected = value.selected as Partial<CellPosition> | null | undefined;
  const playMode = value.playMode === true;
  const savedGame = (typeof value.game === 'object' && value.game !== null ? value.game : {}) as Partial<Record<keyof PersistedViewState['game'], unknown>>;
  const moves = pressesFromFlat(savedGame.moves);
  const undone = stepsFromFlat(savedGame.undone);
  const resets = Array.isArray(savedGame.resets) ? savedGame.resets.map(pressesFromFlat) : null;
  const startKey = typeof savedGame.startKey === 'string' ? savedGame.startKey : null;
  // A New game's start: its cells (the number of cells is checked when the document arrives).
  const start = typeof savedGame.start === 'string' ? pressesFromText(savedGame.start, savedGame.start.length) : null;
  const game: PlaySession =
    startKey !== null &&
    moves !== null &&
    undone !== null &&
    resets !== null &&
    resets.every((reset) => reset !== null) &&
    (savedGame.start === null || start !== null)
      ? { startKey, start, moves, resets: resets as PlayPress[][], undone, best: count(savedGame.best), bestFromFile: count(savedGame.bestFromFile) }
      : newSession(null);
  return {
    ...initial,
    cellSize: typeof value.cellSize === 'number' ? clampCellSize(value.cellSize) : null,
    playMode,
    game,
    selected: { row: count(selected?.row) ?? 0, col: count(selected?.col) ?? 0 },
    solution: restoreSolution(value.solution),
    nextRequestId: Math.max(1, count(value.nextRequestId) ?? 1),
    pathOpen: value.pathOpen === true,
    learnOpen: value.learnOpen === true,
    difficulty: DIFFICULTY_CHOICES.find((choice) => choice === value.difficulty) ?? 'any',
    // Reopened panels ask for their data with the first document.
    panelsWanted: value.pathOpen === true || value.learnOpen === true,
  };
}

/**
 * Whether two states save the same thing: every field {@link persistedViewState} reads is the same
 * value or the same object (the reducer keeps the objects of unchanged fields), so nothing is
 * serialised to find out, however large the solution or the game.
 */
export function samePersistedParts(a: GridViewState, b: GridViewState): boolean {
  return (
    a.cellSize === b.cellSize &&
    a.playMode === b.playMode &&
    a.selected === b.selected &&
    a.game === b.game &&
    a.solution === b.solution &&
    a.nextRequestId === b.nextRequestId &&
    a.pathOpen === b.pathOpen &&
    a.learnOpen === b.learnOpen &&
    a.difficulty === b.difficulty
  );
}

/** Presses 0..35 per cell as base-36 digits; null when a count is larger. */
function pressesText(presses: Uint8Array): string | null {
  const parts: string[] = [];
  // In slices: String.fromCharCode takes its arguments on the stack.
  const codes = new Uint16Array(Math.min(presses.length, 8192));
  for (let start = 0; start < presses.length; start += codes.length) {
    const end = Math.min(presses.length, start + codes.length);
    for (let index = start; index < end; index++) {
      const value = presses[index];
      if (value >= MAX_STATES) return null;
      codes[index - start] = value < 10 ? 48 + value : 87 + value;
    }
    parts.push(String.fromCharCode(...codes.subarray(0, end - start)));
  }
  return parts.join('');
}

/** The presses of a saved text, or null when it is not `cells` base-36 digits each below `MAX_STATES`. */
function pressesFromText(text: unknown, cells: number): Uint8Array | null {
  if (typeof text !== 'string' || text.length !== cells) return null;
  const presses = new Uint8Array(cells);
  for (let index = 0; index < cells; index++) {
    const code = text.charCodeAt(index);
    const value = code >= 48 && code <= 57 ? code - 48 : code >= 97 && code <= 122 ? code - 87 : -1;
    if (value < 0 || value >= MAX_STATES) return null;
    presses[index] = value;
  }
  return presses;
}

/** The solution as saved: null for a board over {@link MAX_SAVED_SOLUTION_CELLS} cells or presses that do not fit its board. */
export function persistedSolution(display: SolutionDisplay): PersistedSolution | null {
  // A first solution saved while its search ran comes back as a solution not proven fewest.
  const { outcome, searching: _searching, ...rest } = display;
  if (!outcome.ok) return { ...rest, outcome };
  const cells = display.rows * display.columns;
  const presses = outcome.solution.presses;
  if (cells > MAX_SAVED_SOLUTION_CELLS || (presses !== null && presses.length !== cells)) return null;
  const text = presses === null ? null : pressesText(presses);
  if (presses !== null && text === null) return null;
  return { ...rest, outcome: { ok: true, solution: { ...outcome.solution, presses: text } } };
}

/** A saved solution as the panel shows it, or null when anything in it is malformed. */
export function restoreSolution(saved: unknown): SolutionDisplay | null {
  if (typeof saved !== 'object' || saved === null) return null;
  const display = saved as Partial<Record<keyof PersistedSolution, unknown>>;
  const { rows, columns, topology, boardKey, stale } = display;
  const side = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1;
  if (!side(rows) || !side(columns) || rows * columns > MAX_SAVED_SOLUTION_CELLS || !isTopology(topology)) return null;
  if (typeof boardKey !== 'string' || typeof stale !== 'boolean') return null;
  const outcome = display.outcome as Record<string, unknown> | null | undefined;
  if (typeof outcome !== 'object' || outcome === null) return null;
  const base = { rows, columns, topology, boardKey, stale };
  if (outcome.ok === false) return typeof outcome.message === 'string' ? { ...base, outcome: { ok: false, message: outcome.message } } : null;
  if (outcome.ok !== true || typeof outcome.solution !== 'object' || outcome.solution === null) return null;
  const solution = outcome.solution as Partial<Record<keyof SolutionSummaryView, unknown>>;
  const count = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
  const countOrNull = (value: unknown): value is number | null => value === null || count(value);
  const presses = solution.presses === null ? null : pressesFromText(solution.presses, rows * columns);
  const valid =
    typeof solution.solvable === 'boolean' &&
    (presses !== null || solution.presses === null) &&
    countOrNull(solution.totalPresses) &&
    typeof solution.minimal === 'boolean' &&
    countOrNull(solution.lowerBound) &&
    typeof solution.minimumTimeoutMs === 'number' &&
    Number.isFinite(solution.minimumTimeoutMs) &&
    typeof solution.solutionCount === 'string' &&
    /^\d+$/.test(solution.solutionCount) &&
    typeof solution.solver === 'string' &&
    typeof solution.elapsedMs === 'number' &&
    Number.isFinite(solution.elapsedMs) &&
    // Absent in solutions saved by earlier versions.
    (solution.unprovenReason === undefined || solution.unprovenReason === null || typeof solution.unprovenReason === 'string');
  if (!valid) return null;
  const summary: SolutionSummaryView = {
    solvable: solution.solvable as boolean,
    presses,
    totalPresses: solution.totalPresses as number | null,
    minimal: solution.minimal as boolean,
    lowerBound: solution.lowerBound as number | null,
    minimumTimeoutMs: solution.minimumTimeoutMs as number,
    unprovenReason: typeof solution.unprovenReason === 'string' ? solution.unprovenReason : null,
    solutionCount: solution.solutionCount as string,
    solver: solution.solver as string,
    elapsedMs: solution.elapsedMs as number,
  };
  return { ...base, outcome: { ok: true, solution: summary } };
}
