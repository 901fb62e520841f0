/**
 * Cells of a plain board packed into bits along the chase rows of the GF(2) fast path
 * ({@link binaryPlainSystem}; rows along the longer side, {@link rowOrientation}): packing a board, unpacking
 * a pattern, counting bits, and checking a packed pattern against a packed board. Pure.
 */

import type { BinaryPlainSystem } from './binaryPlainSolver';
import { ROW_KERNEL_WIDTH } from '../kernels/rowBands';
import { binaryRowKernelRuns, solvingPressCountWithKernel } from '../kernels/binaryRowKernel';
import { popcount } from '../arithmetic/modularMatrix';
import { rowOrientation } from '../reduction/rowOrientation';
import { bitPackKernelRuns, packRowsWithKernel } from '../kernels/bitPackKernel';

/** Rows this long or longer are packed by the WebAssembly SIMD kernel where the engine runs it. */
const KERNEL_COLUMNS = 256;

/** Every byte's low bit: four cells of a byte-per-cell board read as one little-endian 32-bit word. */
const LOW_BITS = 0x01010101;

/**
 * Packs (values[i] XOR flip) & 1 of a row-major rows x columns array into chase rows of
 * `wordsPerRow` words. Eight cells a step: two 32-bit reads, their low bits gathered into a byte
 * by shifts (bit j of byte i moved to bit i + 4j, then the four bytes folded onto the lowest).
 */
export function packCells(values: ArrayLike<number>, flip: number, rows: number, columns: number, wordsPerRow: number): Uint32Array {
  const bytes = values instanceof Uint8Array ? values : Uint8Array.from(values, (value) => value & 1);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const flipBytes = Math.imul(flip & 1, LOW_BITS);
  const o = rowOrientation(rows, columns);
  if (o.transposed) return packColumns(bytes, view, flipBytes, rows, columns, wordsPerRow);
  // The kernel pays for copying the board into its memory: worth it from a few whole words a row on.
  if (columns >= KERNEL_COLUMNS && bitPackKernelRuns()) return packRowsWithKernel(bytes, flip, rows, columns, wordsPerRow);
  return packRows(bytes, view, flipBytes, rows, columns, wordsPerRow);
}

/** The low bits of the 8 bytes at `at`, XOR the low bits of `flipBytes`, as one byte (bit i from byte i). */
function gatherEight(view: DataView, at: number, flipBytes: number): number {
  const low = (view.getUint32(at, true) ^ flipBytes) & LOW_BITS;
  const high = (view.getUint32(at + 4, true) ^ flipBytes) & LOW_BITS;
  const both = low | (high << 4);
  return (both | (both >>> 7) | (both >>> 14) | (both >>> 21)) & 0xff;
}

/** Chase rows are the board's rows (bit c of row r is cell (r, c)). */
function packRows(bytes: Uint8Array, view: DataView, flipBytes: number, rows: number, columns: number, wordsPerRow: number): Uint32Array {
  const packed = new Uint32Array(rows * wordsPerRow);
  const fullWords = columns >>> 5;
  const flip = flipBytes & 1;
  for (let r = 0; r < rows; r++) {
    const from = r * columns;
    const base = r * wordsPerRow;
    for (let w = 0; w < fullWords; w++) {
      const at = from + (w << 5);
      packed[base + w] =
        gatherEight(view, at, flipBytes) |
        (gatherEight(view, at + 8, flipBytes) << 8) |
        (gatherEight(view, at + 16, flipBytes) << 16) |
        (gatherEight(view, at + 24, flipBytes) << 24);
    }
    // The last word's cells one by one: 8-byte reads would cross into the next row or past the end.
    const start = from + (fullWords << 5);
    let word = 0;
    for (let i = from + columns - 1; i >= start; i--) word = (word << 1) | ((bytes[i] ^ flip) & 1);
    if (start < from + columns) packed[base + fullWords] = word;
  }
  return packed;
}

/**
 * Chase rows are the board's columns (bit r of chase row c is cell (r, c)): 32 board rows at a
 * time into one word per column, read 4 cells a step, then each word to its chase row.
 */
function packColumns(bytes: Uint8Array, view: DataView, flipBytes: number, rows: number, columns: number, wordsPerRow: number): Uint32Array {
  const packed = new Uint32Array(columns * wordsPerRow);
  const words = new Uint32Array(columns);
  const fourColumns = columns & ~3;
  const flip = flipBytes & 1;
  for (let wordIndex = 0; wordIndex < wordsPerRow; wordIndex++) {
    words.fill(0);
    const end = Math.min(rows, (wordIndex + 1) << 5);
    for (let r = wordIndex << 5; r < end; r++) {
      const bit = r & 31;
      const from = r * columns;
      for (let c = 0; c < fourColumns; c += 4) {
        const four = (view.getUint32(from + c, true) ^ flipBytes) & LOW_BITS;
        if (four === 0) continue;
        words[c] |= (four & 1) << bit;
        words[c + 1] |= ((four >>> 8) & 1) << bit;
        words[c + 2] |= ((four >>> 16) & 1) << bit;
        words[c + 3] |= (four >>> 24) << bit;
      }
      for (let c = fourColumns; c < columns; c++) words[c] |= ((bytes[from + c] ^ flip) & 1) << bit;
    }
    for (let c = 0; c < columns; c++) packed[c * wordsPerRow + wordIndex] = words[c];
  }
  return packed;
}

/** Four bytes 0/1, bit i of the index at byte i: a nibble spread over 4 cells, written as one little-endian word. */
const SPREAD_NIBBLE = Uint32Array.from({ length: 16 }, (_, nibble) => (nibble & 1) | ((nibble & 2) << 7) | ((nibble & 4) << 14) | ((nibble & 8) << 21));

/** Unpacks chase rows into a row-major 0/1 pattern of a rows x columns board (4 cells a step along rows). */
export function unpackCells(packed: Uint32Array, rows: number, columns: number, wordsPerRow: number): Uint8Array {
  const o = rowOrientation(rows, columns);
  const out = new Uint8Array(rows * columns);
  if (!o.transposed) {
    const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
    const fullWords = columns >>> 5;
    for (let row = 0; row < rows; row++) {
      const base = row * wordsPerRow;
      const from = row * columns;
      for (let w = 0; w < fullWords; w++) {
        const word = packed[base + w];
        if (word === 0) continue;
        const at = from + (w << 5);
        for (let nibble = 0; nibble < 8; nibble++) view.setUint32(at + (nibble << 2), SPREAD_NIBBLE[(word >>> (nibble << 2)) & 15], true);
      }
      const word = fullWords < wordsPerRow ? packed[base + fullWords] : 0;
      const start = from + (fullWords << 5);
      for (let b = 0; start + b < from + columns; b++) out[start + b] = (word >>> b) & 1;
    }
    return out;
  }
  for (let row = 0; row < o.height; row++) {
    const base = row * wordsPerRow;
    for (let w = 0; w < wordsPerRow; w++) {
      let word = packed[base + w];
      const bit = w << 5;
      while (word !== 0) {
        // Visit only the set bits.
        const at = bit + 31 - Math.clz32(word & -word);
        out[at * columns + row] = 1;
        word &= word - 1;
      }
    }
  }
  return out;
}

/** The number of set bits of all the words. */
export function popcountWords(words: Uint32Array): number {
  let total = 0;
  for (let i = 0; i < words.length; i++) total += popcount(words[i]);
  return total;
}

/** The parity (0 or 1) of the number of positions set in both. */
export function overlapParity(a: Uint32Array, b: Uint32Array): number {
  let word = 0;
  for (let i = 0; i < a.length; i++) word ^= a[i] & b[i];
  word ^= word >>> 16;
  word ^= word >>> 8;
  word ^= word >>> 4;
  return (0x6996 >>> (word & 15)) & 1;
}

/** True when the packed pattern solves the packed board (right-hand sides): every row's equation holds. */
export function verifiesPacked(system: BinaryPlainSystem, board: Uint32Array | null, presses: Uint32Array): boolean {
  return solvingPressCount(system, board, presses, false) !== null;
}

/**
 * The number of presses of the packed pattern when it solves the packed board (every row's
 * equation x_(r-1) + T x_r + x_(r+1) = b_r holds), else null: the check and the count in one pass.
 * With `count` false the count is skipped (0 for a pattern that solves).
 */
export function solvingPressCount(system: BinaryPlainSystem, board: Uint32Array | null, presses: Uint32Array, count = true): number | null {
  const { width: n, height, wordsPerRow: W } = system;
  if (n >= ROW_KERNEL_WIDTH && binaryRowKernelRuns()) {
    // The kernel counts as it checks: the count costs nothing there.
    const total = solvingPressCountWithKernel(n, height, W, board, presses);
    return total === null || count ? total : 0;
  }
  const lastMask = 0xffffffff >>> (W * 32 - n);
  // A row of zeros stands for the missing rows above the first and below the last, and for no board.
  const zeros = new Uint32Array(W);
  const rightHandSide = board ?? zeros;
  let total = 0;
  for (let r = 0; r < height; r++) {
    const at = r * W;
    const above = r > 0 ? presses : zeros;
    const aboveAt = r > 0 ? at - W : 0;
    const below = r + 1 < height ? presses : zeros;
    const belowAt = r + 1 < height ? at + W : 0;
    const boardAt = board ? at : 0;
    let previous = 0;
    let word = presses[at];
    for (let w = 0; w < W; w++) {
      const next = w + 1 < W ? presses[at + w + 1] : 0;
      let value = word ^ (word << 1) ^ (previous >>> 31) ^ (word >>> 1) ^ (next << 31);
      value ^= above[aboveAt + w] ^ below[belowAt + w] ^ rightHandSide[boardAt + w];
      if (w === W - 1) value &= lastMask;
      if (value !== 0) return null;
      if (count) total += popcount(word);
      previous = word;
      word = next;
    }
  }
  return total;
}
