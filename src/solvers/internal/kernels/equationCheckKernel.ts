/**
 * The final check of a classic board's equations ({@link pressEquationsHold}) as a
 * WebAssembly SIMD kernel: 16 cells of a row per operation in byte lanes. A cell's sum is its row's
 * cells c - 1, c, c + 1, the rows beside at c, and for hex rows also at c + shift; with every
 * presser and target below k <= 36 the sum of seven stays below 256 and is reduced mod k by
 * conditional subtraction r = min(r, r - m) in unsigned lanes for m = 2^t k, ..., 2k, k (as in
 * {@link emitCombineModule}). The kernel also folds the largest byte it reads, so a pattern with an
 * entry of k or more is never judged by lanes that could have carried. Rows pass through the
 * kernel's memory in bands of {@link BAND_ROWS} (with the rows beside them). Pure apart from
 * writing its own memory.
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
import { growableMemory, KernelModules, PAGE_BYTES, vectorBytes } from './wasmRuntime';

/** The largest k the byte lanes hold: seven pressers of k - 1 stay below 256. */
export const LARGEST_CHECKED_K = 36;

// The parameters of `check`, then its locals.
const LEFT = 0;
const UP = 1;
const DOWN = 2;
const UP_OTHER = 3;
const DOWN_OTHER = 4;
const TARGET = 5;
const FROM = 6;
const TO = 7;
const CHUNK = 8;
const SUM = 9;
const HOLDS = 10;
const LARGEST = 11;
const CENTER = 12;

function at(local: number): number[] {
  return [...get(local), ...get(CHUNK), op.i32Add];
}

/**
 * The module's binary for Z_k: `check(left, up, down, upOther, downOther, b, from, to)` returns 1
 * when for every chunk i in [from, to) each lane's sum left[i] + left[i + 1] + left[i + 2] + up[i] +
 * down[i] + upOther[i] + downOther[i] is b[i] mod k, and every byte read (the row's, b's) is below k.
 */
export function emitEquationCheckModule(k: number): Uint8Array {
  if (k < 2 || k > LARGEST_CHECKED_K) throw new RangeError(`the equation check kernel takes k from 2 to ${LARGEST_CHECKED_K}, got ${k}`);
  const lanes = simd.i8x16;
  const and = simdOp(simd.and);
  const maximum = simdOp(simd.i8x16.maxUnsigned);
  const equal = simdOp(simd.i8x16.equal);
  const body: number[] = [...splatConstant(0xff, 8), ...set(HOLDS), ...splatConstant(0, 8), ...set(LARGEST)];
  body.push(...get(FROM), ...set(CHUNK), op.block, EMPTY_BLOCK, ...get(CHUNK), ...get(TO), op.i32AtLeastUnsigned, op.brIf, 0, op.loop, EMPTY_BLOCK);
  // The row's cells c - 1 and c + 1 of the chunk's lanes cover all its cells from 0 to columns - 1.
  body.push(...at(LEFT), ...loadUnaligned(0), ...tee(CENTER), ...get(LARGEST), ...get(CENTER), ...maximum, ...set(LARGEST));
  body.push(...at(LEFT), ...loadUnaligned(1), ...simdOp(lanes.add));
  body.push(...at(LEFT), ...loadUnaligned(2), ...tee(CENTER), ...get(LARGEST), ...get(CENTER), ...maximum, ...set(LARGEST), ...simdOp(lanes.add));
  for (const neighbour of [UP, DOWN, UP_OTHER, DOWN_OTHER]) body.push(...at(neighbour), ...loadUnaligned(0), ...simdOp(lanes.add));
  body.push(...reduceUnsignedLanes(k, 7 * (k - 1), SUM));
  body.push(...at(TARGET), ...loadUnaligned(0), ...tee(SUM), ...equal, ...get(HOLDS), ...and, ...set(HOLDS));
  body.push(...get(LARGEST), ...get(SUM), ...maximum, ...set(LARGEST));
  body.push(...get(CHUNK), ...i32Const(16), op.i32Add, ...tee(CHUNK), ...get(TO), op.i32LessUnsigned, op.brIf, 0, op.end, op.end);
  // Holds when every lane compared equal and no byte read reached k: largest < k in every lane.
  body.push(...get(HOLDS), ...splatConstant(k, 8), ...get(LARGEST), ...simdOp(simd.i8x16.greaterUnsigned), ...and, ...simdOp(simd.i8x16.allTrue));
  const check: AssembledFunction = {
    name: 'check',
    parameters: 8,
    returnsValue: true,
    locals: [
      [1, I32],
      [4, V128],
    ],
    body,
  };
  return assembleModule([check], 1);
}

const modules = new KernelModules(() => emitEquationCheckModule(3));

/** Whether this engine runs the kernel for Z_k. */
export function equationCheckKernelRuns(k: number): boolean {
  return k >= 2 && k <= LARGEST_CHECKED_K && modules.isSupported();
}

/** Rows of a band. */
const BAND_ROWS = 64;

type Check = (left: number, up: number, down: number, upOther: number, downOther: number, b: number, from: number, to: number) => number;

/**
 * True when every inner cell (columns 1 .. columns - 2, columns >= 18) of a classic rows x columns
 * board satisfies its equation mod k: the sum of `presses` over its pressers is b mod k (b null:
 * 0), on a torus (`wrapped`) with the first and last rows beside each other, on a hex board
 * ("odd-r") with the rows beside an even row met at c - 1 and c, beside an odd row at c and c + 1.
 * False as well when an entry of the presses or of b is k or more (the caller then checks
 * exactly): the answer true is exact, false asks for the exact check.
 */
export function innerEquationsHold(
  presses: Uint8Array,
  rightHandSide: Uint8Array | null,
  shape: { readonly rows: number; readonly columns: number; readonly wrapped: boolean; readonly hex: boolean },
  k: number,
): boolean {
  const { rows, columns, wrapped, hex } = shape;
  if (columns < 18) throw new RangeError(`the equation check kernel takes rows of at least 18 cells, got ${columns}`);
  // A row slot: 16 bytes, the row, padding to whole chunks and 16 more; cell c at slot + 16 + c.
  const rowBytes = vectorBytes(columns) + 32;
  const zeros = 0;
  const pressBand = rowBytes;
  const targetBand = pressBand + (BAND_ROWS + 2) * rowBytes;
  const end = targetBand + BAND_ROWS * rowBytes;
  const memory = growableMemory(Math.ceil(end / PAGE_BYTES) + 1);
  const check = modules.instantiate(String(k), () => emitEquationCheckModule(k), memory).exports.check as Check;
  const bytes = new Uint8Array(memory.buffer);
  const inner = columns - 2;
  const whole = 16 * Math.floor(inner / 16);
  const copyRow = (row: number, slot: number): void => {
    const target = slot + 16;
    if (row < 0 || row >= rows) bytes.fill(0, target, target + columns);
    else bytes.set(presses.subarray(row * columns, row * columns + columns), target);
  };
  for (let r0 = 0; r0 < rows; r0 += BAND_ROWS) {
    const count = Math.min(BAND_ROWS, rows - r0);
    // Slot i holds row r0 - 1 + i (wrapped on a torus; zeros past a plain or hex edge).
    for (let i = 0; i < count + 2; i++) {
      let row = r0 - 1 + i;
      if (wrapped) row = (row + rows) % rows;
      copyRow(row, pressBand + i * rowBytes);
    }
    if (rightHandSide) {
      for (let i = 0; i < count; i++) bytes.set(rightHandSide.subarray((r0 + i) * columns, (r0 + i + 1) * columns), targetBand + i * rowBytes + 16);
    }
    for (let i = 0; i < count; i++) {
      const slot = pressBand + (i + 1) * rowBytes + 16;
      const up = slot - rowBytes + 1;
      const down = slot + rowBytes + 1;
      const shift = (r0 + i) % 2 === 0 ? -1 : 1;
      const upOther = hex ? up + shift : zeros + 17;
      const downOther = hex ? down + shift : zeros + 17;
      const b = rightHandSide ? targetBand + i * rowBytes + 17 : zeros + 17;
      if (check(slot, up, down, upOther, downOther, b, 0, whole) !== 1) return false;
      if (whole < inner && check(slot, up, down, upOther, downOther, b, inner - 16, inner) !== 1) return false;
    }
  }
  return true;
}
