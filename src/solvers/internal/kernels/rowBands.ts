/**
 * The memory of the row-chase kernels ({@link binaryRowKernel}, {@link primeRowKernel}) and the
 * bands their rows pass through. A row's cells sit in a slot with {@link ROW_PAD_BYTES} zero bytes
 * on each side, padded to whole vectors, so a kernel reads the cells beside each lane by unaligned
 * loads one cell to the left and to the right; a mask row (the caller's) clears what lies past
 * the row's cells after each step, which keeps the pads and padding zero. Rows pass through in
 * bands of about {@link BAND_BYTES}: the two rows before a band stay in its first two slots. Pure
 * apart from writing its own memory.
 */

import { EMPTY_BLOCK, get, i32Const, op, set, tee } from './wasmAssembler';
import { growableMemory, PAGE_BYTES, type GrowableMemory, vectorBytes } from './wasmRuntime';

/** Rows this wide or wider go through the row kernels where the engine runs them: below, copying rows through their memory costs more than it saves. */
export const ROW_KERNEL_WIDTH = 256;

/** The zero bytes before and after a row in its slot: a vector's worth, which keeps every row aligned. */
const ROW_PAD_BYTES = 16;

/** The rows' bytes a band holds, at least one row. */
const BAND_BYTES = 1 << 20;

/**
 * A row kernel's function (row, board, count, stride, rowBytes, mask): the slot of the first row,
 * the first board row, the number of rows, the bytes from one slot to the next, the bytes of a
 * padded row and the mask row's address. A chase stores row r + 1 in the slot after row r.
 */
export type RowFunction = (row: number, board: number, count: number, stride: number, rowBytes: number, mask: number) => number;

/** The locals of a {@link RowFunction}: its six parameters, then the row counter and the chunk offset (i32), the function's own locals after them. */
export const ROW = 0;
export const BOARD = 1;
const COUNT = 2;
export const STRIDE = 3;
const ROW_BYTES = 4;
export const MASK = 5;
const INDEX = 6;
export const OFFSET = 7;

/**
 * The loops of a {@link RowFunction}: `body` over the chunks of a row (OFFSET = 0, 16, ... below
 * rowBytes), then over the rows (count of them), stepping ROW and BOARD by the stride.
 */
export function overRowChunks(body: readonly number[]): number[] {
  const code: number[] = [...i32Const(0), ...set(INDEX), op.block, EMPTY_BLOCK, op.loop, EMPTY_BLOCK];
  code.push(...get(INDEX), ...get(COUNT), op.i32AtLeastUnsigned, op.brIf, 1);
  code.push(...i32Const(0), ...set(OFFSET), op.loop, EMPTY_BLOCK, ...body);
  code.push(...get(OFFSET), ...i32Const(16), op.i32Add, ...tee(OFFSET), ...get(ROW_BYTES), op.i32LessUnsigned, op.brIf, 0, op.end);
  code.push(...get(ROW), ...get(STRIDE), op.i32Add, ...set(ROW), ...get(BOARD), ...get(STRIDE), op.i32Add, ...set(BOARD));
  code.push(...get(INDEX), ...i32Const(1), op.i32Add, ...set(INDEX), op.br, 0, op.end, op.end);
  return code;
}

/** The kernel memory's layout for rows of `cellBytes` bytes: the mask row, the press slots (a band and two more), the board slots. */
export class RowBands {
  readonly rowBytes: number;
  readonly stride: number;
  readonly bandRows: number;
  /** Addresses of the mask row, of the first press slot and of the first board slot. */
  readonly mask: number;
  readonly presses: number;
  readonly board: number;
  readonly memory: GrowableMemory;
  readonly bytes: Uint8Array;

  constructor(readonly cellBytes: number) {
    this.rowBytes = vectorBytes(cellBytes);
    this.stride = this.rowBytes + 2 * ROW_PAD_BYTES;
    this.bandRows = Math.max(1, Math.floor(BAND_BYTES / this.stride));
    this.mask = ROW_PAD_BYTES;
    this.presses = this.mask + this.stride;
    this.board = this.presses + (this.bandRows + 2) * this.stride;
    this.memory = growableMemory(Math.ceil((this.board + this.bandRows * this.stride) / PAGE_BYTES) + 1);
    this.bytes = new Uint8Array(this.memory.buffer);
  }

  /** The address of press slot `slot`. */
  pressRow(slot: number): number {
    return this.presses + slot * this.stride;
  }

  /** The address of board slot `index`. */
  boardRow(index: number): number {
    return this.board + index * this.stride;
  }

  /** Copies the row of `source` at byte `from` to `at`, or zeros where `source` is null. */
  put(source: Uint8Array | null, from: number, at: number): void {
    if (source === null) this.bytes.fill(0, at, at + this.cellBytes);
    else this.bytes.set(source.subarray(from, from + this.cellBytes), at);
  }

  /**
   * Chases `height` rows with the kernel's `chase` from `firstRow` and the row before it
   * (`rowBefore`, null: zero): fills `presses` (height rows of `cellBytes`, when given) and returns
   * the last rows. With `wrap` each row is a cycle (a torus): the kernel runs a row at a time and
   * each new row's pads then hold its last cell before it and its first cell after it.
   */
  chase(
    chase: RowFunction,
    height: number,
    board: Uint8Array | null,
    rows: { readonly first: Uint8Array; readonly before: Uint8Array | null; readonly wrap: boolean },
    presses: Uint8Array | null,
  ): ChaseEnd {
    const n = this.cellBytes;
    // Slot 0 holds row r0 - 1, slot 1 row r0; the band writes rows r0 + 1 .. r0 + count into slots 2...
    this.put(rows.before, 0, this.pressRow(0));
    this.put(rows.first, 0, this.pressRow(1));
    if (presses) presses.set(rows.first.subarray(0, n), 0);
    const wrapPads = (at: number): void => {
      this.bytes[at - 1] = this.bytes[at + n - 1];
      this.bytes[at + n] = this.bytes[at];
    };
    if (rows.wrap) [0, 1].forEach((slot) => wrapPads(this.pressRow(slot)));
    let end: ChaseEnd | null = null;
    for (let r0 = 0; r0 < height; r0 += this.bandRows) {
      const count = Math.min(this.bandRows, height - r0);
      for (let i = 0; i < count; i++) this.put(board, (r0 + i) * n, this.boardRow(i));
      if (!rows.wrap) chase(this.pressRow(1), this.board, count, this.stride, this.rowBytes, this.mask);
      else {
        for (let i = 0; i < count; i++) {
          chase(this.pressRow(1 + i), this.boardRow(i), 1, this.stride, this.rowBytes, this.mask);
          wrapPads(this.pressRow(2 + i));
        }
      }
      if (presses) {
        for (let i = 0; i < count && r0 + 1 + i < height; i++)
          presses.set(this.bytes.subarray(this.pressRow(2 + i), this.pressRow(2 + i) + n), (r0 + 1 + i) * n);
      }
      if (r0 + count === height) {
        // Rows height - 2, height - 1 and height are in slots count - 1, count and count + 1.
        const row = (slot: number): Uint8Array => this.bytes.slice(this.pressRow(slot), this.pressRow(slot) + n);
        end = { beforeLast: row(count - 1), last: row(count), after: row(count + 1) };
      }
      // The band's last two rows (with their pads) start the next band.
      this.bytes.copyWithin(this.pressRow(0) - 16, this.pressRow(count) - 16, this.pressRow(count + 2) - 16);
    }
    if (end === null) throw new RangeError('a chase needs at least one row');
    return end;
  }

  /**
   * Runs the kernel's `check` over `height` rows of `presses` (rows -1 and `height` zero) in bands
   * and adds up what it returns; null as soon as a band returns a negative number.
   */
  check(check: RowFunction, height: number, board: Uint8Array | null, presses: Uint8Array): number | null {
    const n = this.cellBytes;
    let total = 0;
    for (let r0 = 0; r0 < height; r0 += this.bandRows) {
      const count = Math.min(this.bandRows, height - r0);
      // Slot 0 holds row r0 - 1, slots 1.. rows r0 .., and one more slot the row after the band.
      this.put(r0 > 0 ? presses : null, (r0 - 1) * n, this.pressRow(0));
      for (let i = 0; i <= count; i++) this.put(r0 + i < height ? presses : null, (r0 + i) * n, this.pressRow(1 + i));
      for (let i = 0; i < count; i++) this.put(board, (r0 + i) * n, this.boardRow(i));
      const found = check(this.pressRow(1), this.board, count, this.stride, this.rowBytes, this.mask);
      if (found < 0) return null;
      total += found;
    }
    return total;
  }
}

/** The last rows of a chase of h rows: x_(h-2) (x_(-1) when h = 1), x_(h-1) and x_h (the residual). */
export interface ChaseEnd {
  readonly beforeLast: Uint8Array;
  readonly last: Uint8Array;
  readonly after: Uint8Array;
}

/** The bytes of a word array (a view, no copy). */
export function bytesOf(words: Uint32Array): Uint8Array {
  return new Uint8Array(words.buffer, words.byteOffset, words.byteLength);
}
