/**
 * The arithmetic of the symbolic chase ({@link chaseSymbolically}): combining a neighbourhood's
 * coefficient vectors into one, over a range of their 16-byte chunks. Two implementations of one
 * contract, {@link CombineVectors}:
 *
 * - SIMD: a WebAssembly module generated here (WebAssembly SIMD, 16 bytes per operation: 128
 *   free presses per XOR for k = 2, 16 byte lanes per addition for k > 2), one unrolled loop per
 *   number of sources, with the reduction mod k done by conditional subtraction, r = min(r, r - c)
 *   in unsigned lanes for c = k * 2^t, ..., 2k, k (a lane below c wraps to a larger value);
 * - portable: the same in plain JavaScript over 32-bit words (addition then a 65536-entry table
 *   per half word), for engines without WebAssembly SIMD and to cross-check the SIMD code.
 *
 * A lane sum never carries into the next lane: the caller picks lanes wide enough for the largest
 * neighbourhood's sum (see {@link lanePacking}). Pure apart from writing the given memory.
 */

import { emitCombineModule, type CombineOperation } from './chaseWasm';
import { chooseKernel, KernelModules, type GrowableMemory, type KernelChoice } from './wasmRuntime';

/**
 * Writes the combination of `count` source vectors to the destination, over bytes [from, to) of
 * each (multiples of 16): the sources' byte offsets are the first `count` 32-bit words of memory.
 * `isRow` (0 or 1) says the destination is a reduced equation (the sum of its presses) rather
 * than a determined press (minus the sum of its equation's other presses). Every offset is a
 * multiple of 16 and every source is zero outside [from, to).
 */
export type CombineVectors = (destination: number, count: number, from: number, to: number, isRow: number) => void;

/** How coefficients are packed: 1 bit per free press for k = 2, else lanes of 8 or 16 bits. */
export interface LanePacking {
  readonly laneBits: number;
  readonly lanesPerWord: number;
}

/**
 * The narrowest lanes for coefficients mod k when up to `largestNeighbourhood` of them are
 * added: bits for k = 2 (XOR), else 8 or 16 bits; a RangeError past 16 bits.
 */
export function lanePacking(k: number, largestNeighbourhood: number): LanePacking {
  if (k === 2) return { laneBits: 1, lanesPerWord: 32 };
  const largestSum = largestNeighbourhood * (k - 1);
  if (largestSum < 1 << 8) return { laneBits: 8, lanesPerWord: 4 };
  if (largestSum < 1 << 16) return { laneBits: 16, lanesPerWord: 2 };
  throw new RangeError(`a neighbourhood's coefficients mod ${k} can add up to ${largestSum}, past the 16-bit lanes of the symbolic chase`);
}

/** Which implementation combines the vectors ({@link KernelModules}). */
export type { KernelChoice };

const modules = new KernelModules(() => emitCombineModule({ kind: 'xor' }, 1));

/** Whether this engine runs WebAssembly SIMD (checked once, by validating a generated module). */
export function hasWasmSimd(): boolean {
  return modules.isSupported();
}

/** SIMD where the engine has it, else portable. */
export function defaultKernels(): KernelChoice {
  return hasWasmSimd() ? 'simd' : 'portable';
}

/**
 * The combine function over `memory` for coefficients mod k in the given packing, for up to
 * `largestCount` sources.
 */
export function combineKernel(memory: GrowableMemory, k: number, packing: LanePacking, largestCount: number, choice: KernelChoice): CombineVectors {
  const operation: CombineOperation =
    k === 2 ? { kind: 'xor' } : { kind: 'add', k, laneBits: packing.laneBits === 8 ? 8 : 16, largestSum: largestCount * (k - 1) };
  return chooseKernel(
    choice,
    () => {
      const instance = modules.instantiate(`${JSON.stringify(operation)}:${largestCount}`, () => emitCombineModule(operation, largestCount), memory);
      return instance.exports.combine as CombineVectors;
    },
    () => portableCombine(memory, operation),
  );
}

/** A view of the memory's words, renewed after the memory grows. */
function wordsOf(memory: GrowableMemory): () => Int32Array {
  let words = new Int32Array(memory.buffer);
  return () => {
    if (words.buffer !== memory.buffer) words = new Int32Array(memory.buffer);
    return words;
  };
}

/**
 * The portable combine: XOR of the sources (k = 2), or their lane sums reduced (`isRow`) or
 * negated mod k through two tables of half words.
 */
function portableCombine(memory: GrowableMemory, operation: CombineOperation): CombineVectors {
  const view = wordsOf(memory);
  const xor = operation.kind === 'xor';
  const negated = xor ? null : halfWordTable(operation.laneBits, (sum) => (operation.k - (sum % operation.k)) % operation.k);
  const reduced = xor ? null : halfWordTable(operation.laneBits, (sum) => sum % operation.k);
  return (destination, count, from, to, isRow) => {
    const words = view();
    const d = destination >> 2;
    const low = from >> 2;
    const high = to >> 2;
    if (count === 0) return;
    const a = words[0] >> 2;
    for (let w = low; w < high; w++) words[d + w] = words[a + w];
    for (let s = 1; s < count; s++) {
      const b = words[s] >> 2;
      if (xor) for (let w = low; w < high; w++) words[d + w] ^= words[b + w];
      else for (let w = low; w < high; w++) words[d + w] = (words[d + w] + words[b + w]) | 0;
    }
    const table = isRow ? reduced : negated;
    if (table === null) return;
    for (let w = low; w < high; w++) {
      const sum = words[d + w];
      words[d + w] = table[sum & 0xffff] | (table[sum >>> 16] << 16);
    }
  };
}

/** Maps each 16-bit half word of lane sums to the half word of `reduce(sum)` in every lane. */
function halfWordTable(laneBits: number, reduce: (sum: number) => number): Uint16Array {
  const table = new Uint16Array(1 << 16);
  const mask = (1 << laneBits) - 1;
  for (let half = 0; half < 1 << 16; half++) {
    let value = 0;
    for (let shift = 0; shift < 16; shift += laneBits) value |= reduce((half >>> shift) & mask) << shift;
    table[half] = value;
  }
  return table;
}
