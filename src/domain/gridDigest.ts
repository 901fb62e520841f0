/**
 * The fingerprint of a board's cells, shared by the webview (its board keys) and the extension
 * host (whose parse worker computes it beside the parse, so that the page of a board of millions
 * of cells does not spend a pass over them before its first paint).
 *
 * It is Zobrist hashing (Zobrist, "A new hashing method with application for game playing",
 * 1970): every (cell, value) pair has a pseudo-random 64-bit code, here in two 32-bit lanes from
 * the MurmurHash3 finaliser, and a grid's code is the XOR of the codes of its cells. Changing a
 * cell from v to w XORs out the code of (cell, v) and XORs in that of (cell, w). Value 0 has code
 * 0, so a board of zeros costs nothing to fingerprint. Pure apart from the memo, which holds per
 * grid array its digest (computed from it, or handed in by {@link rememberGridDigest} from a
 * computation of the same function elsewhere).
 */

/** MurmurHash3's 32-bit finaliser: a bijection of 32-bit integers that mixes every bit into every other. */
export function mix32(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The code of (cell, value) in the low lane; 0 for value 0. Cells and values are < 2^24 and < 256, so the input is one-to-one. */
export function lowCode(cell: number, value: number): number {
  return value === 0 ? 0 : mix32(((cell << 8) | value) ^ 0x9e3779b9);
}

/** The code of (cell, value) in the high lane, independent of the low one; 0 for value 0. */
export function highCode(cell: number, value: number): number {
  return value === 0 ? 0 : mix32(Math.imul(mix32(((cell << 8) | value) ^ 0x7f4a7c15), 0x27d4eb2f) ^ 0x165667b1);
}

/** The two 32-bit lanes of a grid's Zobrist code (unsigned). */
export interface GridDigest {
  low: number;
  high: number;
}

const digests = new WeakMap<Uint8Array, GridDigest>();

/**
 * The Zobrist code of a grid's cells, memoised per array (one pass when unknown; the array is never
 * changed after): the XOR of {@link cellCodes} over the cells, four at a time where the array allows. The pass runs in
 * chunks of a function of its own, which the engine optimises after its first calls rather than
 * part-way through one long loop (a board of millions of cells is keyed as its grid opens).
 */
export function gridDigest(grid: Uint8Array): Readonly<GridDigest> {
  const known = digests.get(grid);
  if (known !== undefined) return known;
  const digest: GridDigest = { low: 0, high: 0 };
  let from = 0;
  if (grid.byteOffset % 4 === 0) {
    const words = new Uint32Array(grid.buffer, grid.byteOffset, grid.length >>> 2);
    for (let word = 0; word < words.length; word += DIGEST_CHUNK_WORDS) wordCodes(words, word, Math.min(words.length, word + DIGEST_CHUNK_WORDS), digest);
    from = words.length * 4;
  }
  cellCodes(grid, from, grid.length, digest);
  digest.low >>>= 0;
  digest.high >>>= 0;
  digests.set(grid, digest);
  return digest;
}

/** Words of four cells per call of {@link wordCodes}. */
const DIGEST_CHUNK_WORDS = 4096;

/**
 * XORs into `digest` the codes of the cells in words `from..to` of a grid seen as 32-bit words
 * (cell 4w + k is byte k of word w: typed arrays are little-endian on every platform VS Code
 * runs on). A word of four zero cells costs nothing; the others are coded without a branch per
 * cell (a random board's zeros would mispredict half of them): a zero cell's code is masked out.
 */
function wordCodes(words: Uint32Array, from: number, to: number, digest: GridDigest): void {
  let low = digest.low;
  let high = digest.high;
  for (let word = from; word < to; word++) {
    const cells = words[word];
    if (cells === 0) continue;
    for (let byte = 0; byte < 4; byte++) {
      const value = (cells >>> (8 * byte)) & 0xff;
      // All ones for a nonzero value, 0 for 0 (value < 256).
      const mask = -((value + 0xff) >> 8);
      const input = (((word << 2) | byte) << 8) | value;
      let h = input ^ 0x9e3779b9;
      h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
      h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
      low ^= (h ^ (h >>> 16)) & mask;
      h = input ^ 0x7f4a7c15;
      h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
      h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
      h = Math.imul(h ^ (h >>> 16), 0x27d4eb2f) ^ 0x165667b1;
      h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
      h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
      high ^= (h ^ (h >>> 16)) & mask;
    }
  }
  digest.low = low;
  digest.high = high;
}

/** XORs into `digest` the codes of cells `from..to` of `grid` ({@link lowCode} and {@link highCode}), one at a time. */
function cellCodes(grid: Uint8Array, from: number, to: number, digest: GridDigest): void {
  for (let cell = from; cell < to; cell++) {
    const value = grid[cell];
    digest.low ^= lowCode(cell, value);
    digest.high ^= highCode(cell, value);
  }
}

/** The digest of `grid` when it is known (computed or handed in before), without a pass over it. */
export function knownGridDigest(grid: Uint8Array): GridDigest | undefined {
  const known = digests.get(grid);
  return known === undefined ? undefined : { ...known };
}

/**
 * Remembers `digest` as the digest of `grid`: what {@link gridDigest} of it gives, computed
 * elsewhere (the parse worker, for the grid it sends). The grid is never changed after.
 */
export function rememberGridDigest(grid: Uint8Array, digest: Readonly<GridDigest>): void {
  digests.set(grid, { low: digest.low >>> 0, high: digest.high >>> 0 });
}
