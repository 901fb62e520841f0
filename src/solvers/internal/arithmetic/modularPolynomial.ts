/**
 * Polynomials over Z_m for a small modulus m (a prime p or a prime power q = p^e, m <= 256) as plain
 * coefficient arrays: an Int32Array of entries 0..m-1, lowest degree first, whose length is the
 * number of terms (leading zeros allowed). Products (by Kronecker substitution for long factors),
 * folding modulo x^n - 1, and division by a monic polynomial, which is exact over any Z_m. The
 * arithmetic behind the p-adic lifting of cyclic systems ({@link cyclicPrimePowerSystem}). Pure.
 */

/** Below this many terms in the shorter factor {@link multiplyModular} multiplies term by term. */
const KRONECKER_TERMS = 40;

/**
 * a b over Z_m (a.length + b.length - 1 terms; empty when either factor is). Long factors by
 * Kronecker substitution (Schoenhage 1982): the coefficients become hexadecimal digits of two
 * integers in a base larger than any coefficient of the exact product (at most (m - 1)^2 times the
 * shorter length), V8 multiplies the BigInts in subquadratic time, and the product's digits,
 * reduced mod m, are the coefficients. Exact: no digit carries into the next.
 */
export function multiplyModular(a: ArrayLike<number>, b: ArrayLike<number>, m: number): Int32Array {
  if (a.length === 0 || b.length === 0) return new Int32Array(0);
  const terms = a.length + b.length - 1;
  const out = new Int32Array(terms);
  const shorter = Math.min(a.length, b.length);
  if (shorter < KRONECKER_TERMS) {
    const [short, long] = a.length <= b.length ? [a, b] : [b, a];
    for (let i = 0; i < short.length; i++) {
      const factor = short[i];
      if (factor === 0) continue;
      for (let j = 0; j < long.length; j++) out[i + j] += factor * long[j];
    }
    // At most 40 (m - 1)^2 < 2^22 per coefficient: no overflow before this reduction.
    for (let i = 0; i < terms; i++) out[i] %= m;
    return out;
  }
  const bound = shorter * (m - 1) * (m - 1);
  const digits = Math.max(1, Math.ceil(Math.log2(bound + 1) / 4));
  const product = (kroneckerInteger(a, digits, m) * kroneckerInteger(b, digits, m)).toString(16);
  for (let i = 0, end = product.length; i < terms && end > 0; i++, end -= digits) {
    out[i] = parseInt(product.slice(Math.max(end - digits, 0), end), 16) % m;
  }
  return out;
}

/** Padded hexadecimal digit strings of 0..m-1, by digit count and modulus. */
const digitStrings = new Map<string, string[]>();

/** The integer sum a_i 16^(digits i). */
function kroneckerInteger(a: ArrayLike<number>, digits: number, m: number): bigint {
  const key = `${digits}:${m}`;
  let padded = digitStrings.get(key);
  if (!padded) {
    padded = Array.from({ length: m }, (_, value) => value.toString(16).padStart(digits, '0'));
    digitStrings.set(key, padded);
  }
  const parts = new Array<string>(a.length);
  for (let i = a.length - 1, j = 0; i >= 0; i--, j++) parts[j] = padded[a[i]];
  return BigInt(`0x${parts.join('')}`);
}

/** a mod (x^n - 1) over Z_m, as n terms (x^(n + i) folded onto x^i). */
export function foldCyclic(a: ArrayLike<number>, n: number, m: number): Int32Array {
  const out = new Int32Array(n);
  for (let i = 0; i < Math.min(n, a.length); i++) out[i] = a[i];
  for (let i = n; i < a.length; i++) out[i % n] += a[i];
  if (a.length > n) for (let i = 0; i < n; i++) out[i] %= m;
  return out;
}

/** a b mod (x^n - 1) over Z_m for a and b of at most n terms, as n terms. */
export function multiplyCyclicModular(a: ArrayLike<number>, b: ArrayLike<number>, n: number, m: number): Int32Array {
  return foldCyclic(multiplyModular(a, b, m), n, m);
}

/**
 * Quotient (a.length - deg d terms, none when a is shorter than d) and remainder (deg d terms) of a by
 * the monic d (its last entry is 1) over Z_m. Exact over any Z_m since d is monic; O(a.length deg d).
 */
export function divideMonic(a: ArrayLike<number>, divisor: ArrayLike<number>, m: number): { quotient: Int32Array; remainder: Int32Array } {
  const degree = divisor.length - 1;
  if (divisor[degree] !== 1) throw new RangeError('divideMonic needs a monic divisor');
  const work = Int32Array.from(a);
  const quotientTerms = Math.max(a.length - degree, 0);
  const quotient = new Int32Array(quotientTerms);
  // Subtractions are delayed: each entry takes at most deg d of them, each below m^2 <= 65025,
  // so it stays above -2^31 for deg d < 30000 (rows have at most 10000 cells) and is reduced when
  // its turn as a leading term comes, or at the end.
  for (let top = a.length - 1; top >= degree; top--) {
    const lead = ((work[top] % m) + m) % m;
    const at = top - degree;
    quotient[at] = lead;
    if (lead === 0) continue;
    for (let j = 0; j < degree; j++) work[at + j] -= lead * divisor[j];
  }
  const remainder = new Int32Array(degree);
  for (let i = 0; i < Math.min(degree, a.length); i++) remainder[i] = ((work[i] % m) + m) % m;
  return { quotient, remainder };
}
