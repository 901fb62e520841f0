import * as assert from 'node:assert/strict';
import {
  assembleModule,
  brTable,
  get,
  i32Const,
  loadVector,
  loadWord,
  op,
  SEARCH_STEP,
  set,
  signedLeb,
  simd,
  simdOp,
  splatConstant,
  storeVector,
  storeWord,
  tee,
  thresholdSearch,
  unsignedLeb,
} from '../../../../src/solvers/internal/kernels/wasmAssembler';
import { growableMemory, webAssembly } from '../../../../src/solvers/internal/kernels/wasmRuntime';

describe('internal solver: WebAssembly assembler', () => {
  it('encodes LEB128 as the specification does', () => {
    assert.deepEqual(unsignedLeb(0), [0]);
    assert.deepEqual(unsignedLeb(127), [127]);
    assert.deepEqual(unsignedLeb(128), [0x80, 1]);
    assert.deepEqual(unsignedLeb(624485), [0xe5, 0x8e, 0x26]);
    assert.deepEqual(unsignedLeb(0xffffffff), [0xff, 0xff, 0xff, 0xff, 0x0f]);
    assert.deepEqual(signedLeb(0), [0]);
    assert.deepEqual(signedLeb(-1), [0x7f]);
    assert.deepEqual(signedLeb(63), [63]);
    assert.deepEqual(signedLeb(64), [0xc0, 0]);
    assert.deepEqual(signedLeb(-64), [0x40]);
    assert.deepEqual(signedLeb(-65), [0xbf, 0x7f]);
    assert.deepEqual(signedLeb(-123456), [0xc0, 0xbb, 0x78]);
    assert.deepEqual(signedLeb(-(2 ** 31)), [0x80, 0x80, 0x80, 0x80, 0x78]);
  });

  it('encodes instructions with their immediates', () => {
    assert.deepEqual(i32Const(-2), [0x41, 0x7e]);
    assert.deepEqual(get(200), [0x20, 0xc8, 0x01]);
    assert.deepEqual(tee(3), [0x22, 3]);
    assert.deepEqual(brTable([0, 1, 2], 3), [0x0e, 3, 0, 1, 2, 3]);
    assert.deepEqual(simdOp(simd.i16x8.add), [0xfd, 0x8e, 0x01]);
    assert.deepEqual(loadVector(16), [0xfd, 0x00, 4, 16]);
    assert.deepEqual(storeVector(0), [0xfd, 0x0b, 4, 0]);
  });

  it('splats a lane value into 16 bytes', () => {
    assert.deepEqual(splatConstant(5, 8), [0xfd, 0x0c, ...Array.from({ length: 16 }, () => 5)]);
    assert.deepEqual(splatConstant(-32768, 16), [0xfd, 0x0c, ...Array.from({ length: 8 }, () => [0x00, 0x80]).flat()]);
    assert.deepEqual(splatConstant(1, 32).slice(2, 6), [1, 0, 0, 0]);
  });

  it('assembles a module that adds its two parameters', () => {
    const bytes = assembleModule([{ name: 'add', parameters: 2, returnsValue: true, locals: [], body: [...get(0), ...get(1), op.i32Add] }], 1);
    assert.deepEqual(Array.from(bytes.slice(0, 8)), [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
    if (!webAssembly) return;
    assert.ok(webAssembly.validate(bytes));
    const instance = new webAssembly.Instance(new webAssembly.Module(bytes), { env: { memory: growableMemory(1) } });
    assert.equal((instance.exports.add as (a: number, b: number) => number)(40, 2), 42);
  });

  it('assembles a SIMD module that adds a splatted constant to a vector in memory', () => {
    const body = [...get(0), ...get(0), ...loadVector(0), ...splatConstant(3, 16), ...simdOp(simd.i16x8.add), ...storeVector(0)];
    const bytes = assembleModule([{ name: 'addThree', parameters: 1, returnsValue: false, locals: [], body }], 1);
    if (!webAssembly || !webAssembly.validate(bytes)) return;
    const memory = growableMemory(1);
    const instance = new webAssembly.Instance(new webAssembly.Module(bytes), { env: { memory } });
    new Int16Array(memory.buffer, 32, 8).set([0, 1, 2, 3, -3, -4, 100, 32764]);
    (instance.exports.addThree as (address: number) => void)(32);
    assert.deepEqual(Array.from(new Int16Array(memory.buffer, 32, 8)), [3, 4, 5, 6, 0, -1, 103, 32767]);
  });

  it('builds a threshold search: the step from the second on, then the transform, until a maximum passes the threshold', () => {
    // The step counts its runs in the word at 4; the transform loads the vector at 64 + 16 * step.
    const step = [...i32Const(4), ...i32Const(4), ...loadWord(0), ...i32Const(1), op.i32Add, ...storeWord(0)];
    const transform = [...get(SEARCH_STEP), ...i32Const(4), op.i32ShiftLeft, ...loadVector(64), ...set(10)];
    const search = thresholdSearch(step, transform, { best: 4, scratch: 5, maximum: 10, vectorLocals: 1 }, simd.i32x4);
    const bytes = assembleModule([search], 1);
    if (!webAssembly || !webAssembly.validate(bytes)) return;
    const memory = growableMemory(1);
    const instance = new webAssembly.Instance(new webAssembly.Module(bytes), { env: { memory } });
    new Int32Array(memory.buffer, 64, 16).set([1, 2, 3, 4, 0, 9, 0, 0, 5, 20, -7, 0, 0, 0, 0, 0]);
    const run = instance.exports.search as (from: number, to: number, threshold: number) => number;
    const words = new Int32Array(memory.buffer, 0, 2);
    assert.equal(run(0, 4, 10), 2);
    assert.deepEqual(Array.from(words), [20, 2]);
    assert.equal(run(3, 4, 10), -1);
    assert.equal(words[1], 3);
    assert.equal(run(0, 2, 3), 0);
    assert.equal(words[0], 4);
  });
});
