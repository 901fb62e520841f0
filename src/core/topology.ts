/**
 * Which cells a press affects. Every topology's neighbour relation is symmetric: if a is in the
 * neighbourhood of b, b is in the neighbourhood of a. Pure.
 */

import type { BoardShape } from './puzzle';

/**
 * The closed neighbourhood of cell `index` (row-major): the cell itself first, then its
 * neighbours, each listed once.
 *
 * - `plain`: the 4 orthogonal neighbours that lie on the board.
 * - `torus`: the 4 orthogonal neighbours with wrap-around; on boards 1 or 2 wide a cell can be its
 *   own or a repeated neighbour, and is counted once.
 * - `hex`: offset rows ("odd-r", odd rows sit half a cell to the right): (r, c-1), (r, c+1), and for
 *   even r (r-1, c-1), (r-1, c), (r+1, c-1), (r+1, c); for odd r (r-1, c), (r-1, c+1), (r+1, c),
 *   (r+1, c+1); those outside the board are dropped.
 */
export function neighbourhood(shape: Pick<BoardShape, 'rows' | 'columns' | 'topology'>, index: number): number[] {
  const buffer = new Int32Array(7);
  return Array.from(buffer.subarray(0, neighbourhoodInto(shape, index, buffer)));
}

/**
 * The closed neighbourhood of cell `index` written into `out` (at least 7 long), without
 * allocating; returns how many cells it wrote. Same order and rules as {@link neighbourhood}.
 */
export function neighbourhoodInto(shape: Pick<BoardShape, 'rows' | 'columns' | 'topology'>, index: number, out: Int32Array): number {
  const { rows, columns, topology } = shape;
  const r = Math.floor(index / columns);
  const c = index - r * columns;
  out[0] = index;
  let count = 1;
  const add = (row: number, col: number): void => {
    if (topology === 'torus') {
      row = (row + rows) % rows;
      col = (col + columns) % columns;
    } else if (row < 0 || row >= rows || col < 0 || col >= columns) {
      return;
    }
    const cell = row * columns + col;
    for (let i = 0; i < count; i++) if (out[i] === cell) return;
    out[count++] = cell;
  };
  if (topology === 'hex') {
    const shift = r % 2 === 0 ? -1 : 0;
    add(r, c - 1);
    add(r, c + 1);
    add(r - 1, c + shift);
    add(r - 1, c + shift + 1);
    add(r + 1, c + shift);
    add(r + 1, c + shift + 1);
  } else {
    add(r - 1, c);
    add(r, c - 1);
    add(r, c + 1);
    add(r + 1, c);
  }
  return count;
}

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
