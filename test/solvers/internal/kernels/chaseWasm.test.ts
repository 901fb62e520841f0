import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { emitCombineModule, type CombineOperation } from '../../../../src/solvers/internal/kernels/chaseWasm';
import { webAssembly } from '../../../../src/solvers/internal/kernels/wasmRuntime';

type Combine = (destination: number, count: number, from: number, to: number, isRow: number) => void;

const SOURCE_BASE = 1024;
const SOURCE_STRIDE = 1024;
const DESTINATION = 16 * 1024;

/** An instance of the emitted module over a fresh one-page memory. */
function instantiate(operation: CombineOperation, largestCount: number): { combine: Combine; bytes: Uint8Array } {
  const binary = emitCombineModule(operation, largestCount);
  const api = webAssembly;
  assert.ok(api, 'this Node has WebAssembly');
  assert.ok(api.validate(binary));
  const memory = new api.Memory({ initial: 1 });
  const instance = new api.Instance(new api.Module(binary), { env: { memory } });
  return { combine: instance.exports.combine as Combine, bytes: new Uint8Array(memory.buffer) };
}

/** Writes the sources and their offsets (the memory's first words) for a run. */
function placeSources(bytes: Uint8Array, sources: readonly Uint8Array[]): void {
  const words = new Uint32Array(bytes.buffer);
  sources.forEach((source, index) => {
    words[index] = SOURCE_BASE + index * SOURCE_STRIDE;
    bytes.set(source, SOURCE_BASE + index * SOURCE_STRIDE);
  });
}

const chunkBytes = (chunks: number): fc.Arbitrary<Uint8Array> => fc.uint8Array({ minLength: 16 * chunks, maxLength: 16 * chunks });

describe('internal solver: the chase kernel in WebAssembly', () => {
  it('XORs up to the largest count of sources over the chunks asked for, leaving the others', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 4 }), fc.nat(), (largest, chunks, countSeed) => {
        const count = 1 + (countSeed % largest);
        const { combine, bytes } = instantiate({ kind: 'xor' }, largest);
        const sources = Array.from({ length: count }, (_, s) => Uint8Array.from({ length: 16 * chunks }, (_, i) => (i * 37 + s * 101 + 7) & 255));
        placeSources(bytes, sources);
        bytes.fill(0xaa, DESTINATION, DESTINATION + 16 * chunks);
        combine(DESTINATION, count, 16, 16 * chunks, 1);
        for (let i = 0; i < 16 * chunks; i++) {
          const expected = i < 16 ? 0xaa : sources.reduce((xor, source) => xor ^ source[i], 0);
          assert.equal(bytes[DESTINATION + i], expected, `byte ${i}`);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('adds byte lanes mod k for a row, and negates the sum mod k otherwise', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 36 }), fc.integer({ min: 1, max: 5 }), fc.boolean(), chunkBytes(2), (k, count, isRow, noise) => {
        const operation: CombineOperation = { kind: 'add', k, laneBits: 8, largestSum: count * (k - 1) };
        const { combine, bytes } = instantiate(operation, count);
        const sources = Array.from({ length: count }, (_, s) => Uint8Array.from(noise, (value) => (value + 13 * s) % k));
        placeSources(bytes, sources);
        combine(DESTINATION, count, 0, 32, isRow ? 1 : 0);
        for (let i = 0; i < 32; i++) {
          const sum = sources.reduce((total, source) => total + source[i], 0) % k;
          assert.equal(bytes[DESTINATION + i], isRow ? sum : (k - sum) % k, `lane ${i}`);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('adds 16-bit lanes for sums that do not fit a byte', () => {
    const k = 36;
    const count = 9;
    const { combine, bytes } = instantiate({ kind: 'add', k, laneBits: 16, largestSum: count * (k - 1) }, count);
    const sources = Array.from({ length: count }, (_, s) => {
      const lanes = Uint16Array.from({ length: 8 }, (_, i) => (35 - ((i + s) % 3)) % k);
      return new Uint8Array(lanes.buffer);
    });
    placeSources(bytes, sources);
    combine(DESTINATION, count, 0, 16, 1);
    const out = new Uint16Array(bytes.buffer, DESTINATION, 8);
    for (let i = 0; i < 8; i++) {
      const sum = sources.reduce((total, source) => total + new Uint16Array(source.buffer)[i], 0);
      assert.equal(out[i], sum % k);
    }
  });

  it('does nothing for a count of 0', () => {
    const { combine, bytes } = instantiate({ kind: 'xor' }, 2);
    bytes.fill(7, DESTINATION, DESTINATION + 16);
    combine(DESTINATION, 0, 0, 16, 1);
    assert.deepEqual([...bytes.subarray(DESTINATION, DESTINATION + 16)], new Array(16).fill(7));
  });
});
