import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { parse } from 'smol-toml';
import { arrayElements, neighbourhoodText, sameNeighbourhoodText, TOML_INTEGER } from '../../../src/core/format/formatNeighbourhood';
import type { Neighbourhood } from '../../../src/domain/topology';
import { neighbourhoodArbitrary } from '../../support/lightsArbitraries';

describe('formatNeighbourhood: writing a neighbourhood', () => {
  it('writes a name as a string and a list as an inline array in its order', () => {
    assert.equal(neighbourhoodText('moore'), '"moore"');
    assert.equal(
      neighbourhoodText([
        [-1, 0],
        [1, -0],
      ]),
      '[[-1, 0], [1, 0]]',
    );
    assert.equal(neighbourhoodText([]), '[]');
  });

  it('writes TOML that reads back to the same neighbourhood', () => {
    fc.assert(
      fc.property(neighbourhoodArbitrary, (neighbourhood) => {
        if (neighbourhood === undefined) return;
        const read = parse(`n = ${neighbourhoodText(neighbourhood)}`).n as unknown;
        const expected = typeof neighbourhood === 'string' ? neighbourhood : neighbourhood.map(([row, column]) => [BigInt(row), BigInt(column)]);
        assert.deepEqual(Array.isArray(read) ? read.map((pair: unknown[]) => pair.map((part) => BigInt(part as number))) : read, expected);
      }),
    );
  });

  it('compares neighbourhoods as written: the same name, or the same pairs in the same order', () => {
    const list: Neighbourhood = [
      [0, 1],
      [1, 0],
    ];
    assert.equal(sameNeighbourhoodText(undefined, undefined), true);
    assert.equal(sameNeighbourhoodText(undefined, 'cross'), false);
    assert.equal(sameNeighbourhoodText('x', 'x'), true);
    assert.equal(sameNeighbourhoodText(list, [...list]), true);
    assert.equal(sameNeighbourhoodText(list, [...list].reverse()), false);
  });
});

describe('formatNeighbourhood: reading a TOML array', () => {
  it('finds the trimmed range of each element, past strings, comments and nested arrays', () => {
    const text = '[ [1, 2], "a,]" , # x, y\n [3] ]';
    const ranges = arrayElements(text, 0, text.length);
    assert.deepEqual(
      ranges?.map(([start, end]) => text.slice(start, end)),
      ['[1, 2]', '"a,]"', '[3]'],
    );
    assert.deepEqual(arrayElements('[]', 0, 2), []);
  });

  it('gives null where no array starts or it does not close in range', () => {
    assert.equal(arrayElements('x = [1]', 0, 7), null);
    assert.equal(arrayElements('[1, 2', 0, 5), null);
  });

  it('recognises TOML integers as written', () => {
    for (const text of ['0', '-12', '+1_000', '0x1F', '0o17', '0b101']) assert.ok(TOML_INTEGER.test(text), text);
    for (const text of ['1.5', '1e3', '', '0x', 'one', '--1']) assert.ok(!TOML_INTEGER.test(text), text);
  });
});
