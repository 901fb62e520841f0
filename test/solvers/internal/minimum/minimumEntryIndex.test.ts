import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { EntryIndex, numberKeys } from '../../../../src/solvers/internal/minimum/minimumEntryIndex';

describe('internal solver: the entry index of the exhaustive searches', () => {
  it('numbers distinct keys in order of first sight, as a Map does, through its growth', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.nat(40), fc.maxSafeNat(), fc.integer({ min: 2 ** 32 - 3, max: 2 ** 32 + 3 })), { maxLength: 12_000 }), (keys) => {
        const index = new EntryIndex();
        const map = new Map<number, number>();
        for (const key of keys) {
          if (!map.has(key)) map.set(key, map.size);
          assert.equal(index.numberOf(key), map.get(key));
        }
        assert.equal(index.size, map.size);
      }),
      { numRuns: 40 },
    );
  });

  it('holds many keys that differ only in their high bits', () => {
    const index = new EntryIndex();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 50_000; i++) assert.equal(index.numberOf(i * 2 ** 33 + 5), i);
    }
    assert.equal(index.size, 50_000);
  });

  it('numbers the nonzero keys of cells in order of first sight, zero as -1, in 32 bits (small and kernel-sized) and in doubles', () => {
    for (const length of [0, 100, 4095, 4096, 20_000]) {
      const small = Int32Array.from({ length }, (_, cell) => (cell * 7919) % 601);
      const large = Float64Array.from(small, (key) => (key === 0 ? 0 : key * 2 ** 40 + 3));
      const seen = new Map<number, number>();
      const numbers = Int32Array.from(small, (key) => {
        if (key === 0) return -1;
        if (!seen.has(key)) seen.set(key, seen.size);
        return seen.get(key) ?? -1;
      });
      assert.deepEqual(numberKeys(small), { numbers, count: seen.size }, `${length} keys in 32 bits`);
      assert.deepEqual(numberKeys(large), { numbers, count: seen.size }, `${length} keys in doubles`);
    }
  });
});
