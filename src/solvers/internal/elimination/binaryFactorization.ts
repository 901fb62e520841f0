/**
 * Gaussian elimination over GF(2) with rows packed 32 entries to a word: the bit-packed
 * counterpart of {@link primeFactorization} (read it for the method and the shape of the result).
 * A row operation is one XOR per word right of the pivot; a multiplier of L is a bit left where
 * U has a zero. Within a pivot's word the rows below are updated at once; right of it, the updates
 * of a word's pivots are paid together from tables of their sums. Cost about size^3 / 256 word
 * operations, memory size^2 / 8 bytes. Pure.
 */

import type { BinaryMatrix } from '../arithmetic/modularMatrix';
import { eliminateColumns, pivotFactorization, type EliminationProgress, type PrimeFactorization } from './primeFactorization';

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
  const firstNonZero = (t: number, j: number): number => {
    if ((j & 31) === 0 && j > 0) flush((j >>> 5) - 1);
    return firstPackedRow(t, j, n, words, a, a);
  };
  const eliminate = (t: number, j: number): void => {
    const word = j >>> 5;
    const bit = 1 << (j & 31);
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
    pendingRows.push(t);
    pendingBits.push(bit);
  };
  const pivots = eliminateColumns(n, words, [a], firstNonZero, eliminate, onProgress);
  flush((n - 1) >>> 5);
  const { pivotColumns } = pivots;
  const columnBits = new Uint32Array(words);
  return pivotFactorization(2, n, pivots, {
    reset: () => columnBits.fill(0),
    forward(i, value) {
      const end = pivotColumns[i];
      const lastWord = end >>> 5;
      let sum = 0;
      for (let w = 0, row = i * words; w < lastWord; w++) sum ^= a[row + w] & columnBits[w];
      sum ^= a[i * words + lastWord] & columnBits[lastWord] & ((1 << (end & 31)) - 1);
      if (((value & 1) ^ parity(sum)) === 1) columnBits[lastWord] |= 1 << (end & 31);
    },
    // Back substitution reuses the bits: a solved column's bit becomes its value in u.
    back(i) {
      const row = i * words;
      const column = pivotColumns[i];
      const firstWord = column >>> 5;
      const own = 1 << (column & 31);
      let sum = a[row + firstWord] & columnBits[firstWord] & ~((own << 1) - 1);
      for (let w = firstWord + 1; w < words; w++) sum ^= a[row + w] & columnBits[w];
      const value = ((columnBits[firstWord] & own) !== 0 ? 1 : 0) ^ parity(sum);
      if (value) columnBits[firstWord] |= own;
      else columnBits[firstWord] &= ~own;
      return value;
    },
  });
}

/**
 * The first row at or after `t` whose entry in column j is non-zero, in a matrix held as two bit
 * planes of `words` words a row (an entry is non-zero where either plane has its bit; GF(2) passes
 * its one plane twice); -1 when there is none.
 */
export function firstPackedRow(t: number, j: number, n: number, words: number, one: Uint32Array, two: Uint32Array): number {
  const word = j >>> 5;
  const bit = 1 << (j & 31);
  for (let i = t; i < n; i++) if ((one[i * words + word] | two[i * words + word]) & bit) return i;
  return -1;
}
