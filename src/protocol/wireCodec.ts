/**
 * How the grid's messages travel between the extension host and the webview: as they are, except
 * that every large Uint8Array of small values (a board's cells, a solution's presses) is packed to
 * as few bits per value as its largest value needs (1, 2 or 4; 8 stays as it is). In code-server
 * and other remote setups a webview message crosses a socket and two frames, at roughly 150 ms
 * per megabyte measured: a 2000 x 2000 two-state board is 4 MB as bytes and 0.5 MB as bits. The
 * host encodes what it posts, the webview decodes what it receives, and neither side's code ever
 * sees a packed array: the protocol's types ({@link HostMessage}, {@link WebviewMessage}) are what arrives. Pure.
 */

import { newCells } from '../domain/cellArray';

/** Arrays with fewer values than this travel as they are (packing them saves nothing worth the walk). */
export const MIN_PACKED_LENGTH = 4096;

/** A packed array on the wire: `length` values of `bits` bits each, little-endian within each byte. */
export interface PackedBytes {
  readonly packedBytes: true;
  readonly bits: 1 | 2 | 4;
  readonly length: number;
  readonly data: Uint8Array;
}

function isPackedBytes(value: object): value is PackedBytes {
  const candidate = value as Partial<PackedBytes>;
  return (
    candidate.packedBytes === true &&
    (candidate.bits === 1 || candidate.bits === 2 || candidate.bits === 4) &&
    Number.isInteger(candidate.length) &&
    candidate.data instanceof Uint8Array &&
    candidate.data.length === Math.ceil(((candidate.length as number) * candidate.bits) / 8)
  );
}

/**
 * The fewest bits (1, 2, 4 or 8) that hold every value of `values`: those of the bitwise OR of all
 * values (whose highest bit is the largest value's), read four values at a time where the array allows.
 */
export function bitsFor(values: Uint8Array): 1 | 2 | 4 | 8 {
  let any = 0;
  let from = 0;
  if (values.byteOffset % 4 === 0) {
    const words = new Uint32Array(values.buffer, values.byteOffset, values.length >>> 2);
    for (let index = 0; index < words.length; index++) any |= words[index];
    // The OR of four values in one word: each byte's bits are one value's.
    any = (any | (any >>> 8) | (any >>> 16) | (any >>> 24)) & 0xff;
    from = words.length * 4;
  }
  for (let index = from; index < values.length; index++) any |= values[index];
  return any < 2 ? 1 : any < 4 ? 2 : any < 16 ? 4 : 8;
}

/** `values` packed at `bits` bits per value. */
export function packBytes(values: Uint8Array, bits: 1 | 2 | 4): PackedBytes {
  const perByte = 8 / bits;
  const data = new Uint8Array(Math.ceil(values.length / perByte));
  // Whole bytes in one step each (a board of millions of cells is packed while its grid opens), the rest value by value.
  const whole = Math.floor(values.length / perByte);
  let index = 0;
  if (bits === 1) {
    for (let byte = 0; byte < whole; byte++, index += 8) {
      data[byte] =
        values[index] |
        (values[index + 1] << 1) |
        (values[index + 2] << 2) |
        (values[index + 3] << 3) |
        (values[index + 4] << 4) |
        (values[index + 5] << 5) |
        (values[index + 6] << 6) |
        (values[index + 7] << 7);
    }
  } else if (bits === 2) {
    for (let byte = 0; byte < whole; byte++, index += 4) {
      data[byte] = values[index] | (values[index + 1] << 2) | (values[index + 2] << 4) | (values[index + 3] << 6);
    }
  } else {
    for (let byte = 0; byte < whole; byte++, index += 2) data[byte] = values[index] | (values[index + 1] << 4);
  }
  for (; index < values.length; index++) data[(index / perByte) | 0] |= values[index] << ((index % perByte) * bits);
  return { packedBytes: true, bits, length: values.length, data };
}

/**
 * Per nibble (1-bit values) or per byte (2-bit values): the four values it holds as one 32-bit
 * word in memory order (typed arrays are little-endian on every platform VS Code runs on), so that
 * unpacking stores four values at a time.
 */
const UNPACKED_WORDS: { readonly 1: Uint32Array; readonly 2: Uint32Array } = {
  1: Uint32Array.from({ length: 16 }, (_, nibble) => (nibble & 1) | (((nibble >> 1) & 1) << 8) | (((nibble >> 2) & 1) << 16) | ((nibble >> 3) << 24)),
  2: Uint32Array.from({ length: 256 }, (_, byte) => ((byte & 3) | (((byte >> 2) & 3) << 8) | (((byte >> 4) & 3) << 16) | ((byte >> 6) << 24)) >>> 0),
};

/** The values of a packed array. */
export function unpackBytes(packed: PackedBytes): Uint8Array {
  const { bits, length, data } = packed;
  const perByte = 8 / bits;
  const mask = (1 << bits) - 1;
  const values = newCells(length);
  const whole = Math.floor(length / perByte);
  let index = 0;
  if (bits === 1) {
    // Two words of four values per packed byte, each from the table.
    const words = new Uint32Array(values.buffer, 0, length >>> 2);
    const table = UNPACKED_WORDS[1];
    const bytes = words.length >>> 1;
    for (let byte = 0; byte < bytes; byte++) {
      const value = data[byte];
      words[2 * byte] = table[value & 15];
      words[2 * byte + 1] = table[value >> 4];
    }
    index = 8 * bytes;
  } else if (bits === 2) {
    // One word of four values per packed byte.
    const words = new Uint32Array(values.buffer, 0, length >>> 2);
    const table = UNPACKED_WORDS[2];
    for (let byte = 0; byte < words.length; byte++) words[byte] = table[data[byte]];
    index = 4 * words.length;
  } else {
    for (let byte = 0; byte < whole; byte++, index += 2) {
      const value = data[byte];
      values[index] = value & 15;
      values[index + 1] = value >> 4;
    }
  }
  for (; index < length; index++) values[index] = (data[(index / perByte) | 0] >> ((index % perByte) * bits)) & mask;
  return values;
}

/**
 * What each array encoded so far went on the wire as (posted arrays are never changed, so an
 * array posted again, or encoded ahead of its post by {@link encodeWireMessage}, is not walked again).
 */
const encoded = new WeakMap<Uint8Array, PackedBytes | Uint8Array>();

/** `part` as it goes on the wire (see {@link encodeWireMessage}), remembered per array. */
function encodePart(part: Uint8Array): PackedBytes | Uint8Array {
  const known = encoded.get(part);
  if (known !== undefined) return known;
  const bits = bitsFor(part);
  const wire = bits === 8 ? part : packBytes(part, bits);
  encoded.set(part, wire);
  return wire;
}

/**
 * A message as it goes on the wire: a copy in which every Uint8Array of at least
 * {@link MIN_PACKED_LENGTH} values below 16 is a {@link PackedBytes}; everything else is shared
 * with `message` (never changed). Each array is encoded once: encoding a message ahead of its post
 * (while the webview loads) makes the post itself cheap.
 */
export function encodeWireMessage<T>(message: T): T {
  return mapParts(message, (part) => {
    if (!(part instanceof Uint8Array) || part.length < MIN_PACKED_LENGTH) return part;
    return encodePart(part);
  }) as T;
}

/** A message from the wire as its sender built it: every {@link PackedBytes} is a Uint8Array again. */
export function decodeWireMessage<T>(message: T): T {
  return mapParts(message, (part) => (!ArrayBuffer.isView(part) && isPackedBytes(part) ? unpackBytes(part) : part)) as T;
}

/**
 * `value` with each object in it (itself, array items, property values, depth first) replaced by
 * what `replace` gives for it; an object `replace` returns as it is has its parts mapped in turn
 * (typed arrays have none). Copies only what changes.
 */
function mapParts(value: unknown, replace: (part: object) => unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const replaced = replace(value);
  if (replaced !== value || ArrayBuffer.isView(value)) return replaced;
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  let copy: Record<string | number, unknown> | unknown[] | null = null;
  for (const [key, item] of entries) {
    const mapped = mapParts(item, replace);
    if (mapped !== item) {
      copy ??= Array.isArray(value) ? value.slice() : { ...value };
      (copy as Record<string | number, unknown>)[key] = mapped;
    }
  }
  return copy ?? value;
}
