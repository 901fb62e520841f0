/**
 * The GF(2) hex column chase's packing ({@link packBinaryColumns}, {@link unpackBinaryColumns}) as a
 * WebAssembly SIMD kernel. The packed layout holds a column's even rows (row 2j at bit j) and then
 * its odd rows, `stride` words a column, so eight rows of one parity make one byte of each column:
 * bands of 16 board rows pass through the kernel's memory, and for 16 columns at a time the eight
 * rows of a parity are folded into one vector of bytes (bit t from the t-th row: the low bit moved
 * to the top by a shift left of 7, then down by 7 - t), whose 16 bytes are stored one per column.
 * Unpacking gathers the 16 bytes and spreads bit t back to the t-th row. Rows are padded to whole
 * vectors and the packed grid to whole groups of 16 columns, so no lane needs a guard. Pure apart
 * from writing its own memory.
 */

import { type AssembledFunction, assembleModule, EMPTY_BLOCK, get, I32, i32Const, op, set, simd, simdOp, splatConstant, V128 } from './wasmAssembler';
import { growableMemory, KernelModules, PAGE_BYTES, vectorBytes } from './wasmRuntime';

/** The layout's sizes the kernel needs (see BinaryColumnLayout). */
export interface PackedColumnShape {
  readonly height: number;
  readonly columns: number;
  readonly evenWords: number;
  readonly stride: number;
}

// The parameters of both functions, then their locals.
const ROWS = 0;
const ROW_STEP = 1;
const ROW_BYTES = 2;
const PACKED = 3;
const STRIDE_BYTES = 4;
const CHUNK = 5;
const AT = 6;
const BYTES = 7;

/** Loops `body` over the chunks of a row: CHUNK = 0, 16, ... below ROW_BYTES, AT = PACKED + CHUNK * STRIDE_BYTES (column CHUNK's byte). */
function overChunks(body: readonly number[]): number[] {
  const code: number[] = [...i32Const(0), ...set(CHUNK), ...get(PACKED), ...set(AT), op.block, EMPTY_BLOCK, op.loop, EMPTY_BLOCK];
  code.push(...get(CHUNK), ...get(ROW_BYTES), op.i32AtLeastUnsigned, op.brIf, 1, ...body);
  code.push(...get(CHUNK), ...i32Const(16), op.i32Add, ...set(CHUNK), op.br, 0, op.end, op.end);
  return code;
}

/** The address of row t's chunk: ROWS + t * ROW_STEP + CHUNK. */
function rowChunk(t: number): number[] {
  return [...get(ROWS), ...get(ROW_STEP), ...i32Const(t), op.i32Mul, op.i32Add, ...get(CHUNK), op.i32Add];
}

/**
 * The module's binary. Both functions take (rows, rowStep, rowBytes, packed, strideBytes): the
 * first of eight rows `rowStep` bytes apart, the bytes of a padded row, the byte of column 0 in the
 * packed grid and the bytes from one column to the next.
 * - `pack` stores at packed + c * strideBytes, for every column c of the padded row, the byte whose
 *   bit t is the low bit of row t's cell c.
 * - `unpack` stores in row t's cell c bit t of that byte.
 */
export function emitHexColumnPackModule(): Uint8Array {
  const pack: number[] = [];
  for (let t = 0; t < 8; t++) {
    pack.push(
      ...rowChunk(t),
      ...simdOp(simd.load),
      0,
      0,
      ...i32Const(7),
      ...simdOp(simd.i8x16.shiftLeft),
      ...i32Const(7 - t),
      ...simdOp(simd.i8x16.shiftRightUnsigned),
    );
    if (t > 0) pack.push(...simdOp(simd.or));
  }
  pack.push(...set(BYTES));
  for (let lane = 0; lane < 16; lane++) {
    pack.push(...get(AT), ...get(BYTES), ...simdOp(simd.i8x16.extractLaneUnsigned), lane, op.i32Store8, 0, 0);
    pack.push(...get(AT), ...get(STRIDE_BYTES), op.i32Add, ...set(AT));
  }
  const unpack: number[] = [...splatConstant(0, 8), ...set(BYTES)];
  for (let lane = 0; lane < 16; lane++) {
    unpack.push(...get(BYTES), ...get(AT), op.i32Load8Unsigned, 0, 0, ...simdOp(simd.i8x16.replaceLane), lane, ...set(BYTES));
    unpack.push(...get(AT), ...get(STRIDE_BYTES), op.i32Add, ...set(AT));
  }
  for (let t = 0; t < 8; t++) {
    unpack.push(
      ...rowChunk(t),
      ...get(BYTES),
      ...i32Const(t),
      ...simdOp(simd.i8x16.shiftRightUnsigned),
      ...splatConstant(1, 8),
      ...simdOp(simd.and),
      ...simdOp(simd.store),
      0,
      0,
    );
  }
  const locals: [number, number][] = [
    [2, I32],
    [1, V128],
  ];
  const functions: AssembledFunction[] = [
    { name: 'pack', parameters: 5, returnsValue: false, locals, body: overChunks(pack) },
    { name: 'unpack', parameters: 5, returnsValue: false, locals, body: overChunks(unpack) },
  ];
  return assembleModule(functions, 1);
}

const modules = new KernelModules(emitHexColumnPackModule);

/** Whether this engine runs the kernel. */
export function hexColumnPackKernelRuns(): boolean {
  return modules.isSupported();
}

type PackFunction = (rows: number, rowStep: number, rowBytes: number, packed: number, strideBytes: number) => void;

/** Board rows a band holds: eight of each parity. */
const BAND_ROWS = 16;

/** The kernel's memory for a shape: a band of padded rows, then the packed grid padded to whole groups of 16 columns. */
class PackSlots {
  readonly rowBytes: number;
  readonly packedAt: number;
  readonly bytes: Uint8Array;
  readonly pack: PackFunction;
  readonly unpack: PackFunction;

  constructor(readonly shape: PackedColumnShape) {
    this.rowBytes = vectorBytes(shape.columns);
    this.packedAt = BAND_ROWS * this.rowBytes;
    const end = this.packedAt + this.rowBytes * shape.stride * 4;
    const memory = growableMemory(Math.ceil(end / PAGE_BYTES) + 1);
    const { exports } = modules.instantiate('columns', emitHexColumnPackModule, memory);
    this.pack = exports.pack as PackFunction;
    this.unpack = exports.unpack as PackFunction;
    this.bytes = new Uint8Array(memory.buffer);
  }

  /**
   * Runs `step` on the band of rows from r0 for each parity whose byte lies in the layout: the even
   * rows' byte r0 / 16 of a column's even words, the odd rows' of its odd words.
   */
  eachParity(r0: number, step: PackFunction): void {
    const { evenWords, stride } = this.shape;
    const byte = r0 >> 4;
    step(0, 2 * this.rowBytes, this.rowBytes, this.packedAt + byte, 4 * stride);
    if (byte < 4 * (stride - evenWords)) step(this.rowBytes, 2 * this.rowBytes, this.rowBytes, this.packedAt + 4 * evenWords + byte, 4 * stride);
  }
}

/** Row-major bytes (their low bits) of a height x columns grid packed by columns, as {@link packBinaryColumns}. */
export function packBinaryColumnsWithKernel(values: Uint8Array, shape: PackedColumnShape): Uint32Array {
  const { height, columns, stride } = shape;
  const slots = new PackSlots(shape);
  for (let r0 = 0; r0 < height; r0 += BAND_ROWS) {
    const count = Math.min(BAND_ROWS, height - r0);
    for (let i = 0; i < count; i++) slots.bytes.set(values.subarray((r0 + i) * columns, (r0 + i + 1) * columns), i * slots.rowBytes);
    // Rows past the last pack as zeros.
    if (count < BAND_ROWS) slots.bytes.fill(0, count * slots.rowBytes, BAND_ROWS * slots.rowBytes);
    slots.eachParity(r0, slots.pack);
  }
  return new Uint32Array(slots.bytes.buffer, slots.packedAt, columns * stride).slice();
}

/** A packed grid back in row-major order, one byte (0 or 1) per cell, as {@link unpackBinaryColumns}. */
export function unpackBinaryColumnsWithKernel(packed: Uint32Array, shape: PackedColumnShape): Uint8Array {
  const { height, columns, stride } = shape;
  const slots = new PackSlots(shape);
  new Uint32Array(slots.bytes.buffer, slots.packedAt, columns * stride).set(packed.subarray(0, columns * stride));
  const out = new Uint8Array(height * columns);
  for (let r0 = 0; r0 < height; r0 += BAND_ROWS) {
    const count = Math.min(BAND_ROWS, height - r0);
    slots.eachParity(r0, slots.unpack);
    for (let i = 0; i < count; i++) out.set(slots.bytes.subarray(i * slots.rowBytes, i * slots.rowBytes + columns), (r0 + i) * columns);
  }
  return out;
}
