/**
 * The reduced system of a light chase over GF(2), bit-packed: the symbolic chase of
 * chaseFrontier.ts with every coefficient vector as one bit per free press, so a determined press
 * is the XOR of its equation's other presses, 128 free presses per SIMD operation. Pure.
 */

import type { ChasePlan } from './chasePlan';
import { chaseSymbolically } from './chaseFrontier';
import { defaultKernels, lanePacking, type KernelChoice } from '../kernels/chaseKernels';

/**
 * A square GF(2) matrix, bit-packed by rows: entry (i, j) is
 * `(words[i * wordsPerRow + (j >>> 5)] >>> (j & 31)) & 1`; bits past `size` in a row's last word are 0.
 */
export interface BinaryMatrix {
  readonly size: number;
  readonly wordsPerRow: number;
  readonly words: Uint32Array;
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
