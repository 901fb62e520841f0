import * as assert from 'node:assert/strict';
import { KNOWN_KEYS } from '../../src/core/format/formatDocument';
import { TOPOLOGIES } from '../../src/domain/topology';
import { allKeyFacts, keyFacts, keyFactsMarkdown } from '../../src/language/lightsKeyFacts';

describe('language: the facts of each key', () => {
  it('knows every key the reader knows, in canonical order, and no other', () => {
    assert.deepEqual(
      allKeyFacts().map((facts) => facts.key),
      KNOWN_KEYS,
    );
    assert.equal(keyFacts('colour'), undefined);
    assert.equal(keyFacts('__proto__'), undefined);
  });

  it('takes ranges and choices from the limits and the vocabulary', () => {
    assert.equal(keyFacts('rows')?.range, '1 to 10000');
    assert.equal(keyFacts('states')?.range, '2 to 36');
    assert.equal(keyFacts('title')?.range, 'at most 200 characters');
    assert.deepEqual(
      keyFacts('topology')?.choices.map((choice) => choice.value),
      TOPOLOGIES.map((topology) => `"${topology}"`),
    );
    assert.deepEqual(
      keyFacts('version')?.choices.map((choice) => choice.value),
      ['1', '2'],
    );
    assert.deepEqual(keyFacts('grid')?.choices, []);
  });

  it('writes a key as Markdown, saying which keys need version 2', () => {
    const states = keyFacts('states');
    assert.ok(states);
    assert.equal(
      keyFactsMarkdown(states),
      '**states**: How many states each cell has; a press adds 1 to a cell, wrapping from the last state back to 0.\n\n' +
        '- type: integer\n- allowed: 2 to 36\n- default: 2',
    );
    const target = keyFacts('target');
    assert.ok(target);
    assert.equal(target.since, 2);
    assert.ok(keyFactsMarkdown(target).endsWith('\n- needs `version = 2`'));
    assert.deepEqual(
      allKeyFacts()
        .filter((facts) => facts.since === 2)
        .map((facts) => facts.key),
      ['neighbourhood', 'target'],
    );
  });
});
