import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { byteSum } from '../../../../src/solvers/internal/arithmetic/byteSum';

describe('internal solver: the sum of a byte array', () => {
  it('is the sum of the entries, at any offset into its buffer and any length', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), fc.integer({ min: 0, max: 7 }), (entries, offset) => {
        const buffer = new Uint8Array(offset + entries.length + 5).fill(255);
        buffer.set(entries, offset);
        const expected = entries.reduce((sum, entry) => sum + entry, 0);
        assert.equal(byteSum(buffer.subarray(offset, offset + entries.length)), expected);
      }),
      { numRuns: 300 },
    );
  });

  it('never lets its 16-bit lanes carry: every entry 255 over many lane sums', () => {
    for (const length of [4 * 128, 4 * 128 + 1, 4 * 128 * 5 + 3, 1_000_003]) assert.equal(byteSum(new Uint8Array(length).fill(255)), 255 * length);
  });
});
