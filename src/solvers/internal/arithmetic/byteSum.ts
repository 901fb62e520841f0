/**
 * The sum of a byte array's entries (a press pattern's number of presses), four bytes a 32-bit
 * word: the even and the odd bytes of each word are added in two 16-bit lanes at once
 * ((w & 0x00ff00ff) + ((w >>> 8) & 0x00ff00ff)), and the lanes are emptied before they could carry.
 * Pure.
 */

/** Words added into the lanes between two emptyings: 2 x 255 a word stays below 2^16 for 128 words. */
const WORDS_PER_LANE_SUM = 128;

/** The sum of the entries of `bytes`. */
export function byteSum(bytes: Uint8Array): number {
  const head = Math.min(bytes.length, (4 - (bytes.byteOffset % 4)) % 4);
  const words = (bytes.length - head) >>> 2;
  let total = 0;
  for (let i = 0; i < head; i++) total += bytes[i];
  // A short array may end before its first aligned word.
  const view = words === 0 ? new Uint32Array(0) : new Uint32Array(bytes.buffer, bytes.byteOffset + head, words);
  for (let i = 0; i < words;) {
    const end = Math.min(words, i + WORDS_PER_LANE_SUM);
    let lanes = 0;
    for (; i < end; i++) {
      const word = view[i];
      lanes += (word & 0x00ff00ff) + ((word >>> 8) & 0x00ff00ff);
    }
    total += (lanes & 0xffff) + Math.floor(lanes / 0x10000);
  }
  for (let i = head + 4 * words; i < bytes.length; i++) total += bytes[i];
  return total;
}
