import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { primePowers } from '../../../../src/solvers/internal/arithmetic/modular';
import { densePart } from '../../../../src/solvers/internal/primePowerPart';
import { chaseBinaryTorus, torusReduction } from '../../../../src/solvers/internal/reduction/torusReduction';
import { packCells, unpackCells } from '../../../../src/solvers/internal/polynomial/binaryPlainPacking';
import { assertPartHolds } from '../partContract';

describe('internal solver: the reduction of torus boards', () => {
  it('frees two chase rows of the shorter side, and refuses a side below 3', () => {
    const reduction = torusReduction(4, 6);
    assert.equal(reduction.width, 4);
    assert.equal(reduction.size, 8);
    assert.throws(() => torusReduction(2, 5), RangeError);
  });

  it('blockColumn(b) is column b n of its matrix, 2n entries', () => {
    const reduction = torusReduction(3, 5);
    const n = reduction.width;
    const matrix = reduction.matrix(5);
    for (const b of [0, 1] as const) {
      const column = reduction.blockColumn(b, 5);
      assert.equal(column.length, 2 * n);
      for (let a = 0; a < 2; a++)
        for (let i = 0; i < n; i++) assert.equal(matrix[(a * n + i) * 2 * n + b * n], column[a * n + i], `block (${a}, ${b}) entry ${i}`);
    }
  });

  it('keeps the part contract on rows of 256 cells (the SIMD row chase), for q = 3, 4 and 5', () => {
    const [rows, columns] = [259, 256];
    const shape = { rows, columns, topology: 'torus' as const };
    for (const q of [3, 4, 5]) {
      const patterns = [1, 2].map((seed) => Array.from({ length: rows * columns }, (_, index) => (Math.imul(index + seed, 2654435761) >>> 20) % q));
      assertPartHolds(densePart(torusReduction(rows, columns), primePowers(q)[0], null), shape, patterns, patterns, `${rows}x${columns} q=${q}`);
    }
  });

  it('its reduced system keeps the part contract for q = 2, 3, 4, 5, 9', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 6 }),
        fc.integer({ min: 3, max: 6 }),
        fc.constantFrom(2, 3, 4, 5, 9),
        fc.array(fc.array(fc.nat(), { minLength: 36, maxLength: 36 }), { minLength: 1, maxLength: 3 }),
        (rows, columns, q, seeds) => {
          const shape = { rows, columns, topology: 'torus' as const };
          const patterns = seeds.map((seed) => seed.slice(0, rows * columns).map((value) => value % q));
          assertPartHolds(densePart(torusReduction(rows, columns), primePowers(q)[0], null), shape, patterns, patterns, `${rows}x${columns} q=${q}`);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('the packed GF(2) chase presses and leaves over what the numeric chase does, across word boundaries', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 100 }), fc.integer({ min: 3, max: 40 }), fc.integer(), (n, extra, seed) => {
        // Chase rows of n cells: a board of n columns and at least n rows.
        const rows = n + extra;
        const columns = n;
        let state = seed;
        const bit = (): number => ((state = (state * 1103515245 + 12345) | 0) >>> 16) & 1;
        const b = Uint8Array.from({ length: rows * columns }, bit);
        const free = Int32Array.from({ length: 2 * n }, bit);
        const reduction = torusReduction(rows, columns);
        const words = (n + 31) >>> 5;
        const pack = (values: ArrayLike<number>): Uint32Array => {
          const row = new Uint32Array(words);
          for (let i = 0; i < n; i++) row[i >> 5] |= (values[i] & 1) << (i & 31);
          return row;
        };
        const unpack = (row: Uint32Array): number[] => Array.from({ length: n }, (_, i) => (row[i >> 5] >>> (i & 31)) & 1);
        const presses = new Uint32Array(rows * words);
        chaseBinaryTorus(n, rows, packCells(b, 0, rows, columns, words), pack(free.subarray(0, n)), pack(free.subarray(n)), presses);
        assert.deepEqual(unpackCells(presses, rows, columns, words), reduction.pressPattern(b, free, 2));
        const residual = reduction.reducedRightHandSide(b, 2);
        const zero = new Uint32Array(words);
        const fromZero = chaseBinaryTorus(n, rows, packCells(b, 0, rows, columns, words), zero, zero, null);
        assert.deepEqual([...unpack(fromZero.closing), ...unpack(fromZero.wrap)], [...residual]);
      }),
      { numRuns: 60 },
    );
  });
});
