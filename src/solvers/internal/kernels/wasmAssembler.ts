/**
 * A small assembler for the WebAssembly modules the internal solver generates ({@link emitCombineModule},
 * {@link splitTransformKernel}, {@link ternaryTransformKernel}): opcodes, LEB128, instruction encodings with
 * their immediates, and a module with one imported memory (`env.memory`) and exported functions
 * of i32 parameters and results. The encoding follows the WebAssembly core specification (binary
 * format, section 5) and its fixed-width SIMD extension (opcodes after the 0xfd prefix). Pure.
 */

/** The i32 value type. */
export const I32 = 0x7f;
/** The v128 value type (SIMD). */
export const V128 = 0x7b;
/** The block type of a block or loop that leaves nothing on the stack. */
export const EMPTY_BLOCK = 0x40;

/** Scalar opcodes the kernels use (local.get, local.set, local.tee and i32.const through their helpers below). */
export const op = {
  block: 0x02,
  loop: 0x03,
  if: 0x04,
  else: 0x05,
  end: 0x0b,
  br: 0x0c,
  brIf: 0x0d,
  brTable: 0x0e,
  return: 0x0f,
  select: 0x1b,
  localGet: 0x20,
  localSet: 0x21,
  localTee: 0x22,
  i32Load: 0x28,
  i32Load8Unsigned: 0x2d,
  i32Store: 0x36,
  i32Store8: 0x3a,
  i32Const: 0x41,
  i32Eqz: 0x45,
  i32LessSigned: 0x48,
  i32LessUnsigned: 0x49,
  i32GreaterSigned: 0x4a,
  i32AtLeastUnsigned: 0x4f,
  i32CountTrailingZeros: 0x68,
  i32Add: 0x6a,
  i32Sub: 0x6b,
  i32Mul: 0x6c,
  i32DivideUnsigned: 0x6e,
  i32RemainderUnsigned: 0x70,
  i32And: 0x71,
  i32Or: 0x72,
  i32Xor: 0x73,
  i32ShiftLeft: 0x74,
  i32ShiftRightUnsigned: 0x76,
  simdPrefix: 0xfd,
} as const;

/** SIMD opcodes (after the 0xfd prefix): whole-vector ones, then per lane width. */
export const simd = {
  load: 0x00,
  load8x8Unsigned: 0x02,
  store: 0x0b,
  const: 0x0c,
  and: 0x4e,
  andNot: 0x4f,
  or: 0x50,
  xor: 0x51,
  anyTrue: 0x53,
  i8x16: {
    shuffle: 0x0d,
    splat: 0x0f,
    extractLaneUnsigned: 0x16,
    replaceLane: 0x17,
    equal: 0x23,
    greaterUnsigned: 0x28,
    neg: 0x61,
    popcount: 0x62,
    allTrue: 0x63,
    bitmask: 0x64,
    narrowUnsigned: 0x66,
    shiftLeft: 0x6b,
    shiftRightUnsigned: 0x6d,
    add: 0x6e,
    sub: 0x71,
    minUnsigned: 0x77,
    maxUnsigned: 0x79,
  },
  i16x8: {
    extractLaneSigned: 0x18,
    extendAddPairwiseUnsigned: 0x7d,
    neg: 0x81,
    narrowUnsigned: 0x86,
    extendLowUnsigned: 0x89,
    extendHighUnsigned: 0x8a,
    add: 0x8e,
    sub: 0x91,
    minUnsigned: 0x97,
    maxSigned: 0x98,
    lanes: 8,
  },
  i32x4: {
    splat: 0x11,
    extractLaneSigned: 0x1b,
    equal: 0x37,
    extendAddPairwiseUnsigned: 0x7f,
    neg: 0xa1,
    extendLowUnsigned: 0xa9,
    extendHighUnsigned: 0xaa,
    shiftLeft: 0xab,
    shiftRightUnsigned: 0xad,
    add: 0xae,
    sub: 0xb1,
    mul: 0xb5,
    minUnsigned: 0xb7,
    maxSigned: 0xb8,
    lanes: 4,
  },
} as const;

/** The SIMD operations of one lane width of 16 or 32 bits. */
export type LaneOperations = (typeof simd)['i16x8'] | (typeof simd)['i32x4'];

/** Unsigned LEB128 of a 32-bit integer (a negative one is taken as unsigned). */
export function unsignedLeb(value: number): number[] {
  const bytes: number[] = [];
  let rest = value >>> 0;
  do {
    let byte = rest & 0x7f;
    rest >>>= 7;
    if (rest !== 0) byte |= 0x80;
    bytes.push(byte);
  } while (rest !== 0);
  return bytes;
}

/** Signed LEB128 of a 32-bit integer. */
export function signedLeb(value: number): number[] {
  const bytes: number[] = [];
  let rest = value | 0;
  for (;;) {
    const byte = rest & 0x7f;
    rest >>= 7;
    if ((rest === 0 && (byte & 0x40) === 0) || (rest === -1 && (byte & 0x40) !== 0)) {
      bytes.push(byte);
      return bytes;
    }
    bytes.push(byte | 0x80);
  }
}

/** local.get of a local's index. */
export function get(local: number): number[] {
  return [op.localGet, ...unsignedLeb(local)];
}

/** local.set of a local's index. */
export function set(local: number): number[] {
  return [op.localSet, ...unsignedLeb(local)];
}

/** local.tee of a local's index. */
export function tee(local: number): number[] {
  return [op.localTee, ...unsignedLeb(local)];
}

/** i32.const. */
export function i32Const(value: number): number[] {
  return [op.i32Const, ...signedLeb(value)];
}

/** br_table: branches to `targets[i]` for the i32 i on the stack, or to `fallback` past their end (depths of enclosing blocks). */
export function brTable(targets: readonly number[], fallback: number): number[] {
  return [op.brTable, ...vector(targets.map((target) => unsignedLeb(target))), ...unsignedLeb(fallback)];
}

/** A SIMD instruction without immediates. */
export function simdOp(code: number): number[] {
  return [op.simdPrefix, ...unsignedLeb(code)];
}

/** v128.load at the address on the stack plus a constant byte offset (16-byte aligned). */
export function loadVector(offset: number): number[] {
  return [...simdOp(simd.load), 4, ...unsignedLeb(offset)];
}

/** v128.load at the address on the stack plus a constant byte offset, no alignment promised. */
export function loadUnaligned(offset: number): number[] {
  return [...simdOp(simd.load), 0, ...unsignedLeb(offset)];
}

/** v128.store of the vector on the stack at the address below it plus a constant byte offset. */
export function storeVector(offset: number): number[] {
  return [...simdOp(simd.store), 4, ...unsignedLeb(offset)];
}

/** i32.load at the address on the stack plus a constant offset. */
export function loadWord(offset: number): number[] {
  return [op.i32Load, 2, ...unsignedLeb(offset)];
}

/** i32.store of the value on the stack at the address below it plus a constant offset. */
export function storeWord(offset: number): number[] {
  return [op.i32Store, 2, ...unsignedLeb(offset)];
}

/**
 * The vector on the stack reduced mod k in unsigned lanes of `laneBits` bits that hold at most
 * `largest`: r = min(r, r - m) for m = 2^t k <= largest down to k (a lane below m wraps past every
 * value it could hold, so the minimum keeps it). `scratch` is a v128 local.
 */
export function reduceUnsignedLanes(k: number, largest: number, scratch: number, laneBits: 8 | 16 = 8): number[] {
  const lanes = laneBits === 8 ? simd.i8x16 : simd.i16x8;
  const code: number[] = [];
  let multiple = k;
  while (2 * multiple <= largest) multiple *= 2;
  for (; multiple >= k && multiple <= largest; multiple /= 2) {
    code.push(...tee(scratch), ...get(scratch), ...splatConstant(multiple, laneBits), ...simdOp(lanes.sub), ...simdOp(lanes.minUnsigned));
  }
  return code;
}

/** A v128 constant whose lanes (of `laneBits` bits, little-endian) all equal `value`. */
export function splatConstant(value: number, laneBits: 8 | 16 | 32): number[] {
  const bytes: number[] = [];
  for (let lane = 0; lane < 128 / laneBits; lane++) {
    for (let byte = 0; byte < laneBits / 8; byte++) bytes.push((value >>> (8 * byte)) & 0xff);
  }
  return [...simdOp(simd.const), ...bytes];
}

/**
 * Stores the vector on the stack at the address below it plus `offset`; with `maximum`, also folds
 * it lane by lane into the vector local `maximum` (signed), through the vector local `scratch`.
 */
export function storeVectorFoldingMaximum(
  offset: number,
  fold: { readonly scratch: number; readonly maximum: number } | null,
  lanes: LaneOperations,
): number[] {
  if (fold === null) return storeVector(offset);
  const { scratch, maximum } = fold;
  return [...tee(scratch), ...storeVector(offset), ...get(maximum), ...get(scratch), ...simdOp(lanes.maxSigned), ...set(maximum)];
}

/** Sets the i32 local `best` to the largest (signed) lane of the vector local `vector`, using the i32 local `lane` as scratch. */
export function horizontalMaximum(vector: number, best: number, lane: number, lanes: LaneOperations): number[] {
  const code: number[] = [...get(vector), ...simdOp(lanes.extractLaneSigned), 0, ...set(best)];
  for (let index = 1; index < lanes.lanes; index++) {
    code.push(...get(vector), ...simdOp(lanes.extractLaneSigned), index, ...set(lane));
    code.push(...get(lane), ...get(best), ...get(lane), ...get(best), op.i32GreaterSigned, op.select, ...set(best));
  }
  return code;
}

/** The locals of {@link thresholdSearch}: parameters from, to, threshold, then the step. */
export const SEARCH_FROM = 0;
export const SEARCH_TO = 1;
export const SEARCH_THRESHOLD = 2;
export const SEARCH_STEP = 3;

/**
 * The function `search(from, to, threshold)` of a walk over steps: for each step from `from` to
 * `to` - 1 it runs `step` (not for step 0), then `transform`, which leaves every lane's largest
 * value in the vector local `maximum`; it returns the first step whose largest value is above
 * `threshold`, that value stored at address 0, or -1 after the last step. Its locals: the
 * parameters, {@link SEARCH_STEP}, i32 locals up to 9 (`best` and `scratch` among them), then
 * `vectorLocals` v128 locals.
 */
export function thresholdSearch(
  step: readonly number[],
  transform: readonly number[],
  locals: { readonly best: number; readonly scratch: number; readonly maximum: number; readonly vectorLocals: number },
  lanes: LaneOperations,
): AssembledFunction {
  const { best, scratch, maximum, vectorLocals } = locals;
  const body: number[] = [...get(SEARCH_FROM), ...set(SEARCH_STEP), op.loop, EMPTY_BLOCK];
  body.push(...get(SEARCH_STEP), ...get(SEARCH_TO), op.i32AtLeastUnsigned, op.if, EMPTY_BLOCK, ...i32Const(-1), op.return, op.end);
  body.push(...get(SEARCH_STEP), op.if, EMPTY_BLOCK, ...step, op.end, ...transform);
  body.push(...horizontalMaximum(maximum, best, scratch, lanes));
  body.push(...get(best), ...get(SEARCH_THRESHOLD), op.i32GreaterSigned, op.if, EMPTY_BLOCK);
  body.push(...i32Const(0), ...get(best), ...storeWord(0), ...get(SEARCH_STEP), op.return, op.end);
  body.push(...get(SEARCH_STEP), ...i32Const(1), op.i32Add, ...set(SEARCH_STEP), op.br, 0, op.end, ...i32Const(-1));
  return {
    name: 'search',
    parameters: 3,
    returnsValue: true,
    locals: [
      [7, I32],
      [vectorLocals, V128],
    ],
    body,
  };
}

function vector(items: readonly number[][]): number[] {
  return [...unsignedLeb(items.length), ...items.flat()];
}

function section(id: number, contents: number[]): number[] {
  return [id, ...unsignedLeb(contents.length), ...contents];
}

function name(text: string): number[] {
  return vector(Array.from(text, (character) => [character.charCodeAt(0)]));
}

/** One exported function: i32 parameters, an optional i32 result, locals as [count, type] runs, and its body (without the final `end`). */
export interface AssembledFunction {
  readonly name: string;
  readonly parameters: number;
  readonly returnsValue: boolean;
  readonly locals: readonly (readonly [number, number])[];
  readonly body: readonly number[];
}

/** A module importing `env.memory` (at least `minimumPages` pages) and exporting the functions. */
export function assembleModule(functions: readonly AssembledFunction[], minimumPages: number): Uint8Array {
  const types = functions.map((f) => [0x60, ...vector(Array.from({ length: f.parameters }, () => [I32])), ...vector(f.returnsValue ? [[I32]] : [])]);
  const memoryImport = [...name('env'), ...name('memory'), 0x02, 0x00, ...unsignedLeb(minimumPages)];
  const bodies = functions.map((f) => {
    const code = [...vector(f.locals.map(([count, type]) => [...unsignedLeb(count), type])), ...f.body, op.end];
    return [...unsignedLeb(code.length), ...code];
  });
  return new Uint8Array([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, vector(types)),
    ...section(2, vector([memoryImport])),
    ...section(3, vector(functions.map((_, index) => unsignedLeb(index)))),
    ...section(7, vector(functions.map((f, index) => [...name(f.name), 0x00, ...unsignedLeb(index)]))),
    ...section(10, vector(bodies)),
  ]);
}
