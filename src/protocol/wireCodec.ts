/**
 * How the grid's messages travel between the extension host and the webview: as they are, except
 * that every large Uint8Array of small values (a board's cells, a solution's presses) is packed to
 * as few bits per value as its largest value needs (1, 2 or 4; 8 stays as it is). In code-server
 * and other remote setups a webview message crosses a socket and two frames, at roughly 150 ms
 * per megabyte measured: a 2000 x 2000 two-state board is 4 MB as bytes and 0.5 MB as bits. The
 * host encodes what it posts, the webview decodes what it receives, and neither side's code ever
 * sees a packed array: the protocol's types ({@link HostMessage}, {@link WebviewMessage}) are what arrives. Pure.
 */

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

/** The fewest bits (1, 2, 4 or 8) that hold every value of `values`. */
export function bitsFor(values: Uint8Array): 1 | 2 | 4 | 8 {
  let largest = 0;
  for (let index = 0; index < values.length; index++) if (values[index] > largest) largest = values[index];
  return largest < 2 ? 1 : largest < 4 ? 2 : largest < 16 ? 4 : 8;
}

/** `values` packed at `bits` bits per value. */
export function packBytes(values: Uint8Array, bits: 1 | 2 | 4): PackedBytes {
  const perByte = 8 / bits;
  const data = new Uint8Array(Math.ceil(values.length / perByte));
  for (let index = 0; index < values.length; index++) {
    data[(index / perByte) | 0] |= values[index] << ((index % perByte) * bits);
  }
  return { packedBytes: true, bits, length: values.length, data };
}

/** The values of a packed array. */
export function unpackBytes(packed: PackedBytes): Uint8Array {
  const { bits, length, data } = packed;
  const perByte = 8 / bits;
  const mask = (1 << bits) - 1;
  const values = new Uint8Array(length);
  for (let index = 0; index < length; index++) values[index] = (data[(index / perByte) | 0] >> ((index % perByte) * bits)) & mask;
  return values;
}

/**
 * A message as it goes on the wire: a copy in which every Uint8Array of at least
 * {@link MIN_PACKED_LENGTH} values below 16 is a {@link PackedBytes}; everything else is shared
 * with `message` (never changed).
 */
export function encodeWireMessage<T>(message: T): T {
  return mapParts(message, (part) => {
    if (!(part instanceof Uint8Array) || part.length < MIN_PACKED_LENGTH) return part;
    const bits = bitsFor(part);
    return bits === 8 ? part : packBytes(part, bits);
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
