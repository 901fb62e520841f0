/**
 * The inner loop of the exhaustive minimum search for k other than 2 and 3
 * ({@link groupRingExhaustiveMinimum}): a split transform over the group ring Z[Z_k], walked in
 * the mixed-radix modular Gray code.
 *
 * A table cell s (an inner index) holds k values per lane, h(s, t) = -sum over the entries e with
 * inner index s of count_e ((b_e + t) mod k), where b_e is the entry's current value: the negated
 * presses of its cells were their values shifted by t. For an inner generator of order o
 * (unit k / o) the transform G'(.., c, .., t) = sum over sigma in Z_o of G(.., sigma, .., t + unit c sigma)
 * (index shifts and additions only: the fast transform over the group Z_o with coefficients in
 * Z[Z_k]) ends, after every inner generator, with the negated total of every inner choice u at
 * G(u, 0); the last pass computes only t = 0 and folds the largest into the step's maximum.
 * Entry e keeps its negated row -count_e ((b + t) mod k) for t = 0..3k-1 and an offset r_e: a
 * Gray step that adds walked generator j moves r_e by the entry's shift and adds the row's new
 * window minus the old one to the table at its inner index.
 *
 * Lanes are independent walks (different values of the search's high generators), all adding the
 * same walked generators in step. Two implementations of one contract, {@link GroupRingKernel}:
 * SIMD (a generated WebAssembly module per k and inner orders, 8 lanes of 16 bits or 4 of 32) and
 * portable JavaScript. Pure apart from the kernel's own memory.
 */

import { chooseKernel, KernelModules, PAGE_BYTES, webAssembly, type KernelChoice } from './wasmRuntime';
import {
  assembleModule,
  SEARCH_STEP,
  thresholdSearch,
  storeVectorFoldingMaximum,
  EMPTY_BLOCK,
  get,
  i32Const,
  loadVector,
  loadWord,
  op,
  set,
  simd,
  simdOp,
  splatConstant,
  storeVector,
  storeWord,
  tee,
  type LaneOperations,
} from './wasmAssembler';

/** One walked generator: its order and the entries it moves, with their shifts (1..k-1). */
export interface WalkedGenerator {
  readonly order: number;
  readonly entries: Int32Array;
  readonly shifts: Int32Array;
}

/** What the kernel walks. */
export interface GroupRingInput {
  /** The number of states. */
  readonly k: number;
  /** Orders of the inner (transformed) generators, first the fastest-varying digit; at least one. */
  readonly innerOrders: readonly number[];
  /** Lanes: 8 or 4 for SIMD (see {@link groupRingLanes}), any for portable. */
  readonly lanes: number;
  /** Inner index of every entry (mixed radix over {@link innerOrders}). */
  readonly entryInner: Int32Array;
  /** Cells merged into every entry. */
  readonly entryCount: Int32Array;
  /** The walked generators, in Gray-code digit order. */
  readonly walked: readonly WalkedGenerator[];
}

/** The walk over one batch of lanes. */
export interface GroupRingKernel {
  readonly lanes: number;
  /** Starts a batch: the value 0..k-1 of entry e in lane l at e * lanes + l. */
  load(values: Int32Array): void;
  /**
   * Applies Gray steps from, ..., to - 1 (step 0 adds nothing; each call starts where the last
   * stopped) and returns the first step where some inner choice and lane has a total below
   * `threshold`, else -1; {@link total} then reads that step.
   */
  search(from: number, to: number, threshold: number): number;
  /** The total of the presses of the touched cells at an inner index and lane, for the step last returned. */
  total(inner: number, lane: number): number;
}

/** The SIMD lane count for a bound on every total: 8 lanes of 16 bits below 2^15, else 4 of 32 bits. */
export function groupRingLanes(largestTotal: number): number {
  return largestTotal < 2 ** 15 ? 8 : 4;
}

/** Largest o * o * k of an inner generator of the SIMD kernel (its butterfly is unrolled). */
export const LARGEST_SIMD_BUTTERFLY = 2048;

/** Start of the walked generators' headers (start, end, order) of 16 bytes each. */
const HEADER_BASE = 64;
/** End of the headers: at most (TABLE_BASE - HEADER_BASE) / 16 walked generators. */
const TABLE_BASE = 1024;
/** The largest number of walked generators of the SIMD kernel. */
export const LARGEST_SIMD_WALKED = (TABLE_BASE - HEADER_BASE) / 16;

const modules = new KernelModules(() => emitGroupRingModule(4, [2], 16));

/** Whether this engine runs the SIMD kernel. */
export function hasGroupRingSimd(): boolean {
  return modules.isSupported();
}

/** The kernel for the input, by the chosen implementation. */
export function groupRingKernel(input: GroupRingInput, choice: KernelChoice): GroupRingKernel {
  return chooseKernel(
    choice,
    () => simdKernel(input),
    () => portableKernel(input),
  );
}

/** Whether the SIMD kernel takes these inner orders and walked generators. */
export function groupRingSimdApplies(k: number, innerOrders: readonly number[], walkedCount: number): boolean {
  return innerOrders.length > 0 && walkedCount <= LARGEST_SIMD_WALKED && innerOrders.every((order) => order * order * k <= LARGEST_SIMD_BUTTERFLY);
}

function simdKernel(input: GroupRingInput): GroupRingKernel {
  if (!webAssembly || !hasGroupRingSimd()) throw new Error('this engine has no WebAssembly SIMD');
  const { k, innerOrders, lanes, entryInner, entryCount, walked } = input;
  if (lanes !== 8 && lanes !== 4) throw new RangeError(`no SIMD kernel for ${lanes} lanes`);
  if (!groupRingSimdApplies(k, innerOrders, walked.length)) throw new RangeError('the SIMD kernel does not take these generators');
  const laneBits = lanes === 8 ? 16 : 32;
  const perByte = laneBits / 8;
  const cell = 16 * k;
  const size = innerOrders.reduce((product, order) => product * order, 1);
  // A row holds 3k vectors: its window starts at r + shift <= 2k - 2.
  const rowBytes = 16 + 48 * k;
  const layout = bufferLayout(k, size);
  const rowBase = layout.end;
  const listBase = rowBase + rowBytes * entryInner.length;
  const listBytes = 8 * walked.reduce((sum, generator) => sum + generator.entries.length, 0);
  const memory = new webAssembly.Memory({ initial: Math.ceil((listBase + listBytes) / PAGE_BYTES) + 1 });
  const words = new Int32Array(memory.buffer);
  const laneView = laneBits === 16 ? new Int16Array(memory.buffer) : new Int32Array(memory.buffer);
  let item = listBase;
  walked.forEach((generator, j) => {
    const header = (HEADER_BASE + 16 * j) / 4;
    words[header] = item;
    generator.entries.forEach((e, at) => {
      words[item / 4] = rowBase + rowBytes * e;
      words[item / 4 + 1] = ((entryInner[e] * cell) & 0xffffff) | (generator.shifts[at] << 24);
      item += 8;
    });
    words[header + 1] = item;
    words[header + 2] = generator.order;
  });
  const instance = modules.instantiate(`${k}:${laneBits}:${innerOrders.join(',')}`, () => emitGroupRingModule(k, innerOrders, laneBits), memory);
  const search = instance.exports.search as (from: number, to: number, threshold: number) => number;
  return {
    lanes,
    load(values) {
      laneView.fill(0, layout.table / perByte, layout.first / perByte);
      for (let e = 0; e < entryInner.length; e++) {
        const row = rowBase + rowBytes * e;
        words[row / 4] = 0;
        const table = (layout.table + cell * entryInner[e]) / perByte;
        for (let lane = 0; lane < lanes; lane++) {
          const value = values[e * lanes + lane];
          for (let t = 0; t < 3 * k; t++) {
            const negated = -entryCount[e] * ((value + t) % k);
            laneView[(row + 16 + 16 * t) / perByte + lane] = negated;
            if (t < k) laneView[table + (16 * t) / perByte + lane] += negated;
          }
        }
      }
    },
    search: (from, to, threshold) => search(from, to, Math.max(-(2 ** 31), Math.min(2 ** 31 - 1, -Math.ceil(threshold)))),
    total: (inner, lane) => 0 - laneView[(layout.final(innerOrders.length) + cell * inner) / perByte + lane],
  };
}

/** Where the table and the two work buffers lie: the table, then the passes alternate between the work buffers. */
function bufferLayout(k: number, size: number): { table: number; first: number; second: number; end: number; final(passes: number): number } {
  const bytes = 16 * k * size;
  const table = TABLE_BASE;
  const first = table + bytes;
  const second = first + bytes;
  return { table, first, second, end: second + bytes, final: (passes) => (passes % 2 === 1 ? first : second) };
}

// Locals of `search` ({@link thresholdSearch}): the parameters and the step, i32 scratch, v128 scratch.
const STEP = SEARCH_STEP;
const POINTER = 4;
const END = 5;
const BLOCK = 6;
const REST = 7;
const DIGIT = 8;
const BEST = 9;
// In the walked step, after the digit is known.
const ROW = 6;
const WINDOW = 7;
const TABLE = 8;
const SHIFT = 9;
const SCRATCH = 10;
const MAXIMUM = 11;

/** The module of `search(from, to, threshold)` for the group ring of Z_k with these inner orders, in lanes of `laneBits` bits. */
export function emitGroupRingModule(k: number, innerOrders: readonly number[], laneBits: 16 | 32): Uint8Array {
  if (innerOrders.length < 1) throw new RangeError('the group ring transform needs at least 1 inner generator');
  const lanes: LaneOperations = laneBits === 16 ? simd.i16x8 : simd.i32x4;
  const size = innerOrders.reduce((product, order) => product * order, 1);
  const layout = bufferLayout(k, size);
  const transform: number[] = [];
  let stride = 1;
  innerOrders.forEach((order, pass) => {
    const last = pass === innerOrders.length - 1;
    const source = pass === 0 ? layout.table : pass % 2 === 1 ? layout.first : layout.second;
    const destination = pass % 2 === 0 ? layout.first : layout.second;
    if (last) transform.push(...splatConstant(laneBits === 16 ? -32768 : -(2 ** 31), laneBits), ...set(MAXIMUM));
    transform.push(...groupPass(k, order, stride, size, source, destination, last, lanes));
    stride *= order;
  });
  const step = [...walkedDigit(), ...addWalked(k, lanes)];
  return assembleModule(
    [thresholdSearch(step, transform, { best: BEST, scratch: REST, maximum: MAXIMUM, vectorLocals: 2 }, lanes)],
    Math.ceil(layout.end / PAGE_BYTES),
  );
}

/** DIGIT = the mixed-radix Gray digit of STEP (STEP >= 1): the number of trailing zero digits, by the orders in the headers. */
function walkedDigit(): number[] {
  const code: number[] = [...i32Const(0), ...set(DIGIT), ...get(STEP), ...set(REST), op.block, EMPTY_BLOCK, op.loop, EMPTY_BLOCK];
  code.push(...get(DIGIT), ...i32Const(4), op.i32ShiftLeft, ...loadWord(HEADER_BASE + 8), ...set(END));
  code.push(...get(REST), ...get(END), op.i32RemainderUnsigned, op.brIf, 1);
  code.push(...get(REST), ...get(END), op.i32DivideUnsigned, ...set(REST), ...get(DIGIT), ...i32Const(1), op.i32Add, ...set(DIGIT), op.br, 0);
  code.push(op.end, op.end);
  return code;
}

/**
 * Adds walked generator DIGIT once: for each of its entries (item: row address; table offset in
 * the low 24 bits and shift in the high 8), the table at the entry's inner index gains the row's
 * window at offset r + shift minus the window at r, and r moves by the shift (mod k).
 */
function addWalked(k: number, lanes: LaneOperations): number[] {
  const code: number[] = [...get(DIGIT), ...i32Const(4), op.i32ShiftLeft, ...tee(POINTER), ...loadWord(HEADER_BASE + 4), ...set(END)];
  code.push(...get(POINTER), ...loadWord(HEADER_BASE), ...set(POINTER));
  code.push(op.block, EMPTY_BLOCK, op.loop, EMPTY_BLOCK, ...get(POINTER), ...get(END), op.i32AtLeastUnsigned, op.brIf, 1);
  // ROW = the row's address, WINDOW = ROW + r (r in bytes), TABLE = the table cell, SHIFT = the shift in bytes.
  code.push(...get(POINTER), ...loadWord(0), ...tee(ROW), ...get(ROW), ...loadWord(0), op.i32Add, ...set(WINDOW));
  code.push(...get(POINTER), ...loadWord(4), ...tee(TABLE), ...i32Const(24), op.i32ShiftRightUnsigned, ...i32Const(4), op.i32ShiftLeft, ...set(SHIFT));
  code.push(...get(TABLE), ...i32Const(0xffffff), op.i32And, ...i32Const(TABLE_BASE), op.i32Add, ...set(TABLE));
  const add = simdOp(lanes.add);
  const subtract = simdOp(lanes.sub);
  for (let t = 0; t < k; t++) {
    const at = 16 + 16 * t;
    code.push(...get(TABLE), ...get(TABLE), ...loadVector(16 * t), ...get(WINDOW), ...get(SHIFT), op.i32Add, ...loadVector(at), ...add);
    code.push(...get(WINDOW), ...loadVector(at), ...subtract, ...storeVector(16 * t));
  }
  // r = (r + shift) mod k, in bytes.
  code.push(...get(ROW), ...get(WINDOW), ...get(ROW), op.i32Sub, ...get(SHIFT), op.i32Add, ...tee(WINDOW), ...get(WINDOW), ...i32Const(16 * k), op.i32Sub);
  code.push(...get(WINDOW), ...i32Const(16 * k), op.i32LessUnsigned, op.select, ...storeWord(0));
  code.push(...get(POINTER), ...i32Const(8), op.i32Add, ...set(POINTER), op.br, 0, op.end, op.end);
  return code;
}

/** One pass over inner generator (order, stride): out(c, t) = sum over sigma of in(sigma, t + unit c sigma); the last pass only t = 0, folding the maximum. */
function groupPass(
  k: number,
  order: number,
  stride: number,
  size: number,
  source: number,
  destination: number,
  last: boolean,
  lanes: LaneOperations,
): number[] {
  const cell = 16 * k;
  const strideBytes = cell * stride;
  const unit = k / order;
  const add = simdOp(lanes.add);
  const code: number[] = [...i32Const(0), ...set(BLOCK), op.loop, EMPTY_BLOCK];
  code.push(...get(BLOCK), ...tee(POINTER), ...i32Const(strideBytes), op.i32Add, ...set(END), op.loop, EMPTY_BLOCK);
  for (let c = 0; c < order; c++) {
    for (let t = 0; t < (last ? 1 : k); t++) {
      code.push(...get(POINTER));
      for (let sigma = 0; sigma < order; sigma++) {
        const slot = (t + unit * ((c * sigma) % order)) % k;
        code.push(...get(POINTER), ...loadVector(source + sigma * strideBytes + 16 * slot));
        if (sigma > 0) code.push(...add);
      }
      code.push(...storeVectorFoldingMaximum(destination + c * strideBytes + 16 * t, last ? { scratch: SCRATCH, maximum: MAXIMUM } : null, lanes));
    }
  }
  code.push(...get(POINTER), ...i32Const(cell), op.i32Add, ...tee(POINTER), ...get(END), op.i32LessUnsigned, op.brIf, 0, op.end);
  code.push(...get(BLOCK), ...i32Const(order * strideBytes), op.i32Add, ...tee(BLOCK), ...i32Const(cell * size), op.i32LessUnsigned, op.brIf, 0, op.end);
  return code;
}

function portableKernel(input: GroupRingInput): GroupRingKernel {
  const { k, innerOrders, lanes, entryInner, entryCount, walked } = input;
  const size = innerOrders.reduce((product, order) => product * order, 1);
  const width = size * k * lanes;
  // Totals per cell s, shift t and lane at (s * k + t) * lanes + lane.
  const table = new Float64Array(width);
  const work = [new Float64Array(width), new Float64Array(width)];
  const value = new Int32Array(entryInner.length * lanes);
  const offset = new Int32Array(entryInner.length);
  let final = table;
  const addRow = (e: number, sign: number): void => {
    const base = entryInner[e] * k * lanes;
    for (let t = 0; t < k; t++) {
      for (let lane = 0; lane < lanes; lane++) table[base + t * lanes + lane] += sign * entryCount[e] * ((value[e * lanes + lane] + offset[e] + t) % k);
    }
  };
  return {
    lanes,
    load(values) {
      table.fill(0);
      value.set(values.subarray(0, value.length));
      offset.fill(0);
      for (let e = 0; e < entryInner.length; e++) addRow(e, 1);
    },
    search(from, to, threshold) {
      const radices = walked.map((generator) => generator.order);
      for (let step = from; step < to; step++) {
        if (step !== 0) {
          let digit = 0;
          let rest = step;
          while (rest % radices[digit] === 0) rest /= radices[digit++];
          const { entries, shifts } = walked[digit];
          for (let j = 0; j < entries.length; j++) {
            addRow(entries[j], -1);
            offset[entries[j]] = (offset[entries[j]] + shifts[j]) % k;
            addRow(entries[j], 1);
          }
        }
        let input = table;
        let stride = 1;
        innerOrders.forEach((order, pass) => {
          const output = work[pass % 2];
          const unit = k / order;
          for (let high = 0; high < size; high += stride * order) {
            for (let low = 0; low < stride; low++) {
              for (let c = 0; c < order; c++) {
                for (let t = 0; t < k; t++) {
                  const out = ((high + c * stride + low) * k + t) * lanes;
                  for (let lane = 0; lane < lanes; lane++) {
                    let sum = 0;
                    for (let sigma = 0; sigma < order; sigma++) {
                      sum += input[((high + sigma * stride + low) * k + ((t + unit * ((c * sigma) % order)) % k)) * lanes + lane];
                    }
                    output[out + lane] = sum;
                  }
                }
              }
            }
          }
          input = output;
          stride *= order;
        });
        final = input;
        for (let s = 0; s < size; s++) {
          for (let lane = 0; lane < lanes; lane++) if (final[s * k * lanes + lane] < threshold) return step;
        }
      }
      return -1;
    },
    total: (inner, lane) => final[inner * k * lanes + lane],
  };
}
