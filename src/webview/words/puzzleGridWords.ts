/**
 * What screen readers hear of the Puzzle grid, in the display language: the
 * keys it takes, the board's description ("5 rows by 5 columns, 2 states, plain board, playing.",
 * and the marks of a proof that it cannot be solved) and the name of its active cell, put on the
 * grid's hidden elements. Pure.
 */

import * as l10n from '../../domain/l10n';
import type { PuzzleView } from '../../protocol/protocol';
import { topologyLabel } from '../../domain/vocabularyWords';
import { puzzleCellLabel } from '../state/boardState';
import type { CellPosition } from '../board/gridGeometry';
import { markWords, type ProofDisplay } from '../state/unsolvableProof';
import { formatCount } from './wording';

/** The keys the Puzzle grid takes, said once in its accessible description. */
export function puzzleGridHelp(): string {
  return l10n.t(
    'Arrow keys move, Home and End go to the row ends, Space or Enter presses the cell, Shift+Space presses it backwards, plus and minus zoom, 0 fits the board into the pane.',
  );
}

/** The board's description for screen readers: "5 rows by 5 columns, 2 states, plain board, playing." and the marks of `proof`. */
export function puzzleGridDescription(puzzle: PuzzleView, playMode: boolean, proof: ProofDisplay | null): string {
  const rows = puzzle.rows === 1 ? l10n.t('1 row') : l10n.t('{0} rows', formatCount(puzzle.rows));
  const columns = puzzle.columns === 1 ? l10n.t('1 column') : l10n.t('{0} columns', formatCount(puzzle.columns));
  const topology = topologyLabel(puzzle.topology);
  const board = playMode
    ? l10n.t('{0} by {1}, {2} states, {3} board, playing.', rows, columns, puzzle.states, topology)
    : l10n.t('{0} by {1}, {2} states, {3} board, setup.', rows, columns, puzzle.states, topology);
  if (proof === null) return board;
  const marked =
    proof.marked === 1
      ? l10n.t('1 cell is marked to show why it cannot be solved.')
      : l10n.t('{0} cells are marked to show why it cannot be solved.', formatCount(proof.marked));
  return `${board} ${marked}`;
}

/** The accessible name of the selected cell: its label and, when `proof` marks it, its mark ("row 1, column 2: on, marked"). */
export function activeCellLabel(puzzle: PuzzleView, proof: ProofDisplay | null, selected: CellPosition): string {
  const mark = markWords(proof, selected.row, selected.col);
  return `${puzzleCellLabel(puzzle, selected.row, selected.col)}${mark === '' ? '' : `, ${mark}`}`;
}
