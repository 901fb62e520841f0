/**
 * The reduced system of a light chase, from {@link chaseSymbolically}: over Z_k every coefficient
 * (0..k-1) sits in a lane of 8 bits (16 for neighbourhoods whose sum would not fit), a
 * neighbourhood's vectors are added lane by lane and reduced (or negated, for a determined press)
 * mod k by the chase kernels; over GF(2) every coefficient vector is one bit per free press, so a
 * determined press is the XOR of its equation's other presses, 128 free presses per SIMD
 * operation. Pure.
 */

import type { ChasePlan } from './chasePlan';
import { chaseSymbolically } from './chaseFrontier';
import { largestNeighbourhood } from './chaseNeighbourTable';
import { defaultKernels, lanePacking, type KernelChoice } from '../kernels/chaseKernels';
import { unpackBinaryMatrix, type BinaryMatrix } from '../arithmetic/modularMatrix';

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
  const entries = k === 2 ? unpackBinaryMatrix(reducedBinaryMatrix(plan, kernels)) : new Uint8Array(size * size);
  const rows = Array.from({ length: size }, (_, i) => entries.subarray(i * size, (i + 1) * size));
  if (k === 2) return rows;
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

/**
 * The reduced system's matrix over GF(2): row i is reduced equation i (plan.reducedEquations[i]),
 * bit j free press j (plan.freeCells[j]); equal to `reducedMatrix(plan, 2)`, packed. Costs about
 * N * neighbourhood * m / 128 SIMD operations for N cells and m free presses (fewer while the
 * vectors are still short), and memory for the chase's frontier only. `kernels` picks the
 * arithmetic (WebAssembly SIMD by default where the engine has it).
 */
export function reducedBinaryMatrix(plan: ChasePlan, kernels: KernelChoice = defaultKernels()): BinaryMatrix {
  const size = plan.freeCells.length;
  const wordsPerRow = Math.ceil(size / 32);
  const matrix = new Uint32Array(size * wordsPerRow);
  chaseSymbolically(plan, 2, lanePacking(2, 0), kernels, (row, words, offset, low, high) => {
    const end = Math.min(high, wordsPerRow);
    for (let w = low; w < end; w++) matrix[row * wordsPerRow + w] = words[offset + w];
  });
  return { size, wordsPerRow, words: matrix };
}
