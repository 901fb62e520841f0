import * as assert from 'node:assert/strict';
import { generalRules, rulesKey, sameHoles, symmetricRules, transposedRules } from '../../../src/solvers/internal/systemRules';

const holesAt = (cells: number, ...at: number[]): Uint8Array => Uint8Array.from({ length: cells }, (_, i) => (at.includes(i) ? 1 : 0));

describe('internal solver: which rules a board plays by', () => {
  it('leaves classic boards (the cross however written, no hole) to the structured paths', () => {
    const plain = { rows: 3, columns: 3, topology: 'plain' as const };
    assert.equal(generalRules(plain), null);
    assert.equal(generalRules({ ...plain, neighbourhood: 'cross' }), null);
    assert.equal(
      generalRules({
        ...plain,
        neighbourhood: [
          [0, 1],
          [0, 0],
          [1, 0],
          [0, -1],
          [-1, 0],
        ],
      }),
      null,
    );
    assert.equal(generalRules({ ...plain, holes: new Uint8Array(9) }), null);
    assert.equal(generalRules({ rows: 3, columns: 3, topology: 'hex', neighbourhood: 'moore' }), null);
  });

  it('sends a hole or another neighbourhood to the general chase, keeping what matters', () => {
    const holes = holesAt(9, 4);
    assert.deepEqual(generalRules({ rows: 3, columns: 3, topology: 'torus', holes }), {
      rows: 3,
      columns: 3,
      topology: 'torus',
      neighbourhood: undefined,
      holes,
    });
    assert.deepEqual(generalRules({ rows: 2, columns: 4, topology: 'plain', neighbourhood: 'knight', holes: null }), {
      rows: 2,
      columns: 4,
      topology: 'plain',
      neighbourhood: 'knight',
      holes: null,
    });
  });

  it('knows symmetric press rules and transposes the others', () => {
    const rules = { rows: 2, columns: 2, topology: 'plain' as const, neighbourhood: [[0, 1]] as const, holes: null };
    assert.equal(symmetricRules(rules), false);
    assert.equal(symmetricRules({ ...rules, neighbourhood: 'x' }), true);
    assert.equal(symmetricRules({ ...rules, topology: 'hex' }), true);
    assert.deepEqual(transposedRules(rules).neighbourhood, [[0, -1]]);
  });

  it('keys rules by the neighbourhood and the holes, and compares holes exactly', () => {
    const base = { rows: 3, columns: 3, topology: 'plain' as const, neighbourhood: 'moore' as const };
    const a = rulesKey({ ...base, holes: holesAt(9, 1, 5) });
    assert.equal(rulesKey({ ...base, holes: holesAt(9, 1, 5) }), a);
    assert.notEqual(rulesKey({ ...base, holes: holesAt(9, 1, 6) }), a);
    assert.notEqual(rulesKey({ ...base, neighbourhood: 'x', holes: holesAt(9, 1, 5) }), a);
    assert.match(rulesKey({ ...base, holes: null }), /:0:811c9dc5$/);
    assert.ok(sameHoles(null, new Uint8Array(4)));
    assert.ok(sameHoles(undefined, null));
    assert.ok(sameHoles(holesAt(4, 2), holesAt(4, 2)));
    assert.equal(sameHoles(holesAt(4, 2), holesAt(4, 3)), false);
    assert.equal(sameHoles(holesAt(4, 2), holesAt(5, 2)), false);
    assert.equal(sameHoles(null, holesAt(4, 0)), false);
  });
});
