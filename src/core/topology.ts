/**
 * Which cells a press affects. Every topology's neighbour relation is symmetric: if a is in the
 * neighbourhood of b, b is in the neighbourhood of a. Pure.
 */

import { MAX_NEIGHBOURHOOD, neighbourhoodInto } from '../shared/puzzleVocabulary';
import type { BoardShape } from './puzzle';

/**
 * The closed neighbourhood of cell `index` (row-major): the cell itself first, then its
 * neighbours, each listed once (the rules are the shared vocabulary's `neighbourhoodInto`).
 */
export function neighbourhood(shape: Pick<BoardShape, 'rows' | 'columns' | 'topology'>, index: number): number[] {
  const buffer = new Int32Array(MAX_NEIGHBOURHOOD);
  return Array.from(buffer.subarray(0, neighbourhoodInto(shape, index, buffer)));
}

export { neighbourhoodInto };

/**
 * The closed neighbourhoods of every cell, flattened for fast loops: the neighbourhood of cell i
 * is `cells[offsets[i] .. offsets[i + 1])`.
 */
export interface NeighbourTable {
  readonly offsets: Int32Array;
  readonly cells: Int32Array;
}

/** Builds the {@link NeighbourTable} of a board shape. */
export function neighbourTable(shape: Pick<BoardShape, 'rows' | 'columns' | 'topology'>): NeighbourTable {
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
