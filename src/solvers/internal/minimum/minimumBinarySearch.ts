/**
 * Exhaustive minimum search for k = 2 over up to about 2^36 solutions: the split Walsh-Hadamard
 * transform walked in Gray-code order (the kernel is in {@link splitTransformKernel}).
 *
 * With s_c the d-bit signature of cell c (bit i = g_i at c), the solution x0 + sum_i u_i g_i
 * presses cell c iff x0_c + <u, s_c> is odd, so over the cells some generator touches its total
 * is (T - F(u)) / 2, where T counts those cells and F(u) = sum_c (1 - 2 x0_c) (-1)^<u, s_c>, a
 * Walsh-Hadamard transform of the weights summed per signature. One transform over 2^d points
 * needs 2^d numbers; splitting u into a Gray part of a bits, a lane part and an inner part of r
 * bits needs 2^r table cells only: each Gray step updates the inner table where the flipped
 * generator touches (one update per distinct signature carrying it) and transforms it
 * (r 2^(r-1) butterflies per lane), so all 2^d totals cost about 2^d (r / 2 + M / 2^(r + 1))
 * operations for M distinct signatures, several per SIMD instruction. The deadline is checked
 * between chunks of about 50 ms. Pure.
 */

import { ChunkedWalk, searchOfWalk, type ExhaustiveSearch, type ExhaustiveWalk } from './minimumSearchControl';
import { hasTransformSimd, splitTransformKernel, type SplitTransformInput } from '../kernels/minimumTransformKernel';
import { simdLanes } from '../kernels/wasmRuntime';
import type { SolutionSet } from './minimumSearch';

/** Largest inner part: its two tables of 16-byte cells stay within a core's first-level cache. */
const LARGEST_INNER_BITS = 11;
/** Largest Gray part: step numbers stay 32-bit integers. */
const LARGEST_GRAY_BITS = 30;

/** Cells merged by signature: the weights and what the totals are measured from. */
interface SignatureEntries {
  /** Distinct nonzero signatures (as numbers, bit i = generator i) with nonzero summed weight. */
  readonly signatures: number[];
  /** Summed 1 - 2 x0_c per signature. */
  readonly weights: number[];
  /** The particular solution's presses on cells no generator touches. */
  readonly fixedTotal: number;
  /** Cells some generator touches. */
  readonly touched: number;
}

/** Largest number of generators a signature (a double holding an exact integer) can carry. */
export const LARGEST_SIGNATURE_BITS = 52;

/** Merges the cells of a binary set (at most {@link LARGEST_SIGNATURE_BITS} generators) by signature. */
function signatureEntries(set: SolutionSet): SignatureEntries {
  const cells = set.particular.length;
  const d = set.generators.length;
  const signature = new Float64Array(cells);
  for (let i = 0; i < d; i++) {
    const pattern = set.generators[i].pattern;
    const bit = 2 ** i;
    for (let cell = 0; cell < cells; cell++) if (pattern[cell] !== 0) signature[cell] += bit;
  }
  const index = new Map<number, number>();
  const signatures: number[] = [];
  const weights: number[] = [];
  let fixedTotal = 0;
  let touched = 0;
  for (let cell = 0; cell < cells; cell++) {
    const s = signature[cell];
    if (s === 0) {
      fixedTotal += set.particular[cell];
      continue;
    }
    touched++;
    const w = 1 - 2 * set.particular[cell];
    const at = index.get(s);
    if (at === undefined) {
      index.set(s, signatures.length);
      signatures.push(s);
      weights.push(w);
    } else {
      weights[at] += w;
    }
  }
  const kept = signatures.map((_, i) => i).filter((i) => weights[i] !== 0);
  return { signatures: kept.map((i) => signatures[i]), weights: kept.map((i) => weights[i]), fixedTotal, touched };
}

function bitOf(signature: number, bit: number): number {
  return Math.floor(signature / 2 ** bit) % 2;
}

/** The roles of the generators: lane bits, inner bits and Gray bits, as generator indices. */
interface SplitRoles {
  readonly lane: readonly number[];
  readonly inner: readonly number[];
  readonly gray: readonly number[];
}

/**
 * Picks the split: the inner part near log2 of the number of signatures (updates and butterflies
 * then cost alike), at most {@link LARGEST_INNER_BITS}; the Gray part from the generators
 * carried by the fewest signatures, the sparsest on the lowest (most often flipped) bit.
 */
function splitRoles(entries: SignatureEntries, d: number, laneBits: number): SplitRoles {
  const carried = Array.from({ length: d }, (_, bit) => entries.signatures.reduce((count, s) => count + bitOf(s, bit), 0));
  const order = Array.from({ length: d }, (_, i) => i).sort((a, b) => carried[a] - carried[b]);
  const free = d - laneBits;
  let innerBits = Math.min(LARGEST_INNER_BITS, free, Math.max(2, Math.round(Math.log2(Math.max(1, entries.signatures.length)))));
  innerBits = Math.max(innerBits, free - LARGEST_GRAY_BITS);
  const grayBits = free - innerBits;
  return { gray: order.slice(0, grayBits), inner: order.slice(grayBits, grayBits + innerBits), lane: order.slice(grayBits + innerBits) };
}

/** Whether the split search applies: k = 2, enough generators to split, and not more than the search can index. */
export function binarySearchApplies(set: SolutionSet): boolean {
  const d = set.generators.length;
  return set.k === 2 && d >= 4 && d <= LARGEST_SIGNATURE_BITS && d - 3 - LARGEST_INNER_BITS <= LARGEST_GRAY_BITS;
}

/** The {@link ExhaustiveWalk} of a binary set: positions are Gray steps. */
export const binaryWalk: ExhaustiveWalk = (set, incumbentTotal, control, choice = hasTransformSimd() ? 'simd' : 'portable', share) => {
  const d = set.generators.length;
  const entries = signatureEntries(set);
  const magnitude = entries.weights.reduce((sum, w) => sum + Math.abs(w), 0);
  // The SIMD lanes take 2 or 3 generators and the inner part at least 2 more.
  const kernelChoice = choice === 'simd' && d >= Math.log2(simdLanes(magnitude)) + 2 ? 'simd' : 'portable';
  const lanes = kernelChoice === 'simd' ? simdLanes(magnitude) : 1;
  const roles = splitRoles(entries, d, Math.log2(lanes));
  const input = kernelInput(entries, roles, lanes, magnitude);
  const steps = 2 ** roles.gray.length;
  let kernel = splitTransformKernel(input, kernelChoice);
  let bestTotal = incumbentTotal;
  let bestDigits: number[] | null = null;
  let bestPosition = -1;
  // total = fixed + (touched - F) / 2, so a total below the best is an F above this.
  let threshold = entries.touched - 2 * (bestTotal - entries.fixedTotal);
  // The kernel is built at Gray state 0; a walk that starts elsewhere starts from the Gray state of the step before: the entries with an odd number of its bits turned.
  let fresh = true;
  const load = (_batch: number, step: number): void => {
    if (fresh && step === 0) return;
    const gray = step === 0 ? 0 : (step - 1) ^ ((step - 1) >>> 1);
    const turned = new Uint8Array(entries.signatures.length);
    roles.gray.forEach((_, bit) => {
      if (((gray >>> bit) & 1) !== 0) for (const e of input.grayEntries[bit]) turned[e] ^= 1;
    });
    const entryContribution = input.entryContribution.map((value, at) => (turned[Math.floor(at / lanes)] === 1 ? -value : value));
    kernel = splitTransformKernel({ ...input, entryContribution }, kernelChoice);
  };
  const complete = new ChunkedWalk(control).walkPositions(
    1,
    steps,
    load,
    (_batch, from, to) => {
      fresh = false;
      // A chunk before the best found takes its ties: the earlier position wins.
      const found = kernel.search(from, to, to <= bestPosition ? threshold - 1 : threshold);
      if (found >= 0) {
        const { value, digits } = bestOfStep(kernel, input.innerBits, roles, found, d);
        threshold = value;
        bestTotal = entries.fixedTotal + (entries.touched - value) / 2;
        bestDigits = digits;
        bestPosition = found;
        control.bestTotal = Math.min(control.bestTotal, bestTotal);
      }
      return found;
    },
    share,
  );
  return { total: bestTotal, digits: bestDigits, position: bestPosition, complete };
};

/** The {@link ExhaustiveSearch} of a binary set. */
export const binaryExhaustiveMinimum: ExhaustiveSearch = searchOfWalk(binaryWalk);

function kernelInput(entries: SignatureEntries, roles: SplitRoles, lanes: number, magnitude: number): SplitTransformInput {
  const count = entries.signatures.length;
  const entryInner = new Int32Array(count);
  const entryContribution = new Int32Array(count * lanes);
  entries.signatures.forEach((s, e) => {
    let inner = 0;
    roles.inner.forEach((generator, bit) => (inner += bitOf(s, generator) << bit));
    let laneSignature = 0;
    roles.lane.forEach((generator, bit) => (laneSignature += bitOf(s, generator) << bit));
    entryInner[e] = inner;
    for (let lane = 0; lane < lanes; lane++) {
      let parity = 0;
      for (let bits = lane & laneSignature; bits !== 0; bits &= bits - 1) parity ^= 1;
      entryContribution[e * lanes + lane] = parity === 0 ? entries.weights[e] : -entries.weights[e];
    }
  });
  const grayEntries = roles.gray.map((generator) => Int32Array.from(entries.signatures.flatMap((s, e) => (bitOf(s, generator) === 1 ? [e] : []))));
  return { innerBits: roles.inner.length, lanes, entryInner, entryContribution, grayEntries, largestMagnitude: magnitude };
}

/** The largest transform value of a step and the generator digits where it is. */
function bestOfStep(
  kernel: { value(inner: number, lane: number): number; readonly lanes: number },
  innerBits: number,
  roles: SplitRoles,
  step: number,
  d: number,
): { value: number; digits: number[] } {
  let value = -Infinity;
  let where = 0;
  const size = 2 ** innerBits;
  for (let inner = 0; inner < size; inner++) {
    for (let lane = 0; lane < kernel.lanes; lane++) {
      const v = kernel.value(inner, lane);
      if (v > value) {
        value = v;
        where = inner * kernel.lanes + lane;
      }
    }
  }
  const inner = Math.floor(where / kernel.lanes);
  const lane = where % kernel.lanes;
  const gray = step ^ (step >>> 1);
  const digits = new Array<number>(d).fill(0);
  roles.gray.forEach((generator, bit) => (digits[generator] = (gray >>> bit) & 1));
  roles.inner.forEach((generator, bit) => (digits[generator] = (inner >>> bit) & 1));
  roles.lane.forEach((generator, bit) => (digits[generator] = (lane >>> bit) & 1));
  return { value, digits };
}
