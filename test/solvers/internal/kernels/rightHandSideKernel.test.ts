import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  emitRightHandSideModule,
  LARGEST_RIGHT_HAND_SIDE_K,
  rightHandSideKernelRuns,
  rightHandSideWithKernel,
} from '../../../../src/solvers/internal/kernels/rightHandSideKernel';
import { webAssembly } from '../../../../src/solvers/internal/kernels/wasmRuntime';

/** (target - state) mod k, a cell at a time. */
function byDefinition(grid: Uint8Array, target: Uint8Array | null, objective: number, k: number): Uint8Array {
  return grid.map((state, index) => ((target ? target[index] : objective) - state + k) % k);
}

/** `length` states below k, from a seed. */
function statesBelow(k: number, length: number, seed: number): Uint8Array {
  let x = seed | 1;
  return Uint8Array.from({ length }, () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % k;
  });
}

describe('internal solver: the SIMD kernel of the right-hand side', () => {
  it('runs on this Node for k = 2..36 and emits a valid module', () => {
    for (let k = 2; k <= LARGEST_RIGHT_HAND_SIDE_K; k++) assert.equal(rightHandSideKernelRuns(k), true);
    assert.equal(rightHandSideKernelRuns(37), false);
    assert.ok(webAssembly?.validate(emitRightHandSideModule()));
  });

  it('is target - state mod k in every cell, from the objective or from a target per cell, for every k and length', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: LARGEST_RIGHT_HAND_SIDE_K }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer(),
        fc.boolean(),
        (k, length, seed, perCell) => {
          const grid = statesBelow(k, length, seed);
          const target = perCell ? statesBelow(k, length, ~seed) : null;
          const objective = (seed >>> 0) % k;
          assert.deepEqual(rightHandSideWithKernel(grid, target, objective, k), byDefinition(grid, target, objective, k));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('covers every pair of state and target of the largest k, and boards longer than a band', () => {
    const k = LARGEST_RIGHT_HAND_SIDE_K;
    const grid = Uint8Array.from({ length: k * k }, (_, index) => index % k);
    const target = Uint8Array.from({ length: k * k }, (_, index) => Math.floor(index / k));
    assert.deepEqual(rightHandSideWithKernel(grid, target, 0, k), byDefinition(grid, target, 0, k));
    const long = statesBelow(7, (1 << 20) * 2 + 37, 5);
    const longTarget = statesBelow(7, long.length, 9);
    assert.deepEqual(rightHandSideWithKernel(long, null, 3, 7), byDefinition(long, null, 3, 7));
    assert.deepEqual(rightHandSideWithKernel(long, longTarget, 0, 7), byDefinition(long, longTarget, 0, 7));
  });
});
