/**
 * What a solve needs from an eliminating chase ({@link eliminatingChase}) besides the reduced system:
 * the constants for a board's right-hand side, replayed from the homogeneous run's log, and the
 * full free vector from the values of the free presses left over, substituted back. Pure.
 */

import type { ChasePlan } from './chasePlan';
import type { EliminationRun } from './eliminatingChase';

/**
 * The full free vector (one value per plan free press, 0..modulus-1) from values of the
 * remaining free presses, by substituting back in reverse order of elimination; `modulus`
 * divides q, and the run's relations hold modulo it too.
 */
export function substituteBack(
  run: EliminationRun,
  freeCount: number,
  remainingValues: ArrayLike<number>,
  modulus: number,
  withConstants: boolean,
): Uint8Array {
  const free = new Uint8Array(freeCount);
  run.remaining.forEach((index, j) => (free[index] = ((remainingValues[j] % modulus) + modulus) % modulus));
  for (let i = run.pivotFree.length - 1; i >= 0; i--) {
    let value = withConstants ? run.pivotConstant[i] : 0;
    for (let t = run.termStart[i]; t < run.termStart[i + 1]; t++) value += run.termCoefficient[t] * free[run.termFree[t]];
    free[run.pivotFree[i]] = value % modulus;
  }
  return free;
}

/**
 * The constants of a run for another right-hand side b, without the symbolic work: the
 * constants follow the same events (sums of the sources' constants, minus or plus b_e) and the
 * same substitutions (constant += coefficient x s_0), whose slots and coefficients the run logged.
 * Returns the eliminations' constants and the left-over equations' right-hand sides for b.
 */
export function replayConstants(
  plan: ChasePlan,
  run: EliminationRun,
  q: number,
  rightHandSide: ArrayLike<number>,
): { readonly pivotConstant: Uint8Array; readonly rightHandSide: Int32Array } {
  const { offsets, cells } = plan.table;
  const { variable, equation } = plan;
  const { eventSlot, reducedOutcome, scale, logStart, logSlot, logCoefficient } = run;
  const constant = new Int32Array(run.slotCount);
  const slotOf = new Int32Array(plan.cellCount);
  const pivotConstant = new Uint8Array(run.pivotFree.length);
  const leftOverSlot = new Int32Array(run.remaining.length);
  let reducedIndex = 0;
  for (let event = 0; event < variable.length; event++) {
    const v = variable[event];
    const e = equation[event];
    const slot = eventSlot[event];
    if (e < 0) {
      constant[slot] = 0;
      slotOf[v] = slot;
      continue;
    }
    let sum = 0;
    for (let j = offsets[e]; j < offsets[e + 1]; j++) if (cells[j] !== v) sum += constant[slotOf[cells[j]]];
    const target = rightHandSide[e] % q;
    if (v >= 0) {
      constant[slot] = (((target - sum) % q) + q) % q;
      slotOf[v] = slot;
      continue;
    }
    constant[slot] = (((sum - target) % q) + q) % q;
    const outcome = reducedOutcome[reducedIndex++];
    if (outcome < 0) {
      leftOverSlot[-1 - outcome] = slot;
      continue;
    }
    const s0 = (constant[slot] * scale[outcome]) % q;
    pivotConstant[outcome] = s0;
    if (s0 === 0) continue;
    for (let i = logStart[outcome]; i < logStart[outcome + 1]; i++) constant[logSlot[i]] = (constant[logSlot[i]] + logCoefficient[i] * s0) % q;
  }
  return { pivotConstant, rightHandSide: Int32Array.from(leftOverSlot, (slot) => (q - constant[slot]) % q) };
}
