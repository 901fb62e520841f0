/**
 * A board's system reduced by light chasing to a few free presses, behind one interface with
 * several makers: {@link plainReduction} and {@link torusReduction} build the reduced matrix from
 * the structure of those boards in O(N + m^2), and {@link chaseReduction} from the general
 * {@link ChasePlan} for every shape, hex boards and small tori included. Pure.
 */

import type { BoardShape } from '../../../core/puzzle';
import type { BinaryMatrix } from '../arithmetic/modularMatrix';
import { buildChasePlan, runChase, type ChasePlan } from './chasePlan';
import { reducedBinaryMatrix, reducedMatrix } from './reducedMatrix';
import { slicedPlanChases } from './slicedChase';

/**
 * The reduced system of one board shape: every press pattern that satisfies all but `size` of
 * the board's equations is fixed by its `size` free presses f, and it solves the board exactly
 * when M f = c, with M the reduced matrix and c the reduced right-hand side of the board.
 */
export interface BoardReduction {
  /** The number of free presses, m. */
  readonly size: number;
  /** M over Z_modulus: size x size, row-major, entries 0..modulus-1. */
  matrix(modulus: number): Uint8Array;
  /** M over GF(2), bit-packed by rows. */
  binaryMatrix(): BinaryMatrix;
  /**
   * c over Z_modulus for the right-hand side b (one value >= 0 per cell, row-major: the
   * objective minus the state); null means b = 0.
   */
  reducedRightHandSide(rightHandSide: ArrayLike<number> | null, modulus: number): Int32Array;
  /** The press pattern (row-major, entries 0..modulus-1) whose free presses are `free`, chased through b. */
  pressPattern(rightHandSide: ArrayLike<number> | null, free: ArrayLike<number>, modulus: number): Uint8Array;
  /** The patterns chased from many free vectors on the zero board (b = 0), at once where that is faster. */
  quietPatterns(frees: readonly ArrayLike<number>[], modulus: number): Uint8Array[];
}

/** Values (>= 0) reduced mod `modulus`, as the chase wants them (a copy only when some are not); null stays null. */
function reduced(values: ArrayLike<number> | null, modulus: number): ArrayLike<number> | null {
  if (!values) return null;
  let inRange = true;
  for (let i = 0; i < values.length && inRange; i++) inRange = values[i] < modulus;
  if (inRange) return values;
  const out = new Uint8Array(values.length);
  for (let i = 0; i < out.length; i++) out[i] = values[i] % modulus;
  return out;
}

/** The reduction of any shape by the general chase plan. */
export function chaseReduction(shape: Pick<BoardShape, 'rows' | 'columns' | 'topology'>): BoardReduction {
  return planReduction(buildChasePlan(shape));
}

/** The reduction given by a chase plan (for boards of any rules: {@link buildRulesChasePlan}'s). */
export function planReduction(plan: ChasePlan): BoardReduction {
  const size = plan.freeCells.length;
  return {
    size,
    matrix(modulus) {
      const flat = new Uint8Array(size * size);
      reducedMatrix(plan, modulus).forEach((row, i) => flat.set(row, i * size));
      return flat;
    },
    binaryMatrix: () => reducedBinaryMatrix(plan),
    reducedRightHandSide: (rightHandSide, modulus) => runChase(plan, modulus, reduced(rightHandSide, modulus), null).residuals,
    pressPattern: (rightHandSide, free, modulus) => runChase(plan, modulus, reduced(rightHandSide, modulus), free).presses,
    quietPatterns: (frees, modulus) =>
      modulus === 2 || modulus === 3 ? slicedPlanChases(plan, frees, modulus) : frees.map((free) => runChase(plan, modulus, null, free).presses),
  };
}
