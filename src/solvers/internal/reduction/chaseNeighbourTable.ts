/**
 * The neighbour table the light chase walks, built for boards of millions of cells: the same
 * {@link NeighbourTable} as {@link neighbourTable} (same cells, same order, from the
 * same rules in the shared vocabulary), written straight into flat typed arrays instead of through
 * one JavaScript array per cell.
 *
 * Every topology's rule is the same along a row away from its two ends: a cell's neighbours lie in
 * the columns next to it and which ones depends only on the row (hex: its parity; torus: the
 * wrapping rows), so for columns 2 .. C-2 the neighbourhood is column 1's shifted right. The ends
 * and column 1 come from the vocabulary's `neighbourhoodInto` itself. Pure.
 */

import type { BoardShape } from '../../../core/puzzle';
import {
  type CellRules,
  MAX_NEIGHBOURHOOD,
  neighbourhoodCapacity,
  neighbourhoodInto,
  type NeighbourTable,
  pressersInto,
  type Topology,
} from '../../../domain/topology';

/** Whether the topology's neighbourhoods repeat along a row away from its two ends. */
function repeatsAlongRows(topology: Topology): boolean {
  switch (topology) {
    case 'plain':
    case 'torus':
    case 'hex':
      return true;
    default: {
      const unknown: never = topology;
      throw new Error(`unknown topology ${String(unknown)}`);
    }
  }
}

/** Builds the closed neighbourhood of every cell (row-major), equal to `neighbourTable(shape)`. */
export function chaseNeighbourTable(shape: Pick<BoardShape, 'rows' | 'columns' | 'topology'>): NeighbourTable {
  const { rows, columns } = shape;
  const count = rows * columns;
  const offsets = new Int32Array(count + 1);
  const neighbours = new Int32Array(MAX_NEIGHBOURHOOD);
  let cells = new Int32Array(count * MAX_NEIGHBOURHOOD);
  let total = 0;
  const repeats = columns >= 3 && repeatsAlongRows(shape.topology);
  // Plain loops, no closures: V8 keeps a loop's variables in registers only when no closure captures them.
  for (let index = 0; index < count; index++) {
    const column = index % columns;
    let size: number;
    if (repeats && column > 1 && column < columns - 1) {
      // Column 1's neighbourhood, already in the table, shifted right.
      const shift = column - 1;
      const template = offsets[index - shift];
      size = offsets[index - shift + 1] - template;
      for (let j = 0; j < size; j++) cells[total + j] = cells[template + j] + shift;
    } else {
      size = neighbourhoodInto(shape, index, neighbours);
      for (let j = 0; j < size; j++) cells[total + j] = neighbours[j];
    }
    total += size;
    offsets[index + 1] = total;
  }
  // Hex boards fill nearly all of the room; plain and torus boards leave two sevenths unused.
  if (total < cells.length - (cells.length >>> 4)) cells = cells.slice(0, total);
  else cells = cells.subarray(0, total);
  return { offsets, cells };
}

/**
 * The two tables of a board of any rules (neighbourhood, holes): `presses` row j lists the cells a
 * press of j changes (`neighbourhoodInto`), `equations` row i the presses that change cell i
 * (`pressersInto`), the variables of cell i's equation. Both rows are empty at a hole. For a
 * symmetric neighbourhood the two are the same table (one object).
 */
export function ruleTables(rules: CellRules, symmetric: boolean): { readonly equations: NeighbourTable; readonly presses: NeighbourTable } {
  const presses = tableOf(rules, neighbourhoodInto);
  return { presses, equations: symmetric ? presses : tableOf(rules, pressersInto) };
}

function tableOf(rules: CellRules, fill: (rules: CellRules, index: number, out: Int32Array) => number): NeighbourTable {
  const count = rules.rows * rules.columns;
  const capacity = neighbourhoodCapacity(rules);
  const offsets = new Int32Array(count + 1);
  const buffer = new Int32Array(capacity);
  let cells = new Int32Array(count * capacity);
  let total = 0;
  for (let index = 0; index < count; index++) {
    const size = fill(rules, index, buffer);
    for (let j = 0; j < size; j++) cells[total + j] = buffer[j];
    total += size;
    offsets[index + 1] = total;
  }
  cells = cells.slice(0, total);
  return { offsets, cells };
}

const largestNeighbourhoods = new WeakMap<NeighbourTable, number>();

/** The size of the table's largest closed neighbourhood (remembered per table). */
export function largestNeighbourhood(table: NeighbourTable): number {
  let largest = largestNeighbourhoods.get(table);
  if (largest === undefined) {
    const { offsets } = table;
    largest = 0;
    for (let cell = 0; cell + 1 < offsets.length; cell++) largest = Math.max(largest, offsets[cell + 1] - offsets[cell]);
    largestNeighbourhoods.set(table, largest);
  }
  return largest;
}
