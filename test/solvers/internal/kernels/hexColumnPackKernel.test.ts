import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  emitHexColumnPackModule,
  hexColumnPackKernelRuns,
  packBinaryColumnsWithKernel,
  unpackBinaryColumnsWithKernel,
} from '../../../../src/solvers/internal/kernels/hexColumnPackKernel';
import { webAssembly } from '../../../../src/solvers/internal/kernels/wasmRuntime';
import { binaryColumnLayout, type BinaryColumnLayout } from '../../../../src/solvers/internal/reduction/hexColumnReduction';

/** The word and bit of cell (r, c) in the packed layout: the column's even rows (row 2j at bit j), then its odd rows. */
function place(layout: BinaryColumnLayout, r: number, c: number): { word: number; bit: number } {
  const j = r >> 1;
  return { word: c * layout.stride + (r & 1 ? layout.evenWords : 0) + (j >> 5), bit: j & 31 };
}

/** The packing by its definition, a cell at a time. */
function packByCell(values: Uint8Array, layout: BinaryColumnLayout): Uint32Array {
  const out = new Uint32Array(layout.columns * layout.stride);
  for (let r = 0; r < layout.height; r++) {
    for (let c = 0; c < layout.columns; c++) {
      const { word, bit } = place(layout, r, c);
      if (values[r * layout.columns + c] & 1) out[word] |= 1 << bit;
    }
  }
  return out;
}

/** Bytes below 36 from a seed. */
function cells(length: number, seed: number): Uint8Array {
  let x = seed | 1;
  return Uint8Array.from({ length }, () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % 36;
  });
}

const layoutArbitrary = fc
  .record({
    height: fc.oneof(fc.integer({ min: 1, max: 140 }), fc.constantFrom(15, 16, 17, 63, 64, 65, 127, 128, 129)),
    columns: fc.oneof(fc.integer({ min: 1, max: 60 }), fc.constantFrom(15, 16, 17, 31, 32, 33)),
    wrap: fc.boolean(),
  })
  .map(({ height, columns, wrap }) => binaryColumnLayout(wrap ? height + (height % 2) : height, columns, wrap));

describe('internal solver: the SIMD kernel that packs hex columns into bits', () => {
  it('runs on this Node and emits a valid module', () => {
    assert.equal(hexColumnPackKernelRuns(), true);
    assert.ok(webAssembly?.validate(emitHexColumnPackModule()));
  });

  it('packs as the per-cell definition does, across byte, word and band edges, with only the low bits', () => {
    fc.assert(
      fc.property(layoutArbitrary, fc.integer(), (layout, seed) => {
        const values = cells(layout.height * layout.columns, seed);
        assert.deepEqual(packBinaryColumnsWithKernel(values, layout), packByCell(values, layout));
      }),
      { numRuns: 200 },
    );
  });

  it('unpacks what the definition packs, one byte 0 or 1 a cell in row-major order', () => {
    fc.assert(
      fc.property(layoutArbitrary, fc.integer(), (layout, seed) => {
        const bits = cells(layout.height * layout.columns, seed).map((value) => value & 1);
        assert.deepEqual(unpackBinaryColumnsWithKernel(packByCell(bits, layout), layout), bits);
      }),
      { numRuns: 200 },
    );
  });
});
