/**
 * Cells of a plain board packed into bits along the chase rows of the GF(2) fast path
 * ({@link binaryPlainSystem}; rows along the longer side, {@link rowOrientation}): packing a board, unpacking
 * a pattern, counting bits, and checking a packed pattern against a packed board. Pure.
 */

import type { BinaryPlainSystem } from './binaryPlainSolver';
import { popcount } from '../arithmetic/modularMatrix';
import { rowOrientation } from '../reduction/rowOrientation';

/** Packs (values[i] XOR flip) & 1 of a row-major rows x columns array into chase rows of `wordsPerRow` words. */
export function packCells(values: ArrayLike<number>, flip: number, rows: number, columns: number, wordsPerRow: number): Uint32Array {
  const o = rowOrientation(rows, columns);
  const packed = new Uint32Array(o.height * wordsPerRow);
  if (!o.transposed) {
    for (let r = 0; r < rows; r++) {
      const from = r * columns;
      const base = r * wordsPerRow;
      for (let w = 0; w < wordsPerRow; w++) {
        const start = from + (w << 5);
        const end = Math.min(start + 32, from + columns);
        let word = 0;
        for (let i = end - 1; i >= start; i--) word = (word << 1) | ((values[i] ^ flip) & 1);
        packed[base + w] = word;
      }
    }
    return packed;
  }
  for (let r = 0; r < rows; r++) {
    const bit = 1 << (r & 31);
    const wordIndex = r >> 5;
    for (let c = 0; c < columns; c++) if ((values[r * columns + c] ^ flip) & 1) packed[c * wordsPerRow + wordIndex] |= bit;
  }
  return packed;
}

/** Unpacks chase rows into a row-major 0/1 pattern of a rows x columns board. */
export function unpackCells(packed: Uint32Array, rows: number, columns: number, wordsPerRow: number): Uint8Array {
  const o = rowOrientation(rows, columns);
  const out = new Uint8Array(rows * columns);
  for (let row = 0; row < o.height; row++) {
    const base = row * wordsPerRow;
    if (!o.transposed) {
      const from = row * columns;
      for (let w = 0; w < wordsPerRow; w++) {
        const word = packed[base + w];
        if (word === 0) continue;
        const start = from + (w << 5);
        const bits = Math.min(32, o.width - (w << 5));
        for (let b = 0; b < bits; b++) out[start + b] = (word >>> b) & 1;
      }
      continue;
    }
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
  const { width: n, height, wordsPerRow: W } = system;
  const spare = W * 32 - n;
  for (let r = 0; r < height; r++) {
    for (let w = 0; w < W; w++) {
      const at = r * W + w;
      const word = presses[at];
      const below = w > 0 ? presses[at - 1] >>> 31 : 0;
      const above = w + 1 < W ? presses[at + 1] << 31 : 0;
      let value = word ^ ((word << 1) | below) ^ ((word >>> 1) | above) ^ (board ? board[at] : 0);
      if (r > 0) value ^= presses[at - W];
      if (r + 1 < height) value ^= presses[at + W];
      if (w === W - 1 && spare > 0) value &= 0xffffffff >>> spare;
      if (value !== 0) return false;
    }
  }
  return true;
}
