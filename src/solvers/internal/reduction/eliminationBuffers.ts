/**
 * Small buffers of the eliminating chase (eliminatingChase.ts): a growable Int32 list and the
 * half-word tables that reduce or negate byte lanes mod q. Pure.
 */

const packedTableCache = new Map<number, { reduce: Uint16Array; negate: Uint16Array }>();

/** The half-word tables that reduce and negate byte lanes mod q (built once per q). */
export function packedTablesOf(q: number): { reduce: Uint16Array; negate: Uint16Array } {
  let tables = packedTableCache.get(q);
  if (!tables) {
    tables = { reduce: halfWordTable((sum) => sum % q), negate: halfWordTable((sum) => (q - (sum % q)) % q) };
    packedTableCache.set(q, tables);
  }
  return tables;
}

/** Maps each half word of two byte lanes to the half word of `reduce(lane)` in both lanes. */
function halfWordTable(reduce: (sum: number) => number): Uint16Array {
  const table = new Uint16Array(1 << 16);
  for (let half = 0; half < 1 << 16; half++) table[half] = reduce(half & 0xff) | (reduce(half >>> 8) << 8);
  return table;
}

/** Growable Int32 list. */
export class IntList {
  values = new Int32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Int32Array(2 * this.values.length);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
  toArray(): Int32Array {
    return this.values.slice(0, this.length);
  }
}
