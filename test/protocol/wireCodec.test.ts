import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { bitsFor, decodeWireMessage, encodeWireMessage, MIN_PACKED_LENGTH, packBytes, unpackBytes } from '../../src/protocol/wireCodec';

describe('wireCodec: the wire codec of the grid messages', () => {
  it('packs values to the fewest bits that hold them, little-endian within a byte', () => {
    assert.equal(bitsFor(Uint8Array.of(0, 1, 1)), 1);
    assert.equal(bitsFor(Uint8Array.of(0, 3)), 2);
    assert.equal(bitsFor(Uint8Array.of(15)), 4);
    assert.equal(bitsFor(Uint8Array.of(16)), 8);
    assert.deepEqual(packBytes(Uint8Array.of(1, 0, 1, 1, 0, 0, 0, 0, 1), 1).data, Uint8Array.of(0b1101, 1));
    assert.deepEqual(packBytes(Uint8Array.of(1, 2, 3, 0, 2), 2).data, Uint8Array.of(0b00111001, 2));
    assert.deepEqual(packBytes(Uint8Array.of(9, 15, 1), 4).data, Uint8Array.of(0xf9, 1));
  });

  it('finds the fewest bits of any array at any alignment, four values at a time as one by one', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), fc.nat(3), (values, offset) => {
        const buffer = new Uint8Array(values.length + offset);
        buffer.set(values, offset);
        const largest = Math.max(0, ...values);
        assert.equal(bitsFor(buffer.subarray(offset)), largest < 2 ? 1 : largest < 4 ? 2 : largest < 16 ? 4 : 8);
      }),
    );
  });

  it('unpacks every length, four values at a time and the rest one by one', () => {
    for (const bits of [1, 2, 4] as const) {
      for (let length = 0; length <= 40; length++) {
        const values = Uint8Array.from({ length }, (_, index) => (index * 5 + (index >> 2)) & ((1 << bits) - 1));
        const unpacked = unpackBytes(packBytes(values, bits));
        assert.deepEqual(unpacked, values, `${length} values of ${bits} bits`);
        // In whole words, zero past the values (see domain/cellArray).
        assert.equal(unpacked.buffer.byteLength, Math.ceil(length / 4) * 4);
        assert.ok(new Uint8Array(unpacked.buffer, length).every((byte) => byte === 0));
      }
    }
  });

  it('round-trips any values at any bit width', () => {
    fc.assert(
      fc.property(fc.constantFrom(1 as const, 2 as const, 4 as const), fc.array(fc.nat(255)), (bits, raw) => {
        const values = Uint8Array.from(raw, (value) => value & ((1 << bits) - 1));
        assert.deepEqual(unpackBytes(packBytes(values, bits)), values);
      }),
    );
  });

  it('packs the large cell arrays of a message, leaves everything else shared, and decodes to the message sent', () => {
    const grid = Uint8Array.from({ length: 2000 * 3 }, (_, index) => (index * 7) % 2);
    const presses = Uint8Array.from({ length: MIN_PACKED_LENGTH }, (_, index) => index % 3);
    const wide = Uint8Array.from({ length: MIN_PACKED_LENGTH }, (_, index) => index % 36);
    const small = Uint8Array.of(1, 0, 1);
    const warnings = [{ severity: 'warning', message: 'unknown key', line: 1, column: 1 }];
    const message = {
      type: 'document',
      version: 3,
      state: { kind: 'puzzle', puzzle: { rows: 3, columns: 2000, grid, title: 'x' }, warnings },
      extra: [presses, wide, small, null, 'text'],
    };
    const wire = encodeWireMessage(message);
    const wireGrid = wire.state.puzzle.grid as unknown as { bits: number; data: Uint8Array };
    assert.equal(wireGrid.bits, 1);
    assert.equal(wireGrid.data.length, 750);
    assert.equal((wire.extra[0] as unknown as { bits: number }).bits, 2);
    assert.equal(wire.extra[1], wide, 'values up to 35 travel as bytes');
    assert.equal(wire.extra[2], small, 'short arrays travel as they are');
    assert.equal(wire.state.warnings, warnings, 'untouched parts are shared, not copied');
    assert.equal(message.state.puzzle.grid, grid, 'the message itself is not changed');
    // Through structured cloning, as postMessage carries it.
    const received = decodeWireMessage(structuredClone(wire));
    assert.deepEqual(received, message);
    assert.ok(received.state.puzzle.grid instanceof Uint8Array);
  });

  it('decodes a message without packed arrays to itself', () => {
    const message = { type: 'rows', rows: Uint32Array.of(4), cells: Uint8Array.of(1, 2), warnings: [] };
    assert.equal(decodeWireMessage(message), message);
    assert.equal(encodeWireMessage(message), message);
  });

  it('round-trips any message: decoding what was encoded gives the message sent, which stays unchanged', () => {
    const cells = fc.oneof(
      fc.uint8Array({ maxLength: 20 }),
      fc.integer({ min: 0, max: 15 }).chain((top) => fc.uint8Array({ min: 0, max: top, minLength: MIN_PACKED_LENGTH, maxLength: MIN_PACKED_LENGTH + 40 })),
    );
    const value = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        cells,
        fc.integer(),
        fc.string(),
        fc.constant(null),
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), tie('value'), { maxKeys: 3, noNullPrototype: true }),
      ),
    })).value;
    fc.assert(
      fc.property(value, (message) => {
        const before = structuredClone(message);
        const encoded = encodeWireMessage(message);
        assert.deepEqual(decodeWireMessage(structuredClone(encoded)), message);
        assert.deepEqual(message, before);
      }),
      { numRuns: 200 },
    );
  });
});
