import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { primePowers } from '../../../../src/solvers/internal/arithmetic/modular';
import { multiplyCyclicModular } from '../../../../src/solvers/internal/arithmetic/modularPolynomial';
import { kernelGenerators, smithForm, solveWithSmithForm } from '../../../../src/solvers/internal/elimination/smithForm';
import { cyclicPrimePowerSystem } from '../../../../src/solvers/internal/polynomial/cyclicPrimePowerSystem';

type Entries = [number[], number[], number[], number[]];

/** The 2n x 2n matrix of the 2 x 2 system: block (a, b) is the circulant of entry (a, b). */
function denseMatrix(entries: Entries, n: number, q: number): Uint8Array[] {
  return Array.from({ length: 2 * n }, (_, row) =>
    Uint8Array.from({ length: 2 * n }, (_, column) => {
      const [a, i] = [Math.floor(row / n), row % n];
      const [b, j] = [Math.floor(column / n), column % n];
      return entries[2 * a + b][(i - j + n) % n] % q;
    }),
  );
}

/** M f over Z_q[x] / (x^n - 1), as 2n values. */
function apply(entries: Entries, f: readonly [ArrayLike<number>, ArrayLike<number>], n: number, q: number): number[] {
  const out: number[] = [];
  for (let a = 0; a < 2; a++) {
    const sum = new Array<number>(n).fill(0);
    for (let b = 0; b < 2; b++) multiplyCyclicModular(entries[2 * a + b], Array.from(f[b]), n, q).forEach((value, i) => (sum[i] = (sum[i] + value) % q));
    out.push(...sum);
  }
  return out;
}

/** The number of elements (as a power of p) of the subgroup of Z_q^size the vectors generate. */
function spanExponent(vectors: readonly number[][], size: number, q: number): number {
  const power = primePowers(q)[0];
  const width = Math.max(size, vectors.length, 1);
  const matrix = Array.from({ length: width }, (_, row) =>
    Uint8Array.from({ length: width }, (_, column) => (row < size && column < vectors.length ? vectors[column][row] : 0)),
  );
  const form = smithForm(matrix, power);
  let exponent = 0;
  for (let t = 0; t < form.rank; t++) exponent += power.exponent - form.exponents[t];
  return exponent;
}

/** The kernel's size of the dense matrix, as a power of p. */
function kernelExponent(matrix: Uint8Array[], q: number): number {
  const p = primePowers(q)[0].prime;
  return kernelGenerators(smithForm(matrix, primePowers(q)[0])).reduce((sum, { order }) => sum + Math.round(Math.log(order) / Math.log(p)), 0);
}

/**
 * A 2 x 2 matrix over Z_q[x] / (x^n - 1) with a kernel likely mod p: each row is a common factor (1,
 * x - 1, (x - 1)^2, x^2 - 1, p, p (x - 1) or 0) times random entries, or the whole matrix random.
 */
const systems = fc
  .constantFrom(4, 8, 9, 25, 27)
  .chain((q) =>
    fc
      .integer({ min: 2, max: 12 })
      .chain((n) =>
        fc.tuple(
          fc.constant(q),
          fc.constant(n),
          fc.array(fc.array(fc.integer({ min: 0, max: q - 1 }), { minLength: n, maxLength: n }), { minLength: 4, maxLength: 4 }),
          fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 })),
          fc.array(fc.integer({ min: 0, max: q - 1 }), { minLength: 2 * n, maxLength: 2 * n }),
        ),
      ),
  );

function structured(q: number, n: number, random: number[][], factors: readonly [number, number]): Entries {
  const p = primePowers(q)[0].prime;
  const minusOne = (a: number[]): number[] => a.map((_, i) => (a[(i - 1 + n) % n] - a[i] + q) % q);
  const times = (a: number[], which: number): number[] => {
    switch (which) {
      case 0:
        return a;
      case 1:
        return minusOne(a);
      case 2:
        return minusOne(minusOne(a));
      case 3:
        return a.map((_, i) => (a[(i - 2 + n) % n] - a[i] + q) % q);
      case 4:
        return a.map((value) => (value * p) % q);
      case 5:
        return minusOne(a).map((value) => (value * p) % q);
      case 6:
        return a.map(() => 0);
      default:
        return a;
    }
  };
  return [times(random[0], factors[0]), times(random[1], factors[0]), times(random[2], factors[1]), times(random[3], factors[1])];
}

describe('internal solver: 2 x 2 cyclic systems over Z_(p^e) by lifting', () => {
  it('agrees with the Smith form of the dense 2n x 2n matrix: kernel size, solvability, solutions and kernel generators', () => {
    fc.assert(
      fc.property(systems, ([q, n, random, factors, c]) => {
        const entries = structured(q, n, random, factors);
        const what = `q=${q} n=${n} ${JSON.stringify(entries)}`;
        const system = cyclicPrimePowerSystem(entries, n, primePowers(q)[0]);
        const dense = denseMatrix(entries, n, q);
        const p = primePowers(q)[0].prime;
        const claimed = system.kernelOrders.reduce((sum, order) => sum + Math.round(Math.log(order) / Math.log(p)), 0);
        assert.equal(claimed, kernelExponent(dense, q), `${what}: kernel size`);
        // The generators lie in the kernel, have their orders and generate a group of that size.
        const vectors = system.kernelVectors().map((pair, index) => {
          const order = system.kernelOrders[index];
          assert.deepEqual(apply(entries, pair, n, q), new Array<number>(2 * n).fill(0), `${what}: generator ${index} is quiet`);
          const flat = [...pair[0], ...pair[1]];
          assert.ok(
            flat.some((value) => ((order / p) * value) % q !== 0),
            `${what}: generator ${index} has order ${order}`,
          );
          assert.ok(
            flat.every((value) => (order * value) % q === 0),
            `${what}: generator ${index} has order ${order}`,
          );
          assert.deepEqual(pair, system.kernelVector(index));
          return flat;
        });
        assert.equal(spanExponent(vectors, 2 * n, q), claimed, `${what}: the generators span the kernel`);
        // A right-hand side in the image, and an arbitrary one.
        const image = apply(entries, [c.slice(0, n), c.slice(n)], n, q);
        for (const b of [image, c]) {
          const f = system.solve([b.slice(0, n), b.slice(n)]);
          const solvable = solveWithSmithForm(smithForm(dense, primePowers(q)[0]), b) !== null;
          assert.equal(f !== null, solvable, `${what}: solvability of ${JSON.stringify(b)}`);
          if (f) assert.deepEqual(apply(entries, f, n, q), b, `${what}: solution`);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('over Z_4 with M = 2 I: the kernel is 2 Z_4^(2n), 2n generators of order 2, and only even right-hand sides are solvable', () => {
    const n = 4;
    const two = [2, 0, 0, 0];
    const zero = [0, 0, 0, 0];
    const system = cyclicPrimePowerSystem([two, zero, zero, two], n, primePowers(4)[0]);
    assert.deepEqual(system.kernelOrders, new Array<number>(2 * n).fill(2));
    assert.equal(system.solve([[1, 0, 0, 0], zero]), null);
    assert.deepEqual(apply([two, zero, zero, two], system.solve([[2, 0, 2, 0], zero])!, n, 4), [2, 0, 2, 0, 0, 0, 0, 0]);
  });
});
