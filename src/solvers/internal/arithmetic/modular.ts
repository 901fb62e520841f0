/**
 * Arithmetic in Z_k for the small moduli of Lights Out (k <= 36): factorisation into prime
 * powers, inverses, p-adic valuations and the Chinese remainder theorem. Pure.
 */

/** A prime power p^e dividing k exactly (k = product of its prime powers). */
export interface PrimePower {
  readonly prime: number;
  readonly exponent: number;
  /** p^e */
  readonly modulus: number;
}

/** The factorisation of k >= 2 into prime powers, smallest prime first. */
export function primePowers(k: number): PrimePower[] {
  if (!Number.isInteger(k) || k < 2) throw new RangeError(`modulus must be an integer >= 2, got ${k}`);
  const result: PrimePower[] = [];
  let rest = k;
  for (let prime = 2; prime * prime <= rest; prime++) {
    if (rest % prime !== 0) continue;
    let exponent = 0;
    let modulus = 1;
    while (rest % prime === 0) {
      rest /= prime;
      exponent++;
      modulus *= prime;
    }
    result.push({ prime, exponent, modulus });
  }
  if (rest > 1) result.push({ prime: rest, exponent: 1, modulus: rest });
  return result;
}

/** True when k is prime (then Z_k is a field). */
export function isPrime(k: number): boolean {
  const factors = primePowers(k);
  return factors.length === 1 && factors[0].exponent === 1;
}

/** The inverse of `value` modulo `modulus`; throws when they are not coprime. */
export function inverseMod(value: number, modulus: number): number {
  let [oldR, r] = [((value % modulus) + modulus) % modulus, modulus];
  let [oldS, s] = [1, 0];
  while (r !== 0) {
    const quotient = Math.floor(oldR / r);
    [oldR, r] = [r, oldR - quotient * r];
    [oldS, s] = [s, oldS - quotient * s];
  }
  if (oldR !== 1) throw new RangeError(`${value} has no inverse modulo ${modulus}`);
  return ((oldS % modulus) + modulus) % modulus;
}

/** The exponent of the largest power of `prime` dividing `value` (value != 0). */
export function valuation(value: number, prime: number): number {
  let count = 0;
  while (value % prime === 0) {
    value /= prime;
    count++;
  }
  return count;
}

/**
 * The CRT idempotent for the prime power `part` of k: the number e mod k with e = 1 mod p^e and
 * e = 0 mod k / p^e. A residue v mod p^e lifts to v * e mod k.
 */
export function crtIdempotent(k: number, part: PrimePower): number {
  const cofactor = k / part.modulus;
  return (cofactor * inverseMod(cofactor % part.modulus, part.modulus)) % k;
}
