/**
 * Unpacking bit-sliced cells into one byte pattern per lane, as a WebAssembly SIMD kernel, for the
 * sliced quiet chases ({@link slicedQuietChases}): a cell's plane words hold bit s for lane s (over
 * GF(2) one plane, the bit itself; over GF(3) two one-hot planes, value 1 and value 2), and lane s
 * of 16 cells becomes 16 bytes: the four words of each plane shifted right by s and masked to their
 * low bit, the second plane's bit doubled, then narrowed from 32-bit to 8-bit lanes. The planes
 * pass through the kernel's memory in bands of {@link BAND_CELLS} cells. Pure apart from writing
 * its own memory.
 */

import {
  type AssembledFunction,
  assembleModule,
  EMPTY_BLOCK,
  get,
  I32,
  i32Const,
  loadVector,
  op,
  set,
  simd,
  simdOp,
  splatConstant,
  storeVector,
  tee,
  V128,
} from './wasmAssembler';
import { growableMemory, KernelModules, PAGE_BYTES, vectorBytes } from './wasmRuntime';

// The parameters of `unpack`, then its locals.
const ONE = 0;
const TWO = 1;
const END = 2;
const LANES = 3;
const OUT = 4;
const STRIDE = 5;
const LANE = 6;
const AT = 7;
const ONES = 8;
const TWOS = 12;
const BITS = 16;

/** Lane LANE's bytes of a chunk (16 bytes on the stack) from the plane words in the vector locals from each of `planes` (four each). */
function laneBytes(planes: readonly number[]): number[] {
  const code: number[] = [];
  for (let w = 0; w < 4; w++) {
    planes.forEach((plane, index) => {
      code.push(...get(plane + w), ...get(LANE), ...simdOp(simd.i32x4.shiftRightUnsigned), ...splatConstant(1, 32), ...simdOp(simd.and));
      // The second plane marks 2: its bit doubled, added to the first's.
      if (index === 1) code.push(...tee(BITS + w), ...get(BITS + w), ...simdOp(simd.i32x4.add), ...simdOp(simd.or));
    });
    code.push(...set(BITS + w));
  }
  code.push(...get(BITS), ...get(BITS + 1), ...simdOp(simd.i16x8.narrowUnsigned));
  code.push(...get(BITS + 2), ...get(BITS + 3), ...simdOp(simd.i16x8.narrowUnsigned), ...simdOp(simd.i8x16.narrowUnsigned));
  return code;
}

/**
 * `unpack1` or `unpack2(one, two, end, lanes, out, stride)`: for the cells c of each 16-cell chunk
 * from 0 to `end` (a multiple of 16) and each lane s < `lanes`, stores at out + s * stride + c the
 * byte (one-plane word of c >>> s) & 1, plus 2 ((two-plane word >>> s) & 1) for `unpack2`; the
 * plane words are the i32s at one + 4c and two + 4c.
 */
function unpackFunction(planes: 1 | 2): AssembledFunction {
  const body: number[] = [...i32Const(0), ...set(AT), op.block, EMPTY_BLOCK, ...get(END), op.i32Eqz, op.brIf, 0, op.loop, EMPTY_BLOCK];
  for (let w = 0; w < 4; w++) body.push(...get(ONE), ...loadVector(16 * w), ...set(ONES + w));
  if (planes === 2) for (let w = 0; w < 4; w++) body.push(...get(TWO), ...loadVector(16 * w), ...set(TWOS + w));
  body.push(...i32Const(0), ...set(LANE));
  // LANE counts the lanes; the address of lane LANE's bytes is OUT + AT + LANE * STRIDE.
  body.push(op.loop, EMPTY_BLOCK);
  body.push(...get(OUT), ...get(AT), op.i32Add, ...get(LANE), ...get(STRIDE), op.i32Mul, op.i32Add);
  body.push(...laneBytes(planes === 2 ? [ONES, TWOS] : [ONES]), ...storeVector(0));
  body.push(...get(LANE), ...i32Const(1), op.i32Add, ...tee(LANE), ...get(LANES), op.i32LessUnsigned, op.brIf, 0, op.end);
  body.push(...get(ONE), ...i32Const(64), op.i32Add, ...set(ONE), ...get(TWO), ...i32Const(64), op.i32Add, ...set(TWO));
  body.push(...get(AT), ...i32Const(16), op.i32Add, ...tee(AT), ...get(END), op.i32LessUnsigned, op.brIf, 0, op.end, op.end);
  return {
    name: `unpack${planes}`,
    parameters: 6,
    returnsValue: false,
    locals: [
      [2, I32],
      [12, V128],
    ],
    body,
  };
}

/** The module's binary: `unpack1` and `unpack2` (see {@link unpackFunction}). */
export function emitSliceUnpackModule(): Uint8Array {
  return assembleModule([unpackFunction(1), unpackFunction(2)], 1);
}

const modules = new KernelModules(emitSliceUnpackModule);

/** Whether this engine runs the kernel. */
export function sliceUnpackKernelRuns(): boolean {
  return modules.isSupported();
}

/** Cells a band of planes holds. */
const BAND_CELLS = 1 << 16;

type Unpack = (one: number, two: number, end: number, lanes: number, out: number, stride: number) => void;

/**
 * Unpacks cells given as plane words into byte patterns, band by band: {@link add} takes the
 * planes of consecutive cells and {@link flush} writes what is buffered.
 */
export class SliceUnpacker {
  private readonly one: Int32Array;
  private readonly two: Int32Array;
  private readonly bytes: Uint8Array;
  private readonly unpack: Unpack;
  private readonly outAt = 8 * BAND_CELLS;
  /** Cells buffered, and the pattern index of the first. */
  private buffered = 0;
  private firstCell = 0;

  /**
   * Lane s goes to `patterns[start + s]` for s < `lanes` (at most 32); `ternary` when there are
   * two planes (GF(3)), else one (GF(2)).
   */
  constructor(
    private readonly patterns: readonly Uint8Array[],
    private readonly start: number,
    private readonly lanes: number,
    private readonly ternary: boolean,
  ) {
    const memory = growableMemory(Math.ceil((this.outAt + 32 * BAND_CELLS) / PAGE_BYTES) + 1);
    this.unpack = modules.instantiate('unpack', emitSliceUnpackModule, memory).exports[ternary ? 'unpack2' : 'unpack1'] as Unpack;
    this.one = new Int32Array(memory.buffer, 0, BAND_CELLS);
    this.two = new Int32Array(memory.buffer, 4 * BAND_CELLS, BAND_CELLS);
    this.bytes = new Uint8Array(memory.buffer);
  }

  /**
   * Adds the cells at `from` .. `from + count - 1` of the plane words (`two` unused over GF(2))
   * as the patterns' cells `at` onwards, which follow the cells added before (or start after a flush).
   */
  add(one: Int32Array, two: Int32Array, from: number, count: number, at: number): void {
    for (let done = 0; done < count;) {
      if (this.buffered === 0) this.firstCell = at + done;
      const take = Math.min(count - done, BAND_CELLS - this.buffered);
      this.one.set(one.subarray(from + done, from + done + take), this.buffered);
      if (this.ternary) this.two.set(two.subarray(from + done, from + done + take), this.buffered);
      this.buffered += take;
      done += take;
      if (this.buffered === BAND_CELLS) this.flush();
    }
  }

  /** Writes the buffered cells into the patterns. */
  flush(): void {
    if (this.buffered === 0) return;
    const count = this.buffered;
    // The last chunk's cells past `count` unpack stale words that are never copied out.
    this.unpack(0, 4 * BAND_CELLS, vectorBytes(count), this.lanes, this.outAt, BAND_CELLS);
    for (let s = 0; s < this.lanes; s++) {
      const from = this.outAt + s * BAND_CELLS;
      this.patterns[this.start + s].set(this.bytes.subarray(from, from + count), this.firstCell);
    }
    this.buffered = 0;
  }
}
