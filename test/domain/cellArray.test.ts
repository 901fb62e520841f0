import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { copyCells, newCells, sameCells } from '../../src/domain/cellArray';

describe('domain: cell arrays', () => {
  it('holds any number of cells at 0 in a buffer of whole 32-bit words, zero past the cells', () => {
    fc.assert(
      fc.property(fc.nat(5000), (length) => {
        const cells = newCells(length);
        assert.equal(cells.length, length);
        assert.equal(cells.byteOffset, 0);
        assert.equal(cells.buffer.byteLength, Math.ceil(length / 4) * 4);
        assert.equal(new Uint32Array(cells.buffer).length, Math.ceil(length / 4));
        assert.ok(new Uint8Array(cells.buffer).every((byte) => byte === 0));
      }),
    );
  });

  it('says two optional cell arrays are the same when both are absent or they hold the same values', () => {
    assert.equal(sameCells(undefined, null), true);
    assert.equal(sameCells(null, Uint8Array.of()), false);
    assert.equal(sameCells(Uint8Array.of(1, 2), undefined), false);
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 20 }), fc.uint8Array({ maxLength: 20 }), (a, b) => {
        assert.equal(sameCells(a, b), a.length === b.length && a.every((value, index) => value === b[index]));
        assert.equal(sameCells(a, copyCells(a)), true);
      }),
    );
  });

  it('copies cells from any array, even one that starts inside a word, into whole words of their own', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.nat(3), (values, offset) => {
        const source = new Uint8Array(values.length + offset);
        source.set(values, offset);
        const copy = copyCells(source.subarray(offset));
        assert.deepEqual(copy, values);
        assert.equal(copy.buffer.byteLength, Math.ceil(values.length / 4) * 4);
        assert.ok(new Uint8Array(copy.buffer, values.length).every((byte) => byte === 0));
        copy.fill(9);
        assert.deepEqual(source.subarray(offset), values);
      }),
    );
  });
});
