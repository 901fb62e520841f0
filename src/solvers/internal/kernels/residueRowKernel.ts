/**
 * The row chase of the fast paths over Z_k ({@link chasePrimeRows} on plain boards, the torus
 * reduction's chase) as a WebAssembly SIMD kernel: 16 cells per operation in byte lanes. Row
 * r + 1 is b_r - x_(r-1) - T x_r (mod k), T x the row's cells c - 1, c and c + 1, read by unaligned
 * loads in the padded slots of {@link RowBands} (on a torus the pads hold the row's other end).
 * With every press below k, b (any byte) first reduced mod k, b + 4k - (four presses) lies in
 * 4..5k - 1 < 256, and is reduced by conditional subtraction r = min(r, r - m) in unsigned lanes
 * for m = 4k, 2k, k (as in {@link emitCombineModule}). Pure apart from writing its own memory.
 */

import {
  type AssembledFunction,
  assembleModule,
  get,
  I32,
  i32Const,
  loadUnaligned,
  op,
  reduceUnsignedLanes,
  simd,
  simdOp,
  splatConstant,
  tee,
  V128,
} from './wasmAssembler';
import { BOARD, MASK, OFFSET, overRowChunks, ROW, RowBands, STRIDE, type ChaseEnd, type RowFunction } from './rowBands';
import { KernelModules } from './wasmRuntime';

/** The largest modulus the byte lanes take: 5k - 1 stays below 256. */
export const LARGEST_ROW_KERNEL_MODULUS = 51;

// The function's own locals after the row loops' (see overRowChunks).
const AT = 8;
const VALUE = 9;

/** The module's binary for Z_k: `chase(row, board, count, stride, rowBytes, mask)` as {@link RowFunction} describes. */
export function emitResidueRowModule(k: number): Uint8Array {
  if (!Number.isInteger(k) || k < 2 || k > LARGEST_ROW_KERNEL_MODULUS)
    throw new RangeError(`the row kernel takes k from 2 to ${LARGEST_ROW_KERNEL_MODULUS}, got ${k}`);
  const lanes = simd.i8x16;
  const chunk: number[] = [...get(ROW), ...get(STRIDE), op.i32Add, ...get(OFFSET), op.i32Add];
  // b mod k, then b + 4k.
  chunk.push(
    ...get(BOARD),
    ...get(OFFSET),
    op.i32Add,
    ...loadUnaligned(0),
    ...reduceUnsignedLanes(k, 255, VALUE),
    ...splatConstant(4 * k, 8),
    ...simdOp(lanes.add),
  );
  // AT = ROW + OFFSET - 1: the loads at 0, 1 and 2 are the cells c - 1, c and c + 1.
  chunk.push(...get(ROW), ...get(OFFSET), op.i32Add, ...i32Const(1), op.i32Sub, ...tee(AT), ...loadUnaligned(0));
  chunk.push(...get(AT), ...loadUnaligned(1), ...simdOp(lanes.add), ...get(AT), ...loadUnaligned(2), ...simdOp(lanes.add));
  chunk.push(...get(ROW), ...get(STRIDE), op.i32Sub, ...get(OFFSET), op.i32Add, ...loadUnaligned(0), ...simdOp(lanes.add));
  chunk.push(...simdOp(lanes.sub), ...reduceUnsignedLanes(k, 5 * k - 1, VALUE));
  chunk.push(...get(MASK), ...get(OFFSET), op.i32Add, ...loadUnaligned(0), ...simdOp(simd.and), ...simdOp(simd.store), 0, 0);
  const body = [...overRowChunks(chunk), ...i32Const(0)];
  const chase: AssembledFunction = {
    name: 'chase',
    parameters: 6,
    returnsValue: true,
    locals: [
      [3, I32],
      [1, V128],
    ],
    body,
  };
  return assembleModule([chase], 1);
}

const modules = new KernelModules(() => emitResidueRowModule(3));

/** Whether this engine runs the kernel for Z_k. */
export function residueRowKernelRuns(k: number): boolean {
  return Number.isInteger(k) && k >= 2 && k <= LARGEST_ROW_KERNEL_MODULUS && modules.isSupported();
}

/**
 * Chases rows of `width` cells down `height` rows over Z_k on the kernel: from `first` (x_0) and
 * `before` (x_(-1), null: zero), each entry below k, over the board `board` (bytes, any value; null:
 * 0), with the rows cycles when `wrap` (a torus). Fills `presses` when given and returns the last
 * rows ({@link ChaseEnd}).
 */
export function chaseResidueRowsWithKernel(
  k: number,
  width: number,
  height: number,
  board: Uint8Array | null,
  rows: { readonly first: Uint8Array; readonly before: Uint8Array | null; readonly wrap: boolean },
  presses: Uint8Array | null,
): ChaseEnd {
  const bands = new RowBands(width);
  const chase = modules.instantiate(String(k), () => emitResidueRowModule(k), bands.memory).exports.chase as RowFunction;
  bands.bytes.fill(0xff, bands.mask, bands.mask + width);
  return bands.chase(chase, height, board, rows, presses);
}
