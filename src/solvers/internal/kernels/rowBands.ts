/**
 * The memory of the row-chase kernels ({@link binaryRowKernel}, {@link primeRowKernel}) and the
 * bands their rows pass through. A row's cells sit in a slot with {@link ROW_PAD_BYTES} zero bytes
 * on each side, padded to whole vectors, so a kernel reads the cells beside each lane by unaligned
 * loads one cell to the left and to the right; a mask row (the caller's) clears what lies past
 * the row's cells after each step, which keeps the pads and padding zero. Rows pass through in
 * bands of about {@link BAND_BYTES}: the two rows before a band stay in its first two slots. Pure
 * apart from writing its own memory.
 */

import { growableMemory, PAGE_BYTES, type GrowableMemory } from './wasmRuntime';

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
    this.rowBytes = 16 * Math.ceil(cellBytes / 16);
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
   * Chases `height` rows from `firstRow` (row -1 zero) with the kernel's `chase`: fills `presses`
   * (height rows of `cellBytes`, when given) and returns the row after the last (the residual).
   */
  chase(chase: RowFunction, height: number, board: Uint8Array | null, firstRow: Uint8Array, presses: Uint8Array | null): Uint8Array {
    const n = this.cellBytes;
    // Slot 0 holds row r0 - 1, slot 1 row r0; the band writes rows r0 + 1 .. r0 + count into slots 2...
    this.bytes.fill(0, this.pressRow(0), this.pressRow(0) + n);
    this.put(firstRow, 0, this.pressRow(1));
    if (presses) presses.set(firstRow.subarray(0, n), 0);
    for (let r0 = 0; r0 < height; r0 += this.bandRows) {
      const count = Math.min(this.bandRows, height - r0);
      for (let i = 0; i < count; i++) this.put(board, (r0 + i) * n, this.boardRow(i));
      chase(this.pressRow(1), this.board, count, this.stride, this.rowBytes, this.mask);
      if (presses) {
        for (let i = 0; i < count && r0 + 1 + i < height; i++)
          presses.set(this.bytes.subarray(this.pressRow(2 + i), this.pressRow(2 + i) + n), (r0 + 1 + i) * n);
      }
      // The band's last two rows start the next band.
      this.bytes.copyWithin(this.pressRow(0), this.pressRow(count), this.pressRow(count + 2));
    }
    return this.bytes.slice(this.pressRow(1), this.pressRow(1) + n);
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

/** The bytes of a word array (a view, no copy). */
export function bytesOf(words: Uint32Array): Uint8Array {
  return new Uint8Array(words.buffer, words.byteOffset, words.byteLength);
}
