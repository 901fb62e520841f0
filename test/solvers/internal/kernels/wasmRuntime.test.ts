import * as assert from 'node:assert/strict';
import { emitCombineModule } from '../../../../src/solvers/internal/kernels/chaseWasm';
import { chooseKernel, growableMemory, KernelModules, PAGE_BYTES, simdLanes, webAssembly } from '../../../../src/solvers/internal/kernels/wasmRuntime';

describe('internal solver: the WebAssembly runtime of the kernels', () => {
  it("is this engine's WebAssembly API, with 64 KiB pages", () => {
    assert.equal(webAssembly, (globalThis as { WebAssembly?: unknown }).WebAssembly);
    assert.equal(PAGE_BYTES, 65_536);
  });

  it('picks 8 lanes of 16 bits below 2^15 and 4 lanes of 32 bits from there', () => {
    assert.equal(simdLanes(0), 8);
    assert.equal(simdLanes(32767), 8);
    assert.equal(simdLanes(32768), 4);
  });

  it('grows a memory by pages, keeping its contents', () => {
    const memory = growableMemory(1);
    assert.equal(memory.buffer.byteLength, PAGE_BYTES);
    new Uint8Array(memory.buffer)[PAGE_BYTES - 1] = 42;
    assert.equal(memory.grow(2), 1);
    assert.equal(memory.buffer.byteLength, 3 * PAGE_BYTES);
    assert.equal(new Uint8Array(memory.buffer)[PAGE_BYTES - 1], 42);
  });

  it('compiles a module once per key and instantiates it over the given memory', () => {
    let emitted = 0;
    const modules = new KernelModules(() => emitCombineModule({ kind: 'xor' }, 1));
    assert.equal(modules.isSupported(), true);
    const emit = (): Uint8Array => {
      emitted++;
      return emitCombineModule({ kind: 'xor' }, 2);
    };
    const memory = growableMemory(1);
    const first = modules.instantiate('xor:2', emit, memory);
    const second = modules.instantiate('xor:2', emit, memory);
    assert.equal(emitted, 1);
    assert.notEqual(first, second);
    assert.equal(typeof first.exports.combine, 'function');
  });

  it('emits a kind whose probe is its only module once, for the check and the compilation', () => {
    let emitted = 0;
    const emit = (): Uint8Array => {
      emitted++;
      return emitCombineModule({ kind: 'xor' }, 1);
    };
    const modules = new KernelModules(emit);
    assert.equal(modules.isSupported(), true);
    assert.equal(typeof modules.instantiate('xor:1', emit, growableMemory(1)).exports.combine, 'function');
    assert.equal(emitted, 1);
  });

  it('says a kind is unsupported when its probe does not validate, and refuses to instantiate it', () => {
    const modules = new KernelModules(() => Uint8Array.from([0, 97, 115, 109, 9, 9, 9, 9]));
    assert.equal(modules.isSupported(), false);
    assert.throws(() => modules.instantiate('any', () => new Uint8Array(0), {}), /no WebAssembly SIMD/);
  });

  it('builds the kernel the choice names, and refuses an unknown one', () => {
    assert.equal(
      chooseKernel(
        'simd',
        () => 'simd kernel',
        () => 'portable kernel',
      ),
      'simd kernel',
    );
    assert.equal(
      chooseKernel(
        'portable',
        () => 'simd kernel',
        () => 'portable kernel',
      ),
      'portable kernel',
    );
    assert.throws(
      () =>
        chooseKernel(
          'gpu' as never,
          () => 1,
          () => 2,
        ),
      /unknown kernel gpu/,
    );
  });
});
