import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  binaryCyclicRing,
  cyclicSystem,
  cyclicSystemOfCoefficients,
  primeCyclicRing,
  type CyclicRing,
  type Matrix2,
} from '../../../../src/solvers/internal/polynomial/cyclicSystem';

/** a b mod (z^n - 1, p), naively. */
function times(a: ArrayLike<number>, b: ArrayLike<number>, n: number, p: number): number[] {
  const out = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) out[(i + j) % n] = (out[(i + j) % n] + a[i] * b[j]) % p;
  return out;
}

/** B x for B = [b00, b01; b10, b11] over GF(p)[z] / (z^n - 1). */
function apply(entries: readonly Int32Array[], x: readonly ArrayLike<number>[], n: number, p: number): [number[], number[]] {
  const row = (a: ArrayLike<number>, b: ArrayLike<number>): number[] => {
    const left = times(a, x[0], n, p);
    const right = times(b, x[1], n, p);
    return left.map((value, i) => (value + right[i]) % p);
  };
  return [row(entries[0], entries[1]), row(entries[2], entries[3])];
}

/** Every element of L^2 (p^(2n) of them) as a pair of coefficient arrays. */
function* allPairs(n: number, p: number): Generator<[number[], number[]]> {
  const total = p ** (2 * n);
  for (let code = 0; code < total; code++) {
    const digits: number[] = [];
    let rest = code;
    for (let i = 0; i < 2 * n; i++) {
      digits.push(rest % p);
      rest = Math.floor(rest / p);
    }
    yield [digits.slice(0, n), digits.slice(n)];
  }
}

/** The rank over GF(p) of a dense matrix (rows of numbers), by elimination. */
function rank(matrix: number[][], p: number): number {
  const rows = matrix.map((row) => row.slice());
  let r = 0;
  for (let column = 0; column < (rows[0]?.length ?? 0) && r < rows.length; column++) {
    const pivot = rows.findIndex((row, index) => index >= r && row[column] % p !== 0);
    if (pivot < 0) continue;
    [rows[r], rows[pivot]] = [rows[pivot], rows[r]];
    let inverse = 1;
    while ((rows[r][column] * inverse) % p !== 1) inverse++;
    rows[r] = rows[r].map((value) => (value * inverse) % p);
    for (let i = 0; i < rows.length; i++) {
      if (i === r || rows[i][column] % p === 0) continue;
      const factor = rows[i][column];
      rows[i] = rows[i].map((value, j) => (((value - factor * rows[r][j]) % p) + p) % p);
    }
    r++;
  }
  return r;
}

/** The 2n x 2n matrix of multiplication by the 2 x 2 matrix over GF(p)[x] / (x^n - 1). */
function denseOf<P>(matrix: Matrix2<P>, ring: CyclicRing<P>): number[][] {
  const n = ring.n;
  const blocks = matrix.map((entry) => ring.values(entry));
  return Array.from({ length: 2 * n }, (_, i) =>
    Array.from({ length: 2 * n }, (_, j) => blocks[2 * Math.floor(i / n) + Math.floor(j / n)][((((i % n) - (j % n)) % n) + n) % n]),
  );
}

function assertCyclicSystem<P>(ring: CyclicRing<P>, p: number, values: number[][], what: string): void {
  const n = ring.n;
  const matrix = values.slice(0, 4).map((entry) => ring.from(entry, 0)) as Matrix2<P>;
  const system = cyclicSystem(matrix, ring);
  const dense = denseOf(matrix, ring);
  const matrixRank = rank(dense, p);
  assert.equal(system.nullities[0] + system.nullities[1], 2 * n - matrixRank, `${what}: nullity`);
  const times = (f: readonly [P, P]): number[] => {
    const top = ring.values(ring.add(ring.multiply(matrix[0], f[0]), ring.multiply(matrix[1], f[1])));
    const bottom = ring.values(ring.add(ring.multiply(matrix[2], f[0]), ring.multiply(matrix[3], f[1])));
    return [...top, ...bottom];
  };
  // A reachable right-hand side, and a random one (solvable exactly when it does not raise the rank).
  const reachable = times([ring.from(values[4], 0), ring.from(values[5], 0)]);
  for (const c of [reachable, values[6].concat(values[7])]) {
    const f = system.solve([ring.from(c, 0), ring.from(c, n)]);
    const solvable =
      rank(
        dense.map((row, i) => [...row, c[i] % p]),
        p,
      ) === matrixRank;
    assert.equal(f !== null, solvable, `${what}: solvability`);
    if (f)
      assert.deepEqual(
        times(f),
        c.map((value) => value % p),
        `${what}: B f = c`,
      );
  }
  for (let index = 0; index < system.nullities[0] + system.nullities[1]; index++) {
    assert.ok(
      times(system.kernelVector(index)).every((value) => value === 0),
      `${what}: kernel vector ${index}`,
    );
  }
}

describe('internal solver: 2 x 2 systems over GF(p)[z] / (z^n - 1)', () => {
  it('solves exactly the reachable right-hand sides and counts the kernel, against enumeration of L^2', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2, 3, 5),
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.nat(), { minLength: 16, maxLength: 16 }),
        fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
        (p, n, seed, target) => {
          if (p ** (2 * n) > 4096) return;
          // Sparse entries too, so that the gcds with z^n - 1 are often not 1.
          const entries = [0, 1, 2, 3].map((e) => Int32Array.from({ length: n }, (_, j) => (seed[4 * e + j] % 4 === 3 ? 0 : seed[4 * e + j]) % p));
          const system = cyclicSystemOfCoefficients([entries[0], entries[1], entries[2], entries[3]], n, p);
          let quiet = 0;
          const reachable = new Set<string>();
          for (const x of allPairs(n, p)) {
            const image = apply(entries, x, n, p);
            if (image.flat().every((value) => value === 0)) quiet++;
            reachable.add(image.flat().join());
          }
          assert.equal(p ** (system.nullities[0] + system.nullities[1]), quiet);
          const c: [Int32Array, Int32Array] = [
            Int32Array.from({ length: n }, (_, j) => target[j] % p),
            Int32Array.from({ length: n }, (_, j) => target[n + j] % p),
          ];
          const x = system.solve(c);
          assert.equal(x !== null, reachable.has([...c[0], ...c[1]].join()));
          if (x) assert.deepEqual(apply(entries, x, n, p).flat(), [...c[0], ...c[1]]);
          for (const which of [0, 1] as const) {
            if (system.nullities[which] === 0) continue;
            assert.ok(
              apply(entries, system.kernelBase(which), n, p)
                .flat()
                .every((value) => value === 0),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('internal solver: the cyclic rings of GF(2) and of odd p', () => {
  it('solves 2 x 2 systems over GF(p)[x] / (x^n - 1) as dense elimination does (the rings of GF(2) and of odd p)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 24 }),
        fc.constantFrom(2, 3, 5),
        fc.array(fc.array(fc.nat(4), { minLength: 24, maxLength: 24 }), { minLength: 8, maxLength: 8 }),
        fc.integer({ min: 0, max: 3 }),
        (n, p, raw, sparse) => {
          // Some entries zero or sharing factors with x^n - 1, so kernels of every size occur.
          const values = raw.map((entry, index) => entry.slice(0, n).map((value) => (index < 4 && index === sparse ? 0 : value % p)));
          if (p === 2) assertCyclicSystem(binaryCyclicRing(n), p, values, `n=${n} p=2 packed`);
          assertCyclicSystem(primeCyclicRing(n, p), p, values, `n=${n} p=${p}`);
        },
      ),
      { numRuns: 60 },
    );
    // x^n - 1 times anything is 0: the zero matrix has the whole ring twice as kernel.
    const ring = primeCyclicRing(6, 3);
    assert.deepEqual(cyclicSystem([ring.zero(), ring.zero(), ring.zero(), ring.zero()], ring).nullities, [6, 6]);
  });
});
