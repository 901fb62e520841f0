/**
 * clingo's claims checked against the internal engine (exact linear algebra over Z_k,
 * src/solvers/internal). Every model clingo prints is checked by applying its presses
 * ({@link interpretOptimisation}), but two answers come without a model that proves them: UNSATISFIABLE ("no
 * solution") and OPTIMUM FOUND ("no solution has fewer presses"). Trust nothing: the first must
 * agree with the internal engine's solvability, the second with its minimum where that is proven
 * and with the solution it found where not; and no solution of clingo's may lie below the lower
 * bound the internal engine proved. Pure.
 */

import type { SolveResult } from '../types';
import { ClingoOutputError } from './clingoErrors';
import type { OptimisationOutcome } from './interpretOutput';

/**
 * Throws {@link ClingoOutputError} when what clingo found contradicts the internal engine's
 * `internal` result for the same board: another solvability, a proven optimum other than the
 * internal engine's proven minimum or above a solution it found, or a solution below its proven
 * minimum or lower bound.
 */
export function checkClaims(found: OptimisationOutcome, internal: Pick<SolveResult, 'solvable' | 'totalPresses' | 'minimal' | 'lowerBound'>): void {
  if (!found.solvable) {
    if (internal.solvable) {
      throw new ClingoOutputError(
        `clingo reported UNSATISFIABLE, but the board is solvable: the internal engine solves it with ${internal.totalPresses} presses`,
      );
    }
    return;
  }
  if (!internal.solvable || internal.totalPresses === null)
    throw new ClingoOutputError(`clingo's solution (${found.totalPresses} presses) contradicts the internal engine, which finds the board not solvable`);
  if (internal.minimal) {
    if (found.minimal && found.totalPresses !== internal.totalPresses) {
      throw new ClingoOutputError(
        `clingo reported OPTIMUM FOUND with ${found.totalPresses} presses, but the internal engine's proven minimum is ${internal.totalPresses}`,
      );
    }
    if (found.totalPresses < internal.totalPresses) {
      throw new ClingoOutputError(
        `clingo's solution has ${found.totalPresses} presses, below the internal engine's proven minimum of ${internal.totalPresses}`,
      );
    }
    return;
  }
  if (found.minimal && found.totalPresses > internal.totalPresses) {
    throw new ClingoOutputError(
      `clingo reported OPTIMUM FOUND with ${found.totalPresses} presses, but the internal engine found a solution with ${internal.totalPresses}`,
    );
  }
  if (internal.lowerBound !== null && found.totalPresses < internal.lowerBound) {
    throw new ClingoOutputError(
      `clingo's solution has ${found.totalPresses} presses, below the internal engine's proven lower bound of ${internal.lowerBound}`,
    );
  }
}
