/**
 * The proof that a board cannot be solved, as the grid shows it: the engine's certificate (a
 * weight q per cell, 0..k-1) is checked against the board shown, its cells with q ≠ 0 are marked
 * on the board, and one sentence with this board's numbers says why no sequence of presses solves
 * it: no press changes the marked total (the sum of q times the state, mod k), and the goal needs
 * another total. Pure.
 */

import type { PuzzleView } from '../../protocol/protocol';
import * as l10n from '../../domain/l10n';
import { markedTotals, unsolvabilitySentence } from '../../domain/unsolvabilityWords';
import { boardGoal, changedCells, isHoleAt } from './boardRules';

/** A checked proof of unsolvability for one board. */
export interface ProofDisplay {
  /** The boardKey of the board it proves unsolvable: the marks show only while that board is shown. */
  readonly boardKey: string;
  readonly states: number;
  readonly columns: number;
  /** The mark (weight q) of every cell, row-major; 0 for a cell not marked. */
  readonly weights: Uint8Array;
  /** How many cells are marked (q ≠ 0). */
  readonly marked: number;
  /** The marked total of the board, sum of q times the state, mod k. */
  readonly current: number;
  /** The marked total of the goal, sum of q times each cell's goal state (objective or target), mod k (never `current`). */
  readonly goal: number;
}

/**
 * The proof of `certificate` for `puzzle` (whose boardKey is `boardKey`), or null when the
 * certificate does not prove the board unsolvable: a wrong length, a weight outside 0..k-1, a press
 * that changes the marked total, or a board whose total is already the goal's. Checked here so
 * the grid never claims what the marks do not show.
 */
export function proofOfBoard(puzzle: PuzzleView, boardKey: string, certificate: ArrayLike<number> | null | undefined): ProofDisplay | null {
  const { rows, columns, states, grid } = puzzle;
  const cells = rows * columns;
  if (certificate === null || certificate === undefined || certificate.length !== cells || grid.length !== cells) return null;
  const weights = new Uint8Array(cells);
  for (let index = 0; index < cells; index++) {
    const weight = certificate[index];
    if (!Number.isInteger(weight) || weight < 0 || weight >= states) return null;
    // A hole has no state: it is never marked.
    weights[index] = isHoleAt(puzzle, index) ? 0 : weight;
  }
  const { current, goal, marked } = markedTotals(states, boardGoal(puzzle), grid, weights);
  if (marked === 0 || current === goal) return null;
  // Pressing cell c adds 1 to every cell it changes (its neighbourhood, which may be asymmetric): the marked total changes by the sum of their weights.
  for (let cell = 0; cell < cells; cell++) {
    const changed = changedCells(puzzle, cell);
    let change = 0;
    for (let i = 0; i < changed.length; i++) change += weights[changed[i]];
    if (change % states !== 0) return null;
  }
  return { boardKey, states, columns, weights, marked, current, goal };
}

/** The one sentence that explains the proof with this board's numbers. */
export function proofSentence(proof: ProofDisplay): string {
  return unsolvabilitySentence(proof.states, proof);
}

/** The mark of cell (row, col), 0 when it has none (or there is no proof). */
export function markAt(proof: ProofDisplay | null, row: number, col: number): number {
  return proof === null ? 0 : (proof.weights[row * proof.columns + col] ?? 0);
}

/** What a cell's accessible name adds for its mark: "marked" (two states), "marked 2" (more), or nothing. */
export function markWords(proof: ProofDisplay | null, row: number, col: number): string {
  const weight = markAt(proof, row, col);
  if (proof === null || weight === 0) return '';
  return proof.states === 2 ? l10n.t('marked') : l10n.t('marked {0}', weight);
}
