/**
 * The column chase of hex boards over GF(p), p odd ({@link chaseHexColumns}), as a WebAssembly
 * SIMD kernel: 16 cells per operation in byte lanes.
 *
 * Layout. A column is stored as its even rows (row 2j at byte j) then, after a gap of 16 bytes, its
 * odd rows (row 2j + 1 at byte j), each half padded to whole 16-byte chunks ({@link HexLaneLayout}).
 * With S_c = x_(c-1) + x_c kept per half (SE, SO; sums of two residues, never reduced) the chase is
 *
 *   E_(c+1)[j] = bE[j] - SE[j] - SO[j-1] - SO[j],   SE := E_c + E_(c+1),
 *   O_(c+1)[j] = bO[j] - SO[j] - SE[j] - SE[j+1],   SO := O_c + O_(c+1)
 *
 * (the odd half reads the new SE): one pass per half of the same shape, new = b + 6p - (s + t + t'),
 * then self-sum := x + new, where t, t' are two neighbouring bytes of the other half's sums. With
 * b below 2p the value lies in 0 .. 8p - 1 < 256, reduced by conditional subtraction
 * r = min(r, r - m) in unsigned lanes for m = 4p, 2p, p (a lane below m wraps past every value it could hold), as in
 * {@link emitCombineModule}. The one byte a pass reads past its half (SO[-1], the gap; SO[oddRows]
 * or SE[oddRows], the padding) is set between passes: 0 past a board's edge, the wrapped row on a
 * cylinder. Lanes past a half's rows compute values nobody reads.
 *
 * On the zero right-hand side the light cone of the first column's presses grows two rows a
 * column: only the chunks it reaches are chased until it covers the column.
 *
 * The board's row-major b and presses pass in and out through bands of 256 rows, 16 x 16 byte
 * transposes by four rounds of byte interleaving (i8x16.shuffle), each band going down 16 columns
 * at a time so that writes fill whole cache lines. Pure apart from writing its own memory.
 */

import {
  type AssembledFunction,
  assembleModule,
  EMPTY_BLOCK,
  get,
  I32,
  i32Const,
  loadUnaligned,
  op,
  reduceUnsignedLanes,
  set,
  simd,
  simdOp,
  splatConstant,
  tee,
  V128,
} from './wasmAssembler';
import { growableMemory, KernelModules, PAGE_BYTES, type GrowableMemory, vectorBytes } from './wasmRuntime';

// The parameters of `step`, then its locals.
const X_FROM = 0;
const X_TO = 1;
const S_SELF = 2;
const S_OTHER = 3;
const RIGHT_HAND_SIDE = 4;
const FROM = 5;
const TO = 6;
const CHUNK = 7;
const VALUE = 8;

/** v128.store at the address below the vector plus 0, declared unaligned. */
function storeUnaligned(): number[] {
  return [...simdOp(simd.store), 0, 0];
}

/** The address local + chunk on the stack. */
function at(local: number): number[] {
  return [...get(local), ...get(CHUNK), op.i32Add];
}

/** The largest odd prime the byte lanes hold: b + 6p - (three sums of two residues), b < 2p, stays below 256. */
export const LARGEST_LANE_PRIME = 31;

/**
 * The module's binary for GF(p), with three functions. `step(xFrom, xTo, sSelf, sOther, b, from, to)`:
 * for every 16-byte chunk i in [from, to) it computes new = (b + 6p - sSelf - sOther - sOther') mod p
 * (b below 2p, the sums below 2p - 1; sOther' the bytes one after sOther's), stores sSelf := xFrom + new and then xTo := new (xFrom may
 * equal xTo). `transpose(source, sourceStep, target, targetStep, count, sourceNext, targetNext)`:
 * `count` times, the 16 x 16 bytes whose rows start at source + i sourceStep are stored transposed
 * at target + i targetStep, then source and target move on by sourceNext and targetNext;
 * `largest(from, to)` returns the largest byte of [from, to), and `reduce(from, to, multiple)` takes
 * every byte of [from, to) below 2 `multiple` (a power of 2 times p) mod p. Addresses are byte
 * offsets; ranges are whole chunks.
 */
export function emitHexChaseModule(p: number): Uint8Array {
  if (p < 3 || p > LARGEST_LANE_PRIME) throw new RangeError(`the hex chase kernel takes odd primes up to ${LARGEST_LANE_PRIME}, got ${p}`);
  return assembleModule([stepFunction(p), transposeFunction(), largestFunction(), reduceFunction(p)], 1);
}

function stepFunction(p: number): AssembledFunction {
  const lanes = simd.i8x16;
  const body: number[] = [...get(FROM), ...set(CHUNK), op.block, EMPTY_BLOCK, ...get(CHUNK), ...get(TO), op.i32AtLeastUnsigned, op.brIf, 0];
  body.push(op.loop, EMPTY_BLOCK);
  body.push(...at(RIGHT_HAND_SIDE), ...loadUnaligned(0), ...splatConstant(6 * p, 8), ...simdOp(lanes.add));
  body.push(...at(S_SELF), ...loadUnaligned(0), ...at(S_OTHER), ...loadUnaligned(0), ...simdOp(lanes.add));
  body.push(...at(S_OTHER), ...loadUnaligned(1), ...simdOp(lanes.add), ...simdOp(lanes.sub));
  body.push(...reduceUnsignedLanes(p, 8 * p - 1, VALUE), ...set(VALUE));
  // The sum first: xFrom may be xTo, whose chunk the new value then replaces.
  body.push(...at(S_SELF), ...at(X_FROM), ...loadUnaligned(0), ...get(VALUE), ...simdOp(lanes.add), ...storeUnaligned());
  body.push(...at(X_TO), ...get(VALUE), ...storeUnaligned());
  body.push(...get(CHUNK), ...i32Const(16), op.i32Add, ...tee(CHUNK), ...get(TO), op.i32LessUnsigned, op.brIf, 0, op.end, op.end);
  const locals: [number, number][] = [
    [1, I32],
    [1, V128],
  ];
  return { name: 'step', parameters: 7, returnsValue: false, locals, body };
}

// The parameters of the transposes, then their locals: an address, 2 x 16 vectors.
const SOURCE = 0;
const SOURCE_STEP = 1;
const TARGET = 2;
const TARGET_STEP = 3;
const COUNT = 4;
const SOURCE_NEXT = 5;
const TARGET_NEXT = 6;
const ADDRESS = 7;
const ROWS = 8;

/** i8x16.shuffle of the two vectors on the stack by 16 lane indices (0-15 the first, 16-31 the second). */
function shuffle(lanes: readonly number[]): number[] {
  return [...simdOp(simd.i8x16.shuffle), ...lanes];
}

/**
 * A 16 x 16 byte transpose: four rounds of out[2i] = interleave of the low halves of in[i] and
 * in[i + 8], out[2i + 1] = of their high halves (each round moves one bit of the row index into
 * the column index).
 */
function transposeFunction(): AssembledFunction {
  const low: number[] = [];
  const high: number[] = [];
  for (let i = 0; i < 8; i++) {
    low.push(i, 16 + i);
    high.push(8 + i, 24 + i);
  }
  const body: number[] = [op.block, EMPTY_BLOCK, ...get(COUNT), op.i32Eqz, op.brIf, 0, op.loop, EMPTY_BLOCK];
  body.push(...get(SOURCE), ...set(ADDRESS));
  for (let i = 0; i < 16; i++) {
    body.push(...get(ADDRESS), ...loadUnaligned(0), ...set(ROWS + i));
    body.push(...get(ADDRESS), ...get(SOURCE_STEP), op.i32Add, ...set(ADDRESS));
  }
  for (let round = 0; round < 4; round++) {
    const from = ROWS + (round % 2) * 16;
    const to = ROWS + ((round + 1) % 2) * 16;
    for (let i = 0; i < 8; i++) {
      body.push(...get(from + i), ...get(from + i + 8), ...shuffle(low), ...set(to + 2 * i));
      body.push(...get(from + i), ...get(from + i + 8), ...shuffle(high), ...set(to + 2 * i + 1));
    }
  }
  body.push(...get(TARGET), ...set(ADDRESS));
  for (let i = 0; i < 16; i++) {
    body.push(...get(ADDRESS), ...get(ROWS + i), ...storeUnaligned());
    body.push(...get(ADDRESS), ...get(TARGET_STEP), op.i32Add, ...set(ADDRESS));
  }
  body.push(...get(SOURCE), ...get(SOURCE_NEXT), op.i32Add, ...set(SOURCE), ...get(TARGET), ...get(TARGET_NEXT), op.i32Add, ...set(TARGET));
  body.push(...get(COUNT), ...i32Const(1), op.i32Sub, ...tee(COUNT), op.brIf, 0, op.end, op.end);
  const locals: [number, number][] = [
    [1, I32],
    [32, V128],
  ];
  return { name: 'transpose', parameters: 7, returnsValue: false, locals, body };
}

// The parameters of `largest` and `reduce`, then their locals.
const RANGE_FROM = 0;
const RANGE_TO = 1;
const MULTIPLE = 2;
const RANGE_VECTOR = 2;
const REDUCE_MULTIPLE = 3;
const REDUCE_VECTOR = 4;

/** A loop over the chunks [from, to) of the range parameters (`from` moves on), running `chunk` for each. */
function rangeLoop(chunk: readonly number[]): number[] {
  const code: number[] = [op.block, EMPTY_BLOCK, ...get(RANGE_FROM), ...get(RANGE_TO), op.i32AtLeastUnsigned, op.brIf, 0, op.loop, EMPTY_BLOCK, ...chunk];
  code.push(...get(RANGE_FROM), ...i32Const(16), op.i32Add, ...tee(RANGE_FROM), ...get(RANGE_TO), op.i32LessUnsigned, op.brIf, 0, op.end, op.end);
  return code;
}

function largestFunction(): AssembledFunction {
  const maximum = simdOp(simd.i8x16.maxUnsigned);
  const body = [...splatConstant(0, 8), ...set(RANGE_VECTOR)];
  body.push(...rangeLoop([...get(RANGE_VECTOR), ...get(RANGE_FROM), ...loadUnaligned(0), ...maximum, ...set(RANGE_VECTOR)]));
  // Fold the lanes: lane i takes the larger of lanes i and i + half, for halves 8, 4, 2, 1.
  for (const half of [8, 4, 2, 1]) {
    const lanes = Array.from({ length: 16 }, (_, lane) => (lane + half) % 16);
    body.push(...get(RANGE_VECTOR), ...get(RANGE_VECTOR), ...get(RANGE_VECTOR), ...shuffle(lanes), ...maximum, ...set(RANGE_VECTOR));
  }
  body.push(...get(RANGE_VECTOR), ...simdOp(simd.i8x16.extractLaneUnsigned), 0);
  return { name: 'largest', parameters: 2, returnsValue: true, locals: [[1, V128]], body };
}

function reduceFunction(p: number): AssembledFunction {
  const lanes = simd.i8x16;
  const chunk: number[] = [...get(RANGE_FROM), ...get(RANGE_FROM), ...loadUnaligned(0), ...set(REDUCE_VECTOR)];
  chunk.push(...get(MULTIPLE), ...set(REDUCE_MULTIPLE), op.loop, EMPTY_BLOCK);
  chunk.push(
    ...get(REDUCE_VECTOR),
    ...get(REDUCE_VECTOR),
    ...get(REDUCE_MULTIPLE),
    ...simdOp(simd.i8x16.splat),
    ...simdOp(lanes.sub),
    ...simdOp(lanes.minUnsigned),
  );
  chunk.push(...set(REDUCE_VECTOR), ...get(REDUCE_MULTIPLE), ...i32Const(1), op.i32ShiftRightUnsigned, ...tee(REDUCE_MULTIPLE), ...i32Const(p));
  chunk.push(op.i32AtLeastUnsigned, op.brIf, 0, op.end, ...get(REDUCE_VECTOR), ...storeUnaligned());
  const locals: [number, number][] = [
    [1, I32],
    [1, V128],
  ];
  return { name: 'reduce', parameters: 3, returnsValue: false, locals, body: rangeLoop(chunk) };
}

const modules = new KernelModules(() => emitHexChaseModule(3));

/** Whether this engine runs the kernel (WebAssembly with SIMD) for GF(p). */
export function hexChaseKernelRuns(p: number): boolean {
  return p % 2 === 1 && p >= 3 && p <= LARGEST_LANE_PRIME && modules.isSupported();
}

/** Where the rows of a column lie: the even rows at byte 0, the odd rows at `oddOffset`, `stride` bytes a column. */
export interface HexLaneLayout {
  readonly height: number;
  readonly columns: number;
  readonly wrap: boolean;
  /** ceil(height / 2) and floor(height / 2). */
  readonly evenRows: number;
  readonly oddRows: number;
  /** Bytes of a half: whole chunks, at least one byte past the even rows. */
  readonly halfBytes: number;
  readonly oddOffset: number;
  readonly stride: number;
}

/** The layout of a height x columns grid, or a cylinder (`wrap`, height even). */
export function hexLaneLayout(height: number, columns: number, wrap: boolean): HexLaneLayout {
  if (wrap && height % 2 !== 0) throw new RangeError(`a hex cylinder needs an even height, got ${height}`);
  const evenRows = (height + 1) >> 1;
  const halfBytes = vectorBytes(evenRows + 1);
  return { height, columns, wrap, evenRows, oddRows: height >> 1, halfBytes, oddOffset: halfBytes + 16, stride: 2 * halfBytes + 16 };
}

/** Byte offset of row r in a column of the layout. */
function rowOffset(layout: HexLaneLayout, r: number): number {
  return (r & 1 ? layout.oddOffset : 0) + (r >> 1);
}

type Step = (xFrom: number, xTo: number, sSelf: number, sOther: number, b: number, from: number, to: number) => void;
type Transpose = (source: number, sourceStep: number, target: number, targetStep: number, count: number, sourceNext: number, targetNext: number) => void;

/** Rows of a band on its way in or out: 16 even and 16 odd rows make a 16 x 16 transpose each per 16 columns. */
const BAND_ROWS = 256;

/**
 * One grid's chase in its own WebAssembly memory: scratch columns, and optionally the right-hand
 * side (`columns` columns) and the presses (`columns` + 1 columns: the last is the residual).
 */
export class HexChaseKernel {
  private readonly memory: GrowableMemory;
  private readonly step: Step;
  private readonly transpose: Transpose;
  private readonly largest: (from: number, to: number) => number;
  private readonly reduce: (from: number, to: number, multiple: number) => void;
  private readonly sums = 0;
  private readonly scratch: number;
  private readonly zeros: number;
  private readonly staging: number;
  private readonly rowBytes: number;
  private readonly rightHandSide: number | null;
  private readonly presses: number | null;
  private hasRightHandSide = false;

  /** A kernel for GF(p) on `layout`, with room for a right-hand side and for the presses as asked; throws where {@link hexChaseKernelRuns} is false. */
  constructor(
    readonly layout: HexLaneLayout,
    private readonly p: number,
    room: { readonly rightHandSide: boolean; readonly presses: boolean },
  ) {
    const { stride, columns } = layout;
    this.scratch = stride;
    this.zeros = 2 * stride;
    // Bands of 32 rows pass through the staging rows on their way in and out; the regions have
    // room for the columns of a band's last 16 (the residual's column among them).
    this.staging = 3 * stride;
    this.rowBytes = vectorBytes(columns);
    let end = this.staging + (room.rightHandSide || room.presses ? BAND_ROWS * this.rowBytes : 0);
    this.rightHandSide = room.rightHandSide ? end : null;
    if (room.rightHandSide) end += (columns + 16) * stride;
    this.presses = room.presses ? end : null;
    if (room.presses) end += (columns + 16) * stride;
    this.memory = growableMemory(Math.ceil(end / PAGE_BYTES) + 1);
    const { exports } = modules.instantiate(String(p), () => emitHexChaseModule(p), this.memory);
    this.step = exports.step as Step;
    this.transpose = exports.transpose as Transpose;
    this.largest = exports.largest as (from: number, to: number) => number;
    this.reduce = exports.reduce as (from: number, to: number, multiple: number) => void;
  }

  /** Stores b (row-major, values >= 0, taken mod p) as the right-hand side of later chases. */
  setRightHandSide(values: ArrayLike<number>): void {
    if (this.rightHandSide === null) throw new Error('this hex chase kernel has no room for a right-hand side');
    const { height, columns, oddOffset, stride } = this.layout;
    const { staging, rowBytes } = this;
    const bytes = new Uint8Array(this.memory.buffer);
    for (let r0 = 0; r0 < height; r0 += BAND_ROWS) {
      const rows = Math.min(BAND_ROWS, height - r0);
      for (let i = 0; i < rows; i++) {
        const start = (r0 + i) * columns;
        const target = staging + i * rowBytes;
        if (values instanceof Uint8Array) bytes.set(values.subarray(start, start + columns), target);
        else for (let c = 0; c < columns; c++) bytes[target + c] = values[start + c] % this.p;
      }
      // Rows past the grid's last (stale staging rows) land in lanes past a half's rows. Per 16
      // columns, the band's rows go down each column in one run (whole cache lines, few pages).
      const j0 = r0 >> 1;
      const blocks = Math.ceil(rows / 32);
      for (let c0 = 0; c0 < columns; c0 += 16) {
        const target = this.rightHandSide + c0 * stride + j0;
        this.transpose(staging + c0, 2 * rowBytes, target, stride, blocks, 32 * rowBytes, 16);
        this.transpose(staging + rowBytes + c0, 2 * rowBytes, target + oddOffset, stride, blocks, 32 * rowBytes, 16);
      }
    }
    // `step` takes b below 2p (b + 6p - sums stays below 8p), the common case (b mod k for k = p
    // or 2p): a pass to find out, then the fewest subtractions.
    const end = this.rightHandSide + (columns + 16) * stride;
    const largest = this.largest(this.rightHandSide, end);
    if (largest >= 2 * this.p) {
      let multiple = this.p;
      while (2 * multiple <= largest) multiple *= 2;
      this.reduce(this.rightHandSide, end, multiple);
    }
    this.hasRightHandSide = true;
  }

  /**
   * Chases from the first column `first` (height values, taken mod p) through the stored
   * right-hand side when `throughRightHandSide` (else 0), keeping the presses when `keepPresses`;
   * returns the residual (height values).
   */
  chase(first: ArrayLike<number>, throughRightHandSide: boolean, keepPresses: boolean): Int32Array {
    if (throughRightHandSide && !this.hasRightHandSide) throw new Error('this hex chase kernel has no right-hand side');
    const presses = keepPresses ? this.presses : null;
    if (keepPresses && presses === null) throw new Error('this hex chase kernel has no room for the presses');
    const rightHandSide = throughRightHandSide ? this.rightHandSide : null;
    const { height, columns, wrap, evenRows, oddRows, oddOffset, stride } = this.layout;
    const p = this.p;
    const bytes = new Uint8Array(this.memory.buffer);
    const sums = this.sums;
    const x0 = presses ?? this.scratch;
    bytes.fill(0, sums, sums + stride);
    bytes.fill(0, x0, x0 + stride);
    bytes.fill(0, this.zeros, this.zeros + stride);
    let lo = height;
    let hi = -1;
    for (let r = 0; r < height; r++) {
      const value = ((first[r] % p) + p) % p;
      bytes[x0 + rowOffset(this.layout, r)] = value;
      bytes[sums + rowOffset(this.layout, r)] = value;
      if (value !== 0) {
        lo = Math.min(lo, r);
        hi = Math.max(hi, r);
      }
    }
    // The light cone only on the zero right-hand side, in the scratch column (rows lo..hi hold its
    // presses; the others stay 0 from the fill above).
    const cone = rightHandSide === null && presses === null;
    if (!cone || lo > hi) {
      lo = 0;
      hi = height - 1;
    }
    const evenSums = sums;
    const oddSums = sums + oddOffset;
    const evenEnd = vectorBytes(evenRows);
    const oddEnd = vectorBytes(oddRows);
    const step = this.step;
    for (let c = 0; c < columns; c++) {
      const from = presses === null ? this.scratch : presses + c * stride;
      const to = presses === null ? from : from + stride;
      const b = rightHandSide === null ? this.zeros : rightHandSide + c * stride;
      let first = 0;
      let evenLast = evenEnd;
      let oddLast = oddEnd;
      if (cone) {
        lo -= 2;
        hi += 2;
        if (lo <= 0 || hi >= height - 1) {
          lo = 0;
          hi = height - 1;
        } else {
          first = 16 * Math.floor((lo >> 1) / 16);
          evenLast = oddLast = vectorBytes((hi >> 1) + 1);
        }
      }
      bytes[oddSums - 1] = wrap ? bytes[oddSums + oddRows - 1] : 0;
      if (evenRows > oddRows) bytes[oddSums + oddRows] = 0;
      step(from, to, evenSums, oddSums - 1, b, first, evenLast);
      if (oddRows === 0) continue;
      if (evenRows === oddRows) bytes[evenSums + oddRows] = wrap ? bytes[evenSums] : 0;
      step(from + oddOffset, to + oddOffset, oddSums, evenSums, b + oddOffset, first, oddLast);
    }
    const last = presses === null ? this.scratch : presses + columns * stride;
    const residual = new Int32Array(height);
    for (let r = 0; r < height; r++) residual[r] = bytes[last + rowOffset(this.layout, r)];
    return residual;
  }

  /** The presses of the last chase kept (`keepPresses`), row-major. */
  pressesRowMajor(): Uint8Array {
    if (this.presses === null) throw new Error('this hex chase kernel has no room for the presses');
    const { height, columns, oddOffset, stride } = this.layout;
    const { staging, rowBytes } = this;
    const bytes = new Uint8Array(this.memory.buffer);
    const out = new Uint8Array(height * columns);
    for (let r0 = 0; r0 < height; r0 += BAND_ROWS) {
      const j0 = r0 >> 1;
      const rows = Math.min(BAND_ROWS, height - r0);
      const blocks = Math.ceil(rows / 32);
      for (let c0 = 0; c0 < columns; c0 += 16) {
        const source = this.presses + c0 * stride + j0;
        this.transpose(source, stride, staging + c0, 2 * rowBytes, blocks, 16, 32 * rowBytes);
        this.transpose(source + oddOffset, stride, staging + rowBytes + c0, 2 * rowBytes, blocks, 16, 32 * rowBytes);
      }
      for (let i = 0; i < rows; i++) out.set(bytes.subarray(staging + i * rowBytes, staging + i * rowBytes + columns), (r0 + i) * columns);
    }
    return out;
  }
}
