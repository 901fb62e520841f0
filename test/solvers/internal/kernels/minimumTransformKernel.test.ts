import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  emitSearchModule,
  hasTransformSimd,
  splitTransformKernel,
  type SplitTransformInput,
} from '../../../../src/solvers/internal/kernels/minimumTransformKernel';

/** A kernel input over random entries: weights in -3..3, inner bits 2..5, Gray bits 0..5. */
function randomInput(values: readonly number[], innerBits: number, grayBits: number, lanes: number, laneSignatures: readonly number[]): SplitTransformInput {
  const count = 3 + (values[0] % 20);
  const entryInner = Int32Array.from({ length: count }, (_, e) => values[(e + 1) % values.length] % 2 ** innerBits);
  const weights = Array.from({ length: count }, (_, e) => (values[(e + 7) % values.length] % 7) - 3);
  const entryContribution = new Int32Array(count * lanes);
  for (let e = 0; e < count; e++) {
    for (let lane = 0; lane < lanes; lane++) {
      let parity = 0;
      for (let bits = lane & laneSignatures[e % laneSignatures.length]; bits !== 0; bits &= bits - 1) parity ^= 1;
      entryContribution[e * lanes + lane] = parity ? -weights[e] : weights[e];
    }
  }
  const grayEntries = Array.from({ length: grayBits }, (_, bit) =>
    Int32Array.from({ length: count }, (_, e) => e).filter((e) => (values[(e * 3 + bit + 11) % values.length] & 1) === 1),
  );
  return { innerBits, lanes, entryInner, entryContribution, grayEntries, largestMagnitude: weights.reduce((sum, w) => sum + Math.abs(w), 0) };
}

/** Every step's transform by the definition: F(step, lane, u2) = sum_e contribution_e(step, lane) (-1)^<u2, inner_e>. */
function definitionValues(input: SplitTransformInput, step: number): number[][] {
  const { innerBits, lanes, entryInner, entryContribution, grayEntries } = input;
  const gray = step ^ (step >>> 1);
  const values: number[][] = [];
  for (let inner = 0; inner < 2 ** innerBits; inner++) {
    const row: number[] = [];
    for (let lane = 0; lane < lanes; lane++) {
      let sum = 0;
      for (let e = 0; e < entryInner.length; e++) {
        let sign = 1;
        grayEntries.forEach((list, bit) => {
          if ((gray >>> bit) & 1 && list.includes(e)) sign = -sign;
        });
        let parity = 0;
        for (let bits = inner & entryInner[e]; bits !== 0; bits &= bits - 1) parity ^= 1;
        sum += sign * (parity ? -1 : 1) * entryContribution[e * lanes + lane];
      }
      row.push(sum);
    }
    values.push(row);
  }
  return values;
}

describe('internal solver: minimum search transform kernel', () => {
  it('emits a module this engine validates', function () {
    if (!hasTransformSimd()) this.skip();
    const api = (globalThis as unknown as { WebAssembly: { validate(bytes: Uint8Array): boolean } }).WebAssembly;
    for (const innerBits of [2, 3, 4, 7]) for (const laneBits of [16, 32] as const) assert.ok(api.validate(emitSearchModule(innerBits, laneBits)));
  });

  for (const choice of ['portable', 'simd'] as const) {
    it(`${choice}: reports every step above the threshold with the transform of its definition`, function () {
      if (choice === 'simd' && !hasTransformSimd()) this.skip();
      fc.assert(
        fc.property(
          fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
          fc.integer({ min: 2, max: 5 }),
          fc.integer({ min: 0, max: 4 }),
          fc.boolean(),
          fc.array(fc.nat({ max: 7 }), { minLength: 3, maxLength: 3 }),
          (values, innerBits, grayBits, wide, laneSignatures) => {
            const lanes = choice === 'portable' ? 1 + (values[1] % 3) : wide ? 4 : 8;
            const input = randomInput(values, innerBits, grayBits, lanes, laneSignatures);
            // Force 32-bit lanes for the wide case through the magnitude bound.
            const kernel = splitTransformKernel(lanes === 4 ? { ...input, largestMagnitude: 40_000 } : input, choice);
            const steps = 2 ** grayBits;
            const threshold = (values[2] % 9) - 4;
            let step = 0;
            const reported: number[] = [];
            while (step < steps) {
              const found = kernel.search(step, steps, threshold);
              if (found < 0) break;
              reported.push(found);
              const expected = definitionValues(input, found);
              expected.forEach((row, inner) => row.forEach((value, lane) => assert.equal(kernel.value(inner, lane), value)));
              step = found + 1;
            }
            const above = Array.from({ length: steps }, (_, s) => s).filter((s) => Math.max(...definitionValues(input, s).flat()) > threshold);
            assert.deepEqual(reported, above);
          },
        ),
        { numRuns: 60 },
      );
    });
  }
});
