/**
 * Everything about a board shape and k that does not depend on the cell states: the chase plan,
 * the reduced system's Smith form for each prime power of k, and the kernel (quiet patterns).
 * Building it costs O(N * m) for the chase plus O(m^3) per prime power, where N is the number of
 * cells and m the number of free presses (min(rows, columns) on plain and hex boards, about twice
 * that on a torus); solving a board with it then costs O(N + m^2). Cached per shape, so hints,
 * generation and analysis that solve many boards of one shape pay for it once. Pure.
 */

import type { BoardShape } from '../../core/puzzle';
import { buildChasePlan, reducedMatrix, runChase, type ChasePlan } from './chasePlan';
import { crtIdempotent, inverseMod, isPrime, primePowers, type PrimePower } from './modular';
import { kernelGenerators, smithForm, solveWithSmithForm, type SmithForm } from './smithForm';

/** The state-independent part of solving boards of one shape over Z_k. */
export interface BoardSystem {
  readonly shape: Pick<BoardShape, 'rows' | 'columns' | 'topology' | 'states'>;
  readonly plan: ChasePlan;
  readonly parts: readonly { readonly part: PrimePower; readonly form: SmithForm; readonly idempotent: number }[];
  /**
   * Kernel generators as full press patterns over Z_k (entries 0..k-1) with their orders: every
   * quiet pattern is sum c_i g_i for exactly one choice of 0 <= c_i < order_i.
   */
  readonly kernel: readonly { readonly pattern: Uint8Array; readonly order: number }[];
  /** For prime k: a basis of the quiet patterns in reduced row echelon form (row-major cells); else null. */
  readonly quietBasis: readonly Uint8Array[] | null;
}

const cache = new Map<string, BoardSystem>();
const CACHE_SIZE = 8;

/** Empties the shape cache (benchmarks use it to time a first solve). */
export function clearBoardSystemCache(): void {
  cache.clear();
}

/** The {@link BoardSystem} of a shape, from a small least-recently-used cache. */
export function boardSystem(shape: Pick<BoardShape, 'rows' | 'columns' | 'topology' | 'states'>): BoardSystem {
  const key = `${shape.rows}x${shape.columns}:${shape.topology}:${shape.states}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const system = buildBoardSystem(shape);
  cache.set(key, system);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return system;
}

/**
 * The most work (cells x free presses, plus free presses cubed, per prime power of k) this engine
 * takes on: about 30 seconds on a 2-core machine. Larger boards get a {@link SolverLimitError}
 * instead of an unbounded wait.
 */
export const MAX_SOLVER_WORK = 1.5e9;

/** Thrown when a board is beyond {@link MAX_SOLVER_WORK}. */
export class SolverLimitError extends Error {
  override readonly name = 'SolverLimitError';
}

function checkWork(shape: Pick<BoardShape, 'rows' | 'columns' | 'topology' | 'states'>, free: number): void {
  const work = shape.rows * shape.columns * free + primePowers(shape.states).length * free ** 3;
  if (work > MAX_SOLVER_WORK) {
    throw new SolverLimitError(
      `a ${shape.rows}x${shape.columns} ${shape.topology} board with ${shape.states} states reduces to ${free} unknowns; ` +
        `solving it needs about ${work.toExponential(1)} steps, over this engine's limit of ${MAX_SOLVER_WORK.toExponential(1)}`,
    );
  }
}

function buildBoardSystem(shape: Pick<BoardShape, 'rows' | 'columns' | 'topology' | 'states'>): BoardSystem {
  const k = shape.states;
  // Checked before and after planning: the plan itself needs memory proportional to the board.
  const expectedFree = (shape.topology === 'torus' ? 2 : 1) * Math.min(shape.rows, shape.columns);
  checkWork(shape, expectedFree);
  const plan = buildChasePlan(shape);
  checkWork(shape, plan.freeCells.length);
  const matrix = reducedMatrix(plan, k);
  const parts = primePowers(k).map((part) => ({ part, form: smithForm(matrix, part), idempotent: crtIdempotent(k, part) }));
  const kernel = parts.flatMap(({ form, idempotent }) =>
    kernelGenerators(form).map((generator) => {
      const free = Array.from(generator.vector, (value) => (value * idempotent) % k);
      return { pattern: runChase(plan, k, null, free).presses, order: generator.order };
    }),
  );
  const quietBasis = isPrime(k)
    ? reducedEchelon(
        kernel.map((g) => g.pattern.slice()),
        k,
      )
    : null;
  return { shape: { rows: shape.rows, columns: shape.columns, topology: shape.topology, states: k }, plan, parts, kernel, quietBasis };
}

/**
 * A particular solution (entries 0..k-1) of the board whose right-hand side is
 * b_e = objective - state_e (mod k), or null when the board has none.
 */
export function particularSolution(system: BoardSystem, rightHandSide: ArrayLike<number>): Uint8Array | null {
  const k = system.shape.states;
  const { plan } = system;
  const residuals = runChase(plan, k, rightHandSide, null).residuals;
  const free = new Int32Array(plan.freeCells.length);
  for (const { form, idempotent } of system.parts) {
    const solution = solveWithSmithForm(form, residuals);
    if (!solution) return null;
    for (let j = 0; j < free.length; j++) free[j] = (free[j] + solution[j] * idempotent) % k;
  }
  const { presses, residuals: check } = runChase(plan, k, rightHandSide, free);
  // The chase is exact; a non-zero residual here would be a bug, never a wrong answer shown.
  if (check.some((value) => value !== 0))
    throw new Error(`internal solver: the reduced solution does not satisfy the board (${plan.freeCells.length} free presses)`);
  return presses;
}

/** Reduced row echelon form over GF(p) of the given vectors (modified in place), zero rows dropped. */
export function reducedEchelon(vectors: Uint8Array[], p: number): Uint8Array[] {
  const rows = vectors.slice();
  const length = rows.length > 0 ? rows[0].length : 0;
  let rank = 0;
  for (let column = 0; column < length && rank < rows.length; column++) {
    const pivot = rows.findIndex((row, index) => index >= rank && row[column] !== 0);
    if (pivot < 0) continue;
    [rows[rank], rows[pivot]] = [rows[pivot], rows[rank]];
    const lead = rows[rank];
    const inverse = inverseMod(lead[column], p);
    for (let j = 0; j < length; j++) lead[j] = (lead[j] * inverse) % p;
    for (let i = 0; i < rows.length; i++) {
      if (i === rank || rows[i][column] === 0) continue;
      const factor = rows[i][column];
      const row = rows[i];
      for (let j = 0; j < length; j++) if (lead[j] !== 0) row[j] = (row[j] + (p - factor) * lead[j]) % p;
    }
    rank++;
  }
  return rows.slice(0, rank);
}
