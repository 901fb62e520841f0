import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { fromChaseOrder, residueTable, rowOrientation, toChaseOrder } from '../../../../src/solvers/internal/reduction/rowOrientation';

describe('internal solver: chasing along the longer side', () => {
  it('transposes a board wider than tall, so a chase row has min(rows, columns) cells', () => {
    assert.deepEqual(rowOrientation(5, 3), { transposed: false, width: 3, height: 5 });
    assert.deepEqual(rowOrientation(3, 5), { transposed: true, width: 3, height: 5 });
    assert.deepEqual(rowOrientation(4, 4), { transposed: false, width: 4, height: 4 });
  });

  it('puts a 2 x 3 board in chase order column by column, reduced mod k, and back', () => {
    const chase = toChaseOrder([0, 1, 2, 3, 4, 5], 2, 3, 4);
    assert.deepEqual([...(chase as Int32Array)], [0, 3, 1, 0, 2, 1]);
    assert.deepEqual([...fromChaseOrder(Uint8Array.from([0, 3, 1, 4, 2, 5]), 2, 3)], [0, 1, 2, 3, 4, 5]);
    assert.equal(toChaseOrder(null, 2, 3, 4), null);
    const tall = Uint8Array.from([1, 2, 3, 4, 5, 6]);
    assert.equal(fromChaseOrder(tall, 3, 2), tall, 'not transposed: the same array');
  });

  it('round-trips every board through chase order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.integer({ min: 0, max: 35 }), { minLength: 64, maxLength: 64 }),
        (rows, columns, seeds) => {
          const values = seeds.slice(0, rows * columns);
          const chase = toChaseOrder(values, rows, columns, 36) as Int32Array;
          assert.deepEqual([...fromChaseOrder(Uint8Array.from(chase), rows, columns)], values);
        },
      ),
    );
  });

  it('looks up residues of sums up to 5k - 1', () => {
    const table = residueTable(3);
    assert.equal(table.length, 15);
    assert.deepEqual([...table], [0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2]);
  });
});
