import * as assert from 'node:assert/strict';
import { FORMAT_VERSION, KNOWN_KEYS, VERSION_2_KEYS, writtenVersion } from '../../../src/core/format/formatDocument';
import type { Puzzle } from '../../../src/core/puzzle';

const PLAIN: Puzzle = { rows: 1, columns: 2, states: 2, objective: 0, topology: 'plain', grid: Uint8Array.of(1, 0) };

describe('formatDocument', () => {
  it('lists the known keys in canonical order, the version 2 keys among them', () => {
    assert.deepEqual(KNOWN_KEYS, [
      'version',
      'title',
      'rows',
      'columns',
      'states',
      'objective',
      'topology',
      'neighbourhood',
      'difficulty',
      'minMoves',
      'grid',
      'target',
    ]);
    assert.ok(VERSION_2_KEYS.every((key) => KNOWN_KEYS.includes(key)));
    assert.equal(FORMAT_VERSION, 2);
  });

  it('writes a document as its own version, raised to 2 when its puzzle needs it', () => {
    assert.equal(writtenVersion({ version: 1, puzzle: PLAIN }), 1);
    assert.equal(writtenVersion({ version: 2, puzzle: PLAIN }), 2);
    assert.equal(writtenVersion({ version: 1, puzzle: { ...PLAIN, neighbourhood: 'moore' } }), 2);
    assert.equal(writtenVersion({ version: 1, puzzle: { ...PLAIN, holes: Uint8Array.of(0, 1), grid: Uint8Array.of(1, 0) } }), 2);
    assert.equal(writtenVersion({ version: 1, puzzle: { ...PLAIN, target: Uint8Array.of(1, 1) } }), 2);
  });
});
