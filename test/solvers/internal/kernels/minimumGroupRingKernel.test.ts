import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { grayCodeDigits } from '../../../../src/solvers/internal/minimum/minimumSmallSearch';
import { emitGroupRingModule, groupRingKernel, hasGroupRingSimd, type GroupRingInput } from '../../../../src/solvers/internal/kernels/minimumGroupRingKernel';

function mixedRadix(value: number, radices: readonly number[]): number[] {
  let rest = value;
  return radices.map((radix) => {
    const digit = rest % radix;
    rest = Math.floor(rest / radix);
    return digit;
  });
}

/** sum_e count_e ((value_e + <walked state, shifts> + <u, inner digits> k / o) mod k), by the definition. */
function definitionTotal(input: GroupRingInput, values: Int32Array, step: number, inner: number, lane: number): number {
  const { k, innerOrders, walked } = input;
  const walkedDigits = grayCodeDigits(
    step,
    walked.map((generator) => generator.order),
  );
  const u = mixedRadix(inner, innerOrders);
  let total = 0;
  for (let e = 0; e < input.entryInner.length; e++) {
    let value = values[e * input.lanes + lane];
    walked.forEach((generator, j) => {
      const at = Array.from(generator.entries).indexOf(e);
      if (at >= 0) value += walkedDigits[j] * generator.shifts[at];
    });
    mixedRadix(input.entryInner[e], innerOrders).forEach((digit, place) => (value += (k / innerOrders[place]) * digit * u[place]));
    total += input.entryCount[e] * (value % k);
  }
  return total;
}

/** A random kernel input for k, from a list of numbers. */
function randomInput(k: number, lanes: number, numbers: readonly number[], innerCount: number, walkedCount: number): GroupRingInput {
  let next = 0;
  const take = (): number => numbers[next++ % numbers.length];
  const orders = Array.from({ length: k - 1 }, (_, i) => i + 2).filter((order) => k % order === 0 && order * order * k <= 2048);
  const innerOrders = Array.from({ length: innerCount }, () => orders[take() % orders.length]);
  const size = innerOrders.reduce((product, order) => product * order, 1);
  const count = 1 + (take() % 9);
  const entryInner = Int32Array.from({ length: count }, () => take() % size);
  const entryCount = Int32Array.from({ length: count }, () => 1 + (take() % 4));
  const walked = Array.from({ length: walkedCount }, () => {
    const order = orders[take() % orders.length];
    const entries: number[] = [];
    const shifts: number[] = [];
    for (let e = 0; e < count; e++) {
      const digit = take() % order;
      if (digit !== 0) {
        entries.push(e);
        shifts.push((digit * k) / order);
      }
    }
    return { order, entries: Int32Array.from(entries), shifts: Int32Array.from(shifts) };
  });
  return { k, innerOrders, lanes, entryInner, entryCount, walked };
}

describe('internal solver: minimum search group ring kernel', () => {
  it('emits modules this engine validates', function () {
    if (!hasGroupRingSimd()) this.skip();
    const api = (globalThis as unknown as { WebAssembly: { validate(bytes: Uint8Array): boolean } }).WebAssembly;
    for (const [k, orders] of [
      [4, [2, 4]],
      [5, [5, 5, 5]],
      [12, [3, 12]],
    ] as const) {
      for (const laneBits of [16, 32] as const) assert.ok(api.validate(emitGroupRingModule(k, orders, laneBits)));
    }
  });

  for (const choice of ['portable', 'simd'] as const) {
    it(`${choice}: reports the first step below the threshold, with every total by its definition`, function () {
      if (choice === 'simd' && !hasGroupRingSimd()) this.skip();
      fc.assert(
        fc.property(
          fc.constantFrom(4, 5, 6, 9, 12),
          fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
          fc.integer({ min: 1, max: 3 }),
          fc.integer({ min: 0, max: 3 }),
          fc.boolean(),
          (k, numbers, innerCount, walkedCount, wide) => {
            const lanes = choice === 'portable' ? 1 + (numbers[0] % 3) : wide ? 4 : 8;
            const input = randomInput(k, lanes, numbers, innerCount, walkedCount);
            const size = input.innerOrders.reduce((product, order) => product * order, 1);
            const steps = input.walked.reduce((product, generator) => product * generator.order, 1);
            const values = Int32Array.from({ length: input.entryInner.length * lanes }, (_, i) => numbers[(i * 7) % numbers.length] % k);
            const kernel = groupRingKernel(input, choice);
            kernel.load(values);
            // A threshold above every total reports each step; check the totals there.
            for (let step = 0; step < Math.min(steps, 12); step++) {
              assert.equal(kernel.search(step, step + 1, Infinity), step);
              for (let inner = 0; inner < size; inner++) {
                for (let lane = 0; lane < lanes; lane++) assert.equal(kernel.total(inner, lane), definitionTotal(input, values, step, inner, lane));
              }
            }
            // A threshold at the least total of the whole walk is never passed.
            if (steps * size > 4000) return;
            const fresh = groupRingKernel(input, choice);
            fresh.load(values);
            let least = Infinity;
            for (let step = 0; step < steps; step++) {
              for (let inner = 0; inner < size; inner++)
                for (let lane = 0; lane < lanes; lane++) least = Math.min(least, definitionTotal(input, values, step, inner, lane));
            }
            assert.equal(fresh.search(0, steps, least), -1);
          },
        ),
        { numRuns: 25 },
      );
    });
  }
});
