import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { byteResidueTable, chaseOrderBytes, fromChaseOrder, rowOrientation } from '../../../../src/solvers/internal/reduction/rowOrientation';

describe('internal solver: chasing along the longer side', () => {
  it('transposes a board wider than tall, so a chase row has min(rows, columns) cells', () => {
    assert.deepEqual(rowOrientation(5, 3), { transposed: false, width: 3, height: 5 });
    assert.deepEqual(rowOrientation(3, 5), { transposed: true, width: 3, height: 5 });
    assert.deepEqual(rowOrientation(4, 4), { transposed: false, width: 4, height: 4 });
  });

  it('puts a 2 x 3 board in chase order column by column, reduced mod k, and back', () => {
    const chase = chaseOrderBytes([0, 1, 2, 3, 4, 5], 2, 3, 4);
    assert.deepEqual([...(chase as Uint8Array)], [0, 3, 1, 0, 2, 1]);
    assert.deepEqual([...fromChaseOrder(Uint8Array.from([0, 3, 1, 4, 2, 5]), 2, 3)], [0, 1, 2, 3, 4, 5]);
    assert.equal(chaseOrderBytes(null, 2, 3, 4), null);
    const bytes = Uint8Array.from([5, 1, 2, 3, 4, 5]);
    assert.equal(chaseOrderBytes(bytes, 3, 2, 4), bytes, 'bytes already in chase order: the same array, read through the residue table');
    assert.deepEqual([...(chaseOrderBytes([5, 1, 2, 3, 4, 5], 3, 2, 4) as Uint8Array)], [1, 1, 2, 3, 0, 1]);
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
          const chase = chaseOrderBytes(values, rows, columns, 36) as Uint8Array;
          assert.deepEqual([...fromChaseOrder(chase.slice(), rows, columns)], values);
        },
      ),
    );
  });

  it('looks up residues of a byte plus sums up to 4k', () => {
    const table = byteResidueTable(3);
    assert.equal(table.length, 256 + 12);
    table.forEach((value, index) => assert.equal(value, index % 3));
  });
});
