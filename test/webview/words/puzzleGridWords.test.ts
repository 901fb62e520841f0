import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useL10nBundle } from '../../../src/domain/l10n';
import { puzzleCellLabel } from '../../../src/webview/state/boardState';
import { activeCellLabel, pressesToGoWords, puzzleGridDescription, puzzleGridHelp } from '../../../src/webview/words/puzzleGridWords';
import type { ProofDisplay } from '../../../src/webview/state/unsolvableProof';
import { puzzleView } from '../../support/gridViewFixtures';

const board = puzzleView([1, 0, 0, 1]);
const proof = (weights: readonly number[], states = 2): ProofDisplay => ({
  boardKey: 'key',
  states,
  columns: 2,
  weights: Uint8Array.from(weights),
  marked: weights.filter((weight) => weight !== 0).length,
  current: 1,
  goal: 0,
});

describe('webview: puzzleGridWords', () => {
  afterEach(() => useL10nBundle(undefined));

  it('describes the board, its mode and the marks of a proof', () => {
    assert.equal(puzzleGridDescription(board, true, null), '2 rows by 2 columns, 2 states, plain board, playing.');
    assert.equal(
      puzzleGridDescription(puzzleView([0], { rows: 1, columns: 1, topology: 'hex' }), false, null),
      '1 row by 1 column, 2 states, hex board, setup.',
    );
    assert.equal(
      puzzleGridDescription(board, false, proof([1, 0, 0, 0])),
      '2 rows by 2 columns, 2 states, plain board, setup. 1 cell is marked to show why it cannot be solved.',
    );
    assert.equal(
      puzzleGridDescription(board, true, proof([1, 1, 0, 1])),
      '2 rows by 2 columns, 2 states, plain board, playing. 3 cells are marked to show why it cannot be solved.',
    );
  });

  it('names the active cell with its mark', () => {
    const cell = { row: 1, col: 0 };
    const label = puzzleCellLabel(board, 1, 0);
    assert.equal(activeCellLabel(board, null, cell), label);
    assert.equal(activeCellLabel(board, proof([0, 0, 0, 1]), cell), label);
    assert.equal(activeCellLabel(board, proof([0, 0, 1, 0]), cell), `${label}, marked`);
    assert.equal(
      activeCellLabel(puzzleView([0, 0, 0, 0], { states: 3 }), proof([0, 0, 2, 0], 3), cell),
      `${puzzleCellLabel(puzzleView([0, 0, 0, 0], { states: 3 }), 1, 0)}, marked 2`,
    );
  });

  it('says that a torus wraps, its holes, and how many cells the solution marks to be pressed', () => {
    assert.equal(
      puzzleGridDescription(puzzleView([0, 0, 0, 0], { topology: 'torus', holes: Uint8Array.from([0, 1, 0, 1]) }), true, null),
      '2 rows by 2 columns, 2 states, torus board, playing. Its edges wrap around: the first and last rows are neighbours, and so are the first and last columns. 2 cells are holes.',
    );
    assert.equal(
      puzzleGridDescription(board, true, null, Uint8Array.from([1, 0, 0, 1])),
      '2 rows by 2 columns, 2 states, plain board, playing. 2 cells are marked to be pressed.',
    );
    assert.equal(
      puzzleGridDescription(board, true, null, Uint8Array.from([0, 0, 1, 0])),
      '2 rows by 2 columns, 2 states, plain board, playing. 1 cell is marked to be pressed.',
    );
    assert.equal(puzzleGridDescription(board, true, null, new Uint8Array(4)), '2 rows by 2 columns, 2 states, plain board, playing.');
  });

  it('names the presses still to do on the active cell', () => {
    const label = puzzleCellLabel(board, 1, 0);
    assert.equal(activeCellLabel(board, null, { row: 1, col: 0 }, Uint8Array.from([0, 0, 1, 0])), `${label}, press once`);
    const three = puzzleView([0, 0, 0, 0], { states: 3 });
    assert.equal(activeCellLabel(three, null, { row: 1, col: 0 }, Uint8Array.from([0, 0, 2, 0])), `${puzzleCellLabel(three, 1, 0)}, press 2 times`);
    assert.equal(activeCellLabel(board, null, { row: 0, col: 0 }, Uint8Array.from([0, 0, 1, 0])), puzzleCellLabel(board, 0, 0));
    assert.equal(pressesToGoWords(0), '');
  });

  it('speaks French with the French bundle, and English again without it', () => {
    useL10nBundle(JSON.parse(readFileSync('l10n/bundle.l10n.fr.json', 'utf8')));
    assert.equal(puzzleGridDescription(board, true, null), '2 lignes sur 2 colonnes, 2 états, grille simple, en jeu.');
    assert.equal(
      puzzleGridDescription(board, false, proof([1, 0, 0, 0])),
      '2 lignes sur 2 colonnes, 2 états, grille simple, en préparation. 1 case est marquée pour montrer pourquoi la grille ne peut pas être résolue.',
    );
    assert.match(activeCellLabel(board, proof([0, 0, 1, 0]), { row: 1, col: 0 }), /, marquée$/);
    assert.match(puzzleGridHelp(), /^Les flèches déplacent/);
    useL10nBundle(undefined);
    assert.match(puzzleGridHelp(), /^Arrow keys move/);
  });
});
