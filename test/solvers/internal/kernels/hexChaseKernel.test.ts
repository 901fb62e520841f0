import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  emitHexChaseModule,
  HexChaseKernel,
  hexChaseKernelRuns,
  hexLaneLayout,
  LARGEST_LANE_PRIME,
} from '../../../../src/solvers/internal/kernels/hexChaseKernel';
import { chaseHexColumns, toColumnMajor, toRowMajor } from '../../../../src/solvers/internal/reduction/hexColumnReduction';
import { webAssembly } from '../../../../src/solvers/internal/kernels/wasmRuntime';

const PRIMES = [3, 5, 7, 11, 13, 17, 19, 23, 29, 31];

/** xorshift bytes from a seed. */
function randomBytes(seed: number, length: number): Uint8Array {
  let state = seed | 1;
  return Uint8Array.from({ length }, () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return state & 255;
  });
}

/** The portable chase's residual and row-major presses. */
function portableChase(
  height: number,
  columns: number,
  wrap: boolean,
  p: number,
  b: ArrayLike<number> | null,
  first: ArrayLike<number>,
): { residual: number[]; presses: number[] } {
  const presses = new Uint8Array(height * columns);
  const residual = chaseHexColumns(height, columns, wrap, p, toColumnMajor(b, height, columns, p), first, presses);
  return { residual: [...residual], presses: [...toRowMajor(presses, height, columns)] };
}

describe('internal solver: the SIMD kernel of the hex column chase', () => {
  it('runs on this Node for every odd prime up to 31, and emits valid modules', () => {
    for (const p of PRIMES) {
      assert.equal(hexChaseKernelRuns(p), true);
      assert.ok(webAssembly?.validate(emitHexChaseModule(p)));
    }
    assert.equal(hexChaseKernelRuns(2), false);
    assert.equal(hexChaseKernelRuns(37), false);
    assert.throws(() => emitHexChaseModule(LARGEST_LANE_PRIME + 6), RangeError);
  });

  it('lays a column out as its even rows, a gap, then its odd rows, in whole chunks', () => {
    assert.deepEqual(hexLaneLayout(31, 2, false), { height: 31, columns: 2, wrap: false, evenRows: 16, oddRows: 15, halfBytes: 32, oddOffset: 48, stride: 80 });
    assert.deepEqual(hexLaneLayout(30, 2, true), { height: 30, columns: 2, wrap: true, evenRows: 15, oddRows: 15, halfBytes: 16, oddOffset: 32, stride: 48 });
    assert.throws(() => hexLaneLayout(5, 2, true), RangeError);
  });

  it('equals the portable chase on boards and cylinders across chunk and band edges, with and without b', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PRIMES),
        fc.constantFrom(1, 2, 3, 15, 16, 17, 31, 32, 33, 34, 63, 64, 65, 66, 255, 256, 257, 300),
        fc.constantFrom(1, 2, 3, 15, 16, 17, 33),
        fc.boolean(),
        fc.constantFrom('none', 'below p', 'below 2p', 'below 3p', 'bytes', 'numbers'),
        fc.integer(),
        (p, rows, columns, wrap, kind, seed) => {
          const height = wrap ? 2 * (rows + 1) : rows;
          const random = randomBytes(seed, height * columns + height);
          const first = Array.from(random.subarray(0, height), (value) => value % p);
          const noise = random.subarray(height);
          const b =
            kind === 'none'
              ? null
              : kind.startsWith('below')
                ? noise.map((value) => value % ((kind === 'below p' ? 1 : kind === 'below 2p' ? 2 : 3) * p))
                : kind === 'bytes'
                  ? noise
                  : Array.from(noise, (value) => value * 1000);
          const expected = portableChase(height, columns, wrap, p, b, first);
          const kernel = new HexChaseKernel(hexLaneLayout(height, columns, wrap), p, { rightHandSide: b !== null, presses: true });
          if (b) kernel.setRightHandSide(b);
          // Twice: a second chase starts from clean columns.
          for (let run = 0; run < 2; run++) {
            assert.deepEqual([...kernel.chase(first, b !== null, false)], expected.residual);
            assert.deepEqual([...kernel.chase(first, b !== null, true)], expected.residual);
            assert.deepEqual([...kernel.pressesRowMajor()], expected.presses);
          }
        },
      ),
      { numRuns: 120 },
    );
  });

  it('chases a single press on a cylinder through its light cone as the portable chase does', () => {
    for (const p of [3, 5, 7, 11, 13])
      for (const [rows, columns] of [
        [9, 2],
        [40, 3],
        [41, 30],
        [100, 7],
        [300, 20],
      ]) {
        const height = 2 * (rows + 1);
        const kernel = new HexChaseKernel(hexLaneLayout(height, columns, true), p, { rightHandSide: false, presses: false });
        for (const row of [0, 1, height >> 1, (height >> 1) + 1, height - 1, 32, 33]) {
          const first = new Int32Array(height);
          first[row] = p - 1;
          assert.deepEqual(
            [...kernel.chase(first, false, false)],
            portableChase(height, columns, true, p, null, first).residual,
            `${rows}x${columns} p=${p} row ${row}`,
          );
        }
      }
  });

  it('refuses a chase through b or into presses it has no room for', () => {
    const kernel = new HexChaseKernel(hexLaneLayout(4, 3, false), 3, { rightHandSide: false, presses: false });
    assert.throws(() => kernel.chase([1, 0, 0, 0], true, false));
    assert.throws(() => kernel.chase([1, 0, 0, 0], false, true));
    assert.throws(() => kernel.setRightHandSide(new Uint8Array(12)));
    assert.throws(() => kernel.pressesRowMajor());
  });
});
