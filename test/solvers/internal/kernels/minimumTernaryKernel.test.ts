import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { grayCodeDigits } from '../../../../src/solvers/internal/minimum/minimumSmallSearch';
import {
  checkedLanesFit,
  eisensteinNorm,
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

  it('emits checked 16-bit modules over 3 or more inner digits only', function () {
    if (!hasTernarySimd()) this.skip();
    const api = (globalThis as unknown as { WebAssembly: { validate(bytes: Uint8Array): boolean } }).WebAssembly;
    for (const digits of [3, 4, 8]) assert.ok(api.validate(emitTernaryModule(digits, 16, true)));
    assert.throws(() => emitTernaryModule(2, 16, true), RangeError);
    assert.throws(() => emitTernaryModule(5, 32, true), RangeError);
  });

  it('fits checked lanes when every 9 consecutive cells bound their first pass below 2^15 - 1', () => {
    assert.equal(
      checkedLanesFit(
        3,
        Array.from({ length: 27 }, () => 3640),
      ),
      true,
    );
    assert.equal(checkedLanesFit(3, [...Array.from({ length: 26 }, () => 0), 32_767]), false);
    assert.equal(checkedLanesFit(3, [32_766, ...Array.from({ length: 26 }, () => 0)]), true);
    assert.equal(
      checkedLanesFit(
        2,
        Array.from({ length: 9 }, () => 1),
      ),
      false,
    );
    assert.deepEqual([eisensteinNorm(3, -2), eisensteinNorm(-1, 2), eisensteinNorm(2, 2)], [5, 3, 2]);
  });

  /** Checked lanes: entries of norm up to 2500 at random table cells, so some steps' values outgrow 16 bits. */
  it('simd: checked 16-bit lanes report every step above the threshold with the exact values, past 16 bits too', function () {
    if (!hasTernarySimd()) this.skip();
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
        fc.integer({ min: 3, max: 4 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: -60_000, max: 60_000 }),
        (values, innerDigits, walkedCount, threshold) => {
          const lanes = 8;
          const count = 8 + (values[0] % 17);
          const entryInner = Int32Array.from({ length: count }, (_, e) => values[(e + 2) % 60] % 3 ** innerDigits);
          const walked = Array.from({ length: walkedCount }, (_, j) => {
            const digit = (e: number): number => values[(3 * e + j + 5) % 60] % 3;
            const entries = Array.from({ length: count }, (_, e) => e);
            return { once: Int32Array.from(entries.filter((e) => digit(e) === 1)), twice: Int32Array.from(entries.filter((e) => digit(e) === 2)) };
          });
          const contributions = Int32Array.from({ length: count * lanes * 2 }, (_, i) => ((values[(i * 7 + 3) % 60] * 7919 + i) % 2501) - 1250);
          for (let lane = 0; lane < lanes; lane++) {
            const bounds = new Array<number>(3 ** innerDigits).fill(0);
            for (let e = 0; e < count; e++)
              bounds[entryInner[e]] += eisensteinNorm(contributions[(e * lanes + lane) * 2], contributions[(e * lanes + lane) * 2 + 1]);
            fc.pre(checkedLanesFit(innerDigits, bounds));
          }
          const input: TernaryTransformInput = { innerDigits, lanes, entryInner, walked, largestMagnitude: 2 ** 20, checked: true };
          const kernel = ternaryTransformKernel(input, 'simd');
          kernel.load(contributions);
          const steps = 3 ** walkedCount;
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
          const maximum = (step: number): number => {
            let largest = -Infinity;
            for (let inner = 0; inner < 3 ** innerDigits; inner++) {
              for (let lane = 0; lane < lanes; lane++) largest = Math.max(largest, definitionValue(input, contributions, step, inner, lane));
            }
            return largest;
          };
          assert.deepEqual(
            reported,
            Array.from({ length: steps }, (_, s) => s).filter((s) => maximum(s) > threshold),
          );
        },
      ),
      { numRuns: 25 },
    );
  });

  it('simd: checked lanes find a value of 48000, which 16 bits would wrap, and refuse contributions beyond their bound', function () {
    if (!hasTernarySimd()) this.skip();
    const lanes = 8;
    // 24 entries of (2000, 0), 8 in each block of 9 table cells: 16000 a block, 48000 at the first inner choice.
    const entryInner = Int32Array.from({ length: 24 }, (_, e) => e + Math.floor(e / 8));
    const input: TernaryTransformInput = { innerDigits: 3, lanes, entryInner, walked: [], largestMagnitude: 48_000, checked: true };
    const kernel = ternaryTransformKernel(input, 'simd');
    kernel.load(Int32Array.from({ length: 24 * lanes * 2 }, (_, i) => (i % 2 === 0 ? 2000 : 0)));
    assert.equal(kernel.search(0, 1, 40_000), 0);
    for (let lane = 0; lane < lanes; lane++) assert.equal(kernel.value(0, lane), 48_000);
    assert.equal(kernel.search(0, 1, 48_000), -1);
    // 8 entries of (4100, 0) in the first block: 32800 is past the bound.
    assert.throws(() => kernel.load(Int32Array.from({ length: 24 * lanes * 2 }, (_, i) => (i % 2 === 0 && i < 8 * lanes * 2 ? 4100 : 0))), RangeError);
  });
});
