import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { emitSliceUnpackModule, SliceUnpacker, sliceUnpackKernelRuns } from '../../../../src/solvers/internal/kernels/sliceUnpackKernel';
import { webAssembly } from '../../../../src/solvers/internal/kernels/wasmRuntime';

/** `length` random 32-bit words from a seed. */
function wordsOf(length: number, seed: number): Int32Array {
  let x = seed | 1;
  return Int32Array.from({ length }, () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x;
  });
}

/** Lane s of cell c, by definition: bit s of the first plane, plus 2 times bit s of the second (GF(3)). */
function laneValue(one: Int32Array, two: Int32Array | null, cell: number, s: number): number {
  return ((one[cell] >>> s) & 1) + (two ? 2 * ((two[cell] >>> s) & 1) : 0);
}

/** Unpacks `cells` cells of the planes in pieces of the given sizes (cycled) into `start + lanes` patterns placed at `at`. */
function unpackInPieces(
  one: Int32Array,
  two: Int32Array | null,
  cells: number,
  lanes: number,
  start: number,
  at: number,
  pieces: readonly number[],
): Uint8Array[] {
  const patterns = Array.from({ length: start + lanes }, () => new Uint8Array(at + cells));
  const unpacker = new SliceUnpacker(patterns, start, lanes, two !== null);
  for (let done = 0, piece = 0; done < cells; piece++) {
    const count = Math.min(cells - done, pieces[piece % pieces.length]);
    unpacker.add(one, two ?? one, done, count, at + done);
    done += count;
  }
  unpacker.flush();
  return patterns;
}

function assertUnpacked(
  patterns: readonly Uint8Array[],
  one: Int32Array,
  two: Int32Array | null,
  cells: number,
  lanes: number,
  start: number,
  at: number,
): void {
  for (let s = 0; s < lanes; s++) {
    const expected = Uint8Array.from({ length: at + cells }, (_, index) => (index < at ? 0 : laneValue(one, two, index - at, s)));
    assert.deepEqual(patterns[start + s], expected, `lane ${s}`);
  }
  for (let s = 0; s < start; s++)
    assert.ok(
      patterns[s].every((value) => value === 0),
      `pattern ${s} before the lanes is untouched`,
    );
}

describe('internal solver: the SIMD kernel that unpacks sliced lanes into patterns', () => {
  it('runs on this Node and emits a valid module', () => {
    assert.equal(sliceUnpackKernelRuns(), true);
    assert.ok(webAssembly?.validate(emitSliceUnpackModule()));
  });

  it('gives every lane its bit of each cell (plus twice its second plane bit over GF(3)), added in any pieces', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 32 }),
        fc.integer({ min: 0, max: 200 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 5 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 4 }),
        fc.integer(),
        (lanes, cells, ternary, start, at, pieces, seed) => {
          const one = wordsOf(cells, seed);
          // One-hot planes over GF(3): a lane is never 1 and 2 at once.
          const two = ternary ? wordsOf(cells, ~seed).map((word, cell) => word & ~one[cell]) : null;
          assertUnpacked(unpackInPieces(one, two, cells, lanes, start, at, pieces), one, two, cells, lanes, start, at);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('unpacks more cells than a band holds, in pieces that cross the bands', () => {
    const cells = (1 << 16) * 2 + 23;
    const one = wordsOf(cells, 3);
    const two = wordsOf(cells, 4).map((word, cell) => word & ~one[cell]);
    assertUnpacked(unpackInPieces(one, two, cells, 32, 1, 7, [1000, 65_535, 3]), one, two, cells, 32, 1, 7);
    assertUnpacked(unpackInPieces(one, null, cells, 17, 0, 0, [40_000]), one, null, cells, 17, 0, 0);
  });
});
