/**
 * Light chasing, generalised. Pressing pattern x solves a board when, for every cell e,
 * the presses in e's closed neighbourhood N[e] add up to b_e = objective - state_e (mod k).
 * Every coefficient is 1, so an equation whose neighbourhood holds only one undetermined press
 * determines that press. Starting from a few free presses (the first row or the first column,
 * whichever is shorter), repeatedly using such equations ("peeling") determines every other press
 * as an affine function of the free ones; this is the seed's first-row chase for plain boards,
 * and it works unchanged for hex boards (each equation is processed once its other presses are
 * known) and for torus boards (which need two rows free). When peeling stalls, the next
 * undetermined press becomes free, so the plan exists for every shape.
 *
 * The equations that determined nothing (as many as there are free presses) form the reduced
 * system in the free presses only. The plan depends on the board's rows, columns and topology,
 * never on k or on the cell states. Pure.
 */

import type { BoardShape } from '../../core/puzzle';
import { neighbourTable, type NeighbourTable } from '../../core/topology';

/**
 * The order in which presses are determined. Event i is one of:
 * - free press: `variable[i] = v`, `equation[i] = -1`;
 * - press v determined by equation e: `variable[i] = v`, `equation[i] = e`;
 * - equation e of the reduced system, all of whose presses are now known: `variable[i] = -1`,
 *   `equation[i] = e`.
 */
export interface ChasePlan {
  readonly cellCount: number;
  readonly table: NeighbourTable;
  readonly variable: Int32Array;
  readonly equation: Int32Array;
  /** The free presses (cell indices) in the order they became free. */
  readonly freeCells: Int32Array;
  /** The equations of the reduced system (cell indices) in the order they completed. */
  readonly reducedEquations: Int32Array;
}

type Orientation = 'rows' | 'columns';

/** Builds the plan with the fewest free presses among chasing down the rows or along the columns. */
export function buildChasePlan(shape: Pick<BoardShape, 'rows' | 'columns' | 'topology'>): ChasePlan {
  const table = neighbourTable(shape);
  const byRows = peel(shape, table, 'rows');
  if (shape.rows === 1 && shape.columns === 1) return byRows;
  const byColumns = peel(shape, table, 'columns');
  return byColumns.freeCells.length < byRows.freeCells.length ? byColumns : byRows;
}

function peel(shape: Pick<BoardShape, 'rows' | 'columns'>, table: NeighbourTable, orientation: Orientation): ChasePlan {
  const { rows, columns } = shape;
  const count = rows * columns;
  const { offsets, cells } = table;
  // Undetermined presses in each equation's neighbourhood.
  const pending = new Int32Array(count);
  for (let e = 0; e < count; e++) pending[e] = offsets[e + 1] - offsets[e];
  const determined = new Uint8Array(count);
  const used = new Uint8Array(count);
  const variable = new Int32Array(2 * count);
  const equation = new Int32Array(2 * count);
  const freeCells: number[] = [];
  const reducedEquations: number[] = [];
  let events = 0;
  const queue = new Int32Array(count + 1);
  let head = 0;
  let tail = 0;

  const settle = (v: number): void => {
    determined[v] = 1;
    for (let j = offsets[v]; j < offsets[v + 1]; j++) {
      const f = cells[j];
      const left = --pending[f];
      if (used[f]) continue;
      if (left === 1) {
        queue[tail++] = f;
      } else if (left === 0) {
        variable[events] = -1;
        equation[events++] = f;
        reducedEquations.push(f);
      }
    }
  };
  const makeFree = (v: number): void => {
    variable[events] = v;
    equation[events++] = -1;
    freeCells.push(v);
    settle(v);
  };
  // Cells in the order the orientation visits them: row-major or column-major.
  const cellAt = (position: number): number => (orientation === 'rows' ? position : (position % rows) * columns + Math.floor(position / rows));
  const firstLine = orientation === 'rows' ? columns : rows;
  for (let position = 0; position < firstLine; position++) makeFree(cellAt(position));

  let nextCandidate = firstLine;
  for (;;) {
    while (head < tail) {
      const e = queue[head++];
      if (used[e] || pending[e] !== 1) continue;
      let v = -1;
      for (let j = offsets[e]; j < offsets[e + 1]; j++) {
        if (!determined[cells[j]]) {
          v = cells[j];
          break;
        }
      }
      used[e] = 1;
      variable[events] = v;
      equation[events++] = e;
      settle(v);
    }
    while (nextCandidate < count && determined[cellAt(nextCandidate)]) nextCandidate++;
    if (nextCandidate >= count) break;
    makeFree(cellAt(nextCandidate));
  }
  return {
    cellCount: count,
    table,
    variable: variable.slice(0, events),
    equation: equation.slice(0, events),
    freeCells: Int32Array.from(freeCells),
    reducedEquations: Int32Array.from(reducedEquations),
  };
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
  let freeIndex = 0;
  let reducedIndex = 0;
  for (let i = 0; i < plan.variable.length; i++) {
    const v = plan.variable[i];
    const e = plan.equation[i];
    if (e < 0) {
      presses[v] = freeValues ? ((freeValues[freeIndex] % k) + k) % k : 0;
      freeIndex++;
      continue;
    }
    // sum of known presses in N[e] except v; v's own entry is still 0 when v >= 0.
    let sum = 0;
    for (let j = offsets[e]; j < offsets[e + 1]; j++) sum += presses[cells[j]];
    const target = rightHandSide ? rightHandSide[e] : 0;
    const value = (((target - sum) % k) + k) % k;
    if (v >= 0) presses[v] = value;
    else residuals[reducedIndex++] = value;
  }
  return { presses, residuals };
}

/**
 * The reduced system's coefficient matrix over Z_k: row i is reduced equation i, column j free
 * press j; entry = coefficient of free press j in (sum of presses in N[e]) as functions of the free
 * presses. Along with {@link runChase} (whose residuals give the constant terms), a press pattern
 * solves the board exactly when its free part f satisfies matrix * f = residuals(0).
 *
 * Works in memory proportional to the chase's frontier: each press's coefficient vector is kept
 * only until every equation that reads it has been processed.
 */
export function reducedMatrix(plan: ChasePlan, k: number): Uint8Array[] {
  const { offsets, cells } = plan.table;
  const width = plan.freeCells.length;
  const vectors: (Uint8Array | undefined)[] = new Array(plan.cellCount);
  const readersLeft = new Int32Array(plan.cellCount);
  for (let v = 0; v < plan.cellCount; v++) readersLeft[v] = offsets[v + 1] - offsets[v];
  const pool: Uint8Array[] = [];
  const take = (): Uint8Array => pool.pop() ?? new Uint8Array(width);
  const accumulator = new Int32Array(width);
  const rows: Uint8Array[] = [];
  let freeIndex = 0;
  for (let i = 0; i < plan.variable.length; i++) {
    const v = plan.variable[i];
    const e = plan.equation[i];
    if (e < 0) {
      const vector = take().fill(0);
      vector[freeIndex++] = 1;
      vectors[v] = vector;
      continue;
    }
    accumulator.fill(0);
    for (let j = offsets[e]; j < offsets[e + 1]; j++) {
      const u = cells[j];
      if (u === v) continue;
      const vector = vectors[u] as Uint8Array;
      for (let t = 0; t < width; t++) accumulator[t] += vector[t];
    }
    const result = v >= 0 ? take() : new Uint8Array(width);
    // v = b_e - sum of the others; the reduced row is the sum itself.
    for (let t = 0; t < width; t++) {
      const sum = accumulator[t] % k;
      result[t] = v >= 0 ? (sum === 0 ? 0 : k - sum) : sum;
    }
    if (v >= 0) vectors[v] = result;
    else rows.push(result);
    for (let j = offsets[e]; j < offsets[e + 1]; j++) {
      const u = cells[j];
      if (--readersLeft[u] === 0) {
        pool.push(vectors[u] as Uint8Array);
        vectors[u] = undefined;
      }
    }
  }
  return rows;
}
