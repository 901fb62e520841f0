import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { createRandom } from '../../src/core/random';

/** The first `count` values of `nextInt(bound)` from a generator seeded with `seed`. */
function ints(seed: string | number, bound: number, count: number): number[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => random.nextInt(bound));
}

describe('core: random', () => {
  it('gives equal sequences for equal seeds, a string seed and its number alike', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer()), fc.integer({ min: 1, max: 1000 }), (seed, bound) => {
        assert.deepEqual(ints(seed, bound, 20), ints(seed, bound, 20));
      }),
    );
    assert.deepEqual(ints(42, 1000, 10), ints('42', 1000, 10));
  });

  it('gives different sequences for different seeds', () => {
    assert.notDeepEqual(ints('a', 1_000_000, 8), ints('b', 1_000_000, 8));
    assert.notDeepEqual(ints('', 1_000_000, 8), ints(0, 1_000_000, 8));
  });

  it('keeps nextInt in 0..bound-1 and nextFloat in [0, 1)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 2 ** 32 }), (seed, bound) => {
        const random = createRandom(seed);
        for (let draw = 0; draw < 50; draw++) {
          const value = random.nextInt(bound);
          assert.ok(Number.isInteger(value) && value >= 0 && value < bound, `${value} of ${bound}`);
          const float = random.nextFloat();
          assert.ok(float >= 0 && float < 1, String(float));
        }
      }),
    );
    assert.deepEqual(ints('one', 1, 5), [0, 0, 0, 0, 0]);
  });

  it('draws every value of a small bound about equally often', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    const random = createRandom('dice');
    for (let draw = 0; draw < 60_000; draw++) counts[random.nextInt(6)]++;
    // 10,000 expected per face; five standard deviations (about 456) is far beyond chance.
    for (const count of counts) assert.ok(Math.abs(count - 10_000) < 500, counts.join(', '));
  });

  it('refuses a bound that is not a positive integer', () => {
    const random = createRandom(1);
    for (const bound of [0, -1, 1.5, Number.NaN]) assert.throws(() => random.nextInt(bound), RangeError);
  });
});
