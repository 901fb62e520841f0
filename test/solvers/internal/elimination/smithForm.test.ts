import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { primePowers } from '../../../../src/solvers/internal/arithmetic/modular';
import { kernelGenerators, smithForm, solveWithSmithForm } from '../../../../src/solvers/internal/elimination/smithForm';

function multiply(matrix: Uint8Array[], x: ArrayLike<number>, q: number): number[] {
  return matrix.map((row) => row.reduce((sum, a, j) => sum + a * x[j], 0) % q);
}

/** All vectors of Z_q^n, for brute force. */
function* allVectors(n: number, q: number): Generator<number[]> {
  const v = new Array(n).fill(0);
  for (;;) {
    yield v.slice();
    let i = 0;
    while (i < n && ++v[i] === q) v[i++] = 0;
    if (i === n) return;
  }
}

describe('internal solver: Smith form over Z_(p^e)', () => {
  it('factors k into prime powers', () => {
    assert.deepEqual(
      primePowers(36).map((p) => p.modulus),
      [4, 9],
    );
    assert.deepEqual(
      primePowers(32).map((p) => [p.prime, p.exponent]),
      [[2, 5]],
    );
    assert.deepEqual(
      primePowers(30).map((p) => p.modulus),
      [2, 3, 5],
    );
  });

  it('solves [[2]] x = 2 over Z_4 with kernel {0, 2}', () => {
    const part = primePowers(4)[0];
    const form = smithForm([Uint8Array.of(2)], part);
    assert.deepEqual(Array.from(form.exponents), [1]);
    assert.deepEqual(Array.from(solveWithSmithForm(form, [2]) ?? []), [1]);
    assert.equal(solveWithSmithForm(form, [1]), null);
    assert.deepEqual(
      kernelGenerators(form).map((g) => [Array.from(g.vector), g.order]),
      [[[2], 2]],
    );
  });

  it('matches brute force on random small systems over 2, 3, 4, 8, 9 and 25', () => {
    fc.assert(
      fc.property(fc.constantFrom(2, 3, 4, 8, 9, 25), fc.integer({ min: 1, max: 3 }), fc.array(fc.nat(), { minLength: 12, maxLength: 12 }), (q, n, values) => {
        if (q ** n > 20000) return;
        const part = primePowers(q)[0];
        const matrix = Array.from({ length: n }, (_, i) => Uint8Array.from({ length: n }, (_, j) => values[i * n + j] % q));
        const b = Array.from({ length: n }, (_, i) => values[9 + i] % q);
        const form = smithForm(matrix, part);
        let solutions = 0;
        let kernelSize = 0;
        for (const x of allVectors(n, q)) {
          if (multiply(matrix, x, q).every((value, i) => value === b[i])) solutions++;
          if (multiply(matrix, x, q).every((value) => value === 0)) kernelSize++;
        }
        const particular = solveWithSmithForm(form, b);
        assert.equal(particular !== null, solutions > 0);
        if (particular) assert.deepEqual(multiply(matrix, particular, q), b);
        const generators = kernelGenerators(form);
        assert.equal(
          generators.reduce((product, g) => product * g.order, 1),
          kernelSize,
        );
        for (const g of generators) assert.ok(multiply(matrix, g.vector, q).every((value) => value === 0));
      }),
      { numRuns: 300 },
    );
  });
});
