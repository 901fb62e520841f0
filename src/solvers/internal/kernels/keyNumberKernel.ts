/**
 * Numbering the distinct nonzero 32-bit keys of many cells in order of first sight, as a
 * WebAssembly kernel (for {@link numberKeys}): an open-addressing table of (key, number) pairs
 * in the kernel's memory, hashed by the key times 0x9e3779b1 (its top bits), probed linearly; key
 * 0 marks an empty slot, so a zero key is never numbered. The table doubles (in JavaScript) when it
 * is half full. Keys and numbers pass through the kernel's memory in bands. Scalar code: it runs
 * wherever the engine has WebAssembly. Pure apart from writing its own memory.
 */

import { type AssembledFunction, assembleModule, EMPTY_BLOCK, get, I32, i32Const, loadWord, op, set, storeWord, tee } from './wasmAssembler';
import { growableMemory, KernelModules, PAGE_BYTES } from './wasmRuntime';

// The parameters of `number`, then its locals.
const KEYS = 0;
const END = 1;
const NUMBERS = 2;
const TABLE = 3;
const SHIFT = 4;
const MASK = 5;
const LIMIT = 6;
const NEXT = 7;
const KEY = 8;
const SLOT = 9;
const FOUND = 10;

/** The multiplier of the hash (2^32 divided by the golden ratio). */
const HASH_MULTIPLIER = 0x9e3779b1;
/** Address of the next number, read and written by `number`. */
const NEXT_AT = 0;

/**
 * The module's binary: `number(keys, end, numbers, table, shift, mask, limit)` walks the i32 keys
 * from `keys` up to `end`, storing each one's number at the same offset from `numbers`: -1 for key
 * 0, else its number in the table of mask + 1 slots of 8 bytes at `table` (slot: the key times
 * the multiplier, shifted right by `shift`; then linearly), a new key taking the next number (the
 * i32 at 0). It stops after the key that brings the next number to `limit` and returns the address
 * of the first key not walked.
 */
export function emitKeyNumberModule(): Uint8Array {
  const body: number[] = [...i32Const(NEXT_AT), ...loadWord(0), ...set(NEXT)];
  body.push(op.block, EMPTY_BLOCK, op.loop, EMPTY_BLOCK, ...get(KEYS), ...get(END), op.i32AtLeastUnsigned, op.brIf, 1);
  body.push(...get(KEYS), ...loadWord(0), ...tee(KEY), op.i32Eqz, op.if, EMPTY_BLOCK, ...get(NUMBERS), ...i32Const(-1), ...storeWord(0), op.else);
  body.push(...get(KEY), ...i32Const(HASH_MULTIPLIER | 0), op.i32Mul, ...get(SHIFT), op.i32ShiftRightUnsigned, ...set(SLOT));
  // Probe: FOUND = the slot's address; stop at the key or at an empty slot.
  body.push(op.block, EMPTY_BLOCK, op.loop, EMPTY_BLOCK);
  body.push(...get(TABLE), ...get(SLOT), ...i32Const(3), op.i32ShiftLeft, op.i32Add, ...tee(FOUND), ...loadWord(0), ...get(KEY), op.i32Xor, op.i32Eqz);
  body.push(op.if, EMPTY_BLOCK, ...get(NUMBERS), ...get(FOUND), ...loadWord(4), ...storeWord(0), op.br, 2, op.end);
  body.push(...get(FOUND), ...loadWord(0), op.i32Eqz, op.if, EMPTY_BLOCK);
  body.push(...get(FOUND), ...get(KEY), ...storeWord(0), ...get(FOUND), ...get(NEXT), ...storeWord(4), ...get(NUMBERS), ...get(NEXT), ...storeWord(0));
  body.push(...get(NEXT), ...i32Const(1), op.i32Add, ...set(NEXT), op.br, 2, op.end);
  body.push(...get(SLOT), ...i32Const(1), op.i32Add, ...get(MASK), op.i32And, ...set(SLOT), op.br, 0, op.end, op.end);
  body.push(op.end);
  body.push(...get(KEYS), ...i32Const(4), op.i32Add, ...set(KEYS), ...get(NUMBERS), ...i32Const(4), op.i32Add, ...set(NUMBERS));
  body.push(...get(NEXT), ...get(LIMIT), op.i32LessUnsigned, op.brIf, 0, op.end, op.end);
  body.push(...i32Const(NEXT_AT), ...get(NEXT), ...storeWord(0), ...get(KEYS));
  const number: AssembledFunction = { name: 'number', parameters: 7, returnsValue: true, locals: [[4, I32]], body };
  return assembleModule([number], 1);
}

const modules = new KernelModules(emitKeyNumberModule);

/** Whether this engine runs the kernel. */
export function keyNumberKernelRuns(): boolean {
  return modules.isSupported();
}

/** Keys a band holds. */
const BAND_KEYS = 1 << 18;
/** Bits of the first table's slot count. */
const FIRST_TABLE_BITS = 12;

type NumberKeys = (keys: number, end: number, numbers: number, table: number, shift: number, mask: number, limit: number) => number;

/** Each key's number (-1 for key 0) and how many distinct nonzero keys there are. */
export interface NumberedKeys {
  readonly numbers: Int32Array;
  readonly count: number;
}

/** The nonzero keys numbered 0, 1, 2, ... in order of first sight, key 0 numbered -1. */
export function numberKeysWithKernel(keys: Int32Array): NumberedKeys {
  const numbers = new Int32Array(keys.length);
  const keysAt = 16;
  const numbersAt = keysAt + 4 * BAND_KEYS;
  const tableAt = numbersAt + 4 * BAND_KEYS;
  let bits = FIRST_TABLE_BITS;
  const memory = growableMemory(Math.ceil((tableAt + (8 << bits)) / PAGE_BYTES) + 1);
  const number = modules.instantiate('number', emitKeyNumberModule, memory).exports.number as NumberKeys;
  let words = new Int32Array(memory.buffer);
  for (let from = 0; from < keys.length; from += BAND_KEYS) {
    const length = Math.min(BAND_KEYS, keys.length - from);
    words.set(keys.subarray(from, from + length), keysAt / 4);
    let at = keysAt;
    const end = keysAt + 4 * length;
    while (at < end) {
      // Half full at the limit: the table doubles before the next key.
      at = number(at, end, numbersAt + (at - keysAt), tableAt, 32 - bits, (1 << bits) - 1, 1 << (bits - 1));
      if (words[0] < 1 << (bits - 1)) continue;
      const old = words.slice(tableAt / 4, tableAt / 4 + (2 << bits));
      bits++;
      const needed = Math.ceil((tableAt + (8 << bits)) / PAGE_BYTES) - memory.buffer.byteLength / PAGE_BYTES;
      if (needed > 0) memory.grow(needed);
      words = new Int32Array(memory.buffer);
      words.fill(0, tableAt / 4, tableAt / 4 + (2 << bits));
      for (let slot = 0; slot < old.length; slot += 2) {
        const key = old[slot];
        if (key === 0) continue;
        let place = Math.imul(key, HASH_MULTIPLIER) >>> (32 - bits);
        while (words[tableAt / 4 + 2 * place] !== 0) place = (place + 1) & ((1 << bits) - 1);
        words[tableAt / 4 + 2 * place] = key;
        words[tableAt / 4 + 2 * place + 1] = old[slot + 1];
      }
    }
    numbers.set(words.subarray(numbersAt / 4, numbersAt / 4 + length), from);
  }
  return { numbers, count: words[NEXT_AT / 4] };
}
