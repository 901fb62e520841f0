import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  bitLength,
  BitReader,
  BitsError,
  bitsFor,
  BitWriter,
  characterValue,
  checksumText,
  crc24,
  gammaLength,
  ID_ALPHABET,
} from '../../../src/core/puzzleId/puzzleIdText';

/** The reader of what `writer` wrote. */
function readerOf(writer: BitWriter): BitReader {
  return new BitReader(Uint8Array.from(writer.text(), (character) => characterValue(character.charCodeAt(0))));
}

/** The bits of a text, as 0 and 1 characters. */
function bitString(text: string): string {
  return [...text].map((character) => characterValue(character.charCodeAt(0)).toString(2).padStart(6, '0')).join('');
}

describe('core: puzzle ID text (bits, alphabet, gamma codes, CRC-24)', () => {
  it('uses the URL-safe base 64 alphabet of RFC 4648, each character its own value', () => {
    assert.equal(ID_ALPHABET, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_');
    for (let value = 0; value < 64; value++) assert.equal(characterValue(ID_ALPHABET.charCodeAt(value)), value);
    for (const character of ['=', '+', '/', '.', ' ', '\n', 'é', '\u0000', '\u017f', '😀'])
      assert.equal(characterValue(character.charCodeAt(0)), -1, character);
    assert.equal(characterValue(0x10041), -1);
  });

  it('computes the CRC-24 of RFC 4880 (test vector, empty text, one byte)', () => {
    assert.equal(crc24('123456789'), 0x21cf02);
    assert.equal(crc24(''), 0xb704ce);
    assert.equal(checksumText(0x21cf02), 'Ic8C');
    assert.equal(checksumText(0), 'AAAA');
    assert.equal(checksumText(0xffffff), '____');
    assert.equal(crc24('5x5k2.1.Awy'), 0x1dffd7);
    assert.equal(checksumText(crc24('5x5k2.1.Awy')), 'Hf_X');
  });

  it('detects every change of one character and every swap of two neighbours in the CRC-24', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...ID_ALPHABET, '.'), minLength: 2, maxLength: 60 }), fc.nat(), fc.nat({ max: 63 }), (text, at, value) => {
        const index = at % text.length;
        const changed = text.slice(0, index) + ID_ALPHABET[value] + text.slice(index + 1);
        if (changed !== text) assert.notEqual(crc24(changed), crc24(text));
        const first = at % (text.length - 1);
        const swapped = text.slice(0, first) + text[first + 1] + text[first] + text.slice(first + 2);
        if (swapped !== text) assert.notEqual(crc24(swapped), crc24(text));
      }),
      { numRuns: 500 },
    );
  });

  it('writes bits most significant first, padding the last character with 0 bits', () => {
    const writer = new BitWriter();
    assert.equal(writer.text(), '');
    writer.write(1, 1);
    assert.equal(writer.text(), 'g');
    writer.write(0b11111, 5);
    assert.equal(writer.text(), '_');
    writer.write(0b10, 2);
    assert.equal(writer.length, 8);
    assert.equal(writer.text(), '_g');
    writer.write(2 ** 32 - 1, 32);
    assert.equal(writer.length, 40);
    assert.equal(bitString(writer.text()), '111111' + '10' + '1'.repeat(32) + '00');
  });

  it('reads back what was written, field by field', () => {
    const field = fc.integer({ min: 0, max: 32 }).chain((count) => fc.tuple(fc.constant(count), fc.nat({ max: 2 ** count - 1 })));
    fc.assert(
      fc.property(fc.array(field, { maxLength: 30 }), (fields) => {
        const writer = new BitWriter();
        for (const [count, value] of fields) writer.write(value, count);
        const total = fields.reduce((sum, [count]) => sum + count, 0);
        assert.equal(writer.length, total);
        assert.equal(writer.text().length, Math.ceil(total / 6));
        const reader = readerOf(writer);
        for (const [count, value] of fields) assert.equal(reader.read(count), value);
        reader.expectEnd();
      }),
    );
  });

  it('writes and reads Elias gamma codes of every length', () => {
    const cases: [number, string][] = [
      [1, '1'],
      [2, '010'],
      [3, '011'],
      [4, '00100'],
      [25, '000011001'],
    ];
    for (const [value, code] of cases) {
      const writer = new BitWriter();
      writer.writeGamma(value);
      assert.equal(bitString(writer.text()).slice(0, code.length), code, String(value));
      assert.equal(writer.length, code.length);
      assert.equal(gammaLength(value), code.length);
    }
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 2 ** 28 - 1 })), { minLength: 1, maxLength: 20 }), (values) => {
        const writer = new BitWriter();
        for (const value of values) writer.writeGamma(value);
        assert.equal(
          writer.length,
          values.reduce((sum, value) => sum + gammaLength(value), 0),
        );
        const reader = readerOf(writer);
        for (const value of values) assert.equal(reader.readGamma(28), value);
        reader.expectEnd();
      }),
    );
  });

  it('refuses a gamma code with too many leading 0 bits, and reading past the end', () => {
    const writer = new BitWriter();
    writer.writeGamma(2 ** 27);
    assert.throws(() => readerOf(writer).readGamma(27), BitsError);
    assert.equal(readerOf(writer).readGamma(28), 2 ** 27);
    const zeros = new BitReader(new Uint8Array(10));
    assert.throws(
      () => zeros.readGamma(100),
      (error: unknown) => error instanceof BitsError && /ends too early/.test(error.message),
    );
    const short = new BitReader(new Uint8Array(1));
    assert.equal(short.read(4), 0);
    assert.throws(() => short.read(3), BitsError);
    assert.equal(short.remaining, 2);
    assert.equal(short.read(0), 0);
  });

  it('ends only on padding: fewer than 6 bits left, all 0', () => {
    const reader = (values: number[], read: number): BitReader => {
      const bits = new BitReader(Uint8Array.from(values));
      bits.read(read);
      return bits;
    };
    assert.doesNotThrow(() => reader([0b111100], 4).expectEnd());
    assert.doesNotThrow(() => reader([0b111111], 6).expectEnd());
    assert.throws(
      () => reader([0b111101], 4).expectEnd(),
      (error: unknown) => error instanceof BitsError && /padding/.test(error.message),
    );
    assert.throws(
      () => reader([0, 0], 6).expectEnd(),
      (error: unknown) => error instanceof BitsError && /follows/.test(error.message),
    );
  });

  it('counts binary digits and the bits of a value range', () => {
    assert.deepEqual([0, 1, 2, 3, 4, 7, 8, 2 ** 27].map(bitLength), [0, 1, 2, 2, 3, 3, 4, 28]);
    const widths: [number, number][] = [
      [1, 0],
      [2, 1],
      [3, 2],
      [4, 2],
      [5, 3],
      [8, 3],
      [9, 4],
      [16, 4],
      [17, 5],
      [32, 5],
      [33, 6],
      [36, 6],
    ];
    for (const [count, width] of widths) assert.equal(bitsFor(count), width, String(count));
  });
});
