import * as assert from 'node:assert/strict';
import { useL10nBundle } from '../../src/domain/l10n';
import { generationProgressMessage, generationTitle } from '../../src/gridEditor/generationProgress';
import { readStringTable } from '../l10n/localisationFiles';

const SHAPE = { rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain' } as const;

describe('editor: the generation’s progress notice', () => {
  it('names the generation and its steps in plain words', () => {
    assert.equal(generationTitle(SHAPE, 'hard'), 'Generating a hard 3x3 puzzle');
    assert.equal(generationTitle({ rows: 40, columns: 30, topology: 'torus' }, undefined), 'Generating a random 40x30 torus puzzle');
    assert.equal(generationTitle(SHAPE, 'easy'), 'Generating an easy 3x3 puzzle');
    assert.equal(generationProgressMessage({ stage: 'shape' }), 'Rating the board shape…');
    assert.equal(generationProgressMessage({ stage: 'solve', solve: 3, budget: 104 }), 'Checking candidate 3 of at most 104 for its fewest moves…');
    assert.equal(generationProgressMessage({ stage: 'build' }), 'Building the board…');
  });

  it('names the generation and its steps in the display language (French bundle), and in English again without it', () => {
    const torus = { rows: 4, columns: 4, topology: 'torus' } as const;
    assert.equal(generationTitle(torus, 'hard'), 'Generating a hard 4x4 torus puzzle');
    useL10nBundle(readStringTable('l10n/bundle.l10n.fr.json'));
    try {
      assert.equal(generationTitle(torus, 'hard'), 'Génération d’un puzzle difficile de 4x4 (tore)');
      assert.equal(generationProgressMessage({ stage: 'build' }), 'Construction de la grille…');
    } finally {
      useL10nBundle(undefined);
    }
    assert.equal(generationTitle(torus, 'hard'), 'Generating a hard 4x4 torus puzzle');
    assert.equal(generationProgressMessage({ stage: 'build' }), 'Building the board…');
  });
});
