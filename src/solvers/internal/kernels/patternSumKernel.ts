/**
 * Weighted sums of byte patterns, cell by cell, as a WebAssembly SIMD kernel
 * ({@link weightedPatternSums}): sum_i w_i p_i[c] in 32-bit lanes, 16 cells per operation (two
 * 8-byte loads widened to 16 and then 32 bits, times the weight, added). The minimum searches use
 * it for each cell's signature (its digits in the generators as one number) and for a member
 * x0 + sum c_i g_i of a solution set. The patterns pass through the kernel's memory in bands of
 * cells. Pure apart from writing its own memory.
 */

import {
  type AssembledFunction,
  assembleModule,
  EMPTY_BLOCK,
  get,
  I32,
  i32Const,
  loadWord,
  op,
  set,
  simd,
  simdOp,
  storeVector,
  tee,
  unsignedLeb,
  V128,
} from './wasmAssembler';
import { growableMemory, KernelModules, PAGE_BYTES, vectorBytes } from './wasmRuntime';

// The parameters of `sums`, then its locals.
const PATTERNS = 0;
const COUNT = 1;
const STRIDE = 2;
const OUT = 3;
const END = 4;
const POINTER = 5;
const WEIGHT_AT = 6;
const LEFT = 7;
const SUMS = 8;
const WEIGHT = 12;
const LOW = 13;
const HIGH = 14;

/** v128.load8x8_u: 8 bytes at the address on the stack plus `offset`, zero-extended to 16-bit lanes. */
function loadEightBytesWidened(offset: number): number[] {
  return [...simdOp(simd.load8x8Unsigned), 0, ...unsignedLeb(offset)];
}

/** The vector local `sum` plus the 16-bit lanes of `half` (its low or high four) widened to 32 bits, times WEIGHT. */
function addWeighted(sum: number, half: number, high: boolean): number[] {
  return [
    ...get(sum),
    ...get(half),
    ...simdOp(high ? simd.i32x4.extendHighUnsigned : simd.i32x4.extendLowUnsigned),
    ...get(WEIGHT),
    ...simdOp(simd.i32x4.mul),
    ...simdOp(simd.i32x4.add),
    ...set(sum),
  ];
}

/**
 * The module's binary: `sums(patterns, count, stride, out, end)` stores at out + 4c, for every
 * c in [0, end) (end a multiple of 16), the sum over i < count of weight_i times the byte at
 * patterns + i * stride + c, in 32-bit lanes (wrapping mod 2^32); weight_i is the i32 at 4i.
 */
export function emitPatternSumModule(): Uint8Array {
  const body: number[] = [];
  // Chunks of 16 cells: POINTER runs over the chunk's bytes in each pattern, OUT over the sums.
  body.push(op.block, EMPTY_BLOCK, ...get(END), op.i32Eqz, op.brIf, 0, op.loop, EMPTY_BLOCK);
  for (let s = 0; s < 4; s++) body.push(...i32Const(0), ...simdOp(simd.i32x4.splat), ...set(SUMS + s));
  body.push(...get(PATTERNS), ...set(POINTER), ...i32Const(0), ...set(WEIGHT_AT), ...get(COUNT), ...set(LEFT));
  body.push(op.block, EMPTY_BLOCK, ...get(LEFT), op.i32Eqz, op.brIf, 0, op.loop, EMPTY_BLOCK);
  body.push(...get(WEIGHT_AT), ...loadWord(0), ...simdOp(simd.i32x4.splat), ...set(WEIGHT));
  body.push(...get(POINTER), ...loadEightBytesWidened(0), ...set(LOW), ...get(POINTER), ...loadEightBytesWidened(8), ...set(HIGH));
  body.push(...addWeighted(SUMS, LOW, false), ...addWeighted(SUMS + 1, LOW, true), ...addWeighted(SUMS + 2, HIGH, false), ...addWeighted(SUMS + 3, HIGH, true));
  body.push(...get(POINTER), ...get(STRIDE), op.i32Add, ...set(POINTER), ...get(WEIGHT_AT), ...i32Const(4), op.i32Add, ...set(WEIGHT_AT));
  body.push(...get(LEFT), ...i32Const(1), op.i32Sub, ...tee(LEFT), op.brIf, 0, op.end, op.end);
  for (let s = 0; s < 4; s++) body.push(...get(OUT), ...get(SUMS + s), ...storeVector(16 * s));
  body.push(...get(OUT), ...i32Const(64), op.i32Add, ...set(OUT), ...get(PATTERNS), ...i32Const(16), op.i32Add, ...set(PATTERNS));
  body.push(...get(END), ...i32Const(16), op.i32Sub, ...tee(END), op.brIf, 0, op.end, op.end);
  const sums: AssembledFunction = {
    name: 'sums',
    parameters: 5,
    returnsValue: false,
    locals: [
      [3, I32],
      [7, V128],
    ],
    body,
  };
  return assembleModule([sums], 1);
}

const modules = new KernelModules(emitPatternSumModule);

/** Whether this engine runs the kernel. */
export function patternSumKernelRuns(): boolean {
  return modules.isSupported();
}

/** Bytes of the kernel's memory the patterns' bands take at most (a band is at least 16 cells). */
const BANDS_BYTES = 1 << 22;

type Sums = (patterns: number, count: number, stride: number, out: number, end: number) => void;

/**
 * sum_i weights[i] * patterns[i][c] for every cell c < cells (each pattern's length), as an
 * Int32Array, wrapping mod 2^32 (exact when every sum lies in the int32 range); weights are
 * integers of 32 bits.
 */
export function weightedPatternSumsWithKernel(patterns: readonly Uint8Array[], weights: readonly number[], cells: number): Int32Array {
  const result = new Int32Array(cells);
  const count = patterns.length;
  if (count === 0 || cells === 0) return result;
  const band = Math.max(16, Math.min(vectorBytes(cells), Math.floor(BANDS_BYTES / count / 16) * 16));
  const patternsAt = vectorBytes(4 * count);
  const outAt = patternsAt + count * band;
  const memory = growableMemory(Math.ceil((outAt + 4 * band) / PAGE_BYTES) + 1);
  const sums = modules.instantiate('sums', emitPatternSumModule, memory).exports.sums as Sums;
  new Int32Array(memory.buffer, 0, count).set(weights.map((weight) => weight | 0));
  const bytes = new Uint8Array(memory.buffer);
  const out = new Int32Array(memory.buffer, outAt, band);
  for (let from = 0; from < cells; from += band) {
    const length = Math.min(band, cells - from);
    patterns.forEach((pattern, i) => bytes.set(pattern.subarray(from, from + length), patternsAt + i * band));
    // The last band's lanes past `length` sum what is never read back.
    sums(patternsAt, count, band, outAt, vectorBytes(length));
    result.set(out.subarray(0, length), from);
  }
  return result;
}
