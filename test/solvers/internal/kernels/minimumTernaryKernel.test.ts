import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { grayCodeDigits } from '../../../../src/solvers/internal/minimum/minimumSmallSearch';
import {
  emitTernaryModule,
  hasTernarySimd,
  ternaryTransformKernel,
  type TernaryTransformInput,
} from '../../../../src/solvers/internal/kernels/minimumTernaryKernel';

/** (a + b w) w^power, w^2 = -1 - w. */
function turn(a: number, b: number, power: number): [number, number] {
  let value: [number, number] = [a, b];
  for (let i = 0; i < ((power % 3) + 3) % 3; i++) value = [-value[1], value[0] - value[1]];
  return value;
}

function base3(value: number, digits: number): number[] {
  return Array.from({ length: digits }, (_, place) => Math.floor(value / 3 ** place) % 3);
}

/** The first coordinate of sum_e w^(<walked digits, carried> + <u2, inner digits>) contribution_e, by the definition. */
function definitionValue(input: TernaryTransformInput, contributions: Int32Array, step: number, inner: number, lane: number): number {
  const walkedDigits = grayCodeDigits(
    step,
    input.walked.map(() => 3),
  );
  const u2 = base3(inner, input.innerDigits);
  let sum = 0;
  for (let e = 0; e < input.entryInner.length; e++) {
    let power = 0;
    input.walked.forEach((lists, j) => {
      if (lists.once.includes(e)) power += walkedDigits[j];
      if (lists.twice.includes(e)) power += 2 * walkedDigits[j];
    });
    base3(input.entryInner[e], input.innerDigits).forEach((digit, place) => (power += digit * u2[place]));
    sum += turn(contributions[(e * input.lanes + lane) * 2], contributions[(e * input.lanes + lane) * 2 + 1], power)[0];
  }
  return sum;
}

describe('internal solver: minimum search ternary kernel', () => {
  it('emits modules this engine validates', function () {
    if (!hasTernarySimd()) this.skip();
    const api = (globalThis as unknown as { WebAssembly: { validate(bytes: Uint8Array): boolean } }).WebAssembly;
    for (const digits of [1, 2, 5]) for (const laneBits of [16, 32] as const) assert.ok(api.validate(emitTernaryModule(digits, laneBits)));
  });

  for (const choice of ['portable', 'simd'] as const) {
    it(`${choice}: reports every step above the threshold with the transform of its definition`, function () {
      if (choice === 'simd' && !hasTernarySimd()) this.skip();
      fc.assert(
        fc.property(
          fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
          fc.integer({ min: 1, max: 3 }),
          fc.integer({ min: 0, max: 3 }),
          fc.boolean(),
          (values, innerDigits, walkedCount, wide) => {
            const lanes = choice === 'portable' ? 1 + (values[1] % 3) : wide ? 4 : 8;
            const count = 2 + (values[0] % 12);
            const entryInner = Int32Array.from({ length: count }, (_, e) => values[(e + 2) % 40] % 3 ** innerDigits);
            const walked = Array.from({ length: walkedCount }, (_, j) => {
              const digit = (e: number): number => values[(3 * e + j + 5) % 40] % 3;
              const entries = Array.from({ length: count }, (_, e) => e);
              return { once: Int32Array.from(entries.filter((e) => digit(e) === 1)), twice: Int32Array.from(entries.filter((e) => digit(e) === 2)) };
            });
            const contributions = Int32Array.from({ length: count * lanes * 2 }, (_, i) => (values[(i * 7 + 3) % 40] % 5) - 2);
            const input: TernaryTransformInput = { innerDigits, lanes, entryInner, walked, largestMagnitude: lanes === 4 ? 40_000 : 100 };
            const kernel = ternaryTransformKernel(input, choice);
            kernel.load(contributions);
            const steps = 3 ** walkedCount;
            const threshold = (values[3] % 7) - 3;
            const maximum = (step: number): number => {
              let largest = -Infinity;
              for (let inner = 0; inner < 3 ** innerDigits; inner++) {
                for (let lane = 0; lane < lanes; lane++) largest = Math.max(largest, definitionValue(input, contributions, step, inner, lane));
              }
              return largest;
            };
            const reported: number[] = [];
            for (let step = 0; step < steps;) {
              const found = kernel.search(step, steps, threshold);
              if (found < 0) break;
              reported.push(found);
              for (let inner = 0; inner < 3 ** innerDigits; inner++) {
                for (let lane = 0; lane < lanes; lane++) assert.equal(kernel.value(inner, lane), definitionValue(input, contributions, found, inner, lane));
              }
              step = found + 1;
            }
            assert.deepEqual(
              reported,
              Array.from({ length: steps }, (_, s) => s).filter((s) => maximum(s) > threshold),
            );
          },
        ),
        { numRuns: 60 },
      );
    });
  }
});
