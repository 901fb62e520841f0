/**
 * The inner loop of the exhaustive minimum search for k = 3 ({@link ternaryExhaustiveMinimum}): a split
 * ternary Fourier transform over the Eisenstein integers Z[w] (w = e^(2 pi i / 3), w^2 = -1 - w),
 * walked in the modular Gray code.
 *
 * A value a + b w is held as the pair (a, b). Entry e (cells merged by signature) has an inner
 * index s2_e (its inner digits as a base-3 number) and, per lane, a current contribution
 * c_e = sum over its cells of w^(x_c): the table G[s2] sums them, and its transform
 * F(u2) = sum over s2 of w^<u2, s2> G[s2] (radix-3 butterflies: X0 = A + B + C, X1 = A + w B + w^2 C,
 * X2 = A + w^2 B + w C) holds sum_c w^(x_c + <u2, s2_c>) for every inner choice u2; its first
 * coordinate A(u2) gives the solution's total, touched cells minus A. Gray step t (t >= 1) adds
 * walked generator j (the number of trailing zero base-3 digits of t) once: the entries it
 * carries with value 1 turn by w ((a, b) -> (-b, a - b)), with value 2 by w^2 ((a, b) -> (b - a, -a)),
 * and G changes by new - old at their inner index.
 *
 * Lanes are independent walks (different values of the search's high digits), all flipping the
 * same generators in step. Two implementations of one contract, {@link TernaryTransformKernel}:
 * SIMD (a generated WebAssembly module, 8 lanes of 16 bits or 4 of 32, two digits per pass as
 * 3 x 3 blocks of butterflies held in locals, the table copy fused into the first pass and the
 * maximum into the last) and portable JavaScript. Pure apart from the
 * kernel's own memory.
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

/** What the kernel walks. */
export interface TernaryTransformInput {
  /** Inner digits (the transformed part), at least 1. */
  readonly innerDigits: number;
  /** Lanes: 8 or 4 for SIMD (see {@link simdLanes}), any for portable. */
  readonly lanes: number;
  /** Inner index of every entry. */
  readonly entryInner: Int32Array;
  /** For every walked generator, the entries it carries with value 1 and with value 2. */
  readonly walked: readonly { readonly once: Int32Array; readonly twice: Int32Array }[];
  /** A bound on every coordinate of every sum of contributions: picks 16-bit lanes below 2^15. */
  readonly largestMagnitude: number;
}

/** The walk over one batch of lanes. */
export interface TernaryTransformKernel {
  readonly lanes: number;
  /** Starts a batch: contribution (a, b) of entry e in lane l at (e * lanes + l) * 2 and + 1. */
  load(contributions: Int32Array): void;
  /**
   * Applies Gray steps from, ..., to - 1 (step 0 has no flip; each call starts where the last
   * stopped) and returns the first step whose transform has a first coordinate above `threshold`,
   * else -1; {@link value} then reads that step.
   */
  search(from: number, to: number, threshold: number): number;
  /** The first coordinate of the transform at an inner index and lane, for the step last returned. */
  value(inner: number, lane: number): number;
}

const TABLE_BASE = 64;
const TABLE_END = 1024;
/** Bytes of one table cell: the a vector, then the b vector. */
const CELL = 32;

const modules = new KernelModules(() => emitTernaryModule(1, 16));

/** Whether this engine runs the SIMD kernel. */
export function hasTernarySimd(): boolean {
  return modules.isSupported();
}

/** The kernel for the input, by the chosen implementation. */
export function ternaryTransformKernel(input: TernaryTransformInput, choice: KernelChoice): TernaryTransformKernel {
  return chooseKernel(
    choice,
    () => simdKernel(input),
    () => portableKernel(input),
  );
}

function simdKernel(input: TernaryTransformInput): TernaryTransformKernel {
  if (!webAssembly || !hasTernarySimd()) throw new Error('this engine has no WebAssembly SIMD');
  const laneBits = input.lanes === 8 ? 16 : 32;
  if (input.lanes !== simdLanes(input.largestMagnitude)) throw new RangeError(`no SIMD kernel for ${input.lanes} lanes`);
  const { innerDigits, entryInner, walked, lanes } = input;
  const size = 3 ** innerDigits;
  const tableBase = TABLE_END;
  const workBase = tableBase + CELL * size;
  const contributionBase = workBase + CELL * size;
  const listBase = contributionBase + CELL * entryInner.length;
  const listBytes = 8 * walked.reduce((sum, lists) => sum + lists.once.length + lists.twice.length, 0);
  const memory = new webAssembly.Memory({ initial: Math.ceil((listBase + listBytes) / PAGE_BYTES) + 1 });
  const words = new Int32Array(memory.buffer);
  const laneView = laneBits === 16 ? new Int16Array(memory.buffer) : new Int32Array(memory.buffer);
  const perByte = laneBits / 8;
  let item = listBase;
  walked.forEach((lists, j) => {
    [lists.once, lists.twice].forEach((list, which) => {
      words[(TABLE_BASE + 16 * j + 8 * which) / 4] = item;
      for (const e of list) {
        words[item / 4] = contributionBase + CELL * e;
        words[item / 4 + 1] = tableBase + CELL * entryInner[e];
        item += 8;
      }
      words[(TABLE_BASE + 16 * j + 8 * which) / 4 + 1] = item;
    });
  });
  const instance = modules.instantiate(`${innerDigits}:${laneBits}`, () => emitTernaryModule(innerDigits, laneBits), memory);
  const search = instance.exports.search as (from: number, to: number, threshold: number) => number;
  return {
    lanes,
    load(contributions) {
      laneView.fill(0, tableBase / perByte, workBase / perByte);
      for (let e = 0; e < entryInner.length; e++) {
        const at = (contributionBase + CELL * e) / perByte;
        const table = (tableBase + CELL * entryInner[e]) / perByte;
        for (let lane = 0; lane < lanes; lane++) {
          const a = contributions[(e * lanes + lane) * 2];
          const b = contributions[(e * lanes + lane) * 2 + 1];
          laneView[at + lane] = a;
          laneView[at + 16 / perByte + lane] = b;
          laneView[table + lane] += a;
          laneView[table + 16 / perByte + lane] += b;
        }
      }
    },
    search: (from, to, threshold) => search(from, to, Math.max(-(2 ** 31), Math.min(2 ** 31 - 1, Math.floor(threshold)))),
    value: (inner, lane) => laneView[(workBase + CELL * inner) / perByte + lane],
  };
}

// Locals of `search` ({@link thresholdSearch}): the parameters and the step, i32 scratch, v128 scratch.
const STEP = SEARCH_STEP;
const POINTER = 4;
const END = 5;
const BLOCK = 6;
const REST = 7;
const DIGIT = 8;
const BEST = 9;
const SCRATCH = 10;
const AA = 11;
const AB = 12;
const BA = 13;
const BB = 14;
const CA = 15;
const CB = 16;
const MAXIMUM = 17;

/** The module of `search(from, to, threshold)` for 3^innerDigits table cells of two 16-byte vectors. */
export function emitTernaryModule(innerDigits: number, laneBits: 16 | 32): Uint8Array {
  if (innerDigits < 1) throw new RangeError('the ternary transform needs at least 1 inner digit');
  const lanes: LaneOperations = laneBits === 16 ? simd.i16x8 : simd.i32x4;
  const size = 3 ** innerDigits;
  const tableBase = TABLE_END;
  const workBase = tableBase + CELL * size;
  const transform: number[] = [];
  // Digits two at a time (a 3 x 3 butterfly in registers: half the table's trips through memory), the last alone when odd.
  for (let pass = 0, stride = 1; pass < innerDigits; stride *= pass + 2 <= innerDigits ? 9 : 3, pass += pass + 2 <= innerDigits ? 2 : 1) {
    const paired = pass + 2 <= innerDigits;
    const last = pass + (paired ? 2 : 1) === innerDigits;
    if (last) transform.push(...splatConstant(laneBits === 16 ? -32768 : -(2 ** 31), laneBits), ...set(MAXIMUM));
    const source = pass === 0 ? tableBase : workBase;
    transform.push(...(paired ? radix9Pass(stride, size, source, workBase, last, lanes) : radix3Pass(stride, size, source, workBase, last, lanes)));
  }
  const step = [...walkedDigit(), ...turn(0, lanes), ...turn(1, lanes)];
  return assembleModule(
    [thresholdSearch(step, transform, { best: BEST, scratch: REST, maximum: MAXIMUM, vectorLocals: 8 + NINE_CELLS + 2 }, lanes)],
    Math.ceil((workBase + CELL * size) / PAGE_BYTES),
  );
}

/** DIGIT = the number of trailing zero base-3 digits of STEP (STEP >= 1). */
function walkedDigit(): number[] {
  const code: number[] = [...i32Const(0), ...set(DIGIT), ...get(STEP), ...set(REST), op.block, EMPTY_BLOCK, op.loop, EMPTY_BLOCK];
  code.push(...get(REST), ...i32Const(3), op.i32RemainderUnsigned, op.brIf, 1);
  code.push(...get(REST), ...i32Const(3), op.i32DivideUnsigned, ...set(REST), ...get(DIGIT), ...i32Const(1), op.i32Add, ...set(DIGIT), op.br, 0);
  code.push(op.end, op.end);
  return code;
}

/** Turns the contributions in list `which` (0: by w, 1: by w^2) of generator DIGIT, updating the table. */
function turn(which: 0 | 1, lanes: LaneOperations): number[] {
  const entry = TABLE_BASE + 8 * which;
  const code: number[] = [...get(DIGIT), ...i32Const(4), op.i32ShiftLeft, ...tee(POINTER), ...loadWord(entry + 4), ...set(END)];
  code.push(...get(POINTER), ...loadWord(entry), ...set(POINTER));
  code.push(op.block, EMPTY_BLOCK, op.loop, EMPTY_BLOCK, ...get(POINTER), ...get(END), op.i32AtLeastUnsigned, op.brIf, 1);
  // BLOCK = contribution address, REST = table address; AA, AB = old (a, b); BA, BB = new.
  code.push(...get(POINTER), ...loadWord(0), ...set(BLOCK), ...get(POINTER), ...loadWord(4), ...set(REST));
  code.push(...get(BLOCK), ...loadVector(0), ...set(AA), ...get(BLOCK), ...loadVector(16), ...set(AB));
  const add = simdOp(lanes.add);
  const subtract = simdOp(lanes.sub);
  if (which === 0) {
    // w (a + b w) = -b + (a - b) w
    code.push(...get(AB), ...simdOp(lanes.neg), ...set(BA), ...get(AA), ...get(AB), ...subtract, ...set(BB));
  } else {
    // w^2 (a + b w) = (b - a) - a w
    code.push(...get(AB), ...get(AA), ...subtract, ...set(BA), ...get(AA), ...simdOp(lanes.neg), ...set(BB));
  }
  code.push(...get(REST), ...get(REST), ...loadVector(0), ...get(BA), ...add, ...get(AA), ...subtract, ...storeVector(0));
  code.push(...get(REST), ...get(REST), ...loadVector(16), ...get(BB), ...add, ...get(AB), ...subtract, ...storeVector(16));
  code.push(...get(BLOCK), ...get(BA), ...storeVector(0), ...get(BLOCK), ...get(BB), ...storeVector(16));
  code.push(...get(POINTER), ...i32Const(8), op.i32Add, ...set(POINTER), op.br, 0, op.end, op.end);
  return code;
}

/** Stores the vector on the stack at POINTER + offset, folding it into MAXIMUM when `track`. */
function output(offset: number, track: boolean, lanes: LaneOperations): number[] {
  return storeVectorFoldingMaximum(offset, track ? { scratch: SCRATCH, maximum: MAXIMUM } : null, lanes);
}

/** The v128 locals of {@link radix9Pass}: nine cells of two vectors each, then two temporaries. */
const NINE_BASE = MAXIMUM + 1;
const NINE_CELLS = 18;
const FIRST_TEMPORARY = NINE_BASE + NINE_CELLS;

/** The radix-3 butterfly in place on three cells held in locals (a, b of each): X0 = A + B + C, X1 = A + w B + w^2 C, X2 = A + w^2 B + w C. */
function butterflyInLocals(cells: readonly (readonly [number, number])[], lanes: LaneOperations): number[] {
  const [[aa, ab], [ba, bb], [ca, cb]] = cells;
  const add = simdOp(lanes.add);
  const subtract = simdOp(lanes.sub);
  const t1 = FIRST_TEMPORARY;
  const t2 = FIRST_TEMPORARY + 1;
  const code: number[] = [...get(aa), ...get(ba), ...add, ...get(ca), ...add, ...set(t1), ...get(ab), ...get(bb), ...add, ...get(cb), ...add, ...set(t2)];
  // E = A - C (in A), D = B - C (in B), T = Da - Db (in Ca).
  code.push(...get(aa), ...get(ca), ...subtract, ...set(aa), ...get(ab), ...get(cb), ...subtract, ...set(ab));
  code.push(...get(ba), ...get(ca), ...subtract, ...set(ba), ...get(bb), ...get(cb), ...subtract, ...set(bb));
  code.push(...get(ba), ...get(bb), ...subtract, ...set(ca));
  // X2b = Eb - Da, X1a = Ea - Db, X1b = Eb + T, X2a = Ea - T, X0 = (t1, t2).
  code.push(...get(ab), ...get(ba), ...subtract, ...set(cb), ...get(aa), ...get(bb), ...subtract, ...set(ba));
  code.push(...get(ab), ...get(ca), ...add, ...set(bb), ...get(aa), ...get(ca), ...subtract, ...set(ca));
  code.push(...get(t1), ...set(aa), ...get(t2), ...set(ab));
  return code;
}

/**
 * Two digits in one pass (strides `stride` and 3 `stride`): the nine cells of each 3 x 3 block are
 * loaded once, transformed along both digits in locals and stored once; the last pass stores only
 * the first coordinates, folding them into the maximum.
 */
function radix9Pass(stride: number, size: number, source: number, destination: number, last: boolean, lanes: LaneOperations): number[] {
  const strideBytes = CELL * stride;
  const local = (i: number, j: number): readonly [number, number] => [NINE_BASE + 2 * (3 * j + i), NINE_BASE + 2 * (3 * j + i) + 1];
  const offset = (i: number, j: number): number => (i + 3 * j) * strideBytes;
  const code: number[] = [...i32Const(0), ...set(BLOCK), op.loop, EMPTY_BLOCK];
  code.push(...get(BLOCK), ...tee(POINTER), ...i32Const(strideBytes), op.i32Add, ...set(END), op.loop, EMPTY_BLOCK);
  for (let j = 0; j < 3; j++) {
    for (let i = 0; i < 3; i++) {
      const [a, b] = local(i, j);
      code.push(...get(POINTER), ...loadVector(source + offset(i, j)), ...set(a), ...get(POINTER), ...loadVector(source + offset(i, j) + 16), ...set(b));
    }
  }
  for (let j = 0; j < 3; j++) code.push(...butterflyInLocals([local(0, j), local(1, j), local(2, j)], lanes));
  for (let i = 0; i < 3; i++) code.push(...butterflyInLocals([local(i, 0), local(i, 1), local(i, 2)], lanes));
  for (let j = 0; j < 3; j++) {
    for (let i = 0; i < 3; i++) {
      const [a, b] = local(i, j);
      code.push(...get(POINTER), ...get(a), ...output(destination + offset(i, j), last, lanes));
      if (!last) code.push(...get(POINTER), ...get(b), ...storeVector(destination + offset(i, j) + 16));
    }
  }
  code.push(...get(POINTER), ...i32Const(CELL), op.i32Add, ...tee(POINTER), ...get(END), op.i32LessUnsigned, op.brIf, 0, op.end);
  code.push(...get(BLOCK), ...i32Const(9 * strideBytes), op.i32Add, ...tee(BLOCK), ...i32Const(CELL * size), op.i32LessUnsigned, op.brIf, 0, op.end);
  return code;
}

function radix3Pass(stride: number, size: number, source: number, destination: number, last: boolean, lanes: LaneOperations): number[] {
  const strideBytes = CELL * stride;
  const add = simdOp(lanes.add);
  const subtract = simdOp(lanes.sub);
  const at = (offset: number): number[] => [...get(POINTER), ...loadVector(offset)];
  const code: number[] = [...i32Const(0), ...set(BLOCK), op.loop, EMPTY_BLOCK];
  code.push(...get(BLOCK), ...tee(POINTER), ...i32Const(strideBytes), op.i32Add, ...set(END), op.loop, EMPTY_BLOCK);
  code.push(...at(source), ...set(AA), ...at(source + 16), ...set(AB));
  code.push(...at(source + strideBytes), ...set(BA), ...at(source + strideBytes + 16), ...set(BB));
  code.push(...at(source + 2 * strideBytes), ...set(CA), ...at(source + 2 * strideBytes + 16), ...set(CB));
  // X0 = A + B + C
  code.push(...get(POINTER), ...get(AA), ...get(BA), ...add, ...get(CA), ...add, ...output(destination, last, lanes));
  code.push(...get(POINTER), ...get(AB), ...get(BB), ...add, ...get(CB), ...add, ...storeVector(destination + 16));
  // E = A - C (in A), D = B - C (in B), T = Da - Db (in CA)
  code.push(...get(AA), ...get(CA), ...subtract, ...set(AA), ...get(AB), ...get(CB), ...subtract, ...set(AB));
  code.push(...get(BA), ...get(CA), ...subtract, ...set(BA), ...get(BB), ...get(CB), ...subtract, ...set(BB));
  code.push(...get(BA), ...get(BB), ...subtract, ...set(CA));
  // X1 = E + w D = (Ea - Db, Eb + Da - Db); X2 = E + w^2 D = (Ea - Da + Db, Eb - Da)
  code.push(...get(POINTER), ...get(AA), ...get(BB), ...subtract, ...output(destination + strideBytes, last, lanes));
  code.push(...get(POINTER), ...get(AB), ...get(CA), ...add, ...storeVector(destination + strideBytes + 16));
  code.push(...get(POINTER), ...get(AA), ...get(CA), ...subtract, ...output(destination + 2 * strideBytes, last, lanes));
  code.push(...get(POINTER), ...get(AB), ...get(BA), ...subtract, ...storeVector(destination + 2 * strideBytes + 16));
  code.push(...get(POINTER), ...i32Const(CELL), op.i32Add, ...tee(POINTER), ...get(END), op.i32LessUnsigned, op.brIf, 0, op.end);
  code.push(...get(BLOCK), ...i32Const(3 * strideBytes), op.i32Add, ...tee(BLOCK), ...i32Const(CELL * size), op.i32LessUnsigned, op.brIf, 0, op.end);
  return code;
}

function portableKernel(input: TernaryTransformInput): TernaryTransformKernel {
  const { innerDigits, lanes, entryInner, walked } = input;
  const size = 3 ** innerDigits;
  const width = size * lanes;
  // Coordinates a and b of the table, the work table and the contributions, lane-minor.
  const tableA = new Float64Array(width);
  const tableB = new Float64Array(width);
  const workA = new Float64Array(width);
  const workB = new Float64Array(width);
  const contributionA = new Float64Array(entryInner.length * lanes);
  const contributionB = new Float64Array(entryInner.length * lanes);
  const turnAll = (list: Int32Array, twice: boolean): void => {
    for (let j = 0; j < list.length; j++) {
      const e = list[j];
      const table = entryInner[e] * lanes;
      for (let lane = 0; lane < lanes; lane++) {
        const a = contributionA[e * lanes + lane];
        const b = contributionB[e * lanes + lane];
        const newA = twice ? b - a : -b;
        const newB = twice ? -a : a - b;
        tableA[table + lane] += newA - a;
        tableB[table + lane] += newB - b;
        contributionA[e * lanes + lane] = newA;
        contributionB[e * lanes + lane] = newB;
      }
    }
  };
  return {
    lanes,
    load(contributions) {
      tableA.fill(0);
      tableB.fill(0);
      for (let e = 0; e < entryInner.length; e++) {
        for (let lane = 0; lane < lanes; lane++) {
          const a = contributions[(e * lanes + lane) * 2];
          const b = contributions[(e * lanes + lane) * 2 + 1];
          contributionA[e * lanes + lane] = a;
          contributionB[e * lanes + lane] = b;
          tableA[entryInner[e] * lanes + lane] += a;
          tableB[entryInner[e] * lanes + lane] += b;
        }
      }
    },
    search(from, to, threshold) {
      for (let step = from; step < to; step++) {
        if (step !== 0) {
          let digit = 0;
          for (let rest = step; rest % 3 === 0; rest /= 3) digit++;
          turnAll(walked[digit].once, false);
          turnAll(walked[digit].twice, true);
        }
        workA.set(tableA);
        workB.set(tableB);
        for (let stride = lanes; stride < width; stride *= 3) {
          for (let block = 0; block < width; block += 3 * stride) {
            for (let i = block; i < block + stride; i++) {
              const aa = workA[i];
              const ab = workB[i];
              const ba = workA[i + stride];
              const bb = workB[i + stride];
              const ca = workA[i + 2 * stride];
              const cb = workB[i + 2 * stride];
              const ea = aa - ca;
              const eb = ab - cb;
              const da = ba - ca;
              const db = bb - cb;
              workA[i] = aa + ba + ca;
              workB[i] = ab + bb + cb;
              workA[i + stride] = ea - db;
              workB[i + stride] = eb + da - db;
              workA[i + 2 * stride] = ea - da + db;
              workB[i + 2 * stride] = eb - da;
            }
          }
        }
        let best = -Infinity;
        for (let i = 0; i < width; i++) if (workA[i] > best) best = workA[i];
        if (best > threshold) return step;
      }
      return -1;
    },
    value: (inner, lane) => workA[inner * lanes + lane],
  };
}
