import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  chaseResidueRowsWithKernel,
  emitResidueRowModule,
  LARGEST_ROW_KERNEL_MODULUS,
  residueRowKernelRuns,
} from '../../../../src/solvers/internal/kernels/residueRowKernel';
import { webAssembly } from '../../../../src/solvers/internal/kernels/wasmRuntime';

/**
 * The chase by definition, a cell at a time: row r + 1 is b_r minus row r - 1 and the cells c - 1,
 * c, c + 1 of row r (across the ends when `wrap`), mod k. Returns rows -1 .. height.
 */
function chaseByCell(
  k: number,
  width: number,
  height: number,
  board: Uint8Array | null,
  first: Uint8Array,
  before: Uint8Array | null,
  wrap: boolean,
): Uint8Array[] {
  const rows = [before ?? new Uint8Array(width), first.slice()];
  for (let r = 0; r < height; r++) {
    const [above, row] = [rows[r], rows[r + 1]];
    rows.push(
      Uint8Array.from({ length: width }, (_, c) => {
        const left = c > 0 ? row[c - 1] : wrap ? row[width - 1] : 0;
        const right = c + 1 < width ? row[c + 1] : wrap ? row[0] : 0;
        return ((((board ? board[r * width + c] : 0) - left - row[c] - right - above[c]) % k) + k) % k;
      }),
    );
  }
  return rows;
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

/** Runs the kernel and compares everything it gives with the definition. */
function agrees(k: number, width: number, height: number, seed: number, options: { withBoard: boolean; withBefore: boolean; wrap: boolean }): void {
  const board = options.withBoard ? bytes(width * height, seed, 256) : null;
  const first = bytes(width, ~seed, k);
  const before = options.withBefore ? bytes(width, seed ^ 0x55aa, k) : null;
  const rows = chaseByCell(k, width, height, board, first, before, options.wrap);
  const presses = new Uint8Array(width * height);
  const end = chaseResidueRowsWithKernel(k, width, height, board, { first, before, wrap: options.wrap }, presses);
  assert.deepEqual(presses, Uint8Array.from(rows.slice(1, height + 1).flatMap((row) => [...row])));
  assert.deepEqual(end, { beforeLast: rows[height - 1], last: rows[height], after: rows[height + 1] });
  assert.deepEqual(chaseResidueRowsWithKernel(k, width, height, board, { first, before, wrap: options.wrap }, null), end);
}

describe('internal solver: the SIMD kernel of the row chase over Z_k', () => {
  it('runs on this Node for k = 2..51 and emits valid modules', () => {
    for (let k = 2; k <= LARGEST_ROW_KERNEL_MODULUS; k++) {
      assert.equal(residueRowKernelRuns(k), true);
      assert.ok(webAssembly?.validate(emitResidueRowModule(k)));
    }
    for (const k of [1, 2.5, LARGEST_ROW_KERNEL_MODULUS + 1]) assert.equal(residueRowKernelRuns(k), false);
    assert.throws(() => emitResidueRowModule(LARGEST_ROW_KERNEL_MODULUS + 1), RangeError);
  });

  it('chases as the per-cell definition does: plain and torus rows, any k, boards of any byte, across chunk edges', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 36 }),
        fc.oneof(fc.integer({ min: 3, max: 70 }), fc.constantFrom(15, 16, 17, 31, 32, 33, 255, 256, 257)),
        fc.integer({ min: 1, max: 30 }),
        fc.integer(),
        fc.record({ withBoard: fc.boolean(), withBefore: fc.boolean(), wrap: fc.boolean() }),
        (k, width, height, seed, options) => agrees(k, width, height, seed, options),
      ),
      { numRuns: 200 },
    );
  });

  it('carries rows, and on a torus their wrapped ends, from band to band (about 1 MiB of rows)', () => {
    // 52 rows of 20,000 cells fill a band.
    for (const wrap of [false, true]) agrees(7, 20_000, 60, 3, { withBoard: true, withBefore: true, wrap });
    agrees(4, 20_000, 53, 5, { withBoard: false, withBefore: true, wrap: true });
  });
});
