/**
 * The character layer of puzzle IDs: a bit stream written and read six bits to a character of
 * the URL-safe base 64 alphabet (RFC 4648, section 5, without padding), Elias gamma codes for
 * lengths, and the CRC-24 of RFC 4880 (OpenPGP) that guards an ID. What the bits mean is
 * {@link encodePuzzleId}'s. Pure.
 */

import * as l10n from '../../domain/l10n';

/** The 64 characters of an ID's data and checksum, by value: RFC 4648's URL-safe base 64 alphabet. */
export const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The value of each ASCII code in {@link ID_ALPHABET}, -1 for any other code. */
const CHARACTER_VALUES: Int8Array = (() => {
  const values = new Int8Array(128).fill(-1);
  for (let value = 0; value < ID_ALPHABET.length; value++) values[ID_ALPHABET.charCodeAt(value)] = value;
  return values;
})();

/** The value (0..63) of an ID character, or -1 when `code` is not in {@link ID_ALPHABET}. */
export function characterValue(code: number): number {
  return code < 128 ? CHARACTER_VALUES[code] : -1;
}

/** Appends bits, most significant first, and gives them as {@link ID_ALPHABET} characters. */
export class BitWriter {
  private chunks: number[] = [];
  private current = 0;
  private used = 0;
  private written = 0;

  /** The number of bits written so far. */
  get length(): number {
    return this.written;
  }

  /** Writes the low `count` bits of `value` (0 <= count <= 32), most significant first. */
  write(value: number, count: number): void {
    for (let bit = count - 1; bit >= 0; bit--) {
      this.current = (this.current << 1) | (Math.floor(value / 2 ** bit) & 1);
      this.used++;
      if (this.used === 6) {
        this.chunks.push(this.current);
        this.current = 0;
        this.used = 0;
      }
    }
    this.written += count;
  }

  /** Writes `value` (>= 1) as an Elias gamma code: as many 0 bits as its binary digits less one, then the digits. */
  writeGamma(value: number): void {
    const digits = bitLength(value);
    this.write(0, digits - 1);
    this.write(value, digits);
  }

  /** The bits as characters, the last one padded with 0 bits. */
  text(): string {
    const values = this.used === 0 ? this.chunks : [...this.chunks, this.current << (6 - this.used)];
    let text = '';
    for (const value of values) text += ID_ALPHABET[value];
    return text;
  }
}

/** A reader's complaint about the bits it was given; the caller words it for the ID. */
export class BitsError extends Error {
  override readonly name = 'BitsError';
}

/** Reads the bits of {@link ID_ALPHABET} characters, most significant first. */
export class BitReader {
  private position = 0;
  private readonly total: number;

  /** `values` holds the 6-bit value of each character. */
  constructor(private readonly values: Uint8Array) {
    this.total = values.length * 6;
  }

  /** The bits not read yet. */
  get remaining(): number {
    return this.total - this.position;
  }

  /** Reads `count` bits (0 <= count <= 32) as an unsigned number; throws a {@link BitsError} past the end. */
  read(count: number): number {
    if (count > this.remaining) throw new BitsError(l10n.t('the data ends too early'));
    let value = 0;
    for (let index = 0; index < count; index++) {
      const at = this.position + index;
      value = value * 2 + ((this.values[Math.floor(at / 6)] >> (5 - (at % 6))) & 1);
    }
    this.position += count;
    return value;
  }

  /** Reads an Elias gamma code (see {@link BitWriter.writeGamma}) of at most `maxDigits` binary digits. */
  readGamma(maxDigits: number): number {
    let zeros = 0;
    while (this.read(1) === 0) {
      zeros++;
      if (zeros >= maxDigits) throw new BitsError(l10n.t('a length is too long'));
    }
    return 2 ** zeros + this.read(zeros);
  }

  /** Throws a {@link BitsError} unless all that is left is the padding of the last character (fewer than 6 bits, all 0). */
  expectEnd(): void {
    if (this.remaining >= 6) throw new BitsError(l10n.t('data follows the puzzle'));
    if (this.read(this.remaining) !== 0) throw new BitsError(l10n.t('the padding bits are not 0'));
  }
}

/** The number of binary digits of `value` (>= 1). */
export function bitLength(value: number): number {
  return value < 1 ? 0 : Math.floor(Math.log2(value)) + 1;
}

/** The bits a value in 0..count-1 takes: 0 for count 1, 1 for 2, 2 for 3 and 4, 6 for 36. */
export function bitsFor(count: number): number {
  return count <= 1 ? 0 : bitLength(count - 1);
}

/** The bits of an Elias gamma code of `value` (>= 1). */
export function gammaLength(value: number): number {
  return 2 * bitLength(value) - 1;
}

const CRC24_INIT = 0xb704ce;
const CRC24_POLYNOMIAL = 0x1864cfb;

/**
 * CRC-24 of RFC 4880, section 6.1 (initial value 0xB704CE, polynomial 0x1864CFB, no reflection,
 * no final XOR) of the character codes of `text` (ASCII: one byte each). It detects every error
 * burst of at most 24 bits, so every change of one character, and every swap of two neighbours.
 */
export function crc24(text: string): number {
  let crc = CRC24_INIT;
  for (let index = 0; index < text.length; index++) {
    crc ^= (text.charCodeAt(index) & 0xff) << 16;
    for (let bit = 0; bit < 8; bit++) {
      crc <<= 1;
      if (crc & 0x1000000) crc ^= CRC24_POLYNOMIAL;
    }
  }
  return crc & 0xffffff;
}

/** The 24-bit checksum as four {@link ID_ALPHABET} characters, most significant first. */
export function checksumText(checksum: number): string {
  let text = '';
  for (let shift = 18; shift >= 0; shift -= 6) text += ID_ALPHABET[(checksum >> shift) & 63];
  return text;
}
