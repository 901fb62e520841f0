/**
 * The Zobrist digest of a grid's cells ({@link gridDigest} in src/domain/gridDigest.ts, which stays
 * its definition) as a WebAssembly SIMD kernel, for the parse worker: four cells per operation in
 * 32-bit lanes, each lane's (cell, value) coded by the same MurmurHash3 finalisers (i32x4.mul is
 * Math.imul lane by lane) and XORed into a vector of low codes and one of high codes; the four
 * lanes of each are XORed together at the end. A zero cell's code is masked out, and 16 zero cells
 * together are skipped. The grid passes through the kernel's memory in bands; the last band is
 * padded with zero cells, whose code is 0. Pure apart from writing its own memory.
 */

import type { GridDigest } from '../../../domain/gridDigest';
import {
  type AssembledFunction,
  assembleModule,
  EMPTY_BLOCK,
  get,
  i32Const,
  loadVector,
  op,
  set,
  simd,
  simdOp,
  splatConstant,
  storeVector,
  V128,
} from './wasmAssembler';
import { growableMemory, KernelModules, PAGE_BYTES, vectorBytes } from './wasmRuntime';

// The parameters of `digest`, then its locals.
const FROM = 0;
const END = 1;
const FIRST_CELL = 2;
const CELLS = 3;
const HALF = 4;
const VALUES = 5;
const ZERO = 6;
const INPUT = 7;
const HASH = 8;
const SHIFTED = 9;
const LOW = 10;
const HIGH = 11;

/** Where the vector of low codes is kept between calls (the high codes' vector follows it). */
const CODES_AT = 0;
/** Where a band of cells starts in the kernel's memory. */
const BAND_AT = 32;
/** Cells a band holds: calls of a few tens of thousands of cells let the engine optimise the kernel after its first calls. */
const BAND_CELLS = 1 << 16;

/** HASH = (HASH ^ (HASH >>> shift)) * multiplier, lane by lane (mod 2^32). */
function xorShiftMultiply(shift: number, multiplier: number): number[] {
  return [
    ...get(HASH),
    ...get(HASH),
    ...i32Const(shift),
    ...simdOp(simd.i32x4.shiftRightUnsigned),
    ...simdOp(simd.xor),
    ...splatConstant(multiplier, 32),
    ...simdOp(simd.i32x4.mul),
    ...set(HASH),
  ];
}

/** MurmurHash3's finaliser of HASH in every lane, left on the stack (HASH holds it before its last xor-shift). */
function finalise(): number[] {
  return [
    ...xorShiftMultiply(16, 0x85ebca6b),
    ...xorShiftMultiply(13, 0xc2b2ae35),
    ...get(HASH),
    ...get(HASH),
    ...i32Const(16),
    ...simdOp(simd.i32x4.shiftRightUnsigned),
    ...simdOp(simd.xor),
  ];
}

/** XORs the low and high codes of the four cells whose values are in VALUES and whose inputs (cell << 8 | value) are in INPUT into LOW and HIGH. */
function codeFourCells(): number[] {
  const code: number[] = [...get(VALUES), ...splatConstant(0, 32), ...simdOp(simd.i32x4.equal), ...set(ZERO)];
  // The low code: mix32(input ^ 0x9e3779b9).
  code.push(...get(INPUT), ...splatConstant(0x9e3779b9, 32), ...simdOp(simd.xor), ...set(HASH), ...finalise());
  code.push(...get(ZERO), ...simdOp(simd.andNot), ...get(LOW), ...simdOp(simd.xor), ...set(LOW));
  // The high code: mix32(imul(mix32(input ^ 0x7f4a7c15), 0x27d4eb2f) ^ 0x165667b1).
  code.push(...get(INPUT), ...splatConstant(0x7f4a7c15, 32), ...simdOp(simd.xor), ...set(HASH), ...finalise(), ...set(HASH));
  code.push(...get(HASH), ...splatConstant(0x27d4eb2f, 32), ...simdOp(simd.i32x4.mul), ...splatConstant(0x165667b1, 32), ...simdOp(simd.xor), ...set(HASH));
  code.push(...finalise(), ...get(ZERO), ...simdOp(simd.andNot), ...get(HIGH), ...simdOp(simd.xor), ...set(HIGH));
  return code;
}

/**
 * The module's binary: `digest(from, end, firstCell)` XORs into the vectors at CODES_AT (low
 * codes) and CODES_AT + 16 (high codes) the codes of the cells at from .. end - 1 (a multiple of 16
 * bytes, 16-byte aligned), the byte at `from` being cell `firstCell`; lane i of each vector gathers
 * the cells 4j + i of each 16.
 */
export function emitGridDigestModule(): Uint8Array {
  const body: number[] = [...i32Const(CODES_AT), ...loadVector(0), ...set(LOW), ...i32Const(CODES_AT), ...loadVector(16), ...set(HIGH)];
  // SHIFTED: (cell << 8) of the first four cells of the 16 at FROM.
  body.push(...get(FIRST_CELL), ...i32Const(8), op.i32ShiftLeft, ...simdOp(simd.i32x4.splat));
  body.push(
    ...simdOp(simd.const),
    ...[0, 256, 512, 768].flatMap((lane) => [lane & 0xff, (lane >>> 8) & 0xff, 0, 0]),
    ...simdOp(simd.i32x4.add),
    ...set(SHIFTED),
  );
  body.push(op.block, EMPTY_BLOCK, op.loop, EMPTY_BLOCK, ...get(FROM), ...get(END), op.i32AtLeastUnsigned, op.brIf, 1);
  body.push(...get(FROM), ...loadVector(0), ...set(CELLS), ...get(CELLS), ...simdOp(simd.anyTrue), op.if, EMPTY_BLOCK);
  for (const [half, widenHalf] of [simd.i16x8.extendLowUnsigned, simd.i16x8.extendHighUnsigned].entries()) {
    body.push(...get(CELLS), ...simdOp(widenHalf), ...set(HALF));
    for (const [quarter, widenQuarter] of [simd.i32x4.extendLowUnsigned, simd.i32x4.extendHighUnsigned].entries()) {
      body.push(...get(HALF), ...simdOp(widenQuarter), ...set(VALUES));
      body.push(
        ...get(SHIFTED),
        ...splatConstant((8 * half + 4 * quarter) << 8, 32),
        ...simdOp(simd.i32x4.add),
        ...get(VALUES),
        ...simdOp(simd.or),
        ...set(INPUT),
      );
      body.push(...codeFourCells());
    }
  }
  body.push(op.end);
  body.push(...get(SHIFTED), ...splatConstant(16 << 8, 32), ...simdOp(simd.i32x4.add), ...set(SHIFTED));
  body.push(...get(FROM), ...i32Const(16), op.i32Add, ...set(FROM), op.br, 0, op.end, op.end);
  body.push(...i32Const(CODES_AT), ...get(LOW), ...storeVector(0), ...i32Const(CODES_AT), ...get(HIGH), ...storeVector(16));
  const digest: AssembledFunction = { name: 'digest', parameters: 3, returnsValue: false, locals: [[9, V128]], body };
  return assembleModule([digest], 1);
}

const modules = new KernelModules(emitGridDigestModule);

/** Whether this engine runs the kernel. */
export function gridDigestKernelRuns(): boolean {
  return modules.isSupported();
}

type Digest = (from: number, end: number, firstCell: number) => void;

/** The Zobrist code of `grid`'s cells: what {@link gridDigest} gives for it (unsigned lanes), not memoised. */
export function gridDigestWithKernel(grid: Uint8Array): GridDigest {
  const memory = growableMemory(Math.ceil((BAND_AT + BAND_CELLS) / PAGE_BYTES) + 1);
  const digest = modules.instantiate('digest', emitGridDigestModule, memory).exports.digest as Digest;
  const bytes = new Uint8Array(memory.buffer);
  for (let from = 0; from < grid.length; from += BAND_CELLS) {
    const length = Math.min(BAND_CELLS, grid.length - from);
    bytes.set(grid.subarray(from, from + length), BAND_AT);
    // Zero cells up to the last whole vector: their code is 0.
    bytes.fill(0, BAND_AT + length, BAND_AT + vectorBytes(length));
    digest(BAND_AT, BAND_AT + vectorBytes(length), from);
  }
  const codes = new Int32Array(memory.buffer, CODES_AT, 8);
  return { low: (codes[0] ^ codes[1] ^ codes[2] ^ codes[3]) >>> 0, high: (codes[4] ^ codes[5] ^ codes[6] ^ codes[7]) >>> 0 };
}
