/**
 * Gaussian elimination over GF(3), bit-sliced: each row is two bit planes, `one` (entry = 1) and
 * `two` (entry = 2), 32 entries to a word, so a row operation is six logical operations per word
 * instead of 32 multiply-adds. The GF(3) counterpart of {@link binaryFactorization} (read
 * {@link primeFactorization} for the method and the shape of the result).
 *
 * Within a pivot's word the rows below are updated at once; right of it, the updates of a word's
 * pivots are paid together from tables of their combinations.
 *
 * Addition of one-hot pairs (a1, a2) + (x1, x2): t = (a1 | x2) ^ (a2 | x1), sum = ((a2 | x2) ^ t,
 * (a1 | x1) ^ t); negation swaps the planes. See Boothby and Bradshaw, "Bitslicing and the method
 * of four Russians over larger finite fields" (2009), for bit-sliced arithmetic over small fields.
 * Pure.
 */

import { popcount } from '../arithmetic/modularMatrix';
import { firstPackedRow } from './binaryFactorization';
import { eliminateColumns, pivotFactorization, type EliminationProgress, type PrimeFactorization } from './primeFactorization';

/**
 * The pivots of one word are gathered before the rows below receive their updates right of that
 * word, per group of 4 pivots from a table of the group's 81 combinations (the method of four
 * Russians, as in {@link binaryFactorization}).
 */
const TABLE_DIGITS = 4;
const TABLE_ENTRIES = 3 ** TABLE_DIGITS;

/** Eliminates `matrix` (size x size, row-major, entries >= 0, taken mod 3) over GF(3). */
export function ternaryFactorization(matrix: ArrayLike<number>, size: number, onProgress?: EliminationProgress): PrimeFactorization {
  const n = size;
  const words = (n + 31) >>> 5;
  const one = new Uint32Array(n * words);
  const two = new Uint32Array(n * words);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const value = matrix[i * n + j] % 3;
      if (value === 1) one[i * words + (j >>> 5)] |= 1 << (j & 31);
      else if (value === 2) two[i * words + (j >>> 5)] |= 1 << (j & 31);
    }
  }
  const pivotValues: number[] = [];
  /** row `target` -= m row `source` (m = 1 or 2) over the words from..to-1, the first word masked. */
  const subtract = (target: number, source: number, multiplier: number, from: number, to: number, firstMask: number): void => {
    // For m = 1 add the source negated (planes swapped), for m = 2 add it as it is.
    const addOne = multiplier === 1 ? two : one;
    const addTwo = multiplier === 1 ? one : two;
    for (let w = from; w < to; w++) {
      const mask = w === from ? firstMask : -1;
      const x1 = addOne[source + w] & mask;
      const x2 = addTwo[source + w] & mask;
      const a1 = one[target + w];
      const a2 = two[target + w];
      const sum = (a1 | x2) ^ (a2 | x1);
      one[target + w] = (a2 | x2) ^ sum;
      two[target + w] = (a1 | x1) ^ sum;
    }
  };
  // Pivots of the current word whose updates right of that word are still owed to the rows below.
  const pendingRows: number[] = [];
  const pendingBits: number[] = [];
  let tableOne = new Uint32Array(0);
  let tableTwo = new Uint32Array(0);
  /**
   * Pays the pending pivots' updates right of `word` to every row below them: the pivots in groups
   * of 4, each group with a table of the 81 sums -(m_1 u_1 + ... + m_4 u_4), so a row takes one
   * addition per group and word.
   */
  const flush = (word: number): void => {
    const count = pendingRows.length;
    const from = word + 1;
    const width = words - from;
    if (count > 0 && width > 0) {
      const groups = Math.ceil(count / TABLE_DIGITS);
      const tableSize = TABLE_ENTRIES * width;
      if (tableOne.length < groups * tableSize) {
        tableOne = new Uint32Array(groups * tableSize);
        tableTwo = new Uint32Array(groups * tableSize);
      }
      for (let group = 0; group < groups; group++) {
        const first = group * TABLE_DIGITS;
        const members = Math.min(TABLE_DIGITS, count - first);
        const base = group * tableSize;
        tableOne.fill(0, base, base + width);
        tableTwo.fill(0, base, base + width);
        for (let index = 1; index < 3 ** members; index++) {
          // The lowest non-zero base-3 digit: entry = entry without it, minus digit times its pivot row.
          let digit = 0;
          let place = 1;
          while (Math.floor(index / place) % 3 === 0) {
            place *= 3;
            digit++;
          }
          const multiplier = Math.floor(index / place) % 3;
          const source = pendingRows[first + digit] * words + from;
          const addOne = multiplier === 1 ? two : one;
          const addTwo = multiplier === 1 ? one : two;
          const rest = base + (index - multiplier * place) * width;
          const target = base + index * width;
          for (let w = 0; w < width; w++) {
            const x1 = addOne[source + w];
            const x2 = addTwo[source + w];
            const a1 = tableOne[rest + w];
            const a2 = tableTwo[rest + w];
            const sum = (a1 | x2) ^ (a2 | x1);
            tableOne[target + w] = (a2 | x2) ^ sum;
            tableTwo[target + w] = (a1 | x1) ^ sum;
          }
        }
      }
      // The table entries a row takes, one per group with a non-zero combination.
      const offsets = new Int32Array(groups);
      for (let i = pendingRows[count - 1] + 1; i < n; i++) {
        const ones = one[i * words + word];
        const twos = two[i * words + word];
        let taken = 0;
        for (let group = 0; group < groups; group++) {
          let index = 0;
          const first = group * TABLE_DIGITS;
          const members = Math.min(TABLE_DIGITS, count - first);
          for (let s = members - 1; s >= 0; s--) index = 3 * index + (ones & pendingBits[first + s] ? 1 : twos & pendingBits[first + s] ? 2 : 0);
          if (index !== 0) offsets[taken++] = group * tableSize + index * width;
        }
        if (taken === 0) continue;
        const row = i * words + from;
        for (let w = 0; w < width; w++) {
          let a1 = one[row + w];
          let a2 = two[row + w];
          for (let entry = 0; entry < taken; entry++) {
            const x1 = tableOne[offsets[entry] + w];
            const x2 = tableTwo[offsets[entry] + w];
            const total = (a1 | x2) ^ (a2 | x1);
            const next1 = (a2 | x2) ^ total;
            a2 = (a1 | x1) ^ total;
            a1 = next1;
          }
          one[row + w] = a1;
          two[row + w] = a2;
        }
      }
    }
    pendingRows.length = 0;
    pendingBits.length = 0;
  };
  const firstNonZero = (t: number, j: number): number => {
    if ((j & 31) === 0 && j > 0) flush((j >>> 5) - 1);
    return firstPackedRow(t, j, n, words, one, two);
  };
  const eliminate = (t: number, j: number): void => {
    const word = j >>> 5;
    const bit = 1 << (j & 31);
    const pivotRow = t * words;
    // The new pivot row takes its owed updates right of this word now, from the pending pivots.
    for (let s = 0; s < pendingRows.length; s++) {
      const multiplier = one[pivotRow + word] & pendingBits[s] ? 1 : two[pivotRow + word] & pendingBits[s] ? 2 : 0;
      if (multiplier !== 0) subtract(pivotRow, pendingRows[s] * words, multiplier, word + 1, words, -1);
    }
    // The pivot is its own inverse (1 * 1 = 2 * 2 = 1 mod 3).
    const pivot = one[pivotRow + word] & bit ? 1 : 2;
    const above = ~((bit << 1) - 1);
    // Within this word, rows below are updated at once; the eliminated entry keeps the multiplier of L.
    for (let i = t + 1; i < n; i++) {
      const row = i * words;
      const entry = one[row + word] & bit ? 1 : two[row + word] & bit ? 2 : 0;
      if (entry === 0) continue;
      const multiplier = (entry * pivot) % 3;
      subtract(row, pivotRow, multiplier, word, word + 1, above);
      if (multiplier === 1) {
        one[row + word] |= bit;
        two[row + word] &= ~bit;
      } else {
        two[row + word] |= bit;
        one[row + word] &= ~bit;
      }
    }
    pivotValues.push(pivot);
    pendingRows.push(t);
    pendingBits.push(bit);
  };
  const pivots = eliminateColumns(n, words, [one, two], firstNonZero, eliminate, onProgress);
  flush((n - 1) >>> 5);
  const { pivotColumns } = pivots;
  const valueOne = new Uint32Array(words);
  const valueTwo = new Uint32Array(words);
  /** sum over the masked words of row `row`'s entries times the current values, mod 3. */
  const dot = (row: number, from: number, to: number, firstMask: number, lastMask: number): number => {
    let ones = 0;
    let twos = 0;
    for (let w = from; w <= to; w++) {
      let mask = -1;
      if (w === from) mask &= firstMask;
      if (w === to) mask &= lastMask;
      const r1 = one[row * words + w] & mask;
      const r2 = two[row * words + w] & mask;
      ones += popcount((r1 & valueOne[w]) | (r2 & valueTwo[w]));
      twos += popcount((r1 & valueTwo[w]) | (r2 & valueOne[w]));
    }
    return (ones + 2 * twos) % 3;
  };
  const setValue = (column: number, value: number): void => {
    const w = column >>> 5;
    const bit = 1 << (column & 31);
    valueOne[w] = value === 1 ? valueOne[w] | bit : valueOne[w] & ~bit;
    valueTwo[w] = value === 2 ? valueTwo[w] | bit : valueTwo[w] & ~bit;
  };
  return pivotFactorization(3, n, pivots, {
    reset() {
      valueOne.fill(0);
      valueTwo.fill(0);
    },
    // Forward with L: row i's entries left of its pivot column are multipliers of earlier pivots.
    forward(i, value) {
      const end = pivotColumns[i];
      const sum = end === 0 ? 0 : dot(i, 0, (end - 1) >>> 5, -1, (end & 31) === 0 ? -1 : (1 << (end & 31)) - 1);
      setValue(end, (((value - sum) % 3) + 3) % 3);
    },
    // Back with U; a solved column's value replaces its forward value.
    back(i) {
      const column = pivotColumns[i];
      const w = column >>> 5;
      const own = 1 << (column & 31);
      const forward = valueOne[w] & own ? 1 : valueTwo[w] & own ? 2 : 0;
      const sum = column + 1 < n ? dot(i, w, words - 1, ~((own << 1) - 1), -1) : 0;
      const value = ((forward - sum + 3) * pivotValues[i]) % 3;
      setValue(column, value);
      return value;
    },
  });
}
