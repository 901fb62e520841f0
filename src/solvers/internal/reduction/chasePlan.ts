/**
 * Light chasing, generalised. Pressing pattern x solves a board when, for every cell e,
 * the presses in e's closed neighbourhood N[e] add up to b_e = objective - state_e (mod k).
 * Every coefficient is 1, so an equation whose neighbourhood holds only one undetermined press
 * determines that press. Starting from a few free presses (the first row or the first column,
 * whichever is shorter), repeatedly using such equations ("peeling") determines every other press
 * as an affine function of the free ones; this is the classic first-row chase for plain boards,
 * and it works unchanged for hex boards (each equation is processed once its other presses are
 * known) and for torus boards (which need two rows free). When peeling stalls, the next
 * undetermined press becomes free, so the plan exists for every shape.
 *
 * The equations that determined nothing (as many as there are free presses) form the reduced
 * system in the free presses only. The plan depends on the board's rows, columns and topology
 * (or, through {@link buildChasePlanFromTable}, any symmetric neighbour table), never on k or on
 * the cell states. The reduced system's matrix comes from the symbolic chase ({@link chaseSymbolically}):
 * {@link reducedMatrix} over Z_k, {@link reducedBinaryMatrix} bit-packed over GF(2). Pure.
 */

import type { BoardShape } from '../../../core/puzzle';
import type { CellRules, NeighbourTable } from '../../../domain/topology';
import { symmetricRules } from '../systemRules';
import { chaseNeighbourTable, largestNeighbourhood, ruleTables } from './chaseNeighbourTable';

/**
 * The order in which presses are determined. Event i is one of:
 * - free press: `variable[i] = v`, `equation[i] = -1`;
 * - press v determined by equation e: `variable[i] = v`, `equation[i] = e`;
 * - equation e of the reduced system, all of whose presses are now known: `variable[i] = -1`,
 *   `equation[i] = e`.
 */
export interface ChasePlan {
  readonly cellCount: number;
  /** Row e: the presses in cell e's equation (the cells whose press changes e). */
  readonly table: NeighbourTable;
  /**
   * Row v: the equations press v appears in (the cells a press of v changes); the same object as
   * `table` for symmetric neighbourhoods. Holes have empty rows in both and take part in no event.
   */
  readonly pressTable: NeighbourTable;
  readonly variable: Int32Array;
  readonly equation: Int32Array;
  /** The free presses (cell indices) in the order they became free. */
  readonly freeCells: Int32Array;
  /** The equations of the reduced system (cell indices) in the order they completed. */
  readonly reducedEquations: Int32Array;
}

/** The order in which cells are freed: row-major (`'rows'`, the first line a row) or column-major. */
export type Orientation = 'rows' | 'columns';

/**
 * Builds the plan with the fewest free presses among chasing down the rows or along the columns
 * (the rows on a tie).
 */
export function buildChasePlan(shape: Pick<BoardShape, 'rows' | 'columns' | 'topology'>): ChasePlan {
  return buildChasePlanFromTable(shape, chaseNeighbourTable(shape));
}

/**
 * The same for any neighbour relation on a rows x columns grid (cell = row * columns + column):
 * `table` lists each cell's closed neighbourhood, each cell once, and must be symmetric (a in
 * N[b] exactly when b in N[a]), as for the press matrix of any Lights Out variant. The
 * orientation whose first line is shorter is peeled first; the other is peeled only when it could
 * still need fewer free presses, since a plan frees at least its first line.
 */
export function buildChasePlanFromTable(shape: Pick<BoardShape, 'rows' | 'columns'>, table: NeighbourTable): ChasePlan {
  if (shape.columns <= shape.rows) {
    const byRows = peelChasePlan(shape, table, table, null, 'rows', true);
    if (byRows.freeCells.length <= shape.rows) return byRows;
    const byColumns = peelChasePlan(shape, table, table, null, 'columns', true);
    return byColumns.freeCells.length < byRows.freeCells.length ? byColumns : byRows;
  }
  const byColumns = peelChasePlan(shape, table, table, null, 'columns', true);
  if (byColumns.freeCells.length < shape.columns) return byColumns;
  const byRows = peelChasePlan(shape, table, table, null, 'rows', true);
  return byColumns.freeCells.length < byRows.freeCells.length ? byColumns : byRows;
}

/**
 * Peels one plan; the loop shared by classic boards ({@link buildChasePlanFromTable}) and boards
 * of any rules ({@link buildRulesChasePlan}). `equations` row e lists the presses in cell e's equation,
 * `presses` row v the equations press v takes part in (pass the same table twice for a symmetric
 * relation). A cell with `holes[cell] !== 0` has no press and no equation: it is determined from
 * the start and takes part in no event. With `freeFirstLine` the first row (or column, for
 * `'columns'`) is freed before anything is peeled, as the classic chase does; without it, an
 * equation waiting for one press from the start is peeled at once and one with no presses at all
 * is a reduced equation from the start (a board with holes takes this form: its first line might
 * hold a hole, which has no press to free). Whenever no equation waits for exactly one press, the
 * next undetermined cell in the orientation's order (row-major or column-major) becomes free.
 */
export function peelChasePlan(
  shape: Pick<BoardShape, 'rows' | 'columns'>,
  equations: NeighbourTable,
  presses: NeighbourTable,
  holes: ArrayLike<number> | null | undefined,
  orientation: Orientation,
  freeFirstLine: boolean,
): ChasePlan {
  const { rows, columns } = shape;
  const count = rows * columns;
  const { offsets, cells } = equations;
  const pressOffsets = presses.offsets;
  const pressCells = presses.cells;
  const byColumns = orientation === 'columns';
  // Undetermined presses in each equation; USED once the equation has been processed (and at holes, which have none).
  const pending = new Int32Array(count);
  const determined = new Uint8Array(count);
  // Every press is one event, every reduced equation one more: about a line or two of those.
  const room = count + 2 * Math.max(rows, columns) + 64;
  let variable: Int32Array = new Int32Array(room);
  let equation: Int32Array = new Int32Array(room);
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
    const size = offsets[e + 1] - offsets[e];
    pending[e] = size;
    // The classic chase frees its first line before it reads any equation, so its plan takes no equation up front.
    if (freeFirstLine) continue;
    if (size === 1) queue[tail++] = e;
    else if (size === 0) {
      variable[events] = -1;
      equation[events++] = e;
      reducedEquations.push(e);
    }
  }

  const firstLine = freeFirstLine ? (byColumns ? rows : columns) : 0;
  let position = 0;

  // One loop without closures: V8 keeps the loop's variables in registers only when no closure captures them.
  for (;;) {
    let v = -1;
    let e = -1;
    // The first line is free; then every equation waiting for one press determines it; when none is, the next cell becomes free.
    if (position < firstLine) {
      v = byColumns ? position * columns : position;
      position++;
    } else {
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
        // Cells in the order the orientation visits them: row-major or column-major.
        while (position < count && determined[byColumns ? (position % rows) * columns + Math.floor(position / rows) : position]) position++;
        if (position >= count) break;
        v = byColumns ? (position % rows) * columns + Math.floor(position / rows) : position;
      }
    }
    if (e < 0) freeCells.push(v);
    if (events + 1 >= variable.length) {
      variable = grown(variable);
      equation = grown(equation);
    }
    variable[events] = v;
    equation[events++] = e;
    // Press v is known: every equation it takes part in has one press fewer to wait for.
    determined[v] = 1;
    for (let j = pressOffsets[v]; j < pressOffsets[v + 1]; j++) {
      const f = pressCells[j];
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
    table: equations,
    pressTable: presses,
    variable: variable.subarray(0, events),
    equation: equation.subarray(0, events),
    freeCells: Int32Array.from(freeCells),
    reducedEquations: Int32Array.from(reducedEquations),
  };
}

/** Marks a processed equation: far enough below zero that later decrements never reach 1 or 0. */
const USED = -(1 << 30);

/** The events array at twice its length, its entries kept. */
function grown(events: Int32Array): Int32Array {
  const larger = new Int32Array(2 * events.length);
  larger.set(events);
  return larger;
}

/**
 * Runs the chase numerically over Z_k: given the right-hand sides b (one per cell; pass null for
 * all zeros, the homogeneous chase) and values for the free presses, returns the full press
 * pattern (each 0..k-1) and the residual of each reduced equation (0 everywhere exactly when the
 * pattern solves the system).
 */
export function runChase(
  plan: ChasePlan,
  k: number,
  rightHandSide: ArrayLike<number> | null,
  freeValues: ArrayLike<number> | null,
): { presses: Uint8Array; residuals: Int32Array } {
  const { offsets, cells } = plan.table;
  const presses = new Uint8Array(plan.cellCount);
  const residuals = new Int32Array(plan.reducedEquations.length);
  // (target - sum) mod k = modulo[target + shift - sum] for 0 <= target < k and 0 <= sum <= shift.
  const shift = k * largestNeighbourhood(plan.table);
  const modulo = new Uint8Array(shift + k);
  for (let x = 0; x < modulo.length; x++) modulo[x] = x % k;
  let freeIndex = 0;
  let reducedIndex = 0;
  const { variable, equation } = plan;
  for (let i = 0; i < variable.length; i++) {
    const v = variable[i];
    const e = equation[i];
    if (e < 0) {
      presses[v] = freeValues ? ((freeValues[freeIndex] % k) + k) % k : 0;
      freeIndex++;
      continue;
    }
    // sum of known presses in N[e] except v; v's own entry is still 0 when v >= 0.
    let sum = 0;
    for (let j = offsets[e]; j < offsets[e + 1]; j++) sum += presses[cells[j]];
    const target = rightHandSide ? rightHandSide[e] : 0;
    const index = target + shift - sum;
    const value = target >= 0 && target < k ? modulo[index] : (((target - sum) % k) + k) % k;
    if (v >= 0) presses[v] = value;
    else residuals[reducedIndex++] = value;
  }
  return { presses, residuals };
}

/**
 * The chase plan of a board of any rules: holes, any neighbourhood, symmetric or
 * not. The equation of cell i sums the presses that change i (`pressersInto`); a press of j takes
 * part in the equations of the cells it changes (`neighbourhoodInto`). The two tables differ for
 * an asymmetric neighbourhood, so pending counts are decremented through the press table while
 * equations are summed through the equation table. A hole has no press and no equation: it is
 * determined (as 0) from the start and never freed. An equation with no presses at all (say the
 * left column under the list [[0, 1]]) is a reduced equation from the start.
 *
 * Peeling ({@link peelChasePlan}, without a first line freed up front) interleaves freeing
 * and determining: whenever no equation waits for exactly one press, the next undetermined cell
 * in row-major (or column-major) order becomes free. Both orders are tried and the one with fewer
 * free presses is kept.
 *
 * Returns the plan with the fewer free presses of chasing in row-major or column-major order
 * (row-major on a tie).
 */
export function buildRulesChasePlan(rules: CellRules): ChasePlan {
  const symmetric = symmetricRules(rules);
  const { equations, presses } = ruleTables(rules, symmetric);
  const byRows = peelChasePlan(rules, equations, presses, rules.holes, 'rows', false);
  if (byRows.freeCells.length === 0) return byRows;
  const byColumns = peelChasePlan(rules, equations, presses, rules.holes, 'columns', false);
  return byColumns.freeCells.length < byRows.freeCells.length ? byColumns : byRows;
}
