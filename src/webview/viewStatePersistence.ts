/**
 * What the grid webview keeps across hiding its tab and reloading the window (`vscode.setState`):
 * only what cannot be recomputed from the document: the game (its start board's key, moves, undone
 * moves and best), the zoom, the selection, the last solution, the open panels and the difficulty
 * picked. Restoring never trusts the saved value: anything malformed gives the initial state.
 * Pure.
 */

import type { PlayPress } from '../shared/protocol';
import { clampCellSize, type CellPosition } from './gridGeometry';
import { DIFFICULTY_CHOICES, initialGridViewState, type DifficultyChoice, type GridViewState } from './gridViewTypes';
import { newSession, type PlaySession } from './playSession';
import { isSolutionDisplay } from './solutionState';

/** The part of the state kept across hiding the tab and reloading the window (`vscode.setState`): what cannot be recomputed. */
export interface PersistedViewState {
  readonly format: 2;
  readonly cellSize: number | null;
  readonly playMode: boolean;
  readonly selected: CellPosition;
  /** The game: its start board's key, moves and undone moves as flat [row, col, delta, ...] lists, and the best. */
  readonly game: {
    readonly startKey: string | null;
    readonly moves: readonly number[];
    readonly undone: readonly number[];
    readonly best: number | null;
    readonly bestFromFile: number | null;
  };
  readonly solution: GridViewState['solution'];
  readonly nextRequestId: number;
  readonly pathOpen: boolean;
  readonly learnOpen: boolean;
  readonly difficulty: DifficultyChoice;
}

const flatPresses = (presses: readonly PlayPress[]): number[] => presses.flatMap((press) => [press.row, press.col, press.delta]);

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
    format: 2,
    cellSize: state.cellSize,
    playMode: state.playMode,
    selected: state.selected,
    game: { startKey: game.startKey, moves: flatPresses(game.moves), undone: flatPresses(game.undone), best: game.best, bestFromFile: game.bestFromFile },
    solution: state.solution,
    nextRequestId: state.nextRequestId,
    pathOpen: state.pathOpen,
    learnOpen: state.learnOpen,
    difficulty: state.difficulty,
  };
}

/**
 * The state to start from given what `getState` returned (anything: a missing or malformed value
 * gives the initial state). A restored game goes on when the first document shows the board it
 * started from, and asks for its best again when it had none.
 */
export function restoreGridViewState(saved: unknown): GridViewState {
  const initial = initialGridViewState();
  if (typeof saved !== 'object' || saved === null) return initial;
  const value = saved as Partial<Record<keyof PersistedViewState, unknown>>;
  if (value.format !== 2) return initial;
  const count = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null);
  const selected = value.selected as Partial<CellPosition> | null | undefined;
  const playMode = value.playMode === true;
  const savedGame = (typeof value.game === 'object' && value.game !== null ? value.game : {}) as Partial<Record<keyof PersistedViewState['game'], unknown>>;
  const moves = pressesFromFlat(savedGame.moves);
  const undone = pressesFromFlat(savedGame.undone);
  const startKey = typeof savedGame.startKey === 'string' ? savedGame.startKey : null;
  const game: PlaySession =
    startKey !== null && moves !== null && undone !== null
      ? { startKey, moves, undone, best: count(savedGame.best), bestFromFile: count(savedGame.bestFromFile) }
      : newSession(null);
  return {
    ...initial,
    cellSize: typeof value.cellSize === 'number' ? clampCellSize(value.cellSize) : null,
    playMode,
    game,
    selected: { row: count(selected?.row) ?? 0, col: count(selected?.col) ?? 0 },
    solution: isSolutionDisplay(value.solution) ? value.solution : null,
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
