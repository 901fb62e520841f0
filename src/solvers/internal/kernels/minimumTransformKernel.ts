/**
 * The inner loop of the exhaustive binary minimum search ({@link binaryExhaustiveMinimum}): a split
 * Walsh-Hadamard transform walked in Gray-code order.
 *
 * The solution x0 + sum_i u_i g_i is indexed by u = (Gray part, lane part, inner part). Cells are
 * merged into entries by signature; entry e has an inner index s2_e (its signature's inner bits)
 * and a current contribution per lane, w_e (-1)^(<Gray state, s1_e> + <lane, sL_e>). The table
 * G[s2][lane] sums the contributions of the entries with inner index s2; its Walsh-Hadamard
 * transform over s2 is F(Gray state, lane, u2) = sum_e w_e (-1)^<u, s_e> for every inner u2 and
 * lane at once. Gray step t (t >= 1) flips Gray bit ctz(t): every entry with that bit negates its
 * contribution, so G changes by -2 contribution at the entry's inner index. After the flip the
 * transform of G is taken into a work table W and its largest value compared with a threshold.
 *
 * Two implementations of one contract, {@link SplitTransformKernel}:
 * - SIMD: a generated WebAssembly module with 8 lanes of 16 bits (or 4 of 32 bits when sums could
 *   pass 16 bits) per vector, radix-4 butterflies, the table copy fused into the first pass and
 *   the maximum into the last; lanes are Gray-free solution bits, so no butterfly crosses lanes;
 * - portable: the same in plain JavaScript, for engines without WebAssembly SIMD.
 * Pure apart from the kernel's own memory.
 */

import { chooseKernel, KernelModules, PAGE_BYTES, simdLanes, webAssembly, type KernelChoice } from './wasmRuntime';
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
  tee,
  type LaneOperations,
} from './wasmAssembler';

/** What the kernel walks: the entries and which Gray bits each carries. */
export interface SplitTransformInput {
  /** Bits of the inner index (the transformed part), at least 2. */
  readonly innerBits: number;
  /** Lanes per table cell: 8 or 4 for SIMD, any for portable. */
  readonly lanes: number;
  /** Inner index of every entry. */
  readonly entryInner: Int32Array;
  /** The contribution of every entry per lane at Gray state 0: entry e, lane l at e * lanes + l. */
  readonly entryContribution: Int32Array;
  /** For every Gray bit, the entries whose signature has it. */
  readonly grayEntries: readonly Int32Array[];
  /** A bound on every |value| of the transform (the sum of |w_e|): picks 16-bit lanes when below 2^15. */
  readonly largestMagnitude: number;
}

/** The walk: searches Gray steps for a transform value above a threshold. */
export interface SplitTransformKernel {
  readonly lanes: number;
  /**
   * Applies Gray steps from, from + 1, ..., to - 1 in turn (a step's flip, then the transform; step
   * 0 has no flip, and each call must start where the last one stopped) and returns the first step
   * whose transform has a value above `threshold`, else -1. After it returns a step, {@link value}
   * reads that step's transform.
   */
  search(from: number, to: number, threshold: number): number;
  /** The transform's value at an inner index and lane, for the step last returned. */
  value(inner: number, lane: number): number;
}

const TABLE_BASE = 64;
const TABLE_BASE_END = 1024;

const modules = new KernelModules(() => emitSearchModule(2, 16));

/** Whether this engine runs the SIMD kernel (checked once, by validating a generated module). */
export function hasTransformSimd(): boolean {
  return modules.isSupported();
}

/** The kernel for the input, by the chosen implementation (SIMD lanes must be 8 or 4, matching the lane width). */
export function splitTransformKernel(input: SplitTransformInput, choice: KernelChoice): SplitTransformKernel {
  return chooseKernel(
    choice,
    () => simdKernel(input),
    () => portableKernel(input),
  );
}

function simdKernel(input: SplitTransformInput): SplitTransformKernel {
  if (!webAssembly || !hasTransformSimd()) throw new Error('this engine has no WebAssembly SIMD');
  const laneBits = input.lanes === 8 ? 16 : 32;
  if (input.lanes !== 128 / laneBits || simdLanes(input.largestMagnitude) !== input.lanes) throw new RangeError(`no SIMD kernel for ${input.lanes} lanes`);
  const { innerBits, entryInner, entryContribution, grayEntries } = input;
  const size = 2 ** innerBits;
  const tableBase = TABLE_BASE_END;
  const workBase = tableBase + 16 * size;
  const contributionBase = workBase + 16 * size;
  const listBase = contributionBase + 16 * entryInner.length;
  const listBytes = 8 * grayEntries.reduce((sum, list) => sum + list.length, 0);
  const pages = Math.ceil((listBase + listBytes) / PAGE_BYTES) + 1;
  const memory = new webAssembly.Memory({ initial: pages });
  const buffer = memory.buffer;
  const words = new Int32Array(buffer);
  const lanesView = laneBits === 16 ? new Int16Array(buffer) : new Int32Array(buffer);
  const laneBytes = laneBits / 8;
  const lanes = input.lanes;
  for (let e = 0; e < entryInner.length; e++) {
    for (let lane = 0; lane < lanes; lane++) {
      const value = entryContribution[e * lanes + lane];
      lanesView[(contributionBase + 16 * e) / laneBytes + lane] = value;
      lanesView[(tableBase + 16 * entryInner[e]) / laneBytes + lane] += value;
    }
  }
  let item = listBase;
  grayEntries.forEach((list, bit) => {
    words[(TABLE_BASE + 8 * bit) / 4] = item;
    for (const e of list) {
      words[item / 4] = contributionBase + 16 * e;
      words[item / 4 + 1] = tableBase + 16 * entryInner[e];
      item += 8;
    }
    words[(TABLE_BASE + 8 * bit) / 4 + 1] = item;
  });
  const instance = modules.instantiate(`${innerBits}:${laneBits}`, () => emitSearchModule(innerBits, laneBits), memory);
  const search = instance.exports.search as (from: number, to: number, threshold: number) => number;
  return {
    lanes,
    search: (from, to, threshold) => search(from, to, Math.max(-(2 ** 31), Math.min(2 ** 31 - 1, Math.floor(threshold)))),
    value: (inner, lane) => lanesView[(workBase + 16 * inner) / laneBytes + lane],
  };
}

// Locals of `search` ({@link thresholdSearch}): the parameters and the step, i32 scratch, v128 scratch.
const STEP = SEARCH_STEP;
const POINTER = 4;
const END = 5;
const UNIT = 6;
const RELATIVE = 7;
const CELL = 8;
const BEST = 9;
const A = 10;
const B = 11;
const C = 12;
const D = 13;
const SUM = 14;
const DIFFERENCE = 15;
const MAXIMUM = 16;

/** The module of `search(from, to, threshold)` for 2^innerBits table cells of 16-byte vectors (the memory it imports holds them). */
export function emitSearchModule(innerBits: number, laneBits: 16 | 32): Uint8Array {
  if (innerBits < 2) throw new RangeError('the split transform needs at least 2 inner bits');
  const lanes: LaneOperations = laneBits === 16 ? simd.i16x8 : simd.i32x4;
  const size = 2 ** innerBits;
  const tableBase = TABLE_BASE_END;
  const workBase = tableBase + 16 * size;
  const transform: number[] = [];
  // Passes: a radix-2 pass first when the bit count is odd, then radix-4 passes.
  const passes: { radix: 2 | 4; half: number }[] = [];
  let half = 1;
  if (innerBits % 2 === 1) {
    passes.push({ radix: 2, half });
    half *= 2;
  }
  while (half < size) {
    passes.push({ radix: 4, half });
    half *= 4;
  }
  passes.forEach((pass, index) => {
    const source = index === 0 ? tableBase : workBase;
    const last = index === passes.length - 1;
    if (last) transform.push(...splatConstant(laneBits === 16 ? -32768 : -(2 ** 31), laneBits), ...set(MAXIMUM));
    transform.push(...transformPass(pass.radix, pass.half, size, source, workBase, last, lanes));
  });
  const step = flip(lanes);
  return assembleModule(
    [thresholdSearch(step, transform, { best: BEST, scratch: CELL, maximum: MAXIMUM, vectorLocals: 7 }, lanes)],
    Math.ceil((workBase + 16 * size) / PAGE_BYTES),
  );
}

/** Negates the contributions of the entries listed for Gray bit ctz(step), updating the table. */
function flip(lanes: LaneOperations): number[] {
  const code: number[] = [...get(STEP), op.i32CountTrailingZeros, ...i32Const(3), op.i32ShiftLeft, ...tee(POINTER), ...loadWord(TABLE_BASE + 4), ...set(END)];
  code.push(...get(POINTER), ...loadWord(TABLE_BASE), ...set(POINTER));
  code.push(op.block, EMPTY_BLOCK, op.loop, EMPTY_BLOCK);
  code.push(...get(POINTER), ...get(END), op.i32AtLeastUnsigned, op.brIf, 1);
  code.push(...get(POINTER), ...loadWord(0), ...set(CELL), ...get(POINTER), ...loadWord(4), ...set(RELATIVE));
  // table -= 2 * contribution; contribution = -contribution
  code.push(...get(RELATIVE), ...get(RELATIVE), ...loadVector(0), ...get(CELL), ...loadVector(0), ...tee(A), ...simdOp(lanes.sub));
  code.push(...get(A), ...simdOp(lanes.sub), ...storeVector(0));
  code.push(...get(CELL), ...get(A), ...simdOp(lanes.neg), ...storeVector(0));
  code.push(...get(POINTER), ...i32Const(8), op.i32Add, ...set(POINTER), op.br, 0, op.end, op.end);
  return code;
}

/** Stores the vector on the stack at RELATIVE + offset, also folding it into MAXIMUM when `last`. */
function output(offset: number, last: boolean, lanes: LaneOperations): number[] {
  return storeVectorFoldingMaximum(offset, last ? { scratch: C, maximum: MAXIMUM } : null, lanes);
}

function transformPass(radix: 2 | 4, half: number, size: number, source: number, destination: number, last: boolean, lanes: LaneOperations): number[] {
  const units = size / radix;
  const shift = radix === 4 ? 2 : 1;
  const stride = 16 * half;
  const code: number[] = [...i32Const(0), ...set(UNIT), op.loop, EMPTY_BLOCK];
  // relative = (((unit & ~(half - 1)) << shift) | (unit & (half - 1))) * 16
  code.push(...get(UNIT), ...i32Const(~(half - 1)), op.i32And, ...i32Const(shift), op.i32ShiftLeft);
  code.push(...get(UNIT), ...i32Const(half - 1), op.i32And, op.i32Or, ...i32Const(4), op.i32ShiftLeft, ...set(RELATIVE));
  const add = simdOp(lanes.add);
  const subtract = simdOp(lanes.sub);
  const at = (offset: number): number[] => [...get(RELATIVE), ...loadVector(offset)];
  if (radix === 2) {
    code.push(...at(source), ...set(A), ...at(source + stride), ...set(B));
    code.push(...get(RELATIVE), ...get(A), ...get(B), ...add, ...output(destination, last, lanes));
    code.push(...get(RELATIVE), ...get(A), ...get(B), ...subtract, ...output(destination + stride, last, lanes));
  } else {
    code.push(...at(source), ...set(A), ...at(source + stride), ...set(B), ...at(source + 2 * stride), ...set(C), ...at(source + 3 * stride), ...set(D));
    code.push(...get(A), ...get(B), ...add, ...set(SUM), ...get(A), ...get(B), ...subtract, ...set(DIFFERENCE));
    code.push(...get(C), ...get(D), ...add, ...set(A), ...get(C), ...get(D), ...subtract, ...set(B));
    code.push(...get(RELATIVE), ...get(SUM), ...get(A), ...add, ...output(destination, last, lanes));
    code.push(...get(RELATIVE), ...get(SUM), ...get(A), ...subtract, ...output(destination + 2 * stride, last, lanes));
    code.push(...get(RELATIVE), ...get(DIFFERENCE), ...get(B), ...add, ...output(destination + stride, last, lanes));
    code.push(...get(RELATIVE), ...get(DIFFERENCE), ...get(B), ...subtract, ...output(destination + 3 * stride, last, lanes));
  }
  code.push(...get(UNIT), ...i32Const(1), op.i32Add, ...tee(UNIT), ...i32Const(units), op.i32LessUnsigned, op.brIf, 0, op.end);
  return code;
}

/** BEST = the largest lane of MAXIMUM. */
function portableKernel(input: SplitTransformInput): SplitTransformKernel {
  const { innerBits, lanes, entryInner, entryContribution, grayEntries } = input;
  const size = 2 ** innerBits;
  const width = size * lanes;
  const table = new Float64Array(width);
  const work = new Float64Array(width);
  const contribution = Float64Array.from(entryContribution);
  for (let e = 0; e < entryInner.length; e++) {
    for (let lane = 0; lane < lanes; lane++) table[entryInner[e] * lanes + lane] += contribution[e * lanes + lane];
  }
  const search = (from: number, to: number, threshold: number): number => {
    for (let step = from; step < to; step++) {
      if (step !== 0) {
        const list = grayEntries[31 - Math.clz32(step & -step)];
        for (let j = 0; j < list.length; j++) {
          const e = list[j];
          const at = entryInner[e] * lanes;
          for (let lane = 0; lane < lanes; lane++) {
            const value = contribution[e * lanes + lane];
            table[at + lane] -= 2 * value;
            contribution[e * lanes + lane] = -value;
          }
        }
      }
      work.set(table);
      for (let half = lanes; half < width; half *= 2) {
        for (let block = 0; block < width; block += 2 * half) {
          for (let i = block; i < block + half; i++) {
            const a = work[i];
            const b = work[i + half];
            work[i] = a + b;
            work[i + half] = a - b;
          }
        }
      }
      let best = -Infinity;
      for (let i = 0; i < width; i++) if (work[i] > best) best = work[i];
      if (best > threshold) return step;
    }
    return -1;
  };
  return { lanes, search, value: (inner, lane) => work[inner * lanes + lane] };
}
