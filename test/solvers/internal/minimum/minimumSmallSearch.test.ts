import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  combine,
  grayCodeDigit,
  grayCodeDigits,
  patternTotal,
  smallMinimum,
  walshHadamard,
  weightedPatternSums,
} from '../../../../src/solvers/internal/minimum/minimumSmallSearch';
import { anyK, cosetMinimum, randomCoset } from '../../../support/bruteForce';

describe('internal solver: small minimum search', () => {
  it('walks every digit tuple once, each step adding 1 to the digit grayCodeDigit names', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 2, max: 5 }), { minLength: 1, maxLength: 4 }), (radices) => {
        const count = radices.reduce((product, r) => product * r, 1);
        const seen = new Set<string>();
        let previous = grayCodeDigits(0, radices);
        seen.add(previous.join());
        for (let step = 1; step < count; step++) {
          const digits = grayCodeDigits(step, radices);
          const changed = grayCodeDigit(step, radices);
          digits.forEach((digit, i) => assert.equal(digit, i === changed ? (previous[i] + 1) % radices[i] : previous[i]));
          seen.add(digits.join());
          previous = digits;
        }
        assert.equal(seen.size, count);
      }),
    );
  });

  it('finds the enumerated minimum', () => {
    fc.assert(
      fc.property(
        anyK,
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 4 }),
        fc.array(fc.nat(), { minLength: 50, maxLength: 50 }),
        (k, cells, d, values) => {
          const set = randomCoset(k, cells, d, values, [0, 1, 2, 3]);
          assert.equal(patternTotal(smallMinimum(set)), cosetMinimum(set));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('combines x0 + sum digits g_i mod k', () => {
    const set = {
      k: 6,
      particular: Uint8Array.of(5, 0, 1),
      generators: [
        { pattern: Uint8Array.of(3, 3, 0), order: 2 },
        { pattern: Uint8Array.of(2, 0, 4), order: 3 },
      ],
    };
    assert.deepEqual(combine(set, [1, 2]), Uint8Array.of(0, 3, 3));
  });

  it('combines x0 + sum digits g_i mod k cell by cell on sets small and large (through the SIMD kernel), for any k and digits', () => {
    fc.assert(
      fc.property(anyK, fc.constantFrom(7, 4095, 4096, 5003), fc.integer({ min: 0, max: 12 }), fc.integer(), (k, cells, d, seed) => {
        let x = seed | 1;
        const next = (bound: number): number => {
          x ^= x << 13;
          x ^= x >>> 17;
          x ^= x << 5;
          return (x >>> 0) % bound;
        };
        const pattern = (): Uint8Array => Uint8Array.from({ length: cells }, () => next(k));
        const set = { k, particular: pattern(), generators: Array.from({ length: d }, () => ({ pattern: pattern(), order: k })) };
        const digits = Array.from({ length: d }, () => next(k));
        const expected = set.particular.map((x0, cell) => set.generators.reduce((sum, g, i) => sum + digits[i] * g.pattern[cell], x0) % k);
        assert.deepEqual(combine(set, digits), expected);
      }),
      { numRuns: 60 },
    );
  });

  it('sums weighted patterns as the definition does below and above the cells the kernel takes', () => {
    for (const cells of [0, 5, 4095, 4096, 9000]) {
      const patterns = [0, 1, 2].map((shift) => Uint8Array.from({ length: cells }, (_, cell) => (cell * 7 + shift * 5) % 3));
      const weights = [1, 3, 9];
      const expected = Int32Array.from({ length: cells }, (_, cell) => patterns.reduce((sum, pattern, i) => sum + weights[i] * pattern[cell], 0));
      assert.deepEqual(weightedPatternSums(patterns, weights, cells), expected, `${cells} cells`);
    }
  });

  it('takes the Walsh-Hadamard transform in place: sum over s of (-1)^<u, s> w_s', () => {
    const weights = Float64Array.of(1, 2, 3, 4);
    walshHadamard(weights);
    assert.deepEqual(weights, Float64Array.of(10, -2, -4, 0));
    const single = Float64Array.of(7);
    walshHadamard(single);
    assert.deepEqual(single, Float64Array.of(7));
  });
});
