/**
 * The chase plan (chasePlan.ts) of a board of any rules: holes, any neighbourhood, symmetric or
 * not. The equation of cell i sums the presses that change i (`pressersInto`); a press of j takes
 * part in the equations of the cells it changes (`neighbourhoodInto`). The two tables differ for
 * an asymmetric neighbourhood, so pending counts are decremented through the press table while
 * equations are summed through the equation table. A hole has no press and no equation: it is
 * determined (as 0) from the start and never freed. An equation with no presses at all (say the
 * left column under the list [[0, 1]]) is a reduced equation from the start.
 *
 * Peeling (chasePlan.ts's shared loop, without a first line freed up front) interleaves freeing
 * and determining: whenever no equation waits for exactly one press, the next undetermined cell
 * in row-major (or column-major) order becomes free. Both orders are tried and the one with fewer
 * free presses is kept. Pure.
 */

import { isSymmetricNeighbourhood, type CellRules } from '../../../domain/puzzleVocabulary';
import { peelChasePlan, type ChasePlan } from './chasePlan';
import { ruleTables } from './chaseNeighbourTable';

/** The plan with the fewer free presses of chasing in row-major or column-major order (row-major on a tie). */
export function buildRulesChasePlan(rules: CellRules): ChasePlan {
  const symmetric = rules.topology === 'hex' || isSymmetricNeighbourhood(rules.neighbourhood);
  const { equations, presses } = ruleTables(rules, symmetric);
  const byRows = peelChasePlan(rules, equations, presses, rules.holes, 'rows', false);
  if (byRows.freeCells.length === 0) return byRows;
  const byColumns = peelChasePlan(rules, equations, presses, rules.holes, 'columns', false);
  return byColumns.freeCells.length < byRows.freeCells.length ? byColumns : byRows;
}
