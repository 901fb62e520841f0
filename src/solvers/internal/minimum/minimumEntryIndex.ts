/**
 * The index the exhaustive searches merge cells by: keys that are exact integers in doubles (a
 * cell's digits, and maybe its value, as one mixed-radix number) numbered in order of first
 * sight, in an open-addressing hash table of Float64Array keys (linear probing, doubled at half
 * load). A Map keyed by doubles costs several times more per cell on million-cell kernels. Pure.
 */

import { keyNumberKernelRuns, numberKeysWithKernel, type NumberedKeys } from '../kernels/keyNumberKernel';

const EMPTY = -1;

/** Numbers distinct keys 0, 1, 2, ... in the order they are first given. */
export class EntryIndex {
  private keys = new Float64Array(1 << 12);
  private slots = new Int32Array(1 << 12).fill(EMPTY);
  private mask = (1 << 12) - 1;
  /** The number of distinct keys so far. */
  size = 0;

  /** The number of `key` (a nonnegative integer below 2^53): its own when seen before, else the next one. */
  numberOf(key: number): number {
    let slot = this.hash(key);
    for (;;) {
      const found = this.slots[slot];
      if (found === EMPTY) break;
      if (this.keys[slot] === key) return found;
      slot = (slot + 1) & this.mask;
    }
    this.keys[slot] = key;
    this.slots[slot] = this.size;
    this.size++;
    if (2 * this.size > this.mask) this.grow();
    return this.size - 1;
  }

  private hash(key: number): number {
    const low = key >>> 0;
    const high = (key - low) / 4294967296;
    return (Math.imul(low ^ Math.imul(high, 0x9e3779b1), 0x85ebca6b) ^ (low >>> 15)) & this.mask;
  }

  private grow(): void {
    const keys = this.keys;
    const slots = this.slots;
    this.mask = 2 * keys.length - 1;
    this.keys = new Float64Array(2 * keys.length);
    this.slots = new Int32Array(2 * keys.length).fill(EMPTY);
    for (let old = 0; old < slots.length; old++) {
      if (slots[old] === EMPTY) continue;
      let slot = this.hash(keys[old]);
      while (this.slots[slot] !== EMPTY) slot = (slot + 1) & this.mask;
      this.keys[slot] = keys[old];
      this.slots[slot] = slots[old];
    }
  }
}

/** Keys below which {@link numberKeys} stays in JavaScript (the kernel's setup would cost more). */
const KERNEL_KEYS = 4096;

/**
 * Each key's number, the distinct nonzero keys numbered 0, 1, 2, ... in order of first sight
 * (key 0: -1), and their count: 32-bit keys by the WebAssembly kernel where the engine runs it,
 * others (exact integers in doubles) through an {@link EntryIndex}.
 */
export function numberKeys(keys: Int32Array | Float64Array): NumberedKeys {
  if (keys instanceof Int32Array && keys.length >= KERNEL_KEYS && keyNumberKernelRuns()) return numberKeysWithKernel(keys);
  const index = new EntryIndex();
  const numbers = new Int32Array(keys.length);
  for (let at = 0; at < keys.length; at++) numbers[at] = keys[at] === 0 ? -1 : index.numberOf(keys[at]);
  return { numbers, count: index.size };
}

/** The cells of a set merged by x0 value and digits (see {@link mergeCellsByDigits}), in order of first sight. */
export interface MergedCells {
  /** The first cell of each entry. */
  readonly firstCells: Int32Array;
  /** The cells of each entry. */
  readonly counts: Int32Array;
  /** The presses of the cells no generator touches (they are in no entry). */
  readonly fixedTotal: number;
  /** The cells some generator touches. */
  readonly touched: number;
}

/**
 * Merges the cells of x0 + sum c_i g_i (g_i of order o_i over Z_k, values multiples of k / o_i)
 * by (x0 value, digits g_i / (k / o_i)), keyed as one exact integer in a double (k times the
 * product of the orders at most 2^53): one pass per pattern, then the cells numbered in an
 * {@link EntryIndex}.
 */
export function mergeCellsByDigits(set: {
  readonly k: number;
  readonly particular: Uint8Array;
  readonly generators: readonly { readonly pattern: Uint8Array; readonly order: number }[];
}): MergedCells {
  const { k, particular, generators } = set;
  const cells = particular.length;
  const key = new Float64Array(cells);
  let place = k;
  for (const { pattern, order } of generators) {
    // Digit g / (k / o) at place p is g * (p / (k / o)): p carries the factor k, so the multiplier is an integer.
    const multiplier = (place / k) * order;
    for (let cell = 0; cell < cells; cell++) key[cell] += multiplier * pattern[cell];
    place *= order;
  }
  const index = new EntryIndex();
  const firstCells: number[] = [];
  const counts: number[] = [];
  let fixedTotal = 0;
  let touched = 0;
  for (let cell = 0; cell < cells; cell++) {
    if (key[cell] === 0) {
      fixedTotal += particular[cell];
      continue;
    }
    touched++;
    const at = index.numberOf(key[cell] + particular[cell]);
    if (at === counts.length) {
      counts.push(0);
      firstCells.push(cell);
    }
    counts[at]++;
  }
  return { firstCells: Int32Array.from(firstCells), counts: Int32Array.from(counts), fixedTotal, touched };
}
