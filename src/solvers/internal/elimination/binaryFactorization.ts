/**
 * Gaussian elimination over GF(2) with rows packed 32 entries to a word: the bit-packed
 * counterpart of {@link primeFactorization} (read it for the method and the shape of the result).
 * A row operation is one XOR per word right of the pivot; a multiplier of L is a bit left where
 * U has a zero. Within a pivot's word the rows below are updated at once; right of it, the updates
 * of a word's pivots are paid together from tables of their sums. Cost about size^3 / 256 word
 * operations, memory size^2 / 8 bytes. Pure.
 */

import type { BinaryMatrix } from '../arithmetic/modularMatrix';
import { PROGRESS_PIVOTS, swapPivotRows, type EliminationProgress, type PrimeFactorization } from './primeFactorization';

/**
 * The pivots of one word are gathered before the rows below receive their updates right of that
 * word: one pass adds, per group of 8 pivots, a precomputed sum from a table of 256, the method of
 * four Russians (Albrecht, Bard and Hart, "Algorithm 898: Efficient multiplication of dense
 * matrices over GF(2)", ACM TOMS 2010; Bard's M4RI elimination).
 */
const TABLE_BITS = 8;

/** Odd parity of the set bits of `word`: 1 or 0. */
function parity(word: number): number {
  word ^= word >>> 16;
  word ^= word >>> 8;
  word ^= word >>> 4;
  return (0x6996 >>> (word & 15)) & 1;
}

/** Eliminates a bit-packed square matrix over GF(2). The matrix is copied, not changed. */
export function binaryFactorization(matrix: BinaryMatrix, onProgress?: EliminationProgress): PrimeFactorization {
  const n = matrix.size;
  const words = matrix.wordsPerRow;
  const a = matrix.words.slice();
  const rowAt = new Int32Array(n);
  for (let i = 0; i < n; i++) rowAt[i] = i;
  const pivotColumns: number[] = [];
  const freeColumns: number[] = [];
  // Pivots of the current word whose updates right of that word are still owed to the rows below.
  const pendingRows: number[] = [];
  const pendingBits: number[] = [];
  let table = new Uint32Array(0);
  /**
   * Pays the pending pivots' updates right of `word` to every row below them: the pivots in groups
   * of 8, each group with a table of its 256 sums, so a row takes one XOR per group and word.
   */
  const flush = (word: number): void => {
    const count = pendingRows.length;
    const from = word + 1;
    const width = words - from;
    if (count > 0 && width > 0) {
      const groups = Math.ceil(count / TABLE_BITS);
      const tableSize = (1 << TABLE_BITS) * width;
      if (table.length < groups * tableSize) table = new Uint32Array(groups * tableSize);
      for (let group = 0; group < groups; group++) {
        const first = group * TABLE_BITS;
        const members = Math.min(TABLE_BITS, count - first);
        const base = group * tableSize;
        table.fill(0, base, base + width);
        for (let index = 1; index < 1 << members; index++) {
          const lowest = index & -index;
          const source = pendingRows[first + 31 - Math.clz32(lowest)] * words + from;
          const rest = base + (index ^ lowest) * width;
          const target = base + index * width;
          for (let w = 0; w < width; w++) table[target + w] = table[rest + w] ^ a[source + w];
        }
      }
      const indices = new Int32Array(groups);
      for (let i = pendingRows[count - 1] + 1; i < n; i++) {
        const multipliers = a[i * words + word];
        let any = 0;
        for (let group = 0; group < groups; group++) {
          let index = 0;
          const first = group * TABLE_BITS;
          const members = Math.min(TABLE_BITS, count - first);
          for (let s = 0; s < members; s++) if (multipliers & pendingBits[first + s]) index |= 1 << s;
          indices[group] = group * tableSize + index * width;
          any |= index;
        }
        if (any === 0) continue;
        const row = i * words + from;
        if (groups === 1) {
          const sum = indices[0];
          for (let w = 0; w < width; w++) a[row + w] ^= table[sum + w];
          continue;
        }
        for (let w = 0; w < width; w++) {
          let value = a[row + w];
          for (let group = 0; group < groups; group++) value ^= table[indices[group] + w];
          a[row + w] = value;
        }
      }
    }
    pendingRows.length = 0;
    pendingBits.length = 0;
  };
  let t = 0;
  for (let j = 0; j < n; j++) {
    if (onProgress && t % PROGRESS_PIVOTS === 0 && t > 0) onProgress(1 - ((n - t) / n) ** 3);
    const word = j >>> 5;
    if ((j & 31) === 0 && j > 0) flush(word - 1);
    const bit = 1 << (j & 31);
    let found = -1;
    for (let i = t; i < n; i++) {
      if (a[i * words + word] & bit) {
        found = i;
        break;
      }
    }
    if (found < 0) {
      freeColumns.push(j);
      continue;
    }
    if (found !== t) swapPivotRows(rowAt, found, t, words, a);
    const pivotRow = t * words;
    // The new pivot row takes its owed updates right of this word now, from the pending pivots.
    for (let s = 0; s < pendingRows.length; s++) {
      if ((a[pivotRow + word] & pendingBits[s]) === 0) continue;
      const source = pendingRows[s] * words;
      for (let w = word + 1; w < words; w++) a[pivotRow + w] ^= a[source + w];
    }
    // Within this word, rows below are updated at once (the bit at j stays set as row i's multiplier).
    const firstWord = a[pivotRow + word] & ~((bit << 1) - 1);
    for (let i = t + 1; i < n; i++) {
      const at = i * words + word;
      if (a[at] & bit) a[at] ^= firstWord;
    }
    pivotColumns.push(j);
    pendingRows.push(t);
    pendingBits.push(bit);
    t++;
  }
  flush((n - 1) >>> 5);
  const rank = t;
  const pivotColumnArray = Int32Array.from(pivotColumns);
  const columnBits = new Uint32Array(words);
  return {
    prime: 2,
    size: n,
    rank,
    pivotRows: rowAt.slice(0, rank),
    pivotColumns: pivotColumnArray,
    freeColumns: Int32Array.from(freeColumns),
    otherRows: rowAt.slice(rank),
    solvePivotBlock(v: ArrayLike<number>): Int32Array {
      columnBits.fill(0);
      for (let i = 0; i < rank; i++) {
        const row = i * words;
        const end = pivotColumnArray[i];
        const lastWord = end >>> 5;
        let sum = 0;
        for (let w = 0; w < lastWord; w++) sum ^= a[row + w] & columnBits[w];
        sum ^= a[row + lastWord] & columnBits[lastWord] & ((1 << (end & 31)) - 1);
        if (((v[i] & 1) ^ parity(sum)) === 1) columnBits[lastWord] |= 1 << (end & 31);
      }
      // Back substitution reuses the bits: a solved column's bit becomes its value in u.
      const u = new Int32Array(rank);
      for (let i = rank - 1; i >= 0; i--) {
        const row = i * words;
        const column = pivotColumnArray[i];
        const firstWord = column >>> 5;
        const own = 1 << (column & 31);
        let sum = a[row + firstWord] & columnBits[firstWord] & ~((own << 1) - 1);
        for (let w = firstWord + 1; w < words; w++) sum ^= a[row + w] & columnBits[w];
        const value = ((columnBits[firstWord] & own) !== 0 ? 1 : 0) ^ parity(sum);
        u[i] = value;
        if (value) columnBits[firstWord] |= own;
        else columnBits[firstWord] &= ~own;
      }
      return u;
    },
  };
}
