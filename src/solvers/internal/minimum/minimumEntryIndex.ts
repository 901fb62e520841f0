/**
 * The index the exhaustive searches merge cells by: keys that are exact integers in doubles (a
 * cell's digits, and maybe its value, as one mixed-radix number) numbered in order of first
 * sight, in an open-addressing hash table of Float64Array keys (linear probing, doubled at half
 * load). A Map keyed by doubles costs several times more per cell on million-cell kernels. Pure.
 */

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
