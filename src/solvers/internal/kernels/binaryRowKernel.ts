/**
 * The row steps of the GF(2) plain fast path ({@link chaseRows}, {@link solvingPressCount}) as a
 * WebAssembly SIMD kernel: four 32-bit words of a packed row per operation. A row's own
 * neighbourhood T x = x + (x << 1) + (x >> 1) takes the bit carried across words from the same
 * row read one word to the left and to the right (unaligned loads) in the padded slots of
 * {@link RowBands}, which also carries the rows from band to band; the mask row clears the bits
 * past the row's n cells. Pure apart from writing its own memory.
 */

import { type AssembledFunction, assembleModule, EMPTY_BLOCK, get, I32, i32Const, loadUnaligned, op, set, simd, simdOp, tee, V128 } from './wasmAssembler';
import { BOARD, bytesOf, MASK, OFFSET, overRowChunks, ROW, RowBands, STRIDE, type RowFunction } from './rowBands';
import { KernelModules } from './wasmRuntime';

// The function's own locals after the row loops' (see overRowChunks).
const LEFT = 8;
const WORDS = 9;
const ACCUMULATOR = 10;
const TOTAL = 11;

/**
 * T x_r XOR the rows given, for the chunk at OFFSET of the row at ROW: leaves on the stack
 * (x + x << 1 + x >> 1, with the bits carried across words) XOR the rows at each of `rowLocals` (+ OFFSET).
 */
function rowStep(rowLocals: readonly number[]): number[] {
  // LEFT = ROW + OFFSET - 4: the loads at 0, 4 and 8 are the words from one left to one right.
  const code: number[] = [...get(ROW), ...get(OFFSET), op.i32Add, ...i32Const(4), op.i32Sub, ...tee(LEFT), ...loadUnaligned(4), ...set(WORDS)];
  code.push(...get(WORDS), ...get(WORDS), ...i32Const(1), ...simdOp(simd.i32x4.shiftLeft), ...simdOp(simd.xor));
  code.push(...get(WORDS), ...i32Const(1), ...simdOp(simd.i32x4.shiftRightUnsigned), ...simdOp(simd.xor));
  code.push(...get(LEFT), ...loadUnaligned(0), ...i32Const(31), ...simdOp(simd.i32x4.shiftRightUnsigned), ...simdOp(simd.xor));
  code.push(...get(LEFT), ...loadUnaligned(8), ...i32Const(31), ...simdOp(simd.i32x4.shiftLeft), ...simdOp(simd.xor));
  for (const local of rowLocals) code.push(...get(local), ...get(OFFSET), op.i32Add, ...loadUnaligned(0), ...simdOp(simd.xor));
  return code;
}

// The addresses of the rows above (ROW - STRIDE) and below (ROW + STRIDE).
const ABOVE = 12;
const BELOW = 13;

function neighbourRows(): number[] {
  return [...get(ROW), ...get(STRIDE), op.i32Sub, ...set(ABOVE), ...get(ROW), ...get(STRIDE), op.i32Add, ...set(BELOW)];
}

/**
 * The module's binary. Both functions take (row, board, count, stride, rowBytes, mask): the slot of
 * the first row, the first board row, the number of rows, the bytes from one slot to the next,
 * the bytes of a padded row and the mask row's address.
 *
 * - `chase` stores x_(r+1) = (T x_r + x_(r-1) + b_r) AND mask in the slot after each row r.
 * - `check` returns the number of set bits of the rows when every row's equation
 *   (x_(r-1) + T x_r + x_(r+1) + b_r) AND mask is zero, else -1.
 */
export function emitBinaryRowModule(): Uint8Array {
  // INDEX, OFFSET and LEFT are i32; WORDS, ACCUMULATOR and TOTAL v128; ABOVE and BELOW i32.
  const locals: [number, number][] = [
    [3, I32],
    [3, V128],
    [2, I32],
  ];
  const chaseBody = overRowChunks([
    ...neighbourRows(),
    ...get(BELOW),
    ...get(OFFSET),
    op.i32Add,
    ...rowStep([ABOVE, BOARD]),
    ...get(MASK),
    ...get(OFFSET),
    op.i32Add,
    ...loadUnaligned(0),
    ...simdOp(simd.and),
    ...simdOp(simd.store),
    0,
    0,
  ]);
  const checkBody: number[] = [
    ...overRowChunks([
      ...neighbourRows(),
      ...get(ACCUMULATOR),
      ...rowStep([ABOVE, BELOW, BOARD]),
      ...get(MASK),
      ...get(OFFSET),
      op.i32Add,
      ...loadUnaligned(0),
      ...simdOp(simd.and),
      ...simdOp(simd.or),
      ...set(ACCUMULATOR),
      ...get(TOTAL),
      ...get(WORDS),
      ...simdOp(simd.i8x16.popcount),
      ...simdOp(simd.i16x8.extendAddPairwiseUnsigned),
      ...simdOp(simd.i32x4.extendAddPairwiseUnsigned),
      ...simdOp(simd.i32x4.add),
      ...set(TOTAL),
    ]),
  ];
  checkBody.push(...get(ACCUMULATOR), ...simdOp(simd.anyTrue), op.if, EMPTY_BLOCK, ...i32Const(-1), op.return, op.end);
  checkBody.push(...get(TOTAL), ...simdOp(simd.i32x4.extractLaneSigned), 0);
  for (let lane = 1; lane < 4; lane++) checkBody.push(...get(TOTAL), ...simdOp(simd.i32x4.extractLaneSigned), lane, op.i32Add);
  const chase: AssembledFunction = { name: 'chase', parameters: 6, returnsValue: false, locals, body: chaseBody };
  const check: AssembledFunction = { name: 'check', parameters: 6, returnsValue: true, locals, body: checkBody };
  return assembleModule([chase, check], 1);
}

const modules = new KernelModules(emitBinaryRowModule);

/** Whether this engine runs the kernel. */
export function binaryRowKernelRuns(): boolean {
  return modules.isSupported();
}

/** The kernel's memory for rows of `wordsPerRow` words of `width` cells, its functions and its mask row. */
function binaryRows(width: number, wordsPerRow: number): { readonly bands: RowBands; readonly chase: RowFunction; readonly check: RowFunction } {
  const bands = new RowBands(4 * wordsPerRow);
  const { exports } = modules.instantiate('rows', emitBinaryRowModule, bands.memory);
  const mask = new Uint32Array(bands.memory.buffer, bands.mask, wordsPerRow);
  mask.fill(0xffffffff);
  mask[wordsPerRow - 1] = 0xffffffff >>> (wordsPerRow * 32 - width);
  return { bands, chase: exports.chase as RowFunction, check: exports.check as RowFunction };
}

/**
 * {@link chaseRows} on the kernel: chases rows of `width` cells (`wordsPerRow` words) down
 * `height` rows from `firstRow`, filling `presses` when given, and returns the last row's
 * residual.
 */
export function chaseRowsWithKernel(
  width: number,
  height: number,
  wordsPerRow: number,
  board: Uint32Array | null,
  firstRow: Uint32Array,
  presses: Uint32Array | null,
): Uint32Array {
  const { bands, chase } = binaryRows(width, wordsPerRow);
  const first = bytesOf(firstRow.subarray(0, wordsPerRow));
  const { after } = bands.chase(chase, height, board && bytesOf(board), { first, before: null, wrap: false }, presses && bytesOf(presses));
  return new Uint32Array(after.buffer);
}

/**
 * {@link solvingPressCount} on the kernel: the number of set bits of `presses` when every row's
 * equation x_(r-1) + T x_r + x_(r+1) = b_r holds (b null: 0), else null.
 */
export function solvingPressCountWithKernel(
  width: number,
  height: number,
  wordsPerRow: number,
  board: Uint32Array | null,
  presses: Uint32Array,
): number | null {
  const { bands, check } = binaryRows(width, wordsPerRow);
  return bands.check(check, height, board && bytesOf(board), bytesOf(presses));
}
