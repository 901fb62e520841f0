import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { cyclicSystem } from '../../../../src/solvers/internal/polynomial/cyclicSystem';

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
          const system = cyclicSystem([entries[0], entries[1], entries[2], entries[3]], n, p);
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
