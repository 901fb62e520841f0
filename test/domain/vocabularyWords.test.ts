import * as assert from 'node:assert/strict';
import { DIFFICULTIES, NEIGHBOURHOOD_NAMES, TOPOLOGIES } from '../../src/domain/puzzleVocabulary';
import {
  DIFFICULTY_DESCRIPTIONS,
  difficultyDescription,
  difficultyLabel,
  NEIGHBOURHOOD_DESCRIPTIONS,
  neighbourhoodDescription,
  neighbourhoodLabel,
  TOPOLOGY_DESCRIPTIONS,
  topologyDescription,
  topologyLabel,
} from '../../src/domain/vocabularyWords';

describe('shared vocabulary words: labels and descriptions of the names', () => {
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
