/**
 * Packing a byte-per-cell board into bits as a WebAssembly SIMD kernel, for the GF(2) fast path's
 * rows ({@link packCells}): 16 cells per operation, each byte's low bit moved to its sign bit
 * (i8x16.shl by 7) and the 16 sign bits gathered by i8x16.bitmask, two of them to a 32-bit word.
 * The board passes through the kernel's memory in bands of whole rows of about
 * {@link BAND_BYTES}; the cells of a row past its last whole word are packed in JavaScript. Pure
 * apart from writing its own memory.
 */

import { type AssembledFunction, assembleModule, EMPTY_BLOCK, get, I32, i32Const, op, set, simd, simdOp, storeWord, tee, loadUnaligned } from './wasmAssembler';
import { growableMemory, KernelModules, PAGE_BYTES, vectorBytes } from './wasmRuntime';

// The parameters of `pack`, then its locals.
const FROM = 0;
const WORDS = 1;
const OUT = 2;
const FLIP = 3;
const END = 4;

/** The 16 low bits of the bytes at the address on the stack plus `offset`, bit i from byte i. */
function sixteenLowBits(offset: number): number[] {
  return [...loadUnaligned(offset), ...i32Const(7), ...simdOp(simd.i8x16.shiftLeft), ...simdOp(simd.i8x16.bitmask)];
}

/**
 * The module's binary: `pack(from, words, out, flip)` stores at out + 4w, for w in [0, words),
 * the 32 low bits of the bytes at from + 32w .. from + 32w + 31 (bit i from byte i) XOR `flip`.
 */
export function emitBitPackModule(): Uint8Array {
  const body: number[] = [...get(FROM), ...get(WORDS), ...i32Const(5), op.i32ShiftLeft, op.i32Add, ...set(END)];
  body.push(op.block, EMPTY_BLOCK, ...get(FROM), ...get(END), op.i32AtLeastUnsigned, op.brIf, 0, op.loop, EMPTY_BLOCK);
  body.push(...get(OUT), ...get(FROM), ...sixteenLowBits(0), ...get(FROM), ...sixteenLowBits(16), ...i32Const(16), op.i32ShiftLeft, op.i32Or);
  body.push(...get(FLIP), op.i32Xor, ...storeWord(0));
  body.push(...get(OUT), ...i32Const(4), op.i32Add, ...set(OUT));
  body.push(...get(FROM), ...i32Const(32), op.i32Add, ...tee(FROM), ...get(END), op.i32LessUnsigned, op.brIf, 0, op.end, op.end);
  const pack: AssembledFunction = { name: 'pack', parameters: 4, returnsValue: false, locals: [[1, I32]], body };
  return assembleModule([pack], 1);
}

const modules = new KernelModules(emitBitPackModule);

/** Whether this engine runs the kernel. */
export function bitPackKernelRuns(): boolean {
  return modules.isSupported();
}

/** The board's bytes a band holds, at least one row. */
const BAND_BYTES = 1 << 20;

type Pack = (from: number, words: number, out: number, flip: number) => void;

/**
 * Packs (bytes[i] XOR flip) & 1 of a row-major rows x columns board into `rows` chase rows of
 * `wordsPerRow` words (bit c of row r is cell (r, c)), as the portable packing does.
 */
export function packRowsWithKernel(bytes: Uint8Array, flip: number, rows: number, columns: number, wordsPerRow: number): Uint32Array {
  const packed = new Uint32Array(rows * wordsPerRow);
  const fullWords = columns >>> 5;
  const bandRows = Math.max(1, Math.floor(BAND_BYTES / columns));
  const inputBytes = bandRows * columns;
  const outputAt = vectorBytes(inputBytes);
  const memory = growableMemory(Math.ceil((outputAt + 4 * bandRows * fullWords) / PAGE_BYTES) + 1);
  const pack = modules.instantiate('pack', emitBitPackModule, memory).exports.pack as Pack;
  const input = new Uint8Array(memory.buffer, 0, inputBytes);
  const output = new Uint32Array(memory.buffer, outputAt, bandRows * fullWords);
  const flipBit = flip & 1;
  const flipWord = flipBit === 0 ? 0 : -1;
  for (let r0 = 0; r0 < rows; r0 += bandRows) {
    const count = Math.min(bandRows, rows - r0);
    input.set(bytes.subarray(r0 * columns, (r0 + count) * columns));
    for (let i = 0; i < count; i++) pack(i * columns, fullWords, outputAt + 4 * i * fullWords, flipWord);
    for (let i = 0; i < count; i++) {
      const row = r0 + i;
      const base = row * wordsPerRow;
      packed.set(output.subarray(i * fullWords, (i + 1) * fullWords), base);
      // The last word's cells one by one.
      const from = row * columns;
      const start = from + (fullWords << 5);
      let word = 0;
      for (let cell = from + columns - 1; cell >= start; cell--) word = (word << 1) | ((bytes[cell] ^ flipBit) & 1);
      if (start < from + columns) packed[base + fullWords] = word;
    }
  }
  return packed;
}
