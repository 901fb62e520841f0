/**
 * A board shape seen as the analysis sees it: only the cells that are part of the board (holes
 * left out), numbered 0..n-1 in row-major order, with the cells each press changes and the state
 * each cell must reach. A board with h holes of N cells has n = N - h cells and k^n states; state
 * numbers ({@link stateNumber}) count these cells only, so a board without holes keeps the usual
 * numbering of the breadth-first search. Pure.
 */

import { cellTarget, checkShape, isHole, type BoardShape } from '../core/puzzle';
import { neighbourhood, neighbourhoodKey } from '../domain/topology';

/** The cells of a board shape that are part of the board, and how presses change them. */
export interface CompactBoard {
  readonly shape: BoardShape;
  /** n, the cells that are not holes. */
  readonly cells: number;
  /** Compact cell j is row-major cell `boardCells[j]`. */
  readonly boardCells: Int32Array;
  /** Row-major cell i is compact cell `compactIndex[i]`, or -1 at a hole. */
  readonly compactIndex: Int32Array;
  /** A press of compact cell j changes compact cells `changes[offsets[j] .. offsets[j + 1])`, each once. */
  readonly offsets: Int32Array;
  readonly changes: Int32Array;
  /** The state compact cell j must reach (its target, or the objective). */
  readonly target: Uint8Array;
}

/** The {@link CompactBoard} of a valid shape. */
export function compactBoard(shape: BoardShape): CompactBoard {
  checkShape(shape);
  const all = shape.rows * shape.columns;
  const compactIndex = new Int32Array(all).fill(-1);
  const cells: number[] = [];
  for (let index = 0; index < all; index++) {
    if (isHole(shape, index)) continue;
    compactIndex[index] = cells.length;
    cells.push(index);
  }
  const offsets = new Int32Array(cells.length + 1);
  const lists = cells.map((index) => neighbourhood(shape, index).map((other) => compactIndex[other]));
  lists.forEach((list, j) => (offsets[j + 1] = offsets[j] + list.length));
  const changes = new Int32Array(offsets[cells.length]);
  lists.forEach((list, j) => changes.set(list, offsets[j]));
  const target = Uint8Array.from(cells, (index) => cellTarget(shape, index));
  return { shape, cells: cells.length, boardCells: Int32Array.from(cells), compactIndex, offsets, changes, target };
}

/** The states of the board's cells (compact order) from a row-major grid. */
export function compactGrid(board: CompactBoard, grid: ArrayLike<number>): Uint8Array {
  return Uint8Array.from(board.boardCells, (index) => grid[index]);
}

/** A row-major grid (0 at holes) from values in compact order. */
export function fullGrid(board: CompactBoard, values: ArrayLike<number>): Uint8Array {
  const grid = new Uint8Array(board.shape.rows * board.shape.columns);
  board.boardCells.forEach((index, j) => (grid[index] = values[j]));
  return grid;
}

/**
 * A text that tells board shapes apart for caches and seeds: size, topology, states, the
 * neighbourhood's canonical key and the holes (the objective and target are not part of it).
 * A shape with the cross neighbourhood and no holes has just its size, topology and states.
 */
export function shapeKey(shape: Pick<BoardShape, 'rows' | 'columns' | 'states' | 'topology' | 'neighbourhood' | 'holes'>): string {
  let key = `${shape.rows}x${shape.columns}:${shape.topology}:${shape.states}`;
  if (shape.neighbourhood !== undefined && neighbourhoodKey(shape.neighbourhood) !== 'cross') key += `:${neighbourhoodKey(shape.neighbourhood)}`;
  if (shape.holes && shape.holes.includes(1)) {
    const holes: number[] = [];
    shape.holes.forEach((hole, index) => {
      if (hole) holes.push(index);
    });
    key += `:holes ${holes.join(',')}`;
  }
  return key;
}
