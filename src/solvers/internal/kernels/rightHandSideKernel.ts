/**
 * A board's right-hand side b = target - state (mod k) as a WebAssembly SIMD kernel
 * ({@link rightHandSide}): 16 cells per operation in byte lanes. With state and target below
 * k <= 36, target - state wraps below zero exactly when state > target, so
 * b = (target - state) + (k where state > target), in unsigned byte lanes. The cells pass through
 * the kernel's memory in bands of {@link BAND_BYTES}. Pure apart from writing its own memory.
 */

import { type AssembledFunction, assembleModule, EMPTY_BLOCK, get, i32Const, op, set, simd, simdOp, tee, V128 } from './wasmAssembler';
import { growableMemory, KernelModules, PAGE_BYTES } from './wasmRuntime';

/** The largest k the byte lanes take (the engine's largest). */
export const LARGEST_RIGHT_HAND_SIDE_K = 36;

// The parameters of both functions (`targets` only for `fromTargets`), then their locals.
const STATES = 0;
const END = 1;
const K = 2;
const OBJECTIVE_OR_TARGETS = 3;
const TARGET = 4;
const STATE = 5;

/** A function over the chunks from STATES up to END: state = (target - state) mod k, the target vector given by `loadTarget`. */
function differenceFunction(name: string, loadTarget: readonly number[], afterChunk: readonly number[]): AssembledFunction {
  const body: number[] = [op.block, EMPTY_BLOCK, ...get(STATES), ...get(END), op.i32AtLeastUnsigned, op.brIf, 0, op.loop, EMPTY_BLOCK];
  body.push(...loadTarget, ...set(TARGET), ...get(STATES), ...simdOp(simd.load), 0, 0, ...set(STATE));
  body.push(...get(STATES), ...get(TARGET), ...get(STATE), ...simdOp(simd.i8x16.sub));
  body.push(
    ...get(STATE),
    ...get(TARGET),
    ...simdOp(simd.i8x16.greaterUnsigned),
    ...get(K),
    ...simdOp(simd.i8x16.splat),
    ...simdOp(simd.and),
    ...simdOp(simd.i8x16.add),
  );
  body.push(...simdOp(simd.store), 0, 0, ...afterChunk);
  body.push(...get(STATES), ...i32Const(16), op.i32Add, ...tee(STATES), ...get(END), op.i32LessUnsigned, op.brIf, 0, op.end, op.end);
  return { name, parameters: 4, returnsValue: false, locals: [[2, V128]], body };
}

/**
 * The module's binary, two functions over the chunks of states from `states` up to `end`, each
 * chunk overwritten with (target - state) mod k:
 * - `fromObjective(states, end, k, objective)`: the target is `objective` in every cell;
 * - `fromTargets(states, end, k, targets)`: the target is the chunk as far from `targets`.
 */
export function emitRightHandSideModule(): Uint8Array {
  const fromObjective = differenceFunction('fromObjective', [...get(OBJECTIVE_OR_TARGETS), ...simdOp(simd.i8x16.splat)], []);
  const fromTargets = differenceFunction(
    'fromTargets',
    [...get(OBJECTIVE_OR_TARGETS), ...simdOp(simd.load), 0, 0],
    [...get(OBJECTIVE_OR_TARGETS), ...i32Const(16), op.i32Add, ...set(OBJECTIVE_OR_TARGETS)],
  );
  return assembleModule([fromObjective, fromTargets], 1);
}

const modules = new KernelModules(emitRightHandSideModule);

/** Whether this engine runs the kernel for Z_k. */
export function rightHandSideKernelRuns(k: number): boolean {
  return k >= 2 && k <= LARGEST_RIGHT_HAND_SIDE_K && modules.isSupported();
}

/** The cells a band holds. */
const BAND_BYTES = 1 << 20;

type Difference = (states: number, end: number, k: number, objectiveOrTargets: number) => void;

/**
 * (target_i - grid_i) mod k for every cell, the target being `target`'s entry or else
 * `objective`; every entry of `grid` and `target` below k. Holes are the caller's.
 */
export function rightHandSideWithKernel(grid: Uint8Array, target: Uint8Array | null, objective: number, k: number): Uint8Array {
  const b = new Uint8Array(grid.length);
  const memory = growableMemory(Math.ceil((2 * BAND_BYTES + 16) / PAGE_BYTES) + 1);
  const { exports } = modules.instantiate('difference', emitRightHandSideModule, memory);
  const difference = (target ? exports.fromTargets : exports.fromObjective) as Difference;
  const bytes = new Uint8Array(memory.buffer);
  const statesAt = 0;
  const targetsAt = BAND_BYTES + 16;
  for (let from = 0; from < grid.length; from += BAND_BYTES) {
    const count = Math.min(BAND_BYTES, grid.length - from);
    bytes.set(grid.subarray(from, from + count), statesAt);
    if (target) bytes.set(target.subarray(from, from + count), targetsAt);
    // The last chunk's lanes past `count` compute what is never read back.
    difference(statesAt, statesAt + count, k, target ? targetsAt : objective);
    b.set(bytes.subarray(statesAt, statesAt + count), from);
  }
  return b;
}
