import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { emitPatternSumModule, patternSumKernelRuns, weightedPatternSumsWithKernel } from '../../../../src/solvers/internal/kernels/patternSumKernel';
import { webAssembly } from '../../../../src/solvers/internal/kernels/wasmRuntime';

/** sum_i w_i p_i[c], a cell at a time, wrapping mod 2^32 as int32. */
function byDefinition(patterns: readonly Uint8Array[], weights: readonly number[], cells: number): Int32Array {
  return Int32Array.from({ length: cells }, (_, cell) => patterns.reduce((sum, pattern, i) => (sum + Math.imul(weights[i], pattern[cell])) | 0, 0));
}

/** `count` patterns of `cells` bytes below `bound`, from a seed. */
function patternsOf(count: number, cells: number, bound: number, seed: number): Uint8Array[] {
  let x = seed | 1;
  return Array.from({ length: count }, () =>
    Uint8Array.from({ length: cells }, () => {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      return (x >>> 0) % bound;
    }),
  );
}

describe('internal solver: the SIMD kernel of weighted pattern sums', () => {
  it('runs on this Node and emits a valid module', () => {
    assert.equal(patternSumKernelRuns(), true);
    assert.ok(webAssembly?.validate(emitPatternSumModule()));
  });

  it('is sum_i w_i p_i in every cell, for any count, length, byte and weight (wrapping as int32)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 24 }),
        fc.integer({ min: 0, max: 300 }),
        fc.constantFrom(2, 3, 36, 256),
        fc.array(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), { minLength: 24, maxLength: 24 }),
        fc.integer(),
        (count, cells, bound, weights, seed) => {
          const patterns = patternsOf(count, cells, bound, seed);
          const chosen = weights.slice(0, count);
          assert.deepEqual(weightedPatternSumsWithKernel(patterns, chosen, cells), byDefinition(patterns, chosen, cells));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives base-3 signatures exactly up to 3^19 - 1, and sums across bands of many patterns', () => {
    const digits = patternsOf(19, 1000, 3, 7);
    digits[0].fill(2, 0, 16);
    digits.forEach((pattern) => pattern.fill(2, 16, 32));
    const signatures = weightedPatternSumsWithKernel(
      digits,
      digits.map((_, i) => 3 ** i),
      1000,
    );
    assert.deepEqual(
      signatures,
      byDefinition(
        digits,
        digits.map((_, i) => 3 ** i),
        1000,
      ),
    );
    assert.equal(signatures[20], 3 ** 19 - 1);
    // 300 patterns: bands of about 14,000 cells, so 40,037 cells take three bands and a part.
    const many = patternsOf(300, 40_037, 256, 11);
    const weights = many.map((_, i) => i - 150);
    assert.deepEqual(weightedPatternSumsWithKernel(many, weights, 40_037), byDefinition(many, weights, 40_037));
  });
});
