/**
 * The row steps of the GF(2) plain fast path ({@link chaseRows}, {@link solvingPressCount}) as a
 * WebAssembly SIMD kernel: four 32-bit words of a packed row per operation. A row's own
 * neighbourhood T x = x + (x << 1) + (x >> 1) takes the bit carried across words from the same
 * row read one word to the left and to the right (unaligned loads), so every row sits in a slot
 * with a zero word on each side: {@link ROW_PAD_WORDS} words before it, its words padded to a
 * whole number of vectors, and {@link ROW_PAD_WORDS} after. A mask row clears the bits past the
 * row's n cells after each step, which keeps those pads and padding zero.
 *
 * Rows pass through the kernel's memory in bands of about {@link BAND_BYTES}; the two rows before
 * a band stay in its first two slots. Pure apart from writing its own memory.
 */

import { assembleModule, type AssembledFunction, EMPTY_BLOCK, get, I32, i32Const, op, set, simdOp, tee, V128 } from './wasmAssembler';
import { growableMemory, KernelModules, PAGE_BYTES, type GrowableMemory } from './wasmRuntime';

/** The zero words before and after a row in its slot. */
const ROW_PAD_WORDS = 4;

/** The rows' bytes a band holds, at least one row. */
const BAND_BYTES = 1 << 20;

const V128_LOAD = 0x00;
const V128_STORE = 0x0b;
const V128_AND = 0x4e;
const V128_OR = 0x50;
const V128_XOR = 0x51;
const V128_ANY_TRUE = 0x53;
const I8X16_POPCNT = 0x62;
const I16X8_EXTADD_PAIRWISE_I8X16_U = 0x7d;
const I32X4_EXTADD_PAIRWISE_I16X8_U = 0x7f;
const I32X4_EXTRACT_LANE = 0x1b;
const I32X4_SHL = 0xab;
const I32X4_SHR_U = 0xad;
const I32X4_ADD = 0xae;

/** v128.load at the address on the stack plus `offset`, no alignment promised. */
function load(offset: number): number[] {
  return [...simdOp(V128_LOAD), 0, offset];
}

// The parameters of both functions, then their locals.
const ROW = 0;
const BOARD = 1;
const COUNT = 2;
const STRIDE = 3;
const ROW_BYTES = 4;
const MASK = 5;
const INDEX = 6;
const OFFSET = 7;
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
  const code: number[] = [...get(ROW), ...get(OFFSET), op.i32Add, ...i32Const(4), op.i32Sub, ...tee(LEFT), ...load(4), ...set(WORDS)];
  code.push(...get(WORDS), ...get(WORDS), ...i32Const(1), ...simdOp(I32X4_SHL), ...simdOp(V128_XOR));
  code.push(...get(WORDS), ...i32Const(1), ...simdOp(I32X4_SHR_U), ...simdOp(V128_XOR));
  code.push(...get(LEFT), ...load(0), ...i32Const(31), ...simdOp(I32X4_SHR_U), ...simdOp(V128_XOR));
  code.push(...get(LEFT), ...load(8), ...i32Const(31), ...simdOp(I32X4_SHL), ...simdOp(V128_XOR));
  for (const local of rowLocals) code.push(...get(local), ...get(OFFSET), op.i32Add, ...load(0), ...simdOp(V128_XOR));
  return code;
}

/** Loops `body` over the chunks of a row (OFFSET = 0, 16, ... below ROW_BYTES), then over the rows (INDEX < COUNT), stepping ROW and BOARD by STRIDE. */
function overRows(body: readonly number[]): number[] {
  const code: number[] = [...i32Const(0), ...set(INDEX), op.block, EMPTY_BLOCK, op.loop, EMPTY_BLOCK];
  code.push(...get(INDEX), ...get(COUNT), op.i32AtLeastUnsigned, op.brIf, 1);
  code.push(...i32Const(0), ...set(OFFSET), op.loop, EMPTY_BLOCK, ...body);
  code.push(...get(OFFSET), ...i32Const(16), op.i32Add, ...tee(OFFSET), ...get(ROW_BYTES), op.i32LessUnsigned, op.brIf, 0, op.end);
  code.push(...get(ROW), ...get(STRIDE), op.i32Add, ...set(ROW), ...get(BOARD), ...get(STRIDE), op.i32Add, ...set(BOARD));
  code.push(...get(INDEX), ...i32Const(1), op.i32Add, ...set(INDEX), op.br, 0, op.end, op.end);
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
  const chaseBody = overRows([
    ...neighbourRows(),
    ...get(BELOW),
    ...get(OFFSET),
    op.i32Add,
    ...rowStep([ABOVE, BOARD]),
    ...get(MASK),
    ...get(OFFSET),
    op.i32Add,
    ...load(0),
    ...simdOp(V128_AND),
    ...simdOp(V128_STORE),
    0,
    0,
  ]);
  const checkBody: number[] = [
    ...overRows([
      ...neighbourRows(),
      ...get(ACCUMULATOR),
      ...rowStep([ABOVE, BELOW, BOARD]),
      ...get(MASK),
      ...get(OFFSET),
      op.i32Add,
      ...load(0),
      ...simdOp(V128_AND),
      ...simdOp(V128_OR),
      ...set(ACCUMULATOR),
      ...get(TOTAL),
      ...get(WORDS),
      ...simdOp(I8X16_POPCNT),
      ...simdOp(I16X8_EXTADD_PAIRWISE_I8X16_U),
      ...simdOp(I32X4_EXTADD_PAIRWISE_I16X8_U),
      ...simdOp(I32X4_ADD),
      ...set(TOTAL),
    ]),
  ];
  checkBody.push(...get(ACCUMULATOR), ...simdOp(V128_ANY_TRUE), op.if, EMPTY_BLOCK, ...i32Const(-1), op.return, op.end);
  checkBody.push(...get(TOTAL), ...simdOp(I32X4_EXTRACT_LANE), 0);
  for (let lane = 1; lane < 4; lane++) checkBody.push(...get(TOTAL), ...simdOp(I32X4_EXTRACT_LANE), lane, op.i32Add);
  const chase: AssembledFunction = { name: 'chase', parameters: 6, returnsValue: false, locals, body: chaseBody };
  const check: AssembledFunction = { name: 'check', parameters: 6, returnsValue: true, locals, body: checkBody };
  return assembleModule([chase, check], 1);
}

const modules = new KernelModules(emitBinaryRowModule);

/** Whether this engine runs the kernel. */
export function binaryRowKernelRuns(): boolean {
  return modules.isSupported();
}

type RowFunction = (row: number, board: number, count: number, stride: number, rowBytes: number, mask: number) => number;

/** The kernel's memory laid out for rows of `wordsPerRow` words of `width` cells. */
class RowSlots {
  readonly stride: number;
  readonly rowBytes: number;
  readonly bandRows: number;
  /** Addresses: the mask row, the first press slot (the band's rows start two slots on), the first board slot. */
  readonly mask: number;
  readonly presses: number;
  readonly board: number;
  readonly memory: GrowableMemory;
  readonly words: Uint32Array;
  readonly chase: RowFunction;
  readonly check: RowFunction;

  constructor(width: number, wordsPerRow: number, pressSlotsBeyondBand: number) {
    this.rowBytes = 16 * Math.ceil(wordsPerRow / 4);
    this.stride = this.rowBytes + 8 * ROW_PAD_WORDS;
    this.bandRows = Math.max(1, Math.floor(BAND_BYTES / this.stride));
    this.mask = 4 * ROW_PAD_WORDS;
    this.presses = this.mask + this.stride;
    this.board = this.presses + (this.bandRows + pressSlotsBeyondBand) * this.stride;
    const end = this.board + this.bandRows * this.stride;
    this.memory = growableMemory(Math.ceil(end / PAGE_BYTES) + 1);
    const { exports } = modules.instantiate('rows', emitBinaryRowModule, this.memory);
    this.chase = exports.chase as RowFunction;
    this.check = exports.check as RowFunction;
    this.words = new Uint32Array(this.memory.buffer);
    const maskAt = this.mask >>> 2;
    this.words.fill(0xffffffff, maskAt, maskAt + wordsPerRow);
    this.words[maskAt + wordsPerRow - 1] = 0xffffffff >>> (wordsPerRow * 32 - width);
  }

  /** The word index of press slot `slot` (slot 0: the row two before the band's first). */
  pressRow(slot: number): number {
    return (this.presses + slot * this.stride) >>> 2;
  }

  boardRow(index: number): number {
    return (this.board + index * this.stride) >>> 2;
  }

  /** Copies `wordsPerRow` words of `source` at `from` into the row at word index `at`, or zeros where `source` is null. */
  put(source: Uint32Array | null, from: number, at: number, wordsPerRow: number): void {
    if (source === null) this.words.fill(0, at, at + wordsPerRow);
    else this.words.set(source.subarray(from, from + wordsPerRow), at);
  }
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
  const W = wordsPerRow;
  // Slot 0 holds row r0 - 1, slot 1 row r0; the band writes rows r0 + 1 .. r0 + count into slots 2...
  const slots = new RowSlots(width, W, 2);
  slots.put(firstRow, 0, slots.pressRow(1), W);
  if (presses) presses.set(firstRow.subarray(0, W), 0);
  for (let r0 = 0; r0 < height; r0 += slots.bandRows) {
    const count = Math.min(slots.bandRows, height - r0);
    for (let i = 0; i < count; i++) slots.put(board, (r0 + i) * W, slots.boardRow(i), W);
    slots.chase(slots.presses + slots.stride, slots.board, count, slots.stride, slots.rowBytes, slots.mask);
    if (presses) {
      for (let i = 0; i < count && r0 + 1 + i < height; i++)
        presses.set(slots.words.subarray(slots.pressRow(2 + i), slots.pressRow(2 + i) + W), (r0 + 1 + i) * W);
    }
    // The band's last two rows start the next band.
    slots.words.copyWithin(slots.pressRow(0), slots.pressRow(count), slots.pressRow(count + 2));
  }
  return slots.words.slice(slots.pressRow(1), slots.pressRow(1) + W);
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
  const W = wordsPerRow;
  // Slot 0 holds row r0 - 1, slots 1.. rows r0 .., and one more slot the row after the band.
  const slots = new RowSlots(width, W, 2);
  let total = 0;
  for (let r0 = 0; r0 < height; r0 += slots.bandRows) {
    const count = Math.min(slots.bandRows, height - r0);
    slots.put(r0 > 0 ? presses : null, (r0 - 1) * W, slots.pressRow(0), W);
    for (let i = 0; i <= count; i++) slots.put(r0 + i < height ? presses : null, (r0 + i) * W, slots.pressRow(1 + i), W);
    for (let i = 0; i < count; i++) slots.put(board, (r0 + i) * W, slots.boardRow(i), W);
    const bits = slots.check(slots.presses + slots.stride, slots.board, count, slots.stride, slots.rowBytes, slots.mask);
    if (bits < 0) return null;
    total += bits;
  }
  return total;
}
