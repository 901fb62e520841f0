/**
 * The difficulty scale the panel shows for the confirmed puzzle's shape (the difficulty selector's
 * "hard: 11-15 moves"): set by the host's `difficultyScale` message, forgotten when a `document`
 * of another shape arrives. The host follows each `document` of a puzzle with its shape's scale
 * and never posts the scale of a shape after a `document` of another, so the last scale that
 * arrived is the shown shape's. Pure.
 */

import type { DifficultyScale } from '../../domain/difficultyScale';
import { neighbourhoodKey } from '../../domain/topology';
import type { DocumentState, PuzzleView } from '../../protocol/protocol';
import { confirmedPuzzle, unchanged, type GridViewState, type Transition } from './gridViewTypes';

/** The scale to keep when `arrived` becomes the confirmed document: the one shown while its puzzle has the same shape, else null. */
export function scaleAfterDocument(state: Pick<GridViewState, 'confirmed' | 'difficultyScale'>, arrived: DocumentState): DifficultyScale | null {
  if (state.difficultyScale === null) return null;
  const before = confirmedPuzzle(state);
  const after = arrived.kind === 'puzzle' ? arrived.puzzle : null;
  return before !== null && after !== null && sameScaleShape(before, after) ? state.difficultyScale : null;
}

/** The host's scale for the confirmed puzzle's shape; ignored while there is no puzzle, the same state when it equals the one shown. */
export function difficultyScaleArrived(state: GridViewState, scale: DifficultyScale | null): Transition {
  if (confirmedPuzzle(state) === null || sameScale(state.difficultyScale, scale)) return unchanged(state);
  return unchanged({ ...state, difficultyScale: scale });
}

/** Whether two puzzles have the same difficulty scale: the same size, states, topology, neighbourhood and holes (objective and target do not count). */
function sameScaleShape(a: PuzzleView, b: PuzzleView): boolean {
  return (
    a.rows === b.rows &&
    a.columns === b.columns &&
    a.states === b.states &&
    a.topology === b.topology &&
    neighbourhoodKey(a.neighbourhood) === neighbourhoodKey(b.neighbourhood) &&
    sameHoles(a.holes, b.holes)
  );
}

/** Whether two hole arrays mark the same cells (absent: none). */
function sameHoles(a: Uint8Array | undefined, b: Uint8Array | undefined): boolean {
  if (a === b) return true;
  const length = a?.length ?? b?.length ?? 0;
  for (let index = 0; index < length; index++) if ((a?.[index] ?? 0) !== (b?.[index] ?? 0)) return false;
  return true;
}

/** Whether two scales give every level the same range (both null: no scale). */
function sameScale(a: DifficultyScale | null, b: DifficultyScale | null): boolean {
  if (a === null || b === null) return a === b;
  return (['easy', 'medium', 'hard'] as const).every((level) => {
    const x = a[level];
    const y = b[level];
    return x === null || y === null ? x === y : x.min === y.min && x.max === y.max;
  });
}
