/**
 * Homogeneous row chases (b = 0) of many free vectors at once over GF(2) or GF(3), bit-sliced:
 * bit s of a cell's word belongs to vector s, so one word operation steps 32 chases. Used to turn
 * a shape's kernel generators into full quiet patterns. Rows of `width` cells run down `height`
 * rows with x_(r+1) = -(T x_r + x_(r-1)), T a row's own neighbourhood (wrapped on a torus); a
 * vector gives the first row x_0 and, on a torus, the row above it x_(-1) (its second half).
 * GF(3) values are one-hot planes (entry = 1, entry = 2) added as in {@link ternaryFactorization}.
 * The same for a general chase plan ({@link ChasePlan}), event by event. Pure.
 */

import type { ChasePlan } from './chasePlan';
import { SliceUnpacker, sliceUnpackKernelRuns } from '../kernels/sliceUnpackKernel';

/** The rows of one chase: width x height cells in chase order. */
export interface SlicedChaseShape {
  readonly width: number;
  readonly height: number;
  /** True on a torus: rows wrap, and the row above the first is the vector's second half. */
  readonly wrap: boolean;
}

/**
 * The patterns (chase order, entries 0..p-1) chased from each free vector (entries taken mod p),
 * for p = 2 or 3. The planes of a row are padded with a cell at each end (zero, or on a torus the
 * row's other end), so every cell of the row is stepped by the same branch-free code; the lanes
 * are unpacked into the patterns by the SIMD kernel ({@link SliceUnpacker}) where the engine runs it.
 */
export function slicedQuietChases(shape: SlicedChaseShape, frees: readonly ArrayLike<number>[], p: 2 | 3): Uint8Array[] {
  const { width: n, height, wrap } = shape;
  const patterns = frees.map(() => new Uint8Array(n * height));
  for (let start = 0; start < frees.length; start += 32) {
    const lanes = Math.min(32, frees.length - start);
    // Planes of the current, previous and next rows, cell i at i + 1: `one` marks 1 (GF(2): the bit itself), `two` marks 2.
    let previousOne = new Int32Array(n + 2);
    let previousTwo = new Int32Array(n + 2);
    let currentOne = new Int32Array(n + 2);
    let currentTwo = new Int32Array(n + 2);
    let nextOne = new Int32Array(n + 2);
    let nextTwo = new Int32Array(n + 2);
    for (let s = 0; s < lanes; s++) {
      const free = frees[start + s];
      for (let i = 0; i < n; i++) {
        const value = free[i] % p;
        if (value === 1) currentOne[i + 1] |= 1 << s;
        else if (value === 2) currentTwo[i + 1] |= 1 << s;
        if (!wrap) continue;
        const above = free[n + i] % p;
        if (above === 1) previousOne[i + 1] |= 1 << s;
        else if (above === 2) previousTwo[i + 1] |= 1 << s;
      }
    }
    const unpacker = n * height >= KERNEL_CELLS && sliceUnpackKernelRuns() ? new SliceUnpacker(patterns, start, lanes, p === 3) : null;
    for (let r = 0; r < height; r++) {
      if (unpacker) unpacker.add(currentOne, currentTwo, 1, n, r * n);
      else writeRow(patterns, start, lanes, r * n, currentOne, p === 3 ? currentTwo : null, n);
      if (r + 1 === height) break;
      if (wrap) {
        currentOne[0] = currentOne[n];
        currentOne[n + 1] = currentOne[1];
        currentTwo[0] = currentTwo[n];
        currentTwo[n + 1] = currentTwo[1];
      }
      if (p === 2) {
        for (let i = 1; i <= n; i++) nextOne[i] = currentOne[i] ^ previousOne[i] ^ currentOne[i - 1] ^ currentOne[i + 1];
      } else {
        for (let i = 1; i <= n; i++) {
          // x_r[i] + x_(r-1)[i], + the left neighbour, + the right one; then negate by swapping the planes.
          const a1 = currentOne[i];
          const a2 = currentTwo[i];
          const left1 = currentOne[i - 1];
          const left2 = currentTwo[i - 1];
          const right1 = currentOne[i + 1];
          const right2 = currentTwo[i + 1];
          let t = (a1 | previousTwo[i]) ^ (a2 | previousOne[i]);
          const b1 = (a2 | previousTwo[i]) ^ t;
          const b2 = (a1 | previousOne[i]) ^ t;
          t = (b1 | left2) ^ (b2 | left1);
          const c1 = (b2 | left2) ^ t;
          const c2 = (b1 | left1) ^ t;
          t = (c1 | right2) ^ (c2 | right1);
          nextOne[i] = (c1 | right1) ^ t;
          nextTwo[i] = (c2 | right2) ^ t;
        }
      }
      [previousOne, currentOne, nextOne] = [currentOne, nextOne, previousOne];
      [previousTwo, currentTwo, nextTwo] = [currentTwo, nextTwo, previousTwo];
    }
    unpacker?.flush();
  }
  return patterns;
}

/** Cells of the patterns from which the lanes are unpacked by the SIMD kernel (below, its setup would cost more). */
const KERNEL_CELLS = 4096;

/** Writes one padded row (cell i at i + 1) of every lane into its pattern at `base`: lane by lane, branch-free. */
function writeRow(patterns: Uint8Array[], start: number, lanes: number, base: number, one: Int32Array, two: Int32Array | null, n: number): void {
  for (let s = 0; s < lanes; s++) {
    const pattern = patterns[start + s];
    if (two === null) {
      for (let i = 0; i < n; i++) pattern[base + i] = (one[i + 1] >>> s) & 1;
      continue;
    }
    for (let i = 0; i < n; i++) pattern[base + i] = ((one[i + 1] >>> s) & 1) | (((two[i + 1] >>> s) & 1) << 1);
  }
}

/**
 * The patterns (row-major, entries 0..p-1) chased on the zero board through a general chase plan
 * from each free vector (free press j = vector entry j, taken mod p), for p = 2 or 3: each
 * determined press is minus the sum of its equation's other presses, 32 vectors per word.
 */
export function slicedPlanChases(plan: ChasePlan, frees: readonly ArrayLike<number>[], p: 2 | 3): Uint8Array[] {
  const { offsets, cells } = plan.table;
  const { variable, equation } = plan;
  const count = plan.cellCount;
  const patterns = frees.map(() => new Uint8Array(count));
  const one = new Int32Array(count);
  const two = p === 3 ? new Int32Array(count) : one;
  for (let start = 0; start < frees.length; start += 32) {
    const lanes = Math.min(32, frees.length - start);
    one.fill(0);
    two.fill(0);
    let freeIndex = 0;
    for (let i = 0; i < variable.length; i++) {
      const v = variable[i];
      const e = equation[i];
      if (v < 0) continue;
      if (e < 0) {
        let ones = 0;
        let twos = 0;
        for (let s = 0; s < lanes; s++) {
          const value = frees[start + s][freeIndex] % p;
          if (value === 1) ones |= 1 << s;
          else if (value === 2) twos |= 1 << s;
        }
        one[v] = ones;
        if (p === 3) two[v] = twos;
        freeIndex++;
        continue;
      }
      if (p === 2) {
        let sum = 0;
        for (let j = offsets[e]; j < offsets[e + 1]; j++) if (cells[j] !== v) sum ^= one[cells[j]];
        one[v] = sum;
        continue;
      }
      let a1 = 0;
      let a2 = 0;
      for (let j = offsets[e]; j < offsets[e + 1]; j++) {
        const u = cells[j];
        if (u === v) continue;
        const x1 = one[u];
        const x2 = two[u];
        const t = (a1 | x2) ^ (a2 | x1);
        const sum1 = (a2 | x2) ^ t;
        a2 = (a1 | x1) ^ t;
        a1 = sum1;
      }
      // Minus the sum: the planes swapped.
      one[v] = a2;
      two[v] = a1;
    }
    const mask = lanes === 32 ? -1 : (1 << lanes) - 1;
    for (let cell = 0; cell < count; cell++) {
      let ones = one[cell] & mask;
      while (ones !== 0) {
        const s = 31 - Math.clz32(ones & -ones);
        patterns[start + s][cell] = 1;
        ones &= ones - 1;
      }
      if (p === 2) continue;
      let twos = two[cell] & mask;
      while (twos !== 0) {
        const s = 31 - Math.clz32(twos & -twos);
        patterns[start + s][cell] = 2;
        twos &= twos - 1;
      }
    }
  }
  return patterns;
}
