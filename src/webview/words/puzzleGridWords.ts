/**
 * What screen readers hear of the Puzzle grid, in the display language: the keys it takes, the
 * board's description ("5 rows by 5 columns, 2 states, torus board, playing.", its wrapping edges
 * and holes, the marks of a proof that it cannot be solved or of the presses still to do) and the
 * name of its active cell ("…, press 2 times"), put on the grid's hidden elements. Pure.
 */

import * as l10n from '../../domain/l10n';
import type { PuzzleView } from '../../protocol/protocol';
import { topologyLabel } from '../../domain/vocabularyWords';
import { holeCount, puzzleCellLabel } from '../state/boardState';
import type { CellPosition } from '../board/gridGeometry';
import { markWords, type ProofDisplay } from '../state/unsolvableProof';
import { formatCount } from './wording';

/** The keys the Puzzle grid takes, said once in its accessible description. */
export function puzzleGridHelp(): string {
  return l10n.t(
    'Arrow keys move, Home and End go to the row ends, Space or Enter presses the cell, Shift+Space presses it backwards, plus and minus zoom, 0 fits the board into the pane.',
  );
}

/**
 * The board's description for screen readers: "5 rows by 5 columns, 2 states, plain board,
 * playing.", then what the board itself shows: that a torus's edges wrap, its holes, the marks of
 * `proof`, and how many cells `toGo` (the presses still to do, row-major) marks.
 */
export function puzzleGridDescription(puzzle: PuzzleView, playMode: boolean, proof: ProofDisplay | null, toGo: Uint8Array | null = null): string {
  const rows = puzzle.rows === 1 ? l10n.t('1 row') : l10n.t('{0} rows', formatCount(puzzle.rows));
  const columns = puzzle.columns === 1 ? l10n.t('1 column') : l10n.t('{0} columns', formatCount(puzzle.columns));
  const topology = topologyLabel(puzzle.topology);
  const sentences = [
    playMode
      ? l10n.t('{0} by {1}, {2} states, {3} board, playing.', rows, columns, puzzle.states, topology)
      : l10n.t('{0} by {1}, {2} states, {3} board, setup.', rows, columns, puzzle.states, topology),
  ];
  if (puzzle.topology === 'torus')
    sentences.push(l10n.t('Its edges wrap around: the first and last rows are neighbours, and so are the first and last columns.'));
  const holes = holeCount(puzzle);
  if (holes > 0) sentences.push(holes === 1 ? l10n.t('1 cell is a hole.') : l10n.t('{0} cells are holes.', formatCount(holes)));
  if (proof !== null) {
    sentences.push(
      proof.marked === 1
        ? l10n.t('1 cell is marked to show why it cannot be solved.')
        : l10n.t('{0} cells are marked to show why it cannot be solved.', formatCount(proof.marked)),
    );
  }
  const marked = toGo === null ? 0 : markedCells(toGo);
  if (marked > 0) sentences.push(marked === 1 ? l10n.t('1 cell is marked to be pressed.') : l10n.t('{0} cells are marked to be pressed.', formatCount(marked)));
  return sentences.join(' ');
}

/** How many cells need a press in `toGo`. */
function markedCells(toGo: Uint8Array): number {
  let count = 0;
  for (let index = 0; index < toGo.length; index++) if (toGo[index] > 0) count++;
  return count;
}

/** What a cell's mark of presses still to do says: "press once", "press 2 times"; empty for none. */
export function pressesToGoWords(presses: number): string {
  if (!(presses > 0)) return '';
  return presses === 1 ? l10n.t('press once') : l10n.t('press {0} times', presses);
}

/**
 * The accessible name of the selected cell: its label and its marks: of `proof` ("row 1, column
 * 2: on, marked") and of `toGo`, the presses still to do ("…, press 2 times").
 */
export function activeCellLabel(puzzle: PuzzleView, proof: ProofDisplay | null, selected: CellPosition, toGo: Uint8Array | null = null): string {
  const marks = [markWords(proof, selected.row, selected.col), pressesToGoWords(toGo?.[selected.row * puzzle.columns + selected.col] ?? 0)];
  return [puzzleCellLabel(puzzle, selected.row, selected.col), ...marks.filter((mark) => mark !== '')].join(', ');
}
