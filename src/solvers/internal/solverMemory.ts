/**
 * The memory a solve of the internal engine needs, estimated from the board's shape before any
 * work, and the budget it must fit. The budget is a constant so that a board is solved or
 * refused the same way on every machine: 8 GiB, what a current desktop can spare for one solve
 * (every typed array of the engine also stays under Node's limit of 2^32 elements). A board over
 * it gets a {@link SolverMemoryError} naming its size and the memory it would need. Pure.
 */

import { isClassicBoard, type BoardShape } from '../../core/puzzle';
import * as l10n from '../../domain/l10n';
import { neighbourhoodOffsets } from '../../domain/topology';
import { topologyLabel } from '../../domain/vocabularyWords';
import { SolverMemoryError } from '../types';
import { primePowers } from './arithmetic/modular';
import { hexPolynomialShape } from './polynomial/hexPolynomialPart';

/** The most memory a solve may plan to use: 8 GiB. */
export const SOLVER_MEMORY_BUDGET_BYTES = 8 * 2 ** 30;

/** Bytes per cell of the general chase plan (neighbour table, event order, bookkeeping). */
const CHASE_PLAN_BYTES_PER_CELL = 56;

/** Bytes as "123 MB" or "9.1 GB" (decimal units, as people read them). */
export function describeBytes(bytes: number): string {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(1)} GB`;
  return `${Math.max(1, Math.round(bytes / 1e6))} MB`;
}

/**
 * An upper estimate of the bytes a solve of this shape holds at its peak: the board-sized arrays
 * (the board, patterns per prime-power part, the chase) plus, per part, the larger of its
 * polynomial tables or its reduced matrix with that matrix's elimination.
 */
export function solverMemoryEstimate(shape: Pick<BoardShape, 'rows' | 'columns' | 'topology' | 'states' | 'neighbourhood' | 'holes'>): number {
  const cells = shape.rows * shape.columns;
  const n = Math.min(shape.rows, shape.columns);
  const powers = primePowers(shape.states);
  if (!isClassicBoard({ ...shape, objective: 0 })) return rulesEstimate(shape, cells, n, powers.length);
  const bigTorus = shape.topology === 'torus' && n >= 3;
  // The structured chases (plain, torus) work in Int32 rows of the board; the general one has its plan.
  const chaseBytes = shape.topology === 'plain' || bigTorus ? 6 * cells : CHASE_PLAN_BYTES_PER_CELL * cells;
  const free = shape.topology === 'torus' ? 2 * n : n;
  let partPeak = 0;
  for (const part of powers) {
    let bytes: number;
    // The polynomial paths hold board-sized bytes (the packed board, the presses) and rows of n; the GF(2) plain one its n x n bits.
    if (part.exponent === 1 && shape.topology === 'plain') bytes = part.prime === 2 ? (n * n) / 8 + 3 * cells : 6 * cells + 64 * n;
    else if (part.exponent === 1 && bigTorus) bytes = 6 * cells + 64 * n;
    // The hex column chase (hexPolynomialShape) holds b and the presses in its layout (bits for
    // GF(2), bytes otherwise) and the presses row-major, and ring elements of rows + 1 terms. (It
    // gives a shape up to the general chase only past thousands of quiet patterns, which no
    // estimate before the work can foresee.)
    else if (part.exponent === 1 && shape.topology === 'hex' && hexPolynomialShape(shape.rows, shape.columns))
      bytes = (part.prime === 2 ? cells / 4 + cells : 3 * cells) + 64 * (shape.rows + 1);
    else {
      // The reduced matrix over Z_q and over the product of the parts, its elimination mod p, the lifted kernel.
      const elimination = part.prime === 2 ? (free * free) / 8 : 4 * free * free;
      bytes = chaseBytes + 3 * free * free + elimination;
    }
    partPeak = Math.max(partPeak, bytes);
  }
  return partPeak + cells * (powers.length + 3);
}

/**
 * The same for a board with holes or another neighbourhood (the rules chase): two neighbour tables
 * of 4 bytes per entry beside the plan, and vectors over the free presses of about as many lines
 * of the shorter side as the neighbourhood spans (the eliminating chase keeps only the lines in use).
 */
function rulesEstimate(shape: Pick<BoardShape, 'topology' | 'neighbourhood'>, cells: number, n: number, parts: number): number {
  const offsets = neighbourhoodOffsets(shape.neighbourhood);
  const rows = offsets.map(([row]) => row);
  const columns = offsets.map(([, column]) => column);
  const span = offsets.length === 0 ? 1 : Math.max(Math.max(...rows) - Math.min(...rows), Math.max(...columns) - Math.min(...columns), 1);
  const free = (shape.topology === 'torus' ? 2 : 1) * span * n;
  const tables = 8 * Math.max(offsets.length, 7) * cells;
  return CHASE_PLAN_BYTES_PER_CELL * cells + tables + 8 * free * free + cells * (parts + 3);
}

/** Throws a {@link SolverMemoryError} when the shape's estimate is over {@link SOLVER_MEMORY_BUDGET_BYTES}. */
export function checkSolverMemory(shape: Pick<BoardShape, 'rows' | 'columns' | 'topology' | 'states' | 'neighbourhood' | 'holes'>): void {
  const bytes = solverMemoryEstimate(shape);
  if (bytes <= SOLVER_MEMORY_BUDGET_BYTES) return;
  throw new SolverMemoryError(
    l10n.t(
      'a {0}x{1} {2} board with {3} states needs about {4} to solve; the internal engine plans with at most {5}',
      shape.rows,
      shape.columns,
      topologyLabel(shape.topology),
      shape.states,
      describeBytes(bytes),
      describeBytes(SOLVER_MEMORY_BUDGET_BYTES),
    ),
    bytes,
  );
}
