/**
 * A {@link BoardReduction} over one prime power q = p^e from the eliminating chase
 * ({@link eliminatingChase}): its free presses are the ones the chase never solved for, its matrix the
 * equations left over. The reduced right-hand side and the press pattern of a board need the
 * chase's constants for that board's b, replayed from the homogeneous run's log (the last replay
 * is kept, since a solve asks for both with the same b). Pure.
 */

import { packBinaryMatrix } from '../arithmetic/modularMatrix';
import type { BoardReduction } from './boardReduction';
import { runChase, type ChasePlan } from './chasePlan';
import { eliminatingChase, type EliminationRun } from './eliminatingChase';
import { replayConstants, substituteBack } from './eliminationReplay';
import type { PrimePower } from '../arithmetic/modular';

/** The reduction of the plan's board over q = power.modulus; its methods take q or a divisor of q as the modulus. */
export function eliminatingReduction(plan: ChasePlan, power: PrimePower): BoardReduction {
  const q = power.modulus;
  const homogeneous = eliminatingChase(plan, q, power.prime, null);
  const size = homogeneous.remaining.length;
  const freeCount = plan.freeCells.length;
  let last: { readonly b: ArrayLike<number>; readonly run: EliminationRun } | null = null;
  const runFor = (b: ArrayLike<number> | null): EliminationRun => {
    if (!b) return homogeneous;
    if (last?.b !== b) last = { b, run: { ...homogeneous, ...replayConstants(plan, homogeneous, q, b) } };
    return last.run;
  };
  const reducedModulo = (values: ArrayLike<number>, modulus: number): Uint8Array => Uint8Array.from(values, (value) => value % modulus);
  return {
    size,
    matrix: (modulus) => (modulus === q ? homogeneous.matrix : reducedModulo(homogeneous.matrix, modulus)),
    binaryMatrix: () => packBinaryMatrix(homogeneous.matrix, size),
    reducedRightHandSide: (rightHandSide, modulus) => Int32Array.from(runFor(rightHandSide).rightHandSide, (value) => value % modulus),
    pressPattern(rightHandSide, free, modulus) {
      const run = runFor(rightHandSide);
      const full = substituteBack(run, freeCount, free, modulus, rightHandSide !== null);
      return runChase(plan, modulus, reducedRightHandSide(rightHandSide, modulus), full).presses;
    },
    quietPatterns: (frees, modulus) => frees.map((free) => runChase(plan, modulus, null, substituteBack(homogeneous, freeCount, free, modulus, false)).presses),
  };
}

/** b reduced mod `modulus` (runChase wants entries below it); null stays null. */
function reducedRightHandSide(values: ArrayLike<number> | null, modulus: number): ArrayLike<number> | null {
  return values && Uint8Array.from(values, (value) => value % modulus);
}
