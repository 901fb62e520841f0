/**
 * The GF(p) part of a torus board (both sides at least 3) by the polynomial method.
 *
 * A chase row of n cells is a polynomial in R = GF(p)[x] / (x^n - 1) (cell i is the coefficient of
 * x^i; the cyclic shift is multiplication by x). The reduced system of {@link torusReduction},
 * 2n conditions in the two free rows, is then a 2 x 2 system B f = c over R, since each of its
 * circulant blocks is multiplication by one polynomial, solved by {@link cyclicSystem}.
 *
 * Over GF(2) the rows and the polynomials are bit-packed (32 cells a word) end to end: the chases
 * cost O(N / 32) word operations and the algebra O(n^2 / 32). Over odd p the chases are numeric,
 * O(N), and the algebra O(n^2) (the products by Kronecker substitution, `multiplyCyclicPrime`).
 * Either way: two chases and a few Euclidean algorithms per shape, two chases and a few products
 * per board, instead of eliminating a 2n x 2n matrix. Pure.
 */

import type { PrimePower } from '../arithmetic/modular';
import { kernelPatternsByOrder, type PrimePowerPart } from '../primePowerPart';
import { findDegree, zeroPolynomial, type BinaryPolynomial } from '../arithmetic/binaryPolynomial';
import type { PrimePolynomial } from '../arithmetic/primePolynomial';
import { packCells, unpackCells } from './binaryPlainPacking';
import { binaryCyclicRing, cyclicSystem, primeCyclicRing, type CyclicSystem } from './cyclicSystem';
import { cyclicPrimePowerSystem, type CyclicPair } from './cyclicPrimePowerSystem';
import { chaseBinaryTorus, torusReduction } from '../reduction/torusReduction';
import { rowOrientation } from '../reduction/rowOrientation';

/** The GF(p) part of a torus rows x columns board with both sides at least 3. */
export function torusPolynomialPart(rows: number, columns: number, p: number): PrimePowerPart {
  return p === 2 ? binaryTorusPart(rows, columns) : primeTorusPart(rows, columns, p);
}

/**
 * The Z_(p^e) part (e > 1) of a torus rows x columns board with both sides at least 3: the same
 * 2 x 2 circulant system over Z_(p^e)[x] / (x^n - 1), from two numeric chases of
 * {@link torusReduction} over Z_(p^e), solved by p-adic lifting of its GF(p) diagonalisation
 * ({@link cyclicPrimePowerSystem}) instead of eliminating and lifting the dense 2n x 2n matrix.
 */
export function torusPrimePowerPart(rows: number, columns: number, power: PrimePower): PrimePowerPart {
  const reduction = torusReduction(rows, columns);
  const n = reduction.width;
  const q = power.modulus;
  const first = reduction.blockColumn(0, q);
  const second = reduction.blockColumn(1, q);
  const system = cyclicPrimePowerSystem([first.subarray(0, n), second.subarray(0, n), first.subarray(n), second.subarray(n)], n, power);
  const freeValues = (f: CyclicPair): Int32Array => {
    const values = new Int32Array(2 * n);
    values.set(f[0], 0);
    values.set(f[1], n);
    return values;
  };
  return {
    power,
    kernelOrders: system.kernelOrders,
    solve(rightHandSide) {
      const c = reduction.reducedRightHandSide(rightHandSide, q);
      const f = system.solve([c.subarray(0, n), c.subarray(n)]);
      return f ? reduction.pressPattern(rightHandSide, freeValues(f), q) : null;
    },
    kernelPattern: (index) => reduction.pressPattern(null, freeValues(system.kernelVector(index)), q),
    kernelPatterns: () =>
      kernelPatternsByOrder(
        reduction,
        power,
        system.kernelVectors().map((f, index) => ({ vector: freeValues(f), order: system.kernelOrders[index] })),
      ),
  };
}

/** Over odd p: numeric chases of {@link torusReduction}, polynomials in Int32 coefficients. */
function primeTorusPart(rows: number, columns: number, p: number): PrimePowerPart {
  const reduction = torusReduction(rows, columns);
  const n = reduction.width;
  const ring = primeCyclicRing(n, p);
  const first = reduction.blockColumn(0, p);
  const second = reduction.blockColumn(1, p);
  // Block (a, b) is column b's entries a n .. a n + n - 1.
  const system = cyclicSystem([ring.from(first, 0), ring.from(second, 0), ring.from(first, n), ring.from(second, n)], ring);
  const freeValues = (f: readonly [PrimePolynomial, PrimePolynomial]): Int32Array => {
    const values = new Int32Array(2 * n);
    values.set(ring.values(f[0]), 0);
    values.set(ring.values(f[1]), n);
    return values;
  };
  return {
    power: { prime: p, exponent: 1, modulus: p },
    kernelOrders: new Array<number>(system.nullities[0] + system.nullities[1]).fill(p),
    solve(rightHandSide) {
      const c = reduction.reducedRightHandSide(rightHandSide, p);
      const f = system.solve([ring.from(c, 0), ring.from(c, n)]);
      return f ? reduction.pressPattern(rightHandSide, freeValues(f), p) : null;
    },
    kernelPatterns: () =>
      reduction.quietPatterns(
        kernelFrees(system, n, (f) => freeValues(f)),
        p,
      ),
    kernelPattern: (index) => reduction.pressPattern(null, freeValues(system.kernelVector(index)), p),
  };
}

/** The free vectors of every kernel generator: each base's cyclic shifts, done on the values. */
function kernelFrees<P>(system: CyclicSystem<P>, n: number, freeValues: (f: readonly [P, P]) => Int32Array): Int32Array[] {
  const frees: Int32Array[] = [];
  for (const which of [0, 1] as const) {
    if (system.nullities[which] === 0) continue;
    const base = freeValues(system.kernelBase(which));
    for (let j = 0; j < system.nullities[which]; j++) {
      const shifted = new Int32Array(2 * n);
      for (let i = 0; i < n; i++) {
        shifted[(i + j) % n] = base[i];
        shifted[n + ((i + j) % n)] = base[n + i];
      }
      frees.push(shifted);
    }
  }
  return frees;
}

/** Over GF(2): packed chases ({@link chaseBinaryTorus}) and packed polynomials, end to end. */
function binaryTorusPart(rows: number, columns: number): PrimePowerPart {
  const reduction = torusReduction(rows, columns);
  const { width: n, height } = rowOrientation(rows, columns);
  const words = (n + 31) >>> 5;
  const ring = binaryCyclicRing(n);
  const unit = new Uint32Array(words);
  unit[0] = 1;
  const zero = new Uint32Array(words);
  const fromFirst = chaseBinaryTorus(n, height, null, unit, zero, null);
  const fromBefore = chaseBinaryTorus(n, height, null, zero, unit, null);
  const polynomial = (row: Uint32Array): BinaryPolynomial => {
    const result = zeroPolynomial(n - 1);
    result.words.set(row);
    result.degree = findDegree(result.words, n - 1);
    return result;
  };
  const system = cyclicSystem([polynomial(fromFirst.closing), polynomial(fromBefore.closing), polynomial(fromFirst.wrap), polynomial(fromBefore.wrap)], ring);
  const row = (a: BinaryPolynomial): Uint32Array => ring.multiply(a, ring.one()).words.slice(0, words);
  const chased = (board: Uint32Array | null, f: readonly [BinaryPolynomial, BinaryPolynomial], what: string): Uint8Array => {
    const presses = new Uint32Array(height * words);
    const left = chaseBinaryTorus(n, height, board, row(f[0]), row(f[1]), presses);
    if (left.closing.some((word) => word !== 0) || left.wrap.some((word) => word !== 0))
      throw new Error(`internal solver: the GF(2) torus path produced ${what} that does not hold`);
    return unpackCells(presses, rows, columns, words);
  };
  const freeValues = (f: readonly [BinaryPolynomial, BinaryPolynomial]): Int32Array => {
    const values = new Int32Array(2 * n);
    values.set(ring.values(f[0]), 0);
    values.set(ring.values(f[1]), n);
    return values;
  };
  return {
    power: { prime: 2, exponent: 1, modulus: 2 },
    kernelOrders: new Array<number>(system.nullities[0] + system.nullities[1]).fill(2),
    solve(rightHandSide) {
      const board = packCells(rightHandSide, 0, rows, columns, words);
      const c = chaseBinaryTorus(n, height, board, zero, zero, null);
      const f = system.solve([polynomial(c.closing), polynomial(c.wrap)]);
      return f ? chased(board, f, 'a pattern') : null;
    },
    kernelPatterns: () => reduction.quietPatterns(kernelFrees(system, n, freeValues), 2),
    kernelPattern: (index) => chased(null, system.kernelVector(index), 'a quiet pattern'),
  };
}
