import * as assert from 'node:assert/strict';
import { createPuzzle, type BoardShape } from '../../src/core/puzzle';
import { useL10nBundle } from '../../src/domain/l10n';
import { solutionPathView } from '../../src/gridEditor/solutionPathView';
import { MAX_PATH_VIEW_CELLS } from '../../src/protocol/protocol';
import { readStringTable } from '../l10n/localisationFiles';

const plain = (rows: number, columns: number, states = 2, objective = 0): BoardShape => ({ rows, columns, states, objective, topology: 'plain' });

describe('editor: the solution path view', () => {
  it('says when the board is solved, cannot be solved, too large or the text is broken', () => {
    const solved = solutionPathView(createPuzzle(plain(4, 4)));
    assert.ok(solved.kind === 'path' && solved.moves.length === 0);
    // On 4x4 a single lit corner cannot be cleared.
    const corner = createPuzzle(plain(4, 4));
    corner.grid[0] = 1;
    assert.equal(solutionPathView(corner).kind, 'unsolvable');
    const large = solutionPathView(createPuzzle(plain(40, 40), 1));
    assert.equal(large.kind, 'unavailable');
    assert.equal(MAX_PATH_VIEW_CELLS, 1024);
    assert.deepEqual(large, {
      kind: 'unavailable',
      reason: 'The path is listed for boards of up to 1024 cells; this board has 1600 (40 rows of 40 cells). Solve shows which cells to press.',
    });
  });

  it('says why there is no path in the display language (French bundle), and in English again without it', () => {
    const large = createPuzzle(plain(40, 40));
    const reason = (): string => {
      const view = solutionPathView(large);
      return view.kind === 'unavailable' ? view.reason : view.kind;
    };
    useL10nBundle(readStringTable('l10n/bundle.l10n.fr.json'));
    try {
      assert.equal(
        reason(),
        'Le chemin est détaillé pour les grilles d’au plus 1024 cases ; cette grille en a 1600 (40 lignes de 40 cases). Résoudre montre sur quelles cases appuyer.',
      );
    } finally {
      useL10nBundle(undefined);
    }
    assert.equal(reason(), 'The path is listed for boards of up to 1024 cells; this board has 1600 (40 rows of 40 cells). Solve shows which cells to press.');
  });
});
