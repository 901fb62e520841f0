/**
 * A small seeded pseudo-random generator (xoshiro128**, Blackman and Vigna 2018) so that
 * generated puzzles are reproducible from a seed on every platform. Pure.
 */

/** A source of uniform random numbers. */
export interface Random {
  /** A uniform integer in 0..bound-1 (bound >= 1). */
  nextInt(bound: number): number;
  /** A uniform float in [0, 1). */
  nextFloat(): number;
}

/** Hashes any string (or integer) seed into four non-zero 32-bit words (splitmix32-style mixing). */
function seedWords(seed: string | number): Uint32Array {
  const text = String(seed);
  let h = 0x9e3779b9 ^ text.length;
  for (let index = 0; index < text.length; index++) {
    h = Math.imul(h ^ text.charCodeAt(index), 0x85ebca6b);
    h ^= h >>> 13;
  }
  const words = new Uint32Array(4);
  for (let index = 0; index < 4; index++) {
    h = (h + 0x9e3779b9) | 0;
    let z = h;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    words[index] = (z ^ (z >>> 15)) >>> 0 || 1;
  }
  return words;
}

/** Creates a reproducible {@link Random} from a seed; equal seeds give equal sequences. */
export function createRandom(seed: string | number): Random {
  const s = seedWords(seed);
  const nextUint32 = (): number => {
    const result = Math.imul(rotl(Math.imul(s[1], 5), 7), 9) >>> 0;
    const t = s[1] << 9;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 11);
    return result;
  };
  return {
    nextFloat: () => nextUint32() / 0x100000000,
    nextInt(bound: number): number {
      if (!Number.isInteger(bound) || bound < 1) throw new RangeError(`bound must be a positive integer, got ${bound}`);
      // Rejection sampling keeps the distribution exactly uniform.
      const limit = 0x100000000 - (0x100000000 % bound);
      for (;;) {
        const value = nextUint32();
        if (value < limit) return value % bound;
      }
    },
  };
}

function rotl(value: number, shift: number): number {
  return ((value << shift) | (value >>> (32 - shift))) >>> 0;
}
