/**
 * Emits the WebAssembly binary of the symbolic chase's SIMD kernel (see {@link combineKernel} for its
 * contract), with the shared assembler ({@link assembleModule}). The module imports `env.memory` and
 * exports one function,
 *
 *   combine(destination, count, from, to, isRow)
 *
 * which reads the `count` source offsets from the memory's first words and, for every 16-byte
 * chunk i in [from, to), stores at destination + i the XOR (k = 2) or the lane sum, reduced or
 * negated mod k, of the sources' chunks at source + i. It dispatches on `count` with a br_table to
 * one unrolled loop per count. Pure.
 */

import {
  assembleModule,
  brTable,
  EMPTY_BLOCK,
  get,
  I32,
  i32Const,
  loadVector,
  loadWord,
  op,
  reduceUnsignedLanes,
  set,
  simd,
  simdOp,
  splatConstant,
  storeVector,
  tee,
  V128,
} from './wasmAssembler';

/** What the kernel computes: XOR of bit vectors, or sums of lanes of 8 or 16 bits mod k. */
export type CombineOperation = { readonly kind: 'xor' } | { readonly kind: 'add'; readonly k: number; readonly laneBits: 8 | 16; readonly largestSum: number };

// Parameters, then locals: chunk offset, source offsets, one v128 scratch.
const DESTINATION = 0;
const COUNT = 1;
const FROM = 2;
const TO = 3;
const IS_ROW = 4;
const CHUNK = 5;
const FIRST_SOURCE = 6;
const PARAMETERS = 5;

/** One loop over the chunks [from, to): destination chunk = finish(combination of `count` source chunks). */
function chunkLoop(count: number, operation: CombineOperation, finish: number[]): number[] {
  const code: number[] = [...get(FROM), ...set(CHUNK), op.block, EMPTY_BLOCK, ...get(CHUNK), ...get(TO), op.i32AtLeastUnsigned, op.brIf, 0];
  code.push(op.loop, EMPTY_BLOCK, ...get(DESTINATION), ...get(CHUNK), op.i32Add);
  const combine = operation.kind === 'xor' ? simd.xor : (operation.laneBits === 8 ? simd.i8x16 : simd.i16x8).add;
  for (let source = 0; source < count; source++) {
    code.push(...get(FIRST_SOURCE + source), ...get(CHUNK), op.i32Add, ...loadVector(0));
    if (source > 0) code.push(...simdOp(combine));
  }
  code.push(...finish, ...storeVector(0));
  code.push(...get(CHUNK), ...i32Const(16), op.i32Add, ...tee(CHUNK), ...get(TO), op.i32LessUnsigned, op.brIf, 0, op.end, op.end);
  return code;
}

/** r = r mod k for r <= largestSum, then optionally r = (k - r) mod k: uses the v128 local `scratch`. */
function reduction(operation: Extract<CombineOperation, { kind: 'add' }>, scratch: number, negate: boolean): number[] {
  const { k, laneBits, largestSum } = operation;
  const lanes = laneBits === 8 ? simd.i8x16 : simd.i16x8;
  const code = reduceUnsignedLanes(k, largestSum, scratch, laneBits);
  if (negate) {
    // -r mod k = min(k - r, -r): for r = 0 the second is 0, otherwise the first is below k and the second wraps.
    code.push(...set(scratch), ...splatConstant(k, laneBits), ...get(scratch), ...simdOp(lanes.sub), ...get(scratch), ...simdOp(lanes.neg));
    code.push(...simdOp(lanes.minUnsigned));
  }
  return code;
}

/** The module's binary: `combine` for up to `largestCount` sources. */
export function emitCombineModule(operation: CombineOperation, largestCount: number): Uint8Array {
  const scratch = FIRST_SOURCE + largestCount;
  const body: number[] = [];
  for (let source = 0; source < largestCount; source++) body.push(...i32Const(4 * source), ...loadWord(0), ...set(FIRST_SOURCE + source));
  // block nesting for the br_table: count c leaves block c and runs case c's code.
  for (let count = 0; count <= largestCount + 1; count++) body.push(op.block, EMPTY_BLOCK);
  body.push(
    ...get(COUNT),
    ...brTable(
      Array.from({ length: largestCount + 1 }, (_, count) => count),
      largestCount + 1,
    ),
  );
  for (let count = 0; count <= largestCount; count++) {
    body.push(op.end);
    if (count === 0) {
      body.push(op.return);
      continue;
    }
    if (operation.kind === 'xor') {
      body.push(...chunkLoop(count, operation, []));
    } else {
      body.push(...get(IS_ROW), op.if, EMPTY_BLOCK, ...chunkLoop(count, operation, reduction(operation, scratch, false)));
      body.push(op.else, ...chunkLoop(count, operation, reduction(operation, scratch, true)), op.end);
    }
    body.push(op.return);
  }
  body.push(op.end);
  const locals: [number, number][] = [
    [1 + largestCount, I32],
    [1, V128],
  ];
  return assembleModule([{ name: 'combine', parameters: PARAMETERS, returnsValue: false, locals, body }], 1);
}
