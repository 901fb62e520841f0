import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { emitKeyNumberModule, keyNumberKernelRuns, numberKeysWithKernel } from '../../../../src/solvers/internal/kernels/keyNumberKernel';
import { webAssembly } from '../../../../src/solvers/internal/kernels/wasmRuntime';

/** Each key's number in order of first sight (key 0: -1), and the count, through a Map. */
function byDefinition(keys: Int32Array): { numbers: Int32Array; count: number } {
  const seen = new Map<number, number>();
  const numbers = keys.map((key) => {
    if (key === 0) return -1;
    if (!seen.has(key)) seen.set(key, seen.size);
    return seen.get(key) ?? -1;
  });
  return { numbers, count: seen.size };
}

/** `length` keys among `distinct` values (any int32, zero among them) from a seed. */
function keysOf(length: number, distinct: number, seed: number): Int32Array {
  let x = seed | 1;
  const next = (): number => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x;
  };
  const values = Int32Array.from({ length: distinct }, (_, i) => (i === 0 ? 0 : next()));
  return Int32Array.from({ length }, () => values[(next() >>> 0) % distinct]);
}

describe('internal solver: the WebAssembly kernel that numbers keys', () => {
  it('runs on this Node and emits a valid module', () => {
    assert.equal(keyNumberKernelRuns(), true);
    assert.ok(webAssembly?.validate(emitKeyNumberModule()));
  });

  it('numbers the nonzero keys in order of first sight, zero as -1, as a map does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 1, max: 3000 }), fc.integer(), (length, distinct, seed) => {
        const keys = keysOf(length, distinct, seed);
        assert.deepEqual(numberKeysWithKernel(keys), byDefinition(keys));
      }),
      { numRuns: 100 },
    );
  });

  it('grows its table many times and numbers keys across bands, keys that collide in the hash included', () => {
    // 600,000 keys, 200,000 of them distinct: the table doubles from 4096 slots to 2^19, and the keys take three bands.
    const keys = keysOf(600_000, 200_000, 5);
    assert.deepEqual(numberKeysWithKernel(keys), byDefinition(keys));
    // Multiples of 2^20 share their low bits; every one is its own key.
    const colliding = Int32Array.from({ length: 10_000 }, (_, i) => ((i % 2000) + 1) * 2 ** 20);
    assert.deepEqual(numberKeysWithKernel(colliding), byDefinition(colliding));
  });
});
