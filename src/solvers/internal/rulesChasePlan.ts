/**
 * The chase plan (chasePlan.ts) of a board of any rules: holes, any neighbourhood, symmetric or
 * not. The equation of cell i sums the presses that change i (`pressersInto`); a press of j takes
 * part in the equations of the cells it changes (`neighbourhoodInto`). The two tables differ for
 * an asymmetric neighbourhood, so pending counts are decremented through the press table while
 * equations are summed through the equation table. A hole has no press and no equation: it is
 * determined (as 0) from the start and never freed. An equation with no presses at all (say the
 * left column under the list [[0, 1]]) is a reduced equation from the start.
 *
 * Peeling interleaves freeing and determining: whenever no equation waits for exactly one press,
 * the next undetermined cell in row-major (or column-major) order becomes free. Both orders are
 * tried and the one with fewer free presses is kept. Pure.
 */

import { isSymmetricNeighbourhood, type CellRules } from '../../shared/puzzleVocabulary';
import type { NeighbourTable } from '../../core/topology';
import { grown, USED, type ChasePlan } from './chasePlan';
import { ruleTables } from './chaseNeighbourTable';

/** The plan with the fewer free presses of chasing in row-major or column-major order (row-major on a tie). */
export function buildRulesChasePlan(rules: CellRules): ChasePlan {
  const symmetric = rules.topology === 'hex' || isSymmetricNeighbourhood(rules.neighbourhood);
  const { equations, presses } = ruleTables(rules, symmetric);
  const byRows = peelRules(rules, equations, presses, false);
  if (byRows.freeCells.length === 0) return byRows;
  const byColumns = peelRules(rules, equations, presses, true);
  return byColumns.freeCells.length < byRows.freeCells.length ? byColumns : byRows;
}

function peelRules(rules: CellRules, table: NeighbourTable, pressTable: NeighbourTable, byColumns: boolean): ChasePlan {
  const { rows, columns, holes } = rules;
  const count = rows * columns;
  const { offsets, cells } = table;
  const pending = new Int32Array(count);
  const determined = new Uint8Array(count);
  let variable: Int32Array = new Int32Array(count + 64);
  let equation: Int32Array = new Int32Array(count + 64);
  let events = 0;
  const freeCells: number[] = [];
  const reducedEquations: number[] = [];
  const queue = new Int32Array(count + 1);
  let head = 0;
  let tail = 0;
  for (let e = 0; e < count; e++) {
    if (holes && holes[e] !== 0) {
      determined[e] = 1;
      pending[e] = USED;
      continue;
    }
    pending[e] = offsets[e + 1] - offsets[e];
    if (pending[e] === 1) queue[tail++] = e;
    else if (pending[e] === 0) {
      if (events + 1 >= variable.length) {
        variable = grown(variable);
        equation = grown(equation);
      }
      variable[events] = -1;
      equation[events++] = e;
      reducedEquations.push(e);
    }
  }
  let position = 0;
  // One loop without closures: V8 keeps the loop's variables in registers only when no closure captures them.
  for (;;) {
    let v = -1;
    let e = -1;
    while (head < tail) {
      const waiting = queue[head++];
      if (pending[waiting] === 1) {
        e = waiting;
        break;
      }
    }
    if (e >= 0) {
      for (let j = offsets[e]; j < offsets[e + 1]; j++) {
        if (determined[cells[j]] === 0) {
          v = cells[j];
          break;
        }
      }
      pending[e] = USED;
    } else {
      while (position < count && determined[byColumns ? (position % rows) * columns + Math.floor(position / rows) : position]) position++;
      if (position >= count) break;
      v = byColumns ? (position % rows) * columns + Math.floor(position / rows) : position;
      freeCells.push(v);
    }
    if (events + 1 >= variable.length) {
      variable = grown(variable);
      equation = grown(equation);
    }
    variable[events] = v;
    equation[events++] = e;
    determined[v] = 1;
    // Press v is known: every equation it takes part in has one press fewer to wait for.
    for (let j = pressTable.offsets[v]; j < pressTable.offsets[v + 1]; j++) {
      const f = pressTable.cells[j];
      const left = --pending[f];
      if (left === 1) {
        queue[tail++] = f;
      } else if (left === 0) {
        if (events + 1 >= variable.length) {
          variable = grown(variable);
          equation = grown(equation);
        }
        variable[events] = -1;
        equation[events++] = f;
        reducedEquations.push(f);
      }
    }
  }
  return {
    cellCount: count,
    table,
    pressTable,
    variable: variable.subarray(0, events),
    equation: equation.subarray(0, events),
    freeCells: Int32Array.from(freeCells),
    reducedEquations: Int32Array.from(reducedEquations),
  };
}
