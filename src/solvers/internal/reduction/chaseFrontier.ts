/**
 * The symbolic light chase: walks a {@link ChasePlan}'s events carrying, for every press, its
 * coefficient vector over the m free presses, packed into 32-bit words (one bit per free press for
 * k = 2, lanes of 8 or 16 bits for k > 2; the arithmetic is {@link combineKernel}'s). A free press gets
 * a unit vector; a determined press, minus the sum of the other presses of its equation; a reduced
 * equation, the sum of all its presses, handed to the caller's {@link EmitRow}.
 *
 * Memory stays at the chase's frontier: the vectors live in slots of one WebAssembly memory (so
 * the SIMD kernel reads them in place), and a press's slot is recycled, most recently freed first
 * so it is still in cache, as soon as every equation that reads it has been processed. Each slot
 * also records the range of 16-byte chunks that may be non-zero, every chunk outside it being
 * zero: a free press's influence spreads a cell or so per step, so early vectors are short, and
 * combining costs only the union of the sources' ranges. Pure.
 */

import type { ChasePlan } from './chasePlan';
import { combineKernel, type KernelChoice, type LanePacking } from '../kernels/chaseKernels';
import { largestNeighbourhood } from './chaseNeighbourTable';
import { growableMemory, PAGE_BYTES } from '../kernels/wasmRuntime';

/**
 * Receives reduced equation `row` (in the order of the plan's reducedEquations): its vector is
 * `words[offset + w]` for w in [low, high) and zero elsewhere. The words are reused afterwards.
 */
export type EmitRow = (row: number, words: Int32Array, offset: number, low: number, high: number) => void;

const CHUNK_BYTES = 16;
const WORDS_PER_CHUNK = CHUNK_BYTES / 4;

/**
 * Runs the symbolic chase over Z_k (coefficients packed as `packing` says, which must hold the
 * sum of the largest neighbourhood: see {@link combineKernel}'s lanePacking), emitting every reduced
 * equation's vector once, in order.
 */
export function chaseSymbolically(plan: ChasePlan, k: number, packing: LanePacking, kernels: KernelChoice, emitRow: EmitRow): void {
  const { offsets, cells } = plan.table;
  const { lanesPerWord, laneBits } = packing;
  const cellCount = plan.cellCount;
  const largest = largestNeighbourhood(plan.table);
  // Per cell, side by side for one cache line: its vector's slot, and how many equations have yet to read it.
  const cellState = new Int32Array(2 * cellCount);
  // A press is read by the equations of the cells it changes: its row of the press table.
  const readers = plan.pressTable.offsets;
  for (let cell = 0; cell < cellCount; cell++) cellState[2 * cell + 1] = readers[cell + 1] - readers[cell];
  const released = new Int32Array(largest);

  // Memory: the sources' offsets, then the slots, each a whole number of 16-byte chunks.
  const header = Math.ceil((4 * largest) / CHUNK_BYTES) * CHUNK_BYTES;
  const chunksPerVector = Math.max(1, Math.ceil(plan.freeCells.length / lanesPerWord / 4));
  const vectorBytes = chunksPerVector * CHUNK_BYTES;
  const memory = growableMemory(Math.ceil((header + 64 * vectorBytes) / PAGE_BYTES));
  const combine = combineKernel(memory, k, packing, largest, kernels);
  let words = new Int32Array(memory.buffer);
  let capacity = Math.floor((memory.buffer.byteLength - header) / vectorBytes);
  // Per slot, the chunk range [range[2 slot], range[2 slot + 1]) outside which its vector is zero.
  let range = new Int32Array(2 * capacity);
  let freeSlots = new Int32Array(capacity);
  let freeCount = 0;
  for (let slot = capacity - 1; slot >= 0; slot--) freeSlots[freeCount++] = slot;

  // One loop without closures: V8 keeps the loop's variables in registers only when no closure captures them.
  let freeIndex = 0;
  let rowIndex = 0;
  const { variable, equation } = plan;
  for (let event = 0; event < variable.length; event++) {
    const v = variable[event];
    const e = equation[event];
    if (freeCount === 0) {
      memory.grow(Math.ceil((capacity * vectorBytes) / PAGE_BYTES));
      words = new Int32Array(memory.buffer);
      const grown = Math.floor((memory.buffer.byteLength - header) / vectorBytes);
      const grownRange = new Int32Array(2 * grown);
      grownRange.set(range);
      range = grownRange;
      freeSlots = new Int32Array(grown);
      for (let slot = grown - 1; slot >= capacity; slot--) freeSlots[freeCount++] = slot;
      capacity = grown;
    }
    const slot = freeSlots[--freeCount];
    const offset = header + slot * vectorBytes;
    const base = offset >> 2;
    let from: number;
    let to: number;
    let count = 0;
    let unitWord = 0;
    let releasedCount = 0;
    let releaseNew = false;
    if (e < 0) {
      unitWord = Math.floor(freeIndex / lanesPerWord);
      from = unitWord >> 2;
      to = from + 1;
    } else {
      from = chunksPerVector;
      to = 0;
      for (let j = offsets[e]; j < offsets[e + 1]; j++) {
        const u = cells[j];
        const readers = --cellState[2 * u + 1];
        if (u === v) {
          releaseNew = readers === 0;
          continue;
        }
        const source = cellState[2 * u];
        if (readers === 0) released[releasedCount++] = source;
        words[count++] = header + source * vectorBytes;
        const sourceFrom = range[2 * source];
        const sourceTo = range[2 * source + 1];
        if (sourceFrom < from) from = sourceFrom;
        if (sourceTo > to) to = sourceTo;
      }
      if (from >= to) from = to = 0;
    }
    // Zero what an earlier use of the slot left outside [from, to); a unit vector's chunk too.
    const oldLow = range[2 * slot];
    const oldHigh = range[2 * slot + 1];
    const keepFrom = e < 0 ? to : from;
    if (oldLow < keepFrom) words.fill(0, base + oldLow * WORDS_PER_CHUNK, base + Math.min(oldHigh, keepFrom) * WORDS_PER_CHUNK);
    if (oldHigh > to) words.fill(0, base + Math.max(oldLow, to) * WORDS_PER_CHUNK, base + oldHigh * WORDS_PER_CHUNK);
    if (e < 0) {
      words[base + unitWord] = 1 << ((freeIndex % lanesPerWord) * laneBits);
      freeIndex++;
    } else {
      // Cancellation could leave zero chunks at the ends; trimming them saved 0.1% of the work on hex, plain and torus boards, so the range stays.
      combine(offset, count, from * CHUNK_BYTES, to * CHUNK_BYTES, v < 0 ? 1 : 0);
    }
    range[2 * slot] = from;
    range[2 * slot + 1] = to;
    if (v >= 0) cellState[2 * v] = slot;
    else emitRow(rowIndex++, words, base, from * WORDS_PER_CHUNK, to * WORDS_PER_CHUNK);
    // A free press no equation reads (it changes no cell) needs no slot either.
    if (v < 0 || releaseNew || (e < 0 && cellState[2 * v + 1] === 0)) freeSlots[freeCount++] = slot;
    for (let r = 0; r < releasedCount; r++) freeSlots[freeCount++] = released[r];
  }
}
