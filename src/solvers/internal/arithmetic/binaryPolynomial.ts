/**
 * Polynomials over GF(2), bit-packed: coefficient i is bit (i % 32) of word floor(i / 32) of a
 * Uint32Array. Just what the plain-board fast path needs: shifted XOR, division with remainder,
 * multiplication modulo a polynomial and the extended Euclidean algorithm, each O(n^2 / 32) word
 * operations for degree n. Pure.
 */

/** A polynomial over GF(2). `degree` is -1 for the zero polynomial. */
export interface BinaryPolynomial {
  readonly words: Uint32Array;
  degree: number;
}

/** A zero polynomial with room for degree `maxDegree`. */
export function zeroPolynomial(maxDegree: number): BinaryPolynomial {
  return { words: new Uint32Array((maxDegree >> 5) + 1), degree: -1 };
}

/** Coefficient i (0 or 1). */
export function coefficient(p: BinaryPolynomial, i: number): number {
  return i < 0 || i > p.degree ? 0 : (p.words[i >> 5] >>> (i & 31)) & 1;
}

/** The highest set bit in the words up to the one holding bit `from` (bits above `from` there must be 0), or -1. */
export function findDegree(words: Uint32Array, from: number): number {
  for (let w = Math.min(from >> 5, words.length - 1); w >= 0; w--) {
    const word = words[w];
    if (word !== 0) return (w << 5) + 31 - Math.clz32(word);
  }
  return -1;
}

/** A copy with room for degree `maxDegree`. */
export function copyPolynomial(p: BinaryPolynomial, maxDegree = p.degree): BinaryPolynomial {
  const copy = zeroPolynomial(Math.max(maxDegree, p.degree, 0));
  copy.words.set(p.words.subarray(0, Math.min(p.words.length, copy.words.length)));
  copy.degree = p.degree;
  return copy;
}

/** target ^= source * x^shift (target must have room); updates target's degree. */
export function addShifted(target: BinaryPolynomial, source: BinaryPolynomial, shift: number): void {
  if (source.degree < 0) return;
  const wordShift = shift >> 5;
  const bitShift = shift & 31;
  const last = source.degree >> 5;
  const t = target.words;
  const s = source.words;
  if (bitShift === 0) {
    for (let w = 0; w <= last; w++) t[w + wordShift] ^= s[w];
  } else {
    let carry = 0;
    for (let w = 0; w <= last; w++) {
      const word = s[w];
      t[w + wordShift] ^= (word << bitShift) | carry;
      carry = word >>> (32 - bitShift);
    }
    if (carry !== 0) t[last + wordShift + 1] ^= carry;
  }
  const top = source.degree + shift;
  target.degree = top > target.degree ? top : findDegree(t, Math.max(target.degree, top));
}

/** Reduces `p` modulo `m` in place (p keeps its storage). */
export function reduceModulo(p: BinaryPolynomial, m: BinaryPolynomial): void {
  if (m.degree < 0) throw new RangeError('division by the zero polynomial');
  while (p.degree >= m.degree) addShifted(p, m, p.degree - m.degree);
}

/** Quotient and remainder of a / b. */
export function divide(a: BinaryPolynomial, b: BinaryPolynomial): { quotient: BinaryPolynomial; remainder: BinaryPolynomial } {
  if (b.degree < 0) throw new RangeError('division by the zero polynomial');
  const remainder = copyPolynomial(a);
  const quotient = zeroPolynomial(Math.max(a.degree - b.degree, 0));
  while (remainder.degree >= b.degree) {
    const shift = remainder.degree - b.degree;
    quotient.words[shift >> 5] ^= 1 << (shift & 31);
    if (shift > quotient.degree) quotient.degree = shift;
    addShifted(remainder, b, shift);
  }
  quotient.degree = findDegree(quotient.words, quotient.words.length * 32 - 1);
  return { quotient, remainder };
}

/** a * b mod m. */
export function multiplyModulo(a: BinaryPolynomial, b: BinaryPolynomial, m: BinaryPolynomial): BinaryPolynomial {
  const left = copyPolynomial(a);
  const right = copyPolynomial(b);
  reduceModulo(left, m);
  reduceModulo(right, m);
  const result = zeroPolynomial(Math.max(left.degree + right.degree + 1, 0));
  for (let i = 0; i <= right.degree; i++) if (coefficient(right, i)) addShifted(result, left, i);
  reduceModulo(result, m);
  return result;
}

/**
 * The extended Euclidean algorithm modulo m: g = gcd(a, m) and s with s * a = g (mod m),
 * deg s < deg m.
 */
export function extendedGcd(a: BinaryPolynomial, m: BinaryPolynomial): { gcd: BinaryPolynomial; inverseFactor: BinaryPolynomial } {
  const capacity = Math.max(a.degree, m.degree, 0) + 1;
  let r0 = copyPolynomial(m, capacity);
  let r1 = copyPolynomial(a, capacity);
  reduceModulo(r1, m);
  let s0 = zeroPolynomial(capacity);
  let s1 = zeroPolynomial(capacity);
  s1.words[0] = 1;
  s1.degree = 0;
  // Invariant: r_i = s_i * a (mod m).
  while (r1.degree >= 0) {
    while (r0.degree >= r1.degree) {
      const shift = r0.degree - r1.degree;
      addShifted(r0, r1, shift);
      addShifted(s0, s1, shift);
    }
    [r0, r1] = [r1, r0];
    [s0, s1] = [s1, s0];
  }
  reduceModulo(s0, m);
  return { gcd: r0, inverseFactor: s0 };
}

/**
 * Bezout's identity over GF(2): g = gcd(a, b) with s and t such that s a + t b = g, by the
 * extended Euclidean algorithm on packed words, O(n^2 / 32) word operations for degree n.
 * gcd(0, 0) is 0 (degree -1) with s = t = 0.
 */
export function bezout(a: BinaryPolynomial, b: BinaryPolynomial): { gcd: BinaryPolynomial; s: BinaryPolynomial; t: BinaryPolynomial } {
  const capacity = Math.max(a.degree, b.degree, 0) + 1;
  let r0 = copyPolynomial(a, capacity);
  let r1 = copyPolynomial(b, capacity);
  let s0 = zeroPolynomial(capacity);
  let s1 = zeroPolynomial(capacity);
  let t0 = zeroPolynomial(capacity);
  let t1 = zeroPolynomial(capacity);
  s0.words[0] = 1;
  s0.degree = 0;
  t1.words[0] = 1;
  t1.degree = 0;
  // Invariant: r_i = s_i a + t_i b; the degrees of s and t stay below capacity.
  while (r1.degree >= 0) {
    while (r0.degree >= r1.degree) {
      const shift = r0.degree - r1.degree;
      addShifted(r0, r1, shift);
      addShifted(s0, s1, shift);
      addShifted(t0, t1, shift);
    }
    [r0, r1] = [r1, r0];
    [s0, s1] = [s1, s0];
    [t0, t1] = [t1, t0];
  }
  if (r0.degree < 0) return { gcd: r0, s: zeroPolynomial(0), t: zeroPolynomial(0) };
  return { gcd: r0, s: s0, t: t0 };
}

/** a mod (x^n - 1): the coefficients at and above x^n folded down, as a new polynomial of degree < n. */
export function reduceCyclic(a: BinaryPolynomial, n: number): BinaryPolynomial {
  const result = zeroPolynomial(n - 1);
  const words = result.words;
  for (let w = 0; w < words.length; w++) words[w] = a.words[w] ?? 0;
  const spare = words.length * 32 - n;
  if (spare > 0) words[words.length - 1] &= 0xffffffff >>> spare;
  for (let start = n; start <= a.degree; start += n) {
    for (let w = 0; w < words.length; w++) words[w] ^= bitsAt(a.words, start + (w << 5));
    if (spare > 0) words[words.length - 1] &= 0xffffffff >>> spare;
  }
  result.degree = findDegree(words, n - 1);
  return result;
}

/** The 32 bits of `words` from bit `from` on (zero past the end). */
function bitsAt(words: Uint32Array, from: number): number {
  const w = from >> 5;
  const bit = from & 31;
  const low = w < words.length ? words[w] >>> bit : 0;
  if (bit === 0) return low;
  const high = w + 1 < words.length ? words[w + 1] << (32 - bit) : 0;
  return (low | high) >>> 0;
}

/**
 * a * b mod (x^n - 1) for a and b of degree < n: one shifted XOR of b per term of a, then the
 * fold of x^n onto 1; O(n^2 / 32) word operations.
 */
export function multiplyCyclic(a: BinaryPolynomial, b: BinaryPolynomial, n: number): BinaryPolynomial {
  if (a.degree < 0 || b.degree < 0) return zeroPolynomial(n - 1);
  const product = zeroPolynomial(a.degree + b.degree + 32);
  const t = product.words;
  const s = b.words;
  const last = b.degree >> 5;
  for (let w = 0; w <= a.degree >> 5; w++) {
    let word = a.words[w];
    while (word !== 0) {
      const bit = 31 - Math.clz32(word & -word);
      word &= word - 1;
      const shift = (w << 5) + bit;
      const wordShift = shift >> 5;
      const bitShift = shift & 31;
      if (bitShift === 0) {
        for (let i = 0; i <= last; i++) t[i + wordShift] ^= s[i];
      } else {
        let carry = 0;
        for (let i = 0; i <= last; i++) {
          const value = s[i];
          t[i + wordShift] ^= (value << bitShift) | carry;
          carry = value >>> (32 - bitShift);
        }
        t[last + wordShift + 1] ^= carry;
      }
    }
  }
  product.degree = findDegree(t, t.length * 32 - 1);
  return reduceCyclic(product, n);
}
