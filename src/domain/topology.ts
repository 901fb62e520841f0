/**
 * Which cells a press affects. Every topology with a named neighbourhood is symmetric: if a is in
 * the neighbourhood of b, b is in the neighbourhood of a; a custom offset list need not be. Pure.
 */

import { neighbourhoodCapacity, neighbourhoodInto, pressersInto, type CellRules } from './puzzleVocabulary';

/**
 * The cells a press of cell `index` (row-major) changes, each listed once (the rules are the
 * shared vocabulary's `neighbourhoodInto`: the cell itself first for the classic cross).
 */
export function neighbourhood(shape: CellRules, index: number): number[] {
  const buffer = new Int32Array(neighbourhoodCapacity(shape));
  return Array.from(buffer.subarray(0, neighbourhoodInto(shape, index, buffer)));
}

/** The cells whose press changes cell `index`: the transpose of {@link neighbourhood}. */
export function pressers(shape: CellRules, index: number): number[] {
  const buffer = new Int32Array(neighbourhoodCapacity(shape));
  return Array.from(buffer.subarray(0, pressersInto(shape, index, buffer)));
}

export { neighbourhoodCapacity, neighbourhoodInto, pressersInto, type CellRules };

/**
 * The closed neighbourhoods of every cell, flattened for fast loops: the neighbourhood of cell i
 * is `cells[offsets[i] .. offsets[i + 1])`.
 */
export interface NeighbourTable {
  readonly offsets: Int32Array;
  readonly cells: Int32Array;
}

/**
 * Builds the {@link NeighbourTable} of a board shape: row i lists the cells a press of i changes
 * (empty at a hole).
 */
export function neighbourTable(shape: CellRules): NeighbourTable {
  const count = shape.rows * shape.columns;
  const offsets = new Int32Array(count + 1);
  const lists: number[][] = [];
  let total = 0;
  for (let index = 0; index < count; index++) {
    const list = neighbourhood(shape, index);
    lists.push(list);
    total += list.length;
    offsets[index + 1] = total;
  }
  const cells = new Int32Array(total);
  lists.forEach((list, index) => cells.set(list, offsets[index]));
  return { offsets, cells };
}
