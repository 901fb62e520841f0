/**
 * The words that explain a proof of unsolvability, shared by the grid (webview) and the command
 * line, so both say the same thing. A certificate gives each cell a mark (weight) q_e in 0..k-1
 * such that pressing any cell changes sum q_e * state_e by a multiple of k: that marked total
 * never changes, so a board whose total differs from the goal's cannot be solved. Pure.
 */

import * as l10n from './l10n';

/** The marked totals of a board under a certificate: the board's and the goal's, mod k, and how many cells are marked. */
export interface MarkedTotals {
  /** sum q_e * state_e mod k. */
  readonly current: number;
  /** sum q_e * goal_e mod k: what the total must be when every cell is at its goal (the objective, or its target). */
  readonly goal: number;
  /** Cells with q_e != 0. */
  readonly marked: number;
}

/**
 * The {@link MarkedTotals} of a board (`grid`, row-major states) under `certificate` (weights
 * 0..k-1, same length); `goal` is the state every cell must reach, or each cell's own (a target).
 */
export function markedTotals(states: number, goal: number | ArrayLike<number>, grid: ArrayLike<number>, certificate: ArrayLike<number>): MarkedTotals {
  let current = 0;
  let goalTotal = 0;
  let marked = 0;
  for (let cell = 0; cell < certificate.length; cell++) {
    const weight = certificate[cell];
    if (weight === 0) continue;
    marked++;
    current = (current + weight * grid[cell]) % states;
    goalTotal = (goalTotal + weight * (typeof goal === 'number' ? goal : goal[cell])) % states;
  }
  return { current, goal: goalTotal, marked };
}

/**
 * Why no sequence of presses solves the board, in one clause with its numbers. Two states: "every
 * press changes an even number of the marked cells, so the number of lit marked cells stays odd,
 * and the goal needs it even". More states: "every press changes the marked total (each marked
 * cell's state times its mark, added up) by a multiple of 5, so counted mod 5 it stays 3, and the
 * goal needs 0". In the display language (the CLI's is English).
 */
export function unsolvabilityReason(states: number, totals: Pick<MarkedTotals, 'current' | 'goal'>): string {
  if (states === 2) {
    const odd = totals.current % 2 !== 0;
    const goalOdd = totals.goal % 2 !== 0;
    if (odd && !goalOdd)
      return l10n.t('every press changes an even number of the marked cells, so the number of lit marked cells stays odd, and the goal needs it even');
    if (!odd && goalOdd)
      return l10n.t('every press changes an even number of the marked cells, so the number of lit marked cells stays even, and the goal needs it odd');
    if (odd) return l10n.t('every press changes an even number of the marked cells, so the number of lit marked cells stays odd, and the goal needs it odd');
    return l10n.t('every press changes an even number of the marked cells, so the number of lit marked cells stays even, and the goal needs it even');
  }
  return l10n.t(
    "every press changes the marked total (each marked cell's state times its mark, added up) by a multiple of {0}, so counted mod {0} it stays {1}, and the goal needs {2}",
    states,
    totals.current,
    totals.goal,
  );
}

/** The whole sentence: "No sequence of presses can solve this board: " and the {@link unsolvabilityReason}, with a full stop. */
export function unsolvabilitySentence(states: number, totals: Pick<MarkedTotals, 'current' | 'goal'>): string {
  return l10n.t('No sequence of presses can solve this board: {0}.', unsolvabilityReason(states, totals));
}
