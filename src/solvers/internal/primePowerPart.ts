/**
 * One prime-power part Z_(p^e) of a board's system over Z_k (k is the product of its parts, and
 * {@link boardSystem} joins them by the Chinese remainder theorem), behind one interface, and the
 * general way to build one: a {@link BoardReduction} to m free presses, the m x m reduced matrix
 * eliminated mod p (bit-packed for p = 2, bit-sliced for p = 3) and lifted to p^e ({@link primePowerSystem}). The
 * polynomial parts of plain and torus boards ({@link binaryPlainPart}, {@link torusPolynomialPart})
 * implement the same interface. Pure.
 */

import { binaryFactorization } from './elimination/binaryFactorization';
import { packBinaryMatrix } from './arithmetic/modularMatrix';
import type { BoardReduction } from './reduction/boardReduction';
import type { PrimePower } from './arithmetic/modular';
import { primeFactorization, type EliminationProgress } from './elimination/primeFactorization';
import { binaryModularMatrix, byteModularMatrix } from './arithmetic/modularMatrix';
import { primePowerSystem, type PrimePowerSystem } from './elimination/primePowerSystem';
import { ternaryFactorization } from './elimination/ternaryFactorization';

/** A board shape's system over one prime power q = p^e dividing k. */
export interface PrimePowerPart {
  readonly power: PrimePower;
  /**
   * The additive orders (powers of p) of the kernel generators: every quiet pattern over Z_q is
   * sum c_i g_i for exactly one choice of 0 <= c_i < order_i.
   */
  readonly kernelOrders: readonly number[];
  /**
   * A press pattern (row-major, entries 0..q-1) that solves the board over Z_q, for the
   * right-hand side b (one value >= 0 per cell: objective minus state, taken mod q), or null.
   */
  solve(rightHandSide: ArrayLike<number>): Uint8Array | null;
  /** Kernel generator `index` as a full press pattern over Z_q (row-major, entries 0..q-1). */
  kernelPattern(index: number): Uint8Array;
  /** Every kernel generator as a full press pattern, in order (at once, where that is faster). */
  kernelPatterns(): Uint8Array[];
}

/**
 * The part over q = p^e from a reduction. `matrix` is the reduced matrix over Z_q when the caller
 * already has it (entries 0..q-1, size x size); otherwise it is computed here.
 */
export function densePart(reduction: BoardReduction, power: PrimePower, matrix: Uint8Array | null, onProgress?: EliminationProgress): PrimePowerPart {
  const n = reduction.size;
  const q = power.modulus;
  let system: PrimePowerSystem;
  if (power.prime === 2 && power.exponent === 1 && !matrix) {
    const packed = reduction.binaryMatrix();
    system = primePowerSystem(binaryModularMatrix(packed), power, binaryFactorization(packed, onProgress));
  } else {
    const bytes = matrix ?? reduction.matrix(q);
    const factorization =
      power.prime === 2
        ? binaryFactorization(packBinaryMatrix(bytes, n), onProgress)
        : power.prime === 3
          ? ternaryFactorization(bytes, n, onProgress)
          : primeFactorization(bytes, n, power.prime, onProgress);
    system = primePowerSystem(byteModularMatrix(bytes, n, power), power, factorization);
  }
  return {
    power,
    kernelOrders: system.kernel.map((generator) => generator.order),
    solve(rightHandSide) {
      const free = system.solve(reduction.reducedRightHandSide(rightHandSide, q));
      return free ? reduction.pressPattern(rightHandSide, free, q) : null;
    },
    kernelPattern: (index) => reduction.pressPattern(null, system.kernel[index].vector, q),
    kernelPatterns: () => kernelPatternsByOrder(reduction, power, system.kernel),
  };
}

/**
 * The kernel generators' patterns, chased in groups by order: a generator g of order p^d has every
 * entry divisible by p^(e-d), and the chase is linear, so its pattern is p^(e-d) times the chase
 * of g / p^(e-d) modulo p^d, which for d = 1 is a chase over GF(p) (bit-sliced for p = 2, 3).
 * `kernel` holds each generator's free presses (entries 0..q-1) and order.
 */
export function kernelPatternsByOrder(
  reduction: BoardReduction,
  power: PrimePower,
  kernel: readonly { readonly vector: Uint8Array | Int32Array; readonly order: number }[],
): Uint8Array[] {
  const q = power.modulus;
  const patterns: Uint8Array[] = new Array<Uint8Array>(kernel.length);
  for (const order of new Set(kernel.map((generator) => generator.order))) {
    const indices = kernel.flatMap((generator, index) => (generator.order === order ? [index] : []));
    const scale = q / order;
    const chased = reduction.quietPatterns(
      indices.map((index) => kernel[index].vector.map((value) => value / scale)),
      order,
    );
    indices.forEach((index, j) => {
      const pattern = chased[j];
      if (scale !== 1) for (let cell = 0; cell < pattern.length; cell++) pattern[cell] *= scale;
      patterns[index] = pattern;
    });
  }
  return patterns;
}
