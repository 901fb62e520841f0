import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  chasePrimeRowsWithKernel,
  emitPrimeRowModule,
  LARGEST_ROW_KERNEL_PRIME,
  primeRowKernelRuns,
} from '../../../../src/solvers/internal/kernels/primeRowKernel';
import { webAssembly } from '../../../../src/solvers/internal/kernels/wasmRuntime';

const ODD_PRIMES = [3, 5, 7, 11, 13, 17, 19, 23, 29, 31] as const;

/**
 * The chase by definition, a cell at a time: row r + 1 is b_r minus row r - 1 and the cells c - 1,
 * c, c + 1 of row r, mod p; the row after the last is the residual.
 */
function chaseByCell(p: number, width: number, height: number, board: Uint8Array | null, firstRow: Uint8Array): { presses: Uint8Array; residual: Uint8Array } {
  const rows = new Uint8Array((height + 1) * width);
  rows.set(firstRow);
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const at = r * width + c;
      const pressed = rows[at] + (c > 0 ? rows[at - 1] : 0) + (c + 1 < width ? rows[at + 1] : 0) + (r > 0 ? rows[at - width] : 0);
      rows[at + width] = ((((board ? board[at] : 0) - pressed) % p) + p) % p;
    }
  }
  return { presses: rows.slice(0, height * width), residual: rows.slice(height * width) };
}

/** `length` bytes from a seed, each below `bound`. */
function bytes(length: number, seed: number, bound: number): Uint8Array {
  let x = seed | 1;
  return Uint8Array.from({ length }, () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % bound;
  });
}

describe('internal solver: the SIMD kernel of the GF(p) row chase', () => {
  it('runs on this Node for the odd primes up to its largest and emits valid modules', () => {
    for (const p of ODD_PRIMES) {
      assert.equal(primeRowKernelRuns(p), true);
      assert.ok(webAssembly?.validate(emitPrimeRowModule(p)));
    }
    for (const p of [2, 4, LARGEST_ROW_KERNEL_PRIME + 2]) assert.equal(primeRowKernelRuns(p), false);
    assert.throws(() => emitPrimeRowModule(2), RangeError);
  });

  it('chases as the per-cell definition does, for every odd prime, boards of any byte, across chunk edges', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ODD_PRIMES),
        fc.oneof(fc.integer({ min: 1, max: 70 }), fc.constantFrom(15, 16, 17, 31, 32, 33, 255, 256, 257)),
        fc.integer({ min: 1, max: 30 }),
        fc.integer(),
        fc.boolean(),
        (p, width, height, seed, withBoard) => {
          const board = withBoard ? bytes(width * height, seed, 256) : null;
          const firstRow = bytes(width, ~seed, p);
          const expected = chaseByCell(p, width, height, board, firstRow);
          const presses = new Uint8Array(width * height);
          assert.deepEqual(chasePrimeRowsWithKernel(p, width, height, board, firstRow, presses), expected.residual);
          assert.deepEqual(presses, expected.presses);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('carries rows from band to band: a board taller than a band (about 1 MiB of rows)', () => {
    // 52 rows of 20,000 cells fill a band.
    const [width, height, p] = [20_000, 60, 7];
    const board = bytes(width * height, 3, 256);
    const firstRow = bytes(width, 5, p);
    const expected = chaseByCell(p, width, height, board, firstRow);
    const presses = new Uint8Array(width * height);
    assert.deepEqual(chasePrimeRowsWithKernel(p, width, height, board, firstRow, presses), expected.residual);
    assert.deepEqual(presses, expected.presses);
  });
});
