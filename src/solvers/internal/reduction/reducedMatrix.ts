/**
 * The reduced system of a light chase over Z_k, from the symbolic chase of chaseFrontier.ts:
 * every coefficient (0..k-1) sits in a lane of 8 bits (16 for neighbourhoods whose sum would not
 * fit), a neighbourhood's vectors are added lane by lane and reduced (or negated, for a
 * determined press) mod k by chaseKernels.ts. For k = 2 the bit-packed chase of
 * reducedBinaryMatrix.ts does the work. Pure.
 */

import type { ChasePlan } from './chasePlan';
import { chaseSymbolically } from './chaseFrontier';
import { largestNeighbourhood } from './chaseNeighbourTable';
import { defaultKernels, lanePacking, type KernelChoice } from '../kernels/chaseKernels';
import { reducedBinaryMatrix } from './reducedBinaryMatrix';

/**
 * The reduced system's coefficient matrix over Z_k: row i is reduced equation i, column j free
 * press j; entry = coefficient of free press j in (sum of presses in N[e]) as functions of the free
 * presses. Along with `runChase` (whose residuals give the constant terms), a press pattern
 * solves the board exactly when its free part f satisfies matrix * f = residuals(0).
 *
 * Works in memory proportional to the chase's frontier; the rows are views into one buffer.
 * `kernels` picks the arithmetic (WebAssembly SIMD by default where the engine has it).
 */
export function reducedMatrix(plan: ChasePlan, k: number, kernels: KernelChoice = defaultKernels()): Uint8Array[] {
  const size = plan.freeCells.length;
  const entries = new Uint8Array(size * size);
  const rows = Array.from({ length: size }, (_, i) => entries.subarray(i * size, (i + 1) * size));
  if (k === 2) {
    const { wordsPerRow, words } = reducedBinaryMatrix(plan, kernels);
    for (let i = 0; i < size; i++) {
      const row = rows[i];
      for (let j = 0; j < size; j++) row[j] = (words[i * wordsPerRow + (j >>> 5)] >>> (j & 31)) & 1;
    }
    return rows;
  }
  const packing = lanePacking(k, largestNeighbourhood(plan.table));
  const { lanesPerWord, laneBits } = packing;
  const laneMask = (1 << laneBits) - 1;
  chaseSymbolically(plan, k, packing, kernels, (row, words, offset, low, high) => {
    const target = rows[row];
    const end = Math.min(size, high * lanesPerWord);
    for (let j = low * lanesPerWord; j < end; j++) target[j] = (words[offset + Math.floor(j / lanesPerWord)] >>> ((j % lanesPerWord) * laneBits)) & laneMask;
  });
  return rows;
}
