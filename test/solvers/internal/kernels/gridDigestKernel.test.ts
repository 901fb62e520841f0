import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { gridDigest } from '../../../../src/domain/gridDigest';
import { emitGridDigestModule, gridDigestKernelRuns, gridDigestWithKernel } from '../../../../src/solvers/internal/kernels/gridDigestKernel';
import { webAssembly } from '../../../../src/solvers/internal/kernels/wasmRuntime';

/** `cells` in a fresh buffer at byte offset `offset` (the JavaScript digest reads whole words only at offsets that are multiples of 4). */
function atOffset(cells: Uint8Array, offset: number): Uint8Array {
  const grid = new Uint8Array(new ArrayBuffer(offset + cells.length + 3), offset, cells.length);
  grid.set(cells);
  return grid;
}

/** `length` cells from a seed: about a third zeros (some of them in runs of 16 or more), the rest any byte. */
function cellsOf(length: number, seed: number): Uint8Array {
  let x = seed | 1;
  const next = (): number => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x >>> 0;
  };
  const cells = new Uint8Array(length);
  for (let cell = 0; cell < length; cell++) {
    const draw = next();
    if (draw % 97 === 0) cell += draw % 40;
    else if (draw % 3 !== 0) cells[cell] = draw >>> 24;
  }
  return cells;
}

describe('internal solver: the SIMD kernel of the grid digest', () => {
  it('runs on this Node and emits a valid module', () => {
    assert.equal(gridDigestKernelRuns(), true);
    assert.ok(webAssembly?.validate(emitGridDigestModule()));
  });

  it('is gridDigest of any grid: any length, any byte values, at any byte offset', () => {
    const values = fc.oneof({ arbitrary: fc.constant(0), weight: 2 }, { arbitrary: fc.integer({ min: 0, max: 255 }), weight: 3 });
    fc.assert(
      fc.property(fc.array(values, { maxLength: 200, size: 'max' }), fc.integer({ min: 0, max: 7 }), (cells, offset) => {
        const grid = atOffset(Uint8Array.from(cells), offset);
        assert.deepEqual(gridDigestWithKernel(grid), { ...gridDigest(grid) });
      }),
      { numRuns: 300 },
    );
  });

  it('is gridDigest of the grids of no cell to 7 cells, each cell alone and all of them lit', () => {
    for (let length = 0; length <= 7; length++) {
      for (const value of [1, 2, 255]) {
        for (let cell = 0; cell < length; cell++) {
          const cells = new Uint8Array(length);
          cells[cell] = value;
          assert.deepEqual(gridDigestWithKernel(cells), { ...gridDigest(cells) }, `cell ${cell} of ${length} at ${value}`);
        }
        const lit = atOffset(new Uint8Array(length).fill(value), length % 4);
        assert.deepEqual(gridDigestWithKernel(lit), { ...gridDigest(lit) });
      }
    }
    assert.deepEqual(gridDigestWithKernel(new Uint8Array(0)), { low: 0, high: 0 });
  });

  it('is gridDigest across the edges of the bands the grid passes through the kernel in', () => {
    fc.assert(
      fc.property(fc.integer({ min: -40, max: 40 }), fc.integer({ min: 0, max: 3 }), fc.integer(), (fromEdge, offset, seed) => {
        const grid = atOffset(cellsOf((1 << 16) + fromEdge, seed), offset);
        assert.deepEqual(gridDigestWithKernel(grid), { ...gridDigest(grid) });
      }),
      { numRuns: 20 },
    );
  });

  it('is gridDigest of a board of millions of cells, and of the same cells one byte further on', () => {
    const cells = cellsOf(2000 * 2000 + 13, 29);
    const aligned = atOffset(cells, 0);
    assert.deepEqual(gridDigestWithKernel(aligned), { ...gridDigest(aligned) });
    const unaligned = atOffset(cells.subarray(0, 1_000_003), 1);
    assert.deepEqual(gridDigestWithKernel(unaligned), { ...gridDigest(unaligned) });
  });
});
