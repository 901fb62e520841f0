import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useL10nBundle } from '../../src/domain/l10n';
import { DIFFICULTIES } from '../../src/domain/difficultyScale';
import { NEIGHBOURHOOD_NAMES, TOPOLOGIES } from '../../src/domain/topology';
import {
  DIFFICULTY_DESCRIPTIONS,
  difficultyDescription,
  difficultyLabel,
  NEIGHBOURHOOD_DESCRIPTIONS,
  neighbourhoodDescription,
  neighbourhoodLabel,
  neighbourhoodPhrase,
  TOPOLOGY_DESCRIPTIONS,
  topologyDescription,
  topologyLabel,
} from '../../src/domain/vocabularyWords';

const french: unknown = JSON.parse(readFileSync('l10n/bundle.l10n.fr.json', 'utf8'));

describe('vocabularyWords: labels and descriptions of the names', () => {
  it('names each topology, difficulty and neighbourhood in English without a bundle', () => {
    assert.deepEqual(TOPOLOGIES.map(topologyLabel), ['plain', 'torus', 'hex']);
    assert.deepEqual(DIFFICULTIES.map(difficultyLabel), ['easy', 'medium', 'hard']);
    assert.deepEqual(NEIGHBOURHOOD_NAMES.map(neighbourhoodLabel), ['cross', 'x', 'moore', 'knight']);
    assert.equal(topologyDescription('torus'), 'square cells whose edges wrap around: the top row neighbours the bottom row, the left column the right column');
    assert.equal(difficultyDescription('medium'), 'among the middle third of this board’s puzzles by fewest moves');
    assert.equal(neighbourhoodDescription('x'), 'the cell and its four diagonal neighbours');
  });

  it('has one description per name in each record, in the vocabulary order, equal to the description function', () => {
    assert.deepEqual(Object.keys(TOPOLOGY_DESCRIPTIONS), [...TOPOLOGIES]);
    assert.deepEqual(Object.keys(DIFFICULTY_DESCRIPTIONS), [...DIFFICULTIES]);
    assert.deepEqual(Object.keys(NEIGHBOURHOOD_DESCRIPTIONS), [...NEIGHBOURHOOD_NAMES]);
    for (const topology of TOPOLOGIES) assert.equal(TOPOLOGY_DESCRIPTIONS[topology], topologyDescription(topology));
    for (const difficulty of DIFFICULTIES) assert.equal(DIFFICULTY_DESCRIPTIONS[difficulty], difficultyDescription(difficulty));
    for (const name of NEIGHBOURHOOD_NAMES) assert.equal(NEIGHBOURHOOD_DESCRIPTIONS[name], neighbourhoodDescription(name));
    assert.ok(Object.isFrozen(TOPOLOGY_DESCRIPTIONS) && Object.isFrozen(DIFFICULTY_DESCRIPTIONS) && Object.isFrozen(NEIGHBOURHOOD_DESCRIPTIONS));
  });
});

describe('vocabularyWords: phrases for a list of facts', () => {
  it('names each neighbourhood other than the cross as a phrase', () => {
    assert.deepEqual((['x', 'moore', 'knight'] as const).map(neighbourhoodPhrase), ['x neighbourhood', 'moore neighbourhood', 'knight neighbourhood']);
  });
});

describe('vocabularyWords: in the display language', () => {
  afterEach(() => useL10nBundle(undefined));

  it('speaks French with the French bundle, each record looking its words up when read', () => {
    useL10nBundle(french);
    assert.equal(topologyLabel('torus'), 'tore');
    assert.equal(difficultyLabel('hard'), 'difficile');
    assert.equal(neighbourhoodDescription('moore'), 'la case et les huit cases qui l’entourent');
    assert.equal(
      TOPOLOGY_DESCRIPTIONS.hex,
      'cases hexagonales (lignes impaires décalées d’une demi-case vers la droite) ; un appui change la case et ses six voisines',
    );
    assert.equal(DIFFICULTY_DESCRIPTIONS.easy, 'parmi le tiers des puzzles de cette grille qui demandent le moins de coups');
  });

  it('speaks English again once the bundle is gone, and keeps the names as they are', () => {
    useL10nBundle(french);
    useL10nBundle(undefined);
    assert.equal(topologyLabel('torus'), 'torus');
    assert.equal(TOPOLOGY_DESCRIPTIONS.plain, 'square cells; a press changes the cell and the cells above, below, left and right of it');
    assert.deepEqual(Object.keys(TOPOLOGY_DESCRIPTIONS), ['plain', 'torus', 'hex']);
  });
});
