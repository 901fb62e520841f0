import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useL10nBundle } from '../../src/domain/l10n';
import { markedTotals, unsolvabilitySentence } from '../../src/domain/unsolvabilityWords';

const french: unknown = JSON.parse(readFileSync('l10n/bundle.l10n.fr.json', 'utf8'));

describe('unsolvabilityWords: the explanation of a certificate', () => {
  it('adds up the marked states and the goal modulo k, counting marked cells', () => {
    // Marks 1, 0, 4 over states 4, 1, 3 with k = 5, objective 2: 1*4 + 4*3 = 16 = 1; goal 2 * (1 + 4) = 10 = 0.
    assert.deepEqual(markedTotals(5, 2, Uint8Array.of(4, 1, 3), Uint8Array.of(1, 0, 4)), { current: 1, goal: 0, marked: 2 });
    assert.deepEqual(markedTotals(2, 0, [1, 1, 0], [1, 1, 1]), { current: 0, goal: 0, marked: 3 });
  });

  it('says why in one sentence: parity for two states, the total modulo k otherwise', () => {
    assert.equal(
      unsolvabilitySentence(2, { current: 1, goal: 0 }),
      'No sequence of presses can solve this board: every press changes an even number of the marked cells, so the number of lit marked cells stays odd, and the goal needs it even.',
    );
    assert.equal(
      unsolvabilitySentence(5, { current: 3, goal: 4 }),
      "No sequence of presses can solve this board: every press changes the marked total (each marked cell's state times its mark, added up) by a multiple of 5, so counted mod 5 it stays 3, and the goal needs 4.",
    );
  });

  it('says it in French with the French bundle', () => {
    useL10nBundle(french);
    try {
      assert.equal(
        unsolvabilitySentence(2, { current: 1, goal: 0 }),
        'Aucune suite d’appuis ne peut résoudre cette grille : chaque appui change un nombre pair de cases marquées, donc le nombre de cases marquées allumées reste impair, alors que la cible exige qu’il soit pair.',
      );
    } finally {
      useL10nBundle(undefined);
    }
  });
});
