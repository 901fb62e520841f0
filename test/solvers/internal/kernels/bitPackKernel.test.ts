import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { bitPackKernelRuns, emitBitPackModule, packRowsWithKernel } from '../../../../src/solvers/internal/kernels/bitPackKernel';
import { webAssembly } from '../../../../src/solvers/internal/kernels/wasmRuntime';

/** The packing by its definition, one cell at a time: bit c of row r is the low bit of cell (r, c) XOR flip. */
function packByCell(cells: Uint8Array, flip: number, rows: number, columns: number, wordsPerRow: number): Uint32Array {
  const packed = new Uint32Array(rows * wordsPerRow);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      if (((cells[r * columns + c] ^ flip) & 1) !== 0) packed[r * wordsPerRow + (c >> 5)] |= 1 << (c & 31);
    }
  }
  return packed;
}

/** The cells `offset` bytes into a buffer of their own, with stray bytes on both sides. */
function atOffset(cells: Uint8Array, offset: number): Uint8Array {
  const buffer = new Uint8Array(offset + cells.length + 40).fill(0xff);
  buffer.set(cells, offset);
  return buffer.subarray(offset, offset + cells.length);
}

describe('internal solver: the SIMD kernel that packs cells into bits', () => {
  it('runs on this Node and emits a valid module', () => {
    assert.equal(bitPackKernelRuns(), true);
    assert.ok(webAssembly?.validate(emitBitPackModule()));
  });

  it('packs as the per-cell definition does: rows on and off whole words, any state, any offset, either flip', () => {
    fc.assert(
      fc.property(
        fc.record({
          rows: fc.integer({ min: 1, max: 40 }),
          columns: fc.integer({ min: 1, max: 300 }),
          offset: fc.integer({ min: 0, max: 15 }),
          flip: fc.integer({ min: 0, max: 1 }),
        }),
        fc.integer(),
        ({ rows, columns, offset, flip }, seed) => {
          const cells = Uint8Array.from({ length: rows * columns }, (_, index) => (Math.imul(index + 1, 2654435761 ^ seed) >>> 27) % 36);
          const words = Math.ceil(columns / 32);
          assert.deepEqual([...packRowsWithKernel(atOffset(cells, offset), flip, rows, columns, words)], [...packByCell(cells, flip, rows, columns, words)]);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('packs boards that pass through its memory in several bands, the last one short, and rows longer than a band', () => {
    for (const [rows, columns] of [
      [3000, 700],
      [2, 1_200_000],
    ] as const) {
      const cells = Uint8Array.from({ length: rows * columns }, (_, index) => (index * 7 + (index >>> 9)) % 5);
      const words = Math.ceil(columns / 32);
      for (const flip of [0, 1]) {
        assert.deepEqual(
          packRowsWithKernel(cells, flip, rows, columns, words),
          packByCell(cells, flip, rows, columns, words),
          `${rows} x ${columns}, flip ${flip}`,
        );
      }
    }
  });
});
