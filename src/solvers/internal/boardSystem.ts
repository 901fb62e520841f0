/**
 * Everything about a board shape and k that does not depend on the cell states: one
 * {@link PrimePowerPart} per prime power q = p^e of k, joined by the Chinese remainder theorem
 * (a solution over Z_k is sum e_q x_q, with e_q the idempotent that is 1 mod q and 0 mod k / q).
 * Each part takes the fastest exact method for its shape:
 * - plain boards, e = 1: the polynomial method ({@link binaryPlainPart}, {@link primePlainPart}), O(N + n^2);
 * - torus boards with both sides at least 3, e = 1: the 2 x 2 polynomial system
 *   ({@link torusPolynomialPart}), O(N + n^2) (bit-packed for p = 2: O((N + n^2) / 32) word operations);
 *   e > 1: the same system over Z_(p^e), lifted from its GF(p) diagonalisation ({@link torusPrimePowerPart}),
 *   O(N + n^2 + n d + d^3) with d the nullity mod p;
 * - hex boards up to 64 times taller than wide, e = 1: the column chase and a 2 x 2 system over a
 *   cyclic ring by reflection ({@link hexPolynomialPart}), O(N + rows^2);
 * - otherwise the reduced matrix ({@link plainReduction}, {@link torusReduction}, or the general chase for
 *   hex boards and small tori) eliminated mod p and lifted to p^e ({@link PrimePowerPart}),
 *   O(N + m^3 / w) with w = 32 for p = 2.
 * N is the number of cells, n = min(rows, columns), m the free presses (n, or 2n on a torus).
 * Boards with holes or a neighbourhood other than the cross ({@link generalRules}) take the general
 * chase over their own rules ({@link buildRulesChasePlan}) for every part: the dense reduced system while
 * the chase frees at most {@link ELIMINATING_CHASE_FREE_PRESSES} presses, else the eliminating
 * chase ({@link eliminatingChase}), which solves each reduced equation as it completes.
 * Cached per shape, so hints, generation and analysis that solve many boards of one shape pay
 * once. Pure.
 */

import type { BoardShape } from '../../core/puzzle';
import { SolverMemoryError } from '../types';
import * as l10n from '../../domain/l10n';
import type { CellRules } from '../../domain/topology';
import { topologyLabel } from '../../domain/vocabularyWords';
import { chaseReduction, planReduction, type BoardReduction } from './reduction/boardReduction';
import { buildRulesChasePlan, type ChasePlan } from './reduction/chasePlan';
import { eliminatingReduction } from './reduction/eliminatingReduction';
import { crtIdempotent, inverseMod, isPrime, primePowers, type PrimePower } from './arithmetic/modular';
import { binaryPlainPart, primePlainPart } from './polynomial/plainPolynomialParts';
import { plainReduction } from './reduction/plainReduction';
import type { EliminationProgress } from './elimination/primeFactorization';
import { densePart, type PrimePowerPart } from './primePowerPart';
import { checkSolverMemory, describeBytes, SOLVER_MEMORY_BUDGET_BYTES, solverMemoryEstimate } from './solverMemory';
import { torusPolynomialPart, torusPrimePowerPart } from './polynomial/torusPolynomialPart';
import { hexPolynomialPart, hexPolynomialShape } from './polynomial/hexPolynomialPart';
import { generalRules, rulesKey, sameHoles, symmetricRules, transposedRules } from './systemRules';
import { torusReduction } from './reduction/torusReduction';

/** The shape fields a system depends on. */
/**
 * The shape fields a system depends on. A board with holes or a neighbourhood other than the cross
 * takes the general chase over its own rules ({@link generalRules}); the others keep the structured paths.
 */
export type SystemShape = Pick<BoardShape, 'rows' | 'columns' | 'topology' | 'states' | 'neighbourhood' | 'holes'>;

/**
 * Boards of general rules whose chase frees more presses than this take the eliminating chase
 * ({@link eliminatingChase}) instead of the dense reduced system of all free presses.
 */
export const ELIMINATING_CHASE_FREE_PRESSES = 1536;

/** Quiet patterns are held as full patterns (for the minimum search) while nullity x cells stays below this: 512 MB. */
export const MAX_KERNEL_CELLS = 2 ** 29;
/** Quiet-pattern bases are returned only while nullity x cells stays below this. */
export const MAX_QUIET_BASIS_CELLS = 2 ** 21;

/** The state-independent part of solving boards of one shape over Z_k. */
export interface BoardSystem {
  readonly shape: SystemShape;
  /** The parts, one per prime power of k, with their CRT idempotents. */
  readonly parts: readonly { readonly part: PrimePowerPart; readonly idempotent: number }[];
  /** The orders of the kernel generators; their product is the number of solutions of every solvable board. */
  readonly kernelOrders: readonly number[];
  /** True when the kernel fits {@link MAX_KERNEL_CELLS} as full patterns. */
  readonly kernelHeld: boolean;
  /**
   * Kernel generators as full press patterns over Z_k (entries 0..k-1) with their orders: every
   * quiet pattern is sum c_i g_i for exactly one choice of 0 <= c_i < order_i. Built on first use;
   * throws a {@link SolverMemoryError} when they are not {@link kernelHeld} (count them with
   * {@link kernelOrders} instead).
   */
  readonly kernel: readonly { readonly pattern: Uint8Array; readonly order: number }[];
  /**
   * For prime k: a basis of the quiet patterns in reduced row echelon form (row-major cells),
   * while it stays below {@link MAX_QUIET_BASIS_CELLS}; else null. Built on first use.
   */
  readonly quietBasis: readonly Uint8Array[] | null;
}

/** Cached systems with their estimated bytes, least recently used first. */
const cache = new Map<string, { readonly system: BoardSystem; readonly bytes: number }>();
const CACHE_SIZE = 8;
/** The cache keeps at most this many estimated bytes of systems besides the newest. */
const CACHE_BYTES = SOLVER_MEMORY_BUDGET_BYTES / 4;

/** Empties the shape cache (benchmarks use it to time a first solve). */
export function clearBoardSystemCache(): void {
  cache.clear();
}

/**
 * The {@link BoardSystem} of a shape, from a small least-recently-used cache (at most
 * {@link CACHE_SIZE} systems, and older ones only while their estimated memory stays under a
 * quarter of the budget). Throws a {@link SolverMemoryError}, before any work, when the shape's
 * system cannot be held in memory. `onProgress` hears the share of the elimination done while a
 * new system is built.
 */
export function boardSystem(shape: SystemShape, onProgress?: EliminationProgress): BoardSystem {
  const rules = generalRules(shape);
  const key = `${shape.rows}x${shape.columns}:${shape.topology}:${shape.states}${rules ? `:${rulesKey(rules)}` : ''}`;
  const hit = cache.get(key);
  // Two hole layouts may share a hash: a hit counts only with the very same holes.
  if (hit && (!rules || sameHoles(hit.system.shape.holes, rules.holes))) {
    cache.delete(key);
    cache.set(key, hit);
    return hit.system;
  }
  checkSolverMemory(shape);
  const system = buildBoardSystem(shape, rules, onProgress);
  cache.delete(key);
  cache.set(key, { system, bytes: solverMemoryEstimate(shape) });
  let older = 0;
  for (const [cachedKey, entry] of cache) if (cachedKey !== key) older += entry.bytes;
  for (const [cachedKey, entry] of cache) {
    if (cache.size <= CACHE_SIZE && older <= CACHE_BYTES) break;
    if (cachedKey === key) continue;
    cache.delete(cachedKey);
    older -= entry.bytes;
  }
  return system;
}

/** The reduction a dense part of this shape uses (for general rules: the shared plan's, see {@link partReduction}). */
function shapeReduction(shape: SystemShape, plan: ChasePlan | null): BoardReduction {
  if (plan) return planReduction(plan);
  if (shape.topology === 'plain') return plainReduction(shape.rows, shape.columns);
  if (shape.topology === 'torus' && Math.min(shape.rows, shape.columns) >= 3) return torusReduction(shape.rows, shape.columns);
  return chaseReduction(shape);
}

/**
 * True when the part over `power` (e > 1) of a torus board with both sides at least 3 takes the
 * lifted cyclic system ({@link torusPrimePowerPart}) instead of the dense reduced matrix.
 */
function torusCyclicPart(shape: SystemShape, power: PrimePower): boolean {
  return power.exponent > 1 && shape.topology === 'torus' && Math.min(shape.rows, shape.columns) >= 3 && !generalRules(shape);
}

/** True when the part over `power` takes a polynomial method on this shape. */
export function polynomialPart(shape: SystemShape, power: PrimePower): boolean {
  if (power.exponent !== 1 || generalRules(shape)) return false;
  if (shape.topology === 'hex') return hexPolynomialShape(shape.rows, shape.columns);
  return shape.topology === 'plain' || (shape.topology === 'torus' && Math.min(shape.rows, shape.columns) >= 3);
}

function buildBoardSystem(shape: SystemShape, rules: CellRules | null, onProgress?: EliminationProgress): BoardSystem {
  const k = shape.states;
  const { rows, columns } = shape;
  const powers = primePowers(k);
  let reduction: BoardReduction | null = null;
  const plan = rules ? buildRulesChasePlan(rules) : null;
  const eliminates = plan !== null && plan.freeCells.length > ELIMINATING_CHASE_FREE_PRESSES;
  // One reduced matrix over the product of the dense parts' moduli (GF(2) has its own packed one).
  const byteModulus = powers
    .filter((power) => !polynomialPart(shape, power) && !torusCyclicPart(shape, power) && !eliminates && power.modulus !== 2)
    .reduce((product, power) => product * power.modulus, 1);
  let byteMatrix: Uint8Array | null = null;
  const parts = powers.map((power, index) => {
    let part: PrimePowerPart;
    if (polynomialPart(shape, power)) {
      if (shape.topology === 'torus') part = torusPolynomialPart(rows, columns, power.prime);
      else if (shape.topology === 'hex') part = hexPolynomialPart(rows, columns, power.prime) ?? densePart(chaseReduction(shape), power, null);
      else part = power.prime === 2 ? binaryPlainPart(rows, columns) : primePlainPart(rows, columns, power.prime);
    } else if (torusCyclicPart(shape, power)) {
      part = torusPrimePowerPart(rows, columns, power);
    } else if (eliminates && plan) {
      part = densePart(eliminatingReduction(plan, power), power, null, onProgress && ((fraction) => onProgress((index + fraction) / powers.length)));
    } else {
      reduction ??= shapeReduction(shape, plan);
      let matrix: Uint8Array | null = null;
      if (power.modulus !== 2) {
        byteMatrix ??= reduction.matrix(byteModulus);
        matrix = byteModulus === power.modulus ? byteMatrix : reducedModulo(byteMatrix, power.modulus);
      }
      const share = 1 / powers.length;
      part = densePart(reduction, power, matrix, onProgress && ((fraction) => onProgress((index + fraction) * share)));
    }
    return { part, idempotent: crtIdempotent(k, power) };
  });
  const kernelOrders = parts.flatMap(({ part }) => part.kernelOrders);
  const cells = rows * columns;
  let kernel: { pattern: Uint8Array; order: number }[] | null = null;
  let quietBasis: Uint8Array[] | null | undefined;
  const result: BoardSystem = {
    // The rules are copied: the caller's board may change after the system is cached.
    shape: rules
      ? { rows, columns, topology: shape.topology, states: k, neighbourhood: rules.neighbourhood, holes: rules.holes ? rules.holes.slice() : null }
      : { rows, columns, topology: shape.topology, states: k },
    parts,
    kernelOrders,
    kernelHeld: kernelOrders.length * cells <= MAX_KERNEL_CELLS,
    get kernel() {
      if (kernel) return kernel;
      const bytes = kernelOrders.length * cells;
      if (bytes > MAX_KERNEL_CELLS)
        throw new SolverMemoryError(
          l10n.t(
            'the {0} quiet patterns of a {1}x{2} {3} board with {4} states need about {5} as full patterns',
            kernelOrders.length,
            rows,
            columns,
            topologyLabel(shape.topology),
            k,
            describeBytes(bytes),
          ),
          bytes,
        );
      kernel = parts.flatMap(({ part, idempotent }) =>
        part.kernelPatterns().map((pattern, index) => ({ pattern: liftToModulus(pattern, idempotent, k), order: part.kernelOrders[index] })),
      );
      return kernel;
    },
    get quietBasis() {
      if (quietBasis !== undefined) return quietBasis;
      if (!isPrime(k)) quietBasis = null;
      else if (kernelOrders.length === 0) quietBasis = [];
      else if (kernelOrders.length * cells > MAX_QUIET_BASIS_CELLS) quietBasis = null;
      else
        quietBasis = reducedEchelon(
          result.kernel.map((generator) => generator.pattern.slice()),
          k,
        );
      return quietBasis;
    },
  };
  return result;
}

/** Every entry mod `modulus`, as a new array. */
function reducedModulo(values: Uint8Array, modulus: number): Uint8Array {
  const out = new Uint8Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = values[i] % modulus;
  return out;
}

/**
 * A pattern over Z_q lifted into Z_k by its CRT idempotent, in place (the pattern itself when
 * q = k); the caller owns the pattern.
 */
function liftToModulus(pattern: Uint8Array, idempotent: number, k: number): Uint8Array {
  if (idempotent === 1) return pattern;
  const table = Uint8Array.from({ length: 256 }, (_, value) => (value * idempotent) % k);
  for (let i = 0; i < pattern.length; i++) pattern[i] = table[pattern[i]];
  return pattern;
}

/** A solution over Z_k, or the index of a part (prime power) over which the board has none. */
export type SystemSolution = { readonly presses: Uint8Array } | { readonly failedPart: number };

/** Solves the board whose right-hand side is b_e = objective - state_e (mod k), part by part. */
export function solveBoardSystem(system: BoardSystem, rightHandSide: ArrayLike<number>): SystemSolution {
  const k = system.shape.states;
  const solutions: Uint8Array[] = [];
  for (let index = 0; index < system.parts.length; index++) {
    const presses = system.parts[index].part.solve(rightHandSide);
    if (!presses) return { failedPart: index };
    solutions.push(presses);
  }
  if (solutions.length === 1) return { presses: solutions[0] };
  // Joined into the first part's pattern (each part's pattern is the caller's), one pass per
  // further part: entry a * q + x of the table is (a + x e_q) mod k, with a the first part's value
  // times its idempotent in the first pass (so that a needs no pass of its own).
  const combined = solutions[0];
  const first = system.parts[0];
  for (let index = 1; index < solutions.length; index++) {
    const { part, idempotent } = system.parts[index];
    const q = part.power.modulus;
    const sums = index === 1 ? first.part.power.modulus : k;
    const table = Uint8Array.from({ length: sums * q }, (_, at) => {
      const sum = Math.floor(at / q);
      return ((index === 1 ? sum * first.idempotent : sum) + (at % q) * idempotent) % k;
    });
    const presses = solutions[index];
    for (let i = 0; i < combined.length; i++) combined[i] = table[combined[i] * q + presses[i]];
  }
  return { presses: combined };
}

/**
 * A particular solution (entries 0..k-1) of the board whose right-hand side is
 * b_e = objective - state_e (mod k), or null when the board has none.
 */
export function particularSolution(system: BoardSystem, rightHandSide: ArrayLike<number>): Uint8Array | null {
  const solution = solveBoardSystem(system, rightHandSide);
  return 'presses' in solution ? solution.presses : null;
}

/**
 * A certificate that the board is unsolvable over the part `failedPart` (see {@link solveBoardSystem}):
 * a pattern y over Z_q with y^T A = 0 and y . b not 0 mod q, lifted into Z_k by the part's
 * idempotent. Over Z_q the image of A is exactly the set of b orthogonal to the kernel of A^T
 * (Z_q is a Frobenius ring), so one of that kernel's generators has this property. For a
 * symmetric press matrix that kernel is the system's own; otherwise it is the kernel of the
 * system with the neighbourhood negated (the transpose), built here.
 */
export function unsolvableCertificate(system: BoardSystem, rightHandSide: ArrayLike<number>, failedPart: number): Uint8Array {
  const rules = generalRules(system.shape);
  if (rules && !symmetricRules(rules)) {
    const transposed = boardSystem({ ...transposedRules(rules), states: system.shape.states });
    return kernelCertificate(transposed, rightHandSide, failedPart);
  }
  return kernelCertificate(system, rightHandSide, failedPart);
}

/** A kernel generator of the part with a dot product with b that is not 0 mod q, lifted into Z_k. */
function kernelCertificate(system: BoardSystem, rightHandSide: ArrayLike<number>, failedPart: number): Uint8Array {
  const { part, idempotent } = system.parts[failedPart];
  const q = part.power.modulus;
  for (let index = 0; index < part.kernelOrders.length; index++) {
    const pattern = part.kernelPattern(index);
    let dot = 0;
    for (let i = 0; i < pattern.length; i++) if (pattern[i] !== 0) dot = (dot + pattern[i] * (rightHandSide[i] % q)) % q;
    if (dot !== 0) return liftToModulus(pattern, idempotent, system.shape.states);
  }
  throw new Error('internal solver: an unsolvable board is orthogonal to every quiet pattern');
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
