import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { gridDigest, highCode, knownGridDigest, lowCode, rememberGridDigest } from '../../src/domain/gridDigest';

/** The digest cell by cell, as its definition reads: the XOR of the codes of every cell. */
function directDigest(grid: Uint8Array): { low: number; high: number } {
  let low = 0;
  let high = 0;
  grid.forEach((value, cell) => {
    low ^= lowCode(cell, value);
    high ^= highCode(cell, value);
  });
  return { low: low >>> 0, high: high >>> 0 };
}

describe('domain: the grid digest', () => {
  it('is the XOR of the codes of the cells, at any alignment and length, and 0 for a board of zeros', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.integer({ min: 0, max: 3 }), (cells, offset) => {
        const buffer = new Uint8Array(cells.length + offset);
        buffer.set(cells, offset);
        const grid = buffer.subarray(offset);
        assert.deepEqual({ ...gridDigest(grid) }, directDigest(grid));
      }),
    );
    assert.deepEqual({ ...gridDigest(new Uint8Array(9000)) }, { low: 0, high: 0 });
  });

  it('knows a digest only once it was computed or handed in, and keeps its own copy of one handed in', () => {
    const grid = Uint8Array.of(1, 0, 2, 1);
    assert.equal(knownGridDigest(grid), undefined);
    const digest = { ...gridDigest(grid) };
    assert.deepEqual(knownGridDigest(grid), digest);

    const sent = Uint8Array.from(grid);
    assert.equal(knownGridDigest(sent), undefined, 'a copy of a grid is another array: nothing is known of it');
    const handed = { low: digest.low, high: digest.high };
    rememberGridDigest(sent, handed);
    handed.low ^= 1;
    assert.deepEqual(knownGridDigest(sent), digest);
    assert.deepEqual({ ...gridDigest(sent) }, digest, 'no pass over the cells: the digest handed in');
  });
});
