import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { TOPOLOGIES } from '../../../../src/domain/topology';
import { createRandom } from '../../../../src/core/random';
import { binaryFactorization } from '../../../../src/solvers/internal/elimination/binaryFactorization';
import { packBinaryMatrix } from '../../../../src/solvers/internal/arithmetic/modularMatrix';
import { chaseReduction } from '../../../../src/solvers/internal/reduction/boardReduction';
import { primePowers } from '../../../../src/solvers/internal/arithmetic/modular';
import { binaryModularMatrix, byteModularMatrix } from '../../../../src/solvers/internal/arithmetic/modularMatrix';
import { primeFactorization } from '../../../../src/solvers/internal/elimination/primeFactorization';
import { plainReduction } from '../../../../src/solvers/internal/reduction/plainReduction';
import { primePowerSystem } from '../../../../src/solvers/internal/elimination/primePowerSystem';
import { kernelGenerators, smithForm, solveWithSmithForm } from '../../../../src/solvers/internal/elimination/smithForm';
import { torusReduction } from '../../../../src/solvers/internal/reduction/torusReduction';

const sorted = (values: readonly number[]): number[] => [...values].sort((a, b) => a - b);

/** M x mod q. */
function product(matrix: Uint8Array, size: number, x: ArrayLike<number>, q: number): number[] {
  return Array.from({ length: size }, (_, i) => {
    let sum = 0;
    for (let j = 0; j < size; j++) sum += matrix[i * size + j] * x[j];
    return sum % q;
  });
}

/** Every vector of Z_q^size. */
function* allVectors(size: number, q: number): Generator<number[]> {
  const v = new Array<number>(size).fill(0);
  for (;;) {
    yield v.slice();
    let i = 0;
    while (i < size && ++v[i] === q) v[i++] = 0;
    if (i === size) return;
  }
}

function prepare(matrix: Uint8Array, size: number, q: number): ReturnType<typeof primePowerSystem> {
  const part = primePowers(q)[0];
  // GF(2) works on the packed matrix itself; other moduli on bytes (GF(3) and GF(p) eliminations alike).
  if (q === 2) {
    const packed = packBinaryMatrix(matrix, size);
    return primePowerSystem(binaryModularMatrix(packed), part, binaryFactorization(packed));
  }
  const factorization = part.prime === 2 ? binaryFactorization(packBinaryMatrix(matrix, size)) : primeFactorization(matrix, size, part.prime);
  return primePowerSystem(byteModularMatrix(matrix, size, part), part, factorization);
}

describe('internal solver: systems over Z_(p^e) by lifting', () => {
  it('matches brute force on the kernel and on solvability, q = 2, 3, 4, 5, 8, 9, 16, 25, 27, 32', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2, 3, 4, 5, 8, 9, 16, 25, 27, 32),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 2 ** 30 }),
        fc.array(fc.nat(), { minLength: 16, maxLength: 16 }),
        fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
        (q, size, shapeSeed, raw, rightSide) => {
          if (q ** size > 2 ** 16) return;
          const p = primePowers(q)[0].prime;
          // Entries biased towards multiples of p, so the systems are singular mod p but not mod q.
          const matrix = Uint8Array.from({ length: size * size }, (_, i) => ((raw[i] % q) * ((shapeSeed >> i) & 1 ? p : 1)) % q);
          const system = prepare(matrix, size, q);
          const kernel = [...allVectors(size, q)].filter((x) => product(matrix, size, x, q).every((value) => value === 0));
          // The generators span the kernel, each element once.
          const orders = system.kernel.map((generator) => generator.order);
          assert.equal(
            orders.reduce((a, b) => a * b, 1),
            kernel.length,
          );
          const spanned = new Set<string>();
          const combine = (index: number, sum: number[]): void => {
            if (index === orders.length) {
              spanned.add(sum.join(','));
              return;
            }
            for (let c = 0; c < orders[index]; c++)
              combine(
                index + 1,
                sum.map((value, i) => (value + c * system.kernel[index].vector[i]) % q),
              );
          };
          combine(0, new Array<number>(size).fill(0));
          assert.equal(spanned.size, kernel.length);
          for (const x of kernel) assert.ok(spanned.has(x.join(',')));
          // Solvability of M f = c against the image.
          const c = rightSide.slice(0, size).map((value) => value % q);
          const image = new Set([...allVectors(size, q)].map((x) => product(matrix, size, x, q).join(',')));
          const f = system.solve(c);
          assert.equal(f !== null, image.has(c.join(',')));
          if (f) assert.deepEqual(product(matrix, size, f, q), c);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('lifted vs direct: the reduced systems of real boards agree with their Smith form over Z_(p^e)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(4, 8, 9, 16, 25, 27, 32),
        fc.constantFrom(...TOPOLOGIES),
        fc.integer({ min: 3, max: 30 }),
        fc.integer({ min: 3, max: 30 }),
        fc.integer(),
        (q, topology, rows, columns, seed) => {
          const reduction =
            topology === 'plain'
              ? plainReduction(rows, columns)
              : topology === 'torus'
                ? torusReduction(rows, columns)
                : chaseReduction({ rows, columns, topology });
          const size = reduction.size;
          const matrix = reduction.matrix(q);
          const lifted = prepare(matrix, size, q);
          const direct = smithForm(
            Array.from({ length: size }, (_, i) => matrix.subarray(i * size, (i + 1) * size)),
            primePowers(q)[0],
          );
          assert.deepEqual(sorted(lifted.kernel.map((generator) => generator.order)), sorted(kernelGenerators(direct).map((generator) => generator.order)));
          const random = createRandom(seed);
          for (let trial = 0; trial < 3; trial++) {
            const c = Array.from({ length: size }, () => random.nextInt(q));
            const f = lifted.solve(c);
            assert.equal(f !== null, solveWithSmithForm(direct, c) !== null);
            if (f) assert.deepEqual(product(matrix, size, f, q), c);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('solves [[2]] f = 2 over Z_4 with kernel {0, 2} and refuses [[2]] f = 1', () => {
    const system = prepare(Uint8Array.of(2), 1, 4);
    assert.deepEqual(
      system.kernel.map((generator) => [...generator.vector, generator.order]),
      [[2, 2]],
    );
    assert.deepEqual(
      [...(system.solve([2]) as Uint8Array)].map((value) => (2 * value) % 4),
      [2],
    );
    assert.equal(system.solve([1]), null);
  });

  it('lifts a larger system mod 9 whose kernel mod 3 is bigger than mod 9', () => {
    // diag(3, 3, 1) twisted by an invertible change of basis: kernel over Z_9 is 3 Z_9 x 3 Z_9.
    const size = 3;
    const matrix = Uint8Array.of(3, 3, 0, 0, 3, 0, 1, 1, 1);
    const system = prepare(matrix, size, 9);
    assert.deepEqual(
      system.kernel.map((generator) => generator.order),
      [3, 3],
    );
    for (const { vector } of system.kernel) assert.deepEqual(product(matrix, size, vector, 9), [0, 0, 0]);
  });
});
