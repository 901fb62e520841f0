/**
 * A square matrix over Z_q (q = p^e) as lifting ({@link primePowerSystem}) reads it: single entries,
 * and products M u mod q with a vector of p-adic digits u (entries 0..p-1), the inner step of
 * lifting. For p = 2 and p = 3 the matrix is split into bit planes (bit b of every entry, 32
 * entries to a word) and u into one-hot planes (u = 1, u = 2), so a row's product is a few
 * popcounts per word: sum over b and v of 2^b v popcount(plane_b & [u = v]). Other primes multiply
 * entry by entry. The planes are built on the first product (a system with nothing to lift never
 * needs them); a GF(2) matrix that is already bit-packed is its own single plane. Pure.
 */

import type { PrimePower } from './modular';

/**
 * A square GF(2) matrix, bit-packed by rows: entry (i, j) is
 * `(words[i * wordsPerRow + (j >>> 5)] >>> (j & 31)) & 1`; bits past `size` in a row's last word are 0.
 */
export interface BinaryMatrix {
  readonly size: number;
  readonly wordsPerRow: number;
  readonly words: Uint32Array;
}

/** Packs a 0/1 (or any, taken mod 2) square matrix by rows. */
export function packBinaryMatrix(matrix: ArrayLike<number>, size: number): BinaryMatrix {
  const wordsPerRow = (size + 31) >>> 5;
  const words = new Uint32Array(size * wordsPerRow);
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) if (matrix[i * size + j] & 1) words[i * wordsPerRow + (j >>> 5)] |= 1 << (j & 31);
  }
  return { size, wordsPerRow, words };
}

/** Unpacks a bit-packed square matrix into 0/1 bytes, row-major. */
export function unpackBinaryMatrix(matrix: BinaryMatrix): Uint8Array {
  const { size, wordsPerRow, words } = matrix;
  const bytes = new Uint8Array(size * size);
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) bytes[i * size + j] = (words[i * wordsPerRow + (j >>> 5)] >>> (j & 31)) & 1;
  }
  return bytes;
}

/** A square matrix over Z_q. */
export interface ModularMatrix {
  readonly size: number;
  /** Entry (i, j), in 0..q-1. */
  entry(i: number, j: number): number;
  /** M u mod q for the given rows. */
  readonly product: DigitProduct;
}

/**
 * Writes (M u)_i mod q into out[i] for every row i in `rows` (every row when null); `u` holds the
 * digits by column.
 */
export type DigitProduct = (rows: Int32Array | null, u: Int32Array, out: Int32Array) => void;

/** The number of 1 bits of a 32-bit word. */
export function popcount(word: number): number {
  word -= (word >>> 1) & 0x55555555;
  word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
  return Math.imul((word + (word >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** A matrix of bytes (size x size, row-major, entries 0..q-1, kept by reference). */
export function byteModularMatrix(matrix: Uint8Array, size: number, part: PrimePower): ModularMatrix {
  let product: DigitProduct | null = null;
  return {
    size,
    entry: (i, j) => matrix[i * size + j],
    product: (rows, u, out) => (product ??= digitProduct(matrix, size, part))(rows, u, out),
  };
}

/** A bit-packed matrix over GF(2) (kept by reference). */
export function binaryModularMatrix(matrix: BinaryMatrix): ModularMatrix {
  const { size, wordsPerRow, words } = matrix;
  return {
    size,
    entry: (i, j) => (words[i * wordsPerRow + (j >>> 5)] >>> (j & 31)) & 1,
    product: planeProduct([words], size, wordsPerRow, 2, 2),
  };
}

function digitProduct(matrix: Uint8Array, size: number, part: PrimePower): DigitProduct {
  const n = size;
  const q = part.modulus;
  if (part.prime > 3) {
    return (rows, u, out) => {
      const count = rows ? rows.length : n;
      for (let index = 0; index < count; index++) {
        const i = rows ? rows[index] : index;
        const row = i * n;
        let sum = 0;
        for (let c = 0; c < n; c++) sum += matrix[row + c] * u[c];
        out[i] = sum % q;
      }
    };
  }
  const words = (n + 31) >>> 5;
  const bits = 32 - Math.clz32(q - 1);
  const planes = Array.from({ length: bits }, () => new Uint32Array(n * words));
  const gathered = new Int32Array(bits);
  for (let i = 0; i < n; i++) {
    for (let w = 0; w < words; w++) {
      gathered.fill(0);
      const start = i * n + (w << 5);
      const end = Math.min(start + 32, (i + 1) * n);
      for (let at = start; at < end; at++) {
        const value = matrix[at];
        if (value === 0) continue;
        const bit = 1 << (at - start);
        for (let b = 0; b < bits; b++) if ((value >>> b) & 1) gathered[b] |= bit;
      }
      for (let b = 0; b < bits; b++) planes[b][i * words + w] = gathered[b];
    }
  }
  return planeProduct(planes, n, words, q, part.prime);
}

/** Products through bit planes: plane b holds bit b of every entry, `words` words per row. */
function planeProduct(planes: readonly Uint32Array[], n: number, words: number, q: number, p: number): DigitProduct {
  const bits = planes.length;
  const ones = new Uint32Array(words);
  const twos = new Uint32Array(words);
  const pack = (u: Int32Array): void => {
    ones.fill(0);
    twos.fill(0);
    for (let c = 0; c < n; c++) {
      if (u[c] === 1) ones[c >>> 5] |= 1 << (c & 31);
      else if (u[c] === 2) twos[c >>> 5] |= 1 << (c & 31);
    }
  };
  // Over GF(2) no entry of u is 2, so the second count is skipped (outside the word loops).
  const binary = p === 2;
  return (rows, u, out) => {
    pack(u);
    const count = rows ? rows.length : n;
    for (let index = 0; index < count; index++) {
      const i = rows ? rows[index] : index;
      const row = i * words;
      let sum = 0;
      for (let b = 0; b < bits; b++) {
        const plane = planes[b];
        let once = 0;
        let twice = 0;
        if (binary) {
          for (let w = 0; w < words; w++) once += popcount(plane[row + w] & ones[w]);
        } else {
          for (let w = 0; w < words; w++) {
            const entries = plane[row + w];
            once += popcount(entries & ones[w]);
            twice += popcount(entries & twos[w]);
          }
        }
        sum += (once + 2 * twice) << b;
      }
      out[i] = sum % q;
    }
  };
}
