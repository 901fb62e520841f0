import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { checkAnalysisLimit } from '../../src/analysis/analysisLimits';
import { lightChasingProblem } from '../../src/analysis/teaching/lightChasing';
import { describeDifficultyScale, difficultyScaleFromMaximum } from '../../src/domain/difficultyScale';
import { useL10nBundle } from '../../src/domain/l10n';
import { neighbourhoodProblem } from '../../src/domain/puzzleVocabulary';
import { DIFFICULTY_DESCRIPTIONS, difficultyLabel, neighbourhoodDescription, TOPOLOGY_DESCRIPTIONS, topologyLabel } from '../../src/domain/vocabularyWords';
import { unsolvabilitySentence } from '../../src/domain/unsolvabilityWords';

const french: unknown = JSON.parse(readFileSync('l10n/bundle.l10n.fr.json', 'utf8'));

function limitMessage(): string {
  try {
    checkAnalysisLimit({ rows: 6, columns: 6, states: 2 });
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
}

describe('shared words in the display language (l10n.t)', () => {
  afterEach(() => useL10nBundle(undefined));

  it('speaks French with the French bundle: names, descriptions, reasons and limits', () => {
    useL10nBundle(french);
    assert.equal(topologyLabel('torus'), 'tore');
    assert.equal(difficultyLabel('hard'), 'difficile');
    assert.equal(neighbourhoodDescription('moore'), 'la case et les huit cases qui l’entourent');
    // The records of descriptions look their words up when read, not when the module loaded.
    assert.equal(
      TOPOLOGY_DESCRIPTIONS.hex,
      'cases hexagonales (lignes impaires décalées d’une demi-case vers la droite) ; un appui change la case et ses six voisines',
    );
    assert.equal(DIFFICULTY_DESCRIPTIONS.easy, 'parmi le tiers des puzzles de cette grille qui demandent le moins de coups');
    assert.equal(describeDifficultyScale(difficultyScaleFromMaximum(15)), 'facile 1-5, moyen 6-10, difficile 11-15');
    assert.equal(neighbourhoodProblem([[1]]), 'le décalage 1 du voisinage doit être une paire [ligne, colonne]');
    assert.equal(
      unsolvabilitySentence(2, { current: 1, goal: 0 }),
      'Aucune suite d’appuis ne peut résoudre cette grille : chaque appui change un nombre pair de cases marquées, donc le nombre de cases marquées allumées reste impair, alors que la cible exige qu’il soit pair.',
    );
    assert.equal(
      lightChasingProblem({ rows: 3, columns: 3, states: 2, objective: 0, topology: 'torus' }),
      'la chasse aux lumières ne fonctionne que sur les grilles simples, pas sur les tores',
    );
    assert.equal(limitMessage(), 'l’analyse d’une grille 6x6 à 2 états parcourt les 2^36 = 68,719,476,736 états ; la limite est de 1,073,741,824 (2^30)');
  });

  it('speaks English again once the bundle is gone, and keeps the names as they are', () => {
    useL10nBundle(french);
    useL10nBundle(undefined);
    assert.equal(topologyLabel('torus'), 'torus');
    assert.equal(TOPOLOGY_DESCRIPTIONS.plain, 'square cells; a press changes the cell and the cells above, below, left and right of it');
    assert.equal(describeDifficultyScale(difficultyScaleFromMaximum(15)), 'easy 1-5, medium 6-10, hard 11-15');
    assert.equal(lightChasingProblem({ rows: 3, columns: 3, states: 2, objective: 0, topology: 'hex' }), 'light chasing works on plain boards, not hex ones');
    assert.equal(limitMessage(), 'the analysis of a 6x6 board with 2 states visits all 2^36 = 68,719,476,736 states; the limit is 1,073,741,824 (2^30)');
    assert.deepEqual(Object.keys(TOPOLOGY_DESCRIPTIONS), ['plain', 'torus', 'hex']);
  });
});
