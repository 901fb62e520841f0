import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { combineKernel, hasWasmSimd, lanePacking, type KernelChoice } from '../../../../src/solvers/internal/kernels/chaseKernels';
import { growableMemory } from '../../../../src/solvers/internal/kernels/wasmRuntime';

const KERNELS: readonly KernelChoice[] = hasWasmSimd() ? ['simd', 'portable'] : ['portable'];

/** Lane `lane` of a vector of 32-bit words packed `laneBits` to a lane. */
function lane(words: Int32Array, start: number, laneBits: number, index: number): number {
  const lanesPerWord = 32 / laneBits;
  return (words[start + Math.floor(index / lanesPerWord)] >>> ((index % lanesPerWord) * laneBits)) & ((1 << laneBits) - 1);
}

describe('internal solver: chase kernels', () => {
  it('runs WebAssembly SIMD on this Node (engines >= 20)', () => {
    assert.ok(hasWasmSimd());
  });

  it('packs bits for k = 2, bytes while a neighbourhood sum fits, then 16-bit lanes', () => {
    assert.deepEqual(lanePacking(2, 7), { laneBits: 1, lanesPerWord: 32 });
    assert.deepEqual(lanePacking(36, 7), { laneBits: 8, lanesPerWord: 4 });
    assert.deepEqual(lanePacking(32, 8), { laneBits: 8, lanesPerWord: 4 });
    assert.deepEqual(lanePacking(33, 8), { laneBits: 16, lanesPerWord: 2 });
    assert.throws(() => lanePacking(36, 2000), RangeError);
  });

  it('combines random vectors as lane arithmetic mod k says, with both kernels', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KERNELS),
        fc.integer({ min: 2, max: 36 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 12 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.nat(), { minLength: 12 * 64, maxLength: 12 * 64 }),
        (kernels, k, largest, countSeed, isRow, chunks, randomValues) => {
          const count = countSeed % (largest + 1);
          const packing = lanePacking(k, largest);
          const vectorBytes = chunks * 16;
          const memory = growableMemory(1);
          const combine = combineKernel(memory, k, packing, largest, kernels);
          const words = new Int32Array(memory.buffer);
          const header = 64;
          const lanes = (vectorBytes * 8) / packing.laneBits;
          // Sources 1..count hold random coefficients 0..k-1; the destination (slot 0) holds garbage.
          for (let source = 0; source <= count; source++) {
            const start = (header + source * vectorBytes) / 4;
            for (let index = 0; index < lanes; index++) {
              const value =
                source === 0
                  ? randomValues[index % randomValues.length] & ((1 << packing.laneBits) - 1)
                  : randomValues[(source * lanes + index) % randomValues.length] % k;
              const lanesPerWord = 32 / packing.laneBits;
              words[start + Math.floor(index / lanesPerWord)] |= value << ((index % lanesPerWord) * packing.laneBits);
            }
            if (source > 0) words[source - 1] = header + source * vectorBytes;
          }
          const before = Int32Array.from(words.subarray(0, (header + (count + 1) * vectorBytes) / 4));
          combine(header, count, 0, vectorBytes, isRow ? 1 : 0);
          for (let index = 0; index < lanes; index++) {
            let sum = 0;
            for (let source = 1; source <= count; source++) sum += lane(before, (header + source * vectorBytes) / 4, packing.laneBits, index);
            const expected = count === 0 ? lane(before, header / 4, packing.laneBits, index) : isRow || k === 2 ? sum % k : (k - (sum % k)) % k;
            assert.equal(lane(words, header / 4, packing.laneBits, index), expected, `lane ${index}`);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('writes only the chunks asked for', () => {
    for (const kernels of KERNELS) {
      const memory = growableMemory(1);
      const combine = combineKernel(memory, 5, lanePacking(5, 7), 7, kernels);
      const words = new Int32Array(memory.buffer);
      // One source of 4 chunks at byte 64, every byte lane 1; the destination at byte 128 holds 7s.
      words.fill(0x01010101, 16, 32);
      words.fill(0x07070707, 32, 48);
      words[0] = 64;
      combine(128, 1, 16, 32, 1);
      const seven = 0x07070707;
      const one = 0x01010101;
      assert.deepEqual(
        Array.from(words.subarray(32, 48)),
        [seven, seven, seven, seven, one, one, one, one, seven, seven, seven, seven, seven, seven, seven, seven],
        kernels,
      );
    }
  });
});
